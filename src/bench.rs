//! The bot worker's benchmark mode (`bot-worker.js?bench`, driven by
//! `tests/e2e/bench.mjs`): the Hard bot's simulations per second on the
//! positions of `boardgame::bench` (and Medium's time per decision there), the same ones the native `bench` tool
//! measures, timed by the worker's own clock. The page never starts it.

use std::rc::Rc;

use boardgame::bench::{self, MIN_MS, PLAYERS, Sample};
use boardgame::cli::{Flags, OptionsFromFlags};
use boardgame::{Budget, Clock, GameBots};

/// What to measure: one game's positions, like the native tool's flags.
#[derive(Clone, Debug, PartialEq)]
pub struct Plan {
    pub game: String,
    pub seed: u64,
    pub iterations: u32,
    pub budget_ms: f64,
}

/// Integers only: formatting floats would add kilobytes to the worker.
fn sample_json(sample: &Sample) -> String {
    format!(
        r#"{{"simulations":{},"micros":{}}}"#,
        sample.simulations,
        (sample.ms * 1000.0).round() as u64
    )
}

/// `clock` times the runs; `budget_clock` is the time budget's, the app's.
fn run_game<G: GameBots>(
    plan: &Plan,
    clock: &dyn Clock,
    budget_clock: Rc<dyn Clock>,
) -> Result<String, String>
where
    G::Options: OptionsFromFlags,
{
    let options = G::Options::from_flags(PLAYERS, &mut Flags::new(Vec::new()))?;
    let mut rows = Vec::new();
    for position in bench::positions::<G>(&options, plan.seed)? {
        let fixed = bench::measure_for(
            &position,
            plan.seed,
            &Budget::Iterations(plan.iterations),
            clock,
            MIN_MS,
        );
        let timed = bench::measure(
            &position,
            plan.seed,
            Budget::Millis(plan.budget_ms, budget_clock.clone()),
            clock,
        );
        let medium = bench::measure_medium(&position, plan.seed, clock, MIN_MS);
        rows.push(format!(
            r#"{{"stage":"{}","ply":{},"fingerprint":"{:016x}","iterations":{},"time":{},"medium":{}}}"#,
            position.stage,
            position.ply,
            bench::fingerprint(&position),
            sample_json(&fixed),
            sample_json(&timed),
            sample_json(&medium),
        ));
    }
    Ok(format!(
        r#"{{"game":"{}","seed":{},"iterations":{},"budget_ms":{},"positions":[{}]}}"#,
        G::NAME,
        plan.seed,
        plan.iterations,
        plan.budget_ms.round() as u64,
        rows.join(",")
    ))
}

macro_rules! run_by_name {
    ($($kind:ident in $folder:ident: $name:literal => $state:ty),* $(,)?) => {
        /// Measures the plan's game: one JSON object, in the native tool's
        /// `--json` format. `clock` times the runs; `budget_clock` is the
        /// time budget's (the app's own clock).
        pub fn run(
            plan: &Plan,
            clock: &dyn Clock,
            budget_clock: Rc<dyn Clock>,
        ) -> Result<String, String> {
            match plan.game.as_str() {
                $($name => run_game::<$state>(plan, clock, budget_clock),)*
                other => Err(format!("unknown game {other:?}")),
            }
        }

        /// Every game's name (`crate::registry`).
        #[cfg(test)]
        const GAMES: &[&str] = &[$($name),*];
    };
}
crate::registry::games!(run_by_name);

#[cfg(test)]
mod tests {
    use super::*;
    use boardgame::StdClock;

    #[test]
    fn every_game_answers_the_native_tools_json() {
        for &game in GAMES {
            let plan = Plan {
                game: game.into(),
                seed: 1,
                iterations: 5,
                budget_ms: 1.0,
            };
            let line = run(&plan, &StdClock::new(), Rc::new(StdClock::new())).unwrap();
            let value: serde_json::Value = serde_json::from_str(&line).unwrap();
            assert_eq!(value["game"], game);
            let positions = value["positions"].as_array().unwrap();
            assert_eq!(positions.len(), bench::STAGES.len());
            for position in positions {
                assert_eq!(
                    position["iterations"]["simulations"].as_u64().unwrap() % 5,
                    0
                );
                assert!(position["time"]["simulations"].as_u64().unwrap() >= 1);
            }
        }
        let unknown = Plan {
            game: "chess".into(),
            seed: 1,
            iterations: 5,
            budget_ms: 1.0,
        };
        assert!(run(&unknown, &StdClock::new(), Rc::new(StdClock::new())).is_err());
    }
}
