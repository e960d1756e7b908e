//! Names of the Dragon's things (persons, cards, events, …) in the current
//! language, for `text.rs`. Every name is a message of
//! `locales/<lang>/dragon.ftl`; persons come in grammatical forms
//! ([`Form`]) so that sentences can take them whole.

use dragon::{
    Age, Card, DecisionKind, Event, Good, Kind, Person, Phase, Reason, SuperEvent, VpSource,
    WallBonus,
};

use crate::i18n::t;

/// The grammatical form of a person's name, chosen by the sentence that
/// takes it (each language's messages make it right for that language).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Form {
    /// The name alone: "young healer".
    One,
    /// With the indefinite article, as an object: "a young healer".
    A,
    /// With the definite article, as an object: "the young healer".
    The,
    /// The type in the plural, after a determiner: "your healers".
    Other,
    /// The two letters on the tile.
    Mark,
}

impl Form {
    fn key(self) -> &'static str {
        match self {
            Form::One => "one",
            Form::A => "a",
            Form::The => "the",
            Form::Other => "other",
            Form::Mark => "mark",
        }
    }
}

/// A person type's name in `form`; `age` is "young", "old" or "any".
fn named(k: Kind, age: &'static str, form: Form) -> String {
    let form = form.key();
    match k {
        Kind::Craftsman => t!("dragon-kind-craftsman", form = form),
        Kind::CourtLady => t!("dragon-kind-court-lady", form = form),
        Kind::TaxCollector => t!("dragon-kind-tax-collector", form = form),
        Kind::Pyrotechnist => t!("dragon-kind-pyrotechnist", form = form, age = age),
        Kind::Warrior => t!("dragon-kind-warrior", form = form, age = age),
        Kind::Monk => t!("dragon-kind-monk", form = form, age = age),
        Kind::Healer => t!("dragon-kind-healer", form = form, age = age),
        Kind::Farmer => t!("dragon-kind-farmer", form = form, age = age),
        Kind::Scholar => t!("dragon-kind-scholar", form = form, age = age),
    }
}

/// A person type as such: "healer", "a healer", "healers".
pub fn kind(k: Kind, form: Form) -> String {
    named(k, "any", form)
}

/// One person tile: "young healer", "an old monk", "the court lady".
pub fn person(p: Person, form: Form) -> String {
    let age = match p.age {
        _ if p.kind.is_single() => "any",
        Age::Young => "young",
        Age::Old => "old",
    };
    named(p.kind, age, form)
}

/// The question to the player to move, with their name.
pub fn ask(name: &str, kind: DecisionKind) -> String {
    match kind {
        DecisionKind::Draft { first: None } => t!("dragon-ask-draft-first", name = name),
        DecisionKind::Draft { first: Some(k) } => {
            t!(
                "dragon-ask-draft-second",
                name = name,
                kind = self::kind(k, Form::One)
            )
        }
        DecisionKind::ChooseAction => t!("dragon-ask-action", name = name),
        DecisionKind::ChoosePrivilege => t!("dragon-ask-privilege", name = name),
        DecisionKind::ChooseWallTile => t!("dragon-ask-wall-tile", name = name),
        DecisionKind::BuildFloor { remaining } => {
            t!("dragon-ask-build", name = name, n = remaining)
        }
        DecisionKind::PlayCard => t!("dragon-ask-play-card", name = name),
        DecisionKind::Recruit { card: None } => t!("dragon-ask-sunrise", name = name),
        DecisionKind::Recruit { card: Some(_) } => t!("dragon-ask-recruit", name = name),
        DecisionKind::PlacePerson { person: p } => {
            t!(
                "dragon-ask-place",
                name = name,
                person = person(p, Form::The)
            )
        }
        DecisionKind::Dismiss {
            remaining,
            reason: r,
            ..
        } => t!(
            "dragon-ask-dismiss",
            name = name,
            n = remaining,
            reason = reason(r)
        ),
        DecisionKind::RemoveFloor { remaining } => {
            t!("dragon-ask-remove-floor", name = name, n = remaining)
        }
        DecisionKind::ReturnGoods { remaining } => {
            t!("dragon-ask-return-goods", name = name, n = remaining)
        }
        DecisionKind::DiscardCard { remaining } => {
            t!("dragon-ask-discard", name = name, n = remaining)
        }
        DecisionKind::Charter => t!("dragon-ask-charter", name = name),
    }
}

pub fn card(c: Card) -> String {
    match c {
        Card::Taxes => t!("dragon-card-taxes"),
        Card::Build => t!("dragon-card-build"),
        Card::Harvest => t!("dragon-card-harvest"),
        Card::Fireworks => t!("dragon-card-fireworks"),
        Card::MilitaryParade => t!("dragon-card-military-parade"),
        Card::Research => t!("dragon-card-research"),
        Card::Privilege => t!("dragon-card-privilege"),
        Card::GreatWall => t!("dragon-card-great-wall"),
    }
}

