//! The shell's text: screens, buttons, saves, storage. English only for now;
//! another language adds a `match` over the same `Msg` values. Each game's
//! own words live in its folder (`games/dragon/text.rs`).

use boardgame::Level;

use crate::games::GameKind;
use crate::platform::StorageError;
use crate::save::SaveError;

/// A message with its parameters. Components never inline user-visible text.
#[derive(Clone, Debug)]
pub enum Msg<'a> {
    AppTitle,
    Tagline,
    GameTitle(GameKind),
    GameBlurb(GameKind),
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
    ColourName(usize),
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
    BotThinking(&'a str),
    YourTurn(&'a str),
    GameOver,
    Winner(&'a str),
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
}

/// The text of a message in the current language.
pub fn tr(msg: Msg) -> String {
    english(msg)
}

fn english(msg: Msg) -> String {
    use Msg::*;
    match msg {
        AppTitle => "Board games".into(),
        Tagline => "Strategy board games for 2 to 5 players, against friends at one screen or bots. Runs in your browser, offline; every game is saved as you play.".into(),
        GameTitle(GameKind::Dragon) => "In the Year of the Dragon".into(),
        GameTitle(GameKind::DschingisKhan) => "Dschingis Khan".into(),
        GameBlurb(GameKind::DschingisKhan) => "Leo Colovini's game of the moving Great Wall: lead your people into villages on the right side of the wall, then move the wall. Hidden pieces, shifting borders.".into(),
        GameTitle(GameKind::China) => "China".into(),
        GameBlurb(GameKind::China) => "Michael Schacht's game of houses and envoys: build in the provinces of ancient China, win the alliances with your envoys and link your houses into chains.".into(),
        GameBlurb(GameKind::Dragon) => "Stefan Feld's game of the year 1000: keep your palaces full and your people fed through twelve months of festivals, droughts and Mongol invasions.".into(),
        ChooseGame => "Choose a game".into(),
        ContinueGame => "Continue".into(),
        Play => "Play".into(),
        Home => "Home".into(),
        SavedGames => "Saved games".into(),
        SavedCount(n) => format!("Saved games ({n})"),
        NoSavedGames => "No saved games yet: every game you start is kept here.".into(),
        Import => "Import a game file".into(),
        ImportHint => "A file exported from this app (JSON).".into(),
        ImportFailed(why) => format!("That file cannot be imported: {why}"),
        Resume => "Resume".into(),
        Watch => "Replay".into(),
        Delete => "Delete".into(),
        ConfirmDelete => "Really delete".into(),
        Export => "Export".into(),
        InProgress => "in progress".into(),
        Finished => "finished".into(),
        Unreadable => "cannot be read".into(),
        LastPlayed(date) => format!("last played {date}"),
        Moves(n) => plural(n, "decision", "decisions"),
        NewGame => "New game".into(),
        Rematch => "Rematch (same setup)".into(),
        Start => "Start".into(),
        Players => "Players".into(),
        Seat(i) => format!("Seat {}", i + 1),
        Name => "Name".into(),
        Colour => "Colour".into(),
        ColourName(i) => ["red", "blue", "yellow", "green", "purple"].get(i).copied().unwrap_or("?").into(),
        Controller => "Played by".into(),
        Human => "Human".into(),
        BotLevel(Level::Easy) => "Bot: easy".into(),
        BotLevel(Level::Medium) => "Bot: medium".into(),
        BotLevel(Level::Hard) => "Bot: hard".into(),
        ThinkTime => "Hard bots think for".into(),
        Seconds(ms) => format!("{} s per decision", ms as f64 / 1000.0),
        Options => "Options".into(),
        Seed => "Seed".into(),
        SeedHint => "empty = random".into(),
        Hint => "What would Hard do?".into(),
        HintThinking => "Hard is thinking about your move…".into(),
        HintIs(action) => format!("Hard would choose: {action}"),
        Undo => "Undo my last decision".into(),
        UndosUsed(0) => "No decision was taken back.".into(),
        UndosUsed(n) => format!("{} taken back.", plural(n as usize, "decision was", "decisions were")),
        Decision => "Your decision".into(),
        Log => "Game log".into(),
        BotThinking(name) => format!("{name} is thinking…"),
        YourTurn(name) => format!("{name}, it is your turn"),
        GameOver => "Game over".into(),
        Winner(name) => format!("{name} wins!"),
        Refused(why) => format!("Not allowed: {why}"),
        PassTo(name) => format!("Pass to {name}"),
        PassExplain(name) => format!("The board is hidden so that nobody sees what the previous player knew. Hand the screen to {name}."),
        PassReady(name) => format!("I am {name}: show my board"),
        Replay => "Replay".into(),
        ReplayStep(k, n) => format!("Step {k} of {n}"),
        First => "First".into(),
        Back => "Back".into(),
        Forward => "Forward".into(),
        Last => "Last".into(),
        ReplaySlider => "Step of the replay".into(),
        BackToGame => "Back to the game".into(),
        Storage(StorageError::Full) => "Your browser's storage is full: games are not being saved. This game goes on in memory; export it to keep it, or delete old games.".into(),
        Storage(StorageError::Unavailable) => "This browser gives the page no storage: games are not saved. Play goes on in memory; export a game to keep it.".into(),
        Storage(StorageError::Other(why)) => format!("Saving failed ({why}). This game goes on in memory; export it to keep it."),
        SaveUnreadable => "This saved game cannot be read".into(),
        SaveExplain(why) => format!("It was not changed or deleted. Reason: {why}"),
        SaveRaw => "The saved text, to copy out:".into(),
        SaveError(e) => save_error(e),
        UnreadableNotice(n) => format!("{} cannot be read; it is kept until you delete it.", plural(n, "saved game", "saved games")),
        ShowProblem => "Show why".into(),
        UpdateReady => "A new version of the app is ready.".into(),
        Reload => "Reload".into(),
    }
}

fn save_error(e: &SaveError) -> String {
    match e {
        SaveError::NotJson(why) => format!("the text is not valid JSON ({why})"),
        SaveError::NoVersion => "it has no format version".into(),
        SaveError::Version(v) => format!(
            "it was saved in format {v}, and this version of the app reads formats 1 and {}",
            crate::save::VERSION
        ),
        SaveError::UnknownGame(name) => format!("it is a game this app does not know (“{name}”)"),
        SaveError::Damaged(why) => format!("its contents are damaged ({why})"),
        SaveError::Seats { seats, players } => {
            format!("the save names {seats} seats for a {players}-player game")
        }
        SaveError::Replay { index: None, why } => format!("its options are refused: {why}"),
        SaveError::Replay {
            index: Some(i),
            why,
        } => {
            format!("action {} of the saved game is refused: {why}", i + 1)
        }
    }
}

/// "1 game", "2 games".
pub fn plural(n: usize, one: &str, many: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
    }
}
