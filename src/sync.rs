//! The game on a page kept in step with its save, which other pages of the
//! browser may change: a tab and an installed window, two tabs. The page
//! saves every change over the revision it last read (`Store::save`), and
//! follows every change another page makes (`Store::refresh`, from the
//! `storage` event). How the two positions stand to each other is decided
//! by `crate::revision`; what the page then does, and tells the player, is
//! decided here:
//!
//! - another page played on: the page shows the newer position at once
//!   (bots included), unless its player is partway through a turn, who is
//!   told and shows it with one click;
//! - a move made here on a position that was already old is not saved: the
//!   newer position is shown and the player may keep the move as a copy;
//! - decisions saved here that another page's write replaced (both wrote at
//!   once) are kept as a copy at once and the player is told.
//!
//! Bots' moves are never kept as copies: a bot plays the same again, and
//! two pages driving the same bots would otherwise fill the list.

use leptos::prelude::*;

use crate::games::GameUi;
use crate::revision::{Head, Standing, standing};
use crate::save::{self, Stamp};
use crate::session::{LogEvent, Session};
use crate::store::{Saved, Store, key_for};

/// The game on this page as this module keeps it: its session, the save it
/// last read or wrote, whether its player has decided since, and what the
/// player must hear. The game's owner (`crate::live::Live`) implements it.
pub trait Page<G: GameUi>: Copy + 'static {
    fn session(self) -> RwSignal<Session<G>>;
    fn known(self) -> StoredValue<Known>;
    fn touched(self) -> StoredValue<bool>;
    fn elsewhere(self) -> RwSignal<Option<Elsewhere>>;
    /// Another window's position replaced the one shown: bot answers, a
    /// hint and a refusal for the old one are stale.
    fn replaced(self);
}

/// What another window did to the game on screen, for the player to hear.
#[derive(Clone, Debug, PartialEq)]
pub enum Elsewhere {
    /// The game was continued in another window while the player here was
    /// partway through a turn: the newer position waits to be shown.
    Newer,
    /// The move made here came after the game had moved on in another
    /// window: it was not saved, the newer position is shown. `mine` is the
    /// save with the move, to keep as a copy if the player wants it.
    Refused { mine: String },
    /// Decisions of this page are kept as the copy `id`.
    Copied { id: String },
}

/// The save this page last read or wrote: its revision and text, and the
/// session's moves, undos and hints it holds (a session that still has them has
/// nothing new to save).
#[derive(Clone, Debug, Default)]
pub struct Known {
    pub rev: u64,
    pub raw: String,
    moves: usize,
    undos: u32,
    hints: u32,
    /// Who plays each seat: a table's host hands an away guest's seat to a
    /// bot and back, and that is saved too.
    seats: Vec<crate::seats::Seat>,
}

impl Known {
    /// What the store holds of the game `session` was just read from.
    pub fn read<G: GameUi>(session: &Session<G>, store: Store) -> Known {
        let raw = store.find(&session.id).map(|e| e.raw).unwrap_or_default();
        Known {
            rev: crate::revision::rev_of(&raw),
            raw,
            moves: session.moves(),
            undos: session.undos,
            hints: session.hints,
            seats: session.seats.clone(),
        }
    }

    fn holds<G: GameUi>(&self, session: &Session<G>) -> bool {
        (self.moves, self.undos, self.hints) == (session.moves(), session.undos, session.hints)
            && self.seats == session.seats
    }
}

/// Saves every change of `live` and follows what other pages do to it.
pub fn keep<G: GameUi>(live: impl Page<G>, store: Store) {
    Effect::new(move |_| {
        let change = live.session().with(|s| {
            live.known()
                .with_value(|k| (!k.holds(s)).then(|| (s.id.clone(), k.rev)))
        });
        let Some((id, based_on)) = change else {
            return;
        };
        let (raw, moves, undos, hints, seats) = live.session().with_untracked(|s| {
            let stamp = Stamp {
                updated: crate::platform::now_ms(),
                rev: based_on + 1,
            };
            let encoded = save::encode(s, stamp);
            (encoded, s.moves(), s.undos, s.hints, s.seats.clone())
        });
        let known = |rev, raw| Known {
            rev,
            raw,
            moves,
            undos,
            hints,
            seats: seats.clone(),
        };
        match store.save(&id, raw.clone(), based_on) {
            Saved::Written => live.known().set_value(known(based_on + 1, raw)),
            // Storage still holds `based_on`; the game goes on in memory.
            Saved::Failed => live.known().set_value(known(based_on, raw)),
            Saved::Stale(stored) => refused(live, raw, &stored),
        }
    });
    Effect::new(move |_| {
        let key = live.session().with_untracked(|s| key_for(&s.id));
        let stored = store
            .entries
            .with(|entries| entries.iter().find(|e| e.key == key).map(|e| e.raw.clone()));
        // Deleted in another window: this page keeps the game, and its next
        // save writes it again.
        if let Some(stored) = stored {
            follow(live, store, stored);
        }
    });
}

