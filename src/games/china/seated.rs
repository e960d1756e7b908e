//! China at a table of devices: a guest's board from its seat's view, its
//! log from its seat's entries (`GameUi::stand_in`, `GameUi::seat_log`).

use boardgame::table::View;
use china::{Decision, GameState, SeatEvent};

use crate::session::{LogEntry, LogEvent};
use crate::worker::SeatPosition;

/// The board's: the bare position, with the journal the hot-seat board
/// keeps.
pub fn stand_in(view: &View<GameState>) -> GameState {
    let mut state = china::stand_in(&view.position, view.pending);
    crate::session::Journaled::keep_journal(&mut state);
    state
}

/// The hint's (in the bot worker): bare, no journal kept while it searches.
impl SeatPosition for GameState {
    fn seat_position(view: &View<GameState>) -> Option<GameState> {
        Some(china::stand_in(&view.position, view.pending))
    }
}

/// Each entry as the log of a hot-seat game keeps it: the action (China's
/// actions name no secret; a draw's card is only in `drew`, which the
/// shared log never words) and the engine's steps after it.
pub fn seat_log(events: &[SeatEvent], first: usize) -> Vec<LogEntry<GameState>> {
    let mut out = Vec::new();
    for (i, e) in events.iter().enumerate() {
        let step = first + i + 1;
        out.push(LogEntry {
            step,
            event: LogEvent::Action {
                seat: e.seat as usize,
                decision: Decision {
                    player: e.seat as usize,
                    kind: e.decision,
                },
                action: e.action,
                note: (),
            },
        });
        out.extend(e.happenings.iter().map(|h| LogEntry {
            step,
            event: LogEvent::Auto(*h),
        }));
    }
    out
}
