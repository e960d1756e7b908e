//! Every China string the player sees, keyed by message: names of game
//! things, questions, action labels, log sentences, refusals and the rules
//! summary. The words are Fluent messages (`locales/<lang>/china.ftl`, ids
//! `china-…`); here each `Msg` names its message and arguments. Sentences
//! are whole messages so that every language orders its own words; only
//! names (of players, provinces, sites, cards) are passed in already
//! translated. The terms are each rulebook's (landhuis = Haus = maison =
//! house, afgezant = Gesandter = émissaire = envoy, drakenveld = dragon
//! field, versterking = Festung = fortification).

use china::{
    Action, Colour, DecisionKind, EndReason, Illegal, OptionsError, Payment, Piece, Province, Side, Site,
};

use crate::i18n::t;

/// A message with its parameters. Components never inline user-visible text.
#[derive(Clone, Debug)]
pub enum Msg<'a> {
    // Names of game things.
    Colour(Colour),
    Province(Province),
    Side(Side),
    // Screen furniture and setup.
    BoardSide,
    SideHint,
    Fortifications,
    Ending,
    GameOverStatus,
    Hand,
    HandOf(&'a str),
    HandHidden,
    Display,
    DrawPile(usize),
    DiscardPile(u8),
    Exhaustions(u8),
    Scores,
    Cards(u8),
    Points(u16),
    HousesLeft(u8),
    EnvoysLeft(u8),
    FortificationLeft(bool),
    FortifyArm,
    FortifyArmed,
    Joker(Colour),
    Scored,
    MapTitle,
    DragonField(Province, u8),
    AllianceLabel(usize),
    SiteTitle(Site, Option<&'a str>),
    // Final table.
    Rank,
    Total,
    HousesInPlay,
    HousesAtEnd,
    Alliances,
    Chains,
    /// The tie-break row: pieces left in the supply (C-11.2).
    SupplyPieces,
    // Decisions and actions.
    Ask(&'a str, DecisionKind, Option<Province>),
    /// A button's text: the action itself.
    Action(Action),
    /// `Stop` before any piece: the pass (C-4.3).
    Pass,
    // Log.
    LogPut {
        name: &'a str,
        piece: Piece,
        province: Province,
        site: Option<Site>,
        payment: Payment,
    },
    LogStop(&'a str),
    LogSwap(&'a str, Colour),
    LogTake(&'a str, Colour),
    LogDraw(&'a str),
    ProvinceFull(Province, &'a str),
    ProvinceFinal(Province, &'a str),
    Nobody,
    DisplayRefilled(&'a str),
    PileReshuffled(u8),
    PileUsedUp,
    Passed(&'a str),
    GameEnded(EndReason),
    FinalScoring,
    AllianceScored(usize, &'a str),
    ChainsScored(&'a str),
    // Refusals.
    BadOptions(OptionsError),
    GameIsOver,
    Illegal(Illegal),
    // Rules summary.
    RulesTitle,
}

/// The text of a message in the current language.
pub fn tr(msg: Msg) -> String {
    use Msg::*;
    match msg {
        Colour(c) => colour(c),
        Province(p) => province(p),
        Side(china::Side::A) => t!("china-side-a"),
        Side(china::Side::B) => t!("china-side-b"),
        BoardSide => t!("china-board-side"),
        SideHint => t!("china-side-hint"),
        Fortifications => t!("china-fortifications-option"),
        Ending => t!("china-ending"),
        GameOverStatus => t!("china-game-over"),
        Hand => t!("china-hand"),
        HandOf(name) => t!("china-hand-of", name = name),
        HandHidden => t!("china-hand-hidden"),
        Display => t!("china-display"),
        DrawPile(n) => t!("china-draw-pile", n = n),
        DiscardPile(n) => t!("china-discard-pile", n = n),
        Exhaustions(0) => String::new(),
        Exhaustions(1) => t!("china-used-up-once"),
        Exhaustions(_) => t!("china-used-up-twice"),
        Scores => t!("china-players"),
        Cards(n) => t!("china-cards-in-hand", n = n),
        Points(n) => t!("china-points", n = n),
        HousesLeft(n) => t!("china-houses-left", n = n),
        EnvoysLeft(n) => t!("china-envoys-left", n = n),
        FortificationLeft(true) => t!("china-fortification-left"),
        FortificationLeft(false) => t!("china-no-fortification-left"),
        FortifyArm => t!("china-fortify-arm"),
        FortifyArmed => t!("china-fortify-armed"),
        Joker(c) => t!("china-joker-button", colour = colour(c)),
        Scored => t!("china-scored"),
        MapTitle => t!("china-map-title"),
        DragonField(p, n) => t!("china-dragon-field", province = province(p), n = n),
        AllianceLabel(n) => t!("china-alliance", n = n),
        SiteTitle(s, None) => t!("china-site-free", site = site(s)),
        SiteTitle(s, Some(owner)) => t!("china-site-house", site = site(s), owner = owner),
        Rank => t!("china-rank"),
        Total => t!("china-total"),
        HousesInPlay => t!("china-houses-in-play"),
        HousesAtEnd => t!("china-houses-at-end"),
        Alliances => t!("china-alliances"),
        Chains => t!("china-chains"),
        SupplyPieces => t!("china-supply-pieces"),
        Ask(name, kind, province) => t!("china-ask", name = name, question = ask(kind, province)),
        Action(a) => action(a),
        Pass => t!("china-action-pass"),
        LogPut {
            name,
            piece,
            province: p,
            site: s,
            payment: pay,
        } => log_put(name, piece, p, s, pay),
        LogStop(name) => t!("china-log-stop", name = name),
        LogSwap(name, c) => t!("china-log-swap", name = name, card = cards(c, 1)),
        LogTake(name, c) => t!("china-log-take", name = name, card = cards(c, 1)),
        LogDraw(name) => t!("china-log-draw", name = name),
        ProvinceFull(p, scores) => {
            let province = province(p);
            t!("china-province-full", province = province, scores = scores)
        }
        ProvinceFinal(p, scores) => {
            let province = province(p);
            t!("china-province-final", province = province, scores = scores)
        }
        Nobody => t!("china-nobody-scores"),
        DisplayRefilled(cards) => t!("china-display-refilled", cards = cards),
        PileReshuffled(n) => t!("china-pile-reshuffled", n = n),
        PileUsedUp => t!("china-pile-used-up"),
        Passed(name) => t!("china-passed", name = name),
        GameEnded(EndReason::PileUsedUpTwice) => t!("china-ended-pile"),
        GameEnded(EndReason::NothingToPlace) => t!("china-ended-nothing-to-place"),
        FinalScoring => t!("china-final-scoring"),
        AllianceScored(n, scores) => t!("china-alliance-scored", n = n, scores = scores),
        ChainsScored(scores) => t!("china-chains-scored", scores = scores),
        BadOptions(why) => t!("china-bad-options", why = options_error(why)),
        GameIsOver => t!("china-game-is-over"),
        Illegal(why) => illegal(why),
        RulesTitle => t!("china-rules-title"),
    }
}

/// A button's text for an action.
fn action(a: Action) -> String {
    match a {
        Action::Placement => t!("china-action-placement"),
        Action::Swap => t!("china-action-swap"),
        Action::Pay(p) if p.joker => t!("china-action-pay-joker", cards = cards(p.colour, 2)),
        Action::Pay(p) => t!("china-action-pay", card = cards(p.colour, 1)),
        Action::House(s) => t!("china-action-house", site = site(s)),
        Action::Envoy(p) => t!("china-action-envoy", province = province(p)),
        Action::Fortify(s) => t!("china-action-fortify", site = site(s)),
        Action::Stop => t!("china-action-stop"),
        Action::Take(c) => t!("china-action-take", card = cards(c, 1)),
        Action::Draw => t!("china-action-draw"),
        Action::Discard(c) => t!("china-action-discard", card = cards(c, 1)),
    }
}

/// Why options cannot make a game (a hand-edited save's).
fn options_error(why: OptionsError) -> String {
    match why {
        OptionsError::Players(n) => t!("china-options-players", n = n),
        OptionsError::Side { players, side } => {
            let needed = china::Options::only_side(players).unwrap_or(side);
            t!(
                "china-options-side",
                players = players,
                needed = needed.name(),
                side = side.name()
            )
        }
    }
}

/// A card colour's name: "purple", "lila", "paars", "violet".
fn colour(c: Colour) -> String {
    match c {
        Colour::Purple => t!("china-colour-purple"),
        Colour::Red => t!("china-colour-red"),
        Colour::Green => t!("china-colour-green"),
        Colour::Orange => t!("china-colour-orange"),
        Colour::Yellow => t!("china-colour-yellow"),
    }
}

/// Cards of a colour without article or number, singular for `n` = 1:
/// "purple card(s)", "rote Karte(n)", "gele kaart(en)", "carte(s) verte(s)".
/// The sentences put the article or number in front (the adjective's
/// form depends on the noun, so it is the colour's message that knows it).
fn cards(c: Colour, n: u8) -> String {
    match c {
        Colour::Purple => t!("china-cards-purple", n = n),
        Colour::Red => t!("china-cards-red", n = n),
        Colour::Green => t!("china-cards-green", n = n),
        Colour::Orange => t!("china-cards-orange", n = n),
        Colour::Yellow => t!("china-cards-yellow", n = n),
    }
}

/// A province's name as printed on the board.
fn province(p: Province) -> String {
    match p.id() {
        "QIN" => t!("china-province-qin"),
        "ZHAO" => t!("china-province-zhao"),
        "YAN" => t!("china-province-yan"),
        "WEI" => t!("china-province-wei"),
        "QI" => t!("china-province-qi"),
        "LU" => t!("china-province-lu"),
        "CHU" => t!("china-province-chu"),
        "HAN" => t!("china-province-han"),
        _ => t!("china-province-shu"),
    }
}

/// "Anna puts a house on Wei 3, paying one red card".
fn log_put(name: &str, piece: Piece, p: Province, s: Option<Site>, pay: Payment) -> String {
    let pay = payment(pay);
    match (piece, s) {
        (Piece::House, Some(s)) => {
            let site = site(s);
            t!("china-log-house", name = name, site = site, payment = pay)
        }
        (Piece::Fortification, Some(s)) => {
            let site = site(s);
            t!(
                "china-log-fortification",
                name = name,
                site = site,
                payment = pay
            )
        }
        _ => {
            let province = province(p);
            t!(
                "china-log-envoy",
                name = name,
                province = province,
                payment = pay
            )
        }
    }
}

/// "one red card", "two green cards (joker)".
fn payment(p: Payment) -> String {
    if p.joker {
        t!("china-payment-joker", cards = cards(p.colour, 2))
    } else {
        t!("china-payment-one", card = cards(p.colour, 1))
    }
}

/// The site's number in its province ("3" of "WEI-3"), drawn small in its
/// ring on the map.
pub fn site_number(s: Site) -> String {
    let id = s.id();
    id.rsplit('-').next().unwrap_or(id).to_string()
}

/// "Wei 3": the province and the site's number in it (drawn in the ring).
fn site(s: Site) -> String {
    t!("china-site", province = province(s.province()), n = site_number(s))
}

fn ask(kind: DecisionKind, p: Option<Province>) -> String {
    match kind {
        DecisionKind::Turn => t!("china-ask-turn"),
        DecisionKind::Pay { piece: 0 } => t!("china-ask-pay-first"),
        DecisionKind::Pay { .. } => match p {
            Some(p) => t!("china-ask-pay-second-in", province = province(p)),
            None => t!("china-ask-pay-second"),
        },
        DecisionKind::Put { payment: p, .. } => t!("china-ask-put", payment = payment(p)),
        DecisionKind::Refill { hand } => t!("china-ask-refill", hand = hand),
        DecisionKind::SwapDiscard => t!("china-ask-swap-discard"),
        DecisionKind::SwapTake => t!("china-ask-swap-take"),
    }
}

fn illegal(why: Illegal) -> String {
    match why {
        Illegal::WrongKindOfAction => t!("china-illegal-wrong-kind"),
        Illegal::NoPlacementPossible => t!("china-illegal-no-placement"),
        Illegal::NoCardToSwap => t!("china-illegal-no-card-to-swap"),
        Illegal::NothingToTake => t!("china-illegal-nothing-to-take"),
        Illegal::MissingCards(p) if p.joker => {
            t!("china-illegal-missing-joker", cards = cards(p.colour, 2))
        }
        Illegal::MissingCards(p) => t!("china-illegal-missing-card", card = cards(p.colour, 1)),
        Illegal::PaymentPlacesNothing(p) => {
            t!("china-illegal-payment-places-nothing", payment = payment(p))
        }
        Illegal::WrongColour { province: p, card } => {
            let (province, wanted, cards) = (province(p), cards(p.colour(), 2), cards(card, 2));
            t!(
                "china-illegal-wrong-colour",
                province = province,
                wanted = wanted,
                cards = cards
            )
        }
        Illegal::JokerOwnColour {
            province: p,
            card: c,
        } => {
            let (province, cards, card) = (province(p), cards(c, 2), cards(c, 1));
            t!(
                "china-illegal-joker-own-colour",
                province = province,
                cards = cards,
                card = card
            )
        }
        Illegal::OtherProvince { chosen } => {
            t!("china-illegal-other-province", province = province(chosen))
        }
        Illegal::NoSuchSite(s) => t!("china-illegal-no-such-site", site = site(s)),
        Illegal::SiteHasHouse(s) => t!("china-illegal-site-has-house", site = site(s)),
        Illegal::SiteNotFree(s) => t!("china-illegal-site-not-free", site = site(s)),
        Illegal::NoneLeft(Piece::House) => t!("china-illegal-no-house-left"),
        Illegal::NoneLeft(Piece::Envoy) => t!("china-illegal-no-envoy-left"),
        Illegal::NoneLeft(Piece::Fortification) => t!("china-illegal-no-fortification-left"),
        Illegal::EnvoyLimit {
            province: p,
            envoys,
            houses,
        } => {
            let (p, e, h) = (province(p), envoys, houses);
            t!(
                "china-illegal-envoy-limit",
                province = p,
                envoys = e,
                houses = h
            )
        }
        Illegal::NoFortifications => t!("china-illegal-no-fortifications"),
        Illegal::NotOnDisplay(c) => t!("china-illegal-not-on-display", card = cards(c, 1)),
        Illegal::PileEmpty => t!("china-illegal-pile-empty"),
        Illegal::NotInHand(c) => t!("china-illegal-not-in-hand", card = cards(c, 1)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, Speaking};

    fn wei() -> Province {
        Province::parse("WEI").unwrap()
    }

    #[test]
    fn english_counts_pieces_with_plurals() {
        let _en = Speaking::in_(Lang::En);
        assert_eq!(tr(Msg::HousesLeft(1)), "1 house");
        assert_eq!(tr(Msg::HousesLeft(2)), "2 houses");
        assert_eq!(tr(Msg::EnvoysLeft(1)), "1 envoy");
        assert_eq!(
            tr(Msg::DragonField(wei(), 1)),
            "Dragon field of Wei: 1 envoy"
        );
        assert_eq!(tr(Msg::Points(0)), "0 points");
    }

    /// Dutch speaks the rulebook's words: landhuis, afgezant, drakenveld.
    #[test]
    fn dutch_uses_the_rulebook_terms_and_plurals() {
        let _nl = Speaking::in_(Lang::Nl);
        assert_eq!(tr(Msg::HousesLeft(1)), "1 landhuis");
        assert_eq!(tr(Msg::HousesLeft(2)), "2 landhuizen");
        assert_eq!(tr(Msg::EnvoysLeft(3)), "3 afgezanten");
        assert_eq!(
            tr(Msg::Action(Action::Envoy(wei()))),
            "Afgezant naar het drakenveld van Wei"
        );
        assert_eq!(
            tr(Msg::Action(Action::Pay(Payment::normal(Colour::Red)))),
            "Eén rode kaart uitspelen"
        );
        assert_eq!(
            tr(Msg::Illegal(Illegal::NoneLeft(Piece::Fortification))),
            "je hebt geen versterking meer"
        );
    }

    #[test]
    fn german_uses_the_abacus_terms_and_plurals() {
        let _de = Speaking::in_(Lang::De);
        assert_eq!(tr(Msg::HousesLeft(1)), "1 Haus");
        assert_eq!(tr(Msg::HousesLeft(2)), "2 Häuser");
        assert_eq!(tr(Msg::EnvoysLeft(1)), "1 Gesandter");
        assert_eq!(tr(Msg::EnvoysLeft(8)), "8 Gesandte");
        assert_eq!(tr(Msg::Cards(1)), "1 Karte");
        assert_eq!(tr(Msg::FortificationLeft(true)), "1 Festung");
        assert_eq!(
            tr(Msg::Action(Action::Pay(Payment::joker(Colour::Green)))),
            "Zwei grüne Karten als Joker ausspielen"
        );
    }

    /// French `one` covers 0 and 1 ("0 point", "1 maison", "2 maisons").
    #[test]
    fn french_counts_zero_and_one_in_the_singular() {
        let _fr = Speaking::in_(Lang::Fr);
        assert_eq!(tr(Msg::HousesLeft(0)), "0 maison");
        assert_eq!(tr(Msg::HousesLeft(1)), "1 maison");
        assert_eq!(tr(Msg::HousesLeft(2)), "2 maisons");
        assert_eq!(tr(Msg::Points(0)), "0 point");
        assert_eq!(tr(Msg::EnvoysLeft(2)), "2 émissaires");
        // The adjective agrees with "carte(s)".
        assert_eq!(
            tr(Msg::Action(Action::Discard(Colour::Purple))),
            "Défausser une carte violette"
        );
        assert_eq!(
            tr(Msg::Action(Action::Pay(Payment::joker(Colour::Purple)))),
            "Jouer deux cartes violettes comme joker"
        );
    }

    /// A whole sentence per language: the name, the site and the payment
    /// go where each language puts them.
    #[test]
    fn a_placement_is_one_sentence_in_every_language() {
        let site = Site::parse("WEI-3").unwrap();
        let put = || {
            tr(Msg::LogPut {
                name: "Ben",
                piece: Piece::House,
                province: wei(),
                site: Some(site),
                payment: Payment::joker(Colour::Green),
            })
        };
        let expected = [
            (
                Lang::En,
                "Ben puts a house on Wei 3, paying two green cards (joker)",
            ),
            (
                Lang::De,
                "Ben setzt ein Haus auf Wei 3 und spielt dafür zwei grüne Karten (Joker) aus",
            ),
            (
                Lang::Nl,
                "Ben zet een landhuis op Wei 3 en betaalt met twee groene kaarten (joker)",
            ),
            (
                Lang::Fr,
                "Ben pose une maison sur Wei 3 en payant deux cartes vertes (joker)",
            ),
        ];
        for (lang, text) in expected {
            let _speak = Speaking::in_(lang);
            assert_eq!(put(), text, "{lang:?}");
        }
    }
}
