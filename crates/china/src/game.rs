//! China as a [`boardgame::Game`]: what the shared search, bots, simulator,
//! tournament, test harness and app use.

use boardgame::rewards::win_and_margin;
use boardgame::{Game, Rng};

use crate::action::Action;
use crate::decision::{Decision, DecisionKind};
use crate::error::RuleError;
use crate::options::Options;
use crate::state::GameState;

/// Point margin over the best opponent at which the margin half of a final
/// reward is about 0.73 (the logistic's scale).
pub(crate) const FINAL_MARGIN_SCALE: f64 = 8.0;

impl Game for GameState {
    boardgame::forward_to_state!(Options, Action, Decision, RuleError, scores);

    const NAME: &'static str = "china";

    fn determinize(&mut self, seat: usize, rng: &mut Rng) {
        self.determinize_for(seat, rng);
    }

    /// Half for winning (shared among players who share the victory, C-11.3),
    /// half a smooth function of the point margin over the best opponent.
    fn rewards(&self, out: &mut [f64]) {
        let points: smallvec::SmallVec<[f64; 5]> =
            GameState::scores(self).iter().map(|&v| v as f64).collect();
        win_and_margin(&points, FINAL_MARGIN_SCALE, &self.winners(), out);
    }

    /// Before save format 3 the flow followed the hand: a second piece was
    /// offered only if the hand could pay for one (an offer with `Stop`
    /// alone went by unasked), and a seat that could not swap passed by
    /// itself when its hand could not pay (now `Placement`, then `Stop`).
    fn made_by_itself(&self) -> Option<Action> {
        let pending = self.pending()?;
        let legal = self.legal();
        match (pending.kind, &legal[..]) {
            (DecisionKind::Pay { .. }, [Action::Stop]) => Some(Action::Stop),
            (DecisionKind::Turn, [Action::Placement]) if !self.can_place(pending.player) => {
                Some(Action::Placement)
            }
            _ => None,
        }
    }
}
