//! The readable game log: one line per action, plus what the automatic steps
//! did (from the engine's journal). All text comes from `i18n`.

use dragon::{Action, Card, Decision, DecisionKind, GameState, Happening, Kind, Step};

use crate::i18n::{Msg, tr};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogEntry {
    pub heading: bool,
    pub text: String,
}

fn line(text: String) -> LogEntry {
    LogEntry {
        heading: false,
        text,
    }
}

fn heading(text: String) -> LogEntry {
    LogEntry {
        heading: true,
        text,
    }
}

/// One line for an action, written from the state before it.
pub fn describe_action(
    before: &GameState,
    decision: Decision,
    action: Action,
    names: &[String],
    _month: u8,
) -> LogEntry {
    let seat = decision.player;
    let name = names[seat].as_str();
    let player = before.player(seat);
    let text = match action {
        Action::Take { group, card } => {
            let occupied = before.groups()[group as usize].is_occupied();
            let paid = if occupied {
                dragon::OCCUPIED_GROUP_COST
            } else {
                0
            };
            let symbols = |k: Kind| player.symbols(k);
            let gain = match card {
                Card::Taxes => tr(Msg::GainYuan(2 + symbols(Kind::TaxCollector))),
                Card::Build => tr(Msg::GainFloors(1 + symbols(Kind::Craftsman))),
                Card::Harvest => tr(Msg::GainRice(1 + symbols(Kind::Farmer))),
                Card::Fireworks => tr(Msg::GainRockets(1 + symbols(Kind::Pyrotechnist))),
                Card::MilitaryParade => tr(Msg::GainSteps(1 + symbols(Kind::Warrior))),
                Card::Research => tr(Msg::GainVp(1 + symbols(Kind::Scholar))),
                Card::Privilege | Card::GreatWall => String::new(),
            };
            tr(Msg::LogTake {
                name,
                group: group as usize,
                card,
                paid,
                gain: &gain,
            })
        }
        Action::Refill => tr(Msg::LogRefill {
            name,
            gained: 3u16.saturating_sub(player.yuan),
        }),
        Action::Privilege(size) => tr(Msg::LogPrivilege { name, size }),
        Action::BuildWall(bonus) => tr(Msg::LogWall { name, bonus }),
        Action::Build(site) => tr(Msg::LogBuild {
            name,
            palace: match site {
                dragon::Site::NewPalace => None,
                dragon::Site::Palace(i) => Some(i as usize),
            },
        }),
        Action::PlayCard(card) => {
            let spent = match card {
                dragon::HandCard::Person(k) => !before.supply().has_kind(k),
                dragon::HandCard::Wild => before.supply().total() == 0,
            };
            tr(Msg::LogPlayCard { name, card, spent })
        }
        Action::Recruit(person) => match decision.kind {
            DecisionKind::Draft { .. } => tr(Msg::LogDraft { name, person }),
            _ => tr(Msg::LogRecruit { name, person }),
        },
        Action::Place(palace) => {
            let steps = match decision.kind {
                DecisionKind::PlacePerson { person } => person.value(),
                _ => 0,
            };
            tr(Msg::LogPlace {
                name,
                palace: palace as usize,
                steps,
            })
        }
        Action::Replace { palace, person } => tr(Msg::LogReplace {
            name,
            palace: palace as usize,
            person,
        }),
        Action::Release => tr(Msg::LogRelease { name }),
        Action::Dismiss { palace, person } => {
            let reason = match decision.kind {
                DecisionKind::Dismiss { reason, .. } => Some(reason),
                _ => None,
            };
            tr(Msg::LogDismiss {
                name,
                palace: palace as usize,
                person,
                reason,
            })
        }
        Action::RemoveFloor(palace) => tr(Msg::LogRemoveFloor {
            name,
            palace: palace as usize,
        }),
        Action::Return(good) => tr(Msg::LogReturn { name, good }),
        Action::Discard(card) => tr(Msg::LogDiscard { name, card }),
        Action::Charter(kind) => tr(Msg::LogCharter { name, kind }),
    };
    line(text)
}

