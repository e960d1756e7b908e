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
//!
//! Two optional refinements, both off unless asked for (plain UCT stays
//! the textbook algorithm):
//! - [`Guidance`]: the game's knowledge ([`Playout::prior`]) steers the
//!   tree, not only the playouts. New children are added best prior first
//!   (a random first reply makes every action look as bad as a random move
//!   after it); *progressive widening* keeps a node to a few children until
//!   it has been visited often, so a small budget goes deep along plausible
//!   lines; *progressive bias* adds `bias * prior / (visits + 1)` to UCB1,
//!   a head start that fades as real results come in.
//! - [`EarlyStop`]: the budget is a ceiling, not a quota. The search stops
//!   when the most visited root action (the one it returns) can no longer be
//!   overtaken: its lead in visits over the second exceeds the simulations
//!   the rest of the budget would give at the rate so far. A root with one
//!   legal action is answered without any simulation, with or without it.
//! - [`Mast`]: playouts that learn, during the search, which actions pay off
//!   for whoever plays them (see [`super::mast`]).

use super::Game;
use super::budget::Budget;
use super::mast::{Mast, MoveAverages};
use super::playout::Playout;
use super::root::{ActionStats, RootStats, quantize};
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

/// How the tree uses the playout's prior ([`Playout::prior`]). The default
/// uses none of it: untried actions are added in random order and every
/// legal action is tried once before any is tried twice.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Guidance {
    /// Ask the playout for a prior and add untried actions best prior first.
    pub ordered: bool,
    /// Progressive bias: `bias * prior / (visits + 1)` is added to a
    /// child's UCB1 score (0: none).
    pub bias: f64,
    /// Progressive widening: a node visited `v` times has at most
    /// `ceil(widening * sqrt(v))` children (at least one) among the actions
    /// legal in the current sample; 0 turns it off.
    pub widening: f64,
}

/// When a search may stop before its budget is spent (see the module notes).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct EarlyStop {
    /// Never stop before this share of the budget (0 to 1) is spent.
    pub min_share: f64,
    /// Stop once the leader's lead in visits exceeds this share of the
    /// simulations left. 1 is safe: the second could not catch up even if
    /// it got every one of them (at the rate so far, for a time budget).
    pub catch_up: f64,
}

impl Default for EarlyStop {
    fn default() -> EarlyStop {
        EarlyStop {
            min_share: 0.1,
            catch_up: 1.0,
        }
    }
}

/// Root statistics are checked for an early stop every this many simulations.
const STOP_CHECK_EVERY: u32 = 8;

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
    /// Whether the search stopped before its budget was spent (an
    /// [`EarlyStop`], or a single legal action: then no simulation ran, and
    /// `visits` and `value` are 0).
    pub stopped_early: bool,
}

/// A reusable searcher: its buffers and tree memory are kept between
/// searches, so a bot allocates only while the tree grows beyond any
/// earlier one.
pub struct Mcts<G: Game> {
    settings: Settings,
    guidance: Guidance,
    early_stop: Option<EarlyStop>,
    mast: Option<Mast>,
    averages: MoveAverages<G::Action>,
    tree: Tree<G::Action>,
    legal: Vec<G::Action>,
    /// The playout's prior for each of `legal`, when asked.
    priors: Vec<f64>,
    /// Which of `legal` already have a child at the current node.
    tried: Vec<bool>,
    /// Nodes visited by the current simulation, root first.
    path: Vec<u32>,
    rewards: Vec<f64>,
    /// When not empty, the only root actions searched (see
    /// [`Mcts::restrict_root`]).
    root_only: Vec<G::Action>,
}

impl<G: Game> Mcts<G> {
    pub fn new(settings: Settings) -> Mcts<G> {
        Mcts {
            settings,
            guidance: Guidance::default(),
            early_stop: None,
            mast: None,
            averages: MoveAverages::new(),
            tree: Tree::new(),
            legal: Vec::with_capacity(64),
            priors: Vec::with_capacity(64),
            tried: Vec::with_capacity(64),
            path: Vec::with_capacity(256),
            rewards: Vec::new(),
            root_only: Vec::new(),
        }
    }

    /// The same searcher, steered by the playout's prior.
    pub fn with_guidance(mut self, guidance: Guidance) -> Mcts<G> {
        self.guidance = guidance;
        self
    }

