//! Every Dragon string the player sees, keyed by message: names of game
//! things, questions, action labels, log sentences, refusals and the rules
//! reference. English only for now; another language adds a `match` over the
//! same `Msg` values.

use dragon::{
    Age, Card, DecisionKind, Event, Good, HandCard, Illegal, Kind, Person, Phase, PrivilegeSize,
    Reason, RuleError, SuperEvent, VpSource, WallBonus,
};

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

/// Why the rules refuse an action, in the current language.
pub fn refusal(error: &RuleError) -> String {
    match error {
        RuleError::BadOptions(why) => format!("these options cannot make a game ({why})"),
        RuleError::GameOver => "the game is over".into(),
        RuleError::NotYourTurn { expected, .. } => {
            format!("player {} must decide now", expected + 1)
        }
        RuleError::Illegal { why, .. } => illegal(*why),
    }
}

fn illegal(why: Illegal) -> String {
    match why {
        Illegal::WrongKindOfAction => "that does not answer the question asked now".into(),
        Illegal::NoSuchGroup => "there is no such action group".into(),
        Illegal::CardNotInGroup => "that card is not in that group".into(),
        Illegal::CannotAffordGroup { cost, yuan } => format!(
            "that needs {cost} yuan (3 if a dragon is already on the group, plus 2 for a privilege) and you have {yuan}"
        ),
        Illegal::CannotAffordPrivilege { price, yuan } => {
            format!("that privilege costs {price} yuan and you have {yuan}")
        }
        Illegal::WallComplete => "the Great Wall is complete (12 sections)".into(),
        Illegal::WallTileAlreadyBuilt => "you have already built that wall tile".into(),
        Illegal::NoWallTilesLeft => "you have built all six of your wall tiles".into(),
        Illegal::NoSuchPalace => "you have no such palace".into(),
        Illegal::PalaceAtThreeFloors => "a palace never exceeds 3 floors".into(),
        Illegal::PalaceFull => "that palace has no free floor".into(),
        Illegal::PalaceHasNoFloors => "that palace has no floor left to remove".into(),
        Illegal::CardNotInHand => "that person card is not in your hand".into(),
        Illegal::NoneLeft(p) => format!("no {} is left in the supply", person(p)),
        Illegal::CardDoesNotAllow(k) => format!("the card played does not allow a {}", kind(k)),
        Illegal::DraftTakesYoungOnly => "the draft takes young persons only".into(),
        Illegal::SameTypeTwice => "the two persons of the draft must be of different types".into(),
        Illegal::PairTaken(a, b) => format!(
            "an earlier player already took the pair {} + {}",
            kind(a),
            kind(b)
        ),
        Illegal::NoPairLeft(k) => format!(
            "no second person could be taken with a {} (all pairs taken)",
            kind(k)
        ),
        Illegal::MustPlaceWhileRoom => {
            "a palace still has room, so the person must be placed there".into()
        }
        Illegal::PersonNotInPalace => "that person is not in that palace".into(),
        Illegal::DroughtPalaceOrder => "in a drought each dismissal comes from a different inhabited palace (chosen in palace order)".into(),
        Illegal::NotOverCapacity => {
            "only persons of the palace that lost its floor can be dismissed now".into()
        }
        Illegal::NoSuchGoods => "you have none of those goods".into(),
        Illegal::TypeNotOwned(k) => format!("you have no {}", kind(k)),
        Illegal::TakenThisSunrise(k) => {
            format!("another player already took a {} at this sunrise", kind(k))
        }
        Illegal::SunriseTakesYoungOnly => "the sunrise gives young persons only".into(),
    }
}

fn phase(p: Phase) -> &'static str {
    match p {
        Phase::Draft { .. } => "Draft",
        Phase::Actions { .. } => "Action phase",
        Phase::Persons { .. } => "Person phase",
        Phase::Event { .. } | Phase::WallCheck { .. } | Phase::SuperEvent { .. } => "Event phase",
        Phase::GameOver => "Game over",
    }
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

fn ask(kind: DecisionKind) -> String {
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
fn plural(n: u16, one: &str, many: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
    }
}

/// "a farmer", "an old monk".
fn a(noun: &str) -> String {
    let vowel = noun.starts_with(['a', 'e', 'i', 'o', 'u']);
    format!("{} {noun}", if vowel { "an" } else { "a" })
}

fn kind(k: Kind) -> &'static str {
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

fn person(p: Person) -> String {
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

fn card(c: Card) -> &'static str {
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

fn event(e: Event) -> &'static str {
    match e {
        Event::Peace => "Peace",
        Event::ImperialTribute => "Imperial tribute",
        Event::Drought => "Drought",
        Event::DragonFestival => "Dragon festival",
        Event::MongolInvasion => "Mongol invasion",
        Event::Disease => "Disease",
    }
}

fn event_rule(e: Event) -> &'static str {
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

fn super_event(e: SuperEvent) -> &'static str {
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

fn super_event_rule(e: SuperEvent) -> &'static str {
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

fn wall_bonus(b: WallBonus) -> &'static str {
    match b {
        WallBonus::Rice => "1 rice",
        WallBonus::Rocket => "1 rocket",
        WallBonus::Floor => "1 palace floor",
        WallBonus::Yuan => "2 yuan",
        WallBonus::Steps => "3 person-track steps",
        WallBonus::Points => "3 VP",
    }
}

fn vp_source(s: VpSource) -> &'static str {
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

fn reason(r: Reason) -> &'static str {
    match r {
        Reason::ImperialTribute => "imperial tribute",
        Reason::Drought => "drought",
        Reason::MongolInvasion => "Mongol invasion",
        Reason::Disease => "disease",
        Reason::GreatWall => "Great Wall",
        Reason::Earthquake => "earthquake",
    }
}

fn good(g: Good) -> &'static str {
    match g {
        Good::Yuan => "yuan",
        Good::Rice => "rice",
        Good::Rockets => "rocket",
    }
}

/// The in-app rules reference: a month in brief, then the rulings this
/// implementation makes where the rulebooks leave a choice open.
pub fn rules_reference() -> Vec<String> {
    [
        "Each month: 1 action phase (in turn order take one card of a group — 3 yuan if a dragon is already there — or refill to 3 yuan), 2 person phase (play a card, take a young or old person, place it; full palaces: replace someone or return the tile), 3 event, 4 scoring (1 VP per palace, court lady and privilege dragon).",
        "Turn order follows the person track, highest first; a disc landing on an occupied space goes on top. It is re-read after every move.",
        "Decay: after the event, every palace without persons loses a floor; an empty 1-floor palace disappears.",
        "End: 2 VP per person, monks score buddhas × floors, rice and rockets sell for 2 yuan, then 1 VP per 3 yuan. Ties: ahead on the person track wins.",
        "Ruling: months 3–12 are dealt uniformly among all orders with no two adjacent months alike.",
        "Ruling: in a drought you choose which inhabited palaces go unsupplied (one dismissal from each); the choices are offered in palace order so each set appears once.",
        "Ruling: a player without persons skips further dismissals.",
        "Ruling: with the Great Wall, a Mongol invasion in month 12 brings both its own wall check and the final one.",
        "Ruling: the solar eclipse repeats month 7's event but not its wall check.",
        "Ruling: at the dragon festival a tie for the most rockets does not cancel second place; 0 rockets never score.",
        "Ruling: in an earthquake each floor is removed one at a time; persons above a palace's new height are dismissed by their owner; a palace with no floor left is gone.",
    ]
    .into_iter()
    .map(String::from)
    .collect()
}
