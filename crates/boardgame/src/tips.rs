//! Tips: each rule explained at the moment it first matters, in any game
//! (issue 42), not only in a lesson.
//!
//! A game lists its tips as data ([`TipInfo`]: an id, the rule ids of its
//! spec that the tip explains, the option it needs) and says which of them
//! fire after an action ([`Coached::tips`]). A tip is worded from one seat's
//! view only: [`Coached::tips`] gets the [`StandIn`]s of that seat's views
//! before and after the action and the seat's own log entry of it, never the
//! real game, so no tip can tell the learner a hidden card, a face-down piece
//! or a future draw. [`tips_after`] makes those views from the real game (the
//! host's or hot-seat app); a guest's device calls [`tips_seen`] with the
//! views the host sent it.
//!
//! Each tip's words are the message `tip-<id>` in the game's tips file of
//! every language (`locales/<lang>/<game>-tips.ftl`, [`verify_messages`]),
//! at most about 35 words, in the rulebook's terms. The app shows a tip once
//! per player and game; [`check`] plays random games and checks that every
//! tip fires and that each is the same when what the seat cannot know is
//! re-sampled.

use serde::{Deserialize, Serialize};

use crate::table::StandIn;

pub mod check;

/// One tip of a game's list: data the tests and the app read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TipInfo {
    /// Stable id (`dk-blocked-scout`): the message is `tip-<id>`, and the
    /// app remembers tips seen by id.
    pub id: &'static str,
    /// The rule ids of the game's spec the tip explains (`D-8.3`).
    pub rules: &'static [&'static str],
    /// The option the tip needs (its name in the game's options), `None`
    /// for a rule of the game with its default options.
    pub option: Option<&'static str>,
}

/// A tip of a game's list for a rule of its default options; a tip for an
/// option is `TipInfo { option: Some(name), ..tip(id, rules) }`.
pub const fn tip(id: &'static str, rules: &'static [&'static str]) -> TipInfo {
    TipInfo {
        id,
        rules,
        option: None,
    }
}

/// A tip that fired: which one, the board element it points at, and the
/// values its message is worded with.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tip {
    /// A [`TipInfo::id`] of the game's list.
    pub id: String,
    /// The board element the bubble stands beside: a key the game's board
    /// view marks an element with (`data-tip="province-3"`); `decision`
    /// is the decision panel, which every game has.
    pub at: String,
    /// The message's arguments, by name.
    pub args: Vec<(String, TipArg)>,
}

/// One argument of a tip's message.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TipArg {
    Number(i64),
    /// A seat: the app words it as that player's name.
    Seat(usize),
    /// A term of the game: the id of one of its messages (`person-healer`).
    Term(String),
}

impl Tip {
    /// A tip `id` pointing at `at`, with no arguments yet.
    pub fn new(id: &str, at: impl Into<String>) -> Tip {
        Tip {
            id: id.to_string(),
            at: at.into(),
            args: Vec::new(),
        }
    }

    pub fn number(mut self, name: &str, value: i64) -> Tip {
        self.args.push((name.to_string(), TipArg::Number(value)));
        self
    }

    pub fn seat(mut self, name: &str, seat: usize) -> Tip {
        self.args.push((name.to_string(), TipArg::Seat(seat)));
        self
    }

    pub fn term(mut self, name: &str, message: impl Into<String>) -> Tip {
        self.args
            .push((name.to_string(), TipArg::Term(message.into())));
        self
    }
}

/// A game that explains its rules as they come up.
pub trait Coached: StandIn {
    /// Every tip of the game, roughly in the order a game meets them.
    const TIPS: &'static [TipInfo];

    /// The tips for `seat` after an action: `before` and `after` are the
    /// positions that seat's views describe ([`StandIn::stand_in`]), `event`
    /// its log entry of the action. Pushed to `out` in the order to show.
    /// A tip may fire every time its rule comes up: the app shows it once.
    fn tips(seat: usize, before: &Self, event: &Self::SeatEvent, after: &Self, out: &mut Vec<Tip>);

