//! Why an action was refused. A refused action leaves the state unchanged.

use std::fmt;

use crate::action::{Action, Payment};
use crate::board::{Province, Site};
use crate::card::Colour;
use crate::decision::DecisionKind;
use crate::options::OptionsError;

/// Why options or an action were refused: the core's refusal with this
/// game's options error, actions, decisions and rules.
pub type RuleError = boardgame::RuleError<OptionsError, Action, DecisionKind, Illegal>;

/// The kind of a piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Piece {
    House,
    Envoy,
    Fortification,
}

impl Piece {
    pub const fn name(self) -> &'static str {
        match self {
            Piece::House => "house",
            Piece::Envoy => "envoy",
            Piece::Fortification => "fortification",
        }
    }
}

/// The specific rule an action breaks. Cheap to make, so legality checks can
/// run in hot loops; the sentence is built only when shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Illegal {
    /// This kind of action does not answer this kind of decision.
    WrongKindOfAction,
    /// C-4.3: no piece can be placed with the cards in hand.
    NoPlacementPossible,
    /// C-6.3: a swap needs a card in hand.
    NoCardToSwap,
    /// C-6.3: a swap needs a card to take.
    NothingToTake,
    /// C-5.3: the hand lacks the cards of this payment.
    MissingCards(Payment),
    /// C-5.3, R-10: no piece could be placed with this payment.
    PaymentPlacesNothing(Payment),
    /// C-5.3: a normal card pays only in a province of its colour.
    WrongColour { province: Province, card: Colour },
    /// C-5.3: a joker pair never pays in a province of its own colour.
    JokerOwnColour { province: Province, card: Colour },
    /// C-5.1: all pieces of a turn go into one province.
    OtherProvince { chosen: Province },
    /// The site does not exist on this board side.
    NoSuchSite(Site),
    /// C-5.6: a house goes on a site without a house.
    SiteHasHouse(Site),
    /// C-5.8: a fortification goes on a site with neither house nor fortification.
    SiteNotFree(Site),
    /// C-5.10: none of this piece left in the supply.
    NoneLeft(Piece),
    /// C-5.7: envoys in the province may not exceed the most houses one player has there.
    EnvoyLimit {
        province: Province,
        envoys: u8,
        houses: u8,
    },
    /// C-3.2: fortifications are not in this game.
    NoFortifications,
    /// C-6.1, C-7.1: no display card of that colour.
    NotOnDisplay(Colour),
    /// C-9.3: the draw pile is used up.
    PileEmpty,
    /// C-6.1: no card of that colour in hand.
    NotInHand(Colour),
}

impl fmt::Display for Illegal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Illegal::WrongKindOfAction => {
                write!(f, "that kind of action does not answer this decision")
            }
            Illegal::NoPlacementPossible => write!(
                f,
                "no piece can be placed with the cards in your hand; swap a card instead"
            ),
            Illegal::NoCardToSwap => write!(f, "a swap needs a card in your hand"),
            Illegal::NothingToTake => {
                write!(f, "a swap needs a card to take, and there is none")
            }
            Illegal::MissingCards(p) if p.joker => {
                write!(
                    f,
                    "a joker needs two {} cards in your hand",
                    p.colour.name()
                )
            }
            Illegal::MissingCards(p) => {
                write!(f, "you have no {} card", p.colour.name())
            }
            Illegal::PaymentPlacesNothing(p) => write!(
                f,
                "no piece can be placed with {} {} card{}",
                if p.joker { "two" } else { "one" },
                p.colour.name(),
                if p.joker { "s" } else { "" }
            ),
            Illegal::WrongColour { province, card } => write!(
                f,
                "a {} card pays only in a {} province, and {province} is {}",
                card.name(),
                card.name(),
                province.colour().name()
            ),
            Illegal::JokerOwnColour { province, card } => write!(
                f,
                "a pair of {} cards is a joker only for a province of another colour, and {province} is {}",
                card.name(),
                province.colour().name()
            ),
            Illegal::OtherProvince { chosen } => write!(
                f,
                "all pieces of a turn go into one province, and this turn's is {chosen}"
            ),
            Illegal::NoSuchSite(site) => {
                write!(f, "site {site} does not exist on this side of the board")
            }
            Illegal::SiteHasHouse(site) => write!(f, "site {site} already holds a house"),
            Illegal::SiteNotFree(site) => write!(
                f,
                "a fortification needs a site with neither house nor fortification, and {site} is taken"
            ),
            Illegal::NoneLeft(piece) => write!(f, "you have no {} left", piece.name()),
            Illegal::EnvoyLimit {
                province,
                envoys,
                houses,
            } => write!(
                f,
                "{province} holds {envoys} envoy{} and the most houses one player has there is {houses}; envoys may not outnumber that",
                if envoys == 1 { "" } else { "s" }
            ),
            Illegal::NoFortifications => write!(f, "fortifications are not used in this game"),
            Illegal::NotOnDisplay(c) => write!(f, "there is no {} card on display", c.name()),
            Illegal::PileEmpty => write!(f, "the draw pile is used up"),
            Illegal::NotInHand(c) => write!(f, "you have no {} card in hand", c.name()),
        }
    }
}
