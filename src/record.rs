//! Your record against the bots: the result of every finished game with
//! exactly one human seat and at least one bot (lessons never count), kept
//! by the game's id so that a game counts once whatever two windows or an
//! import do, and a rating per game computed from those results.
//!
//! The rating is Elo's: each bot seat of a game is one game against that
//! bot's level (finishing ahead of it a win, behind it a loss, level with it
//! a draw), the levels' ratings fixed per game as measured by tournament
//! (README, "Your record against the bots"). It is never stored: it is
//! computed from the results, in the order they were played, whenever it is
//! shown. Plain data, tested natively; storage is `crate::store`'s.

use std::collections::BTreeMap;

use boardgame::Level;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::session::{Journaled, Session};

/// The storage key of the record (one key for every game's results).
pub const KEY: &str = "boardgames/record";

/// The format this app writes.
pub const VERSION: u64 = 1;

/// The player's rating before any result.
pub const START: f64 = 1000.0;

/// How far one pairing (you against one bot seat) moves the rating at most.
pub const K: f64 = 24.0;

macro_rules! levels {
    ($($kind:ident in $folder:ident: $name:literal => $state:ty),* $(,)?) => {
        [$(($name, <$state as boardgame::GameBots>::RATINGS)),*]
    };
}

/// Each level's rating at its default think time (Hard: 1 s per decision),
/// per game, Easy anchored at 1000: measured by the tournament tool, bots
/// against bots (README, "Your record against the bots"), and kept by each
/// game's bots (`GameBots::RATINGS`), listed by the registry. Hard at
/// another think time is rated as Hard at the default one (its time is
/// recorded with every result).
pub const LEVELS: &[(&str, [f64; 3])] = &crate::registry::games!(levels);

/// One seat of a recorded game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Player {
    pub name: String,
    /// The bot's level; `None` for you, the one human.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bot: Option<Level>,
    /// A Hard bot's time per decision (ms); the other levels do not search.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub think_ms: Option<u32>,
    pub score: i32,
    /// 1 for first; players sharing the victory share place 1, and the
    /// places after them are counted on (1, 1, 3).
    pub place: usize,
}

/// The result of one game against the bots.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Played {
    /// The game's id; a copy kept by two windows counts as its original.
    pub id: String,
    /// `Game::NAME`.
    pub game: String,
    /// The game's options, as in its save.
    pub options: Value,
    pub players: Vec<Player>,
    /// Your seat.
    pub you: usize,
    /// When the game ended (ms since 1970).
    pub date: f64,
    /// Decisions you took back.
    #[serde(default)]
    pub undos: u32,
    /// Hints you asked for ("What would Hard do?").
    #[serde(default)]
    pub hints: u32,
}

impl Played {
    /// The result of `session` if it counts: over, exactly one human seat,
    /// at least one bot, not a lesson. `winners` are the seats sharing the
    /// victory (`GameUi::winners`); `date` when it ended.
    pub fn of<G: Journaled>(session: &Session<G>, winners: &[usize], date: f64) -> Option<Played> {
        let state = &session.state;
        let humans: Vec<usize> = (0..session.seats.len())
            .filter(|&s| session.seats[s].is_human())
            .collect();
        let counts = state.is_over()
            && !session.lesson
            && humans.len() == 1
            && session.seats.len() > 1
            && session.seats.len() == state.players();
        if !counts {
            return None;
        }
        let scores = state.scores();
        let places = places(&state.ranking(), winners);
        let players = session
            .seats
            .iter()
            .enumerate()
            .map(|(seat, s)| {
                let bot = (!s.is_human()).then_some(s.level);
                Player {
                    name: s.name.clone(),
                    bot,
                    think_ms: (bot == Some(Level::Hard)).then_some(session.think_ms),
                    score: scores.get(seat).copied().unwrap_or(0),
                    place: places.get(seat).copied().unwrap_or(seat + 1),
                }
            })
            .collect();
        Some(Played {
            id: session
                .copy_of
                .clone()
                .unwrap_or_else(|| session.id.clone()),
            game: G::NAME.to_string(),
            options: serde_json::to_value(&session.record.options).unwrap_or(Value::Null),
            players,
            you: humans[0],
            date,
            undos: session.undos,
            hints: session.hints,
        })
    }

