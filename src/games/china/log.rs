//! The China log in words: a line per placement, swap and card taken (from
//! the action and the decision it answered), and lines for the automatic
//! steps from the engine's journal: scorings ("Shu is full: Anna 6, Ben
//! 3"), refills, the pile running out, passes, the final scoring. A card
//! drawn from the pile is never named (only its drawer saw it).

use china::{Action, Decision, DecisionKind, GameState, Happening, Piece};

use super::text::{Msg, tr};
use crate::games::{Log, LogLine};
use crate::session::{Journaled, LogEntry, LogEvent};

/// The engine's journal is the log's automatic steps; an action needs no
/// note beyond itself.
impl Journaled for GameState {
    type Happening = Happening;
    type Note = ();

    fn keep_journal(&mut self) {
        GameState::keep_journal(self);
    }

    fn take_journal(&mut self) -> Vec<Happening> {
        GameState::take_journal(self)
    }

    fn note(_: &GameState, _: &GameState, _: Action) {}
}

/// "Anna 6, Ben 3" (only those who score), or "nobody scores".
fn scores(points: &[u16; 5], names: &[String]) -> String {
    let parts: Vec<String> = names
        .iter()
        .zip(points)
        .filter(|&(_, &p)| p > 0)
        .map(|(n, p)| format!("{n} {p}"))
        .collect();
    if parts.is_empty() {
        tr(Msg::Nobody)
    } else {
        parts.join(", ")
    }
}

impl Log for GameState {
    /// The whole log in words.
    fn log_lines(log: &[LogEntry<GameState>], names: &[String]) -> Vec<LogLine> {
        let mut out = Vec::new();
        let name = |seat: usize| names.get(seat).map(String::as_str).unwrap_or("?");
        for entry in log {
            let step = entry.step;
            let mut push = |heading: bool, text: String| out.push(LogLine::new(step, heading, text));
            match &entry.event {
                LogEvent::Action {
                    seat,
                    decision,
                    action,
                    ..
                } => {
                    if let Some(text) = describe(*decision, *action, name(*seat)) {
                        push(false, text);
                    }
                }
                LogEvent::Auto(h) => match *h {
                    Happening::ProvinceScored {
                        province,
                        during_play: true,
                        points,
                    } => push(
                        false,
                        tr(Msg::ProvinceFull(province, &scores(&points, names))),
                    ),
                    Happening::ProvinceScored {
                        province, points, ..
                    } => push(
                        false,
                        tr(Msg::ProvinceFinal(province, &scores(&points, names))),
                    ),
                    Happening::DisplayRefilled(cards) => {
                        let list: Vec<String> = cards.each().map(|c| tr(Msg::Colour(c))).collect();
                        if !list.is_empty() {
                            push(false, tr(Msg::DisplayRefilled(&list.join(", "))));
                        }
                    }
                    Happening::PileReshuffled { cards } => push(true, tr(Msg::PileReshuffled(cards))),
                    Happening::PileUsedUp => push(true, tr(Msg::PileUsedUp)),
                    Happening::Passed { seat } => push(false, tr(Msg::Passed(name(seat as usize)))),
                    Happening::GameEnded(reason) => {
                        push(true, tr(Msg::GameEnded(reason)));
                        push(true, tr(Msg::FinalScoring));
                    }
                    Happening::AllianceScored { number, points } => {
                        if points.iter().any(|&p| p > 0) {
                            push(
                                false,
                                tr(Msg::AllianceScored(
                                    number as usize,
                                    &scores(&points, names),
                                )),
                            );
                        }
                    }
                    Happening::ChainsScored { points } => {
                        push(false, tr(Msg::ChainsScored(&scores(&points, names))))
                    }
                },
            }
        }
        out
    }
}

/// One line for an action, or none for the steps the next line tells
/// (choosing to place, paying: the piece's line names the payment).
fn describe(decision: Decision, action: Action, name: &str) -> Option<String> {
    let payment = match decision.kind {
        DecisionKind::Put { payment, .. } => Some(payment),
        _ => None,
    };
    match action {
        Action::Placement | Action::Swap | Action::Pay(_) => None,
        Action::House(site) | Action::Fortify(site) => Some(tr(Msg::LogPut {
            name,
            piece: if matches!(action, Action::House(_)) {
                Piece::House
            } else {
                Piece::Fortification
            },
            province: site.province(),
            site: Some(site),
            payment: payment?,
        })),
        Action::Envoy(province) => Some(tr(Msg::LogPut {
            name,
            piece: Piece::Envoy,
            province,
            site: None,
            payment: payment?,
        })),
        // Stopping before any piece: the pass, which the engine's `Passed`
        // line tells.
        Action::Stop if matches!(decision.kind, DecisionKind::Pay { piece: 0 }) => None,
        Action::Stop => Some(tr(Msg::LogStop(name))),
        Action::Discard(c) => Some(tr(Msg::LogSwap(name, c))),
        Action::Take(c) => Some(tr(Msg::LogTake(name, c))),
        Action::Draw => Some(tr(Msg::LogDraw(name))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use china::{Colour, Payment, Province, Site};

    fn names() -> Vec<String> {
        ["Anna", "Ben", "Chen"].map(String::from).to_vec()
    }

    #[test]
    fn a_full_province_is_told_with_who_scored_what() {
        let log = [LogEntry {
            step: 7,
            event: LogEvent::Auto(Happening::ProvinceScored {
                province: Province::SHU,
                during_play: true,
                points: [6, 3, 0, 0, 0],
            }),
        }];
        let lines = GameState::log_lines(&log, &names());
        assert_eq!(lines.len(), 1);
        assert_eq!(lines[0].text, "Shu is full: Anna 6, Ben 3");
        assert_eq!(lines[0].step, 7);
    }

    #[test]
    fn a_placement_names_the_site_and_the_payment_and_a_draw_never_the_card() {
        let house = LogEntry {
            step: 3,
            event: LogEvent::Action {
                seat: 1,
                decision: Decision {
                    player: 1,
                    kind: DecisionKind::Put {
                        piece: 0,
                        payment: Payment::joker(Colour::Green),
                    },
                },
                action: Action::House(Site::parse("WEI-3").unwrap()),
                note: (),
            },
        };
        let draw = LogEntry {
            step: 4,
            event: LogEvent::Action {
                seat: 1,
                decision: Decision {
                    player: 1,
                    kind: DecisionKind::Refill { hand: 1 },
                },
                action: Action::Draw,
                note: (),
            },
        };
        let lines = GameState::log_lines(&[house, draw], &names());
        assert_eq!(
            lines[0].text,
            "Ben puts a house on Wei 3, paying two green cards (joker)"
        );
        assert_eq!(lines[1].text, "Ben draws a card from the pile");
    }
}
