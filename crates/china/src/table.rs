//! China at a table of devices ([`boardgame::table`]).
//!
//! Secret (C-14.1): the cards in a hand (their number is public) and the
//! order of the draw pile (its size is public); the game's RNG (the shuffle
//! at the first exhaustion). A seat's view holds its own hand and, of the
//! others' hands, what everybody saw them take from the display
//! ([`Player::known`]) and how many cards they hold: their hands are
//! `None`. Of the draw pile only its size. Of the record kept since the
//! first exhaustion ([`Reshuffle`]) everything public, and of the cards a
//! seat drew from the new pile only its own.
//!
//! No action names a secret: a draw from the pile does not say the card.
//! The drawer's own log entry says which card it drew; nobody else's does.
//! The automatic steps (the engine's journal) are public.

use boardgame::table::{Seated, StandIn};
use serde::{Deserialize, Serialize};

use crate::action::Action;
use crate::board::SiteSet;
use crate::card::{Cards, Colour};
use crate::decision::DecisionKind;
use crate::error::RuleError;
use crate::hidden::Reshuffle;
use crate::journal::Happening;
use crate::options::Options;
use crate::state::{GameState, Player, Points, ProvinceScoring, Turn};

/// One player as a seat sees him.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeenPlayer {
    /// His hand: the viewing seat's own; `None` for the others.
    pub hand: Option<Cards>,
    /// Cards in his hand (public).
    pub hand_size: u8,
    /// The cards everybody saw him take and not play since (public).
    pub known: Cards,
    pub houses: u8,
    pub envoys: u8,
    pub fortification: bool,
    pub sites: SiteSet,
    pub points: Points,
}

/// One seat's unknown cards since the first exhaustion ([`crate::Trail`]):
/// all public but the cards it drew.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeenTrail {
    pub held: u8,
    pub draws: u8,
    pub plays: u8,
    pub deadlines: u8,
    pub stages: [Cards; 4],
    /// The cards it drew from the new pile: the viewing seat's own; `None`
    /// for the others.
    pub drawn: Option<Cards>,
}

/// The pile formed at the first exhaustion ([`Reshuffle`]), as a seat sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeenReshuffle {
    pub cards: Cards,
    pub turned_up: Cards,
    pub seats: Vec<SeenTrail>,
}

/// The table as one seat sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatView {
    pub options: Options,
    pub players: Vec<SeenPlayer>,
    /// Face-up display and discard pile.
    pub display: Cards,
    pub discard: Cards,
    /// Cards in the draw pile (its order is nobody's to see).
    pub pile: u8,
    /// How often the draw pile was used up.
    pub exhaustions: u8,
    pub reshuffle: Option<SeenReshuffle>,
    /// Envoys on each province's dragon field, by seat.
    pub envoys: [[u8; 5]; 9],
    pub fortifications: SiteSet,
    /// Provinces scored during play, a bit per province.
    pub scored: u16,
    pub scorings: Vec<ProvinceScoring>,
    /// The seat whose turn it is.
    pub seat: u8,
    /// The round in progress, from 1.
    pub round: u16,
    pub turn: Turn,
    /// The pile was used up twice: the round is played out.
    pub ending: bool,
    pub over: bool,
}

/// One action as a seat sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatEvent {
    /// Who decided, what, and how.
    pub seat: u8,
    pub decision: DecisionKind,
    pub action: Action,
    /// The card a `Draw` took from the pile: for its drawer only.
    pub drew: Option<Colour>,
    /// What the engine did on its own after it (public).
    pub happenings: Vec<Happening>,
}

fn seen_player(player: &Player, own: bool) -> SeenPlayer {
    SeenPlayer {
        hand: own.then_some(player.hand),
        hand_size: player.hand.total(),
        known: player.known,
        houses: player.houses,
        envoys: player.envoys,
        fortification: player.fortification,
        sites: player.sites,
        points: player.points,
    }
}

fn seen_reshuffle(r: &Reshuffle, seat: usize) -> SeenReshuffle {
    SeenReshuffle {
        cards: r.cards,
        turned_up: r.turned_up,
        seats: r
            .seats
            .iter()
            .enumerate()
            .map(|(s, t)| SeenTrail {
                held: t.held,
                draws: t.draws,
                plays: t.plays,
                deadlines: t.deadlines,
                stages: t.stages,
                drawn: (s == seat).then_some(t.drawn),
            })
            .collect(),
    }
}

