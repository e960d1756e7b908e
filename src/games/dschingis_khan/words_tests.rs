//! Words a newcomer can read (issue 35): no choice, question, log line or
//! refusal of Dschingis Khan names a village by its bare id or a wall piece
//! by its slot id, in any language. A village is named as the board names
//! it, with its id after it in brackets ("Wolf Hill (V01)"); a wall piece
//! by the two villages its slot separates ("between Wolf Hill and Salt
//! Well").

use boardgame::Game;
use dschingis_khan::{GameState, Illegal, Kind, RuleError, Slot, Village};

use super::refusal::refusal;
use super::text::{Msg, slot_name, tr, village};
use crate::games::{Labels, Log};
use crate::i18n::{Lang, Speaking};
use crate::session::tests::{played_out, steps};

/// Where `text` names a village by its id ("V12") without its name just
/// before it in brackets ("Felt Market (V12)"), or names a slot by its id
/// ("H3-08", "U2-3"): the offending ids.
fn bare_ids(text: &str) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    let mut bad = Vec::new();
    let word = |i: usize| chars.get(i).is_some_and(|c| c.is_alphanumeric());
    for i in 0..chars.len() {
        if i > 0 && word(i - 1) {
            continue;
        }
        let c = chars[i];
        let digit = |k: usize| chars.get(i + k).is_some_and(|c| c.is_ascii_digit());
        // A village id: V and two digits, a word of its own.
        if c == 'V' && digit(1) && digit(2) && !word(i + 3) {
            let id: String = chars[i..i + 3].iter().collect();
            let named = Village::parse(&id).map(|v| {
                let prefix = format!("{} (", tr(Msg::VillageName(v)));
                let before: String = chars[..i].iter().collect();
                before.ends_with(&prefix) && chars.get(i + 3) == Some(&')')
            });
            if named != Some(true) {
                bad.push(id);
            }
        }
        // A slot id: H or U, a digit, a dash, digits.
        if (c == 'H' || c == 'U') && digit(1) && chars.get(i + 2) == Some(&'-') && digit(3) {
            bad.push(chars[i..(i + 5).min(chars.len())].iter().collect());
        }
    }
    bad
}

fn assert_readable(lang: Lang, what: &str, text: &str) {
    let bad = bare_ids(text);
    assert!(bad.is_empty(), "{lang:?} {what} names {bad:?} bare: {text}");
}

#[test]
fn the_checker_finds_bare_ids_and_accepts_named_ones() {
    let _en = Speaking::in_(Lang::En);
    assert_eq!(bare_ids("To V01 by road"), ["V01"]);
    assert_eq!(bare_ids("up at H4-05 and down at U2-3"), ["H4-05", "U2-3"]);
    assert_eq!(bare_ids("To (V01) by road"), ["V01"]);
    assert_eq!(bare_ids("To Eagle Rock (V01) by road"), ["V01"]);
    assert!(bare_ids("To Wolf Hill (V01) by road").is_empty());
    assert!(bare_ids("Anna +5 VP, V1, V123").is_empty());
}

/// Every slot comes out as "between A and B", A and B the names of the
/// two villages it separates, in every language.
#[test]
fn wall_pieces_are_named_by_the_villages_they_stand_between() {
    for (lang, between, and) in [
        (Lang::En, "between", "and"),
        (Lang::De, "zwischen", "und"),
        (Lang::Nl, "tussen", "en"),
        (Lang::Fr, "entre", "et"),
    ] {
        let _lang = Speaking::in_(lang);
        for s in Slot::all() {
            let [a, b] = s.villages();
            let (a, b) = (tr(Msg::VillageName(a)), tr(Msg::VillageName(b)));
            assert_eq!(slot_name(s), format!("{between} {a} {and} {b}"));
            let title = tr(Msg::SlotTitle(s));
            assert!(title.ends_with(&format!("({s})")), "{title}");
        }
    }
    let _en = Speaking::in_(Lang::En);
    assert_eq!(slot_name(Slot::of("H1-00")), "between Wolf Hill and Salt Well");
    assert_eq!(village(Village::of("V01")), "Wolf Hill (V01)");
}

/// Random games played out: every choice offered on the way, every
/// question asked and every log line, in every language, names villages
/// with their names and wall pieces by where they stand.
#[test]
fn no_choice_question_or_log_line_names_a_bare_id() {
    for (players, seed) in [(3, 11), (2, 4), (4, 7)] {
        let game = played_out::<GameState>(players, dschingis_khan::Options::new(players as u8), seed);
        let names = game.names();
        let steps = steps(&game);
        for lang in Lang::ALL {
            let _lang = Speaking::in_(lang);
            let (mut labels, mut over_wall, mut builds) = (0, 0, 0);
            for (before, _, _) in &steps {
                if let Some(q) = Labels::question(before, &names) {
                    assert_readable(lang, "question", &q);
                }
                for a in before.legal() {
                    let label = before.action_label(a);
                    assert_readable(lang, "choice", &label);
                    labels += 1;
                    match a {
                        dschingis_khan::Action::Step {
                            via: dschingis_khan::Via::Wall { up, down },
                            ..
                        } if up != down => {
                            assert!(label.contains(&slot_name(up)), "{label}");
                            assert!(label.contains(&slot_name(down)), "{label}");
                            over_wall += 1;
                        }
                        dschingis_khan::Action::Build { slot } => {
                            assert!(label.contains(&slot_name(slot)), "{label}");
                            builds += 1;
                        }
                        _ => {}
                    }
                }
            }
            assert!(labels > 100 && builds > 0, "{labels} choices, {builds} builds");
            if seed == 11 {
                assert!(over_wall > 0, "no step over the wall offered");
            }
            let lines = GameState::log_lines(&game.log, &names);
            assert!(lines.len() > 50);
            for line in &lines {
                assert_readable(lang, "log line", &line.text);
            }
            for seat in 0..players {
                if let Some(v) = game.state.players()[seat].scout {
                    assert_readable(lang, "scout", &tr(Msg::ScoutOn(v)));
                    assert_readable(lang, "scout title", &tr(Msg::ScoutTitle("Anna", v)));
                }
            }
        }
    }
}

/// Every refusal that names a village or a wall piece names it readably.
#[test]
fn refusals_name_villages_and_wall_pieces_readably() {
    let (v, w) = (Village::of("V12"), Village::of("V18"));
    let s = Slot::of("H3-08");
    let all = [
        Illegal::VillageNotEmpty(v),
        Illegal::NoPartner(v),
        Illegal::NotNeighbours(v, w),
        Illegal::RoadWalled(s),
        Illegal::KindNotHeld(Kind::Herb),
        Illegal::OtherScout(v),
        Illegal::Visited(v),
        Illegal::NoRoad(v, w),
        Illegal::RoadCrossesWall(s),
        Illegal::NoWallPiece(s),
        Illegal::Closed(s),
        Illegal::NotBordering(s, v),
        Illegal::SlotTaken(s),
        Illegal::NotConnected(s),
    ];
    let refused = |why| {
        refusal(&RuleError::Illegal {
            action: dschingis_khan::Action::Pass,
            decision: boardgame::Decision {
                player: 0,
                kind: dschingis_khan::DecisionKind::Deploy,
            },
            why,
        })
    };
    for lang in Lang::ALL {
        let _lang = Speaking::in_(lang);
        for why in all {
            assert_readable(lang, "refusal", &refused(why));
        }
    }
    let _en = Speaking::in_(Lang::En);
    let text = refused(Illegal::Closed(s));
    assert_eq!(text, "the wall piece between Stone Cairn and Silk Road is closed");
}
