//! Behaviour of the search's optional refinements on a toy game: the early
//! stop, the answer to a forced move, and the prior's guidance. (The search
//! finding a winning move is tested on the pile game in `tests/pile.rs`.)

use serde::{Deserialize, Serialize};

use super::*;
use crate::search::{Budget, Playout, RandomPlayout};

/// One player picks one of the menu's dishes and the game ends; the dish's
/// value is that player's reward (the other seat gets the rest).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct Menu {
    values: Vec<f64>,
    picked: Option<u8>,
}

impl Game for Menu {
    type Options = Vec<f64>;
    type Action = u8;
    type Decision = usize;
    type Error = String;
    const NAME: &'static str = "menu";

    fn new(values: &Vec<f64>, _seed: u64) -> Result<Menu, String> {
        Ok(Menu {
            values: values.clone(),
            picked: None,
        })
    }

    fn options(&self) -> &Vec<f64> {
        &self.values
    }

    fn players(&self) -> usize {
        2
    }

    fn pending(&self) -> Option<usize> {
        self.to_move()
    }

    fn to_move(&self) -> Option<usize> {
        self.picked.is_none().then_some(0)
    }

    fn legal_actions(&self, out: &mut Vec<u8>) {
        out.clear();
        if self.picked.is_none() {
            out.extend(0..self.values.len() as u8);
        }
    }

    fn apply(&mut self, dish: u8) -> Result<(), String> {
        if self.picked.is_some() || dish as usize >= self.values.len() {
            return Err(format!("cannot pick {dish}"));
        }
        self.picked = Some(dish);
        Ok(())
    }

    fn scores(&self) -> Vec<i32> {
        let mine = self.picked.map_or(0.0, |d| self.values[d as usize]);
        vec![(mine * 100.0) as i32, ((1.0 - mine) * 100.0) as i32]
    }

    fn ranking(&self) -> Vec<usize> {
        let s = self.scores();
        if s[0] >= s[1] { vec![0, 1] } else { vec![1, 0] }
    }

    fn determinize(&mut self, _seat: usize, _rng: &mut Rng) {}

    fn rewards(&self, out: &mut [f64]) {
        let mine = self.values[self.picked.expect("over") as usize];
        out[0] = mine;
        out[1] = 1.0 - mine;
    }
}

/// A playout that knows a prior (no moves to play: the game ends at once).
struct Knowing {
    prior: Vec<f64>,
    asked: u32,
}

impl Playout<Menu> for Knowing {
    fn choose(&mut self, _game: &Menu, legal: &[u8], _rng: &mut Rng) -> u8 {
        legal[0]
    }

    fn prior(&mut self, _game: &Menu, legal: &[u8], out: &mut Vec<f64>) -> bool {
        self.asked += 1;
        out.extend(legal.iter().map(|&d| self.prior[d as usize]));
        true
    }
}

fn menu(values: &[f64]) -> Menu {
    Menu::new(&values.to_vec(), 0).unwrap()
}

fn visits_of(mcts: &Mcts<Menu>, dish: u8) -> u32 {
    mcts.tree
        .children(0)
        .map(|c| &mcts.tree.nodes[c as usize])
        .find(|n| n.action == Some(dish))
        .map_or(0, |n| n.visits)
}

#[test]
fn a_forced_move_is_answered_without_simulating() {
    let mut mcts = Mcts::new(Settings::default());
    let report = mcts.search(
        &menu(&[0.3]),
        &mut RandomPlayout,
        &Budget::Iterations(1000),
        &mut Rng::seeded(1),
    );
    assert_eq!(report.action, 0);
    assert_eq!(report.iterations, 0);
    assert!(report.stopped_early);
}

#[test]
fn without_an_early_stop_the_whole_budget_is_spent() {
    let mut mcts = Mcts::new(Settings::default());
    let report = mcts.search(
        &menu(&[0.9, 0.1, 0.1]),
        &mut RandomPlayout,
        &Budget::Iterations(1000),
        &mut Rng::seeded(1),
    );
    assert_eq!(report.iterations, 1000);
    assert!(!report.stopped_early);
}

#[test]
fn a_clear_choice_stops_early_but_never_before_the_minimum_share() {
    for min_share in [0.0, 0.3, 0.7] {
        let mut mcts = Mcts::new(Settings::default()).with_early_stop(EarlyStop {
            min_share,
            catch_up: 1.0,
        });
        let report = mcts.search(
            &menu(&[0.9, 0.1, 0.1]),
            &mut RandomPlayout,
            &Budget::Iterations(1000),
            &mut Rng::seeded(1),
        );
        assert_eq!(report.action, 0);
        assert!(report.stopped_early, "min share {min_share}");
        assert!(report.iterations < 1000, "min share {min_share}");
        assert!(
            report.iterations as f64 >= min_share * 1000.0,
            "min share {min_share}: stopped after {}",
            report.iterations
        );
        // Stopped only once the leader could not be caught.
        let second = (1..3).map(|d| visits_of(&mcts, d)).max().unwrap();
        assert!(report.visits - second > 1000 - report.iterations);
    }
}

