//! The Dragon's tips (`src/tips.rs`, issue 42): every message in every
//! language, every tip fires in random games and is worded from the seat's
//! view, every rule of the spec a player meets is taught, and the important
//! tips fire exactly when their rule first matters.

use std::path::Path;

use boardgame::Game;
use boardgame::table::Seated;
use boardgame::tips::check::{TipCheck, every_rule_taught};
use boardgame::tips::{Coached, Tip, TipArg, tips_after, verify_messages};

use dragon::{
    Action, DecisionKind, Event, GameState, Kind, Options, Palace, Person, Phase, Rng, SeatView,
    SuperEvent, SuperEvents, stand_in,
};

/// Every rule id of the spec (`year-of-the-dragon.md`, ids as `src/tips.rs`
/// names them: section, then the rule's short name), with `Some(reason)`
/// for each one no tip teaches.
const SPEC: &[(&str, Option<&str>)] = &[
    // §1 Components.
    ("1-persons", None),
    ("1-young-old", None),
    ("1-supply", None),
    (
        "1-material",
        Some("components: never limits play, nothing to decide"),
    ),
    ("1-player", Some("setup, done by the app")),
    ("1-hand", None),
    ("1-taxes", None),
    ("1-build", None),
    ("1-harvest", None),
    ("1-fireworks", None),
    ("1-parade", None),
    ("1-research", None),
    ("1-privilege", None),
    ("1-large-price", None),
    ("1-events", None),
    // §2 Setup.
    ("2-supply", Some("setup, done by the app")),
    ("2-event-row", None),
    ("2-material", Some("setup, done by the app")),
    ("2-draft", None),
    // §3 Palaces and persons.
    ("3-palace", None),
    ("3-palaces-unlimited", None),
    ("3-no-step-back", None),
    ("3-turn-order", None),
    ("3-stacking", None),
    // §4 A month.
    ("4-phases", None),
    (
        "4.1-deal",
        Some("done by the app: the groups are dealt face up"),
    ),
    ("4.1-groups", None),
    ("4.1-take", None),
    ("4.1-occupied", None),
    ("4.1-refill", None),
    ("4.1-privilege-afford", None),
    ("4.1-dragons-return", None),
    ("4.2-build", None),
    ("4.3-play-card", None),
    ("4.3-recruit", None),
    ("4.3-wild", None),
    ("4.3-spent", None),
    ("4.3-place", None),
    ("4.3-full", None),
    ("4.3-steps", None),
    ("4.3-month-12", None),
    ("4.4-dismiss", None),
    ("4.4-no-persons", None),
    ("4.4-peace", None),
    ("4.4-tribute", None),
    ("4.4-drought", None),
    ("4.4-festival", None),
    ("4.4-mongols", None),
    ("4.4-disease", None),
    ("4.4-symbols", None),
    ("4.4-decay", None),
    ("4.5-scoring", None),
    // §5 End of game.
    ("5-persons", None),
    ("5-monks", None),
    ("5-money", None),
    ("5-winner", None),
    ("5-tie", None),
    ("5-breakdown", None),
    // §6, §7.
    ("6-examples", Some("worked examples: the engine's tests")),
    ("7-options", Some("the setup screen")),
    // §8 The Great Wall.
    ("8-wall-tiles", None),
    ("8-wall-card", None),
    ("8-wall-full", None),
    ("8-wall-check", None),
    ("8-wall-last", None),
    ("8-wall-month-12", None),
    // §9 Super events.
    ("9-when", None),
    ("9-lantern-festival", None),
    ("9-buddha", None),
    ("9-earthquake", None),
    ("9-flood", None),
    ("9-solar-eclipse", None),
    ("9-volcano", None),
    ("9-typhoon", None),
    ("9-sunrise", None),
    ("9-assassination", None),
    ("9-charter", None),
    // §10 Rulings.
    ("10-eclipse-wall", None),
    ("10-sunrise-released", None),
    ("10-wall-all-built", None),
    ("10-no-persons-count", None),
    ("10-capped", None),
    ("10-drought-order", None),
    ("10-before-decay", None),
    ("10-earthquake", None),
];

fn locales() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../locales")
}

