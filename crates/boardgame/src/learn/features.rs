//! What a game tells the learner: one seat's view as a vector of numbers.

use crate::bot::Bot;
use crate::game::Game;

/// A game whose positions can be judged by a learned value.
///
/// `features(seat, out)` must read only what `seat` may know: the public
/// table, its own hand or supply, counts of what others hold. Two states
/// that differ only in `seat`'s secrets give the same vector (each game
/// tests this), so a value learned on them cannot leak a secret, and it can
/// be computed on the real game as well as on a determinized sample.
pub trait Features: Game {
    /// Length of the vector, the same for every player count.
    const FEATURES: usize;

    /// Fills `out` (length [`Features::FEATURES`]) with `seat`'s view.
    fn features(&self, seat: usize, out: &mut [f32]);

    /// The player that plays the training games. It must not depend on the
    /// weights being trained, so that the documented command reproduces the
    /// shipped weights from scratch.
    fn trainer(seed: u64) -> Box<dyn Bot<Self>>;
}
