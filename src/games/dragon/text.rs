//! Every Dragon string the player sees, keyed by message: names of game
//! things, questions, action labels and log sentences. The words are data:
//! each arm names a message of `locales/<lang>/dragon.ftl` (names in
//! `names.rs`, refusals in `refusal.rs`, the rules summary in `rules.rs`).
//! Sentences are whole messages with arguments, so that every language
//! orders its words its own way; names going into them are translated first.

use dragon::{
    Age, Card, DecisionKind, Event, Good, HandCard, Kind, Person, Phase, PrivilegeSize, Reason,
    SuperEvent, VpSource, WallBonus,
};

use super::names::*;
use crate::i18n::t;

/// A message with its parameters. Components never inline user-visible text.
#[derive(Clone, Debug)]
pub enum Msg<'a> {
    // Names of game things.
    /// The two letters on a person tile.
    Mark(Kind),
    Card(Card),
    HandCard(HandCard),
    Event(Event),
    SuperEvent(SuperEvent),
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
    /// "Month 3 · Action phase".
    Status(u8, Phase),
    /// This month's event and its rule.
    EventNow(Event),
    /// A month's tooltip: its number, event and rule.
    MonthTitle(u8, Event),
    SuperEventTitle(SuperEvent),
    /// A supply tile's tooltip: the person and how many are left.
    SupplyTile(Person, u8),
    /// A person tile's tooltip.
    PersonTile(Person),
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
    Yuan(u16),
    Rice(u16),
    Rockets(u16),
    SmallPrivileges(u8),
    LargePrivileges(u8),
    Vp,
    Track,
    HandLeft(usize),
    WallTiles,
    /// A palace's number and its height.
    Palace(usize, u8),
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
}

