//! Which actions answer the pending decision. `why_illegal` is the single
//! source of truth; `legal_actions_into` (`Game::legal`) lists the candidates it accepts, so the
//! two can never disagree.

use crate::action::{Action, Good, PrivilegeSize, Site};
use crate::card::{Card, OCCUPIED_GROUP_COST};
use crate::decision::{Decision, DecisionKind, Reason};
use crate::error::Illegal;
use crate::hand::HandCard;
use crate::person::{Age, Kind, Person};
use crate::state::{GameState, Phase};
use crate::wall::{WALL_SECTIONS, WallBonus};

/// Price of a small privilege.
pub const SMALL_PRIVILEGE_PRICE: u16 = 2;

impl GameState {
    /// Like [`boardgame::Game::legal`], reusing a buffer (no allocation in hot loops).
    pub fn legal_actions_into(&self, out: &mut Vec<Action>) {
        out.clear();
        let Some(decision) = self.pending else {
            return;
        };
        let mut offer = |action: Action| {
            if self.why_illegal(decision, action).is_ok() {
                out.push(action);
            }
        };
        let player = &self.players[decision.player];
        match decision.kind {
            DecisionKind::Draft { .. } => {
                Kind::ALL
                    .into_iter()
                    .for_each(|k| offer(Action::Recruit(Person::young(k))));
            }
            DecisionKind::ChooseAction => {
                for (group, cards) in self.groups().iter().enumerate() {
                    for card in cards.cards() {
                        offer(Action::Take {
                            group: group as u8,
                            card,
                        });
                    }
                }
                offer(Action::Refill);
            }
            DecisionKind::ChoosePrivilege => {
                offer(Action::Privilege(PrivilegeSize::Small));
                offer(Action::Privilege(PrivilegeSize::Large));
            }
            DecisionKind::ChooseWallTile => {
                WallBonus::ALL
                    .into_iter()
                    .for_each(|b| offer(Action::BuildWall(b)));
            }
            DecisionKind::BuildFloor { .. } => {
                offer(Action::Build(Site::NewPalace));
                for i in 0..player.palaces.len() {
                    offer(Action::Build(Site::Palace(i as u8)));
                }
            }
            DecisionKind::PlayCard => player.hand.cards().for_each(|c| offer(Action::PlayCard(c))),
            DecisionKind::Recruit { .. } => Person::all().for_each(|p| offer(Action::Recruit(p))),
            DecisionKind::PlacePerson { .. } => {
                for (i, palace) in player.palaces.iter().enumerate() {
                    offer(Action::Place(i as u8));
                    for person in palace.distinct_persons() {
                        offer(Action::Replace {
                            palace: i as u8,
                            person,
                        });
                    }
                }
                offer(Action::Release);
            }
            DecisionKind::Dismiss { .. } => {
                for (i, palace) in player.palaces.iter().enumerate() {
                    for person in palace.distinct_persons() {
                        offer(Action::Dismiss {
                            palace: i as u8,
                            person,
                        });
                    }
                }
            }
            DecisionKind::RemoveFloor { .. } => {
                for i in 0..player.palaces.len() {
                    offer(Action::RemoveFloor(i as u8));
                }
            }
            DecisionKind::ReturnGoods { .. } => {
                for good in [Good::Yuan, Good::Rice, Good::Rockets] {
                    offer(Action::Return(good));
                }
            }
            DecisionKind::DiscardCard { .. } => {
                player.hand.cards().for_each(|c| offer(Action::Discard(c)))
            }
            DecisionKind::Charter => Kind::ALL
                .into_iter()
                .for_each(|k| offer(Action::Charter(k))),
        }
    }

