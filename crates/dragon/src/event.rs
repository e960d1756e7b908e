//! The twelve monthly events, the ten super events and laying out the event row.

use serde::{Deserialize, Serialize};

use crate::rng::Rng;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Event {
    Peace,
    ImperialTribute,
    Drought,
    DragonFestival,
    MongolInvasion,
    Disease,
}

impl Event {
    pub const fn name(self) -> &'static str {
        match self {
            Event::Peace => "Peace",
            Event::ImperialTribute => "Imperial tribute",
            Event::Drought => "Drought",
            Event::DragonFestival => "Dragon festival",
            Event::MongolInvasion => "Mongol invasion",
            Event::Disease => "Disease",
        }
    }
}

/// The optional super event on month 7 (expansion II).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum SuperEvent {
    LanternFestival,
    Buddha,
    Earthquake,
    Flood,
    SolarEclipse,
    Volcano,
    Typhoon,
    Sunrise,
    Assassination,
    Charter,
}

impl SuperEvent {
    pub const ALL: [SuperEvent; 10] = [
        SuperEvent::LanternFestival,
        SuperEvent::Buddha,
        SuperEvent::Earthquake,
        SuperEvent::Flood,
        SuperEvent::SolarEclipse,
        SuperEvent::Volcano,
        SuperEvent::Typhoon,
        SuperEvent::Sunrise,
        SuperEvent::Assassination,
        SuperEvent::Charter,
    ];

    pub const fn name(self) -> &'static str {
        match self {
            SuperEvent::LanternFestival => "Lantern festival",
            SuperEvent::Buddha => "Buddha",
            SuperEvent::Earthquake => "Earthquake",
            SuperEvent::Flood => "Flood",
            SuperEvent::SolarEclipse => "Solar eclipse",
            SuperEvent::Volcano => "Volcano",
            SuperEvent::Typhoon => "Typhoon",
            SuperEvent::Sunrise => "Sunrise",
            SuperEvent::Assassination => "Assassination",
            SuperEvent::Charter => "Charter",
        }
    }

    /// Parses a name as given on the command line: "solar-eclipse",
    /// "SolarEclipse" and "solar eclipse" all work.
    pub fn parse(text: &str) -> Option<SuperEvent> {
        let wanted: String = text
            .chars()
            .filter(|c| c.is_ascii_alphanumeric())
            .collect::<String>()
            .to_ascii_lowercase();
        SuperEvent::ALL.into_iter().find(|e| {
            let name: String = e
                .name()
                .chars()
                .filter(|c| c.is_ascii_alphanumeric())
                .collect();
            name.to_ascii_lowercase() == wanted
        })
    }
}

/// The month in which the super event happens.
pub const SUPER_EVENT_MONTH: u8 = 7;

/// Peace on months 1 and 2; the other ten tiles (two of each other event) on
/// months 3-12 with no two adjacent months alike. Ruling: uniform over all
/// valid arrangements, by rejection-sampling shuffles.
pub(crate) fn event_row(rng: &mut Rng) -> [Event; 12] {
    let mut rest = [
        Event::ImperialTribute,
        Event::ImperialTribute,
        Event::Drought,
        Event::Drought,
        Event::DragonFestival,
        Event::DragonFestival,
        Event::MongolInvasion,
        Event::MongolInvasion,
        Event::Disease,
        Event::Disease,
    ];
    loop {
        rng.shuffle(&mut rest);
        if rest.windows(2).all(|pair| pair[0] != pair[1]) {
            let mut row = [Event::Peace; 12];
            row[2..].copy_from_slice(&rest);
            return row;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn event_rows_start_with_two_peace_and_never_repeat_adjacently() {
        let mut rng = Rng::seeded(1);
        for _ in 0..500 {
            let row = event_row(&mut rng);
            assert_eq!(&row[..2], &[Event::Peace, Event::Peace]);
            assert!(row.windows(2).skip(1).all(|p| p[0] != p[1]), "{row:?}");
            for e in [
                Event::ImperialTribute,
                Event::Drought,
                Event::DragonFestival,
                Event::MongolInvasion,
                Event::Disease,
            ] {
                assert_eq!(row.iter().filter(|&&x| x == e).count(), 2);
            }
        }
    }

    #[test]
    fn super_event_names_parse_in_any_spelling() {
        assert_eq!(
            SuperEvent::parse("solar-eclipse"),
            Some(SuperEvent::SolarEclipse)
        );
        assert_eq!(SuperEvent::parse("Charter"), Some(SuperEvent::Charter));
        assert_eq!(
            SuperEvent::parse("lantern festival"),
            Some(SuperEvent::LanternFestival)
        );
        assert_eq!(SuperEvent::parse("nothing"), None);
    }
}