#[test]
fn every_tip_has_its_message_in_every_language() {
    verify_messages::<GameState>(&locales(), &["en", "de", "nl", "fr"]).unwrap();
}

#[test]
fn every_rule_a_player_meets_is_taught_by_a_tip() {
    every_rule_taught::<GameState>(SPEC, &["great_wall", "super_events"]);
}

fn options(players: u8, great_wall: bool, super_events: SuperEvents) -> Options {
    Options {
        players,
        large_privilege_price: if players.is_multiple_of(2) { 7 } else { 6 },
        great_wall,
        super_events,
    }
}

/// Random games at every player count, options off and on (each super
/// event once): every tip fires, and each is the same from a re-sampled
/// position.
#[test]
fn every_tip_fires_in_random_games_and_is_worded_from_the_seat_view() {
    let mut sets = Vec::new();
    for players in 2..=5 {
        sets.push(options(players, false, SuperEvents::Off));
        sets.push(options(players, true, SuperEvents::Random));
    }
    for (i, e) in SuperEvent::ALL.into_iter().enumerate() {
        sets.push(options(
            2 + (i % 4) as u8,
            i % 2 == 0,
            SuperEvents::Chosen(e),
        ));
    }
    let start = std::time::Instant::now();
    let report = TipCheck::<GameState>::new(sets, 12, 42).run();
    println!(
        "{} games, {} actions, {} comparisons in {:?}; fired: {:?}",
        report.games,
        report.actions,
        report.compared,
        start.elapsed(),
        report.fired
    );
    assert!(report.compared > 0 && report.actions > 0);
    assert_eq!(report.never_fired::<GameState>(), Vec::<&str>::new());
    // Tips of an option fire only with it.
    let base = TipCheck::<GameState>::new(
        (2..=5)
            .map(|p| options(p, false, SuperEvents::Off))
            .collect(),
        2,
        7,
    )
    .run();
    for info in GameState::TIPS.iter().filter(|t| t.option.is_some()) {
        assert!(
            !base.fired.contains_key(info.id),
            "{} fired without its option",
            info.id
        );
    }
}

// ---------------------------------------------------------------------------
// Focused tests: the important tips fire exactly when their rule first
// matters, and not before.

/// The tips `seat` gets after `action` from `before`, and the state after.
fn tips_of(before: &GameState, action: Action, seat: usize) -> (Vec<Tip>, GameState) {
    let mut after = before.clone();
    after.apply(action).expect("a legal action");
    (tips_after(before, action, &after, seat), after)
}

fn ids(tips: &[Tip]) -> Vec<&str> {
    tips.iter().map(|t| t.id.as_str()).collect()
}

fn arg<'a>(tip: &'a Tip, name: &str) -> &'a TipArg {
    &tip.args.iter().find(|(n, _)| n == name).expect(name).1
}

fn find<'a>(tips: &'a [Tip], id: &str) -> Option<&'a Tip> {
    tips.iter().find(|t| t.id == id)
}

/// A palace of `floors` floors holding `persons`.
fn palace(floors: u8, persons: &[Person]) -> Palace {
    serde_json::from_value(serde_json::json!({ "floors": floors, "persons": persons }))
        .expect("a palace")
}

/// A position prepared from a seeded random game: the first position at a
/// pending decision that `wanted` picks, with the table then edited
/// (`edit`) through its view and made a game again ([`stand_in`]).
fn prepared(
    options: Options,
    wanted: impl Fn(&GameState) -> bool,
    edit: impl Fn(&mut SeatView),
) -> GameState {
    for seed in 0..500 {
        let mut game = GameState::new(options, seed).unwrap();
        let mut rng = Rng::seeded(seed);
        while !game.is_over() {
            if wanted(&game) {
                let mut view = game.seat_view(0);
                edit(&mut view);
                return stand_in(&view, game.pending());
            }
            let legal = game.legal();
            game.apply(legal[rng.below(legal.len())]).unwrap();
        }
    }
    panic!("no such position");
}

/// The last placement of a month's person phase is pending for a player
/// with room: placing ends the phase and the month's event follows.
fn last_placement(game: &GameState) -> bool {
    let all = (1u8 << game.players().len()) - 1;
    matches!(game.phase(), Phase::Persons { done } if done == all)
        && game.pending().is_some_and(|d| {
            matches!(d.kind, DecisionKind::PlacePerson { .. })
                && game.player(d.player).palaces.iter().any(|p| p.has_room())
        })
        && (1..=11).contains(&game.month())
}