impl Seated for GameState {
    type SeatView = SeatView;
    type SeatEvent = SeatEvent;

    fn seat_view(&self, seat: usize) -> SeatView {
        SeatView {
            options: self.options,
            players: self
                .players
                .iter()
                .enumerate()
                .map(|(s, p)| seen_player(p, s == seat))
                .collect(),
            display: self.display,
            discard: self.discard,
            pile: self.pile.len() as u8,
            exhaustions: self.exhaustions,
            reshuffle: self.reshuffle.as_ref().map(|r| seen_reshuffle(r, seat)),
            envoys: self.envoys,
            fortifications: self.fortifications,
            scored: self.scored,
            scorings: self.scorings.to_vec(),
            seat: self.seat,
            round: self.round(),
            turn: self.turn,
            ending: self.ending,
            over: self.over,
        }
    }

    fn seen_by_all(&self, action: Action) -> Result<Vec<SeatEvent>, RuleError> {
        let mut after = self.clone();
        after.keep_journal();
        after.apply(action)?;
        let decision = self.pending.expect("an accepted action answers a decision");
        let actor = decision.player;
        let drew = match action {
            Action::Draw => after.players[actor]
                .hand
                .minus(&self.players[actor].hand)
                .each()
                .next(),
            _ => None,
        };
        let happenings = after.take_journal();
        Ok((0..self.players.len())
            .map(|seat| SeatEvent {
                seat: actor as u8,
                decision: decision.kind,
                action,
                drew: drew.filter(|_| seat == actor),
                happenings: happenings.clone(),
            })
            .collect())
    }
}

/// The card colour that stands in for every card a seat cannot see (the
/// others' unknown cards, the draw pile): never drawn, since a board shows
/// only its viewing seat's hand, and only counts of the others'.
const PLACEHOLDER: Colour = Colour::Purple;

impl StandIn for GameState {
    fn stand_in(view: &SeatView, pending: Option<crate::decision::Decision>) -> GameState {
        stand_in(view, pending)
    }
}

/// The position `view` describes, as a state a guest's device can draw and
/// ask for its seat's legal actions: what the seat cannot see is filled with
/// [`PLACEHOLDER`] cards (an unknown hand holds its known cards and
/// placeholders up to its size; the draw pile is placeholders), and
/// `pending` is the decision the host sent beside the view. Its
/// `seat_view(view's seat)` is `view` again. Never for a bot's search: it
/// would search a world it knows to be false (the guest's hint determinizes
/// it first, which re-samples every placeholder).
pub fn stand_in(view: &SeatView, pending: Option<crate::decision::Decision>) -> GameState {
    let mut pile = smallvec::SmallVec::new();
    pile.extend(std::iter::repeat_n(PLACEHOLDER, view.pile as usize));
    let players = view
        .players
        .iter()
        .map(|p| Player {
            hand: p.hand.unwrap_or_else(|| {
                let mut hand = p.known;
                hand.add(PLACEHOLDER, p.hand_size.saturating_sub(p.known.total()));
                hand
            }),
            known: p.known,
            houses: p.houses,
            envoys: p.envoys,
            fortification: p.fortification,
            sites: p.sites,
            points: p.points,
        })
        .collect();
    let reshuffle = view.reshuffle.as_ref().map(|r| Reshuffle {
        cards: r.cards,
        turned_up: r.turned_up,
        seats: r
            .seats
            .iter()
            .map(|t| crate::hidden::Trail {
                held: t.held,
                draws: t.draws,
                plays: t.plays,
                deadlines: t.deadlines,
                stages: t.stages,
                drawn: t.drawn.unwrap_or_default(),
            })
            .collect(),
    });
    GameState {
        options: view.options,
        rng: boardgame::Rng::seeded(0),
        players,
        display: view.display,
        discard: view.discard,
        pile,
        exhaustions: view.exhaustions,
        reshuffle,
        envoys: view.envoys,
        fortifications: view.fortifications,
        scored: view.scored,
        scorings: view.scorings.iter().copied().collect(),
        seat: view.seat,
        rounds_done: view.round.saturating_sub(1),
        turn: view.turn,
        ending: view.ending,
        over: view.over,
        pending,
        journal: Default::default(),
    }
}