/// The text of a message in the current language.
pub fn tr(msg: Msg) -> String {
    use Msg::*;
    match msg {
        Mark(k) => kind(k, Form::Mark),
        Card(c) => card(c),
        HandCard(c) => hand_card(c),
        Event(e) => event(e),
        SuperEvent(e) => super_event(e),
        WallBonus(b) => wall_bonus(b),
        VpSource(s) => vp_source(s),
        LargePrivilege => t!("dragon-large-privilege"),
        Edition2017 => t!("dragon-edition-2017"),
        Edition2007 => t!("dragon-edition-2007"),
        GreatWall => t!("dragon-great-wall-option"),
        SuperEvents => t!("dragon-super-events"),
        SuperEventsOff => t!("dragon-super-events-off"),
        SuperEventsRandom => t!("dragon-super-events-random"),
        Month(m) => t!("dragon-month", m = m),
        Status(m, p) => t!("dragon-status", month = tr(Month(m)), phase = phase(p)),
        EventNow(e) => t!("dragon-event-now", event = event(e), rule = event_rule(e)),
        MonthTitle(m, e) => {
            let (event, rule) = (event(e), event_rule(e));
            t!("dragon-month-title", m = m, event = event, rule = rule)
        }
        SuperEventTitle(e) => {
            let (event, rule) = (super_event(e), super_event_rule(e));
            t!("dragon-super-title", event = event, rule = rule)
        }
        SupplyTile(p, left) => {
            let count = match p.age {
                Age::Old => t!("dragon-old-left", n = left),
                Age::Young => t!("dragon-young-left", n = left),
            };
            t!(
                "dragon-supply-tile",
                person = person(p, Form::One),
                count = count
            )
        }
        PersonTile(p) => {
            let (value, symbols) = (p.value(), p.symbols());
            let person = person(p, Form::One);
            t!(
                "dragon-person-tile",
                person = person,
                value = value,
                symbols = symbols
            )
        }
        Months => t!("dragon-months"),
        Wall => t!("dragon-wall"),
        ActionGroups => t!("dragon-action-groups"),
        Group(i) => t!("dragon-group", n = i + 1),
        GroupCost => t!("dragon-group-cost"),
        Supply => t!("dragon-supply"),
        YoungLeft(n) => t!("dragon-young-left", n = n),
        OldLeft(n) => t!("dragon-old-left", n = n),
        PersonTrack => t!("dragon-person-track"),
        VpTrack => t!("dragon-vp-track"),
        Yuan(n) => t!("dragon-yuan-count", n = n),
        Rice(n) => t!("dragon-rice-count", n = n),
        Rockets(n) => t!("dragon-rockets-count", n = n),
        SmallPrivileges(n) => t!("dragon-small-privileges", n = n),
        LargePrivileges(n) => t!("dragon-large-privileges", n = n),
        Vp => t!("dragon-vp"),
        Track => t!("dragon-track"),
        HandLeft(n) => t!("dragon-hand-left", n = n),
        WallTiles => t!("dragon-wall-tiles"),
        Palace(i, floors) => t!("dragon-palace", n = i + 1, floors = floors),
        EmptyFloor => t!("dragon-empty-floor"),
        NewPalace => t!("dragon-new-palace"),
        Dismissed(n) => t!("dragon-dismissed", n = n),
        GameOver => t!("dragon-game-over"),
        Total => t!("dragon-total"),
        Rank => t!("dragon-rank"),
        Ask(name, kind) => ask(name, kind),
        ActionTake {
            group,
            card: c,
            cost,
        } => {
            let card = card(c);
            t!(
                "dragon-action-take",
                card = card,
                group = group + 1,
                cost = cost
            )
        }
        Refill => t!("dragon-action-refill"),
        BuyPrivilege(PrivilegeSize::Small, price) => {
            t!("dragon-action-small-privilege", price = price)
        }
        BuyPrivilege(PrivilegeSize::Large, price) => {
            t!("dragon-action-large-privilege", price = price)
        }
        BuildWall(b) => t!("dragon-action-wall", bonus = wall_bonus(b)),
        BuildOnPalace(i) => t!("dragon-action-build", n = i + 1),
        PlayCard(c) => t!("dragon-action-play-card", card = hand_card(c)),
        Recruit(p) => t!("dragon-action-recruit", person = person(p, Form::A)),
        Place(i) => t!("dragon-action-place", n = i + 1),
        Replace(i, p) => {
            let person = person(p, Form::The);
            t!("dragon-action-replace", person = person, n = i + 1)
        }
        Release => t!("dragon-action-release"),
        Dismiss(i, p) => {
            let person = person(p, Form::The);
            t!("dragon-action-dismiss", person = person, n = i + 1)
        }
        RemoveFloor(i) => t!("dragon-action-remove-floor", n = i + 1),
        Return(g) => t!("dragon-action-return", good = good(g)),
        Discard(c) => t!("dragon-action-discard", card = hand_card(c)),
        Charter(k) => t!("dragon-action-charter", kinds = kind(k, Form::Other)),
        GainYuan(n) => t!("dragon-gain-yuan", n = n),
        GainRice(n) => t!("dragon-gain-rice", n = n),
        GainRockets(n) => t!("dragon-gain-rockets", n = n),
        GainSteps(n) => t!("dragon-gain-steps", n = n),
        GainVp(n) => t!("dragon-gain-vp", n = n),
        GainFloors(n) => t!("dragon-gain-floors", n = n),
        LogTake {
            name,
            group,
            card: c,
            paid,
            gain,
        } => {
            let (card, group) = (card(c), group + 1);
            if gain.is_empty() {
                t!(
                    "dragon-log-take",
                    name = name,
                    card = card,
                    group = group,
                    paid = paid
                )
            } else {
                t!(
                    "dragon-log-take-gain",
                    name = name,
                    card = card,
                    group = group,
                    paid = paid,
                    gain = gain
                )
            }
        }
        LogRefill { name, gained } => t!("dragon-log-refill", name = name, n = gained),
        LogPrivilege {
            name,
            size: PrivilegeSize::Small,
        } => t!("dragon-log-small-privilege", name = name),
        LogPrivilege {
            name,
            size: PrivilegeSize::Large,
        } => t!("dragon-log-large-privilege", name = name),
        LogWall { name, bonus } => t!("dragon-log-wall", name = name, bonus = wall_bonus(bonus)),
        LogBuild { name, palace: None } => t!("dragon-log-new-palace", name = name),
        LogBuild {
            name,
            palace: Some(i),
        } => t!("dragon-log-build", name = name, n = i + 1),
        LogPlayCard {
            name,
            card: c,
            spent: false,
        } => t!("dragon-log-play-card", name = name, card = hand_card(c)),
        LogPlayCard {
            name,
            card: c,
            spent: true,
        } => t!(
            "dragon-log-play-card-spent",
            name = name,
            card = hand_card(c)
        ),
        LogDraft { name, person: p } => {
            t!("dragon-log-draft", name = name, person = person(p, Form::A))
        }
        LogRecruit { name, person: p } => {
            t!(
                "dragon-log-recruit",
                name = name,
                person = person(p, Form::A)
            )
        }
        LogPlace {
            name,
            palace,
            steps,
        } => t!(
            "dragon-log-place",
            name = name,
            n = palace + 1,
            steps = steps
        ),
        LogReplace {
            name,
            palace,
            person: p,
        } => {
            let person = person(p, Form::The);
            t!(
                "dragon-log-replace",
                name = name,
                person = person,
                n = palace + 1
            )
        }
        LogRelease { name } => t!("dragon-log-release", name = name),
        LogDismiss {
            name,
            palace,
            person: p,
            reason: r,
        } => {
            let (person, n) = (person(p, Form::The), palace + 1);
            match r {
                None => t!("dragon-log-dismiss", name = name, person = person, n = n),
                Some(r) => t!(
                    "dragon-log-dismiss-reason",
                    name = name,
                    person = person,
                    n = n,
                    reason = reason(r)
                ),
            }
        }
        LogRemoveFloor { name, palace } => {
            t!("dragon-log-remove-floor", name = name, n = palace + 1)
        }
        LogReturn { name, good: g } => t!("dragon-log-return", name = name, good = good(g)),
        LogDiscard { name, card: c } => {
            t!("dragon-log-discard", name = name, card = hand_card(c))
        }
        LogCharter { name, kind: k } => {
            t!(
                "dragon-log-charter",
                name = name,
                kinds = kind(k, Form::Other)
            )
        }
        LogEvent {
            event: e,
            repeat: false,
        } => t!("dragon-log-event", event = event(e), rule = event_rule(e)),
        LogEvent {
            event: e,
            repeat: true,
        } => t!("dragon-log-event-again", event = event(e)),
        LogWallCheck { sections, needed } if sections >= needed => {
            t!(
                "dragon-log-wall-reached",
                sections = sections,
                needed = needed
            )
        }
        LogWallCheck { sections, needed } => {
            t!(
                "dragon-log-wall-short",
                sections = sections,
                needed = needed
            )
        }
        LogSuperEvent(e) => {
            let (event, rule) = (super_event(e), super_event_rule(e));
            t!("dragon-log-super-event", event = event, rule = rule)
        }
        LogScoring => t!("dragon-log-scoring"),
        LogFinalScoring => t!("dragon-log-final-scoring"),
        PointsFrom { points, source } => {
            t!(
                "dragon-points-from",
                source = vp_source(source),
                points = points
            )
        }
        LogScored {
            name,
            total,
            detail,
        } => t!(
            "dragon-log-scored",
            name = name,
            total = total,
            detail = detail
        ),
        LogGoods {
            name,
            yuan,
            rice,
            rockets,
        } => {
            let changes: Vec<String> = [(yuan, Good::Yuan), (rice, Good::Rice)]
                .into_iter()
                .chain([(rockets, Good::Rockets)])
                .filter(|&(n, _)| n != 0)
                .map(|(n, g)| {
                    let (good, count) = (good(g), n.unsigned_abs());
                    if n < 0 {
                        t!("dragon-goods-pay", good = good, n = count)
                    } else {
                        t!("dragon-goods-gain", good = good, n = count)
                    }
                })
                .collect();
            t!(
                "dragon-log-goods",
                name = name,
                changes = changes.join(", ")
            )
        }
        LogMustDismiss { name, count } => {
            t!("dragon-log-must-dismiss", name = name, n = count)
        }
        LogDecayed {
            name,
            floors,
            palaces: 0,
        } => t!("dragon-log-decay", name = name, floors = floors),
        LogDecayed {
            name,
            floors,
            palaces,
        } => t!(
            "dragon-log-decay-gone",
            name = name,
            floors = floors,
            palaces = palaces
        ),
        LogTrack { name, from, to } => t!("dragon-log-track", name = name, from = from, to = to),
        LogPrivilegesLost { name, dragons } => {
            t!("dragon-log-privileges-lost", name = name, n = dragons)
        }
        RulesTitle => t!("dragon-rules-title"),
    }
}

