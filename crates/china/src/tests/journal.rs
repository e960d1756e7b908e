//! The optional journal of automatic steps (for the app's log): what it
//! records, and that it is not part of the game.

use super::*;
use boardgame::Game;

/// The log of EX-13 (C-5.11): the scoring of full Lu, then the display
/// refill after the turn.
#[test]
fn journal_tells_scorings_and_refills() {
    let mut s = ex13();
    let plain = s.clone();
    s.keep_journal();
    assert!(s == plain, "the journal is not part of the game");
    play_all(&mut s, &[Action::Placement, pay(Green), house("LU-5")]);
    assert_eq!(
        s.take_journal(),
        [Happening::ProvinceScored {
            province: Province::LU,
            during_play: true,
            points: [5, 5, 2, 0, 0]
        }]
    );
    let first = s.display().colours().next().unwrap();
    play_all(
        &mut s,
        &[pay(Green), Action::Envoy(Province::LU), Action::Take(first)],
    );
    let j = s.take_journal();
    assert!(
        j.is_empty(),
        "no refill of the display before the hand is full: {j:?}"
    );
    play(&mut s, Action::Draw);
    assert!(matches!(s.take_journal()[..], [Happening::DisplayRefilled(c)] if c.total() == 1));
    assert_eq!(serde_json::to_string(&s).unwrap(), {
        let mut t = s.clone();
        t.journal = Default::default();
        serde_json::to_string(&t).unwrap()
    });
}

/// Exhaustions and the end of the game (C-7.5, C-9.1, §10).
#[test]
fn journal_tells_exhaustions_and_the_end() {
    let mut s = game(3);
    s.keep_journal();
    let mut rng = Rng::seeded(3);
    let mut all = Vec::new();
    while !s.is_over() {
        let legal = s.legal();
        play(&mut s, legal[rng.below(legal.len())]);
        all.extend(s.take_journal());
    }
    let position = |h: fn(&Happening) -> bool| all.iter().position(h);
    let reshuffled = position(|h| matches!(h, Happening::PileReshuffled { .. })).unwrap();
    let used_up = position(|h| matches!(h, Happening::PileUsedUp)).unwrap();
    let ended = position(|h| matches!(h, Happening::GameEnded(_))).unwrap();
    assert!(reshuffled < used_up && used_up < ended);
    assert!(matches!(
        all[ended],
        Happening::GameEnded(EndReason::PileUsedUpTwice)
    ));
    let final_points: u16 = all[ended..]
        .iter()
        .map(|h| match h {
            Happening::ProvinceScored { points, .. }
            | Happening::AllianceScored { points, .. }
            | Happening::ChainsScored { points } => points.iter().sum(),
            _ => 0,
        })
        .sum();
    let total: u16 = s
        .players()
        .iter()
        .map(|p| p.points.houses_at_end + p.points.alliances + p.points.chains)
        .sum();
    assert_eq!(
        final_points, total,
        "the journal accounts for every final point"
    );
}
