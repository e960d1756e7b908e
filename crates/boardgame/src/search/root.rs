//! Root statistics: what one search found about each action at its root,
//! as data that can be added up over several searches (root-parallel
//! search).
//!
//! A pool of workers searches the same decision at once, each with its own
//! seed (so its own determinizations of the seat's view) and the same
//! budget. Each answers with a [`RootStats`]: per root action, the visits
//! and the summed reward of the mover. The answers are added up
//! ([`RootStats::merge`], [`RootStats::sum`]) and the choice is made from
//! the sum ([`RootStats::choose`]): the most visits, then the larger summed
//! value, then the earlier action in the root's legal list.
//!
//! **The same choice whatever order the answers come in.** Visits are
//! integers. A worker's summed value is rounded to a multiple of
//! [`VALUE_QUANTUM`] (2^-24) when it is taken from the tree, so that every
//! sum of such values below 2^29 is exact in an `f64`: the addition is
//! exactly commutative and associative, and the choice depends only on the
//! set of answers merged. A worker that failed or ran out of time is simply
//! not merged; with no answer at all there is no choice and the caller
//! falls back on something else.
//!
//! The type is plain serde data so that a browser worker can send it to
//! the page as JSON text:
//!
//! ```json
//! {"simulations":2000,"workers":2,
//!  "actions":[{"index":0,"action":1,"visits":310,"value":101.5},
//!             {"index":1,"action":2,"visits":1690,"value":1600.0}]}
//! ```

use serde::{Deserialize, Serialize};

/// A worker's summed value is rounded to a multiple of this (2^-24), so
/// that sums of values are exact, hence independent of their order.
pub const VALUE_QUANTUM: f64 = 1.0 / (1u64 << 24) as f64;

/// One root action's statistics.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct ActionStats<A> {
    /// The action's position in the root's legal list (the root's
    /// shortlist, for a search restricted to one): the final tie-break.
    pub index: u32,
    pub action: A,
    /// Simulations through this action.
    pub visits: u64,
    /// Sum of the mover's rewards (each in `[0, 1]`) over those
    /// simulations, a multiple of [`VALUE_QUANTUM`].
    pub value: f64,
}

impl<A> ActionStats<A> {
    /// The mean reward of the mover (0 when never visited).
    pub fn mean(&self) -> f64 {
        super::tree::mean(self.value, self.visits)
    }
}

/// The root statistics of one search, or the sum of several searches of
/// the same decision.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RootStats<A> {
    /// Simulations run, in all.
    pub simulations: u64,
    /// Searches added up here (1 for one worker's answer).
    pub workers: u32,
    /// Every root action searched, in the order of the root's legal list
    /// (by `index`), visited or not.
    pub actions: Vec<ActionStats<A>>,
}

/// Two statistics are not of the same root: the same position in the legal
/// list holds different actions (the workers searched different decisions).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RootMismatch {
    /// The position in the legal list where they differ.
    pub index: u32,
}

impl std::fmt::Display for RootMismatch {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "root statistics of different decisions (action {} differs)",
            self.index
        )
    }
}

impl std::error::Error for RootMismatch {}

/// Rounds a summed value to a multiple of [`VALUE_QUANTUM`].
pub fn quantize(value: f64) -> f64 {
    (value / VALUE_QUANTUM).round() * VALUE_QUANTUM
}

impl<A: Copy + PartialEq> RootStats<A> {
    /// No search yet: every action of `legal` with no visit (a forced move
    /// answered without searching has this form, with one action).
    pub fn unsearched(legal: &[A]) -> RootStats<A> {
        RootStats {
            simulations: 0,
            workers: 1,
            actions: legal
                .iter()
                .enumerate()
                .map(|(index, &action)| ActionStats {
                    index: index as u32,
                    action,
                    visits: 0,
                    value: 0.0,
                })
                .collect(),
        }
    }

    /// Adds `other` to these statistics: visits, values, simulations and
    /// workers. Exactly commutative and associative (see the module
    /// notes). An action only one side has is kept as it is. `Err` (and
    /// `self` unchanged) if the two disagree about the action at some
    /// position of the legal list.
    pub fn merge(&mut self, other: &RootStats<A>) -> Result<(), RootMismatch> {
        for theirs in &other.actions {
            if let Some(ours) = self.actions.iter().find(|a| a.index == theirs.index)
                && ours.action != theirs.action
            {
                return Err(RootMismatch {
                    index: theirs.index,
                });
            }
        }
        for theirs in &other.actions {
            match self.actions.iter_mut().find(|a| a.index == theirs.index) {
                Some(ours) => {
                    ours.visits += theirs.visits;
                    ours.value += theirs.value;
                }
                None => self.actions.push(*theirs),
            }
        }
        crate::sort::sort_by_key(&mut self.actions, |a| a.index);
        self.simulations += other.simulations;
        self.workers += other.workers;
        Ok(())
    }

    /// The sum of `answers` (`None` if there are none): the answers that
    /// came, in any order.
    pub fn sum(
        answers: impl IntoIterator<Item = RootStats<A>>,
    ) -> Result<Option<RootStats<A>>, RootMismatch> {
        let mut total: Option<RootStats<A>> = None;
        for answer in answers {
            match &mut total {
                None => total = Some(answer),
                Some(total) => total.merge(&answer)?,
            }
        }
        Ok(total)
    }

