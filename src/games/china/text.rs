//! Every China string the player sees, keyed by message: names of game
//! things, questions, action labels, log sentences, refusals and the rules
//! summary. English only for now; another language adds a `match` over the
//! same `Msg` values. The terms are the rulebook's (landhuis = house,
//! afgezant = envoy, drakenveld = dragon field, versterking =
//! fortification).

use china::{Colour, DecisionKind, EndReason, Illegal, Payment, Piece, Province, Side, Site};

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
    Points,
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
    // Decisions and actions.
    Ask(&'a str, DecisionKind, Option<Province>),
    Placement,
    Swap,
    Pay(Payment),
    House(Site),
    Envoy(Province),
    Fortify(Site),
    Stop,
    Take(Colour),
    Draw,
    Discard(Colour),
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
    BadOptions(&'a str),
    GameIsOver,
    Illegal(Illegal),
    // Rules summary.
    RulesTitle,
}

/// The text of a message in the current language.
pub fn tr(msg: Msg) -> String {
    english(msg)
}

fn colour(c: Colour) -> &'static str {
    c.name()
}

fn payment(p: Payment) -> String {
    if p.joker {
        format!("two {} cards (joker)", colour(p.colour))
    } else {
        format!("one {} card", colour(p.colour))
    }
}

fn site(s: Site) -> String {
    let id = s.id();
    let n = id.rsplit('-').next().unwrap_or(id);
    format!("{} {n}", s.province().name())
}

fn piece(p: Piece) -> &'static str {
    match p {
        Piece::House => "house",
        Piece::Envoy => "envoy",
        Piece::Fortification => "fortification",
    }
}

fn ask(kind: DecisionKind, province: Option<Province>) -> String {
    match kind {
        DecisionKind::Turn => "place pieces, or swap a card".into(),
        DecisionKind::Pay { piece: 0 } => {
            "pay for a piece: one card of a province's colour, or two cards of one other colour as a joker".into()
        }
        DecisionKind::Pay { .. } => match province {
            Some(p) => format!("pay for a second piece in {}, or stop", p.name()),
            None => "pay for a second piece, or stop".into(),
        },
        DecisionKind::Put { payment: p, .. } => format!(
            "put the piece paid with {}: a house on a free site or an envoy on a dragon field",
            payment(p)
        ),
        DecisionKind::Refill { hand } => format!(
            "refill your hand ({hand} of 3): take a card from the display or draw one"
        ),
        DecisionKind::SwapDiscard => "swap: choose the card to discard".into(),
        DecisionKind::SwapTake => "swap: take a card from the display or draw one".into(),
    }
}

fn english(msg: Msg) -> String {
    use Msg::*;
    match msg {
        Colour(c) => colour(c).into(),
        Province(p) => p.name().into(),
        Side(china::Side::A) => "side A (3–4 players, 43 house sites)".into(),
        Side(china::Side::B) => "side B (4–5 players, 51 house sites)".into(),
        BoardSide => "Board side".into(),
        SideHint => "3 players play on side A, 5 on side B; 4 players choose.".into(),
        Fortifications => "Fortifications (for experienced players)".into(),
        Ending => "last round".into(),
        GameOverStatus => "Game over".into(),
        Hand => "Your hand".into(),
        HandOf(name) => format!("{name}'s hand"),
        HandHidden => "Hands are hidden; each player sees only their own.".into(),
        Display => "Display".into(),
        DrawPile(n) => format!("Draw pile: {n}"),
        DiscardPile(n) => format!("Discard pile: {n}"),
        Exhaustions(0) => String::new(),
        Exhaustions(1) => "pile used up once".into(),
        Exhaustions(_) => "pile used up twice".into(),
        Scores => "Players".into(),
        Cards(1) => "1 card".into(),
        Cards(n) => format!("{n} cards"),
        Points => "points".into(),
        HousesLeft(n) => format!("{n} houses"),
        EnvoysLeft(n) => format!("{n} envoys"),
        FortificationLeft(true) => "1 fortification".into(),
        FortificationLeft(false) => "no fortification".into(),
        FortifyArm => "Put my fortification: click a free site".into(),
        FortifyArmed => "Click the free site for your fortification (or here to cancel)".into(),
        Joker(c) => format!("2 {} as joker", colour(c)),
        Scored => "scored".into(),
        MapTitle => "The board: provinces, house sites, roads, dragon fields and alliances".into(),
        DragonField(p, n) => format!("Dragon field of {}: {n} envoys", p.name()),
        AllianceLabel(n) => format!("Alliance {n}"),
        SiteTitle(s, None) => format!("{}: free", site(s)),
        SiteTitle(s, Some(owner)) => format!("{}: house of {owner}", site(s)),
        Rank => "Rank".into(),
        Total => "Total".into(),
        HousesInPlay => "Houses (full provinces)".into(),
        HousesAtEnd => "Houses (final scoring)".into(),
        Alliances => "Envoys (alliances)".into(),
        Chains => "Chains".into(),
        Ask(name, kind, province) => format!("{name}: {}", ask(kind, province)),
        Placement => "Place pieces".into(),
        Swap => "Swap a card".into(),
        Pay(p) if p.joker => format!("Pay two {} cards as a joker", colour(p.colour)),
        Pay(p) => format!("Pay one {} card", colour(p.colour)),
        House(s) => format!("House on {}", site(s)),
        Envoy(p) => format!("Envoy to the dragon field of {}", p.name()),
        Fortify(s) => format!("Fortification on {}", site(s)),
        Stop => "No second piece".into(),
        Take(c) => format!("Take the {} card from the display", colour(c)),
        Draw => "Draw the top card of the pile".into(),
        Discard(c) => format!("Discard a {} card", colour(c)),
        LogPut {
            name,
            piece: p,
            province,
            site: s,
            payment: pay,
        } => match s {
            Some(s) => format!(
                "{name} puts a {} on {}, paying {}",
                piece(p),
                site(s),
                payment(pay)
            ),
            None => format!(
                "{name} sends an envoy to {}, paying {}",
                province.name(),
                payment(pay)
            ),
        },
        LogStop(name) => format!("{name} places no second piece"),
        LogSwap(name, c) => format!("{name} swaps a card: discards a {} card", colour(c)),
        LogTake(name, c) => format!("{name} takes the {} card from the display", colour(c)),
        LogDraw(name) => format!("{name} draws a card from the pile"),
        ProvinceFull(p, scores) => format!("{} is full: {scores}", p.name()),
        ProvinceFinal(p, scores) => format!("{}: {scores}", p.name()),
        Nobody => "nobody scores".into(),
        DisplayRefilled(cards) => format!("The display is refilled: {cards}"),
        PileReshuffled(n) => format!(
            "The draw pile is used up: the discard pile ({n} cards) is shuffled into a new draw pile"
        ),
        PileUsedUp => {
            "The draw pile is used up a second time: the round is played out with the display only"
                .into()
        }
        Passed(name) => format!("{name} can neither place nor swap, and passes"),
        GameEnded(EndReason::PileUsedUpTwice) => {
            "The round is over after the second time the pile ran out: game over".into()
        }
        GameEnded(EndReason::NothingToPlace) => {
            "Nobody can place a piece any more: game over".into()
        }
        FinalScoring => "Final scoring".into(),
        AllianceScored(n, scores) => format!("Alliance {n}: {scores}"),
        ChainsScored(scores) => format!("Chains: {scores}"),
        BadOptions(why) => format!("these options cannot make a game ({why})"),
        GameIsOver => "the game is over".into(),
        Illegal(why) => illegal(why),
        RulesTitle => "Rules of China in brief".into(),
    }
}

