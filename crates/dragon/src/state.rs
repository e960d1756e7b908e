//! The game state: everything on the table, the pending decision, and the
//! game's own seeded RNG. Cheap to clone: fixed-size arrays and inline vectors.

use serde::{Deserialize, Serialize};
use smallvec::SmallVec;

use crate::card::{Group, deal_groups};
use crate::decision::Decision;
use crate::error::RuleError;
use crate::event::{Event, SuperEvent, event_row};
use crate::journal::Journal;
use crate::options::{Options, SuperEvents};
use crate::person::{Kind, Supply};
use crate::player::Player;
use crate::rng::Rng;

pub const MONTHS: u8 = 12;

/// Where the game stands within a month. Each phase remembers which players
/// have had their turn (`done`, a bit per seat) because turn order is re-read
/// from the person track after every step.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Initial draft in seat order; `first` is the type the drafting player took first.
    Draft {
        seat: u8,
        first: Option<Kind>,
    },
    Actions {
        done: u8,
    },
    Persons {
        done: u8,
    },
    /// The month's event; `owed` dismissals per seat. `repeat` is the solar eclipse's second run.
    Event {
        repeat: bool,
        done: u8,
        owed: [u8; 5],
    },
    /// Great Wall check after a Mongol invasion, or (`last`) after month 12.
    WallCheck {
        last: bool,
        done: u8,
        owed: [u8; 5],
    },
    /// A super event in which every player chooses in turn order.
    /// `sunrise_taken`: a bit per person type taken at this sunrise;
    /// `quake_floors`: floors the current player still removes in an earthquake.
    SuperEvent {
        done: u8,
        sunrise_taken: u16,
        quake_floors: u8,
    },
    GameOver,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameState {
    pub(crate) options: Options,
    pub(crate) rng: Rng,
    /// 1-12; the draft happens before month 1 starts.
    pub(crate) month: u8,
    pub(crate) events: [Event; 12],
    pub(crate) super_event: Option<SuperEvent>,
    pub(crate) supply: Supply,
    /// Persons dismissed so far (they leave the game).
    pub(crate) dismissed: u16,
    pub(crate) players: SmallVec<[Player; 5]>,
    /// This month's action groups (the first P are in use).
    pub(crate) groups: [Group; 5],
    /// Owner (seat) of each wall section, in building order.
    pub(crate) wall: SmallVec<[u8; 12]>,
    /// Draft pairs taken: bit j of row i set when types i and j were taken together.
    pub(crate) drafted_pairs: [u16; 9],
    /// Counts disc arrivals, to stack discs that share a space.
    pub(crate) clock: u32,
    pub(crate) phase: Phase,
    pub(crate) pending: Option<Decision>,
    /// Optional log of automatic steps; not part of the game.
    #[serde(skip)]
    pub(crate) journal: Journal,
}

impl GameState {
    /// Sets up a game: person supply, event row, super event, per-player
    /// material; then waits for the first draft decision.
    pub fn new(options: Options, seed: u64) -> Result<GameState, RuleError> {
        options.validate().map_err(RuleError::BadOptions)?;
        let mut rng = Rng::seeded(seed);
        let events = event_row(&mut rng);
        let super_event = match options.super_events {
            SuperEvents::Off => None,
            SuperEvents::Random => Some(SuperEvent::ALL[rng.below(SuperEvent::ALL.len())]),
            SuperEvents::Chosen(e) => Some(e),
        };
        let n = options.players as usize;
        let mut players: SmallVec<[Player; 5]> =
            (0..n).map(|_| Player::new(options.great_wall)).collect();
        // All discs start on 0; seat 1 on top.
        for (seat, player) in players.iter_mut().enumerate() {
            player.track_arrival = (n - seat) as u32;
        }
        let mut state = GameState {
            options,
            rng,
            month: 1,
            events,
            super_event,
            supply: Supply::for_players(options.players),
            dismissed: 0,
            players,
            groups: [Group::default(); 5],
            wall: SmallVec::new(),
            drafted_pairs: [0; 9],
            clock: n as u32,
            phase: Phase::Draft {
                seat: 0,
                first: None,
            },
            pending: None,
            journal: Journal::default(),
        };
        state.advance();
        Ok(state)
    }

    pub fn options(&self) -> &Options {
        &self.options
    }

    /// Current month, 1-12 (1 during the draft).
    pub fn month(&self) -> u8 {
        self.month
    }

    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The event row, month 1 first.
    pub fn events(&self) -> &[Event; 12] {
        &self.events
    }

    /// The super event on month 7, if played.
    pub fn super_event(&self) -> Option<SuperEvent> {
        self.super_event
    }

