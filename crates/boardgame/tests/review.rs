//! The review on the toy pile game of `common/mod.rs`.

mod common;

use boardgame::Record;
use boardgame::SearchSettings;
use boardgame::review::{self, HardSearch, Settings};
use boardgame::search::{Mcts, RandomPlayout, Settings as TreeSettings};
use common::{Pile, PileOptions};

/// The search's default settings with random playouts.
#[derive(Clone, Copy)]
pub struct Plain;

impl SearchSettings<Pile> for Plain {
    type Playout = RandomPlayout;

    fn mcts(&self) -> Mcts<Pile> {
        Mcts::new(TreeSettings::default())
    }

    fn playout(&self) -> RandomPlayout {
        RandomPlayout
    }
}

impl HardSearch for Pile {
    type Settings = Plain;

    fn review_settings() -> Plain {
        Plain
    }
}

const SETTINGS: Settings = Settings {
    iterations: 500,
    samples: 200,
    seed: 3,
};

fn record(counters: u32, seed: u64, actions: &[u32]) -> Record<Pile> {
    Record {
        options: PileOptions { counters },
        seed,
        actions: actions.to_vec(),
    }
}

fn review_of(record: &Record<Pile>, seats: &[usize]) -> review::Review<u32> {
    review::review(record, seats, &SETTINGS, |_, _| true)
        .unwrap()
        .unwrap()
}

#[test]
fn the_same_record_seed_and_budget_give_the_same_review() {
    let game = record(13, 5, &[2, 1, 3, 1, 2, 3, 1]);
    let first = review_of(&game, &[0, 1]);
    assert_eq!(first, review_of(&game, &[0, 1]));
    assert!(!first.decisions.is_empty());
    let other = review::review(
        &game,
        &[0, 1],
        &Settings {
            seed: 4,
            ..SETTINGS
        },
        |_, _| true,
    )
    .unwrap()
    .unwrap();
    assert_ne!(first, other, "another review seed samples other futures");
}

#[test]
fn an_obviously_losing_move_is_flagged() {
    // Three counters: taking all three wins at once; taking one leaves the
    // opponent two, and the win to a sensible opponent.
    let game = record(3, 1, &[1, 2]);
    let review = review_of(&game, &[0]);
    let [decision] = &review.decisions[..] else {
        panic!("one decision of seat 0: {review:?}");
    };
    assert_eq!((decision.step, decision.seat), (0, 0));
    assert_eq!(decision.played, 1);
    assert_eq!(decision.best, 3);
    assert_eq!(decision.after_best.chance, 1.0);
    assert!(decision.after_played.chance < 0.8, "{decision:?}");
    assert_eq!(decision.after_played.samples, SETTINGS.samples);
    assert!(decision.mistake);
    assert!((decision.chances.iter().sum::<f64>() - 1.0).abs() < 1e-9);
}

#[test]
fn the_best_move_and_a_forced_move_are_never_flagged() {
    // Seat 0 takes 3 of 3 (the winning move): not a mistake. Then with one
    // counter left a move is forced: not reviewed at all.
    let review = review_of(&record(3, 1, &[3]), &[0]);
    assert_eq!(review.decisions.len(), 1);
    assert!(!review.decisions[0].mistake);
    assert_eq!(review.decisions[0].loss(), 0.0);
    // 5 -> 2 -> 1: seat 0's last move (step 2) has one choice.
    let forced = review_of(&record(5, 1, &[3, 1, 1]), &[0, 1]);
    let steps: Vec<usize> = forced.decisions.iter().map(|d| d.step).collect();
    assert_eq!(steps, vec![0, 1], "{forced:?}");
}

#[test]
fn small_samples_and_close_values_are_not_called_mistakes() {
    use review::{Estimate, is_mistake};
    let e = |chance, samples| Estimate { chance, samples };
    assert!(is_mistake(e(0.3, 400), e(0.6, 400)));
    assert!(!is_mistake(e(0.3, 10), e(0.6, 400)), "too few simulations");
    assert!(!is_mistake(e(0.5, 400), e(0.55, 400)), "too close");
    assert!(!is_mistake(e(0.4, 60), e(0.55, 60)), "within the noise");
}

#[test]
fn the_reviewer_does_not_read_what_the_seat_cannot_know() {
    // Two games differing only in the secret, which seat 1 cannot know.
    let moves = [2, 1, 3, 2, 1];
    let a = review_of(&record(12, 7, &moves), &[1]);
    let b = review_of(&record(12, 99, &moves), &[1]);
    assert_eq!(a, b);
    assert!(!a.decisions.is_empty());
}

#[test]
fn a_review_can_be_cancelled_and_reports_progress() {
    let game = record(13, 5, &[2, 1, 3, 1, 2, 3, 1]);
    let mut seen = Vec::new();
    let cancelled = review::review(&game, &[0], &SETTINGS, |done, total| {
        seen.push((done, total));
        done < 2
    })
    .unwrap();
    assert!(cancelled.is_none());
    assert_eq!(seen, vec![(1, 4), (2, 4)]);
}

#[test]
fn the_ranking_puts_the_costliest_decision_first() {
    let review = review_of(&record(7, 1, &[1, 1, 1, 2, 2]), &[0, 1]);
    let ranked = review.ranked();
    assert_eq!(ranked.len(), review.decisions.len());
    assert!(ranked.windows(2).all(|w| w[0].loss() >= w[1].loss()));
}
