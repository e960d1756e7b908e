//! Dschingis Khan at a table of devices ([`boardgame::table`]).
//!
//! Secret (§10): the kind of a piece a seat has not seen (pieces show only
//! their owner's colour), the kinds in another seat's active supply and
//! among its lost pieces (their numbers are public), the order of every
//! passive supply (unknown to its owner too) and the game's RNG. A seat's
//! view shows a stacked piece's kind only if the seat has seen it
//! ([`Piece::seen_by`]; all once the game is over, D-10.4), its own active
//! supply and lost pieces, and of the others' and of every passive supply
//! only the counts. Who has seen which piece is public.
//!
//! Placing a piece names its kind (`Action::Setup`, `Action::Place`): every
//! seat but the placer sees the placement without it
//! ([`SeenAction`]), and a piece the engine put on the village a step
//! reached likewise. Pieces drawn (by the action or by the engine, for any
//! seat) are counted for everyone and named for their drawer only; pieces
//! lost by getting stuck likewise.

use boardgame::table::{Seated, StandIn};
use serde::{Deserialize, Serialize};

use crate::action::{Action, Via};
use crate::board::{Slot, Village, village_set};
use crate::decision::DecisionKind;
use crate::error::RuleError;
use crate::options::Options;
use crate::piece::{Kind, Kinds, Piece};
use crate::state::{End, Finish, GameState, Player, Turn, WallEvent};
use crate::wall::Wall;

/// A stacked piece as a seat sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeenPiece {
    pub owner: u8,
    /// Its kind, if the seat has seen it; `None`: face down.
    pub kind: Option<Kind>,
    /// Which seats have seen it, a bit per seat (public).
    pub seen: u8,
}

/// One player's supplies as a seat sees them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeenPlayer {
    /// Pieces in the passive supply (face down, in an order nobody knows).
    pub passive: u8,
    /// Pieces in the active supply.
    pub held: u8,
    /// Their kinds: the viewing seat's own; `None` for the others.
    pub pieces: Option<Kinds>,
    /// Walls in the active supply.
    pub walls: u8,
    /// Pieces lost by getting stuck.
    pub lost_count: u8,
    /// Their kinds: the viewing seat's own; `None` for the others.
    pub lost: Option<Kinds>,
    pub scout: Option<Village>,
}

/// The table as one seat sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatView {
    pub options: Options,
    pub players: Vec<SeenPlayer>,
    pub start_player: u8,
    pub wall: Wall,
    /// Mongolia villages (D-9.1).
    #[serde(with = "village_set")]
    pub mongolia: u64,
    /// Walls in the general supply.
    pub general: u8,
    /// Walls out of the game (D-11.4).
    pub walls_out: u8,
    /// Each village's stack, bottom first.
    pub stacks: Vec<Vec<SeenPiece>>,
    pub turn: Turn,
    /// Players who finished their start placement.
    pub setup_done: u8,
    pub turns_played: u32,
    pub end: Option<End>,
    pub finish: Option<Finish>,
    pub last_build: Option<WallEvent>,
}

/// An action as a seat sees it: a placement names the piece's kind for the
/// placer only.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum SeenAction {
    /// A start placement (D-3.4) on `village`.
    Setup {
        village: Village,
        kind: Option<Kind>,
    },
    Scout {
        village: Village,
    },
    DrawWall,
    DrawPiece,
    PlacePieces,
    BuildWalls,
    TakeScoutOff,
    Pass,
    Step {
        to: Village,
        via: Via,
    },
    /// A piece put on `village`, the one the scout just reached.
    Place {
        village: Village,
        kind: Option<Kind>,
    },
    Build {
        slot: Slot,
    },
}

/// A piece the engine put on a village (the only kind held).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Placed {
    pub village: Village,
    /// For the placer only.
    pub kind: Option<Kind>,
}

/// What one seat's supplies went through during an action beyond the
/// action itself: draws, and pieces lost by getting stuck (D-6.7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Supplies {
    pub seat: u8,
    pub walls_drawn: u8,
    pub pieces_drawn: u8,
    /// The kinds drawn: for the drawer only.
    pub drawn: Option<Kinds>,
    pub lost_count: u8,
    /// The kinds lost: for their owner only.
    pub lost: Option<Kinds>,
}

