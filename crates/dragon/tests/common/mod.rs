//! Helpers shared by the integration tests.

#![allow(dead_code)]

use dragon::{Action, Card, Good, HandCard, Kind, Person, PrivilegeSize, Site, WallBonus};

pub fn all_hand_cards() -> impl Iterator<Item = HandCard> {
    Kind::ALL
        .into_iter()
        .map(HandCard::Person)
        .chain([HandCard::Wild])
}

/// Every action card: the base game's and the Great Wall's.
pub fn all_cards() -> impl Iterator<Item = Card> {
    Card::BASE.into_iter().chain([Card::GreatWall])
}

/// Palace indices tried: every one a game reaches, then some beyond.
pub fn palace_indices() -> impl Iterator<Item = u8> + Clone {
    (0..=12).chain([40, u8::MAX])
}

/// A broad universe of candidate actions: every action the engine could
/// offer in practice, plus out-of-range indices.
pub fn universe() -> Vec<Action> {
    let mut all = Vec::new();
    for group in (0..=6).chain([u8::MAX]) {
        for card in all_cards() {
            all.push(Action::Take { group, card });
        }
    }
    all.push(Action::Refill);
    all.push(Action::Privilege(PrivilegeSize::Small));
    all.push(Action::Privilege(PrivilegeSize::Large));
    all.extend(WallBonus::ALL.map(Action::BuildWall));
    all.push(Action::Build(Site::NewPalace));
    all.extend(palace_indices().map(|i| Action::Build(Site::Palace(i))));
    for card in all_hand_cards() {
        all.push(Action::PlayCard(card));
        all.push(Action::Discard(card));
    }
    all.extend(Person::all().map(Action::Recruit));
    all.extend(palace_indices().map(Action::Place));
    for palace in palace_indices() {
        for person in Person::all() {
            all.push(Action::Replace { palace, person });
            all.push(Action::Dismiss { palace, person });
        }
    }
    all.push(Action::Release);
    all.extend(palace_indices().map(Action::RemoveFloor));
    all.extend([Good::Yuan, Good::Rice, Good::Rockets].map(Action::Return));
    all.extend(Kind::ALL.map(Action::Charter));
    all
}
