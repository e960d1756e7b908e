//! A palace: 1-3 floors, at most one person per floor.

use serde::{Deserialize, Serialize};

use crate::person::{Kind, Person};

pub const MAX_FLOORS: u8 = 3;

/// Serialized as `{"floors": 2, "persons": [...]}` with only the residents listed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(into = "PalaceData", try_from = "PalaceData")]
pub struct Palace {
    pub floors: u8,
    /// Residents packed at the front; `None` slots are free.
    persons: [Option<Person>; 3],
}

impl Palace {
    pub fn new(floors: u8) -> Palace {
        Palace {
            floors,
            persons: [None; 3],
        }
    }

    pub fn persons(&self) -> impl Iterator<Item = Person> + '_ {
        self.persons.iter().flatten().copied()
    }

    pub fn len(&self) -> usize {
        self.persons.iter().flatten().count()
    }

    pub fn is_empty(&self) -> bool {
        self.persons[0].is_none()
    }

    pub fn has_room(&self) -> bool {
        self.len() < self.floors as usize
    }

    /// More residents than floors (only after an earthquake).
    pub fn is_over_capacity(&self) -> bool {
        self.len() > self.floors as usize
    }

    pub fn contains(&self, person: Person) -> bool {
        self.persons.contains(&Some(person))
    }

    pub fn count_kind(&self, kind: Kind) -> usize {
        self.persons().filter(|p| p.kind == kind).count()
    }

    pub(crate) fn add(&mut self, person: Person) {
        let slot = self
            .persons
            .iter()
            .position(Option::is_none)
            .expect("palace has a free slot");
        self.persons[slot] = Some(person);
    }

    /// Removes one resident equal to `person`; returns whether one was there.
    pub(crate) fn remove(&mut self, person: Person) -> bool {
        let Some(i) = self.persons.iter().position(|&p| p == Some(person)) else {
            return false;
        };
        self.persons.copy_within(i + 1.., i);
        self.persons[2] = None;
        true
    }

    /// Distinct residents, each once (dismissing either of two identical
    /// persons in one palace is the same choice).
    pub fn distinct_persons(&self) -> impl Iterator<Item = Person> + '_ {
        self.persons
            .iter()
            .enumerate()
            .filter_map(move |(i, p)| p.filter(|p| !self.persons[..i].contains(&Some(*p))))
    }
}

#[derive(Serialize, Deserialize)]
struct PalaceData {
    floors: u8,
    persons: Vec<Person>,
}

impl From<Palace> for PalaceData {
    fn from(palace: Palace) -> PalaceData {
        PalaceData {
            floors: palace.floors,
            persons: palace.persons().collect(),
        }
    }
}

impl TryFrom<PalaceData> for Palace {
    type Error = String;

    fn try_from(data: PalaceData) -> Result<Palace, String> {
        if data.persons.len() > 3 || data.floors > MAX_FLOORS {
            return Err(format!(
                "a palace has at most 3 floors and 3 persons, not {} and {}",
                data.floors,
                data.persons.len()
            ));
        }
        let mut palace = Palace::new(data.floors);
        for person in data.persons {
            palace.add(person);
        }
        Ok(palace)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn residents_stay_packed_and_identical_ones_are_listed_once() {
        let mut palace = Palace::new(3);
        let monk = Person::young(Kind::Monk);
        let farmer = Person::old(Kind::Farmer);
        palace.add(monk);
        palace.add(farmer);
        palace.add(monk);
        assert!(!palace.has_room());
        assert_eq!(
            palace.distinct_persons().collect::<Vec<_>>(),
            vec![monk, farmer]
        );
        assert!(palace.remove(monk));
        assert_eq!(palace.persons().collect::<Vec<_>>(), vec![farmer, monk]);
        assert!(!palace.remove(Person::young(Kind::Healer)));
        assert_eq!(palace.len(), 2);
    }
}
