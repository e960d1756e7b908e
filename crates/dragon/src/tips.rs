//! The Dragon's tips (issue 42, [`boardgame::tips`]): each rule of the spec
//! explained the moment it first matters for a seat, in a real game.
//!
//! Everything on the Dragon's table is public, so a tip may word what any
//! player holds; what it must not use is the future (next months' action
//! groups), and it cannot: it sees only the seat's stand-ins, whose RNG is
//! not the game's, and the seat's log entry of the action ([`SeatEvent`]:
//! the action, its [`crate::Outcome`] and the engine's journal of the
//! automatic steps after it).
//!
//! Rule ids: the spec (`year-of-the-dragon.md`) numbers sections, not
//! rules, so a rule id here is the section with a short name of the rule:
//! `4.4-drought` is the drought of §4.4, `10-capped` the ruling of §10 on
//! capped dismissals. `tests/tips.rs` lists every id of the spec, with the
//! reason for each one no tip teaches.
//!
//! Board keys (`Tip::at`), marked `data-tip` in `src/games/dragon/`:
//! - `decision`: the decision panel (the shell's);
//! - `month-<n>`: month `n`'s event tile in the event row (1-12);
//! - `super-event`: the super event on month 7;
//! - `groups`: the action groups; `group-<i>`: group `i` (0-based);
//! - `supply`: the person supply;
//! - `person-track`, `vp-track`: the two tracks;
//! - `goods-<seat>`, `palaces-<seat>`, `hand-<seat>`, `wall-tiles-<seat>`,
//!   `score-<seat>`: one player's goods and privileges, palaces, person
//!   cards, unbuilt wall tiles, victory points.

use boardgame::tips::{Coached, Tip, TipInfo, tip};

use crate::action::Action;
use crate::card::Card;
use crate::decision::DecisionKind;
use crate::event::{Event, SuperEvent};
use crate::hand::HandCard;
use crate::journal::{Happening, Step};
use crate::person::Kind;
use crate::player::VpSource;
use crate::state::{GameState, Phase};
use crate::table::SeatEvent;

/// The option a Great Wall tip needs (the field of [`crate::Options`]).
const GREAT_WALL: Option<&str> = Some("great_wall");
/// The option a super event tip needs.
const SUPER_EVENTS: Option<&str> = Some("super_events");

const fn with(
    option: Option<&'static str>,
    id: &'static str,
    rules: &'static [&'static str],
) -> TipInfo {
    TipInfo { id, rules, option }
}

