//! The saved-game file (format 3), for any game: which game, the seats and
//! the record, which alone holds the options and the seed. Format 1 (the
//! Dragon-only app's single save) is read and migrated; format 2, whose
//! records lack the decisions the engines then made by themselves
//! (`Game::made_by_itself`), is read with those put in. A save that cannot be
//! used says why in typed words, rendered by `i18n`.

use boardgame::Record;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::seats::{DEFAULT_THINK_MS, Seat};
use crate::session::{Journaled, ResumeError, Session};

/// A new game's id: the game, the time and a random part.
pub fn new_id(game: &str) -> String {
    format!(
        "{game}-{:x}-{:04x}",
        crate::platform::now_ms() as u64,
        crate::platform::random_seed() & 0xffff
    )
}

/// Where the review of the game `id` is kept (`crate::review`): beside its
/// save, and deleted with it.
pub fn review_key(id: &str) -> String {
    format!("boardgames/review/{id}")
}

/// The format this app writes: 3 since the engines ask every decision
/// whose options follow a secret (issue 44).
pub const VERSION: u64 = 3;
/// Saves of this format and older hold records to migrate
/// (`Record::migrated`).
const BEFORE_ASKED: u64 = 2;

/// The key the Dragon-only app saved its one game under (format 1).
pub const LEGACY_KEY: &str = "year-of-the-dragon/save";
/// Where the Dragon-only app kept an unreadable save aside.
pub const LEGACY_KEPT_KEY: &str = "year-of-the-dragon/unreadable-save";

/// A saved game, format 3 (2 read too).
#[derive(Serialize, Deserialize)]
#[serde(bound = "")]
pub struct SaveFile<G: Journaled> {
    pub version: u64,
    /// `Game::NAME`: "dragon", …
    pub game: String,
    pub id: String,
    pub seats: Vec<Seat>,
    #[serde(default = "default_think_ms")]
    pub think_ms: u32,
    #[serde(default)]
    pub undos: u32,
    /// Hints asked for (`Session::hints`), written only when there were any.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub hints: u32,
    /// Started and last played, ms since 1970.
    #[serde(default)]
    pub created: f64,
    #[serde(default)]
    pub updated: f64,
    /// Counts the writes of this save: a page writes revision `n + 1` only
    /// over revision `n`, the one it last read (`crate::revision`). Saves
    /// from before revisions read as 0.
    #[serde(default)]
    pub rev: u64,
    /// Set on a copy kept because another window saved a different version
    /// of the game at the same time: the id of that game.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub copy_of: Option<String>,
    /// A "Learn to play" lesson (`Session::lesson`): marked in the list,
    /// played by its script, never rated.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub lesson: bool,
    pub record: Record<G>,
}

/// When a save was last written and which write it is.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Stamp {
    /// ms since 1970.
    pub updated: f64,
    /// See [`SaveFile::rev`].
    pub rev: u64,
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

fn default_think_ms() -> u32 {
    DEFAULT_THINK_MS
}

