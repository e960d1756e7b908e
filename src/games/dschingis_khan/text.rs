//! Every Dschingis Khan string the player sees, keyed by message, with the
//! rulebook's terms (scout, village, wall piece, gate, passive and active
//! supply). The words are Fluent data (`locales/<lang>/dschingis-khan.ftl`,
//! ids `khan-…`); this file maps each typed message to its id. Refusals are
//! in `refusal.rs`, the rules summary in `rules.rs`.

use dschingis_khan::{Case, DecisionKind, Kind, Resolution, Slot, Via, Village};

use crate::i18n::t;

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
    /// A scout's tooltip on the board: its owner and village.
    ScoutTitle(&'a str, Village),
    /// A village's name on the board (ours, one per village).
    VillageName(Village),
    /// A village's title on the board: its name and id.
    VillageTitle(Village),
    /// A wall slot's title on the board: where it stands and its id.
    SlotTitle(Slot),
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
    /// Through the gate between the scout's village and this one.
    Gate(Village),
    OverWall(Village, Slot, Slot),
    PlaceKind(Kind),
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
        via: Via,
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

/// The key of a kind in the messages that name one inside a sentence
/// (`$kind ->` selects, so each language can inflect the name).
pub fn kind_key(k: Kind) -> &'static str {
    match k {
        Kind::Chinese => "chinese",
        Kind::Mongol => "mongol",
        Kind::Farmer => "farmer",
        Kind::Plague => "plague",
        Kind::Herb => "herb",
    }
}

/// A yes/no argument for a `$flag ->` select.
fn yes(flag: bool) -> &'static str {
    if flag { "yes" } else { "no" }
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

/// A village as the log and the choices name it: its name on the board
/// with its id after it, "Wolf Hill (V01)" (the id is small in the
/// village's corner on the board, so it helps to find it).
pub fn village(v: Village) -> String {
    tr(Msg::VillageTitle(v))
}

/// Where a wall piece stands, by the two villages its slot separates:
/// "between Wolf Hill and Salt Well" (slot ids are not on the board).
pub fn slot_name(s: Slot) -> String {
    let [a, b] = s.villages();
    let (a, b) = (tr(Msg::VillageName(a)), tr(Msg::VillageName(b)));
    t!("khan-slot", a = a, b = b)
}

/// "between Wolf Hill and Salt Well, between Falcon Rest and Red Dune".
pub fn slot_list(slots: impl Iterator<Item = Slot>) -> String {
    slots.map(slot_name).collect::<Vec<_>>().join(", ")
}

/// The question of decision `kind`, asked of `name`.
fn ask(name: &str, kind: DecisionKind) -> String {
    match kind {
        DecisionKind::SetupPiece { first: None } => t!("khan-ask-setup-first", name = name),
        DecisionKind::SetupPiece { first: Some(v) } => {
            t!("khan-ask-setup-second", name = name, v = village(v))
        }
        DecisionKind::SetupScout { a, b } => {
            let (a, b) = (village(a), village(b));
            t!("khan-ask-setup-scout", name = name, a = a, b = b)
        }
        DecisionKind::Draw { drawn: 0 } => t!("khan-ask-draw-first", name = name),
        DecisionKind::Draw { .. } => t!("khan-ask-draw-second", name = name),
        DecisionKind::Deploy => t!("khan-ask-deploy", name = name),
        DecisionKind::Reenter => t!("khan-ask-reenter", name = name),
        DecisionKind::Step { remaining } => t!("khan-ask-step", name = name, n = remaining),
        DecisionKind::Place { village } => {
            t!("khan-ask-place", name = name, v = self::village(village))
        }
        DecisionKind::Build { remaining } => t!("khan-ask-build", name = name, n = remaining),
    }
}

// The two functions below keep each `t!("id", …)` on one line, as the
// i18n tests read the ids the app uses line by line.

/// What a wall did, as a clause for the log and the build buttons.
fn outcome_text(r: Resolution, removed: &str, pruned: bool) -> String {
    let (n, o) = match r {
        Resolution::NewEnd {
            new_arm, old_arm, ..
        } => (new_arm, old_arm),
        Resolution::Loop {
            new_arc, old_arc, ..
        } => (new_arc, old_arc),
        Resolution::BranchLoop | Resolution::Extension => (0, 0),
    };
    let (rm, p) = (removed, yes(pruned));
    match r {
        Resolution::Extension => t!("khan-outcome-extension"),
        Resolution::NewEnd { moved: true, .. } => {
            t!(
                "khan-outcome-new-end-moved",
                new = n,
                old = o,
                removed = rm,
                pruned = p
            )
        }
        Resolution::NewEnd { .. } => {
            t!(
                "khan-outcome-new-end-kept",
                new = n,
                old = o,
                removed = rm,
                pruned = p
            )
        }
        Resolution::Loop { rerouted: true, .. } => {
            t!(
                "khan-outcome-loop-rerouted",
                new = n,
                old = o,
                removed = rm,
                pruned = p
            )
        }
        Resolution::Loop { .. } => {
            t!(
                "khan-outcome-loop-kept",
                new = n,
                old = o,
                removed = rm,
                pruned = p
            )
        }
        Resolution::BranchLoop => t!("khan-outcome-branch-loop", removed = rm, pruned = p),
    }
}

