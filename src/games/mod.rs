//! The games the app offers. A game is its rules crate plus one folder here
//! implementing [`GameUi`]: its board, action labels, log sentences, setup
//! options and score table. The shell knows games only through [`GameKind`]
//! and this trait; China and Dschingis Khan arrive as a new variant and a
//! new folder.

pub mod board;
pub mod codec;
pub mod periods;
pub mod seated;
pub mod tipped;

pub use board::{Board, Mark, Playing};
pub use codec::{canonical, summarize};

macro_rules! folders {
    ($($kind:ident in $folder:ident: $name:literal => $state:ty),* $(,)?) => {
        $(pub mod $folder;)*
    };
}
crate::registry::games!(folders);

use std::ops::RangeInclusive;

use leptos::prelude::*;
use serde_json::Value;

use crate::save::{self, SaveError, Stamp};
use crate::seats::{Seat, SeatColour};
use crate::session::{Journaled, LogEntry, Session};

macro_rules! game_kinds {
    ($($kind:ident in $folder:ident: $name:literal => $state:ty),* $(,)?) => {
        /// Every game of the app (`crate::registry`).
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum GameKind {
            $($kind),*
        }

        impl GameKind {
            /// In the order the home screen offers them.
            pub const ALL: &[GameKind] = &[$(GameKind::$kind),*];

            /// The stable name in saves and addresses (`Game::NAME`).
            pub fn name(self) -> &'static str {
                match self {
                    $(GameKind::$kind => <$state as boardgame::Game>::NAME),*
                }
            }

            /// The game's title in the current language: the message
            /// `game-title-<name>` of `app.ftl`.
            pub fn title(self) -> String {
                match self {
                    $(GameKind::$kind => crate::i18n::text(concat!("game-title-", $name), None)),*
                }
            }

            /// A line on the game for the home screen, in the current
            /// language: the message `game-blurb-<name>` of `app.ftl`.
            pub fn blurb(self) -> String {
                match self {
                    $(GameKind::$kind => crate::i18n::text(concat!("game-blurb-", $name), None)),*
                }
            }

            /// Runs `visitor` with the game's type.
            pub fn visit<V: Visit>(self, visitor: V) -> V::Out {
                match self {
                    $(GameKind::$kind => visitor.visit::<$state>()),*
                }
            }
        }

        $(impl OfKind for $state {
            const KIND: GameKind = GameKind::$kind;
        })*
    };
}
crate::registry::games!(game_kinds);

/// The [`GameKind`] of a game's state, from the registry (so no game
/// names its own variant again).
pub trait OfKind {
    const KIND: GameKind;
}

impl GameKind {
    pub fn parse(name: &str) -> Option<GameKind> {
        GameKind::ALL.iter().copied().find(|k| k.name() == name)
    }
}

/// Code run with the type of a game known only at run time
/// ([`GameKind::visit`]): the shell's one way to reach "whichever game".
pub trait Visit {
    type Out;
    fn visit<G: GameUi>(self) -> Self::Out;
}

/// A line of the log as shown: the step it belongs to (for replays), and
/// whether it heads a section (a month, the final scoring).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogLine {
    pub step: usize,
    pub heading: bool,
    pub text: String,
}

impl LogLine {
    /// The line `text` of `step`; a `heading` heads a section.
    pub fn new(step: usize, heading: bool, text: String) -> LogLine {
        LogLine {
            step,
            heading,
            text,
        }
    }
}

/// What the saved-games list shows of a save.
#[derive(Clone, Debug, PartialEq)]
pub struct Summary {
    pub id: String,
    pub kind: GameKind,
    pub players: Vec<String>,
    /// "Month 5", "Game over", …
    pub progress: String,
    pub moves: usize,
    pub over: bool,
    pub updated: f64,
    /// The save's revision (`crate::revision`).
    pub rev: u64,
    /// The game this one is a kept copy of.
    pub copy_of: Option<String>,
    /// A "Learn to play" lesson.
    pub lesson: bool,
    /// A table of devices: some seats are guests' (`crate::devices`).
    pub table: bool,
    /// Its result for the record against the bots, once it is over, if it
    /// counts (`crate::record::Played::of`), dated by its last save.
    pub result: Option<crate::record::Played>,
}