    /// Your place and score.
    pub fn mine(&self) -> Option<&Player> {
        self.players.get(self.you)
    }

    /// Every bot seat: its level and your score against it (1 ahead of it,
    /// ½ level with it, 0 behind it).
    pub fn pairings(&self) -> Vec<(Level, f64)> {
        let Some(me) = self.mine() else {
            return Vec::new();
        };
        self.players
            .iter()
            .filter_map(|p| {
                let level = p.bot?;
                let score = match me.place.cmp(&p.place) {
                    std::cmp::Ordering::Less => 1.0,
                    std::cmp::Ordering::Equal => 0.5,
                    std::cmp::Ordering::Greater => 0.0,
                };
                Some((level, score))
            })
            .collect()
    }

    /// The levels you played against in this game, each once, easiest first.
    pub fn levels(&self) -> Vec<Level> {
        Level::ALL
            .into_iter()
            .filter(|l| self.players.iter().any(|p| p.bot == Some(*l)))
            .collect()
    }

    /// Whether you finished ahead of every bot of `level`.
    pub fn beat(&self, level: Level) -> bool {
        let pairings = self.pairings();
        pairings.iter().any(|&(l, _)| l == level)
            && pairings.iter().all(|&(l, s)| l != level || s == 1.0)
    }

    /// Whether undo or a hint helped.
    pub fn helped(&self) -> bool {
        self.undos > 0 || self.hints > 0
    }
}

/// Each seat's place from the ranking (first to last, ties broken by the
/// rules) and the seats sharing the victory (all of them place 1).
pub fn places(ranking: &[usize], winners: &[usize]) -> Vec<usize> {
    let mut places = vec![0; ranking.len()];
    for (i, &seat) in ranking.iter().enumerate() {
        if let Some(p) = places.get_mut(seat) {
            *p = if winners.contains(&seat) { 1 } else { i + 1 };
        }
    }
    places
}

/// Every result, by game id.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Record {
    #[serde(default)]
    pub version: u64,
    /// When the record was last reset (ms since 1970; 0: never): results of
    /// games that ended until then are not counted, from whatever window
    /// or file they come.
    #[serde(default)]
    pub reset: f64,
    #[serde(default)]
    pub games: BTreeMap<String, Played>,
}

/// Why a stored record cannot be read.
#[derive(Clone, Debug, PartialEq)]
pub struct Unreadable;

impl Record {
    /// Reads a stored or exported record.
    pub fn parse(raw: &str) -> Result<Record, Unreadable> {
        let value: Value = serde_json::from_str(raw).map_err(|_| Unreadable)?;
        Record::from_value(value)
    }

    pub fn from_value(value: Value) -> Result<Record, Unreadable> {
        match value.get("version").and_then(Value::as_u64) {
            Some(VERSION) => serde_json::from_value(value).map_err(|_| Unreadable),
            _ => Err(Unreadable),
        }
    }

    pub fn to_value(&self) -> Value {
        let mut record = self.clone();
        record.version = VERSION;
        serde_json::to_value(&record).unwrap_or(Value::Null)
    }

    /// The same results and reset (whatever the format's version).
    pub fn same(&self, other: &Record) -> bool {
        self.reset == other.reset && self.games.keys().eq(other.games.keys())
    }

    fn counts(&self, played: &Played) -> bool {
        !(self.reset > 0.0 && played.date <= self.reset)
    }

    /// Adds a result; false if the game is recorded already (or ended
    /// before the last reset): a game counts once.
    pub fn add(&mut self, played: Played) -> bool {
        if !self.counts(&played) || self.games.contains_key(&played.id) {
            return false;
        }
        self.games.insert(played.id.clone(), played);
        true
    }

    /// The union of two records by game id (the later reset of the two
    /// applies to both); how many results `other` added.
    pub fn merge(&mut self, other: &Record) -> usize {
        if other.reset > self.reset {
            self.reset_at(other.reset);
        }
        other
            .games
            .values()
            .filter(|p| self.add((*p).clone()))
            .count()
    }

