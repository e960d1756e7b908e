//! The Dragon log in words: one line per action (from the action, the
//! decision it answered and the engine's note of what it cost and gave) and
//! lines for the automatic steps (from the engine's journal). Rendered each
//! time it is shown, so it follows the language.

use dragon::{Action, Decision, DecisionKind, GameState, Happening, Step};

use super::text::{Msg, tr};
use crate::games::{Log, LogLine};
use crate::session::{Journaled, LogEntry, LogEvent};

/// What the log says of an action beyond the action itself: the engine's
/// outcome (a guest at a table gets it in its seat's entries).
pub type Note = dragon::Outcome;

impl Journaled for GameState {
    type Happening = dragon::Happening;
    type Note = Note;

    fn keep_journal(&mut self) {
        GameState::keep_journal(self, true);
    }

    fn take_journal(&mut self) -> Vec<dragon::Happening> {
        GameState::take_journal(self)
    }

    /// The engine's answers about `action`, played between `before` and
    /// `after`.
    fn note(before: &GameState, after: &GameState, action: Action) -> Note {
        Note::of(before, after, action)
    }
}

impl Log for GameState {
    /// The whole log in words.
    fn log_lines(log: &[LogEntry<GameState>], names: &[String]) -> Vec<LogLine> {
        let mut out = Vec::new();
        let mut i = 0;
        while i < log.len() {
            match &log[i].event {
                LogEvent::Action {
                    seat,
                    decision,
                    action,
                    note,
                } => {
                    let text = describe_action(*decision, *action, *note, &names[*seat]);
                    out.push(LogLine::new(log[i].step, false, text));
                    i += 1;
                }
                LogEvent::Auto(_) => {
                    let step = log[i].step;
                    let start = i;
                    while i < log.len()
                        && log[i].step == step
                        && matches!(log[i].event, LogEvent::Auto(_))
                    {
                        i += 1;
                    }
                    let journal: Vec<Happening> = log[start..i]
                        .iter()
                        .filter_map(|e| match e.event {
                            LogEvent::Auto(h) => Some(h),
                            _ => None,
                        })
                        .collect();
                    out.extend(
                        describe_journal(&journal, names)
                            .into_iter()
                            .map(|(heading, text)| LogLine::new(step, heading, text)),
                    );
                }
            }
        }
        out
    }
}

/// One line for an action.
fn describe_action(decision: Decision, action: Action, note: Note, name: &str) -> String {
    match action {
        Action::Take { group, card } => {
            let n = note.gain;
            let gain = match card {
                dragon::Card::Taxes => tr(Msg::GainYuan(n)),
                dragon::Card::Build => tr(Msg::GainFloors(n)),
                dragon::Card::Harvest => tr(Msg::GainRice(n)),
                dragon::Card::Fireworks => tr(Msg::GainRockets(n)),
                dragon::Card::MilitaryParade => tr(Msg::GainSteps(n)),
                dragon::Card::Research => tr(Msg::GainVp(n)),
                dragon::Card::Privilege | dragon::Card::GreatWall => String::new(),
            };
            tr(Msg::LogTake {
                name,
                group: group as usize,
                card,
                paid: note.paid,
                gain: &gain,
            })
        }
        Action::Refill => tr(Msg::LogRefill {
            name,
            gained: note.refilled,
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
        Action::PlayCard(card) => tr(Msg::LogPlayCard {
            name,
            card,
            spent: note.spent,
        }),
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
    }
}

fn line(text: String) -> (bool, String) {
    (false, text)
}

fn heading(text: String) -> (bool, String) {
    (true, text)
}

/// Lines for the automatic steps since the last action. Points scored in one
/// step are gathered into one line per player.
fn describe_journal(journal: &[Happening], names: &[String]) -> Vec<(bool, String)> {
    let mut out = Vec::new();
    let mut points: Vec<(u8, Vec<(dragon::VpSource, u16)>)> = Vec::new();
    let flush = |out: &mut Vec<(bool, String)>,
                 points: &mut Vec<(u8, Vec<(dragon::VpSource, u16)>)>| {
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
    use crate::session::tests::{played_out, steps};

    /// A game of bots played to the end at random.
    fn whole_game(seed: u64) -> crate::session::Session<GameState> {
        played_out(4, dragon::Options::new(4), seed)
    }

    fn names() -> Vec<String> {
        ["Anna", "Bai"].map(String::from).to_vec()
    }

    fn texts(journal: &[Happening]) -> Vec<String> {
        describe_journal(journal, &names())
            .into_iter()
            .map(|(_, t)| t)
            .collect()
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
        assert_eq!(
            texts(&journal),
            vec![
                "Scoring",
                "Anna +5 victory points (palaces 3, court ladies 2)",
                "Bai +2 victory points (palaces 2)"
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
        let lines = texts(&journal);
        assert!(lines[0].starts_with("Event: Drought"));
        assert_eq!(lines[1], "Bai pays 2 rice");
        assert_eq!(lines[2], "Bai must dismiss 1 person");
    }

    #[test]
    fn a_whole_game_logs_every_month_and_the_final_scoring() {
        let game = whole_game(21);
        let lines = GameState::log_lines(&game.log, &game.names());
        let headings: Vec<&str> = lines
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
            lines
                .iter()
                .any(|e| e.text.contains(" drafts a") || e.text.contains(" drafts an"))
        );
        // Every action has its line, in step order.
        let steps: Vec<usize> = lines.iter().map(|l| l.step).collect();
        assert!(steps.windows(2).all(|w| w[0] <= w[1]));
        for step in 1..=game.moves() {
            assert!(steps.contains(&step), "no line for step {step}");
        }
    }

    /// What a card gave is the engine's `card_yield`, not the app's sum.
    #[test]
    fn a_take_says_what_the_engine_says_it_gives_and_costs() {
        let mut checked = 0;
        for (before, after, action) in steps(&whole_game(8)) {
            if let Action::Take { group, card } = action {
                let seat = before.current_player().unwrap();
                let n = GameState::note(&before, &after, action);
                assert_eq!(n.gain, before.card_yield(seat, card));
                assert_eq!(n.paid, before.take_cost(&before.groups()[group as usize]));
                checked += 1;
            }
        }
        assert!(checked > 0);
    }
}