/// What the app needs of a game beyond its rules. Everything it shows is
/// text in the current language, asked of the game.
pub trait GameUi:
    Journaled<
        Options: Send + Sync,
        Action: Send + Sync,
        Decision: Send + Sync,
        Error: Send + Sync,
        Happening: Send + Sync,
        Note: Send + Sync,
    > + Labels
    + About
    + Log
    + OfKind
    + boardgame::GameBots
    + boardgame::lesson::Lesson
    + crate::worker::Messages
    + crate::worker::SeatPosition
    + periods::Periods
    + boardgame::table::Seated
    + tipped::Tipped
    + Send
    + Sync
{
    /// Offered at a table of devices (`crate::devices`): its setup screen has
    /// "Play on several devices", and a guest's device draws its seat from
    /// [`GameUi::stand_in`] and words its log from [`GameUi::seat_log`].
    const TABLE: bool = false;
    /// The position a seat's view describes, for the guest's board and
    /// decision panel (the rules crate's `StandIn`: what the seat cannot
    /// see is a placeholder no board shows that seat), keeping the journal
    /// the hot-seat board keeps (the hint's, `SeatPosition`, keeps none
    /// while it searches).
    fn stand_in(view: &boardgame::table::View<Self>) -> Self {
        let mut state = Self::seat_position(view);
        state.keep_journal();
        state
    }
    /// A seat's log entries from action `first` on, as the log panel reads
    /// them (an action another seat played with a secret in it carries a
    /// placeholder there, which the log never words); `pending`: the
    /// decision after the last of them.
    fn seat_log(
        _events: &[Self::SeatEvent],
        _first: usize,
        _pending: Option<Self::Decision>,
    ) -> Vec<LogEntry<Self>> {
        Vec::new()
    }

    /// Player counts the game allows.
    const PLAYERS: RangeInclusive<usize>;
    /// The colours its seats may take, in the order seats get them by
    /// default; at least as many as the game has seats.
    const COLOURS: &'static [SeatColour] = &crate::seats::COLOURS;

    fn default_options(players: usize) -> Self::Options;
    fn set_players(options: &mut Self::Options, players: usize);
    /// Why an action (or the options) was refused.
    fn refusal(error: &Self::Error) -> String;
    /// The board, drawing `board.state`, with the shell's `side` panel
    /// (decision, log, game over) placed where the layout has room.
    fn board(board: Board<Self>, side: AnyView) -> AnyView;
    /// The rule options on the setup screen.
    fn options_form(options: RwSignal<Self::Options>) -> AnyView;
    /// The final scores, once the game is over.
    fn final_table(state: &Self, seats: &[Seat]) -> AnyView;
    /// Every seat sharing the victory once the game is over: the winner
    /// alone, unless players are still tied after the tie-break.
    fn winners(&self) -> Vec<usize> {
        boardgame::Game::winner(self).into_iter().collect()
    }
}

/// A game's words for a position and its choices, written in the game's
/// `labels.rs` itself (no forwarding through [`GameUi`], which requires it).
pub trait Labels: boardgame::Game {
    /// Where the game stands ("Month 3 · Action phase").
    fn status(&self) -> String;
    /// Progress in the saved-games list ("Month 3").
    fn progress(&self) -> String;
    /// The pending decision in words, naming who decides.
    fn question(&self, names: &[String]) -> Option<String>;
    /// A button's text for a legal action now.
    fn action_label(&self, action: Self::Action) -> String;
}

/// A game's log in words, written in the game's `log.rs` beside its
/// [`Journaled`] (what the log keeps).
pub trait Log: Journaled {
    fn log_lines(log: &[LogEntry<Self>], names: &[String]) -> Vec<LogLine>;
}

