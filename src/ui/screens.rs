//! Which screen shows a game: the setup, play and replay screens of the
//! game a save or an address names, reached through `GameKind::visit` (the
//! shell's screens are generic over `GameUi`; the games' views sit above
//! them).

use leptos::prelude::*;
use serde_json::Value;

use crate::games::{GameKind, GameUi, Visit, decode, kind_of};
use crate::save::{self, SaveError};

/// The setup screen of a game.
pub fn setup_screen(kind: GameKind) -> AnyView {
    struct Setup;
    impl Visit for Setup {
        type Out = AnyView;
        fn visit<G: GameUi>(self) -> AnyView {
            super::setup_screen::setup_screen::<G>().into_any()
        }
    }
    kind.visit(Setup)
}

/// "Loading…", said as a status, while a screen's code is on its way
/// (`crate::app`'s split screens).
pub fn loading() -> AnyView {
    view! { <p class="chunk-loading" role="status">{crate::i18n::t!("chunk-loading")}</p> }
        .into_any()
}

/// Starts the lesson of a game ("Learn to play", `Nav::start_lesson`): it
/// then shows as any game. Until then the screen says "loading"; a lesson
/// that cannot start (a bug the lesson tests catch) goes back home.
pub fn start_lesson(kind: GameKind, nav: crate::nav::Nav) -> AnyView {
    struct StartLesson(crate::nav::Nav);
    impl Visit for StartLesson {
        type Out = bool;
        fn visit<G: GameUi>(self) -> bool {
            self.0.start_lesson::<G>().is_ok()
        }
    }
    // Not while the current screen is being drawn.
    request_animation_frame(move || {
        if !kind.visit(StartLesson(nav)) {
            nav.go(crate::nav::Screen::Home);
        }
    });
    loading()
}

/// Opens a saved game with `show`; a game that is gone shows the list, one
/// that cannot be opened shows why.
fn open(
    store: &crate::store::Store,
    id: &str,
    nav: crate::nav::Nav,
    show: impl FnOnce(Value) -> Result<AnyView, SaveError>,
) -> AnyView {
    use crate::nav::Screen;
    let next = match store.find(id) {
        None => Screen::Saved,
        Some(entry) => match save::parse(&entry.raw).and_then(show) {
            Ok(view) => return view,
            Err(_) => Screen::Problem(entry.key),
        },
    };
    // Not while the current screen is being drawn.
    request_animation_frame(move || nav.go(next));
    ().into_any()
}

/// The play screen of the saved game `id`.
pub fn play_screen(store: &crate::store::Store, id: &str, nav: crate::nav::Nav) -> AnyView {
    struct Play(Value);
    impl Visit for Play {
        type Out = Result<AnyView, SaveError>;
        fn visit<G: GameUi>(self) -> Self::Out {
            let (session, _) = decode::<G>(self.0)?;
            Ok(super::play::play_screen(session).into_any())
        }
    }
    open(store, id, nav, |value| kind_of(&value)?.visit(Play(value)))
}

/// The replay of the saved game `id`, from `step`.
pub fn replay_screen(
    store: &crate::store::Store,
    id: &str,
    step: usize,
    nav: crate::nav::Nav,
) -> AnyView {
    struct Replay(Value, usize);
    impl Visit for Replay {
        type Out = Result<AnyView, SaveError>;
        fn visit<G: GameUi>(self) -> Self::Out {
            let (session, _) = decode::<G>(self.0)?;
            Ok(super::replay::replay_screen(session, self.1).into_any())
        }
    }
    open(store, id, nav, move |value| {
        kind_of(&value)?.visit(Replay(value, step))
    })
}
