//! The Dragon's tips (`src/tips.rs`, issue 42): every message in every
//! language, every tip fires in random games and is worded from the seat's
//! view, every rule of the spec a player meets is taught, and the important
//! tips fire exactly when their rule first matters.

use std::collections::BTreeSet;
use std::path::Path;

use boardgame::tips::check::TipCheck;
use boardgame::tips::{Coached, verify_messages};

use dragon::{
    GameState, Options, SuperEvent,
    SuperEvents,
};

/// Every rule id of the spec (`year-of-the-dragon.md`, ids as `src/tips.rs`
/// names them: section, then the rule's short name), with `Some(reason)`
/// for each one no tip teaches.
const SPEC: &[(&str, Option<&str>)] = &[
    // §1 Components.
    ("1-persons", None),
    ("1-young-old", None),
    ("1-supply", None),
    ("1-material", Some("components: never limits play, nothing to decide")),
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
    ("4.1-deal", Some("done by the app: the groups are dealt face up")),
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
    let taught: BTreeSet<&str> = GameState::TIPS
        .iter()
        .flat_map(|t| t.rules.iter().copied())
        .collect();
    let spec: BTreeSet<&str> = SPEC.iter().map(|(id, _)| *id).collect();
    assert_eq!(spec.len(), SPEC.len(), "a rule id is listed twice");
    for (id, reason) in SPEC {
        match reason {
            None => assert!(taught.contains(id), "no tip teaches {id}"),
            Some(why) => assert!(!taught.contains(id), "{id} is taught, yet listed as {why}"),
        }
    }
    // A tip names only ids of the spec.
    for id in &taught {
        assert!(spec.contains(id), "a tip names {id}, which the spec lacks");
    }
    // Each option's tips say so.
    for info in GameState::TIPS {
        if let Some(option) = info.option {
            assert!(["great_wall", "super_events"].contains(&option), "{info:?}");
        }
    }
}

fn options(players: u8, great_wall: bool, super_events: SuperEvents) -> Options {
    Options {
        players,
        large_privilege_price: if players % 2 == 0 { 7 } else { 6 },
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
        sets.push(options(2 + (i % 4) as u8, i % 2 == 0, SuperEvents::Chosen(e)));
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
        (2..=5).map(|p| options(p, false, SuperEvents::Off)).collect(),
        2,
        7,
    )
    .run();
    for info in GameState::TIPS.iter().filter(|t| t.option.is_some()) {
        assert!(!base.fired.contains_key(info.id), "{} fired without its option", info.id);
    }
}