/// A scout's step in the log: by road, through a gate or over the wall.
fn log_step(name: &str, to: Village, via: Via, placed: bool) -> String {
    let (v, p) = (village(to), yes(placed));
    match via {
        Via::Road => t!("khan-log-step-road", name = name, v = v, placed = p),
        // A gate is the piece between the two villages: no more to say.
        Via::Wall { up, down } if up == down => {
            t!("khan-log-step-gate", name = name, v = v, placed = p)
        }
        Via::Wall { up, down } => {
            let (up, down) = (slot_name(up), slot_name(down));
            t!(
                "khan-log-step-wall",
                name = name,
                v = v,
                up = up,
                down = down,
                placed = p
            )
        }
    }
}

/// The text of a message in the current language.
pub fn tr(msg: Msg) -> String {
    use Msg::*;
    match msg {
        Kind(dschingis_khan::Kind::Chinese) => t!("khan-kind-chinese"),
        Kind(dschingis_khan::Kind::Mongol) => t!("khan-kind-mongol"),
        Kind(dschingis_khan::Kind::Farmer) => t!("khan-kind-farmer"),
        Kind(dschingis_khan::Kind::Plague) => t!("khan-kind-plague"),
        Kind(dschingis_khan::Kind::Herb) => t!("khan-kind-herb"),
        KindCode(dschingis_khan::Kind::Chinese) => t!("khan-code-chinese"),
        KindCode(dschingis_khan::Kind::Mongol) => t!("khan-code-mongol"),
        KindCode(dschingis_khan::Kind::Farmer) => t!("khan-code-farmer"),
        KindCode(dschingis_khan::Kind::Plague) => t!("khan-code-plague"),
        KindCode(dschingis_khan::Kind::Herb) => t!("khan-code-herb"),
        Mongolia => t!("khan-mongolia"),
        China => t!("khan-china"),
        Case(dschingis_khan::Case::Plague) => t!("khan-case-plague"),
        Case(dschingis_khan::Case::Herb) => t!("khan-case-herb"),
        Case(dschingis_khan::Case::Normal) => t!("khan-case-normal"),
        CaseLegend => t!("khan-case-legend"),
        StartPlayer => t!("khan-start-player"),
        RandomStart => t!("khan-random-start"),
        SeatStarts(i) => t!("khan-seat-starts", n = i + 1),
        BoardLabel => t!("khan-board-label"),
        GeneralSupply(n) => t!("khan-general-supply", n = n),
        WallsOut(n) => t!("khan-walls-out", n = n),
        Walls(n) => t!("khan-walls", n = n),
        Pieces(n) => t!("khan-pieces", n = n),
        Passive(n) => t!("khan-passive", n = n),
        Lost(n) => t!("khan-lost", n = n),
        ScoutOn(v) => t!("khan-scout-on", v = village(v)),
        ScoutOff => t!("khan-scout-off"),
        ScoutTitle(name, v) => t!("khan-scout-title", name = name, v = village(v)),
        VillageName(v) => t!("khan-village-name", v = v.to_string()),
        VillageTitle(v) => t!(
            "khan-village-title",
            name = tr(VillageName(v)),
            v = v.to_string()
        ),
        SlotTitle(s) => t!("khan-slot-title", slot = slot_name(s), id = s.to_string()),
        Controls(n) => t!("khan-controls", n = n),
        Legend => t!("khan-legend"),
        ClickHelp => t!("khan-click-help"),
        Setup => t!("khan-setup"),
        Turn(n) => t!("khan-turn", n = n),
        FinalRound => t!("khan-final-round"),
        EndAnnounced => t!("khan-end-announced"),
        GameOver => t!("khan-game-over"),
        SafetyLimit => t!("khan-safety-limit"),
        Ask(name, k) => ask(name, k),
        SetupPiece(k, v) => {
            let (kind, v) = (kind_key(k), village(v));
            t!("khan-action-setup-piece", kind = kind, v = v)
        }
        Scout(v) => t!("khan-action-scout", v = village(v)),
        DrawWall(n) => t!("khan-action-draw-wall", n = n),
        DrawPiece(n) => t!("khan-action-draw-piece", n = n),
        PlacePieces(n) => t!("khan-action-place-pieces", n = n),
        BuildWalls(n) => t!("khan-action-build-walls", n = n),
        TakeScoutOff => t!("khan-action-scout-off"),
        Pass => t!("khan-action-pass"),
        Road(v) => t!("khan-action-road", v = village(v)),
        Gate(v) => t!("khan-action-gate", v = village(v)),
        OverWall(v, up, down) => {
            let (v, up, down) = (village(v), slot_name(up), slot_name(down));
            t!("khan-action-over-wall", v = v, up = up, down = down)
        }
        PlaceKind(k) => t!("khan-action-place-kind", kind = kind_key(k)),
        Build(s, outcome) => t!("khan-action-build", slot = slot_name(s), outcome = outcome),
        Outcome(r, removed, pruned) => outcome_text(r, removed, pruned),
        LogSetup(name, v) => t!("khan-log-setup", name = name, v = village(v)),
        LogScout(name, v) => t!("khan-log-scout", name = name, v = village(v)),
        LogReenter(name, v) => t!("khan-log-reenter", name = name, v = village(v)),
        LogDrawWall(name) => t!("khan-log-draw-wall", name = name),
        LogDrawPiece(name) => t!("khan-log-draw-piece", name = name),
        LogDrew {
            name,
            walls,
            pieces: 0,
        } => t!("khan-log-drew-walls", name = name, n = walls),
        LogDrew {
            name,
            walls: 0,
            pieces,
        } => t!("khan-log-drew-pieces", name = name, n = pieces),
        LogDrew {
            name,
            walls: w,
            pieces: p,
        } => t!("khan-log-drew-both", name = name, walls = w, pieces = p),
        LogPlacePieces(name) => t!("khan-log-place-pieces", name = name),
        LogBuildWalls(name) => t!("khan-log-build-walls", name = name),
        LogScoutOff(name) => t!("khan-log-scout-off", name = name),
        LogPass(name) => t!("khan-log-pass", name = name),
        LogStep {
            name,
            to,
            via,
            placed,
        } => log_step(name, to, via, placed),
        LogPlace(name, v) => t!("khan-log-place", name = name, v = village(v)),
        LogBuild {
            name,
            slot,
            outcome,
        } => {
            let (slot, o) = (slot_name(slot), outcome);
            t!("khan-log-build", name = name, slot = slot, outcome = o)
        }
        LogLost(name, n) => t!("khan-log-lost", name = name, n = n),
        LogTurn(name) => t!("khan-log-turn", name = name),
        LogTrigger(name) => t!("khan-log-trigger", name = name),
        LogOver => t!("khan-log-over"),
        LogSafety => t!("khan-log-safety"),
        Village => t!("khan-col-village"),
        Stack => t!("khan-col-stack"),
        Formula => t!("khan-col-case"),
        Points => t!("khan-col-points"),
        Controller => t!("khan-col-controller"),
        Total => t!("khan-col-total"),
        Rank => t!("khan-col-rank"),
        VillagesHeld => t!("khan-col-villages"),
        Breakdown => t!("khan-breakdown"),
        RulesTitle => t!("khan-rules-title"),
    }
}

