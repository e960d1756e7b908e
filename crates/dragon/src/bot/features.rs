//! A seat's view as numbers, for the learned value ([`boardgame::learn`]).
//!
//! Everything on the Dragon's table is public, person cards in hand
//! included; the one secret is the game's RNG, which decides how the action
//! cards of the months to come are grouped (spec §4.1). The vector reads
//! the table only, never the RNG nor this month's groups beyond what is
//! face up, so it is the same on the real game, on the seat's view and on
//! any copy with another RNG (test below).
//!
//! Per seat, from the seat's own chair onwards (itself first, then the next
//! seat, ...; missing seats of smaller games are zeros), [`PER_SEAT`]
//! numbers: VP, the person track and how many it is ahead of in turn order,
//! yuan, rice, rockets, privilege dragons; palaces, floors, persons, free
//! floors, empty palaces; the symbols of its persons by type (hammers,
//! fans, coins, rockets, helmets, buddhas, mortars, rice, books) and its
//! monks' points; person cards and wild cards in hand; wall sections; how
//! well it is prepared for each event still to come (rice short at the next
//! drought, yuan short at the next imperial tribute, mortars short at the
//! next disease, whether it has the fewest helmets before a Mongol
//! invasion, the festival points its rockets would win); and the
//! hand-written estimate of its final VP ([`super::estimate`]). Then the
//! table: the month and phase, for each event the months until it comes
//! and how often it is still to come, the persons left in the supply by
//! type, who moves, persons dismissed, the wall, whether the super event is
//! still ahead, during the action phase which action cards are still face
//! up in a group without a dragon or only in one with a dragon (3 yuan);
//! and the seat's own person cards by type.

use boardgame::learn::Features;
use boardgame::{Bot, Game};

use super::estimate::{Weights, projections};
use super::medium::Medium;
use crate::event::{Event, SUPER_EVENT_MONTH};
use crate::hand::HandCard;
use crate::person::Kind;
use crate::resolve::{DISEASE_VICTIMS, FESTIVAL_FIRST, FESTIVAL_SECOND, TRIBUTE};
use crate::state::{GameState, MONTHS, Phase};

/// Numbers per seat (see [`seat_block`]).
pub const PER_SEAT: usize = 32;
/// Seats the vector has room for (the game's largest table).
const SEATS: usize = 5;
/// Offset of the table's numbers.
const TABLE: usize = SEATS * PER_SEAT;
/// Numbers of the table.
const TABLE_LEN: usize = 50;
/// Offset of the seat's own person cards.
const OWN: usize = TABLE + TABLE_LEN;
/// Length of the vector.
pub const FEATURES: usize = OWN + 10;

/// The events that ask something of a player, in the order of the table's
/// numbers.
const EVENTS: [Event; 5] = [
    Event::ImperialTribute,
    Event::Drought,
    Event::DragonFestival,
    Event::MongolInvasion,
    Event::Disease,
];

impl Features for GameState {
    const FEATURES: usize = FEATURES;

