//! A whole game as data: options, seed and actions. Replaying it through the
//! engine reproduces every state exactly.

use serde::{Deserialize, Serialize};

use crate::action::Action;
use crate::error::RuleError;
use crate::options::Options;
use crate::state::GameState;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRecord {
    pub options: Options,
    pub seed: u64,
    pub actions: Vec<Action>,
}

/// A record that does not replay: the action at `index` was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplayError {
    /// Index of the refused action, or `None` if the options were refused.
    pub index: Option<usize>,
    pub error: RuleError,
}

impl std::fmt::Display for ReplayError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.index {
            Some(i) => write!(
                f,
                "action {} of the record is illegal: {}",
                i + 1,
                self.error
            ),
            None => write!(f, "{}", self.error),
        }
    }
}

impl std::error::Error for ReplayError {}

impl GameRecord {
    pub fn new(options: Options, seed: u64) -> GameRecord {
        GameRecord {
            options,
            seed,
            actions: Vec::new(),
        }
    }

    /// Plays every action from the start.
    pub fn replay(&self) -> Result<GameState, ReplayError> {
        let mut state = GameState::new(self.options, self.seed)
            .map_err(|error| ReplayError { index: None, error })?;
        for (i, &action) in self.actions.iter().enumerate() {
            state.apply(action).map_err(|error| ReplayError {
                index: Some(i),
                error,
            })?;
        }
        Ok(state)
    }
}
