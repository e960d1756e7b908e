//! The tips waiting to be shown on this screen, oldest first: one bubble
//! at a time, each tip for the player it is worded for.

use std::collections::VecDeque;

use boardgame::tips::Tip;

/// A tip waiting for its player.
#[derive(Clone, Debug, PartialEq)]
pub struct Queued {
    /// Its number on this screen (the bubble and the live region tell one
    /// showing from the next by it).
    pub seq: u64,
    /// The seat it is worded for, and that seat's player.
    pub seat: usize,
    pub player: String,
    pub tip: Tip,
    /// Actions played since it was queued.
    pub age: usize,
}

/// How many actions a tip may wait for its player before its moment has
/// passed: it is dropped unseen then, and comes again when its rule next
/// comes up (a newcomer who leaves the bubbles open never reads the start
/// placement's tip three turns later).
pub const STALE: usize = 12;

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Queue {
    waiting: VecDeque<Queued>,
    next: u64,
}

impl Queue {
    /// Queues `tip` for `player` at `seat`, unless the same tip already
    /// waits for them (a rule that comes up twice before it is read).
    pub fn push(&mut self, seat: usize, player: &str, tip: Tip) -> bool {
        let waiting = self
            .waiting
            .iter()
            .any(|q| q.player == player && q.tip.id == tip.id);
        if waiting {
            return false;
        }
        self.next += 1;
        self.waiting.push_back(Queued {
            seq: self.next,
            seat,
            player: player.into(),
            tip,
            age: 0,
        });
        true
    }

    /// One more action was played: every waiting tip ages, and those
    /// older than [`STALE`] are dropped unseen.
    pub fn aged(&mut self) {
        for q in &mut self.waiting {
            q.age += 1;
        }
        self.waiting.retain(|q| q.age <= STALE);
    }

    /// The tip to show now: the oldest one for a seat that `may_see`.
    pub fn first(&self, may_see: impl Fn(usize) -> bool) -> Option<&Queued> {
        self.waiting.iter().find(|q| may_see(q.seat))
    }

    /// The bubble `seq` is closed ("Got it"): the next one may show.
    pub fn close(&mut self, seq: u64) {
        self.waiting.retain(|q| q.seq != seq);
    }

    /// Drops every tip waiting ("No more tips").
    pub fn clear(&mut self) {
        self.waiting.clear();
    }

    pub fn len(&self) -> usize {
        self.waiting.len()
    }

    #[cfg_attr(not(test), allow(dead_code))]
    pub fn is_empty(&self) -> bool {
        self.waiting.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_at_a_time_in_order_each_for_its_seat() {
        let mut q = Queue::default();
        assert!(q.push(0, "Anna", Tip::new("a", "decision")));
        assert!(
            q.push(1, "Bai", Tip::new("a", "decision")),
            "another player"
        );
        assert!(q.push(0, "Anna", Tip::new("b", "board")));
        assert!(
            !q.push(0, "Anna", Tip::new("a", "decision")),
            "waits already"
        );
        assert_eq!(q.len(), 3);
        let first = q.first(|_| true).unwrap().clone();
        assert_eq!(
            (first.player.as_str(), first.tip.id.as_str()),
            ("Anna", "a")
        );
        // Bai's tip waits until Bai may see it.
        assert_eq!(q.first(|s| s == 1).unwrap().player, "Bai");
        q.close(first.seq);
        assert_eq!(q.first(|s| s == 0).unwrap().tip.id, "b");
        assert!(q.first(|s| s == 2).is_none());
        // Closed, the same tip may come again (the memory keeps it away).
        assert!(q.push(0, "Anna", Tip::new("a", "decision")));
        q.clear();
        assert!(q.is_empty());
    }

    #[test]
    fn a_tip_whose_moment_has_passed_is_dropped_unseen() {
        let mut q = Queue::default();
        q.push(0, "Anna", Tip::new("old", "board"));
        for _ in 0..STALE - 1 {
            q.aged();
        }
        q.push(0, "Anna", Tip::new("new", "decision"));
        q.aged();
        assert_eq!(q.first(|_| true).unwrap().tip.id, "old", "at its limit");
        q.aged();
        assert_eq!(q.first(|_| true).unwrap().tip.id, "new", "past it");
        assert_eq!(q.len(), 1);
        // Dropped, not read: it may be queued again when its rule comes up.
        assert!(q.push(0, "Anna", Tip::new("old", "board")));
    }
}
