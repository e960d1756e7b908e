//! The game state: everything on the table, every hand, the draw pile in
//! order, the pending decision and the game's own seeded RNG.
//!
//! Cards are counts per colour (cards of one colour are identical), the
//! board is bit masks of sites, so a state is small and cheap to clone.

use serde::{Deserialize, Serialize};
use smallvec::SmallVec;

use crate::board::{Province, Side, SideTables, Site, SiteSet, board};
use crate::card::{Cards, Colour};
use crate::decision::Decision;
use crate::error::RuleError;
use crate::hidden::Reshuffle;
use crate::journal::Journal;
use crate::options::Options;
use crate::rng::Rng;

/// Cards in a full hand (C-7.1) and on a full display (C-3.6).
pub const HAND_SIZE: u8 = 3;
pub const DISPLAY_SIZE: u8 = 4;
/// Pieces per player (C-1.2): houses, envoys in the supply (the ninth is
/// the score marker).
pub const HOUSES: u8 = 20;
pub const ENVOYS: u8 = 8;

/// Player colours by seat. Names only: the UI draws them so that
/// they cannot be confused with the card colours.
pub const PLAYER_COLOURS: [&str; 5] = ["red", "yellow", "green", "blue", "purple"];

/// Where a player's points came from (C-11.3).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Points {
    /// Provinces scored when they filled up (C-5.11).
    pub houses_in_play: u16,
    /// Provinces scored at the end (C-10.2).
    pub houses_at_end: u16,
    /// Alliances (C-10.3).
    pub alliances: u16,
    /// Chains (C-10.4).
    pub chains: u16,
}

impl Points {
    pub fn total(&self) -> u16 {
        self.houses_in_play + self.houses_at_end + self.alliances + self.chains
    }
}

/// One player's material.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    /// The hand (hidden from the others, C-14.1).
    pub hand: Cards,
    /// What every player knows of this hand: the cards he took from the
    /// display and has not visibly played since (a lower bound of `hand`).
    pub known: Cards,
    /// Houses in the supply.
    pub houses: u8,
    /// Envoys in the supply.
    pub envoys: u8,
    /// Whether his fortification is still in the supply.
    pub fortification: bool,
    /// Sites holding his houses.
    pub sites: SiteSet,
    pub points: Points,
}

impl Player {
    /// Pieces left in the supply: the tie-break (C-11.2).
    pub fn supply_pieces(&self) -> u8 {
        self.houses + self.envoys + self.fortification as u8
    }
}

/// One house scoring of a province (for the log and the final table).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ProvinceScoring {
    pub province: Province,
    /// During play (the province filled up) or at the end.
    pub during_play: bool,
    /// Points per seat.
    pub points: [u16; 5],
}

/// The current turn (C-5.1, C-5.2).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Turn {
    /// The turn's one province, fixed by its first piece.
    pub province: Option<Province>,
    /// Pieces placed this turn.
    pub pieces: u8,
    /// Whether the province held a piece at the start of the turn, so a
    /// second piece is allowed.
    pub second_allowed: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameState {
    pub(crate) options: Options,
    pub(crate) rng: Rng,
    pub(crate) players: SmallVec<[Player; 5]>,
    /// Face-up display (C-3.6).
    pub(crate) display: Cards,
    /// Face-up discard pile: public.
    pub(crate) discard: Cards,
    /// Face-down draw pile; the top card is the last one. Its order is hidden.
    pub(crate) pile: SmallVec<[Colour; 64]>,
    /// How often the draw pile was used up (C-7.5).
    pub(crate) exhaustions: u8,
    /// The pile formed at the first exhaustion and what happened to unknown
    /// cards since: what determinization needs afterwards (`hidden.rs`).
    /// Absent before it (and in states saved before it was kept).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) reshuffle: Option<Reshuffle>,
    /// Envoys on each province's dragon field, by seat.
    pub(crate) envoys: [[u8; 5]; 9],
    /// Sites holding a fortification (with or without a house on it).
    pub(crate) fortifications: SiteSet,
    /// Provinces scored during play (scoring markers), a bit per province.
    pub(crate) scored: u16,
    /// House scorings so far, in order.
    pub(crate) scorings: SmallVec<[ProvinceScoring; 9]>,
    /// Seat whose turn it is.
    pub(crate) seat: u8,
    /// Rounds completed (glossary: a round is one turn of every seat).
    #[serde(default)]
    pub(crate) rounds_done: u16,
    pub(crate) turn: Turn,
    /// The draw pile was used up twice: the round is played out (C-9.1).
    pub(crate) ending: bool,
    pub(crate) over: bool,
    pub(crate) pending: Option<Decision>,
    /// Optional log of automatic steps; not part of the game.
    #[serde(skip)]
    pub(crate) journal: Journal,
}