/// Lines for the automatic steps since the last action. Points scored in one
/// step are gathered into one line per player.
pub fn describe_journal(journal: &[Happening], names: &[String]) -> Vec<LogEntry> {
    let mut out = Vec::new();
    let mut points: Vec<(u8, Vec<(dragon::VpSource, u16)>)> = Vec::new();
    let flush = |out: &mut Vec<LogEntry>, points: &mut Vec<(u8, Vec<(dragon::VpSource, u16)>)>| {
        for (seat, parts) in points.drain(..) {
            let total: u16 = parts.iter().map(|&(_, p)| p).sum();
            let detail: Vec<String> = parts
                .iter()
                .map(|&(source, p)| tr(Msg::PointsFrom { points: p, source }))
                .collect();
            out.push(line(tr(Msg::LogScored {
                name: &names[seat as usize],
                total,
                detail: &detail.join(", "),
            })));
        }
    };
    for &happening in journal {
        match happening {
            Happening::Step(step) => {
                flush(&mut out, &mut points);
                match step {
                    Step::MonthBegins(m) => out.push(heading(tr(Msg::Month(m)))),
                    Step::Event { event, repeat } => {
                        out.push(line(tr(Msg::LogEvent { event, repeat })))
                    }
                    Step::WallCheck { sections, needed } => {
                        out.push(line(tr(Msg::LogWallCheck { sections, needed })))
                    }
                    Step::SuperEvent(e) => out.push(line(tr(Msg::LogSuperEvent(e)))),
                    Step::Decay => {}
                    Step::MonthlyScoring => out.push(line(tr(Msg::LogScoring))),
                    Step::FinalScoring => out.push(heading(tr(Msg::LogFinalScoring))),
                }
            }
            Happening::Scored {
                seat,
                source,
                points: p,
            } => match points.iter_mut().find(|(s, _)| *s == seat) {
                Some((_, parts)) => parts.push((source, p)),
                None => points.push((seat, vec![(source, p)])),
            },
            Happening::Goods {
                seat,
                yuan,
                rice,
                rockets,
            } => out.push(line(tr(Msg::LogGoods {
                name: &names[seat as usize],
                yuan,
                rice,
                rockets,
            }))),
            Happening::MustDismiss { seat, count } => out.push(line(tr(Msg::LogMustDismiss {
                name: &names[seat as usize],
                count,
            }))),
            Happening::Decayed {
                seat,
                floors_lost,
                palaces_lost,
            } => out.push(line(tr(Msg::LogDecayed {
                name: &names[seat as usize],
                floors: floors_lost,
                palaces: palaces_lost,
            }))),
            Happening::TrackMoved { seat, from, to } => out.push(line(tr(Msg::LogTrack {
                name: &names[seat as usize],
                from,
                to,
            }))),
            Happening::PrivilegesLost { seat, dragons } => {
                out.push(line(tr(Msg::LogPrivilegesLost {
                    name: &names[seat as usize],
                    dragons,
                })))
            }
        }
    }
    flush(&mut out, &mut points);
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Match;
    use crate::seats::{Controller, Setup};

    fn names() -> Vec<String> {
        ["Anna", "Bai"].map(String::from).to_vec()
    }

    #[test]
    fn points_of_one_step_are_gathered_per_player() {
        let journal = [
            Happening::Step(Step::MonthlyScoring),
            Happening::Scored {
                seat: 0,
                source: dragon::VpSource::Palaces,
                points: 3,
            },
            Happening::Scored {
                seat: 1,
                source: dragon::VpSource::Palaces,
                points: 2,
            },
            Happening::Scored {
                seat: 0,
                source: dragon::VpSource::CourtLadies,
                points: 2,
            },
        ];
        let lines: Vec<String> = describe_journal(&journal, &names())
            .into_iter()
            .map(|e| e.text)
            .collect();
        assert_eq!(
            lines,
            vec![
                "Scoring",
                "Anna +5 VP (palaces 3, court ladies 2)",
                "Bai +2 VP (palaces 2)"
            ]
        );
    }

    #[test]
    fn payments_and_dismissals_read_in_words() {
        let journal = [
            Happening::Step(Step::Event {
                event: dragon::Event::Drought,
                repeat: false,
            }),
            Happening::Goods {
                seat: 1,
                yuan: 0,
                rice: -2,
                rockets: 0,
            },
            Happening::MustDismiss { seat: 1, count: 1 },
        ];
        let lines: Vec<String> = describe_journal(&journal, &names())
            .into_iter()
            .map(|e| e.text)
            .collect();
        assert!(lines[0].starts_with("Event: Drought"));
        assert_eq!(lines[1], "Bai pays 2 rice");
        assert_eq!(lines[2], "Bai must dismiss 1 person");
    }

    #[test]
    fn a_whole_game_logs_every_month_and_the_final_scoring() {
        let mut setup = Setup::default_game();
        for seat in &mut setup.seats {
            seat.controller = Controller::Bot;
        }
        let mut game = Match::start(setup, 21).unwrap();
        let mut rng = dragon::Rng::seeded(3);
        while !game.is_over() {
            let legal = game.state.legal_actions();
            game.play(legal[rng.below(legal.len())]).unwrap();
        }
        let headings: Vec<&str> = game
            .log
            .iter()
            .filter(|e| e.heading)
            .map(|e| e.text.as_str())
            .collect();
        for m in 1..=12 {
            assert!(
                headings.contains(&format!("Month {m}").as_str()),
                "{headings:?}"
            );
        }
        assert_eq!(headings.last(), Some(&"Final scoring"));
        assert!(
            game.log
                .iter()
                .any(|e| e.text.contains(" drafts a") || e.text.contains(" drafts an"))
        );
    }
}
