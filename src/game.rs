//! A game in progress: the setup, the engine state, the record of actions
//! (what is saved) and the readable log. Components only call these methods.

use dragon::{Action, Decision, GameRecord, GameState, Good, HandCard, Person, Site, WallBonus};

use crate::log::{LogEntry, describe_action, describe_journal};
use crate::seats::{Controller, Setup};

#[derive(Clone, Debug)]
pub struct Match {
    pub setup: Setup,
    pub record: GameRecord,
    pub state: GameState,
    pub log: Vec<LogEntry>,
}

/// A place on the board a player can click.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Spot {
    GroupCard {
        group: u8,
        card: dragon::Card,
    },
    Palace {
        seat: usize,
        palace: u8,
    },
    NewPalace {
        seat: usize,
    },
    Resident {
        seat: usize,
        palace: u8,
        person: Person,
    },
    SupplyTile(Person),
    HandCard {
        seat: usize,
        card: HandCard,
    },
    WallTile {
        seat: usize,
        bonus: WallBonus,
    },
    Goods {
        seat: usize,
        good: Good,
    },
    Privileges {
        seat: usize,
        large: bool,
    },
}

impl Match {
    /// Starts a game with `seed` (the setup's own seed, or a fresh random one).
    pub fn start(setup: Setup, seed: u64) -> Result<Match, String> {
        let mut state = GameState::new(setup.options, seed).map_err(|e| e.to_string())?;
        state.keep_journal(true);
        let mut game = Match {
            record: GameRecord::new(setup.options, seed),
            setup,
            state,
            log: Vec::new(),
        };
        game.take_journal();
        Ok(game)
    }

    /// Rebuilds a saved game by replaying its actions through the engine.
    #[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
    pub fn resume(setup: Setup, record: &GameRecord) -> Result<Match, String> {
        if setup.seats.len() != record.options.players as usize {
            return Err(format!(
                "the save names {} seats for a {}-player game",
                setup.seats.len(),
                record.options.players
            ));
        }
        let mut game = Match::start(setup, record.seed)?;
        game.record.options = record.options;
        for (i, &action) in record.actions.iter().enumerate() {
            game.play(action)
                .map_err(|e| format!("action {} of the saved game is refused: {e}", i + 1))?;
        }
        Ok(game)
    }

    /// Plays one action for whoever must decide; refused actions change nothing.
    pub fn play(&mut self, action: Action) -> Result<(), String> {
        let Some(decision) = self.state.pending() else {
            return Err(dragon::RuleError::GameOver.to_string());
        };
        let before = self.state.clone();
        self.state.apply(action).map_err(|e| e.to_string())?;
        self.record.actions.push(action);
        let month = before.month();
        let names = self.names();
        self.log
            .push(describe_action(&before, decision, action, &names, month));
        self.take_journal();
        Ok(())
    }

    fn take_journal(&mut self) {
        let journal = self.state.take_journal();
        let names = self.names();
        self.log.extend(describe_journal(&journal, &names));
    }

    pub fn names(&self) -> Vec<String> {
        self.setup.seats.iter().map(|s| s.name.clone()).collect()
    }

    pub fn pending(&self) -> Option<Decision> {
        self.state.pending()
    }

    pub fn is_over(&self) -> bool {
        self.state.is_over()
    }

    /// Whether a bot must decide now.
    pub fn bot_to_move(&self) -> Option<usize> {
        let seat = self.state.current_player()?;
        (self.setup.seats[seat].controller == Controller::Bot).then_some(seat)
    }

    /// Whether a human must decide now.
    pub fn human_to_move(&self) -> Option<usize> {
        let seat = self.state.current_player()?;
        (self.setup.seats[seat].controller == Controller::Human).then_some(seat)
    }

    /// The legal action that lives at `spot`, if clicking there makes sense now.
    pub fn action_at(&self, spot: Spot) -> Option<Action> {
        let seat = self.state.current_player()?;
        let candidates: &[Action] = &match spot {
            Spot::GroupCard { group, card } => vec![Action::Take { group, card }],
            Spot::Palace { seat: s, palace } if s == seat => vec![
                Action::Place(palace),
                Action::Build(Site::Palace(palace)),
                Action::RemoveFloor(palace),
            ],
            Spot::NewPalace { seat: s } if s == seat => vec![Action::Build(Site::NewPalace)],
            Spot::Resident {
                seat: s,
                palace,
                person,
            } if s == seat => vec![
                Action::Dismiss { palace, person },
                Action::Replace { palace, person },
                Action::Charter(person.kind),
            ],
            Spot::SupplyTile(person) => {
                let mut v = vec![Action::Recruit(person)];
                if matches!(
                    self.state.pending().map(|d| d.kind),
                    Some(dragon::DecisionKind::PlacePerson { person: p }) if p == person
                ) {
                    v.push(Action::Release);
                }
                v
            }
            Spot::HandCard { seat: s, card } if s == seat => {
                vec![Action::PlayCard(card), Action::Discard(card)]
            }
            Spot::WallTile { seat: s, bonus } if s == seat => vec![Action::BuildWall(bonus)],
            Spot::Goods { seat: s, good } if s == seat => {
                let mut v = vec![Action::Return(good)];
                if good == Good::Yuan {
                    v.push(Action::Refill);
                }
                v
            }
            Spot::Privileges { seat: s, large } if s == seat => vec![Action::Privilege(if large {
                dragon::PrivilegeSize::Large
            } else {
                dragon::PrivilegeSize::Small
            })],
            _ => vec![],
        };
        let legal = self.state.legal_actions();
        candidates.iter().copied().find(|a| legal.contains(a))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::seats::Setup;

    fn all_bots() -> Setup {
        let mut setup = Setup::default_game();
        for seat in &mut setup.seats {
            seat.controller = Controller::Bot;
        }
        setup
    }

    #[test]
    fn a_resumed_game_is_identical_to_the_original() {
        let mut game = Match::start(all_bots(), 77).unwrap();
        let mut rng = dragon::Rng::seeded(1);
        for _ in 0..150 {
            let legal = game.state.legal_actions();
            game.play(legal[rng.below(legal.len())]).unwrap();
        }
        let resumed = Match::resume(game.setup.clone(), &game.record).unwrap();
        assert_eq!(resumed.state, game.state);
        assert_eq!(resumed.log, game.log);
    }

    #[test]
    fn a_refused_action_changes_nothing_and_says_why() {
        let mut game = Match::start(all_bots(), 3).unwrap();
        let before = game.state.clone();
        let err = game.play(Action::Refill).unwrap_err();
        assert!(err.contains("does not answer"), "{err}");
        assert_eq!(game.state, before);
        assert!(game.record.actions.is_empty());
    }

    #[test]
    fn every_clickable_spot_offers_a_legal_action() {
        let mut game = Match::start(all_bots(), 5).unwrap();
        let mut rng = dragon::Rng::seeded(4);
        while !game.is_over() {
            let seat = game.state.current_player().unwrap();
            let legal = game.state.legal_actions();
            let spots = [
                Spot::NewPalace { seat },
                Spot::Goods {
                    seat,
                    good: Good::Yuan,
                },
                Spot::Palace { seat, palace: 0 },
            ];
            for spot in spots {
                if let Some(action) = game.action_at(spot) {
                    assert!(legal.contains(&action));
                }
            }
            game.play(legal[rng.below(legal.len())]).unwrap();
        }
        assert!(game.log.len() > game.record.actions.len());
    }
}