/// A person card's name: "healer card", "wild card".
fn hand_card(c: HandCard) -> String {
    match c {
        HandCard::Person(k) => t!("dragon-hand-card", kind = kind(k, Form::One)),
        HandCard::Wild => t!("dragon-hand-card-wild"),
    }
}

#[cfg(test)]
mod tests {
    use dragon::Kind;

    use super::*;
    use crate::i18n::{Lang, Speaking};

    fn young(kind: Kind) -> dragon::Person {
        dragon::Person::young(kind)
    }

    fn must_dismiss(count: u8) -> String {
        tr(Msg::LogMustDismiss { name: "Bai", count })
    }

    #[test]
    fn english_counts_and_articles_follow_the_words() {
        let _en = Speaking::in_(Lang::En);
        assert_eq!(tr(Msg::Rockets(1)), "1 rocket");
        assert_eq!(tr(Msg::Rockets(2)), "2 rockets");
        assert_eq!(must_dismiss(1), "Bai must dismiss 1 person");
        assert_eq!(must_dismiss(3), "Bai must dismiss 3 persons");
        assert_eq!(tr(Msg::Recruit(young(Kind::Healer))), "Take a young healer");
        let old_monk = dragon::Person::old(Kind::Monk);
        assert_eq!(tr(Msg::Recruit(old_monk)), "Take an old monk");
        assert_eq!(tr(Msg::GainRockets(1)), "+1 rocket");
        assert_eq!(tr(Msg::Charter(Kind::Craftsman)), "Charter: your craftsmen");
    }

