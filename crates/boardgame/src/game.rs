//! The one trait a game implements to get search, bots, records, replay, the
//! simulator, the tournament, the test harness and the app's shell.

use std::fmt::{Debug, Display};

use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::rng::Rng;

/// A game's rules: a state that holds everything on the table, the pending
/// decision and its own seeded [`Rng`], so that a game replays exactly from
/// its options, seed and list of actions.
///
/// Every choice a player makes is one atomic [`Game::Action`]; a turn of
/// several parts is a sequence of decisions of the same player, so the UI
/// and the bots use one mechanism.
pub trait Game: Clone + Debug + PartialEq + Serialize + DeserializeOwned + 'static {
    /// The rule options chosen at setup (player count included).
    type Options: Clone + Debug + PartialEq + Serialize + DeserializeOwned + 'static;
    /// One atomic decision.
    type Action: Copy + Eq + std::hash::Hash + Debug + Serialize + DeserializeOwned + Send + 'static;
    /// What is being asked, and of whom ([`Game::pending`]).
    type Decision: Copy + Debug + PartialEq + Serialize + DeserializeOwned + 'static;
    /// Why options or an action were refused.
    type Error: Clone + Debug + Display + PartialEq + 'static;

    /// Short, stable identifier: `dragon`, `china`, … (saves, tools, URLs).
    const NAME: &'static str;

    /// Sets up a game from options and a seed.
    fn new(options: &Self::Options, seed: u64) -> Result<Self, Self::Error>;

    fn options(&self) -> &Self::Options;

    /// Number of seats (`0..players()`).
    fn players(&self) -> usize;

    /// The decision the game waits for, or `None` once it is over.
    fn pending(&self) -> Option<Self::Decision>;

    /// The seat that must decide now, or `None` once the game is over.
    fn to_move(&self) -> Option<usize>;

    /// The legal actions now, into `out` (cleared first). Never empty while
    /// someone is to move.
    fn legal_actions(&self, out: &mut Vec<Self::Action>);

    /// Plays an action for whoever must decide, with every automatic step
    /// that follows. A refused action leaves the state unchanged.
    fn apply(&mut self, action: Self::Action) -> Result<(), Self::Error>;

    /// Each seat's points (the final score once the game is over).
    fn scores(&self) -> Vec<i32>;

    /// Seats from first to last place, ties broken as the rules say.
    fn ranking(&self) -> Vec<usize>;

    /// Replaces everything `seat` cannot know (hidden hands and pieces, the
    /// order of decks, future draws: the game's RNG included) with a fresh
    /// sample drawn from `rng` that agrees with everything `seat` has seen.
    /// The public position stays unchanged. Two states that differ only in
    /// what `seat` cannot know must give the same result for the same `rng`.
    fn determinize(&mut self, seat: usize, rng: &mut Rng);

    /// Whether the game is over.
    fn is_over(&self) -> bool {
        self.to_move().is_none()
    }

    /// The winner once the game is over.
    fn winner(&self) -> Option<usize> {
        self.is_over().then(|| self.ranking()[0])
    }

    /// The legal actions now, as a new vector.
    fn legal(&self) -> Vec<Self::Action> {
        let mut out = Vec::new();
        self.legal_actions(&mut out);
        out
    }

    /// What `seat` may see of the game: a copy with everything hidden from it
    /// re-sampled. Bots only ever get such a copy.
    fn view_for(&self, seat: usize, rng: &mut Rng) -> Self {
        let mut copy = self.clone();
        copy.determinize(seat, rng);
        copy
    }

    /// The one action of the pending decision if older rules of this game
    /// made it by themselves, without asking (records written then lack
    /// it): a game that now asks it so that the flow tells no secret.
    /// [`crate::Record::migrated`] puts it back into such a record. `None`
    /// by default.
    fn made_by_itself(&self) -> Option<Self::Action> {
        None
    }

    /// Once the game is over: each seat's reward in `[0, 1]` for the search
    /// (`out.len() == players()`). By default 1 for the winner, 0 for the
    /// others; a game may add a share for its margin.
    fn rewards(&self, out: &mut [f64]) {
        let winner = self.winner();
        for (seat, slot) in out.iter_mut().enumerate() {
            *slot = if winner == Some(seat) { 1.0 } else { 0.0 };
        }
    }
}