    /// Forgets every result of a game that ended until `now`.
    pub fn reset_at(&mut self, now: f64) {
        self.reset = self.reset.max(now);
        let reset = self.reset;
        self.games.retain(|_, p| p.date > reset);
    }

    /// The results of game `name` in the order they were played.
    pub fn of_game(&self, name: &str) -> Vec<&Played> {
        let mut results: Vec<&Played> = self.games.values().filter(|p| p.game == name).collect();
        boardgame::sort::sort_by(&mut results, |a, b| {
            a.date.total_cmp(&b.date).then_with(|| a.id.cmp(&b.id))
        });
        results
    }

    /// Against `level` in game `name`: games played and games in which you
    /// finished ahead of every bot of that level.
    pub fn tally(&self, name: &str, level: Level) -> (usize, usize) {
        let games = self.of_game(name);
        let against: Vec<&&Played> = games
            .iter()
            .filter(|p| p.levels().contains(&level))
            .collect();
        let won = against.iter().filter(|p| p.beat(level)).count();
        (against.len(), won)
    }
}

/// A level's rating in game `name` (Hard at any think time as at the
/// default one).
pub fn level_rating(name: &str, level: Level) -> f64 {
    let index = match level {
        Level::Easy => 0,
        Level::Medium => 1,
        Level::Hard => 2,
    };
    LEVELS
        .iter()
        .find(|(game, _)| *game == name)
        .map_or(START, |(_, ratings)| ratings[index])
}

/// Your expected score against an opponent: Elo's logistic curve.
pub fn expected(rating: f64, opponent: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf((opponent - rating) / 400.0))
}

/// The rating after one game from `before`: every pairing counted against
/// the rating before the game.
pub fn after(before: f64, game: &str, pairings: &[(Level, f64)]) -> f64 {
    let change: f64 = pairings
        .iter()
        .map(|&(level, score)| K * (score - expected(before, level_rating(game, level))))
        .sum();
    before + change
}

/// A point of the rating's history: the result and the rating after it.
#[derive(Clone, Debug, PartialEq)]
pub struct Rated<'a> {
    pub played: &'a Played,
    pub before: f64,
    pub rating: f64,
}

/// The rating after each result of `results` (in the order played).
pub fn history<'a>(results: &[&'a Played]) -> Vec<Rated<'a>> {
    let mut rating = START;
    results
        .iter()
        .map(|&played| {
            let before = rating;
            rating = after(before, &played.game, &played.pairings());
            Rated {
                played,
                before,
                rating,
            }
        })
        .collect()
}

