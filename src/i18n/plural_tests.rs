//! The shell's counted messages take each language's plural form: English,
//! German and Dutch use the singular for 1 only (0 is plural), French for 0
//! and 1. Checked through `tr`, as the screens call it.

use super::lang::{Lang, Speaking};
use super::{Msg, tr};

/// `msg` for n = 0, 1, 2 in `lang`.
fn counted(lang: Lang, msg: fn(usize) -> Msg<'static>) -> [String; 3] {
    let _lang = Speaking::in_(lang);
    [0, 1, 2].map(|n| tr(msg(n)))
}

#[test]
fn decisions_in_a_saved_game_are_counted_in_every_language() {
    let expected = [
        (Lang::En, ["0 decisions", "1 decision", "2 decisions"]),
        (
            Lang::De,
            ["0 Entscheidungen", "1 Entscheidung", "2 Entscheidungen"],
        ),
        (
            Lang::Nl,
            ["0 beslissingen", "1 beslissing", "2 beslissingen"],
        ),
        (Lang::Fr, ["0 décision", "1 décision", "2 décisions"]),
    ];
    for (lang, want) in expected {
        assert_eq!(counted(lang, Msg::Moves), want, "{}", lang.code());
    }
}

#[test]
fn unreadable_saves_are_counted_in_every_language() {
    let expected = [
        (
            Lang::En,
            [
                "0 saved games cannot be read",
                "1 saved game cannot be read",
                "2 saved games cannot be read",
            ],
        ),
        (
            Lang::De,
            [
                "0 gespeicherte Partien sind",
                "1 gespeicherte Partie ist",
                "2 gespeicherte Partien sind",
            ],
        ),
        (
            Lang::Nl,
            [
                "0 bewaarde spellen kunnen",
                "1 bewaard spel kan",
                "2 bewaarde spellen kunnen",
            ],
        ),
        (
            Lang::Fr,
            [
                "0 partie enregistrée est illisible",
                "1 partie enregistrée est illisible",
                "2 parties enregistrées sont illisibles",
            ],
        ),
    ];
    for (lang, want) in expected {
        let got = counted(lang, Msg::UnreadableNotice);
        for (text, start) in got.iter().zip(want) {
            assert!(text.starts_with(start), "{}: {text:?}", lang.code());
        }
    }
}

#[test]
fn taken_back_decisions_say_none_for_zero_in_every_language() {
    let undos = |n: usize| Msg::UndosUsed(n as u32);
    let expected = [
        (
            Lang::En,
            [
                "No decision was taken back.",
                "1 decision was taken back.",
                "2 decisions were taken back.",
            ],
        ),
        (
            Lang::De,
            [
                "Keine Entscheidung wurde zurückgenommen.",
                "1 Entscheidung wurde zurückgenommen.",
                "2 Entscheidungen wurden zurückgenommen.",
            ],
        ),
        (
            Lang::Nl,
            [
                "Er is geen beslissing teruggenomen.",
                "Er is 1 beslissing teruggenomen.",
                "Er zijn 2 beslissingen teruggenomen.",
            ],
        ),
        (
            Lang::Fr,
            [
                "Aucune décision n’a été reprise.",
                "1 décision a été reprise.",
                "2 décisions ont été reprises.",
            ],
        ),
    ];
    for (lang, want) in expected {
        assert_eq!(counted(lang, undos), want, "{}", lang.code());
    }
}

#[test]
fn a_save_with_one_seat_too_few_is_counted_in_every_language() {
    use crate::save::SaveError;
    let seats = |n: usize| SaveError::Seats {
        seats: n,
        players: 3,
    };
    let expected = [
        (Lang::En, ["0 seats", "1 seat ", "2 seats"]),
        (Lang::De, ["0 Plätze", "einen Platz", "2 Plätze"]),
        (Lang::Nl, ["0 plaatsen", "1 plaats ", "2 plaatsen"]),
        (Lang::Fr, ["0 place ", "1 place ", "2 places"]),
    ];
    for (lang, want) in expected {
        let got = {
            let _lang = Speaking::in_(lang);
            [0, 1, 2].map(|n| tr(Msg::SaveError(&seats(n))))
        };
        for (text, part) in got.iter().zip(want) {
            assert!(text.contains(part), "{}: {text:?}", lang.code());
        }
    }
}
