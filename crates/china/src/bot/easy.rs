//! Easy: a beginner. It picks a random legal action, minus plain blunders:
//! it swaps only now and then when it could place (a swap is usually a
//! lost turn), and it does not stop after one piece when a second one is
//! possible.

use boardgame::Bot;

use crate::action::Action;
use crate::decision::DecisionKind;
use crate::rng::Rng;
use crate::state::GameState;

/// In how many of its turns Easy swaps although it could place (1 in N).
const SWAP_ONE_IN: usize = 5;

pub struct Easy {
    rng: Rng,
    legal: Vec<Action>,
}

impl Easy {
    pub fn new(seed: u64) -> Easy {
        Easy {
            rng: Rng::seeded(seed),
            legal: Vec::with_capacity(64),
        }
    }
}

impl Bot<GameState> for Easy {
    fn choose(&mut self, view: &GameState) -> Action {
        view.legal_actions_into(&mut self.legal);
        let kind = view.pending().expect("a decision").kind;
        match kind {
            DecisionKind::Turn if self.legal.contains(&Action::Placement) => {
                if self.legal.contains(&Action::Swap) && self.rng.below(SWAP_ONE_IN) == 0 {
                    Action::Swap
                } else {
                    Action::Placement
                }
            }
            DecisionKind::Pay { piece: 1 } if self.legal.len() > 1 => {
                self.legal.retain(|&a| a != Action::Stop);
                self.legal[self.rng.below(self.legal.len())]
            }
            _ => self.legal[self.rng.below(self.legal.len())],
        }
    }
}
