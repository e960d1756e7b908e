//! A hand-written estimate of every player's final VP from any position: the
//! evaluation the Medium bot maximizes and the Hard bot's search uses where
//! it cuts a simulation short.
//!
//! The estimate is the VP already scored plus what the position promises:
//! - every monthly scoring still to come pays palaces, court ladies and
//!   privileges again (so a privilege bought early is worth far more than a
//!   late one, and an empty palace is worth only the months it survives decay);
//! - the final scoring: 2 per person, monks (buddhas x floors), goods as money;
//! - persons' symbols are worth their expected future uses (a tax collector's
//!   coins at every Taxes it is likely to see, ...), young persons' steps are
//!   worth turn order (choosing first, not paying for an occupied group);
//! - the event row is public, so each coming event is priced with the goods
//!   and persons held now (rice before a drought, healers before a disease,
//!   yuan before a tribute, helmets before the Mongols, rockets before a
//!   festival), weighted by how soon it comes: a player can still prepare for
//!   a far event, not for this month's;
//! - room for the persons still to come, and dismissals already owed;
//! - a wild card kept in hand, which can still take any type later.
//!
//! The weights are plain numbers in [`Weights`], chosen by hand, tuned
//! Medium against Medium and against the `flat` baseline, and checked
//! with the tournament. The estimate reads only the public table.

use crate::decision::DecisionKind;
use crate::event::{Event, SUPER_EVENT_MONTH, SuperEvent};
use crate::person::{Kind, Person};
use crate::player::Player;
use crate::resolve::{DISEASE_VICTIMS, FESTIVAL_FIRST, FESTIVAL_SECOND, TRIBUTE};
use crate::state::{GameState, MONTHS, Phase};
use crate::wall::WALL_SECTIONS;

/// The tunable numbers of the estimate, in VP.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Weights {
    /// Chance per remaining month that the player takes a given action card:
    /// a person's symbols are worth `symbols x value x use_rate x months`.
    pub use_rate: f64,
    /// A yuan's worth beyond its final 1/3 VP, per remaining action phase
    /// (divided by 12): money buys privileges and occupied groups.
    pub yuan_use: f64,
    /// One palace floor gained by a craftsman's hammer.
    pub floor: f64,
    /// One rocket or rice beyond its final 2/3 VP (festivals, droughts).
    pub harvest_extra: f64,
    /// One step on the person track from a warrior's helmet at a parade.
    pub step: f64,
    /// Being ahead of one opponent in turn order, per remaining month
    /// (spread over the opponents).
    pub turn_order: f64,
    /// How surely a player is ahead of another in turn order is
    /// `0.5 + lead / track_scale` (lead in track steps), clamped to 0..1.
    pub track_scale: f64,
    /// Extra cost of a dismissal beyond what the estimate sees of the
    /// person (its final VP, symbols, own scoring, the decay of a palace it
    /// leaves empty): the tile is gone for good, and so are its plans.
    pub dismissal_extra: f64,
    /// A person still to come that finds no free floor.
    pub no_room: f64,
    /// Share of a palace's future scorings kept while it is empty but may
    /// still be filled later.
    pub empty_palace_hope: f64,
    /// How much next month's event counts against its full price (this
    /// month's counts fully: nothing can be done about it any more but this
    /// action).
    pub next_event: f64,
    /// How much a far event counts: the weight falls from `next_event`
    /// towards this, halving the difference each month, as there is more
    /// time to prepare.
    pub far_event: f64,
    /// The Medium player maximizes its own estimate minus this share of the
    /// best opponent's (0: plays for its own VP only).
    pub rivalry: f64,
    /// A wild person card still in hand: it can take whatever type is left
    /// later, so it is the card to keep when a person card would do.
    pub wild_card: f64,
}

impl Weights {
    /// How much an event `months` ahead counts against its full price.
    fn lookahead(&self, months: usize) -> f64 {
        if months == 0 {
            1.0
        } else {
            self.far_event + (self.next_event - self.far_event) * 0.5f64.powi(months as i32 - 1)
        }
    }
}

