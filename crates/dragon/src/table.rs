//! The Dragon at a table of devices ([`boardgame::table`]).
//!
//! Everything on the table is public in this game: the event row, the
//! super event, the person supply, the dealt action groups, every player's
//! palaces, goods, privileges, person cards, wall tiles and both tracks.
//! The one secret is the game's RNG, which decides how future months'
//! action cards are grouped: a seat's view is the whole table without it.
//! No action carries a secret, so every seat's log entry is the action
//! itself with its [`Outcome`] and the automatic steps after it (the
//! engine's journal).

use boardgame::table::{Seated, StandIn};
use serde::{Deserialize, Serialize};

use crate::action::Action;
use crate::card::Group;
use crate::decision::DecisionKind;
use crate::error::RuleError;
use crate::event::{Event, SuperEvent};
use crate::journal::{Happening, Journal};
use crate::options::Options;
use crate::outcome::Outcome;
use crate::person::Supply;
use crate::player::Player;
use crate::state::{GameState, Phase};

/// The table as every seat sees it: the state without the game's RNG.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SeatView {
    pub options: Options,
    /// 1-12 (1 during the draft).
    pub month: u8,
    pub events: [Event; 12],
    pub super_event: Option<SuperEvent>,
    pub supply: Supply,
    pub dismissed: u16,
    /// Every player's holdings, by seat (all public, hands included).
    pub players: Vec<Player>,
    /// This month's action groups, one per player.
    pub groups: Vec<Group>,
    /// Owners (seats) of the wall sections in building order.
    pub wall: Vec<u8>,
    /// Draft pairs taken (bit j of row i: types i and j together).
    pub drafted_pairs: [u16; 9],
    /// Counts disc arrivals on the person track (stacking order).
    pub clock: u32,
    pub phase: Phase,
}

/// One action as every seat sees it: who decided what, and what the engine
/// did on its own after it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SeatEvent {
    pub seat: u8,
    pub decision: DecisionKind,
    pub action: Action,
    /// What it cost and gave (the log says it; a guest has no state from
    /// before the action to work it out).
    pub outcome: Outcome,
    pub happenings: Vec<Happening>,
}

impl Seated for GameState {
    type SeatView = SeatView;
    type SeatEvent = SeatEvent;

    /// The same for every seat: nothing on the table is hidden.
    fn seat_view(&self, _seat: usize) -> SeatView {
        SeatView {
            options: self.options,
            month: self.month,
            events: self.events,
            super_event: self.super_event,
            supply: self.supply,
            dismissed: self.dismissed,
            players: self.players.to_vec(),
            groups: self.groups().to_vec(),
            wall: self.wall.to_vec(),
            drafted_pairs: self.drafted_pairs,
            clock: self.clock,
            phase: self.phase,
        }
    }

    fn seen_by_all(&self, action: Action) -> Result<Vec<SeatEvent>, RuleError> {
        let mut after = self.clone();
        after.keep_journal(true);
        after.apply(action)?;
        let decision = self.pending.expect("an accepted action answers a decision");
        let event = SeatEvent {
            seat: decision.player as u8,
            decision: decision.kind,
            action,
            outcome: Outcome::of(self, &after, action),
            happenings: after.take_journal(),
        };
        Ok(vec![event; self.players.len()])
    }
}

impl StandIn for GameState {
    fn stand_in(view: &SeatView, pending: Option<crate::decision::Decision>) -> GameState {
        stand_in(view, pending)
    }
}

/// The position a seat's view describes, for a guest's device to draw and
/// ask for its legal actions: the whole table, with an RNG of its own in
/// place of the game's (which nobody sees). `pending` is the view's
/// decision. Never for a bot's search as it is: the guest's hint reseeds it
/// first, as every search does.
pub fn stand_in(view: &SeatView, pending: Option<crate::decision::Decision>) -> GameState {
    let mut groups = [Group::default(); 5];
    for (slot, group) in groups.iter_mut().zip(&view.groups) {
        *slot = *group;
    }
    GameState {
        options: view.options,
        rng: crate::rng::Rng::seeded(0),
        month: view.month,
        events: view.events,
        super_event: view.super_event,
        supply: view.supply,
        dismissed: view.dismissed,
        players: view.players.iter().cloned().collect(),
        groups,
        wall: view.wall.iter().copied().collect(),
        drafted_pairs: view.drafted_pairs,
        clock: view.clock,
        phase: view.phase,
        pending,
        journal: Journal::default(),
    }
}