fn illegal(why: Illegal) -> String {
    match why {
        Illegal::WrongKindOfAction => "that does not answer the question asked now".into(),
        Illegal::NoPlacementPossible => {
            "no piece can be placed with the cards in your hand; swap a card instead".into()
        }
        Illegal::NoCardToSwap => "a swap needs a card in your hand".into(),
        Illegal::NothingToTake => "a swap needs a card to take, and there is none".into(),
        Illegal::MissingCards(p) if p.joker => {
            format!("a joker needs two {} cards in your hand", colour(p.colour))
        }
        Illegal::MissingCards(p) => format!("you have no {} card", colour(p.colour)),
        Illegal::PaymentPlacesNothing(p) => {
            format!("no piece can be placed with {}", payment(p))
        }
        Illegal::WrongColour { province, card } => format!(
            "a {} card pays only in a {} province, and {} is {}",
            colour(card),
            colour(card),
            province.name(),
            colour(province.colour())
        ),
        Illegal::JokerOwnColour { province, card } => format!(
            "a pair of {} cards is a joker only for a province of another colour, and {} is {}",
            colour(card),
            province.name(),
            colour(province.colour())
        ),
        Illegal::OtherProvince { chosen } => format!(
            "all pieces of a turn go into one province, and this turn's is {}",
            chosen.name()
        ),
        Illegal::NoSuchSite(s) => format!("{} does not exist on this side of the board", site(s)),
        Illegal::SiteHasHouse(s) => format!("{} already holds a house", site(s)),
        Illegal::SiteNotFree(s) => format!(
            "a fortification needs a site with neither house nor fortification, and {} is taken",
            site(s)
        ),
        Illegal::NoneLeft(p) => format!("you have no {} left", piece(p)),
        Illegal::EnvoyLimit {
            province,
            envoys,
            houses,
        } => format!(
            "{} holds {envoys} envoys and the most houses one player has there is {houses}; envoys may not outnumber that",
            province.name()
        ),
        Illegal::NoFortifications => "fortifications are not used in this game".into(),
        Illegal::NotOnDisplay(c) => format!("there is no {} card on display", colour(c)),
        Illegal::PileEmpty => "the draw pile is used up".into(),
        Illegal::NotInHand(c) => format!("you have no {} card in hand", colour(c)),
    }
}

/// The in-app rules reference: the game in brief, then the rulings this
/// implementation makes where the rulebook leaves a choice open.
pub fn rules_reference() -> Vec<&'static str> {
    vec![
        "On your turn either place pieces or swap one card. Placing: up to two pieces, both in one province; each costs one card of the province's colour, or two cards of one other colour as a joker. A second piece is allowed only in a province that already held a piece at the start of your turn.",
        "A house goes on a free house site. An envoy goes on the province's dragon field; a province may never hold more envoys than the most houses one player has there.",
        "After placing, refill your hand to 3 cards, each from the display or the top of the draw pile; the display is refilled to 4. Swapping: discard one card, take one from the display or the pile.",
        "A province whose sites all hold houses is scored at once (the others at the end): the players with the most houses there score the total number of houses in it; each lower place scores the house count of the place above it.",
        "Final scoring: alliance by alliance (1 to 15), every player with the most envoys in both of its provinces scores all the envoys in those two provinces. Then chains: each set of at least 4 own houses joined by roads scores 1 point per house.",
        "The draw pile is reshuffled from the discard pile once; when it runs out a second time, the round is played to its end. A tie is broken by the most pieces left in the supply.",
        "Ruling: 3 players play on side A, 5 on side B, 4 choose (default B).",
        "Ruling: cards taken from the display are known to all until a card of that colour is played or discarded; the bots are told only what a player at the table could know.",
        "Option: fortifications (one per player) are placed like a piece on a free site and belong to nobody; whoever builds a house on one scores double for that province and for the chain through it.",
    ]
}