impl GameState {
    /// Sets up a game (§3): deck for the player count, shuffled with the
    /// seeded RNG, 3 cards to each player, 4 on display.
    pub fn new(options: Options, seed: u64) -> Result<GameState, RuleError> {
        options.validate().map_err(RuleError::BadOptions)?;
        let mut rng = Rng::seeded(seed);
        let mut deck: SmallVec<[Colour; 64]> = Cards::deck(options.players).each().collect();
        rng.shuffle(&mut deck);
        let n = options.players as usize;
        let players = (0..n)
            .map(|_| {
                let mut p = Player {
                    houses: HOUSES,
                    envoys: ENVOYS,
                    fortification: options.fortifications,
                    ..Player::default()
                };
                for _ in 0..HAND_SIZE {
                    p.hand.add(deck.pop().expect("deck large enough"), 1);
                }
                p
            })
            .collect();
        let mut display = Cards::EMPTY;
        for _ in 0..DISPLAY_SIZE {
            display.add(deck.pop().expect("deck large enough"), 1);
        }
        let mut state = GameState {
            options,
            rng,
            players,
            display,
            discard: Cards::EMPTY,
            pile: deck,
            exhaustions: 0,
            reshuffle: None,
            envoys: [[0; 5]; 9],
            fortifications: SiteSet::default(),
            scored: 0,
            scorings: SmallVec::new(),
            seat: 0,
            rounds_done: 0,
            turn: Turn::default(),
            ending: false,
            over: false,
            pending: None,
            journal: Journal::default(),
        };
        state.start_turn_or_pass();
        Ok(state)
    }

    pub fn options(&self) -> &Options {
        &self.options
    }

    pub fn side(&self) -> Side {
        self.options.side
    }

