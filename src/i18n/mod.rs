//! Every word the app shows, in English, German, Dutch and French. The words
//! are data: Fluent files in `locales/<language>/` (one per area: `app`,
//! `dragon`, `china`, `dschingis-khan`), read with the `fluent-bundle`
//! library, which also knows each language's plural rules. Code names a
//! message by its id through `t!`; the tests check that every language has
//! exactly the messages the code uses.
//!
//! This file holds the shell's typed messages (`Msg`) and their ids; each
//! game's folder has its own (`games/dragon/text.rs`).

mod bundle;
mod lang;
#[cfg(test)]
mod plural_tests;
#[cfg(test)]
mod tests;

pub use bundle::{load, text};
pub use fluent_bundle::{FluentArgs, FluentValue};
#[cfg(test)]
pub use lang::Speaking;
/// The language in use (the browser's date and number formats follow it).
#[cfg_attr(not(target_arch = "wasm32"), allow(unused_imports))]
pub use lang::current;
pub use lang::{Lang, set_current};

/// The text of a Fluent message in the current language:
/// `t!("saved-count", n = 3)`. Always give the id as a literal: the
/// unused-message test finds the ids the app uses by reading `t!("…"`.
macro_rules! t {
    ($id:literal) => {
        $crate::i18n::text($id, None)
    };
    ($id:literal, $($name:ident = $value:expr),+ $(,)?) => {{
        let mut args = $crate::i18n::FluentArgs::new();
        $( args.set(stringify!($name), $crate::i18n::FluentValue::from($value)); )+
        $crate::i18n::text($id, Some(&args))
    }};
}
#[allow(unused_imports)] // until the games' text uses it
pub(crate) use t;

use boardgame::Level;

use crate::platform::{StorageError, format_number};
use crate::save::SaveError;
use crate::seats::ColourName;