    /// Dutch plurals ("1 persoon" / "2 personen") and the Dutch rulebook's
    /// names: heelmeester, droogte, parade.
    #[test]
    fn dutch_uses_the_dutch_rulebook_and_its_plurals() {
        let _nl = Speaking::in_(Lang::Nl);
        assert_eq!(must_dismiss(1), "Bai moet 1 persoon ontslaan");
        assert_eq!(must_dismiss(2), "Bai moet 2 personen ontslaan");
        assert_eq!(tr(Msg::Dismissed(1)), "1 persoon ontslagen");
        assert_eq!(tr(Msg::Dismissed(4)), "4 personen ontslagen");
        assert_eq!(
            tr(Msg::Recruit(young(Kind::Healer))),
            "Neem een jonge heelmeester"
        );
        assert_eq!(tr(Msg::Event(dragon::Event::Drought)), "Droogte");
        assert_eq!(tr(Msg::Card(dragon::Card::MilitaryParade)), "Parade");
        assert_eq!(tr(Msg::Month(3)), "Maand 3");
    }

    /// German plurals and cases ("einen jüngeren Bauern") and the German
    /// rulebook's names: Heiler, Mongolensturm, Heerschau.
    #[test]
    fn german_uses_the_german_rulebook_its_plurals_and_cases() {
        let _de = Speaking::in_(Lang::De);
        assert_eq!(must_dismiss(1), "Bai muss 1 Person entlassen");
        assert_eq!(must_dismiss(2), "Bai muss 2 Personen entlassen");
        assert_eq!(tr(Msg::Rockets(1)), "1 Rakete");
        assert_eq!(tr(Msg::Rockets(5)), "5 Raketen");
        let farmer = young(Kind::Farmer);
        let drafted = tr(Msg::LogRecruit {
            name: "Anna",
            person: farmer,
        });
        assert_eq!(drafted, "Anna nimmt einen jüngeren Bauern");
        assert_eq!(
            tr(Msg::Dismiss(1, young(Kind::Healer))),
            "Entlasse den jüngeren Heiler aus Palast 2"
        );
        // A soft hyphen lets the narrow month tiles break the long word.
        assert_eq!(
            tr(Msg::Event(dragon::Event::MongolInvasion)),
            "Mongolen\u{ad}sturm"
        );
        assert_eq!(tr(Msg::Card(dragon::Card::MilitaryParade)), "Heerschau");
        assert_eq!(
            tr(Msg::Charter(Kind::Scholar)),
            "Freibrief: deine Gelehrten"
        );
    }

