//! The Dschingis Khan log in words: one line per action, plus lines for what
//! the engine did on its own after it (forced draws, getting stuck, the end
//! announced, the final scoring), read from the states before and after the
//! action. The log is shared by everyone at the table, so it never names
//! the kind of a piece: only what is public (D-10.1).

use dschingis_khan::{Action, DecisionKind, GameState, WallEvent};
use serde::{Deserialize, Serialize};

use super::text::{Msg, outcome, tr};
use crate::games::{Log, LogLine};
use crate::session::{Journaled, LogEntry, LogEvent};

/// What the log says of an action beyond the action itself (all public).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Note {
    /// The wall built by this action and how it resolved (the engine's).
    pub built: Option<WallEvent>,
    /// The step's piece was placed by the engine (only one kind held).
    pub placed: bool,
    /// Pieces the acting seat lost by getting stuck.
    pub lost: u8,
    /// The seat whose turn began during the automatic steps, with the walls
    /// and pieces it drew without a choice.
    pub next: Option<(u8, u8, u8)>,
    /// The seat that announced the end during this action.
    pub trigger: Option<u8>,
    /// The game ended with this action.
    pub over: bool,
    /// It ended by the safety limit (D-11.6).
    pub safety: bool,
}

/// The engine keeps no journal: what it did on its own after an action is
/// read from the states before and after it ([`Note`]).
impl Journaled for GameState {
    type Happening = ();
    type Note = Note;

    fn keep_journal(&mut self) {}

    fn take_journal(&mut self) -> Vec<()> {
        Vec::new()
    }

    /// The engine's answers about `action`, played between `before` and
    /// `after`.
    fn note(before: &GameState, after: &GameState, action: Action) -> Note {
        let Some(seat) = before.pending().map(|d| d.player) else {
            return Note::default();
        };
        let built = (after.last_build() != before.last_build())
            .then(|| after.last_build())
            .flatten();
        let placed = match action {
            Action::Step { to, .. } => after.stack(to).len() > before.stack(to).len(),
            _ => false,
        };
        let lost = after.players()[seat]
            .lost
            .total()
            .saturating_sub(before.players()[seat].lost.total());
        let new_turn = after.turns_played() != before.turns_played()
            || (matches!(
                before.pending().map(|d| d.kind),
                Some(DecisionKind::SetupScout { .. })
            ) && !super::labels::in_setup(after));
        let next = (new_turn && !after.is_over()).then(|| {
            let s = after.turn().player as usize;
            let (b, a) = (&before.players()[s], &after.players()[s]);
            // Drawn this turn without a choice: what the seat holds more than
            // before (the decisions of the turn come later).
            let walls = a.walls.saturating_sub(b.walls);
            let pieces = a.pieces.total().saturating_sub(b.pieces.total());
            (s as u8, walls, pieces)
        });
        let trigger = match (before.end(), after.end()) {
            (None, Some(end)) => Some(end.trigger),
            _ => None,
        };
        Note {
            built,
            placed,
            lost,
            next,
            trigger,
            over: after.is_over() && !before.is_over(),
            safety: after.finish() == Some(dschingis_khan::Finish::SafetyLimit),
        }
    }
}

