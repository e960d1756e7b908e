//! Tips in the app (issue 42): which rule explanations of a game's list
//! (`boardgame::tips`) to show to which player on this screen, one bubble
//! at a time, each once per player and game.
//!
//! - [`on_screen`]: a game on screen follows every action played in it
//!   (the human's here, a bot's, a lesson's prepared move, a guest's played
//!   by the host, another window's), asks the rules crate for each human
//!   seat's tips after it ([`on_screen::tips_of_played`]) and queues those
//!   the player has not seen; a guest's device feeds the tips of its seat's
//!   views ([`on_screen::Tips::seen`]).
//! - [`queue`]: the tips waiting, and the one shown.
//! - [`memory`]: what the browser remembers (tips seen per player and game,
//!   each player's first games of each game, the game after a lesson).
//! - [`setting`]: the player's choice: tips in the first games, always, or
//!   never.
//! - [`words`]: a tip's message in the current language.

pub mod memory;
pub mod on_screen;
pub mod queue;
pub mod setting;
pub mod words;

pub use on_screen::Tips;
