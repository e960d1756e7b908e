//! A game at the table, for any game: the seats, the record (options, seed
//! and actions: what is saved), the state, and the log as typed events. Play,
//! undo and replay go through the record. Plain data: the reactive side is
//! `crate::live`.

use boardgame::{Game, Record, ReplayError};

use crate::seats::Seat;

/// What a game gives the log beyond [`Game`]: the engine's journal of
/// automatic steps, and facts about an action only the state before it knows
/// (what it cost, what it gave), asked of the engine, never recomputed here.
pub trait Journaled: Game {
    type Happening: Clone + std::fmt::Debug + PartialEq + 'static;
    type Note: Clone + std::fmt::Debug + PartialEq + 'static;
    fn keep_journal(&mut self);
    fn take_journal(&mut self) -> Vec<Self::Happening>;
    /// What the log says about `action` beyond the action itself, from the
    /// states before and after it.
    fn note(before: &Self, after: &Self, action: Self::Action) -> Self::Note;
}

/// One event of the log, rendered to text only when shown.
#[derive(Clone, Debug, PartialEq)]
pub enum LogEvent<G: Journaled> {
    Action {
        seat: usize,
        decision: G::Decision,
        action: G::Action,
        note: G::Note,
    },
    Auto(G::Happening),
}

#[derive(Clone, Debug, PartialEq)]
pub struct LogEntry<G: Journaled> {
    /// Actions played when it happened: an action's entry and the automatic
    /// steps after it share the action's number (1-based); 0 is the setup.
    pub step: usize,
    pub event: LogEvent<G>,
}

/// An action [`Session::play`] just applied: the seat that was to move,
/// the action, and the position before it; the position after it is
/// [`Session::state`].
#[derive(Clone, Debug)]
pub struct Played<G: Game> {
    /// The seat that was to move (`None`: chance, or the game was over).
    pub seat: Option<usize>,
    pub action: G::Action,
    pub before: G,
}

/// Why a saved game does not fit together.
#[derive(Clone, Debug, PartialEq)]
pub enum ResumeError<E> {
    /// The save names `seats` seats for a game of `players`.
    Seats {
        seats: usize,
        players: usize,
    },
    Replay(ReplayError<E>),
}

#[derive(Clone, Debug)]
pub struct Session<G: Journaled> {
    /// Stable identity in the saved-games list.
    pub id: String,
    pub seats: Vec<Seat>,
    /// How long Hard bots think per decision.
    pub think_ms: u32,
    /// The only owner of the options and the seed.
    pub record: Record<G>,
    pub state: G,
    pub log: Vec<LogEntry<G>>,
    /// Decisions taken back so far.
    pub undos: u32,
    /// Hints asked for so far ("What would Hard do?").
    pub hints: u32,
    /// When the game started (ms since 1970).
    pub created: f64,
    /// The game this one is a kept copy of (see `save::SaveFile::copy_of`).
    pub copy_of: Option<String>,
    /// Set when this game is a "Learn to play" lesson (the game's script,
    /// `crate::lesson`): its bots play prepared moves and it is never rated.
    pub lesson: bool,
}

impl<G: Journaled> Session<G> {
    /// A new game.
    pub fn start(
        id: String,
        seats: Vec<Seat>,
        think_ms: u32,
        options: G::Options,
        seed: u64,
        created: f64,
    ) -> Result<Session<G>, G::Error> {
        let mut state = G::new(&options, seed)?;
        state.keep_journal();
        let mut session = Session {
            id,
            seats,
            think_ms,
            record: Record::new(options, seed),
            state,
            log: Vec::new(),
            undos: 0,
            hints: 0,
            created,
            copy_of: None,
            lesson: false,
        };
        session.take_journal();
        Ok(session)
    }

    /// Rebuilds a saved game by replaying its record.
    pub fn resume(
        id: String,
        seats: Vec<Seat>,
        think_ms: u32,
        record: &Record<G>,
        created: f64,
    ) -> Result<Session<G>, ResumeError<G::Error>> {
        let replay = |index, error| ResumeError::Replay(ReplayError { index, error });
        let mut session = Session::<G>::start(
            id,
            seats,
            think_ms,
            record.options.clone(),
            record.seed,
            created,
        )
        .map_err(|e| replay(None, e))?;
        let players = session.state.players();
        if session.seats.len() != players {
            return Err(ResumeError::Seats {
                seats: session.seats.len(),
                players,
            });
        }
        for (i, &action) in record.actions.iter().enumerate() {
            session.play(action).map_err(|e| replay(Some(i), e))?;
        }
        Ok(session)
    }

