//! Every Dragon string the player sees, keyed by message: names of game
//! things, questions, action labels and log sentences. English only for now;
//! another language adds a `match` over the same `Msg` values (names in
//! `names.rs`, refusals in `refusal.rs`, the rules summary in `rules.rs`).

use dragon::{
    Card, DecisionKind, Event, Good, HandCard, Kind, Person, Phase, PrivilegeSize, Reason,
    SuperEvent, VpSource, WallBonus,
};

use super::names::*;

/// A message with its parameters. Components never inline user-visible text.
#[derive(Clone, Debug)]
pub enum Msg<'a> {
    // Names of game things.
    Person(Person),
    Card(Card),
    HandCard(HandCard),
    Event(Event),
    SuperEvent(SuperEvent),
    SuperEventRule(SuperEvent),
    EventRule(Event),
    WallBonus(WallBonus),
    VpSource(VpSource),
    // Screen furniture.
    LargePrivilege,
    Edition2017,
    Edition2007,
    GreatWall,
    SuperEvents,
    SuperEventsOff,
    SuperEventsRandom,
    Month(u8),
    Phase(Phase),
    Months,
    Wall,
    ActionGroups,
    Group(usize),
    GroupCost,
    Supply,
    YoungLeft(u8),
    OldLeft(u8),
    PersonTrack,
    VpTrack,
    Yuan,
    Rice,
    Rockets,
    SmallPrivileges(u8),
    LargePrivileges(u8),
    Vp,
    Track,
    HandLeft(usize),
    WallTiles,
    Palace(usize),
    Floors(u8),
    EmptyFloor,
    NewPalace,
    Dismissed(u16),
    GameOver,
    Total,
    Rank,
    // Decisions and actions.
    Ask(&'a str, DecisionKind),
    ActionTake {
        group: usize,
        card: Card,
        cost: u16,
    },
    Refill,
    BuyPrivilege(PrivilegeSize, u16),
    BuildWall(WallBonus),
    BuildOnPalace(usize),
    PlayCard(HandCard),
    Recruit(Person),
    Place(usize),
    Replace(usize, Person),
    Release,
    Dismiss(usize, Person),
    RemoveFloor(usize),
    Return(Good),
    Discard(HandCard),
    Charter(Kind),
    // Game log.
    GainYuan(u16),
    GainRice(u16),
    GainRockets(u16),
    GainSteps(u16),
    GainVp(u16),
    GainFloors(u16),
    LogTake {
        name: &'a str,
        group: usize,
        card: Card,
        paid: u16,
        gain: &'a str,
    },
    LogRefill {
        name: &'a str,
        gained: u16,
    },
    LogPrivilege {
        name: &'a str,
        size: PrivilegeSize,
    },
    LogWall {
        name: &'a str,
        bonus: WallBonus,
    },
    LogBuild {
        name: &'a str,
        palace: Option<usize>,
    },
    LogPlayCard {
        name: &'a str,
        card: HandCard,
        spent: bool,
    },
    LogDraft {
        name: &'a str,
        person: Person,
    },
    LogRecruit {
        name: &'a str,
        person: Person,
    },
    LogPlace {
        name: &'a str,
        palace: usize,
        steps: u8,
    },
    LogReplace {
        name: &'a str,
        palace: usize,
        person: Person,
    },
    LogRelease {
        name: &'a str,
    },
    LogDismiss {
        name: &'a str,
        palace: usize,
        person: Person,
        reason: Option<Reason>,
    },
    LogRemoveFloor {
        name: &'a str,
        palace: usize,
    },
    LogReturn {
        name: &'a str,
        good: Good,
    },
    LogDiscard {
        name: &'a str,
        card: HandCard,
    },
    LogCharter {
        name: &'a str,
        kind: Kind,
    },
    LogEvent {
        event: Event,
        repeat: bool,
    },
    LogWallCheck {
        sections: u8,
        needed: u8,
    },
    LogSuperEvent(SuperEvent),
    LogScoring,
    LogFinalScoring,
    PointsFrom {
        points: u16,
        source: VpSource,
    },
    LogScored {
        name: &'a str,
        total: u16,
        detail: &'a str,
    },
    LogGoods {
        name: &'a str,
        yuan: i32,
        rice: i32,
        rockets: i32,
    },
    LogMustDismiss {
        name: &'a str,
        count: u8,
    },
    LogDecayed {
        name: &'a str,
        floors: u16,
        palaces: u16,
    },
    LogTrack {
        name: &'a str,
        from: u16,
        to: u16,
    },
    LogPrivilegesLost {
        name: &'a str,
        dragons: u16,
    },
    RulesTitle,
    // Save problems.
}

/// The text of a message in the current language.
pub fn tr(msg: Msg) -> String {
    english(msg)
}

