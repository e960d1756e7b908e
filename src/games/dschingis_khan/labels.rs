//! Button texts, the question asked and the status line, in words. What a
//! wall would do is the engine's answer (`Wall::build` on a copy).

use dschingis_khan::{Action, GameState, Slot, Via};

use super::text::{Msg, outcome, tr};

/// What building on `slot` now would do, in words ("extends the wall",
/// "loop: … the old arc H3-08, H3-09 is removed").
pub fn build_outcome(state: &GameState, slot: Slot) -> String {
    let mut wall = state.wall().clone();
    outcome(&wall.build(slot))
}

/// Button text for a legal action in `state`.
pub fn action_label(state: &GameState, action: Action) -> String {
    let seat = state.pending().map(|d| d.player).unwrap_or(0);
    let me = &state.players()[seat];
    match action {
        Action::Setup { village, kind } => tr(Msg::SetupPiece(kind, village)),
        Action::Scout { village } => tr(Msg::Scout(village)),
        Action::DrawWall => tr(Msg::DrawWall(state.general_supply())),
        Action::DrawPiece => tr(Msg::DrawPiece(me.passive.len() as u8)),
        Action::PlacePieces => tr(Msg::PlacePieces(me.pieces.total())),
        Action::BuildWalls => tr(Msg::BuildWalls(me.walls)),
        Action::TakeScoutOff => tr(Msg::TakeScoutOff),
        Action::Pass => tr(Msg::Pass),
        Action::Step { to, via: Via::Road } => tr(Msg::Road(to)),
        Action::Step {
            to,
            via: Via::Wall { up, down },
        } if up == down => tr(Msg::Gate(to, up)),
        Action::Step {
            to,
            via: Via::Wall { up, down },
        } => tr(Msg::OverWall(to, up, down)),
        Action::Place { kind } => tr(Msg::PlaceKind(kind)),
        Action::Build { slot } => tr(Msg::Build(slot, &build_outcome(state, slot))),
    }
}

/// "Turn 5 · final round".
pub fn status(state: &GameState) -> String {
    if state.is_over() {
        return match state.finish() {
            Some(dschingis_khan::Finish::SafetyLimit) => {
                format!("{} · {}", tr(Msg::GameOver), tr(Msg::SafetyLimit))
            }
            _ => tr(Msg::GameOver),
        };
    }
    let mut text = progress(state);
    if state.in_final_round() {
        text = format!("{text} · {}", tr(Msg::FinalRound));
    } else if state.end().is_some() {
        text = format!("{text} · {}", tr(Msg::EndAnnounced));
    }
    text
}

/// "Turn 12", or "Game over".
pub fn progress(state: &GameState) -> String {
    if state.is_over() {
        tr(Msg::GameOver)
    } else if in_setup(state) {
        tr(Msg::Setup)
    } else {
        tr(Msg::Turn(state.turns_played() + 1))
    }
}

/// Whether the start placement is going on.
pub fn in_setup(state: &GameState) -> bool {
    matches!(
        state.pending().map(|d| d.kind),
        Some(
            dschingis_khan::DecisionKind::SetupPiece { .. }
                | dschingis_khan::DecisionKind::SetupScout { .. }
        )
    )
}

/// "Anna: draw: a wall or a piece?".
pub fn question(state: &GameState, names: &[String]) -> Option<String> {
    let d = state.pending()?;
    Some(tr(Msg::Ask(names.get(d.player)?, d.kind)))
}