impl Default for Weights {
    /// Hand-picked, hill-climbed in Medium-against-Medium games, then in
    /// games against the `flat` baseline (`examples/duel.rs` plays both):
    /// see the README's "The ladder" for the figures.
    fn default() -> Weights {
        Weights {
            use_rate: 0.3,
            yuan_use: 0.8,
            floor: 1.0,
            harvest_extra: 1.2,
            step: 0.4,
            turn_order: 0.4,
            track_scale: 5.0,
            dismissal_extra: 2.5,
            no_room: 4.0,
            empty_palace_hope: 1.0,
            next_event: 0.6,
            far_event: 0.2,
            rivalry: 0.0,
            wild_card: 2.0,
        }
    }
}

/// What every player shows that the others are compared against (helmets
/// for the Mongols, rockets for festivals, wall sections, track).
struct Table {
    players: usize,
    helmets: [u16; 5],
    rockets: [u16; 5],
    sections: [u8; 5],
    track: [(u16, u32); 5],
}

impl Table {
    fn read(game: &GameState) -> Table {
        let mut table = Table {
            players: game.players().len(),
            helmets: [0; 5],
            rockets: [0; 5],
            sections: [0; 5],
            track: [(0, 0); 5],
        };
        for (seat, p) in game.players().iter().enumerate() {
            table.helmets[seat] = p.symbols(Kind::Warrior);
            table.rockets[seat] = p.rockets;
            table.sections[seat] = p.wall_sections;
            table.track[seat] = (p.track, p.track_arrival);
        }
        table
    }

    /// Whether `seat` has no more of `count` than any other player (it is
    /// among those tied for the fewest).
    fn among_fewest<T: Copy + Ord>(&self, count: &[T; 5], seat: usize) -> bool {
        (0..self.players).all(|o| count[seat] <= count[o])
    }

    /// Festival points `seat` would score with the rockets held now.
    fn festival_points(&self, seat: usize) -> f64 {
        let mine = self.rockets[seat];
        if mine == 0 {
            return 0.0;
        }
        let all = &self.rockets[..self.players];
        let most = all.iter().copied().max().unwrap_or(0);
        if mine == most {
            return FESTIVAL_FIRST as f64;
        }
        let second = all.iter().copied().filter(|&r| r < most).max();
        if Some(mine) == second {
            FESTIVAL_SECOND as f64
        } else {
            0.0
        }
    }

    /// How surely `seat` is ahead of `other` in turn order, 0 to 1.
    fn ahead(&self, seat: usize, other: usize, scale: f64) -> f64 {
        let (mine, theirs) = (self.track[seat], self.track[other]);
        let tie = if mine.1 > theirs.1 { 0.1 } else { -0.1 };
        let lead = mine.0 as f64 - theirs.0 as f64;
        (0.5 + lead / scale + tie).clamp(0.0, 1.0)
    }
}

/// Where the game stands in time, from one player's point of view.
struct Timeline {
    month: usize,
    /// Monthly scorings still to come (this month's included until it is done).
    scorings: f64,
    /// This month's event has been resolved (dismissals may still be owed).
    event_done: bool,
    /// The month-7 super event is still to come.
    super_event_ahead: bool,
}

impl Timeline {
    fn read(game: &GameState) -> Timeline {
        let month = game.month() as usize;
        let phase = game.phase();
        let event_done = matches!(
            phase,
            Phase::Event { .. } | Phase::WallCheck { .. } | Phase::SuperEvent { .. }
        );
        let scorings = match phase {
            Phase::GameOver | Phase::WallCheck { last: true, .. } => 0.0,
            _ => (MONTHS as usize + 1 - month) as f64,
        };
        let super_event_ahead = game.super_event().is_some()
            && (month < SUPER_EVENT_MONTH as usize
                || (month == SUPER_EVENT_MONTH as usize
                    && !matches!(phase, Phase::SuperEvent { .. })
                    && !matches!(phase, Phase::Event { repeat: true, .. })));
        Timeline {
            month,
            scorings,
            event_done,
            super_event_ahead,
        }
    }
}

/// Action phases `seat` still has (this month's while it has not acted).
fn actions_left(game: &GameState, seat: usize) -> f64 {
    let month = game.month() as f64;
    match game.phase() {
        Phase::Draft { .. } => MONTHS as f64,
        Phase::Actions { done } if done & (1 << seat) == 0 => MONTHS as f64 + 1.0 - month,
        Phase::GameOver => 0.0,
        _ => MONTHS as f64 - month,
    }
}

