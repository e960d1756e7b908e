//! The Dragon as a [`boardgame::Game`]: what the shared search, bots,
//! simulator, tournament, test harness and app use.
//!
//! Everything on the table is public in this game, hands included; the only
//! secret is the game's RNG, which decides how future months' action cards
//! are grouped. A seat's determinization therefore re-seeds the RNG: a fresh
//! seed samples exactly the unknown future, and the same `rng` gives the
//! same copy whatever the real RNG was.

use boardgame::rewards::win_and_margin;
use boardgame::{Game, Rng};

use crate::action::Action;
use crate::decision::Decision;
use crate::error::RuleError;
use crate::options::Options;
use crate::state::GameState;

/// VP margin over the best opponent at which the margin half of a final
/// reward is about 0.73 (the logistic's scale).
pub(crate) const FINAL_MARGIN_SCALE: f64 = 5.0;

impl Game for GameState {
    boardgame::forward_to_state!(Options, Action, Decision, RuleError, scores);

    const NAME: &'static str = "dragon";

    fn determinize(&mut self, _seat: usize, rng: &mut Rng) {
        self.reseed(rng.next_u64());
    }

    /// Half for winning (the rules' ranking), half a smooth function of the
    /// VP margin over the best opponent, so the search still prefers a
    /// bigger lead (or a smaller deficit) when the winner is certain.
    fn rewards(&self, out: &mut [f64]) {
        let vp: smallvec::SmallVec<[f64; 5]> =
            GameState::scores(self).iter().map(|&v| v as f64).collect();
        let winner = GameState::winner(self);
        win_and_margin(&vp, FINAL_MARGIN_SCALE, winner.as_slice(), out);
    }
}