    /// Whether `action` answers `decision` under the rules, and if not, why.
    pub(crate) fn why_illegal(&self, decision: Decision, action: Action) -> Result<(), Illegal> {
        let player = &self.players[decision.player];
        let palace = |i: u8| player.palaces.get(i as usize).ok_or(Illegal::NoSuchPalace);
        let need = |ok: bool, why: Illegal| if ok { Ok(()) } else { Err(why) };
        match (decision.kind, action) {
            (DecisionKind::Draft { first }, Action::Recruit(person)) => {
                need(person.age == Age::Young, Illegal::DraftTakesYoungOnly)?;
                need(self.supply.has(person), Illegal::NoneLeft(person))?;
                match first {
                    Some(first) => {
                        need(first != person.kind, Illegal::SameTypeTwice)?;
                        need(
                            !self.pair_taken(first, person.kind),
                            Illegal::PairTaken(first, person.kind),
                        )
                    }
                    None => need(
                        self.draft_partner_exists(person.kind),
                        Illegal::NoPairLeft(person.kind),
                    ),
                }
            }
            (DecisionKind::ChooseAction, Action::Refill) => Ok(()),
            (DecisionKind::ChooseAction, Action::Take { group, card }) => {
                let group = self
                    .groups()
                    .get(group as usize)
                    .ok_or(Illegal::NoSuchGroup)?;
                need(group.contains(card), Illegal::CardNotInGroup)?;
                let mut cost = self.take_cost(group);
                match card {
                    Card::Privilege => cost += SMALL_PRIVILEGE_PRICE,
                    Card::GreatWall => {
                        need(
                            self.wall.len() < WALL_SECTIONS as usize,
                            Illegal::WallComplete,
                        )?;
                        need(!player.wall_tiles.is_empty(), Illegal::NoWallTilesLeft)?;
                    }
                    _ => {}
                }
                need(
                    player.yuan >= cost,
                    Illegal::CannotAffordGroup {
                        cost,
                        yuan: player.yuan,
                    },
                )
            }
            (DecisionKind::ChoosePrivilege, Action::Privilege(size)) => {
                let price = self.privilege_price(size);
                need(
                    player.yuan >= price,
                    Illegal::CannotAffordPrivilege {
                        price,
                        yuan: player.yuan,
                    },
                )
            }
            (DecisionKind::ChooseWallTile, Action::BuildWall(bonus)) => need(
                player.wall_tiles.contains(bonus),
                Illegal::WallTileAlreadyBuilt,
            ),
            (DecisionKind::BuildFloor { .. }, Action::Build(site)) => match site {
                Site::NewPalace => Ok(()),
                Site::Palace(i) => need(palace(i)?.floors < 3, Illegal::PalaceAtThreeFloors),
            },
            (DecisionKind::PlayCard, Action::PlayCard(card))
            | (DecisionKind::DiscardCard { .. }, Action::Discard(card)) => {
                need(player.hand.contains(card), Illegal::CardNotInHand)
            }
            (DecisionKind::Recruit { card }, Action::Recruit(person)) => {
                match card {
                    Some(card) => need(
                        card.allows(person.kind),
                        Illegal::CardDoesNotAllow(person.kind),
                    )?,
                    None => {
                        need(person.age == Age::Young, Illegal::SunriseTakesYoungOnly)?;
                        need(
                            self.sunrise_choices().any(|p| p.kind == person.kind),
                            Illegal::TakenThisSunrise(person.kind),
                        )?;
                    }
                }
                need(self.supply.has(person), Illegal::NoneLeft(person))
            }
            (DecisionKind::PlacePerson { .. }, Action::Place(i)) => {
                need(palace(i)?.has_room(), Illegal::PalaceFull)
            }
            (DecisionKind::PlacePerson { .. }, Action::Replace { palace: i, person }) => {
                need(!player.has_room(), Illegal::MustPlaceWhileRoom)?;
                need(palace(i)?.contains(person), Illegal::PersonNotInPalace)
            }
            (DecisionKind::PlacePerson { .. }, Action::Release) => {
                need(!player.has_room(), Illegal::MustPlaceWhileRoom)
            }
            (
                DecisionKind::Dismiss {
                    remaining,
                    reason,
                    from_palace,
                },
                Action::Dismiss { palace: i, person },
            ) => {
                need(palace(i)?.contains(person), Illegal::PersonNotInPalace)?;
                match reason {
                    Reason::Drought => {
                        let later = player.palaces[i as usize + 1..]
                            .iter()
                            .filter(|p| !p.is_empty())
                            .count();
                        need(
                            i >= from_palace && later + 1 >= remaining as usize,
                            Illegal::DroughtPalaceOrder,
                        )
                    }
                    Reason::Earthquake => need(i == from_palace, Illegal::NotOverCapacity),
                    _ => Ok(()),
                }
            }
            (DecisionKind::RemoveFloor { .. }, Action::RemoveFloor(i)) => {
                need(palace(i)?.floors > 0, Illegal::PalaceHasNoFloors)
            }
            (DecisionKind::ReturnGoods { .. }, Action::Return(good)) => {
                let held = match good {
                    Good::Yuan => player.yuan,
                    Good::Rice => player.rice,
                    Good::Rockets => player.rockets,
                };
                need(held > 0, Illegal::NoSuchGoods)
            }
            (DecisionKind::Charter, Action::Charter(kind)) => {
                need(player.has_kind(kind), Illegal::TypeNotOwned(kind))
            }
            _ => Err(Illegal::WrongKindOfAction),
        }
    }

    /// Yuan a player pays to take a card from `group` (not counting what the
    /// card itself may cost, such as a privilege).
    pub fn take_cost(&self, group: &crate::card::Group) -> u16 {
        if group.is_occupied() {
            OCCUPIED_GROUP_COST
        } else {
            0
        }
    }

    /// Price of a privilege of this size under the game's options.
    pub fn privilege_price(&self, size: PrivilegeSize) -> u16 {
        match size {
            PrivilegeSize::Small => SMALL_PRIVILEGE_PRICE,
            PrivilegeSize::Large => self.options.large_privilege_price as u16,
        }
    }

    /// Whether a draft that starts with `first` can be completed.
    fn draft_partner_exists(&self, first: Kind) -> bool {
        Kind::ALL.into_iter().any(|second| {
            second != first
                && self.supply.has(Person::young(second))
                && !self.pair_taken(first, second)
        })
    }

    /// Whether `card` would let this player take any tile now.
    pub(crate) fn card_finds_tile(&self, card: HandCard) -> bool {
        match card {
            HandCard::Person(kind) => self.supply.has_kind(kind),
            HandCard::Wild => self.supply.total() > 0,
        }
    }

    pub(crate) fn sunrise_taken_mask(&self) -> u16 {
        match self.phase {
            Phase::SuperEvent { sunrise_taken, .. } => sunrise_taken,
            _ => 0,
        }
    }
}