    pub(crate) fn tables(&self) -> &'static SideTables {
        board().side(self.options.side)
    }

    pub fn players(&self) -> &[Player] {
        &self.players
    }

    pub fn player(&self, seat: usize) -> &Player {
        &self.players[seat]
    }

    pub fn display(&self) -> Cards {
        self.display
    }

    pub fn discard_pile(&self) -> Cards {
        self.discard
    }

    /// Cards in the draw pile (public, C-7.4).
    pub fn pile_len(&self) -> usize {
        self.pile.len()
    }

    /// The draw pile, top card last. Hidden information: only for tools,
    /// tests and traces.
    pub fn pile(&self) -> &[Colour] {
        &self.pile
    }

    pub fn exhaustions(&self) -> u8 {
        self.exhaustions
    }

    /// Whether the end is triggered and the round is being played out.
    pub fn is_ending(&self) -> bool {
        self.ending
    }

    pub fn turn(&self) -> Turn {
        self.turn
    }

    /// Seat whose turn it is (the last one once the game is over).
    pub fn seat(&self) -> usize {
        self.seat as usize
    }

    pub fn fortifications(&self) -> SiteSet {
        self.fortifications
    }

    pub fn is_scored(&self, province: Province) -> bool {
        self.scored & (1 << province.index()) != 0
    }

    pub fn scorings(&self) -> &[ProvinceScoring] {
        &self.scorings
    }

    /// The seat owning the house on `site`, if any.
    pub fn house_owner(&self, site: Site) -> Option<usize> {
        self.players.iter().position(|p| p.sites.contains(site))
    }

    /// Sites holding a house of anyone.
    pub fn houses_mask(&self) -> u64 {
        self.players.iter().fold(0, |m, p| m | p.sites.0)
    }

    /// h(p, X): houses of `seat` in `province`.
    pub fn houses_of(&self, seat: usize, province: Province) -> u8 {
        (self.players[seat].sites.0 & self.tables().province_sites[province.index()]).count_ones()
            as u8
    }

    /// Houses of every seat in `province`.
    pub fn house_counts(&self, province: Province) -> [u8; 5] {
        let mask = self.tables().province_sites[province.index()];
        let mut out = [0; 5];
        for (o, p) in out.iter_mut().zip(&self.players) {
            *o = (p.sites.0 & mask).count_ones() as u8;
        }
        out
    }

    /// H(X): the most houses one player has in `province`.
    pub fn max_houses(&self, province: Province) -> u8 {
        self.house_counts(province).into_iter().max().unwrap_or(0)
    }

    /// e(p, X).
    pub fn envoys_of(&self, seat: usize, province: Province) -> u8 {
        self.envoys[province.index()][seat]
    }

    /// E(X): all envoys in `province`.
    pub fn envoys_in(&self, province: Province) -> u8 {
        self.envoys[province.index()].iter().sum()
    }

    /// Whether `province` holds any piece at all (C-5.2, R-9).
    pub fn has_pieces(&self, province: Province) -> bool {
        let mask = self.tables().province_sites[province.index()];
        (self.houses_mask() | self.fortifications.0) & mask != 0 || self.envoys_in(province) > 0
    }

    /// Whether every site of `province` holds a house (C-5.11).
    pub fn is_full(&self, province: Province) -> bool {
        let mask = self.tables().province_sites[province.index()];
        self.houses_mask() & mask == mask
    }

    /// Who must decide what, or `None` once the game is over.
    pub fn pending(&self) -> Option<Decision> {
        self.pending
    }

    pub fn current_player(&self) -> Option<usize> {
        self.pending.map(|d| d.player)
    }

    pub fn is_over(&self) -> bool {
        self.over
    }

    /// The round in progress, from 1: a round is one turn of every seat
    /// from seat 0 to the last (automatic passes included). The app charts
    /// the scores round by round with it.
    pub fn round(&self) -> u16 {
        self.rounds_done + 1
    }

    /// Every seat's score.
    pub fn scores(&self) -> SmallVec<[u16; 5]> {
        self.players.iter().map(|p| p.points.total()).collect()
    }

    /// Seats from first to last: most points, then most pieces in supply
    /// (C-11.2); players still tied share the place (listed by seat).
    pub fn ranking(&self) -> SmallVec<[usize; 5]> {
        let mut order: SmallVec<[usize; 5]> = (0..self.players.len()).collect();
        boardgame::sort::sort_by_key(&mut order, |&s| std::cmp::Reverse(self.rank_key(s)));
        order
    }

    fn rank_key(&self, seat: usize) -> (u16, u8) {
        let p = &self.players[seat];
        (p.points.total(), p.supply_pieces())
    }

    /// Every seat sharing the victory once the game is over (C-11.3).
    pub fn winners(&self) -> SmallVec<[usize; 5]> {
        if !self.over {
            return SmallVec::new();
        }
        let order = self.ranking();
        let best = self.rank_key(order[0]);
        order
            .into_iter()
            .filter(|&s| self.rank_key(s) == best)
            .collect()
    }

    pub fn winner(&self) -> Option<usize> {
        self.over.then(|| self.ranking()[0])
    }

    /// Every card of the game (the deck for this player count): where
    /// determinization draws its pool from.
    pub fn deck(&self) -> Cards {
        Cards::deck(self.options.players)
    }
}