impl Coached for GameState {
    const TIPS: &'static [TipInfo] = &[
        // The draft (§2) and the persons (§1, §3).
        tip("draft", &["2-draft", "1-persons"]),
        tip("draft-pair", &["2-draft"]),
        tip("event-row", &["2-event-row", "1-events"]),
        with(SUPER_EVENTS, "super-ahead", &["9-when", "10-before-decay"]),
        tip("place", &["3-palace", "4.3-place"]),
        tip("track-steps", &["4.3-steps", "1-persons"]),
        tip("turn-order", &["3-turn-order"]),
        tip("stacking", &["3-stacking"]),
        // The action phase (§4.1, §4.2, the cards of §1).
        tip("phases", &["4-phases"]),
        tip("groups", &["4.1-groups", "4.1-take", "4.1-dragons-return"]),
        tip("occupied", &["4.1-occupied"]),
        tip("cannot-afford", &["4.1-occupied", "4.1-privilege-afford"]),
        tip("refill", &["4.1-refill"]),
        tip("taxes", &["1-taxes"]),
        tip("build", &["1-build"]),
        tip("build-floor", &["4.2-build", "3-palaces-unlimited"]),
        tip("harvest", &["1-harvest"]),
        tip("fireworks", &["1-fireworks"]),
        tip("parade", &["1-parade"]),
        tip("research", &["1-research"]),
        tip("privilege", &["1-privilege", "1-large-price"]),
        // The person phase (§4.3).
        tip("play-card", &["4.3-play-card", "1-hand"]),
        tip("young-old", &["4.3-recruit", "1-young-old"]),
        tip("wild", &["4.3-wild"]),
        tip("supply-out", &["1-supply"]),
        tip("spent", &["4.3-spent"]),
        tip("full", &["4.3-full"]),
        tip("last-month", &["4.3-month-12"]),
        // The events (§4.4), decay and scoring (§4.5).
        tip("peace", &["4.4-peace"]),
        tip("tribute", &["4.4-tribute", "4.4-symbols"]),
        tip("drought", &["4.4-drought", "10-drought-order"]),
        tip("festival", &["4.4-festival", "4.4-symbols"]),
        tip("mongols", &["4.4-mongols", "10-no-persons-count"]),
        tip("disease", &["4.4-disease"]),
        tip("dismiss", &["4.4-dismiss", "3-no-step-back", "10-capped"]),
        tip("nobody-to-dismiss", &["4.4-no-persons"]),
        tip("decay", &["4.4-decay"]),
        tip("scoring", &["4.5-scoring"]),
        // The end (§5).
        tip("final-persons", &["5-persons"]),
        tip("final-monks", &["5-monks"]),
        tip("final-money", &["5-money"]),
        tip("winner", &["5-winner", "5-tie", "5-breakdown"]),
        // Expansion I, the Great Wall (§8).
        with(
            GREAT_WALL,
            "wall-card",
            &[
                "8-wall-tiles",
                "8-wall-card",
                "8-wall-full",
                "10-wall-all-built",
            ],
        ),
        with(
            GREAT_WALL,
            "wall-check",
            &["8-wall-check", "10-no-persons-count"],
        ),
        with(GREAT_WALL, "wall-last", &["8-wall-last", "8-wall-month-12"]),
        // Expansion II, the super events (§9).
        with(SUPER_EVENTS, "lantern-festival", &["9-lantern-festival"]),
        with(SUPER_EVENTS, "buddha", &["9-buddha"]),
        with(
            SUPER_EVENTS,
            "earthquake",
            &["9-earthquake", "10-earthquake"],
        ),
        with(SUPER_EVENTS, "flood", &["9-flood"]),
        with(
            SUPER_EVENTS,
            "solar-eclipse",
            &["9-solar-eclipse", "10-eclipse-wall"],
        ),
        with(SUPER_EVENTS, "volcano", &["9-volcano"]),
        with(SUPER_EVENTS, "typhoon", &["9-typhoon"]),
        with(
            SUPER_EVENTS,
            "sunrise",
            &["9-sunrise", "10-sunrise-released"],
        ),
        with(SUPER_EVENTS, "assassination", &["9-assassination"]),
        with(SUPER_EVENTS, "charter", &["9-charter"]),
    ];

    fn tips(
        seat: usize,
        before: &GameState,
        event: &SeatEvent,
        after: &GameState,
        out: &mut Vec<Tip>,
    ) {
        let mut push = |tip: Tip| {
            if !out.contains(&tip) {
                out.push(tip);
            }
        };
        the_action(event, &mut push);
        the_placing(seat, before, event, after, &mut push);
        the_steps(seat, event, after, &mut push);
        the_tracks(before, after, &mut push);
        the_supply(before, event, after, &mut push);
        the_decision(seat, after, &mut push);
    }

    /// The first draft's tips, for the seat that drafts first.
    fn opening(seat: usize, start: &GameState, out: &mut Vec<Tip>) {
        the_decision(seat, start, &mut |tip| {
            if !out.contains(&tip) {
                out.push(tip);
            }
        });
    }
}

/// What the action itself did, whoever took it: the card performed, a
/// refill.
fn the_action(event: &SeatEvent, push: &mut impl FnMut(Tip)) {
    let who = event.seat as usize;
    let gain = event.outcome.gain as i64;
    match event.action {
        Action::Take { card, .. } => {
            let (id, at) = match card {
                Card::Taxes => ("taxes", format!("goods-{who}")),
                Card::Build => ("build", format!("palaces-{who}")),
                Card::Harvest => ("harvest", format!("goods-{who}")),
                Card::Fireworks => ("fireworks", format!("goods-{who}")),
                Card::MilitaryParade => ("parade", "person-track".to_string()),
                Card::Research => ("research", format!("score-{who}")),
                // Their tips come with the choice they ask for.
                Card::Privilege | Card::GreatWall => return,
            };
            push(Tip::new(id, at).seat("player", who).number("gain", gain));
        }
        Action::Refill => push(
            Tip::new("refill", format!("goods-{who}"))
                .seat("player", who)
                .number("yuan", event.outcome.refilled as i64),
        ),
        _ => {}
    }
}

