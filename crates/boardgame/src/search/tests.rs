//! Behaviour of the search's optional refinements on a toy game: the early
//! stop, the answer to a forced move, and the prior's guidance. (The search
//! finding a winning move is tested on the pile game in `tests/pile.rs`.)

use serde::{Deserialize, Serialize};

use super::*;
use crate::search::{Budget, Playout, RandomPlayout};

/// One player picks one of the menu's dishes for each course (one course
/// unless [`courses`] says more) and the game ends; the mean value of the
/// dishes picked is that player's reward (the other seat gets the rest).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct Menu {
    values: Vec<f64>,
    courses: usize,
    picked: Vec<u8>,
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
            courses: 1,
            picked: Vec::new(),
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
        (self.picked.len() < self.courses).then_some(0)
    }

    fn legal_actions(&self, out: &mut Vec<u8>) {
        out.clear();
        if self.picked.len() < self.courses {
            out.extend(0..self.values.len() as u8);
        }
    }

    fn apply(&mut self, dish: u8) -> Result<(), String> {
        if self.picked.len() == self.courses || dish as usize >= self.values.len() {
            return Err(format!("cannot pick {dish}"));
        }
        self.picked.push(dish);
        Ok(())
    }

    fn scores(&self) -> Vec<i32> {
        let mine = self.mean();
        vec![(mine * 100.0) as i32, ((1.0 - mine) * 100.0) as i32]
    }

    fn ranking(&self) -> Vec<usize> {
        let s = self.scores();
        if s[0] >= s[1] { vec![0, 1] } else { vec![1, 0] }
    }

    fn determinize(&mut self, _seat: usize, _rng: &mut Rng) {}

    fn rewards(&self, out: &mut [f64]) {
        assert_eq!(self.picked.len(), self.courses, "over");
        let mine = self.mean();
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

impl Menu {
    /// Mean value of the dishes picked so far (0 before the first).
    fn mean(&self) -> f64 {
        let sum: f64 = self.picked.iter().map(|&d| self.values[d as usize]).sum();
        sum / self.picked.len().max(1) as f64
    }
}

fn menu(values: &[f64]) -> Menu {
    Menu::new(&values.to_vec(), 0).unwrap()
}

/// The same menu for `courses` courses.
fn courses(values: &[f64], courses: usize) -> Menu {
    Menu {
        courses,
        ..menu(values)
    }
}

fn visits_of(mcts: &Mcts<Menu>, dish: u8) -> u32 {
    mcts.tree
        .children(0)
        .map(|c| &mcts.tree.nodes[c as usize])
        .find(|n| n.action == Some(dish))
        .map_or(0, |n| n.visits)
}

/// `mcts`'s search of a menu of `values` with random playouts, 1000
/// simulations at most.
fn search_menu(mcts: &mut Mcts<Menu>, values: &[f64]) -> Report<u8> {
    mcts.search(
        &menu(values),
        &mut RandomPlayout,
        &Budget::Iterations(1000),
        &mut Rng::seeded(1),
    )
}

#[test]
fn a_forced_move_is_answered_without_simulating() {
    let report = search_menu(&mut Mcts::new(Settings::default()), &[0.3]);
    assert_eq!(report.action, 0);
    assert_eq!(report.iterations, 0);
    assert!(report.stopped_early);
}

/// Without an early stop, and with one on a choice still open.
#[test]
fn the_whole_budget_is_spent_unless_a_choice_is_clear() {
    let plain = Mcts::new(Settings::default());
    let stopping = Mcts::new(Settings::default()).with_early_stop(EarlyStop::default());
    for (mut mcts, values) in [(plain, &[0.9, 0.1, 0.1][..]), (stopping, &[0.5, 0.5])] {
        let report = search_menu(&mut mcts, values);
        assert_eq!(report.iterations, 1000, "{values:?}");
        assert!(!report.stopped_early);
    }
}

#[test]
fn a_clear_choice_stops_early_but_never_before_the_minimum_share() {
    for min_share in [0.0, 0.3, 0.7] {
        let mut mcts = Mcts::new(Settings::default()).with_early_stop(EarlyStop {
            min_share,
            catch_up: 1.0,
        });
        let report = search_menu(&mut mcts, &[0.9, 0.1, 0.1]);
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

/// The tree of a search of `game` that adds children best prior first
/// (`playout`'s), with this bias and widening, `iterations` simulations.
fn guided_search(
    game: &Menu,
    playout: &mut Knowing,
    bias: f64,
    widening: f64,
    iterations: u32,
) -> Mcts<Menu> {
    let mut mcts = Mcts::new(Settings::default()).with_guidance(Guidance {
        ordered: true,
        bias,
        widening,
    });
    mcts.search(
        game,
        playout,
        &Budget::Iterations(iterations),
        &mut Rng::seeded(1),
    );
    mcts
}

#[test]
fn widening_keeps_a_node_to_its_best_prior_children_until_visited_often() {
    let game = menu(&[0.5; 8]);
    // Dish 7 is the favourite, then 6, 5, ...
    let prior: Vec<f64> = (0..8).map(|d| 0.1 + 0.1 * d as f64).collect();
    let mut playout = Knowing { prior, asked: 0 };
    let mcts = guided_search(&game, &mut playout, 0.0, 1.0, 10);
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
        let mcts = guided_search(&game, &mut playout, bias, 0.0, 300);
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

#[test]
fn move_averages_credit_each_players_reward_until_cleared() {
    use crate::search::mast::MoveAverages;
    let mut averages = MoveAverages::<u8>::new();
    let mut rng = Rng::seeded(1);
    averages.begin();
    averages.played(0, 4);
    averages.played(1, 4);
    averages.played(0, 2);
    averages.credit(&[0.75, 0.25]);
    averages.begin();
    averages.played(0, 4);
    averages.credit(&[0.25, 0.75]);
    assert_eq!(averages.average(0, 4), Some(0.5));
    assert_eq!(
        averages.average(1, 4),
        Some(0.25),
        "each player's own reward"
    );
    assert_eq!(averages.average(0, 2), Some(0.75));
    assert_eq!(averages.average(0, 9), None);
    assert_eq!(averages.best(0, &[4, 2], &mut rng), 2);
    assert_eq!(
        averages.best(0, &[4, 2, 9], &mut rng),
        9,
        "never tried: tried first"
    );
    averages.clear();
    assert_eq!(averages.average(0, 2), None);
    assert_eq!(averages.average(1, 4), None);
}

#[test]
fn learning_playouts_pick_the_dishes_that_paid_off() {
    // Sixteen courses from the same menu, too many for a small tree to
    // look through: below it, random playouts average the menu's 0.3,
    // playouts that learn mostly pick the 0.9.
    let values = [0.1, 0.9, 0.2, 0.4, 0.3, 0.1, 0.5, 0.2, 0.3, 0.0];
    let budget = Budget::Iterations(400);
    let mut random = Mcts::<Menu>::new(Settings::default());
    let plain = random.search(
        &courses(&values, 16),
        &mut RandomPlayout,
        &budget,
        &mut Rng::seeded(3),
    );
    let mut learning = Mcts::<Menu>::new(Settings::default()).with_mast(Mast { epsilon: 0.2 });
    let learnt = learning.search(
        &courses(&values, 16),
        &mut RandomPlayout,
        &budget,
        &mut Rng::seeded(3),
    );
    assert_eq!((plain.action, learnt.action), (1, 1));
    // The chosen first dish's mean reward: its 0.9 and what the playouts
    // (and the tree's exploring) picked after it.
    assert!(plain.value < 0.5, "{plain:?}");
    assert!(
        learnt.value > 0.6 && learnt.value > plain.value + 0.2,
        "{learnt:?} against {plain:?}"
    );
    assert_eq!(learning.mast().map(|m| m.epsilon), Some(0.2));
    assert_eq!(random.mast(), None);
}

/// A shortlist keeps the search to its actions, even when a better one is
/// legal; an answer among two is still the better of the two; an empty
/// shortlist lifts the restriction again.
#[test]
fn a_restricted_root_searches_only_its_shortlist() {
    let values = [0.9, 0.2, 0.6, 0.1];
    let mut mcts = Mcts::new(Settings::default());
    mcts.restrict_root(&[1, 2]);
    let report = search_menu(&mut mcts, &values);
    assert_eq!(report.action, 2, "the better of the shortlist");
    assert_eq!(visits_of(&mcts, 0) + visits_of(&mcts, 3), 0);
    assert_eq!(visits_of(&mcts, 1) + visits_of(&mcts, 2), report.iterations);

    mcts.restrict_root(&[3]);
    let forced = search_menu(&mut mcts, &values);
    assert_eq!(
        (forced.action, forced.iterations),
        (3, 0),
        "one left: no search"
    );

    mcts.restrict_root(&[]);
    assert_eq!(search_menu(&mut mcts, &values).action, 0);
}
