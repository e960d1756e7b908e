//! Dschingis Khan at a table of devices: a guest's board from its seat's
//! view, its log from its seat's entries (`GameUi::stand_in`,
//! `GameUi::seat_log`).

use boardgame::table::View;
use dschingis_khan::{Action, Decision, Finish, GameState, Kind, SeatEvent, SeenAction};

use super::log::Note;
use crate::session::{LogEntry, LogEvent};

pub fn stand_in(view: &View<GameState>) -> GameState {
    dschingis_khan::stand_in(&view.position, view.pending)
}

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

/// The log's note, from what the entry says (all public): the seat whose
/// supplies changed other than the actor's is the one whose turn began.
fn note_of(e: &SeatEvent) -> Note {
    let actor = e.seat;
    let lost = e
        .supplies
        .iter()
        .find(|s| s.seat == actor)
        .map_or(0, |s| s.lost_count);
    let next = e
        .supplies
        .iter()
        .find(|s| s.seat != actor)
        .map(|s| (s.seat, s.walls_drawn, s.pieces_drawn));
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

pub fn seat_log(events: &[SeatEvent], first: usize) -> Vec<LogEntry<GameState>> {
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
                note: note_of(e),
            },
        })
        .collect()
}