/// Why a save cannot be used.
#[derive(Clone, Debug, PartialEq)]
pub enum SaveError {
    /// Not JSON at all: where the parser stopped (from 1), which the
    /// player's language can say; the parser's own words are English.
    NotJson {
        line: usize,
        column: usize,
    },
    NoVersion,
    /// A format this app does not read.
    Version(u64),
    /// A game this app does not know.
    UnknownGame(String),
    /// JSON of the wrong shape. `near` is the part serde names between
    /// backticks (a missing field, an unknown variant): JSON's own word,
    /// which every language can quote; serde's sentence is English.
    Damaged {
        near: Option<String>,
    },
    /// It does not say which game it is.
    NoGame,
    /// A format-1 save lacks a part (named by its JSON key).
    Missing(&'static str),
    /// The seats do not match the game's player count.
    Seats {
        seats: usize,
        players: usize,
    },
    /// The options are refused (`index` None) or action `index` is illegal;
    /// `why` is the game's own refusal, already in words.
    Replay {
        index: Option<usize>,
        why: String,
    },
    /// Not read yet: the code that reads saves is still being fetched
    /// (`crate::games::codec`); read again once it is there.
    Pending,
}

/// Parses a save's text into JSON of format 2 (migrating format 1), checking
/// the version; the game's own part is read by [`decode`].
pub fn parse(raw: &str) -> Result<Value, SaveError> {
    let value: Value = serde_json::from_str(raw).map_err(|e| SaveError::NotJson {
        line: e.line(),
        column: e.column(),
    })?;
    match value.get("version").and_then(Value::as_u64) {
        Some(1) => migrate_v1(value),
        Some(BEFORE_ASKED | VERSION) => Ok(value),
        Some(v) => Err(SaveError::Version(v)),
        None => Err(SaveError::NoVersion),
    }
}

/// The game a parsed save is of.
pub fn game_name(value: &Value) -> Result<&str, SaveError> {
    value
        .get("game")
        .and_then(Value::as_str)
        .ok_or(SaveError::NoGame)
}

/// Format 1 (`{version: 1, setup: {seats, options, seed, think_ms}, record}`,
/// Dragon only) to format 2 (its record is then migrated as any of format 2). The record's options and seed are the game's;
/// the setup's copies are dropped.
fn migrate_v1(mut value: Value) -> Result<Value, SaveError> {
    let setup = value.get_mut("setup").ok_or(SaveError::Missing("setup"))?;
    let seats = setup
        .get_mut("seats")
        .ok_or(SaveError::Missing("seats"))?
        .take();
    let think_ms = setup
        .get("think_ms")
        .cloned()
        .unwrap_or(DEFAULT_THINK_MS.into());
    let record = value
        .get_mut("record")
        .ok_or(SaveError::Missing("record"))?
        .take();
    let seed = record.get("seed").and_then(Value::as_u64).unwrap_or(0);
    Ok(serde_json::json!({
        "version": BEFORE_ASKED,
        "game": "dragon",
        "id": format!("v1-{seed}"),
        "seats": seats,
        "think_ms": think_ms,
        "undos": 0,
        "created": 0,
        "updated": 0,
        "rev": 0,
        "record": record,
    }))
}

/// Rebuilds a game from a parsed save (format 2) by replaying its record;
/// `describe` puts the game's refusal of an action into words.
pub fn decode<G: Journaled>(
    value: Value,
    describe: impl Fn(&G::Error) -> String,
) -> Result<(Session<G>, Stamp), SaveError> {
    let file: SaveFile<G> = serde_json::from_value(value).map_err(|e| SaveError::Damaged {
        near: quoted(&e.to_string()),
    })?;
    if file.game != G::NAME {
        return Err(SaveError::UnknownGame(file.game));
    }
    let replay = |r: boardgame::ReplayError<G::Error>| SaveError::Replay {
        index: r.index,
        why: describe(&r.error),
    };
    let record = if file.version <= BEFORE_ASKED {
        file.record.migrated().map_err(replay)?
    } else {
        file.record
    };
    let mut session = Session::resume(file.id, file.seats, file.think_ms, &record, file.created)
        .map_err(|e| match e {
            ResumeError::Seats { seats, players } => SaveError::Seats { seats, players },
            ResumeError::Replay(r) => replay(r),
        })?;
    session.undos = file.undos;
    session.hints = file.hints;
    session.copy_of = file.copy_of;
    session.lesson = file.lesson;
    let stamp = Stamp {
        updated: file.updated,
        rev: file.rev,
    };
    Ok((session, stamp))
}

/// The first `quoted` name in one of serde's messages ("missing field
/// `record`" gives "record").
fn quoted(message: &str) -> Option<String> {
    let (_, rest) = message.split_once('`')?;
    let (name, _) = rest.split_once('`')?;
    Some(name.to_string())
}

/// The save of a session, as JSON text.
pub fn encode<G: Journaled>(session: &Session<G>, stamp: Stamp) -> String {
    let file = SaveFile::<G> {
        version: VERSION,
        game: G::NAME.to_string(),
        id: session.id.clone(),
        seats: session.seats.clone(),
        think_ms: session.think_ms,
        undos: session.undos,
        hints: session.hints,
        created: session.created,
        updated: stamp.updated,
        rev: stamp.rev,
        copy_of: session.copy_of.clone(),
        lesson: session.lesson,
        record: session.record.clone(),
    };
    serde_json::to_string(&file).expect("a save always serializes")
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::seats::{Controller, resize};
    use boardgame::Game;

    type Dragon = dragon::GameState;

    /// Written by the Dragon-only app (format 1): 12 draft decisions with a
    /// Hard seat, the Great Wall on and seed 2024.
    pub const FORMAT_1: &str = r##"{"version":1,"setup":{"seats":[{"name":"Anna","colour":"#c0392b","controller":"Human","level":"Medium"},{"name":"Bai","colour":"#2e86c1","controller":"Bot","level":"Medium"},{"name":"Chen","colour":"#d4ac0d","controller":"Bot","level":"Hard"},{"name":"Deng","colour":"#229954","controller":"Bot","level":"Medium"}],"options":{"players":4,"large_privilege_price":7,"great_wall":true,"super_events":"Off"},"seed":2024,"think_ms":1000},"record":{"options":{"players":4,"large_privilege_price":7,"great_wall":true,"super_events":"Off"},"seed":2024,"actions":[{"Recruit":{"kind":"Craftsman","age":"Young"}},{"Place":0},{"Recruit":{"kind":"CourtLady","age":"Young"}},{"Place":0},{"Recruit":{"kind":"Craftsman","age":"Young"}},{"Place":0},{"Recruit":{"kind":"TaxCollector","age":"Young"}},{"Place":0},{"Recruit":{"kind":"Craftsman","age":"Young"}},{"Place":0},{"Recruit":{"kind":"Pyrotechnist","age":"Young"}},{"Place":0}]}}"##;

    fn game() -> Session<Dragon> {
        let mut seats = Vec::new();
        resize(&mut seats, 4);
        seats[0].controller = Controller::Bot;
        let options = dragon::Options::new(4);
        let mut s = Session::<Dragon>::start("g1".into(), seats, 500, options, 12, 1.0).unwrap();
        for _ in 0..40 {
            let action = s.state.legal()[0];
            s.play(action).unwrap();
        }
        s
    }

    fn load(raw: &str) -> Result<Session<Dragon>, SaveError> {
        decode(parse(raw)?, |e: &dragon::RuleError| e.to_string()).map(|(s, _)| s)
    }

    #[test]
    fn a_save_round_trips_to_the_same_position() {
        let mut game = game();
        game.undos = 2;
        game.hints = 3;
        let loaded = load(&encode(
            &game,
            Stamp {
                updated: 5.0,
                rev: 3,
            },
        ))
        .unwrap();
        assert_eq!(loaded.state, game.state);
        assert_eq!(loaded.seats, game.seats);
        assert_eq!(loaded.log, game.log);
        assert_eq!(
            (
                loaded.id.as_str(),
                loaded.think_ms,
                loaded.undos,
                loaded.hints
            ),
            ("g1", 500, 2, 3)
        );
    }

    #[test]
    fn the_options_and_seed_are_stored_once_in_the_record() {
        let value: Value = serde_json::from_str(&encode(&game(), Stamp::default())).unwrap();
        let keys: Vec<&str> = value
            .as_object()
            .unwrap()
            .keys()
            .map(String::as_str)
            .collect();
        assert!(!keys.contains(&"options") && !keys.contains(&"seed") && !keys.contains(&"setup"));
        assert_eq!(value["record"]["seed"], 12);
        assert_eq!(value["record"]["options"]["players"], 4);
        assert_eq!(
            (value["version"].as_u64(), value["game"].as_str()),
            (Some(VERSION), Some("dragon"))
        );
    }

    #[test]
    fn a_format_1_save_of_the_dragon_only_app_loads() {
        let game = load(FORMAT_1).unwrap();
        let record: Value = serde_json::from_str(FORMAT_1).unwrap();
        let record: Record<Dragon> = serde_json::from_value(record["record"].clone()).unwrap();
        assert_eq!(game.state, record.replay().unwrap());
        assert_eq!(game.moves(), 12);
        assert_eq!(game.seats[2].level, boardgame::Level::Hard);
        assert_eq!(game.think_ms, 1000);
        assert!(game.record.options.great_wall);
        // Saved again, it is today's format and loads to the same position.
        let again = load(&encode(&game, Stamp::default())).unwrap();
        assert_eq!(again.state, game.state);
    }

    #[test]
    fn corrupted_or_foreign_saves_are_explained() {
        let raw = encode(&game(), Stamp::default());
        assert!(matches!(
            load(&raw[..raw.len() / 2]),
            Err(SaveError::NotJson { .. })
        ));
        let old = raw.replacen("\"version\":3", "\"version\":0", 1);
        assert_eq!(load(&old).err(), Some(SaveError::Version(0)));
        let future = raw.replacen("\"version\":3", "\"version\":99", 1);
        assert_eq!(load(&future).err(), Some(SaveError::Version(99)));
        let bad_action = raw.replacen("\"actions\":[", "\"actions\":[\"Refill\",", 1);
        assert!(matches!(
            load(&bad_action),
            Err(SaveError::Replay { index: Some(0), .. })
        ));
        assert_eq!(load("{\"hello\": 1}").err(), Some(SaveError::NoVersion));
        let chess = raw.replacen("\"game\":\"dragon\"", "\"game\":\"chess\"", 1);
        assert_eq!(
            load(&chess).err(),
            Some(SaveError::UnknownGame("chess".into()))
        );
    }

    /// JSON of the wrong shape is explained in the player's language,
    /// quoting the part serde names (serde's own sentence is English).
    #[test]
    fn a_save_of_the_wrong_shape_is_explained_in_the_players_language() {
        use crate::i18n::{Lang, Msg, Speaking, tr};
        let raw = encode(&game(), Stamp::default());
        let no_seats = raw.replacen("\"seats\":", "\"chairs\":", 1);
        let error = load(&no_seats).unwrap_err();
        assert_eq!(
            error,
            SaveError::Damaged {
                near: Some("seats".into())
            }
        );
        let odd_action = raw.replacen("\"actions\":[", "\"actions\":[\"Juggle\",", 1);
        assert_eq!(
            load(&odd_action).unwrap_err(),
            SaveError::Damaged {
                near: Some("Juggle".into())
            }
        );
        let odd_undos = raw.replacen("\"undos\":0", "\"undos\":\"none\"", 1);
        assert_eq!(
            load(&odd_undos).unwrap_err(),
            SaveError::Damaged { near: None }
        );
        let (german, plain) = {
            let _de = Speaking::in_(Lang::De);
            let plain = SaveError::Damaged { near: None };
            (tr(Msg::SaveError(&error)), tr(Msg::SaveError(&plain)))
        };
        assert_eq!(
            german,
            "der Inhalt hat nicht die Form eines Spielstands (bei „seats“)"
        );
        assert_eq!(plain, "der Inhalt hat nicht die Form eines Spielstands");
    }

    /// A save cut short is explained by where the text breaks off, in the
    /// player's language (the parser's own words are English).
    #[test]
    fn text_that_is_not_json_is_explained_in_the_players_language() {
        use crate::i18n::{Lang, Msg, Speaking, tr};
        let raw = encode(&game(), Stamp::default());
        let cut = &raw[..100];
        let error = parse(cut).unwrap_err();
        assert_eq!(
            error,
            SaveError::NotJson {
                line: 1,
                column: 100
            }
        );
        let german = {
            let _de = Speaking::in_(Lang::De);
            tr(Msg::SaveError(&error))
        };
        assert_eq!(
            german,
            "der Text ist kein gültiges JSON (Zeile 1, Spalte 100)"
        );
        let two_lines = format!("{}\n{}", &raw[..10], &raw[10..50]);
        assert_eq!(
            parse(&two_lines),
            Err(SaveError::NotJson {
                line: 2,
                column: 40
            })
        );
    }

    /// A China and a Dschingis Khan game saved in format 2, whose records
    /// lack the decisions the engines then made by themselves (a second
    /// piece that could not be paid, a piece of the one kind held), load
    /// to the same position, and are saved again in today's format.
    #[test]
    fn a_format_2_save_loads_with_the_decisions_then_made_by_the_engine() {
        fn check<G: Journaled>(options: G::Options) {
            let mut seats = Vec::new();
            let players = G::new(&options, 3).unwrap().players();
            resize(&mut seats, players);
            let mut session =
                Session::<G>::start("old".into(), seats, 500, options, 3, 1.0).unwrap();
            let mut old = session.record.clone();
            let mut left_out = 0;
            let mut n = 0usize;
            while let Some(legal) = Some(session.state.legal()).filter(|l| !l.is_empty()) {
                if left_out > 0 && n > 300 {
                    break;
                }
                let action = legal[n * 7 % legal.len()];
                match session.state.made_by_itself() {
                    Some(_) => left_out += 1,
                    None => old.actions.push(action),
                }
                session.play(action).unwrap();
                n += 1;
            }
            assert!(
                left_out > 0,
                "{}: no decision the engine made by itself",
                G::NAME
            );
            let mut value: Value =
                serde_json::from_str(&encode(&session, Stamp::default())).unwrap();
            value["version"] = 2.into();
            value["record"] = serde_json::to_value(&old).unwrap();
            let (loaded, _) = decode::<G>(parse(&value.to_string()).unwrap(), |e| e.to_string())
                .unwrap_or_else(|e| panic!("{}: {e:?}", G::NAME));
            assert_eq!(loaded.state, session.state, "{}", G::NAME);
            assert_eq!(loaded.record, session.record, "{}", G::NAME);
            let again: Value = serde_json::from_str(&encode(&loaded, Stamp::default())).unwrap();
            assert_eq!(again["version"], VERSION);
        }
        check::<china::GameState>(china::Options::new(3));
        check::<dschingis_khan::GameState>(dschingis_khan::Options::new(3));
    }
}
