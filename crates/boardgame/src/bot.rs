//! Computer players, for any game.
//!
//! **What a bot may know.** A bot is only ever handed its seat's view of the
//! game ([`Game::view_for`]): a copy in which everything the seat cannot know
//! (hidden hands and pieces, deck order, future draws) has been re-sampled.
//! The caller (tournament, the app's worker request) makes that copy, so a
//! bot cannot read a secret even by mistake; a searching bot re-samples the
//! view again before each simulation.

use serde::{Deserialize, Serialize};

use crate::game::Game;
use crate::rng::Rng;
use crate::search::{Budget, Mcts, Playout, RootStats};

/// A computer player.
pub trait Bot<G: Game> {
    /// The action for the seat to move in `view` (its own view of the game).
    /// Always one of the legal actions.
    fn choose(&mut self, view: &G) -> G::Action;

    /// Search simulations run so far (0 for bots that do not search).
    fn simulations(&self) -> u64 {
        0
    }

    /// Searches `view` as [`Bot::choose`] would and returns the root
    /// statistics instead of a choice: what a worker of a root-parallel
    /// search answers (see [`crate::search::root`]). `None` (the default)
    /// for a bot that does not search a tree.
    fn root_stats(&mut self, view: &G) -> Option<RootStats<G::Action>> {
        let _ = view;
        None
    }
}

/// The strengths offered on the setup screens and in the tournament.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Level {
    Easy,
    Medium,
    Hard,
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Easy, Level::Medium, Level::Hard];

    /// "easy", "medium", "hard".
    pub const fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
        }
    }

    /// Parses a name in any case ("hard", "Hard").
    pub fn parse(text: &str) -> Option<Level> {
        Level::ALL
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(text.trim()))
    }

    /// The bot of this level, made by the game's constructor of it
    /// (`Easy::new`, `Medium::new`, `Hard::new`): the one dispatch every
    /// game's [`GameBots::bot`] shares. Only Hard is given the budget.
    pub fn bot<G: Game, E, M, H>(
        self,
        seed: u64,
        budget: Budget,
        easy: impl FnOnce(u64) -> E,
        medium: impl FnOnce(u64) -> M,
        hard: impl FnOnce(u64, Budget) -> H,
    ) -> Box<dyn Bot<G>>
    where
        E: Bot<G> + 'static,
        M: Bot<G> + 'static,
        H: Bot<G> + 'static,
    {
        match self {
            Level::Easy => Box::new(easy(seed)),
            Level::Medium => Box::new(medium(seed)),
            Level::Hard => Box::new(hard(seed, budget)),
        }
    }
}

/// A game's computer players.
pub trait GameBots: Game + Send {
    /// A bot of `level` with its own RNG seeded by `seed`. Only searching
    /// bots use the budget (time or simulations per decision).
    fn bot(level: Level, seed: u64, budget: Budget) -> Box<dyn Bot<Self>>;

    /// The ratings the app's record against the bots gives Easy, Medium and
    /// Hard at the default think time (measured: each game's README), which
    /// a player's rating is reckoned against.
    const RATINGS: [f64; 3];

    /// Other bots of the game that the tournament can seat by name, such as
    /// the previous version of a level (`"medium-old"`), so that every step of
    /// a bot can be measured against the one before. The app offers only the
    /// levels.
    const VARIANTS: &'static [Variant<Self>] = &[];

    /// The names of [`GameBots::VARIANTS`].
    fn variants() -> Vec<&'static str> {
        Self::VARIANTS.iter().map(|v| v.name).collect()
    }

    /// The variant named `name` (one of [`GameBots::VARIANTS`]).
    fn variant(name: &str, seed: u64, budget: Budget) -> Option<Box<dyn Bot<Self>>> {
        let found = Self::VARIANTS.iter().find(|v| v.name == name)?;
        Some((found.make)(seed, budget))
    }
}

/// Makes a bot with its own RNG seeded by the first argument, thinking
/// within the budget if it searches.
pub type Maker<G> = fn(u64, Budget) -> Box<dyn Bot<G>>;

