//! Rule tests on constructed positions. They live inside the crate so they
//! can set up a position directly (palaces, goods, month) and then drive it
//! through the public `apply` / `legal_actions` API.

mod examples;
mod expansions;
mod journal;
mod rules;

use crate::*;
use boardgame::Game;

/// A game after the draft, at month 1's action phase. The draft takes the
/// first legal choice each time; tests then overwrite what they need.
pub(crate) fn drafted(players: u8) -> GameState {
    drafted_with(Options::new(players))
}

pub(crate) fn drafted_with(options: Options) -> GameState {
    let mut state = GameState::new(options, 11).unwrap();
    while !matches!(state.phase, Phase::Actions { .. }) {
        let action = state.legal()[0];
        state.apply(action).unwrap();
    }
    state
}

/// Empties every palace (back to two empty 2-floor palaces) and resets goods
/// and tracks so tests start from a clean position.
pub(crate) fn clean(state: &mut GameState) {
    let n = state.players.len();
    for (seat, player) in state.players.iter_mut().enumerate() {
        player.palaces = [Palace::new(2), Palace::new(2)].into_iter().collect();
        player.yuan = 6;
        player.rice = 0;
        player.rockets = 0;
        player.vp = 0;
        player.vp_by_source = [0; 11];
        player.track = 0;
        player.track_arrival = (n - seat) as u32;
    }
    state.clock = n as u32;
}

/// Gives `seat` exactly these palaces: `(floors, residents)`.
pub(crate) fn set_palaces(state: &mut GameState, seat: usize, palaces: &[(u8, &[Person])]) {
    let player = &mut state.players[seat];
    player.palaces.clear();
    for &(floors, persons) in palaces {
        let mut palace = Palace::new(floors);
        for &person in persons {
            palace.add(person);
        }
        player.palaces.push(palace);
    }
}

/// Makes `seat` the player to choose an action, with these groups on the table.
pub(crate) fn choose_action(state: &mut GameState, seat: usize, groups: &[&[Card]]) {
    state.groups = [Group::default(); 5];
    for (group, cards) in state.groups.iter_mut().zip(groups) {
        for (slot, &card) in group.cards.iter_mut().zip(cards.iter()) {
            *slot = Some(card);
        }
    }
    state.phase = Phase::Actions { done: 1 << seat };
    state.pending = Some(Decision {
        player: seat,
        kind: DecisionKind::ChooseAction,
    });
}

/// A game of `players` after the draft, made clean (see [`clean`]).
pub(crate) fn cleaned(players: u8) -> GameState {
    let mut state = drafted(players);
    clean(&mut state);
    state
}

/// A clean game of three after the draft in which seat 0 chooses an
/// action from these groups.
pub(crate) fn acting(groups: &[&[Card]]) -> GameState {
    let mut state = cleaned(3);
    choose_action(&mut state, 0, groups);
    state
}

/// [`acting`] with seat 0's palaces set, after seat 0 took the first card
/// of the first group.
pub(crate) fn after_taking(groups: &[&[Card]], palaces: &[(u8, &[Person])]) -> GameState {
    let mut state = acting(groups);
    set_palaces(&mut state, 0, palaces);
    play(&mut state, take(0, groups[0][0]));
    state
}

/// A clean game of `players` after the draft in which seat 0 has these
/// palaces (see [`set_palaces`]).
pub(crate) fn with_palaces(players: u8, palaces: &[(u8, &[Person])]) -> GameState {
    let mut state = cleaned(players);
    set_palaces(&mut state, 0, palaces);
    state
}

/// A clean game of `values.len()` players after the draft, `set` giving
/// each seat its value.
fn with_each(values: &[u16], set: fn(&mut Player, u16)) -> GameState {
    let mut state = cleaned(values.len() as u8);
    for (player, &v) in state.players.iter_mut().zip(values) {
        set(player, v);
    }
    state
}

/// A clean game after the draft, each seat holding these rockets.
pub(crate) fn with_rockets(rockets: &[u16]) -> GameState {
    with_each(rockets, |p, r| p.rockets = r)
}

/// A clean game after the draft, each seat's disc this far on the track.
pub(crate) fn with_tracks(tracks: &[u16]) -> GameState {
    with_each(tracks, |p, t| p.track = t)
}

/// Every seat's VP from `source`.
pub(crate) fn points_from(state: &GameState, source: VpSource) -> Vec<u16> {
    state.players.iter().map(|p| p.vp_from(source)).collect()
}

/// The next `players` decisions are each a different player's dismissal
/// for the Mongol invasion; each answers with its first legal actions.
pub(crate) fn all_dismiss_for_the_mongols(state: &mut GameState, players: usize) {
    for _ in 0..players {
        let d = state.pending().unwrap();
        assert!(matches!(
            d.kind,
            DecisionKind::Dismiss {
                reason: Reason::MongolInvasion,
                ..
            }
        ));
        play_first_while(state, d.player);
    }
}

/// What a player gained from `before` to `after`: rice, rockets, floors,
/// yuan, track steps and VP.
pub(crate) fn gains(before: &Player, after: &Player) -> (u16, u16, u16, u16, u16, u16) {
    (
        after.rice - before.rice,
        after.rockets - before.rockets,
        after.total_floors() - before.total_floors(),
        after.yuan - before.yuan,
        after.track - before.track,
        after.vp - before.vp,
    )
}

/// Taking `card` from group `group`.
pub(crate) fn take(group: u8, card: Card) -> Action {
    Action::Take { group, card }
}

/// Resolves `event` as the current month's event; returns at the first
/// decision (or after the month ended if nobody must choose).
pub(crate) fn run_event(state: &mut GameState, month: u8, event: Event) {
    state.month = month;
    state.events[month as usize - 1] = event;
    state.pending = None;
    state.begin_event(false);
    state.advance();
}

pub(crate) fn young(kind: Kind) -> Person {
    Person::young(kind)
}

pub(crate) fn old(kind: Kind) -> Person {
    Person::old(kind)
}

/// Applies an action that must be legal.
pub(crate) fn play(state: &mut GameState, action: Action) {
    if let Err(e) = state.apply(action) {
        panic!("{action:?} should be legal: {e}");
    }
}

/// Answers every pending decision of `seat` with the first legal action
/// until someone else must decide.
pub(crate) fn play_first_while(state: &mut GameState, seat: usize) {
    while state.current_player() == Some(seat) {
        let action = state.legal()[0];
        play(state, action);
    }
}
