//! Carrying out a legal action: its effects, and the follow-up decision of a
//! multi-step choice (the next floor, the next dismissal, ...).

use crate::action::{Action, Good, PrivilegeSize, Site};
use crate::card::{Card, OCCUPIED_GROUP_COST};
use crate::decision::{Decision, DecisionKind, Reason};
use crate::error::RuleError;
use crate::palace::Palace;
use crate::person::{Kind, Person};
use crate::player::VpSource;
use crate::state::{GameState, Phase};
use crate::wall::WallBonus;

impl GameState {
    /// Plays `action` for the player who must decide. An illegal action is
    /// refused with the reason and leaves the state unchanged.
    pub fn apply(&mut self, action: Action) -> Result<(), RuleError> {
        let decision =
            boardgame::RuleError::check(self.pending, action, |d| self.why_illegal(d, action))?;
        self.pending = None;
        self.perform(decision, action);
        self.advance();
        Ok(())
    }

    /// Like [`GameState::apply`], but first checks that `player` is the one
    /// who must decide (for a UI or a bot acting for a given seat).
    pub fn apply_for(&mut self, player: usize, action: Action) -> Result<(), RuleError> {
        match self.pending {
            None => Err(RuleError::GameOver),
            Some(d) if d.player != player => Err(RuleError::NotYourTurn {
                player,
                expected: d.player,
            }),
            Some(_) => self.apply(action),
        }
    }

    fn perform(&mut self, decision: Decision, action: Action) {
        let seat = decision.player;
        match (decision.kind, action) {
            (DecisionKind::Draft { first }, Action::Recruit(person)) => {
                self.supply.take(person);
                if let Phase::Draft { seat: s, .. } = self.phase {
                    self.phase = match first {
                        None => Phase::Draft {
                            seat: s,
                            first: Some(person.kind),
                        },
                        Some(first) => {
                            self.drafted_pairs[first.index()] |= 1 << person.kind.index();
                            self.drafted_pairs[person.kind.index()] |= 1 << first.index();
                            Phase::Draft {
                                seat: s + 1,
                                first: None,
                            }
                        }
                    };
                }
                self.ask(seat, DecisionKind::PlacePerson { person });
            }
            (_, Action::Refill) => {
                let player = &mut self.players[seat];
                player.yuan = player.yuan.max(3);
            }
            (_, Action::Take { group, card }) => {
                let group = &mut self.groups[group as usize];
                if group.is_occupied() {
                    self.players[seat].yuan -= OCCUPIED_GROUP_COST;
                }
                group.dragons += 1;
                self.perform_card(seat, card);
            }
            (_, Action::Privilege(size)) => {
                let price = self.privilege_price(size);
                let player = &mut self.players[seat];
                player.yuan -= price;
                match size {
                    PrivilegeSize::Small => player.small_privileges += 1,
                    PrivilegeSize::Large => player.large_privileges += 1,
                }
            }
            (_, Action::BuildWall(bonus)) => self.build_wall(seat, bonus),
            (DecisionKind::BuildFloor { remaining }, Action::Build(site)) => {
                let palaces = &mut self.players[seat].palaces;
                match site {
                    Site::NewPalace => palaces.push(Palace::new(1)),
                    Site::Palace(i) => palaces[i as usize].floors += 1,
                }
                if remaining > 1 {
                    self.ask(
                        seat,
                        DecisionKind::BuildFloor {
                            remaining: remaining - 1,
                        },
                    );
                }
            }
            (_, Action::PlayCard(card)) => {
                self.players[seat].hand.remove(card);
                // A card whose type is exhausted is spent for nothing.
                if self.card_finds_tile(card) {
                    self.ask(seat, DecisionKind::Recruit { card: Some(card) });
                }
            }
            (DecisionKind::Recruit { card }, Action::Recruit(person)) => {
                self.supply.take(person);
                // At sunrise (no card) nobody else may take this type.
                if let (None, Phase::SuperEvent { sunrise_taken, .. }) = (card, &mut self.phase) {
                    *sunrise_taken |= 1 << person.kind.index();
                }
                self.ask(seat, DecisionKind::PlacePerson { person });
            }
            (DecisionKind::PlacePerson { person }, Action::Place(i)) => {
                self.players[seat].palaces[i as usize].add(person);
                self.advance_track(seat, person.value() as u16);
            }
            (
                DecisionKind::PlacePerson { person },
                Action::Replace {
                    palace,
                    person: old,
                },
            ) => {
                let palace = &mut self.players[seat].palaces[palace as usize];
                palace.remove(old);
                palace.add(person);
                self.dismissed += 1;
                self.advance_track(seat, person.value() as u16);
            }
            (DecisionKind::PlacePerson { person }, Action::Release) => {
                self.supply.put_back(person);
            }
            (
                DecisionKind::Dismiss {
                    remaining, reason, ..
                },
                Action::Dismiss { palace, person },
            ) => self.dismiss(seat, palace, person, remaining, reason),
            (DecisionKind::RemoveFloor { .. }, Action::RemoveFloor(i)) => {
                let palace = &mut self.players[seat].palaces[i as usize];
                palace.floors -= 1;
                let excess = palace.len().saturating_sub(palace.floors as usize) as u8;
                if let Phase::SuperEvent { quake_floors, .. } = &mut self.phase {
                    *quake_floors -= 1;
                }
                if excess > 0 {
                    self.ask(
                        seat,
                        DecisionKind::Dismiss {
                            remaining: excess,
                            reason: Reason::Earthquake,
                            from_palace: i,
                        },
                    );
                } else {
                    self.continue_earthquake(seat);
                }
            }
            (DecisionKind::ReturnGoods { remaining }, Action::Return(good)) => {
                let player = &mut self.players[seat];
                match good {
                    Good::Yuan => player.yuan -= 1,
                    Good::Rice => player.rice -= 1,
                    Good::Rockets => player.rockets -= 1,
                }
                if remaining > 1 {
                    self.ask(
                        seat,
                        DecisionKind::ReturnGoods {
                            remaining: remaining - 1,
                        },
                    );
                }
            }
            (DecisionKind::DiscardCard { remaining }, Action::Discard(card)) => {
                self.players[seat].hand.remove(card);
                if remaining > 1 {
                    self.ask(
                        seat,
                        DecisionKind::DiscardCard {
                            remaining: remaining - 1,
                        },
                    );
                }
            }
            (_, Action::Charter(kind)) => self.charter(seat, kind),
            _ => unreachable!("{action:?} was checked against {decision:?}"),
        }
    }

