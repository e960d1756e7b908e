//! Adds up tournament runs from their progress lines (`game 3/100 (deal
//! 212): hard 101, flat 92 -> hard wins; …`, what `tournament` prints to
//! stderr), so a long measurement can be split over several runs, seeds or
//! machines, and a run stopped early still counts: only whole deals (one game
//! per rotation of the seats) are counted, so every level has sat in every
//! seat of every deal it is counted for.

use std::collections::BTreeMap;

use boardgame::tournament::wilson;

/// One game as its progress line tells it.
#[derive(Clone, Debug, PartialEq)]
pub struct Played {
    pub deal: u64,
    /// `(level, VP)` per seat.
    pub seats: Vec<(String, f64)>,
    pub winner: String,
}

/// Reads a progress line; `None` for any other line.
pub fn parse_line(line: &str) -> Option<Played> {
    let rest = line.strip_prefix("game ")?;
    let (_, rest) = rest.split_once("(deal ")?;
    let (deal, rest) = rest.split_once("): ")?;
    let (seats, rest) = rest.split_once(" -> ")?;
    let (winner, _) = rest.split_once(" wins")?;
    let seats = seats
        .split(", ")
        .map(|seat| {
            let (level, vp) = seat.rsplit_once(' ')?;
            Some((level.to_string(), vp.parse().ok()?))
        })
        .collect::<Option<Vec<_>>>()?;
    Some(Played {
        deal: deal.parse().ok()?,
        seats,
        winner: winner.to_string(),
    })
}

/// One level's results over the counted games.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Tally {
    pub seat_games: u64,
    pub wins: u64,
    pub vp: f64,
}

impl Tally {
    pub fn win_share(&self) -> f64 {
        self.wins as f64 / self.seat_games.max(1) as f64
    }

    pub fn win_share_ci95(&self) -> [f64; 2] {
        wilson(self.win_share(), self.seat_games.max(1) as f64)
    }

    pub fn mean_vp(&self) -> f64 {
        self.vp / self.seat_games.max(1) as f64
    }
}

/// Every run's games (one list per run: deal numbers are only unique within
/// a run), by level; and how many games were counted and left out. An error
/// if the games do not all have the same seats (in some order): their
/// shares would not add up.
pub fn tally(runs: &[Vec<Played>]) -> Result<(BTreeMap<String, Tally>, usize, usize), String> {
    let table = |game: &Played| {
        let mut levels: Vec<&str> = game.seats.iter().map(|(l, _)| l.as_str()).collect();
        levels.sort_unstable();
        levels.join(",")
    };
    if let Some(first) = runs.iter().flatten().next()
        && let Some(other) = runs.iter().flatten().find(|g| table(g) != table(first))
    {
        return Err(format!(
            "the runs have different seats: {} and {}",
            table(first),
            table(other)
        ));
    }
    let mut levels = BTreeMap::<String, Tally>::new();
    let (mut counted, mut left_out) = (0, 0);
    for run in runs {
        let mut deals = BTreeMap::<u64, Vec<&Played>>::new();
        for game in run {
            deals.entry(game.deal).or_default().push(game);
        }
        for games in deals.values() {
            let players = games[0].seats.len();
            if games.len() != players {
                left_out += games.len();
                continue;
            }
            counted += games.len();
            for game in games {
                for (level, vp) in &game.seats {
                    let t = levels.entry(level.clone()).or_default();
                    t.seat_games += 1;
                    t.vp += vp;
                }
                levels.entry(game.winner.clone()).or_default().wins += 1;
            }
        }
    }
    Ok((levels, counted, left_out))
}

#[cfg(test)]
mod tests {
    use super::*;

    const RUN: &str = "\
game 1/100 (deal 212): hard 101, flat 92 -> hard wins; wins so far {\"hard\": 1}
game 2/100 (deal 212): flat 95, hard 90 -> flat wins; wins so far {\"flat\": 1, \"hard\": 1}
noise from somewhere else
game 3/100 (deal 213): hard 99, flat 80 -> hard wins; wins so far {\"flat\": 1, \"hard\": 2}
";

    fn games(text: &str) -> Vec<Played> {
        text.lines().filter_map(parse_line).collect()
    }

    #[test]
    fn a_progress_line_names_the_deal_the_seats_and_the_winner() {
        let game = parse_line("game 3/100 (deal 1001): flat 86, flat 96, hard 104, flat 90 -> hard wins; wins so far {\"hard\": 1}").unwrap();
        assert_eq!(game.deal, 1001);
        assert_eq!(game.seats.len(), 4);
        assert_eq!(game.seats[2], ("hard".to_string(), 104.0));
        assert_eq!(game.winner, "hard");
        assert_eq!(parse_line("noise"), None);
    }

    #[test]
    fn only_whole_deals_count() {
        let (levels, counted, left_out) = tally(&[games(RUN)]).unwrap();
        assert_eq!((counted, left_out), (2, 1), "deal 213 has one game of two");
        assert_eq!(levels["hard"].seat_games, 2);
        assert_eq!(levels["hard"].wins, 1);
        assert_eq!(levels["flat"].wins, 1);
        assert_eq!(levels["hard"].mean_vp(), 95.5);
    }

    #[test]
    fn runs_add_up_even_with_the_same_deal_numbers() {
        let (levels, counted, _) = tally(&[games(RUN), games(RUN)]).unwrap();
        assert_eq!(counted, 4);
        assert_eq!(levels["hard"].wins, 2);
        let [low, high] = levels["hard"].win_share_ci95();
        assert!(low < 0.5 && 0.5 < high);
    }

    #[test]
    fn runs_with_other_seats_are_refused() {
        let four = games("game 1/4 (deal 1): hard 90, uct 80, uct 85, uct 70 -> hard wins; …");
        let error = tally(&[games(RUN), four]).unwrap_err();
        assert!(
            error.contains("flat,hard") && error.contains("hard,uct,uct,uct"),
            "{error}"
        );
    }
}
