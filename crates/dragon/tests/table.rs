//! The Dragon at a table of devices (`boardgame::table`): every seat's view
//! against the full state, the log entries, the messages, the host's
//! refusals and its record (`TableCheck`).

mod common;

use boardgame::Game;
use boardgame::table::Seated;
use boardgame::table::check::TableCheck;
use dragon::{GameState, Options, SuperEvents};

/// Games per player count (with the Great Wall and a random super event).
const GAMES: u64 = if cfg!(debug_assertions) { 2 } else { 8 };

#[test]
fn a_seat_sees_the_whole_table_but_the_rng() {
    for players in 2..=5u8 {
        let options = Options {
            great_wall: players % 2 == 0,
            super_events: SuperEvents::Random,
            ..Options::new(players)
        };
        let report = TableCheck::<GameState>::new(options, GAMES, 300 + players as u64)
            .universe(common::universe())
            .run(
                |game, seat, view| {
                    // Field by field against the full state.
                    assert_eq!(view.month, game.month());
                    assert_eq!(&view.events, game.events());
                    assert_eq!(view.super_event, game.super_event());
                    assert_eq!(&view.supply, game.supply());
                    assert_eq!(view.dismissed, game.dismissed());
                    assert_eq!(view.players, game.players());
                    assert_eq!(view.groups, game.groups());
                    assert_eq!(view.wall, game.wall());
                    assert_eq!(view.phase, game.phase());
                    // Every seat sees the same: nothing is hidden.
                    assert_eq!(view, &game.seat_view((seat + 1) % game.players().len()));
                    // No RNG in what is sent.
                    let json = serde_json::to_value(view).unwrap();
                    assert!(json.get("rng").is_none());
                },
                |game, action, seat, event| {
                    let decision = game.pending().unwrap();
                    assert_eq!(event.seat as usize, decision.player, "seat {seat}");
                    assert_eq!(event.decision, decision.kind);
                    assert_eq!(event.action, action);
                },
            );
        assert_eq!(report.games, GAMES);
        assert!(report.decisions > GAMES * 100, "{report:?}");
        assert!(report.refusals > report.decisions, "{report:?}");
        // Nothing but the RNG is re-sampled, and it is in no view.
        assert_eq!(report.worlds_differing, 0, "{report:?}");
        // The RNG decides no decision of the seat to move.
        assert!(report.flow_checks > 0, "{report:?}");
        assert_eq!(report.flow_differs, 0, "{report:?}");
    }
}

#[test]
fn a_log_entry_holds_the_automatic_steps() {
    let mut game = GameState::new(Options::new(3), 7).unwrap();
    let mut months = 0;
    while !game.is_over() {
        let action = game.legal()[0];
        let events = game.seen_by_all(action).unwrap();
        assert!(events.windows(2).all(|w| w[0] == w[1]));
        months += events[0]
            .happenings
            .iter()
            .filter(|h| matches!(h, dragon::Happening::Step(dragon::Step::MonthBegins(_))))
            .count();
        game.apply(action).unwrap();
    }
    assert_eq!(
        months, 12,
        "every month begins after an action (month 1 after the draft)"
    );
}
