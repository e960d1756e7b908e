//! Dschingis Khan as a [`boardgame::Game`]: what the shared search, bots,
//! simulator, tournament, test harness and app use.

use boardgame::rewards::win_and_margin;
use boardgame::{Game, Rng};

use crate::action::Action;
use crate::decision::{Decision, DecisionKind};
use crate::error::RuleError;
use crate::options::Options;
use crate::state::GameState;

/// Points of margin over the best opponent at which the margin half of a
/// reward is about 0.73 (the logistic's scale).
pub(crate) const MARGIN_SCALE: f64 = 8.0;

impl Game for GameState {
    boardgame::forward_to_state!(Options, Action, Decision, RuleError);

    const NAME: &'static str = "dschingis-khan";

    /// There is no score track (D-1.4): scores exist only once the game is
    /// over; before that every seat has 0 (the kinds are hidden, so a running
    /// total would leak them).
    fn scores(&self) -> Vec<i32> {
        if self.is_over() {
            self.totals()
        } else {
            vec![0; self.player_count()]
        }
    }

    fn determinize(&mut self, seat: usize, rng: &mut Rng) {
        GameState::determinize(self, seat, rng);
    }

    /// Half for winning (shared among tied winners), half a smooth function
    /// of the margin over the best opponent.
    fn rewards(&self, out: &mut [f64]) {
        let points: Vec<f64> = self.totals().iter().map(|&v| v as f64).collect();
        win_and_margin(&points, MARGIN_SCALE, &self.winners(), out);
    }

    /// Before save format 3 a step placed the piece by itself when the
    /// pieces held were all of one kind: a `Place` with one option went by
    /// unasked.
    fn made_by_itself(&self) -> Option<Action> {
        let pending = self.pending()?;
        let legal = self.legal();
        match (pending.kind, &legal[..]) {
            (DecisionKind::Place { .. }, [only]) => Some(*only),
            _ => None,
        }
    }
}
