//! A whole game as data: options, seed and actions. Replaying it through the
//! rules reproduces every state exactly; saves, undo, replay, exports and the
//! browser tests' cross-checks all rest on this.

use serde::{Deserialize, Serialize};

use crate::game::Game;

/// The options and seed a game started from, and every action played since.
#[derive(Serialize, Deserialize)]
#[serde(bound = "")]
pub struct Record<G: Game> {
    pub options: G::Options,
    pub seed: u64,
    pub actions: Vec<G::Action>,
}

// Derives would ask `G` itself (the state) for these; only its parts need them.
impl<G: Game> Clone for Record<G> {
    fn clone(&self) -> Self {
        Record {
            options: self.options.clone(),
            seed: self.seed,
            actions: self.actions.clone(),
        }
    }
}

impl<G: Game> PartialEq for Record<G> {
    fn eq(&self, other: &Self) -> bool {
        self.options == other.options && self.seed == other.seed && self.actions == other.actions
    }
}

impl<G: Game> std::fmt::Debug for Record<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Record")
            .field("options", &self.options)
            .field("seed", &self.seed)
            .field("actions", &self.actions)
            .finish()
    }
}

/// A record that does not replay.
#[derive(Clone, Debug, PartialEq)]
pub struct ReplayError<E> {
    /// Index of the refused action, or `None` if the options were refused.
    pub index: Option<usize>,
    pub error: E,
}

impl<E: std::fmt::Display> std::fmt::Display for ReplayError<E> {
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

impl<E: std::fmt::Display + std::fmt::Debug> std::error::Error for ReplayError<E> {}

impl<G: Game> Record<G> {
    pub fn new(options: G::Options, seed: u64) -> Record<G> {
        Record {
            options,
            seed,
            actions: Vec::new(),
        }
    }

    /// Plays every action from the start.
    pub fn replay(&self) -> Result<G, ReplayError<G::Error>> {
        self.replay_to(self.actions.len())
    }

    /// Plays the first `steps` actions (all of them if there are fewer): the
    /// position a replay shows at that step.
    pub fn replay_to(&self, steps: usize) -> Result<G, ReplayError<G::Error>> {
        let mut state =
            G::new(&self.options, self.seed).map_err(|error| ReplayError { index: None, error })?;
        for (i, &action) in self.actions.iter().take(steps).enumerate() {
            state.apply(action).map_err(|error| ReplayError {
                index: Some(i),
                error,
            })?;
        }
        Ok(state)
    }

    /// This record from the time the game made by itself what it now asks
    /// ([`Game::made_by_itself`]): the same game, with those actions put in
    /// where the game now asks them (the last one's too), so that it
    /// replays under today's rules. Only for a record from before (the
    /// app's saves of format 2): today's records hold those actions
    /// already.
    pub fn migrated(&self) -> Result<Record<G>, ReplayError<G::Error>> {
        let mut state =
            G::new(&self.options, self.seed).map_err(|error| ReplayError { index: None, error })?;
        let mut actions = Vec::with_capacity(self.actions.len());
        let made = |state: &mut G, actions: &mut Vec<G::Action>, index| {
            while let Some(action) = state.made_by_itself() {
                state.apply(action).map_err(|error| ReplayError {
                    index: Some(index),
                    error,
                })?;
                actions.push(action);
            }
            Ok(())
        };
        for (i, &action) in self.actions.iter().enumerate() {
            made(&mut state, &mut actions, i)?;
            state.apply(action).map_err(|error| ReplayError {
                index: Some(i),
                error,
            })?;
            actions.push(action);
        }
        made(&mut state, &mut actions, self.actions.len())?;
        Ok(Record {
            options: self.options.clone(),
            seed: self.seed,
            actions,
        })
    }
}