    /// The action to play: the most visited, then the one with the larger
    /// summed value (at equal visits, the better mean), then the earlier
    /// in the legal list. `None` if there is no action.
    pub fn choose(&self) -> Option<A> {
        self.best().map(|a| a.action)
    }

    /// The statistics of the action [`RootStats::choose`] picks.
    pub fn best(&self) -> Option<&ActionStats<A>> {
        let mut best: Option<&ActionStats<A>> = None;
        for candidate in &self.actions {
            best = match best {
                Some(b)
                    if (b.visits, b.value) > (candidate.visits, candidate.value)
                        || ((b.visits, b.value) == (candidate.visits, candidate.value)
                            && b.index <= candidate.index) =>
                {
                    Some(b)
                }
                _ => Some(candidate),
            };
        }
        best
    }
}

/// The seed of worker `worker` of a pool asked with `seed` (SplitMix64 of
/// the two): worker 0 gets `seed` itself, so a pool of one searches as a
/// lone bot with that seed would.
pub fn worker_seed(seed: u64, worker: u32) -> u64 {
    if worker == 0 {
        return seed;
    }
    let mut z = seed
        .wrapping_add((worker as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15))
        .wrapping_add(0x6A09_E667_F3BC_C909);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn stats(workers: u32, rows: &[(u32, u64, f64)]) -> RootStats<u32> {
        RootStats {
            simulations: rows.iter().map(|r| r.1).sum(),
            workers,
            actions: rows
                .iter()
                .map(|&(index, visits, value)| ActionStats {
                    index,
                    action: 10 + index,
                    visits,
                    value: quantize(value),
                })
                .collect(),
        }
    }

    #[test]
    fn merging_adds_up_in_any_order() {
        let a = stats(1, &[(0, 5, 2.1), (1, 7, 3.3), (2, 1, 0.1)]);
        let b = stats(1, &[(0, 6, 4.7), (2, 9, 5.9)]);
        let c = stats(1, &[(1, 4, 0.123456789), (2, 2, 1.0)]);
        let orders = [
            [&a, &b, &c],
            [&a, &c, &b],
            [&b, &a, &c],
            [&b, &c, &a],
            [&c, &a, &b],
            [&c, &b, &a],
        ];
        let sums: Vec<_> = orders
            .iter()
            .map(|o| {
                RootStats::sum(o.iter().map(|s| (*s).clone()))
                    .unwrap()
                    .unwrap()
            })
            .collect();
        for sum in &sums {
            assert_eq!(sum, &sums[0]);
        }
        let sum = &sums[0];
        assert_eq!(sum.workers, 3);
        assert_eq!(sum.simulations, 13 + 15 + 6);
        assert_eq!(
            sum.actions.iter().map(|a| a.visits).collect::<Vec<_>>(),
            [11, 11, 12]
        );
        assert_eq!(sum.choose(), Some(12));
    }

    #[test]
    fn ties_go_to_the_better_value_then_the_earlier_action() {
        let s = stats(1, &[(0, 5, 2.0), (1, 5, 3.0), (2, 4, 4.0)]);
        assert_eq!(s.choose(), Some(11));
        let s = stats(1, &[(0, 5, 3.0), (1, 5, 3.0), (2, 5, 1.0)]);
        assert_eq!(s.choose(), Some(10));
        let s = stats(1, &[(2, 5, 3.0), (1, 5, 3.0)]);
        assert_eq!(s.choose(), Some(11));
    }

    #[test]
    fn no_answer_no_choice_and_a_mismatch_is_refused() {
        assert_eq!(RootStats::<u32>::sum(Vec::new()), Ok(None));
        assert_eq!(stats(0, &[]).choose(), None);
        let mut a = stats(1, &[(0, 5, 2.0)]);
        let mut b = stats(1, &[(0, 5, 2.0)]);
        b.actions[0].action = 99;
        let before = a.clone();
        assert_eq!(a.merge(&b), Err(RootMismatch { index: 0 }));
        assert_eq!(a, before);
    }

    #[test]
    fn the_json_is_plain_and_round_trips_exactly() {
        let a = stats(2, &[(0, 3, 1.0 / 3.0), (1, 4, 2.5)]);
        let json = serde_json::to_string(&a).unwrap();
        assert!(
            json.starts_with(r#"{"simulations":7,"workers":2,"actions":[{"index":0,"action":10,"visits":3,"value":0.33333331346511"#),
            "{json}"
        );
        assert_eq!(serde_json::from_str::<RootStats<u32>>(&json).unwrap(), a);
    }

    #[test]
    fn worker_seeds_differ_and_worker_zero_keeps_the_seed() {
        assert_eq!(worker_seed(77, 0), 77);
        let seeds: Vec<u64> = (0..8).map(|w| worker_seed(77, w)).collect();
        for (i, a) in seeds.iter().enumerate() {
            for b in &seeds[i + 1..] {
                assert_ne!(a, b);
            }
        }
    }
}