/// The `n` best scores (yours) among `results`, best first, the earlier
/// game first among equal scores.
pub fn best<'a>(results: &[&'a Played], n: usize) -> Vec<&'a Played> {
    let mut best: Vec<&Played> = results
        .iter()
        .copied()
        .filter(|p| p.mine().is_some())
        .collect();
    boardgame::sort::sort_by(&mut best, |a, b| {
        let score = |p: &Played| p.mine().map_or(i32::MIN, |m| m.score);
        score(b)
            .cmp(&score(a))
            .then_with(|| a.date.total_cmp(&b.date))
    });
    best.truncate(n);
    best
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::seats::Controller;
    use crate::seats::tests::seats;
    use crate::session::tests::played_out;
    use boardgame::Game;

    type Khan = dschingis_khan::GameState;

    fn player(bot: Option<Level>, score: i32, place: usize) -> Player {
        Player {
            name: "x".into(),
            bot,
            think_ms: (bot == Some(Level::Hard)).then_some(1000),
            score,
            place,
        }
    }

    /// A result of `game` at `date`: you in seat 0 at `place`, then bots.
    fn result(id: &str, date: f64, place: usize, bots: &[(Level, usize)]) -> Played {
        let mut players = vec![player(None, 30, place)];
        players.extend(bots.iter().map(|&(l, p)| player(Some(l), 20, p)));
        Played {
            id: id.into(),
            game: "dragon".into(),
            options: Value::Null,
            players,
            you: 0,
            date,
            undos: 0,
            hints: 0,
        }
    }

    #[test]
    fn places_follow_the_ranking_and_shared_victories_share_first() {
        assert_eq!(places(&[2, 0, 1], &[2]), [2, 3, 1]);
        assert_eq!(places(&[1, 3, 0, 2], &[1, 3]), [3, 1, 4, 1]);
    }

    /// A game counts once: adding it again, from another window or a file,
    /// changes nothing; merging is a union by id.
    #[test]
    fn a_game_counts_once_and_records_merge_by_id() {
        let mut here = Record::default();
        assert!(here.add(result("a", 10.0, 1, &[(Level::Easy, 2)])));
        assert!(!here.add(result("a", 11.0, 2, &[(Level::Easy, 1)])));
        assert_eq!(here.games.len(), 1);
        assert_eq!(here.games["a"].date, 10.0, "the first result stays");
        let mut there = Record::default();
        there.add(result("a", 10.0, 1, &[(Level::Easy, 2)]));
        there.add(result("b", 12.0, 2, &[(Level::Hard, 1)]));
        assert_eq!(here.merge(&there), 1);
        assert_eq!(here.merge(&there), 0, "merging twice adds nothing");
        assert_eq!(here.games.len(), 2);
        let mut other = there.clone();
        assert_eq!(other.merge(&here), 0);
        assert_eq!(other, here, "the union is the same either way");
        // Through JSON, as stored and exported.
        let text = here.to_value().to_string();
        assert_eq!(Record::parse(&text).unwrap().games, here.games);
        assert_eq!(Record::parse("{\"version\": 9}"), Err(Unreadable));
        assert_eq!(Record::parse("nope"), Err(Unreadable));
    }

    /// A reset forgets every result until then, and no window or file
    /// brings them back; games that end later count.
    #[test]
    fn a_reset_is_kept_by_every_merge() {
        let mut old = Record::default();
        old.add(result("a", 10.0, 1, &[(Level::Easy, 2)]));
        let mut here = old.clone();
        here.reset_at(20.0);
        assert!(here.games.is_empty());
        assert!(!here.add(result("a", 10.0, 1, &[(Level::Easy, 2)])));
        assert!(here.add(result("b", 30.0, 1, &[(Level::Easy, 2)])));
        assert_eq!(here.merge(&old), 0);
        // A window that had not heard of the reset hears of it.
        let mut stale = old.clone();
        stale.add(result("c", 25.0, 1, &[(Level::Easy, 2)]));
        assert_eq!(stale.merge(&here), 1);
        assert_eq!(stale.games.keys().collect::<Vec<_>>(), ["b", "c"]);
        assert_eq!(stale.reset, 20.0);
    }

    /// Elo: each bot seat one game; ahead a win, behind a loss, level a
    /// draw, all against the rating before the game.
    #[test]
    fn each_bot_seat_is_one_game_against_its_level() {
        assert_eq!(expected(1000.0, 1000.0), 0.5);
        assert!((expected(1400.0, 1000.0) - 10.0 / 11.0).abs() < 1e-12);
        let easy = level_rating("dragon", Level::Easy);
        assert_eq!(easy, 1000.0);
        // Level with Easy at the start: a win gains K/2, a loss costs K/2.
        assert_eq!(
            after(START, "dragon", &[(Level::Easy, 1.0)]),
            START + K / 2.0
        );
        assert_eq!(
            after(START, "dragon", &[(Level::Easy, 0.0)]),
            START - K / 2.0
        );
        assert_eq!(after(START, "dragon", &[(Level::Easy, 0.5)]), START);
        // Two Easy seats, one beaten, one ahead of you: no change.
        assert_eq!(
            after(START, "dragon", &[(Level::Easy, 1.0), (Level::Easy, 0.0)]),
            START
        );
        // Beating Hard is worth more than beating Easy.
        let hard = after(START, "dragon", &[(Level::Hard, 1.0)]) - START;
        assert!(hard > K / 2.0 && hard < K);
        // A game: second of four, behind a Hard, ahead of a Medium, tied
        // with an Easy (shared place).
        let game = result(
            "g",
            1.0,
            2,
            &[(Level::Hard, 1), (Level::Medium, 3), (Level::Easy, 2)],
        );
        assert_eq!(
            game.pairings(),
            [(Level::Hard, 0.0), (Level::Medium, 1.0), (Level::Easy, 0.5)]
        );
        assert!(game.beat(Level::Medium) && !game.beat(Level::Hard) && !game.beat(Level::Easy));
        let rated = history(&[&game, &game]);
        assert_eq!(rated.len(), 2);
        assert_eq!(rated[0].before, START);
        assert_eq!(rated[1].before, rated[0].rating);
        // Unknown games and think times: Hard at another time counts as Hard.
        assert_eq!(level_rating("chess", Level::Hard), START);
    }

    #[test]
    fn tallies_and_best_scores_per_game() {
        let mut record = Record::default();
        record.add(result("a", 1.0, 1, &[(Level::Easy, 2), (Level::Easy, 3)]));
        record.add(result("b", 2.0, 2, &[(Level::Easy, 1), (Level::Hard, 3)]));
        record.add(result("c", 3.0, 1, &[(Level::Hard, 2)]));
        let mut china = result("d", 4.0, 1, &[(Level::Easy, 2)]);
        china.game = "china".into();
        record.add(china);
        assert_eq!(record.tally("dragon", Level::Easy), (2, 1));
        assert_eq!(record.tally("dragon", Level::Hard), (2, 2));
        assert_eq!(record.tally("dragon", Level::Medium), (0, 0));
        assert_eq!(record.tally("china", Level::Easy), (1, 1));
        let mut results = record.of_game("dragon");
        assert_eq!(
            results.iter().map(|p| p.id.as_str()).collect::<Vec<_>>(),
            ["a", "b", "c"]
        );
        let mut top = result("e", 0.5, 1, &[(Level::Easy, 2)]);
        top.players[0].score = 99;
        results.push(&top);
        let best = best(&results, 2);
        assert_eq!(
            best.iter().map(|p| p.id.as_str()).collect::<Vec<_>>(),
            ["e", "a"]
        );
    }

    /// The result of a real finished game: who is who, scores and places
    /// from the engine; games that do not count give none.
    #[test]
    fn a_finished_game_with_one_human_against_bots_counts() {
        let mut game = played_out::<Khan>(3, dschingis_khan::Options::new(3), 5);
        game.seats = seats(3, &[1]);
        game.seats[2].level = Level::Hard;
        game.undos = 2;
        let winners = vec![game.state.ranking()[0]];
        let played = Played::of(&game, &winners, 7.0).unwrap();
        assert_eq!((played.you, played.date, played.undos), (1, 7.0, 2));
        assert_eq!(played.game, "dschingis-khan");
        assert_eq!(played.players[1].bot, None);
        assert_eq!(played.players[2].bot, Some(Level::Hard));
        assert_eq!(played.players[2].think_ms, Some(1000));
        assert_eq!(played.players[0].think_ms, None);
        let scores: Vec<i32> = played.players.iter().map(|p| p.score).collect();
        assert_eq!(scores, game.state.scores());
        assert_eq!(played.players[winners[0]].place, 1);
        assert_eq!(played.options["players"], 3);
        // A copy counts as its original.
        game.copy_of = Some("orig".into());
        assert_eq!(Played::of(&game, &winners, 7.0).unwrap().id, "orig");
        // Not a lesson, not two humans, not bots alone, not unfinished.
        let mut lesson = game.clone();
        lesson.lesson = true;
        assert!(Played::of(&lesson, &winners, 7.0).is_none());
        let mut two = game.clone();
        two.seats[0].controller = Controller::Human;
        assert!(Played::of(&two, &winners, 7.0).is_none());
        let mut bots = game.clone();
        bots.seats[1].controller = Controller::Bot;
        assert!(Played::of(&bots, &winners, 7.0).is_none());
        let mut fresh = crate::session::tests::start::<Khan>(
            seats(3, &[0]),
            dschingis_khan::Options::new(3),
            5,
        );
        fresh.undos = 0;
        assert!(Played::of(&fresh, &[], 7.0).is_none());
    }
}
