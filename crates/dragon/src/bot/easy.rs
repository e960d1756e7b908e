//! Easy: a beginner. It picks a random legal action, but not one of a few
//! plain blunders a person who knows the rules would never make.

use crate::action::Action;
use crate::decision::DecisionKind;
use crate::hand::HandCard;
use crate::person::Kind;
use crate::state::GameState;
use boardgame::{Beginner, Blunders};

/// Easy is the core's beginner with this game's blunders.
pub type Easy = Beginner<GameState>;

impl Blunders for GameState {
    /// An action that is plainly worse than some other legal one:
    /// - refilling while holding 3 yuan or more (it gives nothing);
    /// - playing a card that finds no tile while another card would find one;
    /// - a charter of healers (they give nothing);
    /// - dismissing the only resident of a palace (which then decays) while a
    ///   person could go from a palace with company.
    fn is_blunder(&self, action: Action) -> bool {
        let Some(decision) = self.pending() else {
            return false;
        };
        let player = self.player(decision.player);
        match (decision.kind, action) {
            (DecisionKind::ChooseAction, Action::Refill) => player.yuan >= 3,
            (DecisionKind::PlayCard, Action::PlayCard(card)) => {
                let finds = |card: HandCard| match card {
                    HandCard::Person(kind) => self.supply().has_kind(kind),
                    HandCard::Wild => self.supply().total() > 0,
                };
                !finds(card) && player.hand.cards().any(finds)
            }
            (DecisionKind::Charter, Action::Charter(kind)) => kind == Kind::Healer,
            (DecisionKind::Dismiss { reason, .. }, Action::Dismiss { palace, .. }) => {
                // Drought and earthquake dismissals are tied to given palaces.
                use crate::decision::Reason;
                let free_choice = !matches!(reason, Reason::Drought | Reason::Earthquake);
                free_choice
                    && player.palaces[palace as usize].len() == 1
                    && player.palaces.iter().any(|p| p.len() > 1)
            }
            _ => false,
        }
    }
}