/// What the app says of a game besides its play, written in the game's
/// `rules.rs`: its rules summary, which the shell folds away on the setup
/// screen and under the board (`crate::ui::rules`), in the current
/// language. (Its title and blurb are `app.ftl`'s `game-title-<name>` and
/// `game-blurb-<name>`, `GameKind::title`.)
pub trait About {
    /// The rules summary's heading.
    fn rules_title() -> String;
    /// Its points: the game in brief, then the rulings this implementation
    /// makes where the rulebook leaves a choice open.
    fn rules() -> Vec<String>;
}

/// Rebuilds a session of game `G` from a parsed save; seat colours the
/// game does not offer (or that two seats share) fall back to its defaults.
pub fn decode<G: GameUi>(value: Value) -> Result<(Session<G>, Stamp), SaveError> {
    let (mut session, stamp) = save::decode::<G>(value, G::refusal)?;
    crate::seats::fit_colours(&mut session.seats, G::COLOURS);
    Ok((session, stamp))
}

fn summary_of<G: GameUi>(value: Value) -> Result<Summary, SaveError> {
    let (session, stamp) = decode::<G>(value)?;
    let result = crate::record::Played::of(&session, &session.state.winners(), stamp.updated);
    Ok(Summary {
        id: session.id.clone(),
        kind: G::KIND,
        players: session.names(),
        progress: session.state.progress(),
        moves: session.moves(),
        over: boardgame::Game::is_over(&session.state),
        updated: stamp.updated,
        rev: stamp.rev,
        copy_of: session.copy_of.clone(),
        lesson: session.lesson,
        table: session.seats.iter().any(|s| s.guest),
        result,
    })
}

/// A parsed save (any format this app reads) rebuilt and written again in
/// this app's format, fields in their usual order. The shell calls it
/// through [`codec::canonical`].
fn canonical_now(value: Value) -> Result<String, SaveError> {
    struct Canonical(Value);
    impl Visit for Canonical {
        type Out = Result<String, SaveError>;
        fn visit<G: GameUi>(self) -> Self::Out {
            let (session, stamp) = decode::<G>(self.0)?;
            Ok(save::encode(&session, stamp))
        }
    }
    kind_of(&value)?.visit(Canonical(value))
}

/// The game a parsed save is of, if this app knows it.
pub fn kind_of(value: &Value) -> Result<GameKind, SaveError> {
    let name = save::game_name(value)?;
    GameKind::parse(name).ok_or_else(|| SaveError::UnknownGame(name.to_string()))
}

/// Reads a save's text far enough to list it (replaying it: a save that
/// does not replay is listed as unreadable, with the reason). The shell
/// calls it through [`codec::summarize`].
fn summarize_now(raw: &str) -> Result<Summary, SaveError> {
    struct Summarize(Value);
    impl Visit for Summarize {
        type Out = Result<Summary, SaveError>;
        fn visit<G: GameUi>(self) -> Self::Out {
            summary_of::<G>(self.0)
        }
    }
    let value = save::parse(raw)?;
    kind_of(&value)?.visit(Summarize(value))
}

