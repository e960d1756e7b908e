//! Every player's points period by period (Dragon: months; China and
//! Dschingis Khan: rounds), for the game-over chart. The series comes from
//! replaying the game's record and asking the engine at each change of
//! period; nothing here scores.

use boardgame::{Game, Record};

use crate::seats::Seat;

/// What a game's periods are called.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unit {
    Month,
    Round,
}

/// What the chart needs of a game's engine.
pub trait Periods: Game {
    const UNIT: Unit;
    /// Whether the points charted are only what a scoring now would give
    /// (the game scores once, at its end).
    const PROVISIONAL: bool = false;
    /// The period in progress, from 1.
    fn period(&self) -> u32;
    /// Each seat's points as charted: the engine's scores.
    fn standing(&self) -> Vec<i32> {
        self.scores()
    }
    /// Each seat's colour on the board (CSS).
    fn colours(seats: &[Seat]) -> Vec<String> {
        seats.iter().map(|s| s.colour.clone()).collect()
    }
}

/// Points per seat at the end of each period.
#[derive(Clone, Debug, PartialEq)]
pub struct Series {
    pub unit: Unit,
    pub provisional: bool,
    /// (period, each seat's points when it ended), in order; the last is
    /// the final score once the game is over.
    pub rows: Vec<(u32, Vec<i32>)>,
}

impl Series {
    pub fn seats(&self) -> usize {
        self.rows.first().map_or(0, |(_, p)| p.len())
    }
}

/// Replays `record`, reading the standing whenever the period changes and
/// at the end. `None` if the record does not replay.
pub fn series<G: Periods>(record: &Record<G>) -> Option<Series> {
    let mut state = G::new(&record.options, record.seed).ok()?;
    let mut rows = Vec::new();
    let mut period = state.period();
    for &action in &record.actions {
        state.apply(action).ok()?;
        let now = state.period();
        if now != period {
            rows.push((period, state.standing()));
            period = now;
        }
    }
    // The period the record ends in, with the points as they stand (the
    // final score once the game is over).
    match rows.last_mut() {
        Some((last, points)) if *last == period => *points = state.standing(),
        _ => rows.push((period, state.standing())),
    }
    Some(Series {
        unit: G::UNIT,
        provisional: G::PROVISIONAL,
        rows,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn finished<G: Game>(options: G::Options, seed: u64) -> Record<G> {
        let mut record = Record::new(options, seed);
        let mut state: G = record.replay().unwrap();
        let mut rng = boardgame::Rng::seeded(seed);
        while !state.is_over() {
            let legal = state.legal();
            let a = legal[rng.below(legal.len())];
            state.apply(a).unwrap();
            record.actions.push(a);
        }
        record
    }

    fn check<G: Periods>(record: &Record<G>) -> Series {
        let s = series(record).unwrap();
        let end: G = record.replay().unwrap();
        let periods: Vec<u32> = s.rows.iter().map(|r| r.0).collect();
        assert!(periods.windows(2).all(|w| w[0] < w[1]), "{periods:?}");
        assert_eq!(
            s.rows.last().unwrap().1,
            end.scores(),
            "ends at the final score"
        );
        assert_eq!(s.seats(), end.players());
        s
    }

    #[test]
    fn dragon_is_charted_month_by_month_up_to_the_final_score() {
        let s = check(&finished::<dragon::GameState>(dragon::Options::new(3), 5));
        let months: Vec<u32> = s.rows.iter().map(|r| r.0).collect();
        assert_eq!(months, (1..=12).collect::<Vec<_>>());
        assert_eq!(s.unit, Unit::Month);
    }

    #[test]
    fn china_and_khan_are_charted_round_by_round() {
        let china = check(&finished::<china::GameState>(china::Options::new(4), 6));
        assert_eq!(china.rows[0].0, 1);
        assert!(china.rows.len() > 3);
        assert!(!china.provisional);
        let khan = check(&finished::<dschingis_khan::GameState>(
            dschingis_khan::Options::new(3),
            7,
        ));
        assert_eq!((khan.unit, khan.provisional), (Unit::Round, true));
        assert!(khan.rows.len() > 3);
    }

    #[test]
    fn a_game_in_progress_ends_with_the_standing_now() {
        let mut record = finished::<dragon::GameState>(dragon::Options::new(4), 9);
        record.actions.truncate(40);
        let s = series(&record).unwrap();
        let now: dragon::GameState = record.replay().unwrap();
        assert_eq!(s.rows.last().unwrap(), &(now.period(), Game::scores(&now)));
    }
}