    /// Plays one action for whoever must decide; a refused action changes
    /// nothing. What was played comes back ([`Played`]) for whoever follows
    /// the game beside the log: the tips, a table's postman.
    pub fn play(&mut self, action: G::Action) -> Result<Played<G>, G::Error> {
        let seat = self.state.to_move();
        let decision = self.state.pending();
        let before = self.state.clone();
        self.state.apply(action)?;
        let note = G::note(&before, &self.state, action);
        self.record.actions.push(action);
        if let (Some(seat), Some(decision)) = (seat, decision) {
            self.log.push(LogEntry {
                step: self.record.actions.len(),
                event: LogEvent::Action {
                    seat,
                    decision,
                    action,
                    note,
                },
            });
        }
        self.take_journal();
        Ok(Played {
            seat,
            action,
            before,
        })
    }

    fn take_journal(&mut self) {
        let step = self.record.actions.len();
        let journal = self.state.take_journal();
        self.log.extend(journal.into_iter().map(|h| LogEntry {
            step,
            event: LogEvent::Auto(h),
        }));
    }

    pub fn names(&self) -> Vec<String> {
        self.seats.iter().map(|s| s.name.clone()).collect()
    }

    pub fn moves(&self) -> usize {
        self.record.actions.len()
    }

    /// The human seat that must decide now on this screen (a guest's seat
    /// decides on the guest's device).
    pub fn human_to_move(&self) -> Option<usize> {
        let seat = self.state.to_move()?;
        self.seats[seat].is_local_human().then_some(seat)
    }

    /// The guest's seat (a human on its own device) that must decide now.
    pub fn guest_to_move(&self) -> Option<usize> {
        let seat = self.state.to_move()?;
        (self.seats[seat].is_human() && self.seats[seat].guest).then_some(seat)
    }

    /// The bot seat that must decide now.
    pub fn bot_to_move(&self) -> Option<usize> {
        let seat = self.state.to_move()?;
        (!self.seats[seat].is_human()).then_some(seat)
    }

    /// The number of actions before the humans' last decision, if there is
    /// one to take back.
    fn undo_point(&self) -> Option<usize> {
        self.log.iter().rev().find_map(|e| match e.event {
            LogEvent::Action { seat, .. } if self.seats[seat].is_human() => Some(e.step - 1),
            _ => None,
        })
    }

    /// Whether an undo is offered: a human is to move and has decided before.
    pub fn can_undo(&self) -> bool {
        self.human_to_move().is_some() && self.undo_point().is_some()
    }

    /// Takes back the humans' last decision and the bots' replies after it.
    pub fn undo(&mut self) -> bool {
        if !self.can_undo() {
            return false;
        }
        let Some(keep) = self.undo_point() else {
            return false;
        };
        if !self.truncate(keep) {
            return false;
        }
        self.undos += 1;
        true
    }

    /// Goes back to the position after the first `keep` actions (a
    /// lesson's "back" and "start again"); false, changing nothing, if
    /// that position cannot be had.
    pub fn truncate(&mut self, keep: usize) -> bool {
        if keep > self.moves() {
            return false;
        }
        let mut record = self.record.clone();
        record.actions.truncate(keep);
        let Ok(mut state) = record.replay() else {
            return false;
        };
        state.keep_journal();
        self.state = state;
        self.record = record;
        self.log.retain(|e| e.step <= keep);
        true
    }