/// Persons `seat` will still recruit: cards it will play (one per person
/// phase, months 1-11), the tile it is placing now, and the draft.
fn persons_to_come(game: &GameState, seat: usize) -> (u32, bool) {
    let month = game.month() as u32;
    let phases = match game.phase() {
        Phase::Draft { .. } => 11,
        Phase::Actions { .. } => 12u32.saturating_sub(month),
        Phase::Persons { done } if done & (1 << seat) == 0 => 12u32.saturating_sub(month),
        _ => 11u32.saturating_sub(month),
    };
    let hand = game.player(seat).hand.len() as u32;
    let mut coming = phases.min(hand);
    // This month's person phase is still ahead of this player.
    let mut this_month = match game.phase() {
        Phase::Actions { .. } => month <= 11 && hand > 0,
        Phase::Persons { done } => done & (1 << seat) == 0 && hand > 0,
        _ => false,
    };
    if let Phase::Draft {
        seat: drafting,
        first,
    } = game.phase()
    {
        let s = drafting as usize;
        coming += match seat.cmp(&s) {
            std::cmp::Ordering::Greater => 2,
            std::cmp::Ordering::Equal => 2 - first.is_some() as u32,
            std::cmp::Ordering::Less => 0,
        };
        this_month = true;
    }
    if let Some(decision) = game.pending().filter(|d| d.player == seat)
        && matches!(
            decision.kind,
            DecisionKind::Recruit { .. } | DecisionKind::PlacePerson { .. }
        )
    {
        coming += 1;
        this_month = true;
    }
    (coming, this_month)
}

/// Dismissals `seat` already owes for an event that has been resolved.
fn dismissals_owed(game: &GameState, seat: usize) -> u32 {
    let mut owed = match game.phase() {
        Phase::Event { done, owed, .. } | Phase::WallCheck { done, owed, .. }
            if done & (1 << seat) == 0 =>
        {
            owed[seat] as u32
        }
        _ => 0,
    };
    if let Some(decision) = game.pending().filter(|d| d.player == seat)
        && let DecisionKind::Dismiss { remaining, .. } = decision.kind
    {
        owed += remaining as u32;
    }
    owed
}

/// Every player's estimated final VP, by seat, into `out`.
pub fn projections(game: &GameState, weights: &Weights, out: &mut [f64]) {
    let scene = Scene::read(game, weights);
    for (seat, slot) in out.iter_mut().enumerate().take(scene.table.players) {
        *slot = project(&scene, seat);
    }
}

/// One player's estimated final VP.
pub fn projected_vp(game: &GameState, seat: usize, weights: &Weights) -> f64 {
    project(&Scene::read(game, weights), seat)
}

/// Everything the estimate reads once per position.
struct Scene<'a> {
    game: &'a GameState,
    table: Table,
    time: Timeline,
    w: &'a Weights,
}

impl Scene<'_> {
    fn read<'a>(game: &'a GameState, w: &'a Weights) -> Scene<'a> {
        Scene {
            game,
            table: Table::read(game),
            time: Timeline::read(game),
            w,
        }
    }
}

