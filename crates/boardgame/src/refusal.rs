//! Why a game refused its options or an action, and the words every game's
//! engine uses for it, so that the tools print one kind of sentence whatever
//! the game (the app puts a refusal into the player's language itself).

use std::fmt::{self, Debug, Display};

use crate::decision::Decision;

/// Why a game refused: its options (`O`: the game's options error), the end
/// of the game, or an action `A` that breaks rule `W` at a decision of kind
/// `K`. A refused action leaves the state unchanged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RuleError<O, A, K, W> {
    /// The options cannot make a game.
    BadOptions(O),
    /// The game is over; nothing more can be played.
    GameOver,
    /// The action does not fit the pending decision.
    Illegal {
        action: A,
        decision: Decision<K>,
        why: W,
    },
}

impl<O, A: Copy, K: Copy, W> RuleError<O, A, K, W> {
    /// The `pending` decision if `action` may answer it (`why_illegal` of
    /// that decision is `Ok`); otherwise why not. Every game's `apply`
    /// starts here, so none changes anything before this check.
    pub fn check(
        pending: Option<Decision<K>>,
        action: A,
        why_illegal: impl FnOnce(Decision<K>) -> Result<(), W>,
    ) -> Result<Decision<K>, Self> {
        let decision = pending.ok_or(RuleError::GameOver)?;
        why_illegal(decision).map_err(|why| RuleError::Illegal {
            action,
            decision,
            why,
        })?;
        Ok(decision)
    }
}

impl<O: Display, A: Debug, K: Debug, W: Display> Display for RuleError<O, A, K, W> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RuleError::BadOptions(why) => write!(f, "cannot set up this game: {why}"),
            RuleError::GameOver => write!(f, "the game is over"),
            RuleError::Illegal {
                action,
                decision,
                why,
            } => write_illegal(f, decision.player, action, &decision.kind, why),
        }
    }
}

impl<O: Display + Debug, A: Debug, K: Debug, W: Display + Debug> std::error::Error
    for RuleError<O, A, K, W>
{
}

/// "player 2 cannot play Place(3) now (Placement): why", for the seat
/// `player` (0-based) at the pending `decision`.
pub fn write_illegal(
    f: &mut fmt::Formatter<'_>,
    player: usize,
    action: &dyn Debug,
    decision: &dyn Debug,
    why: &dyn Display,
) -> fmt::Result {
    write!(
        f,
        "player {} cannot play {action:?} now ({decision:?}): {why}",
        player + 1
    )
}