fn english(msg: Msg) -> String {
    use Msg::*;
    match msg {
        Person(p) => person(p),
        Card(c) => card(c).into(),
        HandCard(dragon::HandCard::Person(k)) => format!("{} card", kind(k)),
        HandCard(dragon::HandCard::Wild) => "wild card".into(),
        Event(e) => event(e).into(),
        SuperEvent(e) => super_event(e).into(),
        SuperEventRule(e) => super_event_rule(e).into(),
        EventRule(e) => event_rule(e).into(),
        WallBonus(b) => wall_bonus(b).into(),
        VpSource(s) => vp_source(s).into(),
        LargePrivilege => "Large privilege".into(),
        Edition2017 => "7 yuan (2017 edition)".into(),
        Edition2007 => "6 yuan (2007 edition)".into(),
        GreatWall => "The Great Wall (expansion)".into(),
        SuperEvents => "Super event on month 7".into(),
        SuperEventsOff => "Off".into(),
        SuperEventsRandom => "Random".into(),
        Month(m) => format!("Month {m}"),
        Phase(p) => phase(p).into(),
        Months => "The year: one event per month".into(),
        Wall => "The Great Wall".into(),
        ActionGroups => "Action groups".into(),
        Group(i) => format!("Group {}", i + 1),
        GroupCost => "taken: 3 yuan to join".into(),
        Supply => "Persons in the supply".into(),
        YoungLeft(n) => format!("{n} young left"),
        OldLeft(n) => format!("{n} old left"),
        PersonTrack => "Person track (turn order)".into(),
        VpTrack => "Victory points".into(),
        Yuan => "yuan".into(),
        Rice => "rice".into(),
        Rockets => "rockets".into(),
        SmallPrivileges(n) => format!(
            "{}, 1 dragon each",
            plural(n as u16, "small privilege", "small privileges")
        ),
        LargePrivileges(n) => format!(
            "{}, 2 dragons each",
            plural(n as u16, "large privilege", "large privileges")
        ),
        Vp => "VP".into(),
        Track => "person track".into(),
        HandLeft(n) => format!("{n} person cards left"),
        WallTiles => "Wall tiles".into(),
        Palace(i) => format!("palace {}", i + 1),
        Floors(n) => plural(n as u16, "floor", "floors"),
        EmptyFloor => "empty floor".into(),
        NewPalace => "start a new palace".into(),
        Dismissed(n) => format!("{n} persons dismissed"),
        GameOver => "Game over".into(),
        Total => "Total".into(),
        Rank => "Rank".into(),
        Ask(name, kind) => format!("{name}: {}", ask(kind)),
        ActionTake {
            group,
            card: c,
            cost,
        } => {
            let pay = if cost > 0 {
                format!(" (pay {cost} yuan)")
            } else {
                String::new()
            };
            format!("{} from group {}{pay}", card(c), group + 1)
        }
        Refill => "Refill to 3 yuan".into(),
        BuyPrivilege(PrivilegeSize::Small, price) => format!("Small privilege ({price} yuan)"),
        BuyPrivilege(PrivilegeSize::Large, price) => format!("Large privilege ({price} yuan)"),
        BuildWall(b) => format!("Wall tile: {}", wall_bonus(b)),
        BuildOnPalace(i) => format!("Add a floor to palace {}", i + 1),
        PlayCard(c) => format!("Play the {}", english(Msg::HandCard(c))),
        Recruit(p) => format!("Take {}", a(&person(p))),
        Place(i) => format!("Place in palace {}", i + 1),
        Replace(i, p) => format!("Replace the {} in palace {}", person(p), i + 1),
        Release => "Return the tile (no steps)".into(),
        Dismiss(i, p) => format!("Dismiss the {} in palace {}", person(p), i + 1),
        RemoveFloor(i) => format!("Remove a floor of palace {}", i + 1),
        Return(g) => format!("Return 1 {}", good(g)),
        Discard(c) => format!("Discard the {}", english(Msg::HandCard(c))),
        Charter(k) => format!("Charter: your {}s", kind(k)),
        GainYuan(n) => format!("+{n} yuan"),
        GainRice(n) => format!("+{n} rice"),
        GainRockets(n) => format!("+{}", plural(n, "rocket", "rockets")),
        GainSteps(n) => format!("+{}", plural(n, "step", "steps")),
        GainVp(n) => format!("+{n} VP"),
        GainFloors(n) => format!("{} to build", plural(n, "floor", "floors")),
        LogTake {
            name,
            group,
            card: c,
            paid,
            gain,
        } => {
            let paid = if paid > 0 {
                format!(", pays {paid} yuan")
            } else {
                String::new()
            };
            let gain = if gain.is_empty() {
                String::new()
            } else {
                format!(": {gain}")
            };
            format!("{name} takes {} (group {}{paid}){gain}", card(c), group + 1)
        }
        LogRefill { name, gained } => format!("{name} refills (+{gained} yuan)"),
        LogPrivilege {
            name,
            size: PrivilegeSize::Small,
        } => format!("{name} buys a small privilege"),
        LogPrivilege {
            name,
            size: PrivilegeSize::Large,
        } => format!("{name} buys a large privilege"),
        LogWall { name, bonus } => format!("{name} builds a wall section: {}", wall_bonus(bonus)),
        LogBuild { name, palace: None } => format!("{name} starts a new palace"),
        LogBuild {
            name,
            palace: Some(i),
        } => format!("{name} adds a floor to palace {}", i + 1),
        LogPlayCard {
            name,
            card: c,
            spent,
        } => {
            let spent = if spent {
                " — none left, the card is spent"
            } else {
                ""
            };
            format!("{name} plays the {}{spent}", english(Msg::HandCard(c)))
        }
        LogDraft { name, person: p } => format!("{name} drafts {}", a(&person(p))),
        LogRecruit { name, person: p } => format!("{name} takes {}", a(&person(p))),
        LogPlace {
            name,
            palace,
            steps,
        } => {
            format!(
                "{name} places it in palace {} (+{steps} on the person track)",
                palace + 1
            )
        }
        LogReplace {
            name,
            palace,
            person: p,
        } => {
            format!(
                "{name} dismisses the {} of palace {} to make room",
                person(p),
                palace + 1
            )
        }
        LogRelease { name } => format!("{name} returns the tile to the supply"),
        LogDismiss {
            name,
            palace,
            person: p,
            reason: r,
        } => {
            let why = r.map(|r| format!(" ({})", reason(r))).unwrap_or_default();
            format!(
                "{name} dismisses the {} of palace {}{why}",
                person(p),
                palace + 1
            )
        }
        LogRemoveFloor { name, palace } => {
            format!("{name} removes a floor of palace {}", palace + 1)
        }
        LogReturn { name, good: g } => format!("{name} returns 1 {}", good(g)),
        LogDiscard { name, card: c } => {
            format!("{name} discards the {}", english(Msg::HandCard(c)))
        }
        LogCharter { name, kind: k } => format!("{name} uses the charter for their {}s", kind(k)),
        LogEvent {
            event: e,
            repeat: false,
        } => format!("Event: {} — {}", event(e), event_rule(e)),
        LogEvent {
            event: e,
            repeat: true,
        } => format!("Event again (solar eclipse): {}", event(e)),
        LogWallCheck { sections, needed } => {
            if sections >= needed {
                format!(
                    "Great Wall check: {sections} sections reach month {needed} — 1 VP per own section"
                )
            } else {
                format!(
                    "Great Wall check: {sections} sections fall short of month {needed} — the fewest builders dismiss a person"
                )
            }
        }
        LogSuperEvent(e) => format!("Super event: {} — {}", super_event(e), super_event_rule(e)),
        LogScoring => "Scoring".into(),
        LogFinalScoring => "Final scoring".into(),
        PointsFrom { points, source } => format!("{} {points}", vp_source(source)),
        LogScored {
            name,
            total,
            detail,
        } => format!("{name} +{total} VP ({detail})"),
        LogGoods {
            name,
            yuan,
            rice,
            rockets,
        } => {
            let parts: Vec<String> = [(yuan, "yuan"), (rice, "rice"), (rockets, "rockets")]
                .into_iter()
                .filter(|&(n, _)| n != 0)
                .map(|(n, what)| {
                    let what = if what == "rockets" && n.abs() == 1 {
                        "rocket"
                    } else {
                        what
                    };
                    if n < 0 {
                        format!("pays {} {what}", -n)
                    } else {
                        format!("gains {n} {what}")
                    }
                })
                .collect();
            format!("{name} {}", parts.join(", "))
        }
        LogMustDismiss { name, count } => format!(
            "{name} must dismiss {}",
            plural(count as u16, "person", "persons")
        ),
        LogDecayed {
            name,
            floors,
            palaces,
        } => {
            let gone = if palaces > 0 {
                format!(", {} gone", plural(palaces, "palace", "palaces"))
            } else {
                String::new()
            };
            format!(
                "Decay: {name}'s empty palaces lose {}{gone}",
                plural(floors, "floor", "floors")
            )
        }
        LogTrack { name, from, to } => format!("{name}'s disc moves from {from} to {to}"),
        LogPrivilegesLost { name, dragons } => format!(
            "{name} loses privileges worth {}",
            plural(dragons, "dragon", "dragons")
        ),
        RulesTitle => "Rules summary and rulings".into(),
    }
}
