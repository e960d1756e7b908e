//! The places on the Dragon board a player can click, and the legal action
//! each one stands for right now.

use boardgame::Game;
use dragon::{Action, GameState, Good, HandCard, Person, Site, WallBonus};

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

/// The legal action that lives at `spot`, if clicking there makes sense now.
pub fn action_at(state: &GameState, spot: Spot) -> Option<Action> {
    let seat = state.current_player()?;
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
                state.pending().map(|d| d.kind),
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
    let legal = state.legal();
    candidates.iter().copied().find(|a| legal.contains(a))
}

/// The spots `action` of `seat` touched, in the position after it (a
/// bot's move is highlighted there).
pub fn touched_by(after: &GameState, seat: usize, action: Action) -> Vec<Spot> {
    let palace = |palace: u8| Spot::Palace { seat, palace };
    match action {
        Action::Take { group, card } => vec![Spot::GroupCard { group, card }],
        Action::Refill => vec![Spot::Goods {
            seat,
            good: Good::Yuan,
        }],
        Action::Return(good) => vec![Spot::Goods { seat, good }],
        Action::Privilege(size) => vec![Spot::Privileges {
            seat,
            large: size == dragon::PrivilegeSize::Large,
        }],
        Action::Build(Site::Palace(p))
        | Action::Place(p)
        | Action::RemoveFloor(p)
        | Action::Replace { palace: p, .. }
        | Action::Dismiss { palace: p, .. } => vec![palace(p)],
        Action::Build(Site::NewPalace) => {
            let built = after.player(seat).palaces.len();
            vec![palace(built.saturating_sub(1) as u8)]
        }
        Action::Recruit(person) => vec![Spot::SupplyTile(person)],
        Action::BuildWall(bonus) => vec![Spot::WallTile { seat, bonus }],
        Action::PlayCard(_) | Action::Release | Action::Discard(_) | Action::Charter(_) => {
            vec![]
        }
    }
}

#[cfg(test)]
mod tests {
    use boardgame::testing::Harness;

    use super::*;

    #[test]
    fn every_clickable_spot_offers_a_legal_action() {
        let mut offered = 0;
        Harness::new(dragon::Options::new(4), 1, 5).run(|state: &GameState, _, _| {
            let seat = state.current_player().unwrap();
            let legal = state.legal();
            let spots = [
                Spot::NewPalace { seat },
                Spot::Goods {
                    seat,
                    good: Good::Yuan,
                },
                Spot::Palace { seat, palace: 0 },
            ];
            for spot in spots {
                if let Some(action) = action_at(state, spot) {
                    assert!(legal.contains(&action));
                    offered += 1;
                }
            }
        });
        assert!(offered > 0);
    }
}