/// One action as a seat sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatEvent {
    /// Who decided, what.
    pub seat: u8,
    pub decision: DecisionKind,
    pub action: SeenAction,
    /// The piece the engine put on the village a step reached.
    pub placed: Option<Placed>,
    /// Every seat whose supplies changed beyond the action, in seat order.
    pub supplies: Vec<Supplies>,
    /// The wall built by this action and how it resolved.
    pub built: Option<WallEvent>,
    /// The seat that announced the end during this action (D-11.2).
    pub trigger: Option<u8>,
    /// The game ended with this action, and why.
    pub finish: Option<Finish>,
}

fn seen_player(p: &Player, own: bool) -> SeenPlayer {
    SeenPlayer {
        passive: p.passive.len() as u8,
        held: p.pieces.total(),
        pieces: own.then_some(p.pieces),
        walls: p.walls,
        lost_count: p.lost.total(),
        lost: own.then_some(p.lost),
        scout: p.scout,
    }
}

fn seen_piece(piece: &Piece, seat: usize) -> SeenPiece {
    SeenPiece {
        owner: piece.owner,
        kind: piece.seen_by(seat).then_some(piece.kind),
        seen: piece.seen,
    }
}

fn kinds_of(list: &[Kind]) -> Kinds {
    let mut out = Kinds::default();
    for &k in list {
        out.add(k);
    }
    out
}

/// `a - b` per kind (never below 0).
fn minus(a: Kinds, b: Kinds) -> Kinds {
    Kinds(std::array::from_fn(|i| a.0[i].saturating_sub(b.0[i])))
}

/// `action`, answering a decision of `kind`, as a seat sees it: `own` when
/// that seat played it.
fn seen_action(action: Action, kind: DecisionKind, own: bool) -> SeenAction {
    let kind_if = |k: Kind| own.then_some(k);
    match action {
        Action::Setup { village, kind } => SeenAction::Setup {
            village,
            kind: kind_if(kind),
        },
        Action::Scout { village } => SeenAction::Scout { village },
        Action::DrawWall => SeenAction::DrawWall,
        Action::DrawPiece => SeenAction::DrawPiece,
        Action::PlacePieces => SeenAction::PlacePieces,
        Action::BuildWalls => SeenAction::BuildWalls,
        Action::TakeScoutOff => SeenAction::TakeScoutOff,
        Action::Pass => SeenAction::Pass,
        Action::Step { to, via } => SeenAction::Step { to, via },
        Action::Place { kind: k } => SeenAction::Place {
            village: match kind {
                DecisionKind::Place { village } => village,
                _ => unreachable!("a placement answers a Place decision"),
            },
            kind: kind_if(k),
        },
        Action::Build { slot } => SeenAction::Build { slot },
    }
}

impl Seated for GameState {
    type SeatView = SeatView;
    type SeatEvent = SeatEvent;

    fn seat_view(&self, seat: usize) -> SeatView {
        SeatView {
            options: self.options,
            players: self
                .players
                .iter()
                .enumerate()
                .map(|(s, p)| seen_player(p, s == seat))
                .collect(),
            start_player: self.start_player,
            wall: self.wall.clone(),
            mongolia: self.mongolia,
            general: self.general,
            walls_out: self.walls_out,
            stacks: self
                .stacks
                .iter()
                .map(|stack| stack.iter().map(|p| seen_piece(p, seat)).collect())
                .collect(),
            turn: self.turn,
            setup_done: self.setup_done,
            turns_played: self.turns_played,
            end: self.end,
            finish: self.finish,
            last_build: self.last_build,
        }
    }

