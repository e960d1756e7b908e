//! An optional journal of what the automatic steps did (payments, points,
//! decay, ...), for a readable game log. Off by default and then free: the
//! simulator and the bots never pay for it. Player choices are not journaled:
//! the log describes those from the actions themselves.

use serde::{Deserialize, Serialize};

use crate::event::{Event, SuperEvent};
use crate::player::VpSource;
use crate::state::GameState;

/// An automatic step of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Step {
    MonthBegins(u8),
    Event { event: Event, repeat: bool },
    WallCheck { sections: u8, needed: u8 },
    SuperEvent(SuperEvent),
    Decay,
    MonthlyScoring,
    FinalScoring,
}

/// One line of the journal: a step, or one player's change during it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Happening {
    Step(Step),
    Scored {
        seat: u8,
        source: VpSource,
        points: u16,
    },
    /// Goods gained (positive) or paid / returned (negative).
    Goods {
        seat: u8,
        yuan: i32,
        rice: i32,
        rockets: i32,
    },
    /// Persons this player must now dismiss (before capping at those held).
    MustDismiss {
        seat: u8,
        count: u8,
    },
    Decayed {
        seat: u8,
        floors_lost: u16,
        palaces_lost: u16,
    },
    TrackMoved {
        seat: u8,
        from: u16,
        to: u16,
    },
    PrivilegesLost {
        seat: u8,
        dragons: u16,
    },
}

/// The journal kept inside a game state: the core's, of this game's
/// happenings.
pub(crate) type Journal = boardgame::journal::Journal<Happening>;

/// What the journal compares before and after a step.
#[derive(Clone, Copy)]
struct Snapshot {
    vp: [u16; 11],
    goods: [u16; 3],
    floors: u16,
    palaces: u16,
    track: u16,
    privileges: u16,
}

impl GameState {
    /// Starts (or stops) keeping the journal.
    pub fn keep_journal(&mut self, on: bool) {
        self.journal.keep(on);
    }

    /// What happened since the last call.
    pub fn take_journal(&mut self) -> Vec<Happening> {
        self.journal.take()
    }

    /// Runs an automatic step; with the journal on, records the step and
    /// every player's changes during it.
    pub(crate) fn journaled<T>(&mut self, step: Step, run: impl FnOnce(&mut GameState) -> T) -> T {
        if !self.journal.is_on() {
            return run(self);
        }
        self.journal.note(|| Happening::Step(step));
        let before: Vec<Snapshot> = self.players.iter().map(snapshot).collect();
        let result = run(self);
        let after: Vec<Snapshot> = self.players.iter().map(snapshot).collect();
        for (seat, (b, a)) in before.iter().zip(&after).enumerate() {
            let seat = seat as u8;
            let journal = &mut self.journal;
            let goods = |i: usize| a.goods[i] as i32 - b.goods[i] as i32;
            if a.goods != b.goods {
                journal.note(|| Happening::Goods {
                    seat,
                    yuan: goods(0),
                    rice: goods(1),
                    rockets: goods(2),
                });
            }
            for (i, source) in VpSource::ALL.into_iter().enumerate() {
                if a.vp[i] > b.vp[i] {
                    let points = a.vp[i] - b.vp[i];
                    journal.note(|| Happening::Scored {
                        seat,
                        source,
                        points,
                    });
                }
            }
            if a.floors < b.floors {
                journal.note(|| Happening::Decayed {
                    seat,
                    floors_lost: b.floors - a.floors,
                    palaces_lost: b.palaces.saturating_sub(a.palaces),
                });
            }
            if a.track != b.track {
                journal.note(|| Happening::TrackMoved {
                    seat,
                    from: b.track,
                    to: a.track,
                });
            }
            if a.privileges < b.privileges {
                journal.note(|| Happening::PrivilegesLost {
                    seat,
                    dragons: b.privileges - a.privileges,
                });
            }
        }
        result
    }

    pub(crate) fn journal_dismissals(&mut self, owed: &[u8; 5]) {
        for (seat, &count) in owed.iter().enumerate().take(self.players.len()) {
            if count > 0 {
                let seat = seat as u8;
                self.journal.note(|| Happening::MustDismiss { seat, count });
            }
        }
    }
}

fn snapshot(p: &crate::player::Player) -> Snapshot {
    Snapshot {
        vp: p.vp_by_source,
        goods: [p.yuan, p.rice, p.rockets],
        floors: p.total_floors(),
        palaces: p.palaces.len() as u16,
        track: p.track,
        privileges: p.privilege_dragons(),
    }
}
