//! A guest's log from its seat's entries, for a game whose entries carry
//! the action as played and the engine's steps after it (the Dragon, China;
//! Dschingis Khan words its own, `dschingis_khan::seated`).

use crate::session::{Journaled, LogEntry, LogEvent};

/// Each entry as the log of a hot-seat game keeps it: `said(entry)` gives
/// its seat, decision, action and note (as the host's engine worked it out:
/// the guest holds no state from before the action) and the engine's steps
/// after it. Entries are numbered from `first + 1`.
pub fn seat_log<G, K, E>(
    events: &[E],
    first: usize,
    said: impl for<'a> Fn(&'a E) -> (u8, K, G::Action, G::Note, &'a [G::Happening]),
) -> Vec<LogEntry<G>>
where
    G: Journaled<Decision = boardgame::Decision<K>>,
    G::Happening: Copy,
{
    let mut out = Vec::new();
    for (i, e) in events.iter().enumerate() {
        let step = first + i + 1;
        let (seat, kind, action, note, happenings) = said(e);
        let seat = seat as usize;
        out.push(LogEntry {
            step,
            event: LogEvent::Action {
                seat,
                decision: boardgame::Decision { player: seat, kind },
                action,
                note,
            },
        });
        out.extend(happenings.iter().map(|&h| LogEntry {
            step,
            event: LogEvent::Auto(h),
        }));
    }
    out
}
