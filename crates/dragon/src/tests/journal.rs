//! The optional journal of automatic steps, used by the game log.

use super::*;
use boardgame::Game;

#[test]
fn the_journal_records_payments_dismissals_decay_and_scoring() {
    let mut state = with_palaces(2, &[(2, &[young(Kind::Monk)]), (2, &[])]);
    state.players[0].yuan = 1;
    state.keep_journal(true);
    run_event(&mut state, 5, Event::ImperialTribute);
    let journal = state.take_journal();
    assert_eq!(
        journal,
        vec![
            Happening::Step(Step::Event {
                event: Event::ImperialTribute,
                repeat: false
            }),
            Happening::Goods {
                seat: 0,
                yuan: -1,
                rice: 0,
                rockets: 0
            },
            Happening::Goods {
                seat: 1,
                yuan: -4,
                rice: 0,
                rockets: 0
            },
            Happening::MustDismiss { seat: 0, count: 3 },
        ]
    );
    play(
        &mut state,
        Action::Dismiss {
            palace: 0,
            person: young(Kind::Monk),
        },
    );
    let journal = state.take_journal();
    assert_eq!(journal[0], Happening::Step(Step::Decay));
    assert_eq!(
        journal[1],
        Happening::Decayed {
            seat: 0,
            floors_lost: 2,
            palaces_lost: 0
        }
    );
    assert!(journal.contains(&Happening::Scored {
        seat: 0,
        source: VpSource::Palaces,
        points: 2
    }));
    assert!(journal.contains(&Happening::Step(Step::MonthBegins(6))));
}

#[test]
fn the_journal_is_not_part_of_the_game() {
    let mut a = GameState::new(Options::new(3), 8).unwrap();
    let mut b = a.clone();
    a.keep_journal(true);
    let mut rng = Rng::seeded(2);
    while a.pending().is_some() {
        let legal = a.legal();
        let action = legal[rng.below(legal.len())];
        play(&mut a, action);
        play(&mut b, action);
    }
    assert_eq!(a, b);
    assert!(!a.take_journal().is_empty());
    assert!(b.take_journal().is_empty(), "off by default");
    assert_eq!(
        serde_json::to_string(&a).unwrap(),
        serde_json::to_string(&b).unwrap()
    );
}
