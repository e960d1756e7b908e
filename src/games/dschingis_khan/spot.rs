//! The places on the board a player can click, and how clicks become a
//! legal action. Each action is a short sequence of clicks ([`clicks`]): a
//! road step is its target village; a wall step the piece climbed up on,
//! the piece climbed down on, then the village (one piece for a gate); a
//! start piece its village, then the kind from one's own pieces. A click
//! that leaves exactly one legal action plays it; otherwise it is kept as a
//! selection and the next possible clicks are marked.

use boardgame::Game;
use dschingis_khan::{Action, GameState, Kind, Slot, Via, Village};

/// A place on the board a player can click.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Spot {
    Village(Village),
    Slot(Slot),
    /// A kind among the pieces the player to move holds.
    Kind(Kind),
    /// The general supply of walls.
    WallPile,
    /// The passive supply of the player to move.
    PiecePile,
    /// The active pieces of the player to move (place pieces).
    MyPieces,
    /// The walls of the player to move (build walls).
    MyWalls,
    /// The scout of the player to move (take it off the board).
    MyScout,
}

/// The clicks that choose `action` on the board.
pub fn clicks(action: Action) -> Vec<Spot> {
    match action {
        Action::Setup { village, kind } => vec![Spot::Village(village), Spot::Kind(kind)],
        Action::Scout { village } => vec![Spot::Village(village)],
        Action::DrawWall => vec![Spot::WallPile],
        Action::DrawPiece => vec![Spot::PiecePile],
        Action::PlacePieces => vec![Spot::MyPieces],
        Action::BuildWalls => vec![Spot::MyWalls],
        Action::TakeScoutOff => vec![Spot::MyScout],
        // Only ever the sole option, which the engine takes by itself.
        Action::Pass => vec![Spot::MyScout],
        Action::Step { to, via: Via::Road } => vec![Spot::Village(to)],
        Action::Step {
            to,
            via: Via::Wall { up, down },
        } if up == down => vec![Spot::Slot(up), Spot::Village(to)],
        Action::Step {
            to,
            via: Via::Wall { up, down },
        } => vec![Spot::Slot(up), Spot::Slot(down), Spot::Village(to)],
        Action::Place { kind } => vec![Spot::Kind(kind)],
        Action::Build { slot } => vec![Spot::Slot(slot)],
    }
}

/// What a click does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Click {
    /// Play this action.
    Play(Action),
    /// Keep these clicks as the selection; more are needed.
    Select(Vec<Spot>),
    /// Nothing to do with this spot now.
    Nothing,
}

/// The legal actions whose clicks begin with `prefix`.
fn matching(legal: &[Action], prefix: &[Spot]) -> Vec<Action> {
    legal
        .iter()
        .copied()
        .filter(|&a| clicks(a).starts_with(prefix))
        .collect()
}

/// A click on `spot` with `selection` already made.
pub fn click(state: &GameState, selection: &[Spot], spot: Spot) -> Click {
    let legal = state.legal();
    let mut prefix = selection.to_vec();
    prefix.push(spot);
    let mut found = matching(&legal, &prefix);
    if found.is_empty() && !selection.is_empty() {
        // Start over from this click.
        prefix = vec![spot];
        found = matching(&legal, &prefix);
    }
    match found.as_slice() {
        [] => Click::Nothing,
        [only] => Click::Play(*only),
        many => match many.iter().find(|&&a| clicks(a) == prefix) {
            // A complete sequence that others extend: the shorter one is
            // meant only if nothing else fits; keep selecting.
            Some(_) if many.len() > 1 => Click::Select(prefix),
            Some(&a) => Click::Play(a),
            None => Click::Select(prefix),
        },
    }
}

/// The spot on the board `action` touched (a bot's move is highlighted
/// there): the village reached or chosen, the wall piece built, the pile
/// drawn from.
pub fn touched_by(action: Action) -> Option<Spot> {
    match action {
        Action::Setup { village, .. } | Action::Scout { village } => Some(Spot::Village(village)),
        Action::Step { to, .. } => Some(Spot::Village(to)),
        Action::Build { slot } => Some(Spot::Slot(slot)),
        Action::DrawWall => Some(Spot::WallPile),
        _ => None,
    }
}

/// Where the review's replay marks `action`, in the position before it:
/// the spot it touches, else its first click (the pile or piece chosen).
pub fn marked_at(action: Action) -> Option<Spot> {
    touched_by(action).or_else(|| clicks(action).first().copied())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every legal action can be chosen on the board: its clicks, made one
    /// after the other, play exactly it.
    #[test]
    fn every_legal_action_is_reached_by_its_clicks() {
        for seed in [3, 8] {
            let mut state = GameState::new(dschingis_khan::Options::new(3), seed).unwrap();
            let mut rng = boardgame::Rng::seeded(seed);
            let mut checked = 0;
            while !state.is_over() {
                let legal = state.legal();
                for &action in &legal {
                    let mut selection = Vec::new();
                    let mut played = None;
                    for spot in clicks(action) {
                        match click(&state, &selection, spot) {
                            Click::Play(a) => {
                                played = Some(a);
                                break;
                            }
                            Click::Select(s) => selection = s,
                            Click::Nothing => break,
                        }
                    }
                    assert_eq!(played, Some(action), "clicks of {action:?} among {legal:?}");
                    checked += 1;
                }
                state.apply(legal[rng.below(legal.len())]).unwrap();
            }
            assert!(checked > 100);
        }
    }

    /// The review can draw every move with a choice on the board: its spot
    /// is the one it touches or one of its clicks.
    #[test]
    fn every_move_has_a_spot_to_mark() {
        let mut state = GameState::new(dschingis_khan::Options::new(4), 6).unwrap();
        let mut rng = boardgame::Rng::seeded(6);
        while !state.is_over() {
            let legal = state.legal();
            for &a in &legal {
                let spot = marked_at(a).unwrap_or_else(|| panic!("{a:?} has no spot"));
                assert!(touched_by(a) == Some(spot) || clicks(a).contains(&spot));
            }
            state.apply(legal[rng.below(legal.len())]).unwrap();
        }
    }
}