impl Log for GameState {
    /// The whole log in words.
    fn log_lines(log: &[LogEntry<GameState>], names: &[String]) -> Vec<LogLine> {
        let name = |seat: usize| names.get(seat).map(String::as_str).unwrap_or("?");
        let mut out = Vec::new();
        for entry in log {
            let LogEvent::Action {
                seat,
                decision,
                action,
                note,
            } = &entry.event
            else {
                continue;
            };
            let step = entry.step;
            let mut push = |heading: bool, text: String| out.push(LogLine::new(step, heading, text));
            let who = name(*seat);
            let text = match *action {
                Action::Setup { village, .. } => tr(Msg::LogSetup(who, village)),
                Action::Scout { village } => match decision.kind {
                    DecisionKind::Reenter => tr(Msg::LogReenter(who, village)),
                    _ => tr(Msg::LogScout(who, village)),
                },
                Action::DrawWall => tr(Msg::LogDrawWall(who)),
                Action::DrawPiece => tr(Msg::LogDrawPiece(who)),
                Action::PlacePieces => tr(Msg::LogPlacePieces(who)),
                Action::BuildWalls => tr(Msg::LogBuildWalls(who)),
                Action::TakeScoutOff => tr(Msg::LogScoutOff(who)),
                Action::Pass => tr(Msg::LogPass(who)),
                Action::Step { to, via } => tr(Msg::LogStep {
                    name: who,
                    to,
                    via,
                    placed: note.placed,
                }),
                Action::Place { .. } => match decision.kind {
                    DecisionKind::Place { village } => tr(Msg::LogPlace(who, village)),
                    _ => String::new(),
                },
                Action::Build { slot } => {
                    let outcome = note.built.map(|e| outcome(&e.built)).unwrap_or_default();
                    tr(Msg::LogBuild {
                        name: who,
                        slot,
                        outcome: &outcome,
                    })
                }
            };
            push(false, text);
            if note.lost > 0 {
                push(false, tr(Msg::LogLost(who, note.lost)));
            }
            if let Some(t) = note.trigger {
                push(false, tr(Msg::LogTrigger(name(t as usize))));
            }
            if note.over && note.safety {
                push(false, tr(Msg::LogSafety));
            }
            if note.over {
                push(true, tr(Msg::LogOver));
            }
            if let Some((s, walls, pieces)) = note.next {
                let n = name(s as usize);
                push(true, tr(Msg::LogTurn(n)));
                if walls + pieces > 0 {
                    push(
                        false,
                        tr(Msg::LogDrew {
                            name: n,
                            walls,
                            pieces,
                        }),
                    );
                }
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::tests::{played_out, steps};

    /// A game of bots played to the end at random.
    fn whole_game(seed: u64) -> crate::session::Session<GameState> {
        played_out(3, dschingis_khan::Options::new(3), seed)
    }

    #[test]
    fn every_action_has_a_line_and_no_line_names_a_kind() {
        let game = whole_game(11);
        for lang in crate::i18n::Lang::ALL {
            crate::i18n::set_current(lang);
            let lines = GameState::log_lines(&game.log, &game.names());
            let steps: Vec<usize> = lines.iter().map(|l| l.step).collect();
            for step in 1..=game.moves() {
                assert!(steps.contains(&step), "no line for step {step}");
            }
            for kind in dschingis_khan::Kind::ALL {
                let word = tr(Msg::Kind(kind));
                assert!(
                    lines.iter().all(|l| !l.text.contains(&word)),
                    "a log line names a {word}"
                );
            }
            assert!(lines.iter().any(|l| l.text == tr(Msg::LogOver)));
        }
        crate::i18n::set_current(crate::i18n::Lang::En);
    }

    /// A wall move says which arm or arc was removed and why (the engine's
    /// resolution), in the log.
    #[test]
    fn a_wall_that_removes_pieces_says_which_and_why() {
        let mut found = false;
        // The seed of the random choices varies too: with the same choices
        // every deal plays the same public flow (it follows no secret).
        for seed in 1..20 {
            let mut game = crate::session::tests::start(
                crate::seats::tests::seats(3, &[]),
                dschingis_khan::Options::new(3),
                seed,
            );
            crate::session::tests::play_random(&mut game, usize::MAX, seed);
            for entry in &game.log {
                if let LogEvent::Action {
                    note: Note { built: Some(e), .. },
                    ..
                } = &entry.event
                    && e.built.removed != 0
                {
                    let text = GameState::log_lines(std::slice::from_ref(entry), &game.names())[0]
                        .text
                        .clone();
                    let first = dschingis_khan::board::slots_in(e.built.removed)
                        .next()
                        .unwrap();
                    let name = super::super::text::slot_name(first);
                    assert!(text.contains(&name), "{text} lacks {name}");
                    assert!(text.contains("removed"), "{text}");
                    found = true;
                }
            }
            if found {
                break;
            }
        }
        assert!(found, "no wall removed anything in 19 random games");
    }

    #[test]
    fn the_step_note_says_whether_the_engine_placed_the_piece() {
        let mut checked = 0;
        for (before, after, action) in steps(&whole_game(5)) {
            if let Action::Step { .. } = action {
                let n = GameState::note(&before, &after, action);
                let asked = matches!(
                    after.pending().map(|d| d.kind),
                    Some(DecisionKind::Place { .. })
                );
                assert!(!(n.placed && asked));
                checked += 1;
            }
        }
        assert!(checked > 0);
    }
}