    /// The tips for `seat` before the first action: what its first
    /// decision asks, when the game starts with it (`start` as the seat's
    /// views describe it). A newcomer's very first choice comes with its
    /// rule, not one action late. None unless the game says.
    fn opening(_seat: usize, _start: &Self, _out: &mut Vec<Tip>) {}
}

/// The tips for `seat` at the start of `game` (the real game, before any
/// action): worded from that seat's view alone ([`Coached::opening`]).
pub fn tips_at_start<G: Coached>(game: &G, seat: usize) -> Vec<Tip> {
    tips_at_start_seen::<G>(seat, (&game.seat_view(seat), game.pending()))
}

/// The tips for `seat` at the start, from its view and the pending
/// decision sent beside it (a guest at a table of devices).
pub fn tips_at_start_seen<G: Coached>(
    seat: usize,
    start: (&G::SeatView, Option<G::Decision>),
) -> Vec<Tip> {
    let start = G::stand_in(start.0, start.1);
    let mut out = Vec::new();
    G::opening(seat, &start, &mut out);
    out
}

/// The tips for `seat` after `action` took `before` to `after` (the real
/// game): worded from that seat's views alone. An action `before` refuses
/// gives none.
pub fn tips_after<G: Coached>(before: &G, action: G::Action, after: &G, seat: usize) -> Vec<Tip> {
    let Ok(event) = before.seen_by(action, seat) else {
        return Vec::new();
    };
    tips_seen::<G>(
        seat,
        (&before.seat_view(seat), before.pending()),
        &event,
        (&after.seat_view(seat), after.pending()),
    )
}

/// The tips for `seat` from what its device holds: its views (each with
/// the pending decision sent beside it) before and after an action, and its
/// log entry of the action (a guest at a table of devices).
pub fn tips_seen<G: Coached>(
    seat: usize,
    before: (&G::SeatView, Option<G::Decision>),
    event: &G::SeatEvent,
    after: (&G::SeatView, Option<G::Decision>),
) -> Vec<Tip> {
    let before = G::stand_in(before.0, before.1);
    let after = G::stand_in(after.0, after.1);
    let mut out = Vec::new();
    G::tips(seat, &before, event, &after, &mut out);
    out
}

/// The most words a tip's message may have in any language (the issue asks
/// for "at most about 35").
pub const MAX_WORDS: usize = 40;

/// Every tip of `G` has its message `tip-<id>` in every language's tips
/// file (`<locales>/<lang>/<NAME>-tips.ftl`), of at most [`MAX_WORDS`]
/// words; ids are unique and every rule id is named. Returns every problem
/// found, one a line.
pub fn verify_messages<G: Coached>(
    locales: &std::path::Path,
    langs: &[&str],
) -> Result<(), String> {
    let mut problems = Vec::new();
    let mut seen = std::collections::BTreeSet::new();
    for tip in G::TIPS {
        if !seen.insert(tip.id) {
            problems.push(format!("tip `{}` is listed twice", tip.id));
        }
        if tip.rules.is_empty() {
            problems.push(format!("tip `{}` names no rule", tip.id));
        }
    }
    for lang in langs {
        let path = locales.join(lang).join(format!("{}-tips.ftl", G::NAME));
        let source = match std::fs::read_to_string(&path) {
            Ok(source) => source,
            Err(e) => {
                problems.push(format!("{} cannot be read: {e}", path.display()));
                continue;
            }
        };
        for tip in G::TIPS {
            let id = format!("tip-{}", tip.id);
            match message_words(&source, &id) {
                None => problems.push(format!("{} lacks `{id}`", path.display())),
                Some(n) if n > MAX_WORDS => problems.push(format!(
                    "{}: `{id}` has {n} words (at most {MAX_WORDS})",
                    path.display()
                )),
                Some(_) => {}
            }
        }
    }
    match problems.is_empty() {
        true => Ok(()),
        false => Err(problems.join("\n")),
    }
}

/// The number of words of message `id` in a Fluent source (its first line
/// after `=` and the indented lines that continue it; a placeable counts as
/// one word), or `None` if the source does not define it.
pub fn message_words(source: &str, id: &str) -> Option<usize> {
    crate::lesson::message(source, id).map(|text| crate::lesson::words(&text))
}
