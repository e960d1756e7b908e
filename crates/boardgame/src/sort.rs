//! Sorting the games' short lists (seats in turn order, a few counts, a
//! player's persons) by insertion.
//!
//! Why not `slice::sort_by`: the standard library's sorts are made for
//! long slices and compile to several kilobytes of wasm for every element
//! type and comparison they are used with: about 60 KB of the app's wasm
//! for a dozen call sites (measured with twiggy; the app's README, "Size").
//! These lists hold a few dozen items (the seats, a player's persons),
//! where an insertion sort is what the standard library itself runs; the
//! longest, the saved-games list, a few hundred at worst, still sorts in a
//! blink. Stable, like `sort_by`: items that compare equal keep their
//! order, so every result is the one `sort_by` gives.

use std::cmp::Ordering;

/// Sorts `items` by `compare`, stably.
pub fn sort_by<T>(items: &mut [T], mut compare: impl FnMut(&T, &T) -> Ordering) {
    for i in 1..items.len() {
        let mut j = i;
        while j > 0 && compare(&items[j - 1], &items[j]) == Ordering::Greater {
            items.swap(j - 1, j);
            j -= 1;
        }
    }
}

/// Sorts `items` by the key of each, stably.
pub fn sort_by_key<T, K: Ord>(items: &mut [T], mut key: impl FnMut(&T) -> K) {
    sort_by(items, |a, b| key(a).cmp(&key(b)));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Rng;

    /// The same order as the standard library's stable sort, equal keys
    /// included, on random lists of every short length.
    #[test]
    fn sorts_as_the_standard_stable_sort() {
        let mut rng = Rng::seeded(7);
        for len in 0..40 {
            for _ in 0..20 {
                // Few distinct keys, so many items compare equal.
                let items: Vec<(u8, usize)> = (0..len).map(|i| (rng.below(5) as u8, i)).collect();
                let mut ours = items.clone();
                sort_by_key(&mut ours, |&(k, _)| k);
                let mut std = items.clone();
                std.sort_by_key(|&(k, _)| k);
                assert_eq!(ours, std, "{items:?}");
            }
        }
    }

    #[test]
    fn sorts_descending_and_floats_with_a_comparison() {
        let mut counts = [2u8, 5, 1, 5, 3];
        sort_by(&mut counts, |a, b| b.cmp(a));
        assert_eq!(counts, [5, 5, 3, 2, 1]);
        let mut costs = [2.5, -1.0, 0.0, 7.25];
        sort_by(&mut costs, f64::total_cmp);
        assert_eq!(costs, [-1.0, 0.0, 2.5, 7.25]);
    }
}