pub fn event(e: Event) -> String {
    match e {
        Event::Peace => t!("dragon-event-peace"),
        Event::ImperialTribute => t!("dragon-event-imperial-tribute"),
        Event::Drought => t!("dragon-event-drought"),
        Event::DragonFestival => t!("dragon-event-dragon-festival"),
        Event::MongolInvasion => t!("dragon-event-mongol-invasion"),
        Event::Disease => t!("dragon-event-disease"),
    }
}

pub fn event_rule(e: Event) -> String {
    match e {
        Event::Peace => t!("dragon-event-rule-peace"),
        Event::ImperialTribute => t!("dragon-event-rule-imperial-tribute"),
        Event::Drought => t!("dragon-event-rule-drought"),
        Event::DragonFestival => t!("dragon-event-rule-dragon-festival"),
        Event::MongolInvasion => t!("dragon-event-rule-mongol-invasion"),
        Event::Disease => t!("dragon-event-rule-disease"),
    }
}

pub fn super_event(e: SuperEvent) -> String {
    match e {
        SuperEvent::LanternFestival => t!("dragon-super-lantern-festival"),
        SuperEvent::Buddha => t!("dragon-super-buddha"),
        SuperEvent::Earthquake => t!("dragon-super-earthquake"),
        SuperEvent::Flood => t!("dragon-super-flood"),
        SuperEvent::SolarEclipse => t!("dragon-super-solar-eclipse"),
        SuperEvent::Volcano => t!("dragon-super-volcano"),
        SuperEvent::Typhoon => t!("dragon-super-typhoon"),
        SuperEvent::Sunrise => t!("dragon-super-sunrise"),
        SuperEvent::Assassination => t!("dragon-super-assassination"),
        SuperEvent::Charter => t!("dragon-super-charter"),
    }
}

pub fn super_event_rule(e: SuperEvent) -> String {
    match e {
        SuperEvent::LanternFestival => t!("dragon-super-rule-lantern-festival"),
        SuperEvent::Buddha => t!("dragon-super-rule-buddha"),
        SuperEvent::Earthquake => t!("dragon-super-rule-earthquake"),
        SuperEvent::Flood => t!("dragon-super-rule-flood"),
        SuperEvent::SolarEclipse => t!("dragon-super-rule-solar-eclipse"),
        SuperEvent::Volcano => t!("dragon-super-rule-volcano"),
        SuperEvent::Typhoon => t!("dragon-super-rule-typhoon"),
        SuperEvent::Sunrise => t!("dragon-super-rule-sunrise"),
        SuperEvent::Assassination => t!("dragon-super-rule-assassination"),
        SuperEvent::Charter => t!("dragon-super-rule-charter"),
    }
}

pub fn wall_bonus(b: WallBonus) -> String {
    match b {
        WallBonus::Rice => t!("dragon-wall-rice"),
        WallBonus::Rocket => t!("dragon-wall-rocket"),
        WallBonus::Floor => t!("dragon-wall-floor"),
        WallBonus::Yuan => t!("dragon-wall-yuan"),
        WallBonus::Steps => t!("dragon-wall-steps"),
        WallBonus::Points => t!("dragon-wall-points"),
    }
}

pub fn vp_source(s: VpSource) -> String {
    match s {
        VpSource::Palaces => t!("dragon-vp-palaces"),
        VpSource::CourtLadies => t!("dragon-vp-court-ladies"),
        VpSource::Privileges => t!("dragon-vp-privileges"),
        VpSource::Research => t!("dragon-vp-research"),
        VpSource::DragonFestival => t!("dragon-vp-dragon-festival"),
        VpSource::MongolInvasion => t!("dragon-vp-mongol-invasion"),
        VpSource::GreatWall => t!("dragon-vp-great-wall"),
        VpSource::LanternFestival => t!("dragon-vp-lantern-festival"),
        VpSource::Monks => t!("dragon-vp-monks"),
        VpSource::Persons => t!("dragon-vp-persons"),
        VpSource::Money => t!("dragon-vp-money"),
    }
}

pub fn reason(r: Reason) -> String {
    match r {
        Reason::ImperialTribute => t!("dragon-reason-imperial-tribute"),
        Reason::Drought => t!("dragon-reason-drought"),
        Reason::MongolInvasion => t!("dragon-reason-mongol-invasion"),
        Reason::Disease => t!("dragon-reason-disease"),
        Reason::GreatWall => t!("dragon-reason-great-wall"),
        Reason::Earthquake => t!("dragon-reason-earthquake"),
    }
}

/// The key a message selects on for a good (`$good`).
pub fn good(g: Good) -> &'static str {
    match g {
        Good::Yuan => "yuan",
        Good::Rice => "rice",
        Good::Rockets => "rocket",
    }
}

pub fn phase(p: Phase) -> String {
    match p {
        Phase::Draft { .. } => t!("dragon-phase-draft"),
        Phase::Actions { .. } => t!("dragon-phase-actions"),
        Phase::Persons { .. } => t!("dragon-phase-persons"),
        Phase::Event { .. } | Phase::WallCheck { .. } | Phase::SuperEvent { .. } => {
            t!("dragon-phase-event")
        }
        Phase::GameOver => t!("dragon-phase-game-over"),
    }
}