/// The seat's own new person placed: its steps on the person track.
fn the_placing(
    seat: usize,
    before: &GameState,
    event: &SeatEvent,
    after: &GameState,
    push: &mut impl FnMut(Tip),
) {
    let placed = matches!(event.action, Action::Place(_) | Action::Replace { .. });
    if event.seat as usize == seat && placed {
        let steps = after.player(seat).track - before.player(seat).track;
        push(Tip::new("track-steps", "person-track").number("steps", steps as i64));
    }
}

/// The automatic steps after the action (the engine's journal): months,
/// events, wall checks, super events, decay and the scorings.
fn the_steps(seat: usize, event: &SeatEvent, after: &GameState, push: &mut impl FnMut(Tip)) {
    let happenings = &event.happenings;
    let mut scored_monthly = false;
    for (i, happening) in happenings.iter().enumerate() {
        let mine = |source: VpSource| points(&happenings[i + 1..], seat, source);
        match *happening {
            Happening::Step(Step::MonthBegins(1)) => push(Tip::new("phases", "month-1")),
            Happening::Step(Step::MonthBegins(12)) => push(Tip::new("last-month", "month-12")),
            Happening::Step(Step::Event { event: e, .. }) => {
                let at = format!("month-{}", after_month(after, happenings, i));
                let tip = match e {
                    Event::Peace => Tip::new("peace", at),
                    Event::ImperialTribute => Tip::new("tribute", format!("goods-{seat}"))
                        .number("paid", paid_yuan(&happenings[i + 1..], seat)),
                    Event::Drought => Tip::new("drought", format!("palaces-{seat}")),
                    Event::DragonFestival => Tip::new("festival", format!("goods-{seat}"))
                        .number("points", mine(VpSource::DragonFestival) as i64),
                    Event::MongolInvasion => Tip::new("mongols", at)
                        .number("points", mine(VpSource::MongolInvasion) as i64),
                    Event::Disease => Tip::new("disease", format!("palaces-{seat}"))
                        .number("count", owed(&happenings[i + 1..], seat, after) as i64),
                };
                push(tip);
            }
            Happening::Step(Step::WallCheck { sections, needed }) => {
                let at = format!("month-{needed}");
                if scored_monthly {
                    push(Tip::new("wall-last", at.clone()));
                }
                push(
                    Tip::new("wall-check", at)
                        .number("sections", sections as i64)
                        .number("month", needed as i64),
                );
            }
            Happening::Step(Step::SuperEvent(e)) => {
                let tip = Tip::new(super_id(e), "super-event");
                push(match e {
                    SuperEvent::LanternFestival => {
                        tip.number("points", mine(VpSource::LanternFestival) as i64)
                    }
                    SuperEvent::SolarEclipse => {
                        tip.number("wall", after.options().great_wall as i64)
                    }
                    _ => tip,
                });
            }
            Happening::Step(Step::MonthlyScoring) => {
                scored_monthly = true;
                let total: u16 = [
                    VpSource::Palaces,
                    VpSource::CourtLadies,
                    VpSource::Privileges,
                ]
                .into_iter()
                .map(|s| points(&happenings[i + 1..], seat, s))
                .sum();
                push(Tip::new("scoring", format!("score-{seat}")).number("points", total as i64));
            }
            Happening::Step(Step::FinalScoring) => {
                let at = format!("score-{seat}");
                push(
                    Tip::new("final-persons", at.clone())
                        .number("points", mine(VpSource::Persons) as i64),
                );
                push(
                    Tip::new("final-monks", at.clone())
                        .number("points", mine(VpSource::Monks) as i64),
                );
                push(Tip::new("final-money", at).number("points", mine(VpSource::Money) as i64));
                if let Some(winner) = after.winner() {
                    push(Tip::new("winner", "vp-track").seat("player", winner));
                }
            }
            Happening::Decayed { seat: s, .. } => {
                push(Tip::new("decay", format!("palaces-{s}")).seat("player", s as usize))
            }
            Happening::MustDismiss { seat: s, .. } => {
                let s = s as usize;
                if after.player(s).person_count() == 0 {
                    push(Tip::new("nobody-to-dismiss", format!("palaces-{s}")).seat("player", s));
                }
            }
            _ => {}
        }
    }
}

