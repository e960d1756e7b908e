//! Button texts, the question asked and the status line, in words. What a
//! wall would do is the engine's answer (`Wall::build` on a copy).

use dschingis_khan::{Action, GameState, Slot, Via};

use crate::games::Labels;
use super::text::{Msg, outcome, tr};

/// What building on `slot` now would do, in words ("extends the wall",
/// "loop: … removed: between Stone Cairn and Silk Road").
pub fn build_outcome(state: &GameState, slot: Slot) -> String {
    let mut wall = state.wall().clone();
    outcome(&wall.build(slot))
}

impl Labels for GameState {
    /// Button text for a legal action in this position.
    fn action_label(&self, action: Action) -> String {
        let seat = self.pending().map(|d| d.player).unwrap_or(0);
        let me = &self.players()[seat];
        match action {
            Action::Setup { village, kind } => tr(Msg::SetupPiece(kind, village)),
            Action::Scout { village } => tr(Msg::Scout(village)),
            Action::DrawWall => tr(Msg::DrawWall(self.general_supply())),
            Action::DrawPiece => tr(Msg::DrawPiece(me.passive.len() as u8)),
            Action::PlacePieces => tr(Msg::PlacePieces(me.pieces.total())),
            Action::BuildWalls => tr(Msg::BuildWalls(me.walls)),
            Action::TakeScoutOff => tr(Msg::TakeScoutOff),
            Action::Pass => tr(Msg::Pass),
            Action::Step { to, via: Via::Road } => tr(Msg::Road(to)),
            Action::Step {
                to,
                via: Via::Wall { up, down },
            } if up == down => tr(Msg::Gate(to)),
            Action::Step {
                to,
                via: Via::Wall { up, down },
            } => tr(Msg::OverWall(to, up, down)),
            Action::Place { kind } => tr(Msg::PlaceKind(kind)),
            Action::Build { slot } => tr(Msg::Build(slot, &build_outcome(self, slot))),
        }
    }

    /// "Turn 5 · final round".
    fn status(&self) -> String {
        if self.is_over() {
            return match self.finish() {
                Some(dschingis_khan::Finish::SafetyLimit) => {
                    format!("{} · {}", tr(Msg::GameOver), tr(Msg::SafetyLimit))
                }
                _ => tr(Msg::GameOver),
            };
        }
        let mut text = self.progress();
        if self.in_final_round() {
            text = format!("{text} · {}", tr(Msg::FinalRound));
        } else if self.end().is_some() {
            text = format!("{text} · {}", tr(Msg::EndAnnounced));
        }
        text
    }

    /// "Turn 12", or "Game over".
    fn progress(&self) -> String {
        if self.is_over() {
            tr(Msg::GameOver)
        } else if in_setup(self) {
            tr(Msg::Setup)
        } else {
            tr(Msg::Turn(self.turns_played() + 1))
        }
    }

    /// "Anna: draw: a wall or a piece?".
    fn question(&self, names: &[String]) -> Option<String> {
        let d = self.pending()?;
        Some(tr(Msg::Ask(names.get(d.player)?, d.kind)))
    }
}

/// Whether the start placement is going on.
pub fn in_setup(state: &GameState) -> bool {
    matches!(
        state.pending().map(|d| d.kind),
        Some(
            dschingis_khan::DecisionKind::SetupPiece { .. }
                | dschingis_khan::DecisionKind::SetupScout { .. }
        )
    )
}
