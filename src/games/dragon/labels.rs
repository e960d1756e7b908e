//! Button texts, the question asked and the status line, in words; prices
//! and costs are the engine's answers.

use dragon::{Action, GameState};

use super::text::{Msg, tr};

/// Button text for a legal action in `state`.
pub fn action_label(state: &GameState, action: Action) -> String {
    match action {
        Action::Take { group, card } => tr(Msg::ActionTake {
            group: group as usize,
            card,
            cost: state
                .groups()
                .get(group as usize)
                .map(|g| state.take_cost(g))
                .unwrap_or(0),
        }),
        Action::Refill => tr(Msg::Refill),
        Action::Privilege(size) => tr(Msg::BuyPrivilege(size, state.privilege_price(size))),
        Action::BuildWall(b) => tr(Msg::BuildWall(b)),
        Action::Build(dragon::Site::NewPalace) => tr(Msg::NewPalace),
        Action::Build(dragon::Site::Palace(i)) => tr(Msg::BuildOnPalace(i as usize)),
        Action::PlayCard(c) => tr(Msg::PlayCard(c)),
        Action::Recruit(p) => tr(Msg::Recruit(p)),
        Action::Place(i) => tr(Msg::Place(i as usize)),
        Action::Replace { palace, person } => tr(Msg::Replace(palace as usize, person)),
        Action::Release => tr(Msg::Release),
        Action::Dismiss { palace, person } => tr(Msg::Dismiss(palace as usize, person)),
        Action::RemoveFloor(i) => tr(Msg::RemoveFloor(i as usize)),
        Action::Return(g) => tr(Msg::Return(g)),
        Action::Discard(c) => tr(Msg::Discard(c)),
        Action::Charter(k) => tr(Msg::Charter(k)),
    }
}

/// "Month 3 · Action phase".
pub fn status(state: &GameState) -> String {
    tr(Msg::Status(state.month(), state.phase()))
}

/// "Month 3", or "Game over".
pub fn progress(state: &GameState) -> String {
    if state.is_over() {
        tr(Msg::GameOver)
    } else {
        tr(Msg::Month(state.month()))
    }
}

/// "Anna: choose an action group, or refill".
pub fn question(state: &GameState, names: &[String]) -> Option<String> {
    let d = state.pending()?;
    Some(tr(Msg::Ask(names.get(d.player)?, d.kind)))
}
