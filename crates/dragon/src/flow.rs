//! The sequence of the game: draft, then twelve months of action, person,
//! event and scoring phases. `advance` runs every automatic step until a
//! player must decide (or the game ends).

use crate::decision::{Decision, DecisionKind, Reason};
use crate::event::{Event, SUPER_EVENT_MONTH, SuperEvent};
use crate::journal::Step;
use crate::person::{Kind, Person};
use crate::player::VpSource;
use crate::state::{GameState, MONTHS, Phase};

impl GameState {
    pub(crate) fn ask(&mut self, player: usize, kind: DecisionKind) {
        self.pending = Some(Decision { player, kind });
    }

    pub(crate) fn advance(&mut self) {
        while self.pending.is_none() {
            match self.phase {
                Phase::Draft { seat, first } => {
                    if seat as usize == self.players.len() {
                        self.begin_month();
                    } else {
                        self.ask(seat as usize, DecisionKind::Draft { first });
                    }
                }
                Phase::Actions { done } => match self.next_in_turn_order(done, |_| true) {
                    Some(p) => {
                        self.phase = Phase::Actions {
                            done: done | 1 << p,
                        };
                        self.ask(p, DecisionKind::ChooseAction);
                    }
                    None => {
                        for group in &mut self.groups {
                            group.dragons = 0;
                        }
                        self.phase = Phase::Persons { done: 0 };
                    }
                },
                Phase::Persons { done } => {
                    // Month 12 (or after a typhoon) no cards are left: no person phase.
                    match self.next_in_turn_order(done, |p| !self.players[p].hand.is_empty()) {
                        Some(p) => {
                            self.phase = Phase::Persons {
                                done: done | 1 << p,
                            };
                            self.ask(p, DecisionKind::PlayCard);
                        }
                        None => self.begin_event(false),
                    }
                }
                Phase::Event { repeat, done, owed } => match self.next_to_dismiss(done, &owed) {
                    Some(p) => {
                        self.phase = Phase::Event {
                            repeat,
                            done: done | 1 << p,
                            owed,
                        };
                        let reason = match self.current_event() {
                            Event::ImperialTribute => Reason::ImperialTribute,
                            Event::Drought => Reason::Drought,
                            Event::MongolInvasion => Reason::MongolInvasion,
                            _ => Reason::Disease,
                        };
                        self.ask_dismissals(p, owed[p], reason);
                    }
                    None => self.end_event(repeat),
                },
                Phase::WallCheck { last, done, owed } => match self.next_to_dismiss(done, &owed) {
                    Some(p) => {
                        self.phase = Phase::WallCheck {
                            last,
                            done: done | 1 << p,
                            owed,
                        };
                        self.ask_dismissals(p, owed[p], Reason::GreatWall);
                    }
                    None if last => self.final_scoring(),
                    None => self.after_wall_check(false),
                },
                Phase::SuperEvent { done, .. } => {
                    match self.next_in_turn_order(done, |p| self.super_event_concerns(p)) {
                        Some(p) => self.begin_super_event_turn(p),
                        None => self.decay_and_score(),
                    }
                }
                Phase::GameOver => return,
            }
        }
    }

    pub(crate) fn current_event(&self) -> Event {
        self.events[self.month as usize - 1]
    }

    pub(crate) fn begin_month(&mut self) {
        self.journaled(Step::MonthBegins(self.month), |_| ());
        self.deal_groups();
        self.phase = Phase::Actions { done: 0 };
    }

    fn ask_dismissals(&mut self, player: usize, owed: u8, reason: Reason) {
        let persons = self.players[player].person_count() as u8;
        self.ask(
            player,
            DecisionKind::Dismiss {
                remaining: owed.min(persons),
                reason,
                from_palace: 0,
            },
        );
    }

    /// Resolves the automatic part of the month's event and records how many
    /// persons each player must dismiss.
    pub(crate) fn begin_event(&mut self, repeat: bool) {
        let event = self.current_event();
        let owed = self.journaled(Step::Event { event, repeat }, |s| s.resolve_event(event));
        self.journal_dismissals(&owed);
        self.phase = Phase::Event {
            repeat,
            done: 0,
            owed,
        };
    }

    fn end_event(&mut self, repeat: bool) {
        if self.current_event() == Event::MongolInvasion && self.options.great_wall && !repeat {
            self.begin_wall_check(false);
        } else {
            self.after_wall_check(repeat);
        }
    }

    /// Great Wall check: if the wall reaches the current month (month 12 for
    /// the last check) every player scores 1 VP per own section; otherwise
    /// the players with the fewest sections dismiss one person each.
    pub(crate) fn begin_wall_check(&mut self, last: bool) {
        let needed = if last { MONTHS } else { self.month };
        let sections = self.wall.len() as u8;
        let owed = self.journaled(Step::WallCheck { sections, needed }, |s| {
            let mut owed = [0u8; 5];
            if sections >= needed {
                for player in &mut s.players {
                    let own = player.wall_sections as u16;
                    player.score(VpSource::GreatWall, own);
                }
            } else {
                let fewest = s.players.iter().map(|p| p.wall_sections).min().unwrap_or(0);
                for (seat, player) in s.players.iter().enumerate() {
                    if player.wall_sections == fewest {
                        owed[seat] = 1;
                    }
                }
            }
            owed
        });
        self.journal_dismissals(&owed);
        self.phase = Phase::WallCheck {
            last,
            done: 0,
            owed,
        };
    }