/// A bot the tournament can seat by name beside the levels
/// ([`GameBots::VARIANTS`]).
pub struct Variant<G: Game> {
    pub name: &'static str,
    /// Makes it with its own RNG seeded by the first argument, thinking
    /// within the budget if it searches.
    pub make: Maker<G>,
}

/// Asks `bot` for the move of the seat to move in `game`, showing it only
/// that seat's view (drawn from `seed`).
pub fn choose<G: Game>(bot: &mut dyn Bot<G>, game: &G, seed: u64) -> G::Action {
    let seat = game.to_move().expect("someone is to move");
    let view = game.view_for(seat, &mut crate::rng::Rng::seeded(seed));
    bot.choose(&view)
}

/// What a game counts as a plain blunder: an action a person who knows the
/// rules would never pick while another legal one is there ([`Beginner`]
/// avoids them).
pub trait Blunders: Game {
    fn is_blunder(&self, action: Self::Action) -> bool;
}

/// A beginner, for any game: a random legal action, but not one of the
/// game's plain blunders (unless every legal action is one). A game's Easy
/// bot is this with the game's [`Blunders`].
pub struct Beginner<G: Game> {
    rng: Rng,
    legal: Vec<G::Action>,
    sensible: Vec<G::Action>,
}

impl<G: Blunders> Beginner<G> {
    pub fn new(seed: u64) -> Beginner<G> {
        Beginner {
            rng: Rng::seeded(seed),
            legal: Vec::with_capacity(64),
            sensible: Vec::with_capacity(64),
        }
    }
}

impl<G: Blunders> Bot<G> for Beginner<G> {
    fn choose(&mut self, view: &G) -> G::Action {
        view.legal_actions(&mut self.legal);
        self.sensible.clear();
        self.sensible
            .extend(self.legal.iter().copied().filter(|&a| !view.is_blunder(a)));
        let pool = if self.sensible.is_empty() {
            &self.legal
        } else {
            &self.sensible
        };
        pool[self.rng.below(pool.len())]
    }
}

/// A game's way of picking one of the legal actions for the seat to move,
/// without searching (each game's greedy judgement, which its Medium plays
/// and its Hard may follow in playouts).
pub trait Policy<G: Game> {
    /// One of `legal` (the legal actions of `game`, at least two), by the
    /// game's judgement.
    fn judge(&mut self, game: &G, legal: &[G::Action], rng: &mut Rng) -> G::Action;

    /// One of `legal` (never empty): a forced move at once, otherwise
    /// [`Policy::judge`]d.
    fn pick(&mut self, game: &G, legal: &[G::Action], rng: &mut Rng) -> G::Action {
        if legal.len() == 1 {
            return legal[0];
        }
        self.judge(game, legal, rng)
    }
}

/// The action of `legal` (not empty) with the best `value`, each value
/// nudged up by a random share of `tie_break` (drawn before the value is
/// asked for) so that equal values are broken at random; on equal nudged
/// values the first.
pub fn best_nudged<A: Copy>(
    legal: &[A],
    tie_break: f64,
    rng: &mut Rng,
    mut value: impl FnMut(A, &mut Rng) -> f64,
) -> A {
    let mut best = legal[0];
    let mut best_value = f64::NEG_INFINITY;
    for &action in legal {
        let nudge = tie_break * rng.below(1024) as f64 / 1024.0;
        let value = value(action, rng) + nudge;
        if value > best_value {
            best_value = value;
            best = action;
        }
    }
    best
}

/// A bot that plays what its [`Policy`] picks on its view, for any game. A
/// game's Medium is this with its greedy policy.
pub struct Follower<G: Game, P: Policy<G>> {
    rng: Rng,
    policy: P,
    legal: Vec<G::Action>,
}

impl<G: Game, P: Policy<G>> Follower<G, P> {
    pub fn with_policy(seed: u64, policy: P) -> Follower<G, P> {
        Follower {
            rng: Rng::seeded(seed),
            policy,
            legal: Vec::with_capacity(64),
        }
    }
}