/// The spec's draft example (§6): A takes tax collector + scholar; when B
/// then takes a tax collector first, B is told that the pair with the
/// scholar is taken, and not before.
#[test]
fn the_draft_pair_tip_fires_when_an_earlier_pair_is_blocked() {
    let mut game = GameState::new(Options::new(3), 1).unwrap();
    let mut told = Vec::new();
    let moves = [
        Action::Recruit(Person::young(Kind::TaxCollector)),
        Action::Place(0),
        Action::Recruit(Person::young(Kind::Scholar)),
        Action::Place(1),
        Action::Recruit(Person::young(Kind::TaxCollector)),
        Action::Place(0),
    ];
    for action in moves {
        let (tips, after) = tips_of(&game, action, 1);
        told.push(find(&tips, "draft-pair").cloned());
        game = after;
    }
    assert!(told[..5].iter().all(Option::is_none), "{told:?}");
    let tip = told[5]
        .as_ref()
        .expect("B is told after placing the tax collector");
    assert_eq!(
        arg(tip, "kind"),
        &TipArg::Term("dragon-kind-tax-collector".into())
    );
    assert_eq!(
        arg(tip, "other"),
        &TipArg::Term("dragon-kind-scholar".into())
    );
    // The draft goes in seat order: no turn-order tip yet, though B's
    // tax collector (3 steps) put B on top of A.
    let (tips, _) = tips_of(&game, Action::Recruit(Person::young(Kind::Farmer)), 1);
    assert!(!ids(&tips).contains(&"draft-pair"));
}

/// §4.3: a player whose palaces are all full is told to replace or return,
/// one with a free floor to place; never both.
#[test]
fn the_full_tip_fires_only_when_every_palace_is_full() {
    let recruiting = |g: &GameState| {
        matches!(g.phase(), Phase::Persons { .. })
            && g.pending()
                .is_some_and(|d| matches!(d.kind, DecisionKind::Recruit { .. }))
    };
    for full in [false, true] {
        let game = prepared(Options::new(3), recruiting, |view| {
            for player in &mut view.players {
                let resident = Person::young(Kind::Craftsman);
                let second: &[Person] = if full {
                    &[resident, resident]
                } else {
                    &[resident]
                };
                player.palaces.clear();
                player.palaces.push(palace(1, &[resident]));
                player.palaces.push(palace(2, second));
            }
        });
        let seat = game.current_player().unwrap();
        let action = game.legal()[0];
        let (tips, _) = tips_of(&game, action, seat);
        let ids = ids(&tips);
        assert_eq!(ids.contains(&"full"), full, "{ids:?}");
        assert_eq!(ids.contains(&"place"), !full, "{ids:?}");
    }
}

/// §6 tribute example: a player holding 2 yuan pays 2 and must dismiss 2;
/// the tip says what they paid, the dismissal tip how many go.
#[test]
fn the_tribute_tip_words_the_seats_payment() {
    let game = prepared(Options::new(2), last_placement, |view| {
        let month = view.month as usize;
        view.events[month - 1] = Event::ImperialTribute;
        for player in &mut view.players {
            player.yuan = 2;
            let resident = Person::young(Kind::Craftsman);
            player.palaces.clear();
            player.palaces.push(palace(3, &[resident, resident]));
            player.palaces.push(palace(2, &[resident]));
        }
    });
    let placing = game.current_player().unwrap();
    let action = game.legal()[0];
    for seat in 0..2 {
        let (tips, after) = tips_of(&game, action, seat);
        let tribute = find(&tips, "tribute").expect("the tribute is explained");
        assert_eq!(arg(tribute, "paid"), &TipArg::Number(2));
        let first = after.turn_order()[0];
        let dismiss = find(&tips, "dismiss");
        assert_eq!(
            dismiss.is_some(),
            seat == first,
            "seat {seat}, placing {placing}"
        );
        if let Some(tip) = dismiss {
            assert_eq!(arg(tip, "count"), &TipArg::Number(2));
        }
    }
    // Before the event, nobody hears of it.
    let before = prepared(
        Options::new(2),
        |g| {
            g.month() >= 3
                && g.pending()
                    .is_some_and(|d| d.kind == DecisionKind::PlayCard)
        },
        |_| {},
    );
    let action = before.legal()[0];
    let (tips, _) = tips_of(&before, action, 0);
    assert!(!ids(&tips).contains(&"tribute"), "{tips:?}");
}

