//! Medium: one ply on the learned [value](super::value). Each candidate is
//! played to the end of the seat's own turn (every later part of the turn
//! chosen the same way, one ply at a time) and the position reached is
//! judged by the seat's learned value, from its own view, plus a little
//! seeded noise so that equal choices do not always fall the same way.
//! Without a model for the player count it plays as the hand-written
//! [`Medium`](super::medium::Medium).

use boardgame::Bot;
use boardgame::learn::Model;

use super::medium::Medium;
use super::value::{model_for, value};
use crate::action::Action;
use crate::rng::Rng;
use crate::state::GameState;

/// Largest noise added to a candidate's value (an expected reward in
/// `[0, 1]`): below the gap between clearly different moves.
pub const NOISE: f64 = 0.004;

/// Own decisions played after a candidate before judging it.
const COMPLETION_LIMIT: usize = 12;

/// Inside the completion of a turn, only this many actions (the best by the
/// fast [policy](super::policy)) are judged by the value: a step can have a
/// hundred targets, and judging all of them for each of a hundred
/// candidates took up to a tenth of a second (`examples/medium_time.rs`).
const COMPLETION_WIDTH: usize = 16;

/// The learned Medium bot.
pub struct Judge {
    rng: Rng,
    noise: f64,
    legal: Vec<Action>,
    scores: Vec<f64>,
    fallback: Medium,
}

impl Judge {
    pub fn new(seed: u64) -> Judge {
        Judge::with_noise(seed, NOISE)
    }

    pub fn with_noise(seed: u64, noise: f64) -> Judge {
        Judge {
            rng: Rng::seeded(seed),
            noise,
            legal: Vec::with_capacity(64),
            scores: Vec::with_capacity(64),
            fallback: Medium::new(seed),
        }
    }

    /// The best action of `legal` for the player to move, one ply deep.
    fn best(&mut self, model: &Model, game: &GameState, legal: &[Action], seat: usize) -> Action {
        let mut best = (f64::NEG_INFINITY, legal[0]);
        for &action in legal {
            let mut next = game.clone();
            next.apply(action).expect("only legal actions are tried");
            let v = value(model, &next, seat) + self.noise * self.unit();
            if v > best.0 {
                best = (v, action);
            }
        }
        best.1
    }

    fn unit(&mut self) -> f64 {
        self.rng.below(1 << 16) as f64 / 65536.0
    }

    /// Plays `seat`'s remaining decisions of this turn, one ply each.
    fn finish_turn(&mut self, model: &Model, game: &mut GameState, seat: usize) {
        let turns = game.turns_played();
        let mut legal = std::mem::take(&mut self.legal);
        for _ in 0..COMPLETION_LIMIT {
            match game.pending() {
                Some(d) if d.player == seat && game.turns_played() == turns => {}
                _ => break,
            }
            game.legal_actions_into(&mut legal);
            if legal.len() > COMPLETION_WIDTH {
                self.keep_promising(game, &mut legal);
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

impl Judge {
    /// Keeps the [`COMPLETION_WIDTH`] actions of `legal` the fast policy
    /// scores best (the earlier on ties), in their order.
    fn keep_promising(&mut self, game: &GameState, legal: &mut Vec<Action>) {
        super::policy::scores(game, legal, &mut self.scores);
        let mut order: Vec<usize> = (0..legal.len()).collect();
        boardgame::sort::sort_by(&mut order, |&a, &b| {
            self.scores[b]
                .partial_cmp(&self.scores[a])
                .unwrap_or(std::cmp::Ordering::Equal)
        });
        order.truncate(COMPLETION_WIDTH);
        boardgame::sort::sort_by_key(&mut order, |&i| i);
        let kept: Vec<Action> = order.iter().map(|&i| legal[i]).collect();
        *legal = kept;
    }
}

impl Bot<GameState> for Judge {
    fn choose(&mut self, view: &GameState) -> Action {
        let Some(model) = model_for(view) else {
            return self.fallback.choose(view);
        };
        let mut legal = Vec::with_capacity(64);
        view.legal_actions_into(&mut legal);
        if legal.len() == 1 {
            return legal[0];
        }
        let seat = view.pending().expect("a player is to move").player;
        let mut best = (f64::NEG_INFINITY, legal[0]);
        for &action in &legal {
            let mut next = view.clone();
            next.apply(action).expect("only legal actions are tried");
            self.finish_turn(model, &mut next, seat);
            let v = value(model, &next, seat) + self.noise * self.unit();
            if v > best.0 {
                best = (v, action);
            }
        }
        best.1
    }
}