    /// The same searcher, stopping early when its choice is settled
    /// (`None`: never, except on a single legal action).
    pub fn with_early_stop(mut self, early_stop: impl Into<Option<EarlyStop>>) -> Mcts<G> {
        self.early_stop = early_stop.into();
        self
    }

    /// The same searcher, with playouts that learn from the move averages
    /// (`None`: the playout alone).
    pub fn with_mast(mut self, mast: impl Into<Option<Mast>>) -> Mcts<G> {
        self.mast = mast.into();
        self
    }

    pub fn mast(&self) -> Option<Mast> {
        self.mast
    }

    pub fn settings(&self) -> Settings {
        self.settings
    }

    pub fn guidance(&self) -> Guidance {
        self.guidance
    }

    pub fn early_stop(&self) -> Option<EarlyStop> {
        self.early_stop
    }

    /// Searches only these root actions from now on (a shortlist chosen by
    /// some other judgement, in the order to try them); empty: all of them.
    /// Every one must be legal at the root.
    pub fn restrict_root(&mut self, actions: &[G::Action]) {
        self.root_only.clear();
        self.root_only.extend_from_slice(actions);
    }

    /// Searches from `root` (where someone must be to move) within `budget`
    /// and returns the most visited action (at once, without simulating, if
    /// it is the only legal one). All randomness comes from `rng`, so an
    /// iteration budget makes the result reproducible.
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
        root.legal_actions(&mut self.legal);
        if !self.root_only.is_empty() {
            self.legal.clone_from(&self.root_only);
        }
        if let [only] = self.legal[..] {
            return Report {
                action: only,
                iterations: 0,
                visits: 0,
                value: 0.0,
                nodes: 1,
                stopped_early: true,
            };
        }
        if self.mast.is_some() {
            self.averages.clear();
        }
        let meter = budget.start();
        let mut iterations = 0;
        let mut stopped_early = false;
        while !meter.spent(iterations) {
            self.simulate(root, observer, playout, rng);
            iterations += 1;
            if let Some(stop) = self.early_stop
                && iterations.is_multiple_of(STOP_CHECK_EVERY)
            {
                let (spent, left) = meter.progress(iterations);
                if spent >= stop.min_share && self.root_lead() as f64 > stop.catch_up * left {
                    stopped_early = true;
                    break;
                }
            }
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
            stopped_early,
        }
    }

    /// The root statistics of the last search, which was from `root`: per
    /// root action (the legal list, or the shortlist of
    /// [`Mcts::restrict_root`], in its order), its visits and the mover's
    /// summed reward, rounded to [`super::root::VALUE_QUANTUM`]. What a
    /// worker of a root-parallel search answers ([`RootStats`]).
    pub fn root_stats(&self, root: &G) -> RootStats<G::Action> {
        let legal = if self.root_only.is_empty() {
            root.legal()
        } else {
            self.root_only.clone()
        };
        let mut stats = RootStats::unsearched(&legal);
        if self.tree.nodes.is_empty() {
            return stats;
        }
        stats.simulations = self.tree.nodes[0].visits as u64;
        for child in self.tree.children(0) {
            let node = &self.tree.nodes[child as usize];
            if let Some(row) = stats
                .actions
                .iter_mut()
                .find(|a| Some(a.action) == node.action)
            {
                *row = ActionStats {
                    visits: node.visits as u64,
                    value: quantize(node.reward),
                    ..*row
                };
            }
        }
        stats
    }

    /// Visits of the most visited root child minus those of the second.
    fn root_lead(&self) -> u32 {
        let (mut first, mut second) = (0, 0);
        for child in self.tree.children(0) {
            let visits = self.tree.nodes[child as usize].visits;
            if visits > first {
                second = first;
                first = visits;
            } else if visits > second {
                second = visits;
            }
        }
        first - second
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
        let learning = self.mast.is_some();
        if learning {
            self.averages.begin();
        }
        while let Some(player) = game.to_move() {
            if node == 0 && !self.root_only.is_empty() {
                self.legal.clone_from(&self.root_only);
            } else {
                game.legal_actions(&mut self.legal);
            }
            match self.select(node) {
                Selection::Expand(untried) => {
                    // The untried action the prior likes best, or a random
                    // one: the playout judges it next.
                    let (index, prior) = self.pick_untried(&game, untried, playout, rng);
                    let action = self.legal[index];
                    let child = self.tree.add_child(node, action, player, prior);
                    if learning {
                        self.averages.played(player, action);
                    }
                    game.apply(action).expect("the search plays legal actions");
                    self.path.push(child);
                    expanded = true;
                    break;
                }
                Selection::Child(child) => {
                    let action = self.tree.nodes[child as usize]
                        .action
                        .expect("a child has an action");
                    if learning {
                        self.averages.played(player, action);
                    }
                    game.apply(action).expect("the search plays legal actions");
                    self.path.push(child);
                    node = child;
                }
            }
        }
        if expanded {
            self.rollout(&mut game, playout, rng);
        } else {
            playout.final_rewards(&game, &mut self.rewards);
        }
        if learning {
            self.averages.credit(&self.rewards);
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
    /// expand (when some legal actions have no child yet and widening
    /// allows another child) or picks the legal child with the best score.
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
        let children = self.legal.len() - untried;
        if untried > 0 && children < self.widening_limit(node) {
            return Selection::Expand(untried);
        }
        let c = self.settings.exploration;
        let bias = self.guidance.bias;
        let mut best = NONE;
        let mut best_score = f64::NEG_INFINITY;
        let mut child = self.tree.nodes[node as usize].first_child;
        while child != NONE {
            let n = &self.tree.nodes[child as usize];
            if self.legal.iter().any(|&a| Some(a) == n.action) {
                let score = if n.visits == 0 {
                    f64::INFINITY
                } else {
                    n.mean()
                        + c * ((n.available as f64).ln() / n.visits as f64).sqrt()
                        + bias * n.prior as f64 / (n.visits as f64 + 1.0)
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

    /// How many children `node` may have (progressive widening).
    fn widening_limit(&self, node: u32) -> usize {
        let widening = self.guidance.widening;
        if widening <= 0.0 {
            return usize::MAX;
        }
        let visits = self.tree.nodes[node as usize].visits as f64;
        ((widening * visits.sqrt()).ceil() as usize).max(1)
    }

    /// Which of the `untried` legal actions (`!self.tried[i]`) to add, and
    /// its prior: the best by the playout's prior when the search is
    /// guided and the playout has one (the first of equals), else a random one.
    fn pick_untried<P: Playout<G>>(
        &mut self,
        game: &G,
        untried: usize,
        playout: &mut P,
        rng: &mut Rng,
    ) -> (usize, f32) {
        if self.guidance.ordered {
            self.priors.clear();
            if playout.prior(game, &self.legal, &mut self.priors) {
                assert_eq!(self.priors.len(), self.legal.len(), "one prior per action");
                let best = (0..self.legal.len())
                    .filter(|&i| !self.tried[i])
                    .fold(None, |best: Option<usize>, i| match best {
                        Some(b) if self.priors[b] >= self.priors[i] => Some(b),
                        _ => Some(i),
                    })
                    .expect("some action is untried");
                return (best, self.priors[best].clamp(0.0, 1.0) as f32);
            }
        }
        let pick = rng.below(untried);
        let index = (0..self.legal.len())
            .filter(|&i| !self.tried[i])
            .nth(pick)
            .expect("pick < untried");
        (index, 0.0)
    }

    /// Plays on from a new leaf with the playout (or, with [`Mast`], mostly
    /// the best move average), then fills `self.rewards`.
    fn rollout<P: Playout<G>>(&mut self, game: &mut G, playout: &mut P, rng: &mut Rng) {
        playout.begin(game);
        let mut steps = 0;
        while let Some(player) = game.to_move() {
            if playout.stop(game, steps) {
                playout.estimate(game, &mut self.rewards);
                return;
            }
            game.legal_actions(&mut self.legal);
            let action = match self.mast {
                Some(mast) if self.legal.len() > 1 && !chance(rng, mast.epsilon) => {
                    self.averages.best(player, &self.legal, rng)
                }
                _ => playout.choose(game, &self.legal, rng),
            };
            if self.mast.is_some() {
                self.averages.played(player, action);
            }
            game.apply(action).expect("the search plays legal actions");
            steps += 1;
        }
        playout.final_rewards(game, &mut self.rewards);
    }
}

/// True with probability `p` (to 1/65536).
fn chance(rng: &mut Rng, p: f64) -> bool {
    (rng.below(1 << 16) as f64) < p * 65536.0
}

enum Selection {
    /// This many legal actions have no child yet: add one.
    Expand(usize),
    /// Go down to this child.
    Child(u32),
}

#[cfg(test)]
#[path = "tests.rs"]
mod tests;