    fn seen_by_all(&self, action: Action) -> Result<Vec<SeatEvent>, RuleError> {
        let mut after = self.clone();
        after.apply(action)?;
        let decision = self.pending.expect("an accepted action answers a decision");
        let actor = decision.player;
        // The piece the engine put on the village the step reached.
        let placed = match action {
            Action::Step { to, .. } if after.stack(to).len() > self.stack(to).len() => {
                after.stack(to).last().map(|p| (to, p.kind))
            }
            _ => None,
        };
        // Every seat's draws and losses, beyond pieces the action placed.
        let changes: Vec<(u8, u8, u8, Kinds, Kinds)> = self
            .players
            .iter()
            .zip(&after.players)
            .enumerate()
            .map(|(s, (b, a))| {
                let drawn = minus(kinds_of(&b.passive), kinds_of(&a.passive));
                let lost = minus(a.lost, b.lost);
                (
                    s as u8,
                    a.walls.saturating_sub(b.walls),
                    drawn.total(),
                    drawn,
                    lost,
                )
            })
            .filter(|&(_, walls, pieces, _, lost)| walls + pieces + lost.total() > 0)
            .collect();
        let built = (after.last_build != self.last_build)
            .then_some(after.last_build)
            .flatten();
        let trigger = match (self.end, after.end) {
            (None, Some(end)) => Some(end.trigger),
            _ => None,
        };
        let finish = (self.finish.is_none()).then_some(after.finish).flatten();
        Ok((0..self.players.len())
            .map(|seat| SeatEvent {
                seat: actor as u8,
                decision: decision.kind,
                action: seen_action(action, decision.kind, seat == actor),
                placed: placed.map(|(village, kind)| Placed {
                    village,
                    kind: (seat == actor).then_some(kind),
                }),
                supplies: changes
                    .iter()
                    .map(|&(s, walls, pieces, drawn, lost)| Supplies {
                        seat: s,
                        walls_drawn: walls,
                        pieces_drawn: pieces,
                        drawn: (s as usize == seat).then_some(drawn),
                        lost_count: lost.total(),
                        lost: (s as usize == seat).then_some(lost),
                    })
                    .collect(),
                built,
                trigger,
                finish,
            })
            .collect())
    }
}

/// The kind that stands in for every piece a seat has not seen (face-down
/// stacked pieces, the others' supplies, every passive supply): never
/// drawn, since a board shows a piece's kind only to a seat that has seen
/// it, and only counts of the others' supplies.
const PLACEHOLDER: Kind = Kind::Chinese;

/// `n` placeholder pieces, or the seat's own kinds.
fn kinds_or_placeholder(own: Option<Kinds>, n: u8) -> Kinds {
    own.unwrap_or_else(|| {
        let mut kinds = Kinds::default();
        for _ in 0..n {
            kinds.add(PLACEHOLDER);
        }
        kinds
    })
}

impl StandIn for GameState {
    fn stand_in(view: &SeatView, pending: Option<crate::decision::Decision>) -> GameState {
        stand_in(view, pending)
    }
}

/// The position `view` describes, as a state a guest's device can draw and
/// ask for its seat's legal actions: every piece the seat has not seen is a
/// [`PLACEHOLDER`] (its `seen` bits kept, so no board shows it to this
/// seat), and `pending` is the decision the host sent beside the view. Its
/// `seat_view(view's seat)` is `view` again. Never for a bot's search as it
/// is (the guest's hint determinizes it first, which re-samples what the
/// seat has not seen).
pub fn stand_in(view: &SeatView, pending: Option<crate::decision::Decision>) -> GameState {
    let players = view
        .players
        .iter()
        .map(|p| Player {
            passive: vec![PLACEHOLDER; p.passive as usize],
            pieces: kinds_or_placeholder(p.pieces, p.held),
            walls: p.walls,
            lost: kinds_or_placeholder(p.lost, p.lost_count),
            scout: p.scout,
        })
        .collect();
    let stacks = view
        .stacks
        .iter()
        .map(|stack| {
            stack
                .iter()
                .map(|p| Piece {
                    owner: p.owner,
                    kind: p.kind.unwrap_or(PLACEHOLDER),
                    seen: p.seen,
                })
                .collect()
        })
        .collect();
    GameState {
        options: view.options,
        rng: crate::rng::Rng::seeded(0),
        players,
        start_player: view.start_player,
        wall: view.wall.clone(),
        mongolia: view.mongolia,
        general: view.general,
        walls_out: view.walls_out,
        stacks,
        pending,
        turn: view.turn,
        setup_done: view.setup_done,
        turns_played: view.turns_played,
        end: view.end,
        finish: view.finish,
        last_build: view.last_build,
    }
}
