//! Which screen shows, and the moves between screens that create or open a
//! game. The address keeps the screen (`#play/<id>`), so a reload comes back.

use leptos::prelude::*;

use crate::games::{GameKind, GameUi};
use crate::platform;
use crate::seats::Seat;
use crate::session::Session;
use crate::store::Store;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Screen {
    /// Pick a game; the saved games in brief.
    Home,
    Setup(GameKind),
    /// The game with this id, being played.
    Play(String),
    /// The game with this id, watched step by step from a step.
    Replay(String, usize),
    Saved,
    /// The unreadable save under this storage key.
    Problem(String),
    /// The Hard bot's review of the game with this id.
    Review(String),
    /// The record against the bots.
    Record,
    /// "Learn to play" being started (its code fetched): then the lesson
    /// shows as a game (`Play`).
    Lesson(GameKind),
    /// "Join a table" (a guest's device), with the join code of a link.
    Join(Option<String>),
}

impl Screen {
    /// The address fragment for this screen.
    pub fn hash(&self) -> String {
        match self {
            Screen::Home => String::new(),
            Screen::Setup(kind) => format!("setup/{}", kind.name()),
            Screen::Play(id) => format!("play/{id}"),
            Screen::Replay(id, step) => format!("replay/{id}/{step}"),
            Screen::Saved => "saved".into(),
            Screen::Problem(_) => "saved".into(),
            Screen::Review(id) => format!("review/{id}"),
            Screen::Record => "record".into(),
            // Passing through: a reload on the way goes home rather than
            // starting a second lesson.
            Screen::Lesson(_) => String::new(),
            // The address forgets the code: a reload joins again with a
            // new one.
            Screen::Join(_) => "join".into(),
        }
    }

    /// The screen an address fragment names, if it still exists.
    pub fn from_hash(hash: &str, store: &Store) -> Screen {
        if let Some(code) = crate::net::code::code_in_fragment(hash) {
            return Screen::Join(Some(code));
        }
        let (what, rest) = hash.split_once('/').unwrap_or((hash, ""));
        let known = |id: &str| store.find(id).is_some();
        match what {
            "setup" => GameKind::parse(rest)
                .map(Screen::Setup)
                .unwrap_or(Screen::Home),
            "play" if known(rest) => Screen::Play(rest.into()),
            "replay" => {
                let (id, step) = rest.split_once('/').unwrap_or((rest, "0"));
                match known(id) {
                    true => Screen::Replay(id.into(), step.parse().unwrap_or(0)),
                    false => Screen::Home,
                }
            }
            "saved" => Screen::Saved,
            "record" => Screen::Record,
            "join" => Screen::Join(None),
            "review" if known(rest) => Screen::Review(rest.into()),
            _ => Screen::Home,
        }
    }

    /// The game a screen is about.
    pub fn game(&self, store: &Store) -> Option<GameKind> {
        match self {
            Screen::Setup(kind) | Screen::Lesson(kind) => Some(*kind),
            Screen::Play(id) | Screen::Replay(id, _) | Screen::Review(id) => {
                store.find(id)?.summary.ok().map(|s| s.kind)
            }
            _ => None,
        }
    }
}

#[derive(Clone, Copy)]
pub struct Nav {
    pub screen: RwSignal<Screen>,
    pub store: Store,
}

impl Nav {
    /// Shows `screen`, from its top: a player who scrolled down to press
    /// Start (or a saved game's Open) on a phone lands on the new screen's
    /// heading and decision, not halfway down it. Stepping through one
    /// game's replay keeps the place.
    pub fn go(&self, screen: Screen) {
        let stepping = self.screen.with_untracked(
            |now| matches!((now, &screen), (Screen::Replay(a, _), Screen::Replay(b, _)) if a == b),
        );
        self.screen.set(screen);
        if !stepping {
            platform::scroll_to_top();
        }
    }

    /// Starts a new game of `G` (a fresh seed unless one is given), keeps it
    /// and shows it.
    pub fn start<G: GameUi>(
        &self,
        seats: Vec<Seat>,
        think_ms: u32,
        options: G::Options,
        seed: Option<u64>,
    ) -> Result<(), G::Error> {
        let seed = seed.unwrap_or_else(platform::random_seed);
        let now = platform::now_ms();
        let mut seats = seats;
        crate::seats::fit_colours(&mut seats, G::COLOURS);
        let session = Session::<G>::start(
            crate::save::new_id(G::NAME),
            seats,
            think_ms,
            options,
            seed,
            now,
        )?;
        let stamp = crate::save::Stamp {
            updated: now,
            rev: 1,
        };
        self.store
            .put(&session.id, crate::save::encode(&session, stamp));
        self.store.ask_to_keep();
        self.go(Screen::Play(session.id));
        Ok(())
    }

    /// Starts `G`'s "Learn to play" lesson (`crate::lesson`): its prepared
    /// deal, kept like any game, marked as a lesson.
    pub fn start_lesson<G: GameUi>(&self) -> Result<(), G::Error> {
        let now = platform::now_ms();
        let session = crate::lesson::session::<G>(crate::save::new_id(G::NAME), now)?;
        let stamp = crate::save::Stamp {
            updated: now,
            rev: 1,
        };
        self.store
            .put(&session.id, crate::save::encode(&session, stamp));
        self.go(Screen::Play(session.id));
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::save::tests::FORMAT_1;

    /// A reload comes back to the screen shown, if its game still exists.
    #[test]
    fn the_address_names_the_screen() {
        let owner = Owner::new();
        owner.set();
        let store = Store::load();
        let id = store.import_one(FORMAT_1).unwrap().id;
        for screen in [
            Screen::Home,
            Screen::Saved,
            Screen::Record,
            Screen::Setup(GameKind::Dragon),
            Screen::Play(id.clone()),
            Screen::Replay(id.clone(), 0),
            Screen::Replay(id.clone(), 7),
            Screen::Review(id.clone()),
        ] {
            assert_eq!(Screen::from_hash(&screen.hash(), &store), screen);
        }
        assert_eq!(Screen::from_hash("play/gone", &store), Screen::Home);
        assert_eq!(Screen::from_hash("setup/chess", &store), Screen::Home);
        assert_eq!(
            Screen::Play(id).game(&store),
            Some(GameKind::Dragon),
            "the header names the game"
        );
    }
}
