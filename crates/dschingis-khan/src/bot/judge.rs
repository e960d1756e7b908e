//! Medium: the core's learned one-ply bot ([`boardgame::learn::Judge`]) on
//! this game's [value](super::value). What it needs of Dschingis Khan: a
//! turn ends when `turns_played` moves on; inside the completion of a turn
//! a step can have a hundred targets, so only the [`COMPLETION_WIDTH`] the
//! fast [policy](super::policy) likes best are judged; a player count
//! without a model plays as the hand-written [`Medium`].

use boardgame::Bot;
use boardgame::learn::{Judged, ValueSet};

use super::medium::Medium;
use crate::action::Action;
use crate::state::GameState;

/// The learned Medium bot.
pub type Judge = boardgame::learn::Judge<GameState>;

/// Judging all of a step's targets for each of a hundred candidates took
/// up to a tenth of a second (`medium_time --game dschingis-khan`, tools); sixteen keep the
/// slowest decision near a hundredth.
pub const COMPLETION_WIDTH: usize = 16;

impl Judged for GameState {
    const COMPLETION_WIDTH: usize = COMPLETION_WIDTH;

    fn value_set() -> &'static ValueSet {
        super::value::shipped()
    }

    fn turn_mark(&self) -> usize {
        self.turns_played() as usize
    }

    /// The [`COMPLETION_WIDTH`] actions the fast policy scores best (the
    /// earlier on ties), in their order.
    fn shortlist(&self, legal: &mut Vec<Action>) {
        let mut scores = Vec::with_capacity(legal.len());
        super::policy::scores(self, legal, &mut scores);
        let mut order: Vec<usize> = (0..legal.len()).collect();
        boardgame::sort::sort_by(&mut order, |&a, &b| {
            scores[b]
                .partial_cmp(&scores[a])
                .unwrap_or(std::cmp::Ordering::Equal)
        });
        order.truncate(COMPLETION_WIDTH);
        boardgame::sort::sort_by_key(&mut order, |&i| i);
        let kept: Vec<Action> = order.iter().map(|&i| legal[i]).collect();
        *legal = kept;
    }

    fn untrained(seed: u64) -> Box<dyn Bot<GameState>> {
        Box::new(Medium::new(seed))
    }
}
