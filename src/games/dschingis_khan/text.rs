//! Every Dschingis Khan string the player sees, keyed by message, with the
//! rulebook's terms (scout, village, wall piece, gate, passive and active
//! supply). English only for now; another language adds a `match` over the
//! same `Msg` values (refusals in `refusal.rs`, the rules summary in
//! `rules.rs`).

use dschingis_khan::{Case, DecisionKind, Kind, Resolution, Slot, Village};

/// A message with its parameters. Components never inline user-visible text.
#[derive(Clone, Debug)]
pub enum Msg<'a> {
    // Names of game things.
    Kind(Kind),
    KindCode(Kind),
    Mongolia,
    China,
    Case(Case),
    CaseLegend,
    // Setup.
    StartPlayer,
    RandomStart,
    SeatStarts(usize),
    // Board and supplies.
    BoardLabel,
    GeneralSupply(u8),
    WallsOut(u8),
    Walls(u8),
    Pieces(u8),
    Passive(u8),
    Lost(u8),
    ScoutOn(Village),
    ScoutOff,
    Controls(usize),
    Legend,
    ClickHelp,
    // Status.
    Setup,
    Turn(u32),
    FinalRound,
    EndAnnounced,
    GameOver,
    SafetyLimit,
    // Decisions and actions.
    Ask(&'a str, DecisionKind),
    SetupPiece(Kind, Village),
    Scout(Village),
    DrawWall(u8),
    DrawPiece(u8),
    PlacePieces(u8),
    BuildWalls(u8),
    TakeScoutOff,
    Pass,
    Road(Village),
    Gate(Village, Slot),
    OverWall(Village, Slot, Slot),
    PlaceKind(Kind),
    ByRoad,
    ThroughGate(Slot),
    OverTheWall(Slot, Slot),
    Build(Slot, &'a str),
    /// What a wall did; the slots removed; whether pieces cut off (D-7.8)
    /// were removed beyond the arm or arc.
    Outcome(Resolution, &'a str, bool),
    // Log.
    LogSetup(&'a str, Village),
    LogScout(&'a str, Village),
    LogReenter(&'a str, Village),
    LogDrawWall(&'a str),
    LogDrawPiece(&'a str),
    LogDrew {
        name: &'a str,
        walls: u8,
        pieces: u8,
    },
    LogPlacePieces(&'a str),
    LogBuildWalls(&'a str),
    LogScoutOff(&'a str),
    LogPass(&'a str),
    LogStep {
        name: &'a str,
        to: Village,
        how: &'a str,
        placed: bool,
    },
    LogPlace(&'a str, Village),
    LogBuild {
        name: &'a str,
        slot: Slot,
        outcome: &'a str,
    },
    LogLost(&'a str, u8),
    LogTurn(&'a str),
    LogTrigger(&'a str),
    LogOver,
    LogSafety,
    // Game over.
    Village,
    Side,
    Stack,
    Formula,
    Points,
    Controller,
    Total,
    Rank,
    VillagesHeld,
    Breakdown,
    RulesTitle,
}

/// The text of a message in the current language.
pub fn tr(msg: Msg) -> String {
    english(msg)
}

fn kind(k: Kind) -> &'static str {
    match k {
        Kind::Chinese => "Chinese warrior",
        Kind::Mongol => "Mongol rider",
        Kind::Farmer => "farmer",
        Kind::Plague => "plague",
        Kind::Herb => "healing herb",
    }
}

fn plural(n: u32, one: &str, many: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
    }
}

/// What building `built` did, in words.
pub fn outcome(built: &dschingis_khan::Built) -> String {
    let removed = slot_list(dschingis_khan::board::slots_in(built.removed));
    let count = built.removed.count_ones() as u8;
    let part = match built.resolution {
        Resolution::NewEnd {
            moved: true,
            old_arm,
            ..
        } => old_arm,
        Resolution::NewEnd { new_arm, .. } => new_arm,
        Resolution::Loop {
            rerouted: true,
            old_arc,
            ..
        } => old_arc,
        Resolution::Loop { new_arc, .. } => new_arc,
        Resolution::BranchLoop => 1,
        Resolution::Extension => 0,
    };
    tr(Msg::Outcome(built.resolution, &removed, count > part))
}

/// "H3-08, H3-09".
pub fn slot_list(slots: impl Iterator<Item = Slot>) -> String {
    slots.map(|s| s.to_string()).collect::<Vec<_>>().join(", ")
}

fn ask(kind: DecisionKind) -> String {
    match kind {
        DecisionKind::SetupPiece { first: None } => {
            "start placement: put a drawn piece on an empty village".into()
        }
        DecisionKind::SetupPiece { first: Some(v) } => {
            format!("start placement: put the other piece on an empty neighbour of {v}")
        }
        DecisionKind::SetupScout { a, b } => format!("put your scout on {a} or {b}"),
        DecisionKind::Draw { drawn: 0 } => "draw: a wall or a piece?".into(),
        DecisionKind::Draw { .. } => "second draw: a wall or a piece?".into(),
        DecisionKind::Deploy => {
            "place pieces, build walls, or take the blocked scout off the board?".into()
        }
        DecisionKind::Reenter => "your scout re-enters the board: choose its village".into(),
        DecisionKind::Step { remaining } => format!(
            "move your scout one step ({} left to place)",
            plural(remaining as u32, "piece", "pieces")
        ),
        DecisionKind::Place { village } => format!("which piece goes on {village}?"),
        DecisionKind::Build { remaining } => format!(
            "build a wall piece ({} left)",
            plural(remaining as u32, "wall", "walls")
        ),
    }
}

fn english(msg: Msg) -> String {
    use Msg::*;
    match msg {
        Kind(k) => kind(k).into(),
        KindCode(k) => k.code().to_string(),
        Mongolia => "Mongolia".into(),
        China => "China".into(),
        Case(dschingis_khan::Case::Plague) => "plague".into(),
        Case(dschingis_khan::Case::Herb) => "healing herb".into(),
        Case(dschingis_khan::Case::Normal) => "by side".into(),
        CaseLegend => "Stacks from the bottom up. By side: +3 per rider in Mongolia or warrior in China, −3 per warrior in Mongolia or rider in China, +1 per farmer. Plague (without herb): −3 per warrior or rider, −1 per farmer. Healing herb (without plague): +3 and +1. Plague and herb together cancel: by side.".into(),
        StartPlayer => "Start player".into(),
        RandomStart => "Random (from the seed)".into(),
        SeatStarts(i) => format!("Seat {}", i + 1),
        BoardLabel => "The board: villages north of the Great Wall are Mongolia, south of it China".into(),
        GeneralSupply(n) => format!("General supply: {}", plural(n as u32, "wall", "walls")),
        WallsOut(n) => format!("{} out of the game", plural(n as u32, "wall", "walls")),
        Walls(n) => plural(n as u32, "wall", "walls"),
        Pieces(n) => plural(n as u32, "piece", "pieces"),
        Passive(n) => format!("passive supply {n}"),
        Lost(n) => format!("{n} lost"),
        ScoutOn(v) => format!("scout on {v}"),
        ScoutOff => "scout off the board".into(),
        Controls(n) => format!("controls {}", plural(n as u32, "village", "villages")),
        Legend => "Pieces: C Chinese warrior, M Mongol rider, F farmer, P plague, H healing herb; ? a piece you have not seen. Letters on the left name the owner. Thick bars are wall pieces: with a gap when open, solid when closed. A dashed blue border: a village your scout has already been on this turn.".into(),
        ClickHelp => "Click the board or choose below. A wall step: click the wall piece to climb up, the one to climb down, then the village.".into(),
        Setup => "Start placement".into(),
        Turn(n) => format!("Turn {n}"),
        FinalRound => "final round".into(),
        EndAnnounced => "the end is announced".into(),
        GameOver => "Game over".into(),
        SafetyLimit => "safety limit reached".into(),
        Ask(name, k) => format!("{name}: {}", ask(k)),
        SetupPiece(k, v) => format!("Put the {} on {v}", kind(k)),
        Scout(v) => format!("Scout on {v}"),
        DrawWall(n) => format!("Draw a wall ({n} in the general supply)"),
        DrawPiece(n) => format!("Draw a piece ({n} in your passive supply)"),
        PlacePieces(n) => format!("Place pieces ({n})"),
        BuildWalls(n) => format!("Build walls ({n})"),
        TakeScoutOff => "Take the scout off the board".into(),
        Pass => "Do nothing".into(),
        Road(v) => format!("To {v} by road"),
        Gate(v, s) => format!("To {v} through the gate {s}"),
        OverWall(v, up, down) => format!("To {v} over the wall: up at {up}, down at {down}"),
        PlaceKind(k) => format!("Place the {}", kind(k)),
        ByRoad => "by road".into(),
        ThroughGate(s) => format!("through the gate {s} (now closed)"),
        OverTheWall(up, down) => {
            format!("over the wall, up at {up} and down at {down} (both now closed)")
        }
        Build(s, outcome) => format!("Build on {s} ({outcome})"),
        Outcome(Resolution::Extension, _, _) => "extends the wall".into(),
        Outcome(r, removed, pruned) => {
            let what = match r {
                Resolution::NewEnd {
                    moved: true,
                    new_arm,
                    old_arm,
                } => format!(
                    "new end: the new arm ({new_arm}) is longer than the old arm ({old_arm}), so the old arm goes and the end moves"
                ),
                Resolution::NewEnd {
                    new_arm, old_arm, ..
                } => format!(
                    "new end: the new arm ({new_arm}) is not longer than the old arm ({old_arm}), so the new arm goes"
                ),
                Resolution::Loop {
                    rerouted: true,
                    new_arc,
                    old_arc,
                } => format!(
                    "loop: the new arc ({new_arc}) is longer than the old arc ({old_arc}), so the old arc goes"
                ),
                Resolution::Loop {
                    new_arc, old_arc, ..
                } => format!(
                    "loop: the new arc ({new_arc}) is not longer than the old arc ({old_arc}), so the new arc goes"
                ),
                Resolution::BranchLoop | Resolution::Extension => {
                    "a loop of branch pieces only: the new piece goes".into()
                }
            };
            let pruned = if pruned { " with the pieces cut off from the wall" } else { "" };
            format!("{what}; removed{pruned}: {removed}")
        }
        LogSetup(name, v) => format!("{name} puts a piece face down on {v}"),
        LogScout(name, v) => format!("{name} puts the scout on {v}"),
        LogReenter(name, v) => format!("{name}'s scout re-enters on {v}"),
        LogDrawWall(name) => format!("{name} draws a wall"),
        LogDrawPiece(name) => format!("{name} draws a piece"),
        LogDrew {
            name,
            walls,
            pieces,
        } => {
            let mut parts = Vec::new();
            if walls > 0 {
                parts.push(plural(walls as u32, "wall", "walls"));
            }
            if pieces > 0 {
                parts.push(plural(pieces as u32, "piece", "pieces"));
            }
            format!("{name} draws {}", parts.join(" and "))
        }
        LogPlacePieces(name) => format!("{name} places pieces"),
        LogBuildWalls(name) => format!("{name} builds walls"),
        LogScoutOff(name) => format!("{name} takes the blocked scout off the board"),
        LogPass(name) => format!("{name} can do nothing"),
        LogStep {
            name,
            to,
            how,
            placed,
        } => {
            let placed = if placed { " and places a piece there" } else { "" };
            format!("{name}'s scout goes to {to} {how}{placed}")
        }
        LogPlace(name, v) => format!("{name} places a piece face down on {v}"),
        LogBuild {
            name,
            slot,
            outcome,
        } => format!("{name} builds a wall on {slot}: {outcome}"),
        LogLost(name, 1) => format!("{name}'s scout is stuck: 1 piece leaves the game"),
        LogLost(name, n) => format!("{name}'s scout is stuck: {n} pieces leave the game"),
        LogTurn(name) => format!("{name}'s turn"),
        LogTrigger(name) => format!("Two supplies are empty: {name} announces the end; the final round follows"),
        LogOver => "Final scoring".into(),
        LogSafety => "The safety limit (60 rounds) ends the game".into(),
        Village => "Village".into(),
        Side => "Side".into(),
        Stack => "Stack ↑".into(),
        Formula => "Case".into(),
        Points => "Pts".into(),
        Controller => "Held by".into(),
        Total => "Total".into(),
        Rank => "Rank".into(),
        VillagesHeld => "Villages".into(),
        Breakdown => "Village by village".into(),
        RulesTitle => "Rules summary and rulings".into(),
    }
}

/// How a step went, for the log: "by road", "through the gate H3-03", …
pub fn how(via: dschingis_khan::Via) -> String {
    match via {
        dschingis_khan::Via::Road => tr(Msg::ByRoad),
        dschingis_khan::Via::Wall { up, down } if up == down => tr(Msg::ThroughGate(up)),
        dschingis_khan::Via::Wall { up, down } => tr(Msg::OverTheWall(up, down)),
    }
}
