//! Determinized UCT for several players (max^n).
//!
//! One simulation: copy the root and sample its chance
//! for the searching seat ([`Game::determinize`]); walk down the tree choosing at each node the
//! child with the best UCB1 score *for the player to move there* among the
//! actions legal in this sample; add one new child; play on with the
//! [`Playout`] to the end (or until it stops and estimates); then add every
//! player's reward to the nodes on the path, each node keeping the reward of
//! the player who chose its action. That last point is max^n: every player
//! is assumed to pursue their own reward, not to gang up on the searcher.
//!
//! Because the tree is keyed by actions and not by positions, one tree
//! serves all samples ("single-observer information set MCTS"). An action
//! legal in only some samples is judged by the simulations in which it was
//! legal: UCB1 uses its *availability* count in place of the parent's visits.

use super::Game;
use super::budget::Budget;
use super::playout::Playout;
use super::tree::{NONE, Tree};
use crate::rng::Rng;

/// Tuning of the search.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Settings {
    /// UCB1's exploration constant `c` in `mean + c * sqrt(ln(available) / visits)`
    /// (rewards lie in `[0, 1]`). Smaller trusts the averages sooner.
    pub exploration: f64,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings { exploration: 0.7 }
    }
}

/// What a search found.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Report<A> {
    /// The most visited action at the root.
    pub action: A,
    /// Simulations run.
    pub iterations: u32,
    /// Simulations through the chosen action.
    pub visits: u32,
    /// Mean reward of the chosen action for the player to move, in `[0, 1]`.
    pub value: f64,
    /// Nodes in the tree at the end.
    pub nodes: usize,
}

/// A reusable searcher: its buffers and tree memory are kept between
/// searches, so a bot allocates only while the tree grows beyond any
/// earlier one.
pub struct Mcts<G: Game> {
    settings: Settings,
    tree: Tree<G::Action>,
    legal: Vec<G::Action>,
    /// Which of `legal` already have a child at the current node.
    tried: Vec<bool>,
    /// Nodes visited by the current simulation, root first.
    path: Vec<u32>,
    rewards: Vec<f64>,
}

impl<G: Game> Mcts<G> {
    pub fn new(settings: Settings) -> Mcts<G> {
        Mcts {
            settings,
            tree: Tree::new(),
            legal: Vec::with_capacity(64),
            tried: Vec::with_capacity(64),
            path: Vec::with_capacity(256),
            rewards: Vec::new(),
        }
    }

    pub fn settings(&self) -> Settings {
        self.settings
    }

    /// Searches from `root` (where someone must be to move) within `budget`
    /// and returns the most visited action. All randomness comes from `rng`,
    /// so an iteration budget makes the result reproducible.
    pub fn search<P: Playout<G>>(
        &mut self,
        root: &G,
        playout: &mut P,
        budget: &Budget,
        rng: &mut Rng,
    ) -> Report<G::Action> {
        assert!(root.to_move().is_some(), "search needs a player to move");
        self.tree.reset();
        self.rewards.clear();
        self.rewards.resize(root.players(), 0.0);
        let observer = root.to_move().expect("checked above");
        let meter = budget.start();
        let mut iterations = 0;
        while !meter.spent(iterations) {
            self.simulate(root, observer, playout, rng);
            iterations += 1;
        }
        let best = self
            .tree
            .children(0)
            .max_by(|&a, &b| {
                let (a, b) = (&self.tree.nodes[a as usize], &self.tree.nodes[b as usize]);
                (a.visits, a.mean())
                    .partial_cmp(&(b.visits, b.mean()))
                    .expect("rewards are numbers")
            })
            .expect("the root has a child after one simulation");
        let node = &self.tree.nodes[best as usize];
        Report {
            action: node.action.expect("a child has an action"),
            iterations,
            visits: node.visits,
            value: node.mean(),
            nodes: self.tree.nodes.len(),
        }
    }

    /// One simulation: selection, expansion, rollout, backpropagation.
    fn simulate<P: Playout<G>>(
        &mut self,
        root: &G,
        observer: usize,
        playout: &mut P,
        rng: &mut Rng,
    ) {
        let mut game = root.clone();
        game.determinize(observer, rng);
        self.path.clear();
        self.path.push(0);
        let mut node = 0;
        let mut expanded = false;
        while let Some(player) = game.to_move() {
            game.legal_actions(&mut self.legal);
            match self.select(node) {
                Selection::Expand(untried) => {
                    // A random untried action: the playout judges it next.
                    let pick = rng.below(untried);
                    let index = (0..self.legal.len())
                        .filter(|&i| !self.tried[i])
                        .nth(pick)
                        .expect("pick < untried");
                    let action = self.legal[index];
                    let child = self.tree.add_child(node, action, player);
                    game.apply(action).expect("the search plays legal actions");
                    self.path.push(child);
                    expanded = true;
                    break;
                }
                Selection::Child(child) => {
                    let action = self.tree.nodes[child as usize]
                        .action
                        .expect("a child has an action");
                    game.apply(action).expect("the search plays legal actions");
                    self.path.push(child);
                    node = child;
                }
            }
        }
        if expanded {
            self.rollout(&mut game, playout, rng);
        } else {
            game.rewards(&mut self.rewards);
        }
        for &id in &self.path {
            let node = &mut self.tree.nodes[id as usize];
            node.visits += 1;
            if node.mover != NONE {
                node.reward += self.rewards[node.mover as usize];
            }
        }
    }

    /// At `node`, with `self.legal` the actions legal in this sample: counts
    /// the availability of the children that are legal, and either asks to
    /// expand (when some legal actions have no child yet) or picks the legal
    /// child with the best UCB1 score.
    fn select(&mut self, node: u32) -> Selection {
        self.tried.clear();
        self.tried.resize(self.legal.len(), false);
        let mut child = self.tree.nodes[node as usize].first_child;
        while child != NONE {
            let n = &mut self.tree.nodes[child as usize];
            if let Some(i) = self.legal.iter().position(|&a| Some(a) == n.action) {
                self.tried[i] = true;
                n.available += 1;
            }
            child = n.next_sibling;
        }
        let untried = self.tried.iter().filter(|&&t| !t).count();
        if untried > 0 {
            return Selection::Expand(untried);
        }
        let c = self.settings.exploration;
        let mut best = NONE;
        let mut best_score = f64::NEG_INFINITY;
        let mut child = self.tree.nodes[node as usize].first_child;
        while child != NONE {
            let n = &self.tree.nodes[child as usize];
            if self.legal.iter().any(|&a| Some(a) == n.action) {
                let score = if n.visits == 0 {
                    f64::INFINITY
                } else {
                    n.mean() + c * ((n.available as f64).ln() / n.visits as f64).sqrt()
                };
                if score > best_score {
                    best_score = score;
                    best = child;
                }
            }
            child = n.next_sibling;
        }
        Selection::Child(best)
    }

    /// Plays on from a new leaf with the playout, then fills `self.rewards`.
    fn rollout<P: Playout<G>>(&mut self, game: &mut G, playout: &mut P, rng: &mut Rng) {
        playout.begin(game);
        let mut steps = 0;
        while game.to_move().is_some() {
            if playout.stop(game, steps) {
                playout.estimate(game, &mut self.rewards);
                return;
            }
            game.legal_actions(&mut self.legal);
            let action = playout.choose(game, &self.legal, rng);
            game.apply(action).expect("the search plays legal actions");
            steps += 1;
        }
        game.rewards(&mut self.rewards);
    }
}

enum Selection {
    /// This many legal actions have no child yet: add one.
    Expand(usize),
    /// Go down to this child.
    Child(u32),
}