#[cfg(test)]
mod tests {
    use dschingis_khan::{Case, DecisionKind, Kind, Resolution, Slot, Via, Village};

    use super::{Msg, tr};
    use crate::i18n::{Lang, Speaking};

    /// The texts of `msgs` in `lang` (the language is per thread).
    fn texts(lang: Lang, msgs: &[Msg]) -> Vec<String> {
        let _lang = Speaking::in_(lang);
        msgs.iter().cloned().map(tr).collect()
    }

    /// V12 and the slot H3-08 (ids as printed).
    fn v12() -> Village {
        Village(11)
    }

    fn slot(id: &str) -> Slot {
        Slot::all().find(|s| s.to_string() == id).unwrap()
    }

    /// The English sentences the browser test and the log tests read: whole,
    /// villages by name with the id after it, wall pieces by where they stand.
    #[test]
    fn english_sentences_are_whole_and_unchanged() {
        let (up, down) = (slot("H3-08"), slot("H3-09"));
        let got = texts(
            Lang::En,
            &[
                Msg::Ask("Anna", DecisionKind::Step { remaining: 1 }),
                Msg::Ask("Anna", DecisionKind::Step { remaining: 3 }),
                Msg::LogStep {
                    name: "Anna",
                    to: v12(),
                    via: Via::Road,
                    placed: true,
                },
                Msg::LogStep {
                    name: "Anna",
                    to: v12(),
                    via: Via::Wall { up, down },
                    placed: false,
                },
                Msg::Outcome(
                    Resolution::Loop {
                        rerouted: true,
                        new_arc: 5,
                        old_arc: 1,
                    },
                    "between Stone Cairn and Silk Road",
                    true,
                ),
                Msg::LogDrew {
                    name: "Bo",
                    walls: 1,
                    pieces: 2,
                },
                Msg::LogLost("Bo", 1),
                Msg::SetupPiece(Kind::Mongol, v12()),
                Msg::GeneralSupply(1),
            ],
        );
        assert_eq!(
            got,
            [
                "Anna: move your scout one step (1 piece left to place)",
                "Anna: move your scout one step (3 pieces left to place)",
                "Anna's scout goes to Felt Market (V12) by road and places a piece there",
                "Anna's scout goes to Felt Market (V12) over the wall, up between Stone Cairn and Silk Road, down between Smoke Hill and Silk Road (both now closed)",
                "loop: the new arc (5) is longer than the old arc (1), so the old arc goes; removed with the pieces cut off from the wall: between Stone Cairn and Silk Road",
                "Bo draws 1 wall and 2 pieces",
                "Bo's scout is stuck: 1 piece leaves the game",
                "Put the Mongol rider on Felt Market (V12)",
                "General supply: 1 wall",
            ]
        );
    }