    fn after_wall_check(&mut self, repeat: bool) {
        match self.super_event {
            Some(event) if self.month == SUPER_EVENT_MONTH && !repeat => {
                self.begin_super_event(event)
            }
            _ => self.decay_and_score(),
        }
    }

    /// Automatic super events resolve at once; the solar eclipse repeats the
    /// month's event; the rest give each player a turn in turn order.
    pub(crate) fn begin_super_event(&mut self, event: SuperEvent) {
        match event {
            SuperEvent::SolarEclipse => {
                self.journaled(Step::SuperEvent(event), |_| ());
                self.begin_event(true)
            }
            SuperEvent::LanternFestival
            | SuperEvent::Buddha
            | SuperEvent::Volcano
            | SuperEvent::Assassination => {
                self.journaled(Step::SuperEvent(event), |s| {
                    s.resolve_automatic_super_event(event)
                });
                self.decay_and_score();
            }
            SuperEvent::Earthquake
            | SuperEvent::Flood
            | SuperEvent::Typhoon
            | SuperEvent::Sunrise
            | SuperEvent::Charter => {
                self.journaled(Step::SuperEvent(event), |_| ());
                self.phase = Phase::SuperEvent {
                    done: 0,
                    sunrise_taken: 0,
                    quake_floors: 0,
                }
            }
        }
    }

    /// Whether `seat` has anything to do in the current super event.
    fn super_event_concerns(&self, seat: usize) -> bool {
        let player = &self.players[seat];
        match self.super_event {
            Some(SuperEvent::Earthquake) => player.total_floors() > 0,
            Some(SuperEvent::Flood) => player.yuan + player.rice + player.rockets >= 2,
            Some(SuperEvent::Typhoon) => !player.hand.is_empty(),
            Some(SuperEvent::Sunrise) => self.sunrise_choices().next().is_some(),
            Some(SuperEvent::Charter) => player.person_count() > 0,
            _ => false,
        }
    }

    /// Young persons still allowed at this sunrise.
    pub(crate) fn sunrise_choices(&self) -> impl Iterator<Item = Person> + '_ {
        let taken = self.sunrise_taken_mask();
        Kind::ALL
            .into_iter()
            .filter(move |k| taken & (1 << k.index()) == 0)
            .map(Person::young)
            .filter(|&p| self.supply.has(p))
    }

    fn begin_super_event_turn(&mut self, seat: usize) {
        let Phase::SuperEvent {
            done,
            sunrise_taken,
            ..
        } = self.phase
        else {
            unreachable!("super event turn outside the super event phase");
        };
        let player = &self.players[seat];
        let mut quake_floors = 0;
        let kind = match self.super_event {
            Some(SuperEvent::Earthquake) => {
                quake_floors = player.total_floors().min(2) as u8;
                DecisionKind::RemoveFloor {
                    remaining: quake_floors,
                }
            }
            Some(SuperEvent::Flood) => DecisionKind::ReturnGoods {
                remaining: (player.yuan + player.rice + player.rockets) / 2,
            },
            Some(SuperEvent::Typhoon) => DecisionKind::DiscardCard {
                remaining: player.hand.len().min(2) as u8,
            },
            Some(SuperEvent::Sunrise) => DecisionKind::Recruit { card: None },
            _ => DecisionKind::Charter,
        };
        self.phase = Phase::SuperEvent {
            done: done | 1 << seat,
            sunrise_taken,
            quake_floors,
        };
        self.ask(seat, kind);
    }

    /// Decay (palaces without persons lose a floor), then monthly scoring,
    /// then the next month or the end of the game.
    pub(crate) fn decay_and_score(&mut self) {
        self.journaled(Step::Decay, GameState::decay);
        self.journaled(Step::MonthlyScoring, GameState::monthly_scoring);
        if self.month == MONTHS {
            if self.options.great_wall {
                self.begin_wall_check(true);
            } else {
                self.final_scoring();
            }
        } else {
            self.month += 1;
            self.begin_month();
        }
    }

    pub(crate) fn decay(&mut self) {
        for player in &mut self.players {
            for palace in player.palaces.iter_mut().filter(|p| p.is_empty()) {
                palace.floors -= 1;
            }
            player.palaces.retain(|p| p.floors > 0);
        }
    }

    pub(crate) fn final_scoring(&mut self) {
        self.journaled(Step::FinalScoring, GameState::score_final);
        self.phase = Phase::GameOver;
        self.pending = None;
    }
}