    /// Card base plus the symbols on the player's persons of the matching type.
    /// What an action card gives `seat` now: the base amount plus one per
    /// symbol of the matching person type (yuan, floors, rice, rockets, track
    /// steps or VP); 0 for the privilege and Great Wall cards, which ask.
    pub fn card_yield(&self, seat: usize, card: Card) -> u16 {
        let player = &self.players[seat];
        match card {
            Card::Taxes => 2 + player.symbols(Kind::TaxCollector),
            Card::Build => 1 + player.symbols(Kind::Craftsman),
            Card::Harvest => 1 + player.symbols(Kind::Farmer),
            Card::Fireworks => 1 + player.symbols(Kind::Pyrotechnist),
            Card::MilitaryParade => 1 + player.symbols(Kind::Warrior),
            Card::Research => 1 + player.symbols(Kind::Scholar),
            Card::Privilege | Card::GreatWall => 0,
        }
    }

    fn perform_card(&mut self, seat: usize, card: Card) {
        let gain = self.card_yield(seat, card);
        let player = &mut self.players[seat];
        match card {
            Card::Taxes => player.yuan += gain,
            Card::Build => {
                self.ask(
                    seat,
                    DecisionKind::BuildFloor {
                        remaining: gain as u8,
                    },
                );
            }
            Card::Harvest => player.rice += gain,
            Card::Fireworks => player.rockets += gain,
            Card::MilitaryParade => self.advance_track(seat, gain),
            Card::Research => player.score(VpSource::Research, gain),
            Card::Privilege => self.ask(seat, DecisionKind::ChoosePrivilege),
            Card::GreatWall => self.ask(seat, DecisionKind::ChooseWallTile),
        }
    }

    /// Build the chosen wall tile as the next section and gain its bonus.
    fn build_wall(&mut self, seat: usize, bonus: WallBonus) {
        self.wall.push(seat as u8);
        let player = &mut self.players[seat];
        player.wall_tiles.remove(bonus);
        player.wall_sections += 1;
        match bonus {
            WallBonus::Rice => player.rice += 1,
            WallBonus::Rocket => player.rockets += 1,
            WallBonus::Yuan => player.yuan += 2,
            WallBonus::Points => player.score(VpSource::GreatWall, 3),
            WallBonus::Steps => self.advance_track(seat, 3),
            WallBonus::Floor => self.ask(seat, DecisionKind::BuildFloor { remaining: 1 }),
        }
    }

    fn dismiss(&mut self, seat: usize, palace: u8, person: Person, remaining: u8, reason: Reason) {
        let player = &mut self.players[seat];
        player.palaces[palace as usize].remove(person);
        self.dismissed += 1;
        let persons_left = player.person_count();
        if remaining > 1 && persons_left > 0 {
            let from_palace = match reason {
                Reason::Drought => palace + 1,
                Reason::Earthquake => palace,
                _ => 0,
            };
            self.ask(
                seat,
                DecisionKind::Dismiss {
                    remaining: remaining - 1,
                    reason,
                    from_palace,
                },
            );
        } else if reason == Reason::Earthquake {
            self.continue_earthquake(seat);
        }
    }

    /// After a floor (and any excess persons) went: remove the next floor, or
    /// clear away palaces left with no floors.
    fn continue_earthquake(&mut self, seat: usize) {
        let left = match self.phase {
            Phase::SuperEvent { quake_floors, .. } => quake_floors,
            _ => 0,
        };
        let player = &mut self.players[seat];
        if left > 0 && player.total_floors() > 0 {
            self.ask(seat, DecisionKind::RemoveFloor { remaining: left });
        } else {
            player.palaces.retain(|p| p.floors > 0);
        }
    }

    /// Charter: the symbols of all own persons of one type, without a card base.
    fn charter(&mut self, seat: usize, kind: Kind) {
        let player = &mut self.players[seat];
        let symbols = player.symbols(kind);
        match kind {
            Kind::Craftsman => self.ask(
                seat,
                DecisionKind::BuildFloor {
                    remaining: symbols as u8,
                },
            ),
            Kind::CourtLady => player.score(VpSource::CourtLadies, symbols),
            Kind::Pyrotechnist => player.rockets += symbols,
            Kind::TaxCollector => player.yuan += symbols,
            Kind::Warrior => self.advance_track(seat, symbols),
            Kind::Monk => {
                let points = player.monk_points();
                player.score(VpSource::Monks, points);
            }
            Kind::Farmer => player.rice += symbols,
            Kind::Scholar => player.score(VpSource::Research, symbols),
            Kind::Healer => {}
        }
    }
}