    /// Dutch plurals ("1 dorp" / "2 dorpen") and the rulebook's terms.
    #[test]
    fn dutch_plurals_and_rulebook_terms() {
        let got = texts(
            Lang::Nl,
            &[
                Msg::Controls(1),
                Msg::Controls(2),
                Msg::Pieces(1),
                Msg::Pieces(4),
                Msg::Walls(1),
                Msg::Walls(3),
                Msg::Kind(Kind::Chinese),
                Msg::Kind(Kind::Herb),
                Msg::ScoutOn(v12()),
                Msg::Case(Case::Normal),
            ],
        );
        assert_eq!(
            got,
            [
                "controleert 1 dorp",
                "controleert 2 dorpen",
                "1 speelsteen",
                "4 speelstenen",
                "1 muur",
                "3 muren",
                "Chinese krijger",
                "heilkruid",
                "verkenner op Viltmarkt (V12)",
                "naar zijde",
            ]
        );
    }

    /// German plurals ("1 Dorf" / "2 Dörfer") and the German edition's
    /// terms (Kundschafter, Mauerstück, Heilkraut).
    #[test]
    fn german_plurals_and_edition_terms() {
        let got = texts(
            Lang::De,
            &[
                Msg::Controls(1),
                Msg::Controls(2),
                Msg::Walls(1),
                Msg::Walls(2),
                Msg::Kind(Kind::Mongol),
                Msg::Kind(Kind::Herb),
                Msg::ScoutOn(v12()),
                Msg::PlaceKind(Kind::Farmer),
            ],
        );
        assert_eq!(
            got,
            [
                "kontrolliert 1 Dorf",
                "kontrolliert 2 Dörfer",
                "1 Mauerstück",
                "2 Mauerstücke",
                "mongolischer Reiter",
                "Heilkraut",
                "Kundschafter auf Filzmarkt (V12)",
                "Den Bauern einsetzen",
            ]
        );
    }

    /// French plurals: `one` covers 0 and 1 ("0 village", "2 villages").
    #[test]
    fn french_plurals_and_terms() {
        let got = texts(
            Lang::Fr,
            &[
                Msg::Controls(0),
                Msg::Controls(1),
                Msg::Controls(2),
                Msg::Pieces(1),
                Msg::Pieces(2),
                Msg::ScoutOn(v12()),
                Msg::Kind(Kind::Mongol),
            ],
        );
        assert_eq!(
            got,
            [
                "contrôle 0 village",
                "contrôle 1 village",
                "contrôle 2 villages",
                "1 pion",
                "2 pions",
                "éclaireur sur Marché-Feutre (V12)",
                "cavalier mongol",
            ]
        );
    }

    /// The long texts are translated, not English copies.
    #[test]
    fn every_language_has_its_own_words() {
        for lang in [Lang::De, Lang::Nl, Lang::Fr] {
            let theirs = texts(lang, &[Msg::Legend, Msg::ClickHelp, Msg::CaseLegend]);
            let english = texts(Lang::En, &[Msg::Legend, Msg::ClickHelp, Msg::CaseLegend]);
            for (a, b) in theirs.iter().zip(&english) {
                assert_ne!(a, b, "{lang:?} copies English");
            }
        }
    }
}
