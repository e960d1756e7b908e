//! How fast the bots play (instant / normal / slow), chosen by the player
//! and remembered in the browser's storage. Normal and slow leave each bot
//! move on screen long enough to be read, with the element it touched
//! highlighted; `?botDelay=N` in the address (tests) wins over the setting.

use leptos::prelude::*;

use crate::i18n::t;
use crate::platform;
use crate::settings::{self, Named};

/// Where the setting is kept.
const KEY: &str = "boardgames/settings/pace";

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pace {
    Instant,
    Normal,
    Slow,
}

impl Pace {
    pub const ALL: [Pace; 3] = [Pace::Instant, Pace::Normal, Pace::Slow];

    /// The least time between asking a bot and showing its move.
    pub fn delay_ms(self) -> f64 {
        match self {
            Pace::Instant => 0.0,
            Pace::Normal => 1000.0,
            Pace::Slow => 2500.0,
        }
    }

    /// Whether the element a bot's move touched is highlighted.
    pub fn highlights(self) -> bool {
        self != Pace::Instant
    }

    fn label(self) -> String {
        match self {
            Pace::Instant => t!("pace-instant"),
            Pace::Normal => t!("pace-normal"),
            Pace::Slow => t!("pace-slow"),
        }
    }
}

impl Named for Pace {
    const KEY: &'static str = KEY;
    const VALUES: &'static [Pace] = &Pace::ALL;
    const DEFAULT: Pace = Pace::Normal;

    fn key(self) -> &'static str {
        match self {
            Pace::Instant => "instant",
            Pace::Normal => "normal",
            Pace::Slow => "slow",
        }
    }
}

/// The player's setting (normal until one is chosen).
pub fn current() -> Pace {
    settings::current()
}

/// Chooses a pace and remembers it.
pub fn set(pace: Pace) {
    settings::set(pace);
}

/// Milliseconds between asking a bot and showing its move now.
pub fn bot_delay_ms() -> f64 {
    platform::bot_delay_ms(current().delay_ms())
}

/// The pace chooser, for the setup screen and the game's status bar.
#[component]
pub fn PaceSelect() -> impl IntoView {
    let pace = RwSignal::new(current());
    let change = move |ev| {
        if let Some(p) = Pace::parse(&event_target_value(&ev)) {
            set(p);
            pace.set(p);
        }
    };
    view! {
        <label class="row pace">
            <span>{t!("pace-label")}</span>
            <select data-testid="pace" on:change=change prop:value=move || pace.get().key()>
                {Pace::ALL.map(|p| view! { <option value=p.key()>{p.label()}</option> }).collect_view()}
            </select>
        </label>
    }
}

/// The last action of the live game with its seat, when a bot played it
/// and the pace highlights: the board marks the element it touched.
pub fn last_bot_move<G: crate::games::GameUi>(
    board: &crate::games::Board<G>,
) -> Option<(usize, G::Action)> {
    use crate::session::LogEvent;
    let live = board.live?;
    if !current().highlights() {
        return None;
    }
    live.session.with(|s| {
        if s.state.is_over() {
            return None; // The final board stays plain.
        }
        let moves = s.moves();
        s.log
            .iter()
            .rev()
            .take_while(|e| e.step == moves)
            .find_map(|e| match &e.event {
                LogEvent::Action { seat, action, .. } => Some((*seat, *action)),
                LogEvent::Auto(_) => None,
            })
            .filter(|(seat, _)| s.seats.get(*seat).is_some_and(|seat| !seat.is_human()))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_pace_has_a_stable_name_and_a_growing_delay() {
        for p in Pace::ALL {
            assert_eq!(Pace::parse(p.key()), Some(p));
        }
        assert_eq!(Pace::parse("fast"), None);
        assert_eq!(Pace::Instant.delay_ms(), 0.0);
        assert!(Pace::Normal.delay_ms() < Pace::Slow.delay_ms());
        assert!(!Pace::Instant.highlights() && Pace::Normal.highlights());
    }

    #[test]
    fn without_storage_the_pace_is_normal_and_a_choice_holds_in_memory() {
        assert_eq!(current(), Pace::Normal);
        set(Pace::Slow);
        assert_eq!(current(), Pace::Slow);
        // Natively there is no address: the setting decides.
        assert_eq!(bot_delay_ms(), Pace::Slow.delay_ms());
    }
}
