//! The places on the China table a player can click, and the legal action
//! each one stands for right now.

use boardgame::Game;
use china::{Action, Colour, GameState, Payment, Province, Site};

/// A place on the table a player can click.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Spot {
    /// A house site on the map (a house; with `fortify`, the fortification).
    Site { site: Site, fortify: bool },
    /// A province's dragon field (an envoy).
    Dragon(Province),
    /// A card of the own hand: start placing, pay one card, or discard it.
    HandCard(Colour),
    /// Two cards of the own hand as a joker pair.
    Joker(Colour),
    /// A display card: take it, or start a swap.
    DisplayCard(Colour),
    /// The draw pile: draw its top card, or start a swap.
    Pile,
    /// The button by the hand that ends a placement after one piece.
    Stop,
}

/// The legal action that lives at `spot`, if clicking there makes sense now.
pub fn action_at(state: &GameState, spot: Spot) -> Option<Action> {
    let candidates: Vec<Action> = match spot {
        Spot::Site {
            site,
            fortify: false,
        } => vec![Action::House(site)],
        Spot::Site {
            site,
            fortify: true,
        } => vec![Action::Fortify(site)],
        Spot::Dragon(p) => vec![Action::Envoy(p)],
        Spot::HandCard(c) => vec![
            Action::Pay(Payment::normal(c)),
            Action::Discard(c),
            Action::Placement,
        ],
        Spot::Joker(c) => vec![Action::Pay(Payment::joker(c))],
        Spot::DisplayCard(c) => vec![Action::Take(c), Action::Swap],
        Spot::Pile => vec![Action::Draw, Action::Swap],
        Spot::Stop => vec![Action::Stop],
    };
    let legal = state.legal();
    candidates.into_iter().find(|a| legal.contains(a))
}

/// The spot `action` touched on the map (a bot's move is highlighted
/// there); card moves show on the player's row instead.
pub fn touched_by(action: Action) -> Option<Spot> {
    match action {
        Action::House(site) | Action::Fortify(site) => Some(Spot::Site {
            site,
            fortify: false,
        }),
        Action::Envoy(p) => Some(Spot::Dragon(p)),
        _ => None,
    }
}

/// Where the review's replay marks `action`, in the position before it:
/// the map spot it touches, or the card or pile it uses. Starting a
/// placement or a swap, and stopping, have no spot (the note beside the
/// board names them).
pub fn marked_at(action: Action) -> Option<Spot> {
    touched_by(action).or(match action {
        Action::Pay(payment) => Some(Spot::HandCard(payment.colour)),
        Action::Discard(c) => Some(Spot::HandCard(c)),
        Action::Take(c) => Some(Spot::DisplayCard(c)),
        Action::Draw => Some(Spot::Pile),
        _ => None,
    })
}

/// Whether `action` moved cards (taken, drawn, swapped, discarded).
pub fn moves_cards(action: Action) -> bool {
    matches!(
        action,
        Action::Take(_) | Action::Draw | Action::Swap | Action::Discard(_)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every legal action lives somewhere on the table, and a spot only
    /// ever offers a legal action.
    #[test]
    fn every_legal_action_can_be_clicked() {
        for (players, fortifications) in [(3, false), (4, true), (5, true)] {
            let options = china::Options::new(players).with_fortifications(fortifications);
            let mut state = GameState::new(options, 11).unwrap();
            let mut rng = china::Rng::seeded(3);
            while !state.is_over() {
                let legal = state.legal();
                let mut spots: Vec<Spot> = Site::all()
                    .flat_map(|site| [false, true].map(|fortify| Spot::Site { site, fortify }))
                    .collect();
                spots.extend(Province::ALL.map(Spot::Dragon));
                for c in Colour::ALL {
                    spots.extend([Spot::HandCard(c), Spot::Joker(c), Spot::DisplayCard(c)]);
                }
                spots.extend([Spot::Pile, Spot::Stop]);
                let clickable: Vec<Action> =
                    spots.iter().filter_map(|&s| action_at(&state, s)).collect();
                for a in &clickable {
                    assert!(legal.contains(a), "{a:?} offered but not legal");
                }
                for a in &legal {
                    assert!(clickable.contains(a), "{a:?} cannot be clicked");
                }
                state.apply(legal[rng.below(legal.len())]).unwrap();
            }
        }
    }

    /// The review marks a move where a click plays it: on the map spot, or
    /// on the card or pile (a joker payment on its colour's card). Only
    /// starting a placement or a swap, and stopping, have no spot.
    #[test]
    fn a_marked_move_sits_where_it_is_clicked() {
        let options = china::Options::new(4).with_fortifications(true);
        let mut state = GameState::new(options, 5).unwrap();
        let mut rng = china::Rng::seeded(8);
        let mut marked = 0;
        while !state.is_over() {
            let legal = state.legal();
            for &a in &legal {
                match (a, marked_at(a)) {
                    (Action::Placement | Action::Swap | Action::Stop, spot) => {
                        assert_eq!(spot, None)
                    }
                    (Action::Fortify(site), Some(Spot::Site { site: s, .. })) => {
                        assert_eq!(s, site);
                        let armed = Spot::Site {
                            site,
                            fortify: true,
                        };
                        assert_eq!(action_at(&state, armed), Some(a));
                    }
                    (Action::Pay(p), Some(Spot::HandCard(c))) if p.joker => {
                        assert_eq!(c, p.colour);
                        assert_eq!(action_at(&state, Spot::Joker(c)), Some(a));
                    }
                    (_, Some(spot)) => assert_eq!(action_at(&state, spot), Some(a), "{a:?}"),
                    (_, None) => panic!("{a:?} has no spot"),
                }
                marked += 1;
            }
            state.apply(legal[rng.below(legal.len())]).unwrap();
        }
        assert!(marked > 100);
    }
}