/// A message with its parameters. Components never inline user-visible text.
#[derive(Clone, Debug)]
pub enum Msg<'a> {
    AppTitle,
    Tagline,
    ChooseGame,
    ContinueGame,
    Play,
    Home,
    SavedGames,
    SavedCount(usize),
    NoSavedGames,
    Import,
    ImportHint,
    ImportFailed(&'a str),
    Resume,
    Watch,
    Delete,
    ConfirmDelete,
    Export,
    InProgress,
    Finished,
    Unreadable,
    LastPlayed(&'a str),
    Moves(usize),
    NewGame,
    Rematch,
    Start,
    Players,
    Seat(usize),
    Name,
    Colour,
    ColourName(ColourName),
    Controller,
    Human,
    BotLevel(Level),
    ThinkTime,
    Seconds(u32),
    Options,
    Seed,
    SeedHint,
    Hint,
    HintThinking,
    HintIs(&'a str),
    Undo,
    UndosUsed(u32),
    Decision,
    Log,
    YourTurn(&'a str),
    GameOver,
    Winner(&'a str),
    /// Several players share the victory (`names` already a list in words).
    SharedVictory(&'a str),
    Refused(&'a str),
    // Hot-seat hand-over between humans (a game with hidden information).
    PassTo(&'a str),
    PassExplain(&'a str),
    PassReady(&'a str),
    // Replay.
    Replay,
    ReplayStep(usize, usize),
    First,
    Back,
    Forward,
    Last,
    ReplaySlider,
    BackToGame,
    // Storage and saves.
    Storage(&'a StorageError),
    SaveUnreadable,
    SaveExplain(&'a str),
    SaveRaw,
    SaveError(&'a SaveError),
    UnreadableNotice(usize),
    ShowProblem,
    // A newer build is installed for offline use.
    UpdateReady,
    Reload,
    /// The label of the language switcher.
    Language,
    // The board's size (China's and Dschingis Khan's boards).
    ZoomGroup,
    ZoomIn,
    ZoomOut,
    ZoomFit,
}

/// The text of a message in the current language.
pub fn tr(msg: Msg) -> String {
    use Msg::*;
    match msg {
        AppTitle => t!("app-title"),
        Tagline => t!("app-tagline"),
        ChooseGame => t!("choose-game"),
        ContinueGame => t!("continue-game"),
        Play => t!("play"),
        Home => t!("home"),
        SavedGames => t!("saved-games"),
        SavedCount(n) => t!("saved-count", n = n),
        NoSavedGames => t!("no-saved-games"),
        Import => t!("import"),
        ImportHint => t!("import-hint"),
        ImportFailed(why) => t!("import-failed", why = why),
        Resume => t!("resume"),
        Watch => t!("watch"),
        Delete => t!("delete"),
        ConfirmDelete => t!("confirm-delete"),
        Export => t!("export"),
        InProgress => t!("in-progress"),
        Finished => t!("finished"),
        Unreadable => t!("unreadable"),
        LastPlayed(date) => t!("last-played", date = date),
        Moves(n) => t!("moves", n = n),
        NewGame => t!("new-game"),
        Rematch => t!("rematch"),
        Start => t!("start"),
        Players => t!("players"),
        Seat(i) => t!("seat", n = i + 1),
        Name => t!("name"),
        Colour => t!("colour"),
        ColourName(self::ColourName::Red) => t!("colour-red"),
        ColourName(self::ColourName::Blue) => t!("colour-blue"),
        ColourName(self::ColourName::Yellow) => t!("colour-yellow"),
        ColourName(self::ColourName::Green) => t!("colour-green"),
        ColourName(self::ColourName::Purple) => t!("colour-purple"),
        ColourName(self::ColourName::Black) => t!("colour-black"),
        ColourName(self::ColourName::White) => t!("colour-white"),
        ColourName(self::ColourName::Grey) => t!("colour-grey"),
        ColourName(self::ColourName::Cyan) => t!("colour-cyan"),
        Controller => t!("controller"),
        Human => t!("human"),
        BotLevel(Level::Easy) => t!("bot-easy"),
        BotLevel(Level::Medium) => t!("bot-medium"),
        BotLevel(Level::Hard) => t!("bot-hard"),
        ThinkTime => t!("think-time"),
        Seconds(ms) => t!(
            "seconds",
            s = format_number(ms as f64 / 1000.0, current().code())
        ),
        Options => t!("options"),
        Seed => t!("seed"),
        SeedHint => t!("seed-hint"),
        Hint => t!("hint"),
        HintThinking => t!("hint-thinking"),
        HintIs(action) => t!("hint-is", action = action),
        Undo => t!("undo"),
        UndosUsed(n) => t!("undos-used", n = n),
        Decision => t!("decision"),
        Log => t!("log"),
        YourTurn(name) => t!("your-turn", name = name),
        GameOver => t!("game-over"),
        Winner(name) => t!("winner", name = name),
        SharedVictory(names) => t!("shared-victory", names = names),
        Refused(why) => t!("refused", why = why),
        PassTo(name) => t!("pass-to", name = name),
        PassExplain(name) => t!("pass-explain", name = name),
        PassReady(name) => t!("pass-ready", name = name),
        Replay => t!("replay"),
        ReplayStep(k, n) => t!("replay-step", k = k, n = n),
        First => t!("replay-first"),
        Back => t!("replay-back"),
        Forward => t!("replay-forward"),
        Last => t!("replay-last"),
        ReplaySlider => t!("replay-slider"),
        BackToGame => t!("back-to-game"),
        Storage(StorageError::Full) => t!("storage-full"),
        Storage(StorageError::Unavailable) => t!("storage-unavailable"),
        Storage(StorageError::Other(why)) => t!("storage-other", why = why.as_str()),
        SaveUnreadable => t!("save-unreadable"),
        SaveExplain(why) => t!("save-explain", why = why),
        SaveRaw => t!("save-raw"),
        SaveError(e) => save_error(e),
        UnreadableNotice(n) => t!("unreadable-notice", n = n),
        ShowProblem => t!("show-problem"),
        UpdateReady => t!("update-ready"),
        Reload => t!("reload"),
        Language => t!("language"),
        ZoomGroup => t!("zoom-group"),
        ZoomIn => t!("zoom-in"),
        ZoomOut => t!("zoom-out"),
        ZoomFit => t!("zoom-fit"),
    }
}

/// Names as a list in words: "Anna", "Anna and Ben", "Anna, Ben and Chen".
pub fn and_list(names: &[&str]) -> String {
    match names {
        [] => String::new(),
        [one] => one.to_string(),
        [rest @ .., last] => t!("list-and", rest = rest.join(", "), last = *last),
    }
}

fn save_error(e: &SaveError) -> String {
    match e {
        SaveError::NotJson { line, column } => {
            t!("save-error-not-json", line = *line, column = *column)
        }
        SaveError::NoVersion => t!("save-error-no-version"),
        SaveError::Version(v) => t!("save-error-version", v = *v, current = crate::save::VERSION),
        SaveError::UnknownGame(name) => t!("save-error-unknown-game", name = name.as_str()),
        SaveError::Damaged { near: None } => t!("save-error-damaged"),
        SaveError::Damaged { near: Some(near) } => {
            t!("save-error-damaged-near", near = near.as_str())
        }
        SaveError::NoGame => t!("save-error-no-game"),
        SaveError::Missing(part) => t!("save-error-missing", part = *part),
        SaveError::Seats { seats, players } => {
            t!("save-error-seats", seats = *seats, players = *players)
        }
        SaveError::Replay { index: None, why } => t!("save-error-options", why = why.as_str()),
        SaveError::Replay {
            index: Some(i),
            why,
        } => t!("save-error-action", n = i + 1, why = why.as_str()),
        SaveError::Pending => t!("chunk-loading"),
    }
}