/// Another page changed the save to `stored`.
fn follow<G: GameUi>(live: impl Page<G>, store: Store, stored: String) {
    if live.known().with_value(|k| k.raw == stored) {
        return;
    }
    let mine = mine(live);
    // Unreadable text is kept as it is and not shown.
    let (Some(page), Some(there)) = (Head::of(&mine), Head::of(&stored)) else {
        return;
    };
    match standing(&page, &there) {
        Standing::Same => {
            // The same decisions; hints asked in the other window count here.
            let hints = hints_of(&stored);
            live.known().update_value(|k| {
                k.rev = there.rev;
                k.raw = stored;
                k.hints = k.hints.max(hints);
            });
            if live.session().with_untracked(|s| s.hints < hints) {
                live.session().update(|s| s.hints = hints);
            }
        }
        Standing::Ahead | Standing::TakenBack if mid_turn(live) => {
            live.elsewhere().set(Some(Elsewhere::Newer));
        }
        Standing::Ahead | Standing::TakenBack => {
            adopt(live, &stored);
        }
        Standing::Apart { from } => {
            if human_decided_after(live, from) {
                let id = live.session().with_untracked(|s| s.id.clone());
                if let Ok(copy) = store.keep_copy(&mine, &id) {
                    live.elsewhere()
                        .set(Some(Elsewhere::Copied { id: copy.id }));
                }
            }
            adopt(live, &stored);
        }
    }
}

/// A save of this page was refused: storage holds `stored`, another page's.
fn refused<G: GameUi>(live: impl Page<G>, mine: String, stored: &str) {
    let lost = match (Head::of(&mine), Head::of(stored)) {
        (Some(page), Some(there)) => match standing(&page, &there) {
            Standing::Apart { from } => human_decided_after(live, from),
            _ => false,
        },
        _ => true,
    };
    let shown = adopt(live, stored);
    if lost || !shown {
        live.elsewhere().set(Some(Elsewhere::Refused { mine }));
    }
}

/// Shows the newer position that waits (`Elsewhere::Newer`).
pub fn show_newer<G: GameUi>(live: impl Page<G>, store: Store) {
    let key = live.session().with_untracked(|s| key_for(&s.id));
    if let Some(entry) = store.by_key(&key) {
        adopt(live, &entry.raw);
    }
    live.elsewhere().set(None);
}

/// Keeps the refused move's game as a copy (`Elsewhere::Refused`).
pub fn keep_refused<G: GameUi>(live: impl Page<G>, store: Store, mine: &str) {
    let id = live.session().with_untracked(|s| s.id.clone());
    if let Ok(copy) = store.keep_copy(mine, &id) {
        live.elsewhere()
            .set(Some(Elsewhere::Copied { id: copy.id }));
    }
}

/// The game on this page as a save of the revision it last read.
fn mine<G: GameUi>(live: impl Page<G>) -> String {
    let rev = live.known().with_value(|k| k.rev);
    live.session()
        .with_untracked(|s| save::encode(s, Stamp { updated: 0.0, rev }))
}

/// Shows the save `raw` instead of the game on this page; false if it
/// cannot be read (the page then keeps its own).
fn adopt<G: GameUi>(live: impl Page<G>, raw: &str) -> bool {
    let Ok((session, stamp)) = save::parse(raw).and_then(crate::games::decode::<G>) else {
        return false;
    };
    live.known().set_value(Known {
        rev: stamp.rev,
        raw: raw.to_string(),
        moves: session.moves(),
        undos: session.undos,
        hints: session.hints,
        seats: session.seats.clone(),
    });
    live.touched().set_value(false);
    live.session().set(session);
    live.replaced();
    if live.elsewhere().get_untracked() == Some(Elsewhere::Newer) {
        live.elsewhere().set(None);
    }
    true
}

/// The player here has begun the turn that is still theirs: the last
/// decision was taken on this page by the human seat that is to move.
fn mid_turn<G: GameUi>(live: impl Page<G>) -> bool {
    live.touched().get_value()
        && live.session().with_untracked(|s| {
            let last = s.log.iter().rev().find_map(|e| match e.event {
                LogEvent::Action { seat, .. } => Some(seat),
                LogEvent::Auto(_) => None,
            });
            s.human_to_move().is_some() && last == s.human_to_move()
        })
}

/// Whether a human seat decided on this page after the first `from`
/// actions.
fn human_decided_after<G: GameUi>(live: impl Page<G>, from: usize) -> bool {
    live.session().with_untracked(|s| {
        s.log.iter().any(|e| match e.event {
            LogEvent::Action { seat, .. } => e.step > from && s.seats[seat].is_human(),
            LogEvent::Auto(_) => false,
        })
    })
}

/// The hints a save counts (`SaveFile::hints`; 0 when it has none).
fn hints_of(raw: &str) -> u32 {
    serde_json::from_str::<serde_json::Value>(raw)
        .ok()
        .and_then(|v| v.get("hints").and_then(serde_json::Value::as_u64))
        .unwrap_or(0) as u32
}
