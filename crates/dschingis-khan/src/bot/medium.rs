//! Medium: a fast greedy player. For each legal action it plays the rest of
//! its own turn greedily (one ply at a time) on a copy and keeps the action
//! whose outcome has the best [evaluation](super::estimate) relative to the
//! best opponent. A tiny random nudge breaks ties. No search of the other
//! players' replies: that is the Hard bot's job.

use super::estimate::{Weights, relative};
use crate::action::Action;
use crate::decision::DecisionKind;
use crate::rng::Rng;
use crate::state::GameState;
use boardgame::bot::best_nudged;
use boardgame::{Follower, Policy};

/// Largest random nudge added to an action's value to break ties.
const TIE_BREAK: f64 = 0.01;

/// Own decisions played greedily after a candidate before judging it.
const COMPLETION_LIMIT: usize = 12;

/// The greedy chooser shared by the Medium bot and the Hard bot's playouts.
#[derive(Clone, Debug)]
pub struct Greedy {
    pub weights: Weights,
    /// Whether a candidate's own turn is completed before judging it
    /// (Medium) or it is judged at once (the Hard bot's cheap playouts).
    pub complete_turn: bool,
    legal: Vec<Action>,
    buf: [f64; 4],
}

impl Greedy {
    pub fn new(weights: Weights, complete_turn: bool) -> Greedy {
        Greedy {
            weights,
            complete_turn,
            legal: Vec::with_capacity(64),
            buf: [0.0; 4],
        }
    }

    /// Plays `seat`'s remaining decisions of this turn one ply greedily.
    fn finish_turn(&mut self, game: &mut GameState, seat: usize, rng: &mut Rng) {
        let turns = game.turns_played();
        for _ in 0..COMPLETION_LIMIT {
            match game.pending() {
                Some(d) if d.player == seat && game.turns_played() == turns => {}
                _ => return,
            }
            let mut legal = std::mem::take(&mut self.legal);
            game.legal_actions_into(&mut legal);
            let best = if legal.len() > 1 {
                best_nudged(&legal, TIE_BREAK, rng, |action, _| {
                    let mut next = game.clone();
                    next.apply(action).expect("legal");
                    relative(&next, seat, &self.weights, &mut self.buf)
                })
            } else {
                legal[0]
            };
            self.legal = legal;
            game.apply(best).expect("legal");
        }
    }
}

/// The cheap choice of a deploy option for playouts (judging the options
/// one ply deep sees no difference: choosing changes nothing yet): take a
/// blocked scout off rather than lose pieces; place pieces when holding at
/// least as many pieces as walls (or three or more); otherwise build.
pub(crate) fn deploy_rule(game: &GameState, seat: usize, legal: &[Action]) -> Action {
    let p = &game.players()[seat];
    let has = |a: Action| legal.contains(&a);
    if has(Action::TakeScoutOff) {
        return Action::TakeScoutOff;
    }
    let place = p.pieces.total() >= 3 || p.pieces.total() >= p.walls;
    if place && has(Action::PlacePieces) {
        Action::PlacePieces
    } else if has(Action::BuildWalls) {
        Action::BuildWalls
    } else {
        legal[0]
    }
}

impl Policy<GameState> for Greedy {
    /// The best of `legal` (the legal actions of `game`) for the player to move.
    fn judge(&mut self, game: &GameState, legal: &[Action], rng: &mut Rng) -> Action {
        let decision = game.pending().expect("a player is to move");
        let seat = decision.player;
        if !self.complete_turn && decision.kind == DecisionKind::Deploy {
            return deploy_rule(game, seat, legal);
        }
        best_nudged(legal, TIE_BREAK, rng, |action, rng| {
            let mut next = game.clone();
            next.apply(action).expect("only legal actions are tried");
            if self.complete_turn {
                self.finish_turn(&mut next, seat, rng);
            }
            relative(&next, seat, &self.weights, &mut self.buf)
        })
    }
}

/// Medium's settings: the default weights and whole turns.
impl Default for Greedy {
    fn default() -> Greedy {
        Greedy::new(Weights::default(), true)
    }
}

/// The Medium bot: [`Greedy`] on its own view of the table.
pub type Medium = Follower<GameState, Greedy>;