impl<G: Game, P: Policy<G> + Default> Follower<G, P> {
    /// With the policy's default settings.
    pub fn new(seed: u64) -> Follower<G, P> {
        Follower::with_policy(seed, P::default())
    }
}

impl<G: Game, P: Policy<G>> Bot<G> for Follower<G, P> {
    fn choose(&mut self, view: &G) -> G::Action {
        view.legal_actions(&mut self.legal);
        self.policy.pick(view, &self.legal, &mut self.rng)
    }
}

/// How a game's searching bot is set up: its tree search and its playout
/// (each game's `HardSettings`).
pub trait SearchSettings<G: Game>: Copy {
    type Playout: Playout<G>;
    fn mcts(&self) -> Mcts<G>;
    fn playout(&self) -> Self::Playout;
}

/// A searching bot, for any game: the determinized tree search ([`Mcts`])
/// with the game's playout, within its budget; a single legal action is
/// played without searching. A game's Hard is this with its settings.
pub struct Searcher<G: Game, S: SearchSettings<G>> {
    rng: Rng,
    budget: Budget,
    search: Mcts<G>,
    playout: S::Playout,
    legal: Vec<G::Action>,
    simulations: u64,
}

impl<G: Game, S: SearchSettings<G>> Searcher<G, S> {
    pub fn with_settings(seed: u64, budget: Budget, settings: S) -> Searcher<G, S> {
        Searcher {
            rng: Rng::seeded(seed),
            budget,
            search: settings.mcts(),
            playout: settings.playout(),
            legal: Vec::with_capacity(64),
            simulations: 0,
        }
    }
}

impl<G: Game, S: SearchSettings<G>> Searcher<G, S> {
    /// Searches only these root actions from the next decision on (see
    /// [`Mcts::restrict_root`]); empty: all of them.
    pub fn restrict_root(&mut self, actions: &[G::Action]) {
        self.search.restrict_root(actions);
    }
}

impl<G: Game, S: SearchSettings<G> + Default> Searcher<G, S> {
    pub fn new(seed: u64, budget: Budget) -> Searcher<G, S> {
        Searcher::with_settings(seed, budget, S::default())
    }
}

impl<G: Game, S: SearchSettings<G>> Bot<G> for Searcher<G, S> {
    fn choose(&mut self, view: &G) -> G::Action {
        view.legal_actions(&mut self.legal);
        if self.legal.len() == 1 {
            return self.legal[0];
        }
        let report = self
            .search
            .search(view, &mut self.playout, &self.budget, &mut self.rng);
        self.simulations += report.iterations as u64;
        report.action
    }

    fn simulations(&self) -> u64 {
        self.simulations
    }

    /// The same search as [`Bot::choose`] (the same simulations from the
    /// same seed), its root statistics returned; a single legal action is
    /// answered without searching.
    fn root_stats(&mut self, view: &G) -> Option<RootStats<G::Action>> {
        view.legal_actions(&mut self.legal);
        if self.legal.len() == 1 {
            return Some(RootStats::unsearched(&self.legal));
        }
        let report = self
            .search
            .search(view, &mut self.playout, &self.budget, &mut self.rng);
        self.simulations += report.iterations as u64;
        Some(self.search.root_stats(view))
    }
}

/// A game's Hard bot, written once for every game: `pub type Hard`, the
/// core's [`Searcher`] with the game's `$settings`, whose `tree` field
/// holds the search's settings and whose playout is `$playout::new(&settings)`.
#[macro_export]
macro_rules! hard_bot {
    ($game:ty, $settings:ty, $playout:ident) => {
        /// The Hard bot: the core's search on its own view of the table, with
        /// this game's playout and settings.
        pub type Hard = $crate::Searcher<$game, $settings>;

        impl $crate::SearchSettings<$game> for $settings {
            type Playout = $playout;

            fn mcts(&self) -> $crate::search::Mcts<$game> {
                self.tree.mcts()
            }

            fn playout(&self) -> $playout {
                $playout::new(self)
            }
        }
    };
}