#[cfg(test)]
mod seated_tests;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, Speaking};
    use crate::seats::tests::{colours, letter_contrast};
    use crate::seats::{COLOURS, SeatColour, fit_colours, resize, resize_in};

    /// Access: a seat's letter reads on every colour every game offers.
    #[test]
    fn seat_letters_read_on_every_games_colours() {
        struct Palette;
        impl Visit for Palette {
            type Out = &'static [SeatColour];
            fn visit<G: GameUi>(self) -> Self::Out {
                G::COLOURS
            }
        }
        for kind in GameKind::ALL {
            for c in kind.visit(Palette) {
                let ratio = letter_contrast(c.css);
                assert!(ratio >= 4.5, "{kind:?} {}: {ratio}", c.css);
            }
        }
    }

    /// A save without colours, with another game's colours or with two
    /// seats of one colour loads with the game's defaults for those seats.
    #[test]
    fn colours_a_game_does_not_offer_fall_back_to_its_defaults() {
        let china = &china::COLOURS;
        let css = |p: &[SeatColour]| p.iter().map(|c| c.css).collect::<Vec<_>>();
        // An old China save: the shell's colours, none of them China's.
        let mut seats = Vec::new();
        resize(&mut seats, 4);
        fit_colours(&mut seats, china);
        assert_eq!(colours(&seats), css(&china[..4]));
        // A save written before seats had colours.
        let json = r#"[{"name":"Anna","controller":"Human"},{"name":"Bai","controller":"Bot"},{"name":"Chen","controller":"Bot"}]"#;
        let mut old: Vec<Seat> = serde_json::from_str(json).unwrap();
        fit_colours(&mut old, &COLOURS);
        assert_eq!(colours(&old), css(&COLOURS[..3]));
        // Picked colours the game offers are kept; a duplicate or a foreign
        // one is replaced by its default if free, else the first free one.
        let mut picked = Vec::new();
        resize_in(&mut picked, 4, china);
        picked[0].colour = china[3].css.into();
        picked[1].colour = china[3].css.into();
        picked[2].colour = "#c0392b".into();
        fit_colours(&mut picked, china);
        assert_eq!(
            colours(&picked),
            [china[3].css, china[1].css, china[2].css, china[0].css]
        );
        let before = picked.clone();
        fit_colours(&mut picked, china);
        assert_eq!(picked, before, "valid colours stay");
    }

    /// The save of a new game of `G` whose record's options were then
    /// edited by `edit`, read back as the saved-games list reads it.
    fn edited<G: GameUi>(players: usize, edit: impl Fn(&mut Value)) -> Result<Summary, SaveError> {
        let mut seats = Vec::new();
        crate::seats::resize_in(&mut seats, players, G::COLOURS);
        let options = G::default_options(players);
        let session = Session::<G>::start("g".into(), seats, 500, options, 7, 0.0).unwrap();
        let mut value: Value =
            serde_json::from_str(&save::encode(&session, Stamp::default())).unwrap();
        edit(&mut value["record"]["options"]);
        summarize(&value.to_string())
    }

    /// The reason given for options that cannot make a game, in `lang`.
    fn refused<G: GameUi>(lang: Lang, players: usize, edit: impl Fn(&mut Value)) -> String {
        let _lang = Speaking::in_(lang);
        match edited::<G>(players, edit) {
            Err(SaveError::Replay { index: None, why }) => why,
            other => panic!("edited options were not refused: {other:?}"),
        }
    }

    /// A save whose options were edited by hand is refused with the reason
    /// in the player's language, not the engine's English.
    #[test]
    fn edited_options_are_refused_in_the_players_language() {
        let players = |n: u64| move |o: &mut Value| o["players"] = n.into();
        assert_eq!(
            refused::<::dragon::GameState>(Lang::De, 4, players(9)),
            "mit diesen Optionen lässt sich kein Spiel aufbauen \
             (das Spiel ist für 2 bis 5 Spieler, nicht für 9)"
        );
        let price = |o: &mut Value| o["large_privilege_price"] = 5.into();
        assert!(refused::<::dragon::GameState>(Lang::Nl, 4, price).contains("kost 6 of 7 yuan"));
        let side = |o: &mut Value| o["side"] = "B".into();
        assert!(
            refused::<::china::GameState>(Lang::Fr, 3, side)
                .contains("sur la face A, pas sur la face B")
        );
        assert!(refused::<::china::GameState>(Lang::De, 4, players(2)).contains("3 bis 5 Spieler"));
        let start = |o: &mut Value| o["start_player"] = 3.into();
        assert!(
            refused::<::dschingis_khan::GameState>(Lang::Nl, 3, start).contains("niet plaats 4")
        );
        assert!(
            refused::<::dschingis_khan::GameState>(Lang::Fr, 3, players(5))
                .contains("de 2 à 4 joueurs")
        );
        // The untouched saves are read.
        assert!(edited::<::dragon::GameState>(4, |_| ()).is_ok());
        assert!(edited::<::china::GameState>(3, |_| ()).is_ok());
        assert!(edited::<::dschingis_khan::GameState>(3, |_| ()).is_ok());
    }
}