    pub fn supply(&self) -> &Supply {
        &self.supply
    }

    pub fn dismissed(&self) -> u16 {
        self.dismissed
    }

    pub fn players(&self) -> &[Player] {
        &self.players
    }

    pub fn player(&self, seat: usize) -> &Player {
        &self.players[seat]
    }

    /// This month's action groups, with their cards and dragons.
    pub fn groups(&self) -> &[Group] {
        &self.groups[..self.players.len()]
    }

    /// Owners (seats) of the wall sections in order: section k under month k.
    pub fn wall(&self) -> &[u8] {
        &self.wall
    }

    /// Who must decide what, or `None` once the game is over.
    pub fn pending(&self) -> Option<Decision> {
        self.pending
    }

    /// Seat of the player to move, if any.
    pub fn current_player(&self) -> Option<usize> {
        self.pending.map(|d| d.player)
    }

    pub fn is_over(&self) -> bool {
        matches!(self.phase, Phase::GameOver)
    }

    /// Whether two types were already drafted together.
    pub fn pair_taken(&self, a: Kind, b: Kind) -> bool {
        self.drafted_pairs[a.index()] & (1 << b.index()) != 0
    }

    /// Seats in turn order: highest on the person track first; on a shared
    /// space the disc that arrived last is on top.
    pub fn turn_order(&self) -> SmallVec<[usize; 5]> {
        let mut order: SmallVec<[usize; 5]> = (0..self.players.len()).collect();
        boardgame::sort::sort_by_key(&mut order, |&p| std::cmp::Reverse(self.order_key(p)));
        order
    }

    fn order_key(&self, seat: usize) -> (u16, u32) {
        let p = &self.players[seat];
        (p.track, p.track_arrival)
    }

    /// First seat in turn order that is not in `done` and satisfies `wanted`.
    pub(crate) fn next_in_turn_order(
        &self,
        done: u8,
        wanted: impl Fn(usize) -> bool,
    ) -> Option<usize> {
        (0..self.players.len())
            .filter(|&p| done & (1 << p) == 0 && wanted(p))
            .max_by_key(|&p| self.order_key(p))
    }

    /// First seat in turn order, not in `done`, that owes dismissals and
    /// still has a person to dismiss.
    pub(crate) fn next_to_dismiss(&self, done: u8, owed: &[u8; 5]) -> Option<usize> {
        self.next_in_turn_order(done, |p| owed[p] > 0 && self.players[p].person_count() > 0)
    }

    /// Moves a disc forward; a disc that moves lands on top of any it meets.
    pub(crate) fn advance_track(&mut self, seat: usize, steps: u16) {
        if steps > 0 {
            self.clock += 1;
            let player = &mut self.players[seat];
            player.track += steps;
            player.track_arrival = self.clock;
        }
    }

    pub(crate) fn deal_groups(&mut self) {
        self.groups = deal_groups(&mut self.rng, self.options.players, self.options.great_wall);
    }

    /// Every player's VP, by seat.
    pub fn scores(&self) -> SmallVec<[u16; 5]> {
        self.players.iter().map(|p| p.vp).collect()
    }

    /// Seats from first to last place: most VP, ties broken by the person
    /// track (ahead wins, stacking counts).
    pub fn ranking(&self) -> SmallVec<[usize; 5]> {
        let mut order: SmallVec<[usize; 5]> = (0..self.players.len()).collect();
        boardgame::sort::sort_by_key(&mut order, |&p| {
            std::cmp::Reverse((self.players[p].vp, self.order_key(p)))
        });
        order
    }

    /// The winner once the game is over.
    pub fn winner(&self) -> Option<usize> {
        self.is_over().then(|| self.ranking()[0])
    }

    /// A copy of the table with the game's RNG replaced by one seeded with
    /// `seed` (and no journal): what a bot may look at. Everything on the
    /// table is public in this game; the only secret is the RNG, which
    /// decides how the action cards of future months will be grouped. A copy
    /// that carries a different RNG plays on exactly like the original until
    /// the next month's cards are dealt.
    pub fn with_reseeded_rng(&self, seed: u64) -> GameState {
        let mut copy = self.clone();
        copy.journal = Journal::default();
        copy.reseed(seed);
        copy
    }

    /// Replaces the game's RNG by one seeded with `seed`: future deals are
    /// then a fresh sample. Search uses it to sample one possible future per
    /// simulation. Never call it on the real game: it changes the game.
    pub fn reseed(&mut self, seed: u64) {
        self.rng = Rng::seeded(seed);
    }
}