    fn features(&self, seat: usize, out: &mut [f32]) {
        out.fill(0.0);
        let n = self.players().len();
        let first = first_unresolved_month(self);
        // Months until each event comes (1: the first unresolved month) and
        // how often it is still to come.
        let mut until = [0usize; 5];
        let mut left = [0usize; 5];
        for month in first..=MONTHS as usize {
            let event = self.events()[month - 1];
            if let Some(e) = EVENTS.iter().position(|&x| x == event) {
                if left[e] == 0 {
                    until[e] = month + 1 - first;
                }
                left[e] += 1;
            }
        }
        let mut estimate = [0f64; SEATS];
        projections(self, &Weights::default(), &mut estimate[..n]);
        for (owner, &value) in estimate.iter().enumerate().take(n) {
            let j = (owner + n - seat) % n;
            let block = &mut out[j * PER_SEAT..(j + 1) * PER_SEAT];
            seat_block(self, owner, &left, value, block);
        }
        let t = &mut out[TABLE..TABLE + TABLE_LEN];
        t[0] = self.month() as f32;
        t[1 + phase_index(self.phase())] = 1.0;
        for e in 0..5 {
            t[7 + e] = until[e] as f32;
            t[12 + e] = left[e] as f32;
        }
        for kind in Kind::ALL {
            let i = kind.index();
            t[17 + i] = (self.supply().young[i] + self.supply().old[i]) as f32;
        }
        if let Some(mover) = Game::to_move(self) {
            t[26 + (mover + n - seat) % n] = 1.0;
        }
        t[31] = self.dismissed() as f32;
        t[32] = self.wall().len() as f32;
        t[33] = (self.super_event().is_some() && first <= SUPER_EVENT_MONTH as usize) as u8 as f32;
        if matches!(self.phase(), Phase::Actions { .. }) {
            // The face-up action cards still to be taken this month: in a
            // group without a dragon, or only where one stands (3 yuan).
            for group in self.groups() {
                for card in group.cards() {
                    // Two numbers per card, in the order `Card` declares them.
                    let c = card as usize;
                    if group.is_occupied() {
                        t[35 + 2 * c] = (t[34 + 2 * c] == 0.0) as u8 as f32;
                    } else {
                        t[34 + 2 * c] = 1.0;
                        t[35 + 2 * c] = 0.0;
                    }
                }
            }
        }
        let hand = &self.player(seat).hand;
        for kind in Kind::ALL {
            out[OWN + kind.index()] = hand.contains(HandCard::Person(kind)) as u8 as f32;
        }
        out[OWN + 9] = hand.wild_count() as f32;
    }

    /// The hand-written Medium: its play does not depend on the weights.
    fn trainer(seed: u64) -> Box<dyn Bot<GameState>> {
        Box::new(Medium::new(seed))
    }
}

/// The first month whose event is still to be resolved (13 once month 12's
/// is).
fn first_unresolved_month(game: &GameState) -> usize {
    let month = game.month() as usize;
    match game.phase() {
        Phase::Event { .. } | Phase::WallCheck { .. } | Phase::SuperEvent { .. } => month + 1,
        Phase::GameOver => MONTHS as usize + 1,
        _ => month,
    }
}

fn phase_index(phase: Phase) -> usize {
    match phase {
        Phase::Draft { .. } => 0,
        Phase::Actions { .. } => 1,
        Phase::Persons { .. } => 2,
        Phase::Event { .. } => 3,
        Phase::WallCheck { .. } | Phase::GameOver => 4,
        Phase::SuperEvent { .. } => 5,
    }
}

