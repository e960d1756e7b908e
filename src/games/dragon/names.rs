//! English names of the Dragon's things (persons, cards, events, …) and
//! small grammar helpers, for `text.rs`.

use dragon::{
    Age, Card, DecisionKind, Event, Good, Kind, Person, Phase, Reason, SuperEvent, VpSource,
    WallBonus,
};

pub fn ask(kind: DecisionKind) -> String {
    match kind {
        DecisionKind::Draft { first: None } => "draft a first young person".into(),
        DecisionKind::Draft { first: Some(k) } => {
            format!(
                "draft a second young person (not another {})",
                self::kind(k)
            )
        }
        DecisionKind::ChooseAction => "choose an action group, or refill".into(),
        DecisionKind::ChoosePrivilege => "choose the privilege to buy".into(),
        DecisionKind::ChooseWallTile => "choose the wall tile to build".into(),
        DecisionKind::BuildFloor { remaining } => {
            format!("place a palace floor ({remaining} to place)")
        }
        DecisionKind::PlayCard => "play a person card".into(),
        DecisionKind::Recruit { card: None } => "sunrise: take a young person".into(),
        DecisionKind::Recruit { card: Some(_) } => "choose the person to take".into(),
        DecisionKind::PlacePerson { person: p } => format!("place the {} in a palace", person(p)),
        DecisionKind::Dismiss {
            remaining,
            reason: r,
            ..
        } => format!(
            "dismiss {} ({})",
            plural(remaining as u16, "person", "persons"),
            reason(r)
        ),
        DecisionKind::RemoveFloor { remaining } => {
            format!(
                "earthquake: remove {}",
                plural(remaining as u16, "palace floor", "palace floors")
            )
        }
        DecisionKind::ReturnGoods { remaining } => {
            format!("flood: return {remaining} yuan, rice or rockets")
        }
        DecisionKind::DiscardCard { remaining } => {
            format!(
                "typhoon: discard {}",
                plural(remaining as u16, "person card", "person cards")
            )
        }
        DecisionKind::Charter => "charter: choose a person type".into(),
    }
}

/// "1 person", "2 persons".
pub fn plural(n: u16, one: &str, many: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
    }
}

/// "a farmer", "an old monk".
pub fn a(noun: &str) -> String {
    let vowel = noun.starts_with(['a', 'e', 'i', 'o', 'u']);
    format!("{} {noun}", if vowel { "an" } else { "a" })
}

pub fn kind(k: Kind) -> &'static str {
    match k {
        Kind::Craftsman => "craftsman",
        Kind::CourtLady => "court lady",
        Kind::TaxCollector => "tax collector",
        Kind::Pyrotechnist => "pyrotechnist",
        Kind::Warrior => "warrior",
        Kind::Monk => "monk",
        Kind::Healer => "healer",
        Kind::Farmer => "farmer",
        Kind::Scholar => "scholar",
    }
}

pub fn person(p: Person) -> String {
    if p.kind.is_single() {
        kind(p.kind).into()
    } else {
        let age = match p.age {
            Age::Young => "young",
            Age::Old => "old",
        };
        format!("{age} {}", kind(p.kind))
    }
}

pub fn card(c: Card) -> &'static str {
    match c {
        Card::Taxes => "Taxes",
        Card::Build => "Build",
        Card::Harvest => "Harvest",
        Card::Fireworks => "Fireworks",
        Card::MilitaryParade => "Military parade",
        Card::Research => "Research",
        Card::Privilege => "Privilege",
        Card::GreatWall => "Great Wall",
    }
}

pub fn event(e: Event) -> &'static str {
    match e {
        Event::Peace => "Peace",
        Event::ImperialTribute => "Imperial tribute",
        Event::Drought => "Drought",
        Event::DragonFestival => "Dragon festival",
        Event::MongolInvasion => "Mongol invasion",
        Event::Disease => "Disease",
    }
}

pub fn event_rule(e: Event) -> &'static str {
    match e {
        Event::Peace => "Nothing happens.",
        Event::ImperialTribute => "Pay 4 yuan; dismiss one person per yuan short.",
        Event::Drought => "Pay 1 rice per inhabited palace; each unsupplied palace loses a person.",
        Event::DragonFestival => {
            "Most rockets: 6 VP; next: 3 VP. Scorers return half their rockets."
        }
        Event::MongolInvasion => "1 VP per helmet; fewest helmets dismiss a person.",
        Event::Disease => "Dismiss 3 persons, 1 fewer per mortar on your healers.",
    }
}

pub fn super_event(e: SuperEvent) -> &'static str {
    match e {
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

pub fn super_event_rule(e: SuperEvent) -> &'static str {
    match e {
        SuperEvent::LanternFestival => "+2 VP per person.",
        SuperEvent::Buddha => "Monk scoring now: buddhas × floors.",
        SuperEvent::Earthquake => "Each player removes 2 palace floors of choice.",
        SuperEvent::Flood => "Each player returns half of their yuan, rice and rockets.",
        SuperEvent::SolarEclipse => "Month 7's event happens a second time.",
        SuperEvent::Volcano => "All person-track discs go back to 0, keeping their order.",
        SuperEvent::Typhoon => "Discard 2 person cards: no person phase in months 10–12.",
        SuperEvent::Sunrise => {
            "Each player takes a young person of a type nobody took, without a card."
        }
        SuperEvent::Assassination => "All privileges are lost before this month's scoring.",
        SuperEvent::Charter => "Each player gains the symbols of one of their person types.",
    }
}

pub fn wall_bonus(b: WallBonus) -> &'static str {
    match b {
        WallBonus::Rice => "1 rice",
        WallBonus::Rocket => "1 rocket",
        WallBonus::Floor => "1 palace floor",
        WallBonus::Yuan => "2 yuan",
        WallBonus::Steps => "3 person-track steps",
        WallBonus::Points => "3 VP",
    }
}

pub fn vp_source(s: VpSource) -> &'static str {
    match s {
        VpSource::Palaces => "palaces",
        VpSource::CourtLadies => "court ladies",
        VpSource::Privileges => "privileges",
        VpSource::Research => "research",
        VpSource::DragonFestival => "dragon festival",
        VpSource::MongolInvasion => "Mongol invasion",
        VpSource::GreatWall => "Great Wall",
        VpSource::LanternFestival => "lantern festival",
        VpSource::Monks => "monks",
        VpSource::Persons => "persons",
        VpSource::Money => "money",
    }
}

pub fn reason(r: Reason) -> &'static str {
    match r {
        Reason::ImperialTribute => "imperial tribute",
        Reason::Drought => "drought",
        Reason::MongolInvasion => "Mongol invasion",
        Reason::Disease => "disease",
        Reason::GreatWall => "Great Wall",
        Reason::Earthquake => "earthquake",
    }
}

pub fn good(g: Good) -> &'static str {
    match g {
        Good::Yuan => "yuan",
        Good::Rice => "rice",
        Good::Rockets => "rocket",
    }
}

pub fn phase(p: Phase) -> &'static str {
    match p {
        Phase::Draft { .. } => "Draft",
        Phase::Actions { .. } => "Action phase",
        Phase::Persons { .. } => "Person phase",
        Phase::Event { .. } | Phase::WallCheck { .. } | Phase::SuperEvent { .. } => "Event phase",
        Phase::GameOver => "Game over",
    }
}
