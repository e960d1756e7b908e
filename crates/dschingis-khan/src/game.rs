//! Dschingis Khan as a [`boardgame::Game`]: what the shared search, bots,
//! simulator, tournament, test harness and app use.

use boardgame::{Game, Rng};

use crate::action::Action;
use crate::decision::Decision;
use crate::error::RuleError;
use crate::options::Options;
use crate::state::GameState;

/// Points of margin over the best opponent at which the margin half of a
/// reward is about 0.73 (the logistic's scale).
pub(crate) const MARGIN_SCALE: f64 = 8.0;

pub(crate) use boardgame::rewards::{logistic, margin_rewards};

impl Game for GameState {
    type Options = Options;
    type Action = Action;
    type Decision = Decision;
    type Error = RuleError;

    const NAME: &'static str = "dschingis-khan";

    fn new(options: &Options, seed: u64) -> Result<GameState, RuleError> {
        GameState::new(*options, seed)
    }

    fn options(&self) -> &Options {
        GameState::options(self)
    }

    fn players(&self) -> usize {
        self.player_count()
    }

    fn pending(&self) -> Option<Decision> {
        self.pending
    }

    fn to_move(&self) -> Option<usize> {
        self.pending.map(|d| d.player)
    }

    fn legal_actions(&self, out: &mut Vec<Action>) {
        self.legal_actions_into(out);
    }

    fn apply(&mut self, action: Action) -> Result<(), RuleError> {
        GameState::apply(self, action)
    }

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

    fn ranking(&self) -> Vec<usize> {
        GameState::ranking(self)
    }

    fn determinize(&mut self, seat: usize, rng: &mut Rng) {
        GameState::determinize(self, seat, rng);
    }

    fn is_over(&self) -> bool {
        GameState::is_over(self)
    }

    /// Half for winning (shared among tied winners), half a smooth function
    /// of the margin over the best opponent.
    fn rewards(&self, out: &mut [f64]) {
        let points: Vec<f64> = self.totals().iter().map(|&v| v as f64).collect();
        margin_rewards(&points, MARGIN_SCALE, out);
        let winners = self.winners();
        let share = 1.0 / winners.len() as f64;
        for (seat, slot) in out.iter_mut().enumerate() {
            let won = if winners.contains(&seat) { share } else { 0.0 };
            *slot = 0.5 * won + 0.5 * *slot;
        }
    }
}