/// One seat's [`PER_SEAT`] numbers; `left` counts each of [`EVENTS`] still
/// to come, `estimate` is the hand-written estimate of its final VP.
fn seat_block(game: &GameState, owner: usize, left: &[usize; 5], estimate: f64, b: &mut [f32]) {
    let players = game.players();
    let p = &players[owner];
    let me = (p.track, p.track_arrival);
    b[0] = 1.0;
    b[1] = p.vp as f32;
    b[2] = p.track as f32;
    b[3] = players
        .iter()
        .filter(|o| (o.track, o.track_arrival) < me)
        .count() as f32;
    b[4] = p.yuan as f32;
    b[5] = p.rice as f32;
    b[6] = p.rockets as f32;
    b[7] = p.privilege_dragons() as f32;
    b[8] = p.palaces.len() as f32;
    b[9] = p.total_floors() as f32;
    let persons = p.person_count();
    b[10] = persons as f32;
    b[11] = (p.total_floors() as usize).saturating_sub(persons) as f32;
    b[12] = (p.palaces.len() - p.inhabited_palaces()) as f32;
    for kind in Kind::ALL {
        b[13 + kind.index()] = p.symbols(kind) as f32;
    }
    b[22] = p.monk_points() as f32;
    b[23] = p.hand.len() as f32;
    b[24] = p.hand.wild_count() as f32;
    b[25] = p.wall_sections as f32;
    let [tribute, drought, festival, mongols, disease] = left.map(|l| l > 0);
    if drought {
        b[26] = (p.inhabited_palaces() as f32 - p.rice as f32).max(0.0);
    }
    if tribute {
        b[27] = (TRIBUTE as f32 - p.yuan as f32).max(0.0);
    }
    if disease {
        b[28] = (DISEASE_VICTIMS as f32 - p.symbols(Kind::Healer) as f32).max(0.0);
    }
    if mongols {
        let helmets = p.symbols(Kind::Warrior);
        b[29] = players.iter().all(|o| helmets <= o.symbols(Kind::Warrior)) as u8 as f32;
    }
    if festival && p.rockets > 0 {
        let most = players.iter().map(|o| o.rockets).max().unwrap_or(0);
        let second = players
            .iter()
            .map(|o| o.rockets)
            .filter(|&r| r < most)
            .max();
        b[30] = if p.rockets == most {
            FESTIVAL_FIRST as f32
        } else if Some(p.rockets) == second {
            FESTIVAL_SECOND as f32
        } else {
            0.0
        };
    }
    b[31] = estimate as f32;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::options::Options;
    use crate::rng::Rng;

    /// A position `steps` random actions into a game.
    fn midgame(players: u8, seed: u64, steps: usize) -> GameState {
        let mut game = GameState::new(Options::new(players), seed).unwrap();
        let mut rng = Rng::seeded(seed);
        for _ in 0..steps {
            let legal = game.legal();
            if legal.is_empty() {
                break;
            }
            game.apply(legal[rng.below(legal.len())]).unwrap();
        }
        game
    }

    /// §4.1: the action cards are shuffled into groups every month, so how
    /// the months to come will be grouped (the game's RNG) is the one thing
    /// a seat cannot know. Two states that differ only in it, and the
    /// seat's view, give every seat the same vector; the vector does see
    /// the public table change.
    #[test]
    fn s4_1_features_ignore_the_future_deals() {
        let n = <GameState as Features>::FEATURES;
        let (mut a, mut b) = (vec![0f32; n], vec![0f32; n]);
        for (players, seed, steps) in [
            (2u8, 21u64, 40usize),
            (3, 22, 90),
            (4, 23, 150),
            (5, 24, 60),
        ] {
            let g = midgame(players, seed, steps);
            let h = g.with_reseeded_rng(seed + 100);
            assert_ne!(g, h, "the copies differ in their RNG");
            for seat in 0..players as usize {
                g.features(seat, &mut a);
                h.features(seat, &mut b);
                assert_eq!(a, b, "seat {seat} of {players}");
                let view = g.view_for(seat, &mut Rng::seeded(3));
                view.features(seat, &mut b);
                assert_eq!(a, b, "seat {seat}'s view");
                assert!(a.iter().all(|x| x.is_finite()));
            }
            let later = midgame(players, seed, steps + 12);
            later.features(0, &mut b);
            g.features(0, &mut a);
            assert_ne!(a, b, "the vector follows the table");
        }
    }

    /// Seats are read from the seat's own chair: seat 1's own block is
    /// seat 0's second block.
    #[test]
    fn seats_are_taken_from_the_own_chair_onwards() {
        let g = midgame(3, 5, 70);
        let n = <GameState as Features>::FEATURES;
        let (mut a, mut b) = (vec![0f32; n], vec![0f32; n]);
        g.features(0, &mut a);
        g.features(1, &mut b);
        assert_eq!(a[PER_SEAT..2 * PER_SEAT], b[..PER_SEAT]);
        assert_eq!(a[2 * PER_SEAT..3 * PER_SEAT], b[PER_SEAT..2 * PER_SEAT]);
        assert!(a[3 * PER_SEAT..TABLE].iter().all(|&x| x == 0.0));
    }
}