fn project(scene: &Scene, seat: usize) -> f64 {
    let Scene {
        game,
        table,
        time,
        w,
    } = scene;
    let p = game.player(seat);
    if game.is_over() {
        return p.vp as f64;
    }
    let r = time.scorings;
    let actions = actions_left(game, seat);
    let worth = Worth {
        uses: w.use_rate * actions,
        yuan: 1.0 / 3.0 + w.yuan_use * actions / MONTHS as f64,
        produce: 2.0 / 3.0,
    };
    let persons = p.person_count() as f64;
    let mut v = p.vp as f64;

    // Monthly scoring: court ladies and privileges (an assassination takes
    // privileges before month 7 scores).
    v += p.symbols(Kind::CourtLady) as f64 * r;
    let assassination =
        time.super_event_ahead && game.super_event() == Some(SuperEvent::Assassination);
    let privilege_scorings = if assassination {
        (SUPER_EVENT_MONTH as usize).saturating_sub(time.month) as f64
    } else {
        r
    };
    v += p.privilege_dragons() as f64 * privilege_scorings;

    // Palaces: an inhabited one scores every month; an empty one decays.
    let (coming, this_month) = persons_to_come(game, seat);
    let later = coming.saturating_sub(this_month as u32) > 0;
    let (palaces, filled_now) = palace_value(p, r, this_month && coming > 0, later, w);
    v += palaces;

    // Final scoring: persons, monks, goods as money.
    v += 2.0 * persons + p.monk_points() as f64;
    v += p.yuan as f64 * worth.yuan + (p.rice + p.rockets) as f64 * worth.produce;

    // Persons' symbols at their future uses, and what dismissing each costs.
    let mut dismissals = Dismissals::default();
    for palace in &p.palaces {
        let alone = palace.len() == 1;
        let emptied = if alone {
            r - empty_palace_value(palace.floors, r, later, w)
        } else {
            0.0
        };
        let mut cheapest_here = f64::INFINITY;
        for person in palace.persons() {
            let symbols = worth.symbols(person, w);
            v += symbols;
            let kept = match person.kind {
                Kind::CourtLady => r,
                Kind::Monk => (person.symbols() * palace.floors) as f64,
                _ => 0.0,
            };
            let cost = 2.0 + symbols + kept + emptied + w.dismissal_extra;
            dismissals.persons.push(cost);
            cheapest_here = cheapest_here.min(cost);
        }
        if cheapest_here.is_finite() {
            dismissals.palaces.push(cheapest_here);
        }
    }
    if let Some(floors) = filled_now {
        // The person expected to move into an empty palace this month.
        let cost = 2.0 + w.dismissal_extra + r - empty_palace_value(floors, r, later, w);
        dismissals.persons.push(cost);
        dismissals.palaces.push(cost);
    }
    dismissals.sort();

    // Room for the persons still to come.
    let free: u32 = p
        .palaces
        .iter()
        .map(|pl| (pl.floors as u32).saturating_sub(pl.len() as u32))
        .sum();
    v -= w.no_room * coming.saturating_sub(free) as f64;

    // Turn order for the action phases still to come.
    if table.players > 1 {
        let ahead: f64 = (0..table.players)
            .filter(|&o| o != seat)
            .map(|o| table.ahead(seat, o, w.track_scale))
            .sum();
        v += w.turn_order * actions * ahead / (table.players - 1) as f64;
    }

    // Wild cards kept for later.
    v += w.wild_card * p.hand.wild_count() as f64;

    // Dismissals owed for an event already resolved.
    v -= dismissals.any(dismissals_owed(game, seat) as usize);

    // The events still to come.
    let filled = p.inhabited_palaces() + filled_now.is_some() as usize;
    v += events_ahead(scene, seat, filled, &dismissals, &worth);
    v
}

/// What goods and symbols are worth to a player at this point of the game.
struct Worth {
    /// Expected future uses of each action card.
    uses: f64,
    /// One yuan.
    yuan: f64,
    /// One rice or rocket (sold for 2 yuan at the end).
    produce: f64,
}

impl Worth {
    /// A person's symbols over their expected future uses. Court ladies and
    /// monks score by themselves (monthly, final); healers and warriors
    /// protect at events, counted with the events.
    fn symbols(&self, person: Person, w: &Weights) -> f64 {
        let per_use = match person.kind {
            Kind::Craftsman => w.floor,
            Kind::TaxCollector => self.yuan,
            Kind::Pyrotechnist | Kind::Farmer => self.produce + w.harvest_extra,
            Kind::Warrior => w.step,
            Kind::Scholar => 1.0,
            Kind::CourtLady | Kind::Monk | Kind::Healer => 0.0,
        };
        person.symbols() as f64 * per_use * self.uses
    }
}

/// What dismissals would cost a player, cheapest first: any person (for
/// free choices), and one person per palace (a drought takes one from each
/// unsupplied palace). A person's cost counts its 2 final VP, its symbols,
/// what it scores by itself, and the decay of a palace it leaves empty.
#[derive(Default)]
struct Dismissals {
    persons: smallvec::SmallVec<[f64; 24]>,
    palaces: smallvec::SmallVec<[f64; 12]>,
}

impl Dismissals {
    fn sort(&mut self) {
        boardgame::sort::sort_by(&mut self.persons, f64::total_cmp);
        boardgame::sort::sort_by(&mut self.palaces, f64::total_cmp);
    }

    /// The cheapest `n` persons (all of them if fewer).
    fn any(&self, n: usize) -> f64 {
        self.persons.iter().take(n).sum()
    }

    /// One person from each of the cheapest `n` palaces.
    fn one_per_palace(&self, n: usize) -> f64 {
        self.palaces.iter().take(n).sum()
    }
}