/// §6 festival example: rockets 3, 3, 2, 1 score 6, 6, 3, 0; each seat's
/// tip says its own points.
#[test]
fn the_festival_tip_words_each_seats_points() {
    let game = prepared(Options::new(4), last_placement, |view| {
        let month = view.month as usize;
        view.events[month - 1] = Event::DragonFestival;
        for (player, rockets) in view.players.iter_mut().zip([3, 3, 2, 1]) {
            player.rockets = rockets;
        }
    });
    let action = game.legal()[0];
    for (seat, points) in [6, 6, 3, 0].into_iter().enumerate() {
        let (tips, after) = tips_of(&game, action, seat);
        let tip = find(&tips, "festival").expect("the festival is explained");
        assert_eq!(arg(tip, "points"), &TipArg::Number(points));
        assert_eq!(after.player(seat).rockets, [1, 1, 1, 1][seat]);
    }
}

/// §4.1: the occupied-group tip comes the first time a player must choose
/// while a dragon stands on a group, with that group's number; never while
/// every group is free.
#[test]
fn the_occupied_tip_fires_exactly_when_a_group_holds_a_dragon() {
    let mut fired = 0;
    for seed in 0..20 {
        let mut game = GameState::new(
            options(2 + (seed % 4) as u8, seed % 2 == 0, SuperEvents::Off),
            seed,
        )
        .unwrap();
        let mut rng = Rng::seeded(seed);
        while !game.is_over() {
            let legal = game.legal();
            let action = legal[rng.below(legal.len())];
            for seat in 0..game.players().len() {
                let (tips, after) = tips_of(&game, action, seat);
                let choosing = after
                    .pending()
                    .is_some_and(|d| d.player == seat && d.kind == DecisionKind::ChooseAction);
                let occupied = after.groups().iter().position(|g| g.is_occupied());
                let tip = find(&tips, "occupied");
                match (choosing, occupied) {
                    (true, Some(g)) => {
                        let tip = tip.expect("the occupied group is explained");
                        assert_eq!(arg(tip, "group"), &TipArg::Number(g as i64 + 1));
                        assert_eq!(tip.at, format!("group-{g}"));
                        fired += 1;
                    }
                    _ => assert!(tip.is_none(), "seed {seed}: {tips:?}"),
                }
            }
            game.apply(action).unwrap();
        }
    }
    assert!(fired > 0);
}

/// §3: turn order is explained when it first changes outside the draft
/// (the draft goes in seat order); §5: the final scoring lines and the
/// winner only at the end; §4.3: month 12 has no person phase, told when it
/// begins.
#[test]
fn order_end_and_last_month_tips_fire_at_their_moment() {
    for seed in 0..12 {
        let mut game =
            GameState::new(options(2 + (seed % 4) as u8, false, SuperEvents::Off), seed).unwrap();
        let mut rng = Rng::seeded(seed);
        while !game.is_over() {
            let legal = game.legal();
            let action = legal[rng.below(legal.len())];
            let (tips, after) = tips_of(&game, action, 0);
            let ids = ids(&tips);
            let drafting = matches!(game.phase(), Phase::Draft { .. });
            let reordered = !drafting && game.turn_order() != after.turn_order();
            assert_eq!(
                ids.contains(&"turn-order"),
                reordered,
                "seed {seed}: {ids:?}"
            );
            for end in ["final-persons", "final-monks", "final-money", "winner"] {
                assert_eq!(ids.contains(&end), after.is_over(), "seed {seed}: {ids:?}");
            }
            let twelve = game.month() == 11 && after.month() == 12;
            assert_eq!(ids.contains(&"last-month"), twelve, "seed {seed}: {ids:?}");
            if let Some(tip) = find(&tips, "winner") {
                assert_eq!(arg(tip, "player"), &TipArg::Seat(after.winner().unwrap()));
            }
            game = after;
        }
    }
}
