//! Button texts, the question asked and the status line, in words; prices
//! and costs are the engine's answers.

use dragon::{Action, GameState};

use crate::games::Labels;
use super::text::{Msg, tr};

impl Labels for GameState {
    /// Button text for a legal action in this position.
    fn action_label(&self, action: Action) -> String {
        match action {
            Action::Take { group, card } => tr(Msg::ActionTake {
                group: group as usize,
                card,
                cost: self
                    .groups()
                    .get(group as usize)
                    .map(|g| self.take_cost(g))
                    .unwrap_or(0),
            }),
            Action::Refill => tr(Msg::Refill),
            Action::Privilege(size) => tr(Msg::BuyPrivilege(size, self.privilege_price(size))),
            Action::BuildWall(b) => tr(Msg::BuildWall(b)),
            Action::Build(dragon::Site::NewPalace) => tr(Msg::NewPalace),
            Action::Build(dragon::Site::Palace(i)) => tr(Msg::BuildOnPalace(i as usize)),
            Action::PlayCard(c) => tr(Msg::PlayCard(c)),
            Action::Recruit(p) => tr(Msg::Recruit(p)),
            Action::Place(i) => tr(Msg::Place(i as usize)),
            Action::Replace { palace, person } => tr(Msg::Replace(palace as usize, person)),
            Action::Release => tr(Msg::Release),
            Action::Dismiss { palace, person } => tr(Msg::Dismiss(palace as usize, person)),
            Action::RemoveFloor(i) => tr(Msg::RemoveFloor(i as usize)),
            Action::Return(g) => tr(Msg::Return(g)),
            Action::Discard(c) => tr(Msg::Discard(c)),
            Action::Charter(k) => tr(Msg::Charter(k)),
        }
    }

    /// "Month 3 · Action phase".
    fn status(&self) -> String {
        tr(Msg::Status(self.month(), self.phase()))
    }

    /// "Month 3", or "Game over".
    fn progress(&self) -> String {
        if self.is_over() {
            tr(Msg::GameOver)
        } else {
            tr(Msg::Month(self.month()))
        }
    }

    /// "Anna: choose an action group, or refill".
    fn question(&self, names: &[String]) -> Option<String> {
        let d = self.pending()?;
        Some(tr(Msg::Ask(names.get(d.player)?, d.kind)))
    }
}
