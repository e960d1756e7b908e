//! The learned Medium, once for every game: one ply on the shipped value.
//!
//! Each candidate is played to the end of the seat's own turn (every later
//! part of the turn chosen the same way, one ply at a time) and the position
//! reached is judged by the seat's learned value, from its own view, plus a
//! little seeded noise so that equal choices do not always fall the same
//! way. Judging after the whole turn matters where a turn is several
//! decisions (pay, then place; move, then build): the first step alone often
//! changes nothing the value can see.
//!
//! A game gives only what is its own ([`Judged`]): its weights, where a turn
//! ends, how to narrow a wide step, and the bot for player counts it has no
//! model for.

use crate::bot::Bot;
use crate::rng::Rng;

use super::features::Features;
use super::model::{Model, ValueSet};

/// Largest noise added to a candidate's value (an expected reward in
/// `[0, 1]`): below the gap between clearly different moves.
pub const NOISE: f64 = 0.004;

/// Own decisions played after a candidate before judging it.
const COMPLETION_LIMIT: usize = 12;

/// What the learned Medium needs of a game beyond its [`Features`].
pub trait Judged: Features {
    /// The shipped models (`include_bytes!` of the game crate's
    /// `data/value.bin`), parsed once.
    fn value_set() -> &'static ValueSet;

    /// A count that moves on when a turn ends. The rest of a turn is the
    /// seat's decisions while this stays the same; the default (always 0)
    /// makes it "while the same seat is to move".
    fn turn_mark(&self) -> usize {
        0
    }

    /// Inside the completion of a turn, at most this many actions of a step
    /// are judged ([`Judged::shortlist`] picks them).
    const COMPLETION_WIDTH: usize = usize::MAX;

    /// Keeps the [`Judged::COMPLETION_WIDTH`] most promising of `legal`
    /// (called only when there are more), in their order. The default keeps
    /// the first ones.
    fn shortlist(&self, legal: &mut Vec<Self::Action>) {
        legal.truncate(Self::COMPLETION_WIDTH);
    }

    /// Whether `action` has an outcome the seat cannot know (a blind draw).
    /// Such a candidate is judged as the mean over
    /// [`Judged::CHANCE_SAMPLES`] re-samplings of the view
    /// ([`Game::determinize`](crate::Game::determinize) for the seat)
    /// instead of the one outcome its view holds: the best of several
    /// candidates would otherwise favour a draw whose sampled card happened
    /// to be good. The default: none.
    fn is_chance(&self, _action: Self::Action) -> bool {
        false
    }

    /// Re-samplings per chance candidate (see [`Judged::is_chance`]).
    const CHANCE_SAMPLES: usize = 8;

    /// The bot for a player count without a trained model.
    fn untrained(seed: u64) -> Box<dyn Bot<Self>>;
}

/// `seat`'s expected reward in `[0, 1]`, judged from its own view.
pub fn value<G: Features>(model: &Model, game: &G, seat: usize) -> f64 {
    let mut x = vec![0f32; G::FEATURES];
    game.features(seat, &mut x);
    model.value(&x) as f64
}

/// The model for `game`'s player count, if one was trained.
pub fn model_for<G: Judged>(game: &G) -> Option<&'static Model> {
    G::value_set().for_players(game.players())
}

/// The player counts of `players` without a shipped model of the features'
/// length: none when a game's `data/value.bin` is whole (each game's tests
/// check this).
pub fn missing_models<G: Judged>(players: std::ops::RangeInclusive<usize>) -> Vec<usize> {
    players
        .filter(|&p| G::value_set().for_players(p).map(|m| m.inputs()) != Some(G::FEATURES))
        .collect()
}

/// The learned Medium bot.
pub struct Judge<G: Judged> {
    rng: Rng,
    noise: f64,
    legal: Vec<G::Action>,
    features: Vec<f32>,
    fallback: Box<dyn Bot<G>>,
}