/// The person track: turn order re-read, a disc landing on another.
fn the_tracks(before: &GameState, after: &GameState, push: &mut impl FnMut(Tip)) {
    // The draft goes in seat order: turn order first matters in month 1.
    let drafting = matches!(before.phase(), Phase::Draft { .. });
    if !drafting && before.turn_order() != after.turn_order() {
        push(Tip::new("turn-order", "person-track"));
    }
    for (s, (b, a)) in before.players().iter().zip(after.players()).enumerate() {
        let landed_on_another = a.track > b.track
            && after
                .players()
                .iter()
                .enumerate()
                .any(|(t, other)| t != s && other.track == a.track);
        if landed_on_another {
            push(Tip::new("stacking", "person-track").seat("player", s));
        }
    }
}

/// The person supply: a type running out, a card spent for nothing.
fn the_supply(
    before: &GameState,
    event: &SeatEvent,
    after: &GameState,
    push: &mut impl FnMut(Tip),
) {
    for kind in Kind::ALL {
        if before.supply().has_kind(kind) && !after.supply().has_kind(kind) {
            push(Tip::new("supply-out", "supply").term("kind", kind_term(kind)));
        }
    }
    if event.outcome.spent {
        push(Tip::new("spent", "supply").seat("player", event.seat as usize));
    }
}

/// The seat's own decision, now pending: the first time it must make that
/// kind of choice.
fn the_decision(seat: usize, after: &GameState, push: &mut impl FnMut(Tip)) {
    let Some(decision) = after.pending().filter(|d| d.player == seat) else {
        return;
    };
    let player = after.player(seat);
    match decision.kind {
        DecisionKind::Draft { first } => {
            push(Tip::new("draft", "supply"));
            if let Some(first) = first {
                let taken = Kind::ALL.into_iter().find(|&k| after.pair_taken(first, k));
                if let Some(other) = taken {
                    push(
                        Tip::new("draft-pair", "decision")
                            .term("kind", kind_term(first))
                            .term("other", kind_term(other)),
                    );
                }
            }
            push(Tip::new("event-row", "month-3"));
            if let Some(e) = after.super_event() {
                push(Tip::new("super-ahead", "super-event").term("event", super_term(e)));
            }
        }
        DecisionKind::ChooseAction => {
            push(Tip::new("groups", "groups"));
            if let Some(i) = after.groups().iter().position(|g| g.is_occupied()) {
                push(Tip::new("occupied", format!("group-{i}")).number("group", i as i64 + 1));
            }
            // A card the seat cannot pay for (3 yuan to join, a privilege's
            // price) is not offered; the Great Wall card has its own tip.
            let legal = boardgame::Game::legal(after);
            let unaffordable = after.groups().iter().enumerate().find(|(i, g)| {
                g.cards().any(|card| {
                    card != Card::GreatWall
                        && !legal.contains(&Action::Take {
                            group: *i as u8,
                            card,
                        })
                })
            });
            if let Some((i, _)) = unaffordable {
                push(
                    Tip::new("cannot-afford", format!("group-{i}"))
                        .number("yuan", player.yuan as i64),
                );
            }
        }
        DecisionKind::ChoosePrivilege => push(
            Tip::new("privilege", format!("goods-{seat}"))
                .number("price", after.options().large_privilege_price as i64),
        ),
        DecisionKind::ChooseWallTile => push(Tip::new("wall-card", format!("wall-tiles-{seat}"))),
        DecisionKind::BuildFloor { remaining } => push(
            Tip::new("build-floor", format!("palaces-{seat}")).number("floors", remaining as i64),
        ),
        DecisionKind::PlayCard => push(Tip::new("play-card", format!("hand-{seat}"))),
        DecisionKind::Recruit { card: Some(card) } => {
            push(Tip::new("young-old", "supply"));
            if card == HandCard::Wild {
                push(Tip::new("wild", "supply"));
            }
        }
        // The start player's first pick comes before any action, so no tip
        // can precede it: the draft is explained with its placing too.
        DecisionKind::PlacePerson { .. } if matches!(after.phase(), Phase::Draft { .. }) => {
            push(Tip::new("draft", "supply"));
            push(Tip::new("place", format!("palaces-{seat}")));
        }
        DecisionKind::PlacePerson { .. } if player.has_room() => {
            push(Tip::new("place", format!("palaces-{seat}")))
        }
        DecisionKind::PlacePerson { .. } => push(Tip::new("full", format!("palaces-{seat}"))),
        DecisionKind::Dismiss { remaining, .. } => {
            push(Tip::new("dismiss", format!("palaces-{seat}")).number("count", remaining as i64))
        }
        _ => {}
    }
}

