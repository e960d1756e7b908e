//! Button texts, the question asked and the status line, in words.

use china::{Action, GameState};

use super::text::{Msg, tr};

/// Button text for a legal action in `state`.
pub fn action_label(action: Action) -> String {
    match action {
        Action::Placement => tr(Msg::Placement),
        Action::Swap => tr(Msg::Swap),
        Action::Pay(p) => tr(Msg::Pay(p)),
        Action::House(s) => tr(Msg::House(s)),
        Action::Envoy(p) => tr(Msg::Envoy(p)),
        Action::Fortify(s) => tr(Msg::Fortify(s)),
        Action::Stop => tr(Msg::Stop),
        Action::Take(c) => tr(Msg::Take(c)),
        Action::Draw => tr(Msg::Draw),
        Action::Discard(c) => tr(Msg::Discard(c)),
    }
}

/// "Draw pile: 23 · Discard pile: 5", "… · last round", or "Game over".
pub fn status(state: &GameState) -> String {
    if state.is_over() {
        return tr(Msg::GameOverStatus);
    }
    let mut parts = vec![
        tr(Msg::DrawPile(state.pile_len())),
        tr(Msg::DiscardPile(state.discard_pile().total())),
    ];
    let used = tr(Msg::Exhaustions(state.exhaustions()));
    if !used.is_empty() {
        parts.push(used);
    }
    if state.is_ending() {
        parts.push(tr(Msg::Ending));
    }
    parts.join(" · ")
}

/// "Draw pile: 23", or "Game over".
pub fn progress(state: &GameState) -> String {
    if state.is_over() {
        tr(Msg::GameOverStatus)
    } else {
        tr(Msg::DrawPile(state.pile_len()))
    }
}

/// "Anna: place pieces, or swap a card".
pub fn question(state: &GameState, names: &[String]) -> Option<String> {
    let d = state.pending()?;
    Some(tr(Msg::Ask(
        names.get(d.player)?,
        d.kind,
        state.turn().province,
    )))
}
