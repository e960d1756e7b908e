//! Dschingis Khan at a table of devices: a guest's log from its seat's
//! entries (`GameUi::seat_log`; its board is `dschingis_khan::stand_in`'s,
//! through `GameUi::stand_in`).

use dschingis_khan::{
    Action, Decision, DecisionKind, Finish, GameState, Kind, SeatEvent, SeenAction,
};

use super::log::Note;
use crate::session::{LogEntry, LogEvent};

/// The kind written into another seat's placement in the guest's log: the
/// log never words a placement's kind (it is shared by the whole table).
const UNSAID: Kind = Kind::Chinese;

/// The action as the log keeps it: a placement's kind, when this seat may
/// not know it, is [`UNSAID`].
fn action_of(seen: SeenAction) -> Action {
    match seen {
        SeenAction::Setup { village, kind } => Action::Setup {
            village,
            kind: kind.unwrap_or(UNSAID),
        },
        SeenAction::Scout { village } => Action::Scout { village },
        SeenAction::DrawWall => Action::DrawWall,
        SeenAction::DrawPiece => Action::DrawPiece,
        SeenAction::PlacePieces => Action::PlacePieces,
        SeenAction::BuildWalls => Action::BuildWalls,
        SeenAction::TakeScoutOff => Action::TakeScoutOff,
        SeenAction::Pass => Action::Pass,
        SeenAction::Step { to, via } => Action::Step { to, via },
        SeenAction::Place { kind, .. } => Action::Place {
            kind: kind.unwrap_or(UNSAID),
        },
        SeenAction::Build { slot } => Action::Build { slot },
    }
}

/// The log's note, from what the entry says (all public) and the decision
/// that came after it (`then`: the next entry's, or the one pending now): a
/// turn began when another seat's turn decision follows, or the first turn
/// after the start placement; its seat's draws are in the entry.
fn note_of(e: &SeatEvent, then: Option<(u8, DecisionKind)>) -> Note {
    let actor = e.seat;
    let lost = e
        .supplies
        .iter()
        .find(|s| s.seat == actor)
        .map_or(0, |s| s.lost_count);
    let setup = |k: DecisionKind| {
        matches!(
            k,
            DecisionKind::SetupPiece { .. } | DecisionKind::SetupScout { .. }
        )
    };
    let new_turn = then.filter(|&(seat, kind)| {
        !setup(kind) && (seat != actor || matches!(e.decision, DecisionKind::SetupScout { .. }))
    });
    let next = new_turn.map(|(seat, _)| {
        let drawn = e.supplies.iter().find(|s| s.seat == seat);
        (
            seat,
            drawn.map_or(0, |s| s.walls_drawn),
            drawn.map_or(0, |s| s.pieces_drawn),
        )
    });
    Note {
        built: e.built,
        placed: e.placed.is_some(),
        lost,
        next,
        trigger: e.trigger,
        over: e.finish.is_some(),
        safety: e.finish == Some(Finish::SafetyLimit),
    }
}

/// `pending`: the decision after the last entry.
pub fn seat_log(
    events: &[SeatEvent],
    first: usize,
    pending: Option<Decision>,
) -> Vec<LogEntry<GameState>> {
    events
        .iter()
        .enumerate()
        .map(|(i, e)| LogEntry {
            step: first + i + 1,
            event: LogEvent::Action {
                seat: e.seat as usize,
                decision: Decision {
                    player: e.seat as usize,
                    kind: e.decision,
                },
                action: action_of(e.action),
                note: note_of(
                    e,
                    match events.get(i + 1) {
                        Some(n) => Some((n.seat, n.decision)),
                        None => pending.map(|d| (d.player as u8, d.kind)),
                    },
                ),
            },
        })
        .collect()
}