    /// The position after the first `step` actions (for replays).
    pub fn state_at(&self, step: usize) -> Option<G> {
        self.record.replay_to(step).ok()
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::seats::tests::seats;

    /// A new game of `G` at `seats`, for a test (its id "t").
    pub(crate) fn start<G: Journaled>(
        seats: Vec<Seat>,
        options: G::Options,
        seed: u64,
    ) -> Session<G> {
        Session::start("t".into(), seats, 1000, options, seed, 0.0).unwrap()
    }

    /// Plays up to `moves` legal actions drawn at random with `seed`,
    /// stopping at the end of the game.
    pub(crate) fn play_random<G: Journaled>(s: &mut Session<G>, moves: usize, seed: u64) {
        let mut rng = boardgame::Rng::seeded(seed);
        let mut legal = Vec::new();
        for _ in 0..moves {
            if s.state.is_over() {
                break;
            }
            s.state.legal_actions(&mut legal);
            s.play(legal[rng.below(legal.len())]).unwrap();
        }
    }

    /// A game of `players` bots played to the end at random.
    pub(crate) fn played_out<G: Journaled>(
        players: usize,
        options: G::Options,
        seed: u64,
    ) -> Session<G> {
        let mut game = start(seats(players, &[]), options, seed);
        play_random(&mut game, usize::MAX, 3);
        game
    }

    /// Every action of `game`'s record with the states before and after it.
    pub(crate) fn steps<G: Journaled>(game: &Session<G>) -> Vec<(G, G, G::Action)> {
        let mut state = game.state_at(0).unwrap();
        let mut out = Vec::new();
        for &action in &game.record.actions {
            let before = state.clone();
            state.apply(action).unwrap();
            out.push((before, state.clone(), action));
        }
        out
    }

    /// A Dragon game of four, the seats in `humans` human.
    fn session(humans: &[usize], seed: u64) -> Session<dragon::GameState> {
        start(seats(4, humans), dragon::Options::new(4), seed)
    }

    /// `game` resumed from its record is the same game, log and all.
    fn assert_resumes(game: &Session<dragon::GameState>) {
        let resumed =
            Session::resume("t".into(), game.seats.clone(), 1000, &game.record, 0.0).unwrap();
        assert_eq!(resumed.state, game.state);
        assert_eq!(resumed.log, game.log);
    }

    #[test]
    fn a_resumed_game_is_identical_to_the_original() {
        let mut game = session(&[], 77);
        play_random(&mut game, 150, 1);
        assert_resumes(&game);
    }

    #[test]
    fn a_refused_action_changes_nothing_and_says_why() {
        let mut game = session(&[], 3);
        let before = game.state.clone();
        let err = game.play(dragon::Action::Refill).unwrap_err();
        assert!(matches!(err, dragon::RuleError::Illegal { .. }), "{err:?}");
        assert_eq!(game.state, before);
        assert!(game.record.actions.is_empty());
    }

    #[test]
    fn undo_takes_back_the_humans_last_decision_and_the_bots_replies() {
        let mut game = session(&[0], 9);
        // Play until the human is to move again after having decided.
        let mut rng = boardgame::Rng::seeded(2);
        while !game.can_undo() {
            let legal = game.state.legal();
            game.play(legal[rng.below(legal.len())]).unwrap();
        }
        let last_human = game
            .log
            .iter()
            .rev()
            .find_map(|e| match e.event {
                LogEvent::Action { seat: 0, .. } => Some(e.step),
                _ => None,
            })
            .unwrap();
        let expected = game.record.replay_to(last_human - 1).unwrap();
        assert!(game.undo());
        assert_eq!(game.state, expected);
        assert_eq!(game.moves(), last_human - 1);
        assert_eq!(game.human_to_move(), Some(0));
        assert_eq!(game.undos, 1);
        assert!(game.log.iter().all(|e| e.step < last_human));
        // The undone game plays on and resumes identically.
        play_random(&mut game, 20, 5);
        assert_resumes(&game);
    }

    #[test]
    fn no_undo_for_bots_only_or_before_any_human_decision() {
        let mut bots = session(&[], 4);
        play_random(&mut bots, 30, 1);
        assert!(!bots.can_undo());
        assert!(!bots.undo());
        let fresh = session(&[0], 4);
        assert!(!fresh.can_undo());
    }

    #[test]
    fn a_save_with_the_wrong_number_of_seats_is_refused() {
        let game = session(&[0], 4);
        let err = Session::resume(
            "t".into(),
            game.seats[..3].to_vec(),
            1000,
            &game.record,
            0.0,
        )
        .unwrap_err();
        assert_eq!(
            err,
            ResumeError::Seats {
                seats: 3,
                players: 4
            }
        );
    }
}