/// Future monthly points of an empty palace that nobody moves into this
/// month: it loses a floor at every decay (a 1-floor one is gone at once),
/// with some hope of a resident later if persons are still to come.
fn empty_palace_value(floors: u8, r: f64, later: bool, w: &Weights) -> f64 {
    let survives = (floors as f64 - 1.0).min(r).max(0.0);
    if later && floors > 1 {
        survives + w.empty_palace_hope * (r - survives).max(0.0)
    } else {
        survives
    }
}

/// Palaces' future monthly points, and the floors of the empty palace
/// counted as taking this month's new person (the largest empty one), if any.
fn palace_value(p: &Player, r: f64, fill_now: bool, later: bool, w: &Weights) -> (f64, Option<u8>) {
    let mut value = 0.0;
    let mut largest_empty: Option<u8> = None;
    for palace in &p.palaces {
        if palace.is_empty() {
            value += empty_palace_value(palace.floors, r, later, w);
            largest_empty = largest_empty.max(Some(palace.floors));
        } else {
            value += r;
        }
    }
    match largest_empty {
        Some(floors) if fill_now => (
            value + r - empty_palace_value(floors, r, later, w),
            Some(floors),
        ),
        _ => (value, None),
    }
}

/// The events still ahead (and the month-7 super event), priced with what
/// the player holds now and weighted by how soon they come. `inhabited`:
/// palaces to feed at a drought.
fn events_ahead(
    scene: &Scene,
    seat: usize,
    inhabited: usize,
    dismissals: &Dismissals,
    worth: &Worth,
) -> f64 {
    let Scene {
        game,
        table,
        time,
        w,
    } = scene;
    let p = game.player(seat);
    let persons = dismissals.persons.len();
    let great_wall = game.options().great_wall;
    let wall = game.wall().len();
    let first = if time.event_done {
        time.month + 1
    } else {
        time.month
    };
    let eclipse = time.super_event_ahead && game.super_event() == Some(SuperEvent::SolarEclipse);
    let fewest_sections = table.among_fewest(&table.sections, seat);
    let wall_check = |long_enough: bool| {
        if long_enough {
            table.sections[seat] as f64
        } else if fewest_sections {
            -dismissals.any(1)
        } else {
            0.0
        }
    };
    let mut v = 0.0;
    for month in first..=MONTHS as usize {
        let weight = w.lookahead(month - time.month);
        let times = if eclipse && month == SUPER_EVENT_MONTH as usize {
            2.0
        } else {
            1.0
        };
        let price = match game.events()[month - 1] {
            Event::Peace => 0.0,
            Event::ImperialTribute => {
                let paid = p.yuan.min(TRIBUTE);
                let short = (TRIBUTE - paid) as usize;
                -(paid as f64 * worth.yuan + dismissals.any(short)) * weight
            }
            Event::Drought => {
                let paid = (p.rice as usize).min(inhabited);
                -(paid as f64 * worth.produce + dismissals.one_per_palace(inhabited - paid))
                    * weight
            }
            Event::Disease => {
                let mortars = p.symbols(Kind::Healer);
                let short = DISEASE_VICTIMS.saturating_sub(mortars) as usize;
                -dismissals.any(short) * weight
            }
            Event::DragonFestival => table.festival_points(seat) * weight,
            Event::MongolInvasion => {
                let helmets = table.helmets[seat] as f64;
                let mut price = helmets * weight.max(0.7);
                if table.among_fewest(&table.helmets, seat) {
                    price -= dismissals.any(1) * weight;
                }
                if great_wall {
                    price += wall_check(wall >= month) * weight;
                }
                price
            }
        };
        v += price * times;
    }
    if great_wall && !matches!(game.phase(), Phase::WallCheck { last: true, .. }) {
        let weight = w.lookahead(MONTHS as usize - time.month);
        v += wall_check(wall >= WALL_SECTIONS as usize) * weight;
    }
    if time.super_event_ahead {
        let weight = w.lookahead(SUPER_EVENT_MONTH as usize - time.month.min(7));
        let goods = p.yuan as f64 * worth.yuan + (p.rice + p.rockets) as f64 * worth.produce;
        v += weight
            * match game.super_event() {
                Some(SuperEvent::LanternFestival) => 2.0 * persons as f64,
                Some(SuperEvent::Buddha) => p.monk_points() as f64,
                Some(SuperEvent::Flood) => -0.5 * goods,
                Some(SuperEvent::Earthquake) => -2.0,
                _ => 0.0,
            };
    }
    v
}
