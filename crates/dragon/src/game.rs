//! The Dragon as a [`boardgame::Game`]: what the shared search, bots,
//! simulator, tournament, test harness and app use.
//!
//! Everything on the table is public in this game, hands included; the only
//! secret is the game's RNG, which decides how future months' action cards
//! are grouped. A seat's determinization therefore re-seeds the RNG: a fresh
//! seed samples exactly the unknown future, and the same `rng` gives the
//! same copy whatever the real RNG was.

use boardgame::{Game, Rng};

use crate::action::Action;
use crate::decision::Decision;
use crate::error::RuleError;
use crate::options::Options;
use crate::state::GameState;

/// VP margin over the best opponent at which the margin half of a final
/// reward is about 0.73 (the logistic's scale).
pub(crate) const FINAL_MARGIN_SCALE: f64 = 5.0;

pub(crate) use boardgame::rewards::margin_rewards;

impl Game for GameState {
    type Options = Options;
    type Action = Action;
    type Decision = Decision;
    type Error = RuleError;

    const NAME: &'static str = "dragon";

    fn new(options: &Options, seed: u64) -> Result<GameState, RuleError> {
        GameState::new(*options, seed)
    }

    fn options(&self) -> &Options {
        GameState::options(self)
    }

    fn players(&self) -> usize {
        GameState::players(self).len()
    }

    fn pending(&self) -> Option<Decision> {
        GameState::pending(self)
    }

    fn to_move(&self) -> Option<usize> {
        self.current_player()
    }

    fn legal_actions(&self, out: &mut Vec<Action>) {
        self.legal_actions_into(out);
    }

    fn apply(&mut self, action: Action) -> Result<(), RuleError> {
        GameState::apply(self, action)
    }

    fn scores(&self) -> Vec<i32> {
        GameState::scores(self).iter().map(|&v| v as i32).collect()
    }

    fn ranking(&self) -> Vec<usize> {
        GameState::ranking(self).to_vec()
    }

    fn determinize(&mut self, _seat: usize, rng: &mut Rng) {
        self.reseed(rng.next_u64());
    }

    fn is_over(&self) -> bool {
        GameState::is_over(self)
    }

    fn winner(&self) -> Option<usize> {
        GameState::winner(self)
    }

    /// Half for winning (the rules' ranking), half a smooth function of the
    /// VP margin over the best opponent, so the search still prefers a
    /// bigger lead (or a smaller deficit) when the winner is certain.
    fn rewards(&self, out: &mut [f64]) {
        let vp: smallvec::SmallVec<[f64; 5]> =
            GameState::scores(self).iter().map(|&v| v as f64).collect();
        margin_rewards(&vp, FINAL_MARGIN_SCALE, out);
        let winner = GameState::winner(self);
        for (seat, slot) in out.iter_mut().enumerate() {
            let won = if winner == Some(seat) { 1.0 } else { 0.0 };
            *slot = 0.5 * won + 0.5 * *slot;
        }
    }
}