    /// French plurals (0 and 1 are singular) and the French summary's
    /// names: guérisseur, tribut à l'empereur.
    #[test]
    fn french_uses_the_french_summary_and_its_plurals() {
        let _fr = Speaking::in_(Lang::Fr);
        assert_eq!(tr(Msg::Dismissed(0)), "0 personnage licencié");
        assert_eq!(tr(Msg::Dismissed(1)), "1 personnage licencié");
        assert_eq!(tr(Msg::Dismissed(2)), "2 personnages licenciés");
        assert_eq!(
            tr(Msg::Recruit(dragon::Person::old(Kind::Healer))),
            "Prendre un guérisseur âgé"
        );
        assert_eq!(
            tr(Msg::Event(dragon::Event::ImperialTribute)),
            "Tribut à l'em\u{ad}pereur"
        );
        assert_eq!(tr(Msg::Month(7)), "Mois 7");
    }

    /// Every person in every form, and sentences taking them, format fully
    /// in every language: no argument left unfilled, no id shown instead.
    #[test]
    fn every_name_and_sentence_formats_in_every_language() {
        for lang in Lang::ALL {
            let _lang = Speaking::in_(lang);
            let mut texts = Vec::new();
            for person in dragon::Person::all() {
                texts.push(tr(Msg::Recruit(person)));
                texts.push(tr(Msg::Dismiss(0, person)));
                texts.push(tr(Msg::PersonTile(person)));
                texts.push(tr(Msg::SupplyTile(person, 2)));
                texts.push(tr(Msg::Mark(person.kind)));
                texts.push(tr(Msg::LogDismiss {
                    name: "Anna",
                    palace: 1,
                    person,
                    reason: Some(dragon::Reason::Disease),
                }));
            }
            for kind in Kind::ALL {
                texts.push(tr(Msg::Charter(kind)));
                texts.push(tr(Msg::HandCard(dragon::HandCard::Person(kind))));
                texts.push(super::super::refusal::refusal(
                    &dragon::RuleError::Illegal {
                        action: dragon::Action::Refill,
                        decision: dragon::Decision {
                            player: 0,
                            kind: DecisionKind::ChooseAction,
                        },
                        why: dragon::Illegal::TakenThisSunrise(kind),
                    },
                ));
            }
            for n in [0, 1, 2, 5] {
                texts.push(tr(Msg::LogGoods {
                    name: "Anna",
                    yuan: -n,
                    rice: n,
                    rockets: -n,
                }));
                texts.push(tr(Msg::LogDecayed {
                    name: "Anna",
                    floors: n as u16 + 1,
                    palaces: n as u16,
                }));
                texts.push(tr(Msg::ActionTake {
                    group: 0,
                    card: dragon::Card::Taxes,
                    cost: n as u16,
                }));
            }
            for text in &texts {
                assert!(
                    !text.is_empty() && !text.contains('{') && !text.contains("dragon-"),
                    "{lang:?}: {text:?}"
                );
            }
            let marks: std::collections::BTreeSet<String> =
                Kind::ALL.map(|k| tr(Msg::Mark(k))).into();
            assert_eq!(marks.len(), 9, "{lang:?}: two types share a mark");
        }
    }
}
