//! China at a table of devices: a guest's log from its seat's entries
//! (`GameUi::seat_log`; its board is `china::stand_in`'s, through
//! `GameUi::stand_in`).

use china::{Decision, GameState, SeatEvent};

use crate::session::{LogEntry, LogEvent};

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
