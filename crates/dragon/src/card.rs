//! Action cards and how they are dealt into groups each month.

use serde::{Deserialize, Serialize};

use crate::rng::Rng;

/// The action cards. Each month they are shuffled into one group per player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Card {
    Taxes,
    Build,
    Harvest,
    Fireworks,
    MilitaryParade,
    Research,
    Privilege,
    /// Only with the Great Wall expansion.
    GreatWall,
}

impl Card {
    pub const BASE: [Card; 7] = [
        Card::Taxes,
        Card::Build,
        Card::Harvest,
        Card::Fireworks,
        Card::MilitaryParade,
        Card::Research,
        Card::Privilege,
    ];
}

/// One face-up group of action cards and the dragons standing on it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Group {
    pub cards: [Option<Card>; 4],
    /// How many dragons stand on the group. Once one does, others pay 3 yuan.
    pub dragons: u8,
}

impl Group {
    pub fn cards(&self) -> impl Iterator<Item = Card> + '_ {
        self.cards.iter().flatten().copied()
    }

    pub fn contains(&self, card: Card) -> bool {
        self.cards.contains(&Some(card))
    }

    pub fn is_occupied(&self) -> bool {
        self.dragons > 0
    }
}

/// Yuan a player pays to join a group that already holds a dragon.
pub const OCCUPIED_GROUP_COST: u16 = 3;

/// Group sizes by player count (index P-2), for 7 cards and for 8 (Great Wall).
fn group_sizes(players: u8, great_wall: bool) -> &'static [usize] {
    match (great_wall, players) {
        (false, 2) => &[4, 3],
        (false, 3) => &[3, 2, 2],
        (false, 4) => &[2, 2, 2, 1],
        (false, _) => &[2, 2, 1, 1, 1],
        (true, 2) => &[4, 4],
        (true, 3) => &[3, 3, 2],
        (true, 4) => &[2, 2, 2, 2],
        (true, _) => &[2, 2, 2, 1, 1],
    }
}

/// Shuffle the deck and lay it out in P groups.
pub(crate) fn deal_groups(rng: &mut Rng, players: u8, great_wall: bool) -> [Group; 5] {
    let mut deck = [Card::Taxes; 8];
    deck[..7].copy_from_slice(&Card::BASE);
    let n = if great_wall {
        deck[7] = Card::GreatWall;
        8
    } else {
        7
    };
    rng.shuffle(&mut deck[..n]);
    let mut groups = [Group::default(); 5];
    let mut next = 0;
    for (group, &size) in groups.iter_mut().zip(group_sizes(players, great_wall)) {
        for slot in group.cards.iter_mut().take(size) {
            *slot = Some(deck[next]);
            next += 1;
        }
    }
    groups
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_card_is_dealt_once_in_groups_of_the_table_sizes() {
        let mut rng = Rng::seeded(7);
        for players in 2..=5u8 {
            for wall in [false, true] {
                let groups = deal_groups(&mut rng, players, wall);
                let sizes: Vec<usize> = groups
                    .iter()
                    .map(|g| g.cards().count())
                    .filter(|&n| n > 0)
                    .collect();
                assert_eq!(sizes, group_sizes(players, wall));
                let mut cards: Vec<Card> = groups.iter().flat_map(|g| g.cards()).collect();
                cards.sort();
                let mut expected = Card::BASE.to_vec();
                if wall {
                    expected.push(Card::GreatWall);
                }
                assert_eq!(cards, expected);
            }
        }
    }
}