impl<G: Judged> Judge<G> {
    pub fn new(seed: u64) -> Judge<G> {
        Judge::with_noise(seed, NOISE)
    }

    pub fn with_noise(seed: u64, noise: f64) -> Judge<G> {
        Judge {
            rng: Rng::seeded(seed),
            noise,
            legal: Vec::with_capacity(64),
            features: vec![0.0; G::FEATURES],
            fallback: G::untrained(seed),
        }
    }

    /// `seat`'s value of `game` plus this bot's noise.
    fn judge(&mut self, model: &Model, game: &G, seat: usize) -> f64 {
        game.features(seat, &mut self.features);
        let noise = self.rng.below(1 << 16) as f64 / 65536.0;
        model.value(&self.features) as f64 + self.noise * noise
    }

    /// The best action of `legal` for `seat`, one ply deep.
    fn best(&mut self, model: &Model, game: &G, legal: &[G::Action], seat: usize) -> G::Action {
        let mut best = (f64::NEG_INFINITY, legal[0]);
        for &action in legal {
            let v = self.outcome(model, game, action, seat, false);
            if v > best.0 {
                best = (v, action);
            }
        }
        best.1
    }

    /// The value of `action` in `game` for `seat` (the rest of the turn
    /// played first if `finish`); the mean over re-samplings of the view
    /// for a chance action ([`Judged::is_chance`]).
    fn outcome(
        &mut self,
        model: &Model,
        game: &G,
        action: G::Action,
        seat: usize,
        finish: bool,
    ) -> f64 {
        let samples = if game.is_chance(action) {
            G::CHANCE_SAMPLES.max(1)
        } else {
            1
        };
        let mut total = 0.0;
        for k in 0..samples {
            let mut next = game.clone();
            if k > 0 {
                next.determinize(seat, &mut self.rng);
            }
            next.apply(action).expect("only legal actions are tried");
            if finish {
                self.finish_turn(model, &mut next, seat);
            }
            total += self.judge(model, &next, seat);
        }
        total / samples as f64
    }

    /// Plays `seat`'s remaining decisions of this turn, one ply each.
    fn finish_turn(&mut self, model: &Model, game: &mut G, seat: usize) {
        let mark = game.turn_mark();
        let mut legal = std::mem::take(&mut self.legal);
        for _ in 0..COMPLETION_LIMIT {
            if game.to_move() != Some(seat) || game.turn_mark() != mark {
                break;
            }
            game.legal_actions(&mut legal);
            if legal.len() > G::COMPLETION_WIDTH {
                game.shortlist(&mut legal);
            }
            let action = if legal.len() == 1 {
                legal[0]
            } else {
                self.best(model, game, &legal, seat)
            };
            game.apply(action).expect("legal");
        }
        self.legal = legal;
    }
}

impl<G: Judged> Judge<G> {
    /// The seat to move's judgement of each of `legal` in `view` (played to
    /// the end of its turn, noise included), or `false` without a model
    /// for this player count.
    pub fn outcomes(&mut self, view: &G, legal: &[G::Action], out: &mut Vec<f64>) -> bool {
        let Some(model) = model_for(view) else {
            return false;
        };
        let seat = view.to_move().expect("a player is to move");
        out.clear();
        for &action in legal {
            let v = self.outcome(model, view, action, seat, true);
            out.push(v);
        }
        true
    }
}

impl<G: Judged> Bot<G> for Judge<G> {
    fn choose(&mut self, view: &G) -> G::Action {
        if model_for(view).is_none() {
            return self.fallback.choose(view);
        }
        let mut legal = Vec::with_capacity(64);
        view.legal_actions(&mut legal);
        if legal.len() == 1 {
            return legal[0];
        }
        let mut values = Vec::with_capacity(legal.len());
        self.outcomes(view, &legal, &mut values);
        // The first of the best, as `Iterator::max_by` would give the last.
        let best = (1..legal.len()).fold(0, |b, i| if values[i] > values[b] { i } else { b });
        legal[best]
    }
}