#[test]
fn an_open_choice_does_not_stop_early() {
    let mut mcts = Mcts::new(Settings::default()).with_early_stop(EarlyStop::default());
    let report = mcts.search(
        &menu(&[0.5, 0.5]),
        &mut RandomPlayout,
        &Budget::Iterations(1000),
        &mut Rng::seeded(1),
    );
    assert_eq!(report.iterations, 1000);
    assert!(!report.stopped_early);
}

/// With `catch_up` 1 the early stop never changes the answer: the same
/// search run to the end of its budget picks the same action.
#[test]
fn a_safe_early_stop_gives_the_answer_of_the_full_search() {
    let mut rng = Rng::seeded(9);
    for case in 0..40 {
        let values: Vec<f64> = (0..2 + case % 5)
            .map(|_| rng.below(1000) as f64 / 1000.0)
            .collect();
        let game = menu(&values);
        let budget = Budget::Iterations(300);
        let full = Mcts::new(Settings::default()).search(
            &game,
            &mut RandomPlayout,
            &budget,
            &mut Rng::seeded(case as u64),
        );
        let early = Mcts::new(Settings::default())
            .with_early_stop(EarlyStop {
                min_share: 0.0,
                catch_up: 1.0,
            })
            .search(
                &game,
                &mut RandomPlayout,
                &budget,
                &mut Rng::seeded(case as u64),
            );
        assert_eq!(early.action, full.action, "values {values:?}");
        assert!(early.iterations <= full.iterations);
    }
}

#[test]
fn the_prior_decides_which_action_is_tried_first() {
    let game = menu(&[0.5, 0.5, 0.5, 0.5]);
    for favourite in 0..4u8 {
        let mut prior = vec![0.2; 4];
        prior[favourite as usize] = 0.9;
        let mut playout = Knowing { prior, asked: 0 };
        let mut mcts = Mcts::new(Settings::default()).with_guidance(Guidance {
            ordered: true,
            ..Guidance::default()
        });
        // Several seeds: without the prior the first pick is random.
        for seed in 0..5 {
            let report = mcts.search(
                &game,
                &mut playout,
                &Budget::Iterations(1),
                &mut Rng::seeded(seed),
            );
            assert_eq!(report.action, favourite);
        }
        assert!(playout.asked > 0);
    }
}

#[test]
fn an_unguided_search_ignores_the_prior() {
    let game = menu(&[0.5, 0.5, 0.5, 0.5]);
    let mut playout = Knowing {
        prior: vec![0.9, 0.2, 0.2, 0.2],
        asked: 0,
    };
    let mut mcts = Mcts::new(Settings::default());
    let firsts: Vec<u8> = (0..20)
        .map(|seed| {
            mcts.search(
                &game,
                &mut playout,
                &Budget::Iterations(1),
                &mut Rng::seeded(seed),
            )
            .action
        })
        .collect();
    assert_eq!(playout.asked, 0);
    assert!(firsts.iter().any(|&a| a != 0), "random order: {firsts:?}");
}

#[test]
fn widening_keeps_a_node_to_its_best_prior_children_until_visited_often() {
    let game = menu(&[0.5; 8]);
    // Dish 7 is the favourite, then 6, 5, ...
    let prior: Vec<f64> = (0..8).map(|d| 0.1 + 0.1 * d as f64).collect();
    let mut playout = Knowing { prior, asked: 0 };
    let mut mcts = Mcts::new(Settings::default()).with_guidance(Guidance {
        ordered: true,
        bias: 0.0,
        widening: 1.0,
    });
    mcts.search(
        &game,
        &mut playout,
        &Budget::Iterations(10),
        &mut Rng::seeded(1),
    );
    // After 9 visits the root may have ceil(sqrt(9)) = 3 children: the
    // three best by the prior.
    let mut children: Vec<u8> = mcts
        .tree
        .children(0)
        .map(|c| mcts.tree.nodes[c as usize].action.unwrap())
        .collect();
    children.sort();
    assert_eq!(children, vec![5, 6, 7]);
}

#[test]
fn progressive_bias_spends_more_simulations_on_the_favourite_among_equals() {
    let game = menu(&[0.5, 0.5, 0.5]);
    let visits = |bias: f64| {
        let mut playout = Knowing {
            prior: vec![0.1, 1.0, 0.1],
            asked: 0,
        };
        let mut mcts = Mcts::new(Settings::default()).with_guidance(Guidance {
            ordered: true,
            bias,
            widening: 0.0,
        });
        mcts.search(
            &game,
            &mut playout,
            &Budget::Iterations(300),
            &mut Rng::seeded(1),
        );
        (
            visits_of(&mcts, 1),
            visits_of(&mcts, 0).max(visits_of(&mcts, 2)),
        )
    };
    let (favourite, other) = visits(0.0);
    assert!(
        favourite.abs_diff(other) <= 1,
        "no bias: {favourite} vs {other}"
    );
    // The head start fades as `1 / visits`, but its simulations stay spent.
    let (favourite, other) = visits(2.0);
    assert!(favourite >= other + 10, "bias: {favourite} vs {other}");
}
