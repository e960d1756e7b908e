//! Button texts, the question asked and the status line, in words.

use china::{Action, DecisionKind, GameState};

use crate::games::Labels;
use super::text::{Msg, tr};

impl Labels for GameState {
    /// Button text for a legal action in this position: `Stop` before
    /// any piece is the pass of a hand that cannot pay (C-4.3).
    fn action_label(&self, action: Action) -> String {
        let first = matches!(
            self.pending().map(|d| d.kind),
            Some(DecisionKind::Pay { piece: 0 })
        );
        match action {
            Action::Stop if first => tr(Msg::Pass),
            _ => tr(Msg::Action(action)),
        }
    }

    /// "Draw pile: 23 · Discard pile: 5", "… · last round", or "Game over".
    fn status(&self) -> String {
        if self.is_over() {
            return tr(Msg::GameOverStatus);
        }
        let mut parts = vec![
            tr(Msg::DrawPile(self.pile_len())),
            tr(Msg::DiscardPile(self.discard_pile().total())),
        ];
        let used = tr(Msg::Exhaustions(self.exhaustions()));
        if !used.is_empty() {
            parts.push(used);
        }
        if self.is_ending() {
            parts.push(tr(Msg::Ending));
        }
        parts.join(" · ")
    }

    /// "Draw pile: 23", or "Game over".
    fn progress(&self) -> String {
        if self.is_over() {
            tr(Msg::GameOverStatus)
        } else {
            tr(Msg::DrawPile(self.pile_len()))
        }
    }

    /// "Anna: place pieces, or swap a card".
    fn question(&self, names: &[String]) -> Option<String> {
        let d = self.pending()?;
        Some(tr(Msg::Ask(
            names.get(d.player)?,
            d.kind,
            self.turn().province,
        )))
    }
}
