//! Easy: a beginner. It picks a random legal action, but not one of a few
//! plain blunders a person who knows the rules would never make.

use crate::action::Action;
use crate::decision::DecisionKind;
use crate::piece::{Kind, Piece};
use crate::scoring::stack_value;
use crate::state::GameState;
use boardgame::{Beginner, Blunders};

/// Easy is the core's beginner with this game's blunders.
pub type Easy = Beginner<GameState>;

impl Blunders for GameState {
    /// An action that is plainly worse than another legal one: putting a piece
    /// on a village where it scores less for oneself than another held kind
    /// would, when that other kind scores more than 0 there (a `C` in Mongolia
    /// while holding an `M`, a plague while holding a farmer).
    fn is_blunder(&self, action: Action) -> bool {
        let Some(decision) = self.pending() else {
            return false;
        };
        let (DecisionKind::Place { village }, Action::Place { kind }) = (decision.kind, action)
        else {
            return false;
        };
        let seat = decision.player;
        let mongolia = self.is_mongolia(village);
        let value = |k: Kind| {
            let mut stack: Vec<Piece> = self.stack(village).to_vec();
            stack.push(Piece {
                owner: seat as u8,
                kind: k,
                seen: 0,
            });
            stack_value(&stack, mongolia).1
        };
        let mine = value(kind);
        self.held_kinds(seat)
            .any(|other| other != kind && value(other) > mine.max(0))
    }
}