/// The month whose event was resolved at `happenings[i]`: the last month
/// begun before it, else the month `after` shows (no new month began).
fn after_month(after: &GameState, happenings: &[Happening], i: usize) -> u8 {
    let begun = happenings[..i].iter().rev().find_map(|h| match h {
        Happening::Step(Step::MonthBegins(m)) => Some(*m),
        _ => None,
    });
    let later = happenings[i..]
        .iter()
        .filter(|h| matches!(h, Happening::Step(Step::MonthBegins(_))))
        .count() as u8;
    begun.unwrap_or(after.month().saturating_sub(later).max(1))
}

/// The lines of one step: those before the next step.
fn this_step(rest: &[Happening]) -> impl Iterator<Item = &Happening> {
    rest.iter().take_while(|h| !matches!(h, Happening::Step(_)))
}

/// What `seat` scored from `source` in the step that `rest` continues.
fn points(rest: &[Happening], seat: usize, source: VpSource) -> u16 {
    this_step(rest)
        .map(|h| match *h {
            Happening::Scored {
                seat: s,
                source: from,
                points,
            } if s as usize == seat && from == source => points,
            _ => 0,
        })
        .sum()
}

/// Yuan `seat` paid in the step that `rest` continues.
fn paid_yuan(rest: &[Happening], seat: usize) -> i64 {
    this_step(rest)
        .map(|h| match *h {
            Happening::Goods { seat: s, yuan, .. } if s as usize == seat => -(yuan as i64),
            _ => 0,
        })
        .sum()
}

/// The persons `seat` must dismiss after the step that `rest` continues,
/// capped at those it holds (§10: no dismissal was made yet in `after`).
fn owed(rest: &[Happening], seat: usize, after: &GameState) -> u8 {
    rest.iter()
        .skip_while(|h| !matches!(h, Happening::MustDismiss { .. } | Happening::Step(_)))
        .take_while(|h| matches!(h, Happening::MustDismiss { .. }))
        .map(|h| match *h {
            Happening::MustDismiss { seat: s, count } if s as usize == seat => count,
            _ => 0,
        })
        .sum::<u8>()
        .min(after.player(seat).person_count() as u8)
}

/// The message of a person type's name in `dragon.ftl`.
fn kind_term(kind: Kind) -> &'static str {
    match kind {
        Kind::Craftsman => "dragon-kind-craftsman",
        Kind::CourtLady => "dragon-kind-court-lady",
        Kind::TaxCollector => "dragon-kind-tax-collector",
        Kind::Pyrotechnist => "dragon-kind-pyrotechnist",
        Kind::Warrior => "dragon-kind-warrior",
        Kind::Monk => "dragon-kind-monk",
        Kind::Healer => "dragon-kind-healer",
        Kind::Farmer => "dragon-kind-farmer",
        Kind::Scholar => "dragon-kind-scholar",
    }
}

/// A super event's tip id (also the tail of its name's message).
fn super_id(event: SuperEvent) -> &'static str {
    match event {
        SuperEvent::LanternFestival => "lantern-festival",
        SuperEvent::Buddha => "buddha",
        SuperEvent::Earthquake => "earthquake",
        SuperEvent::Flood => "flood",
        SuperEvent::SolarEclipse => "solar-eclipse",
        SuperEvent::Volcano => "volcano",
        SuperEvent::Typhoon => "typhoon",
        SuperEvent::Sunrise => "sunrise",
        SuperEvent::Assassination => "assassination",
        SuperEvent::Charter => "charter",
    }
}

/// The message of a super event's name in `dragon.ftl`.
fn super_term(event: SuperEvent) -> String {
    format!("dragon-super-{}", super_id(event))
}
