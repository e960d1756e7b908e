//! The checks every game's tips tests run on seeded random games: at every
//! action and for every seat,
//! - the tips are those of the game's list ([`Coached::TIPS`]), each with
//!   a board element to point at;
//! - they are the same when what the seat cannot know is re-sampled (both
//!   positions determinized for that seat): a tip is worded from the seat's
//!   view alone;
//! - before the first action the seat to move gets its first decision's
//!   tips ([`Coached::opening`]), under the same two rules;
//!
//! and, over all the games, how often each tip fired, so that a game's test
//! can require every tip of its list to fire at least once.

use std::collections::{BTreeMap, BTreeSet};

use crate::game::Game;
use crate::rng::Rng;

use super::{Coached, Tip, tips_after, tips_at_start, tips_at_start_seen};

/// What to play: `games` random games for each option set, seeds `seed`,
/// `seed + 1`, …
#[derive(Clone, Debug)]
pub struct TipCheck<G: Game> {
    pub options: Vec<G::Options>,
    pub games: u64,
    pub seed: u64,
    pub max_decisions: usize,
}

/// What the checks saw, so a test can assert they were not vacuous.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TipReport {
    pub games: u64,
    pub actions: u64,
    /// Tips compared with those of re-sampled positions.
    pub compared: u64,
    /// Games whose first decision came with its tips.
    pub opened: u64,
    /// How many times each tip fired (for any seat), by id.
    pub fired: BTreeMap<String, u64>,
}

impl TipReport {
    /// The ids of `G`'s list that never fired.
    pub fn never_fired<G: Coached>(&self) -> Vec<&'static str> {
        G::TIPS
            .iter()
            .map(|t| t.id)
            .filter(|id| !self.fired.contains_key(*id))
            .collect()
    }
}

impl<G: Coached> TipCheck<G> {
    pub fn new(options: Vec<G::Options>, games: u64, seed: u64) -> TipCheck<G> {
        TipCheck {
            options,
            games,
            seed,
            max_decisions: 3000,
        }
    }

    /// Plays every game; panics naming the seed and step of the first tip
    /// that breaks a rule above.
    pub fn run(&self) -> TipReport {
        let mut report = TipReport::default();
        for options in &self.options {
            for g in 0..self.games {
                self.play(options, self.seed.wrapping_add(g), &mut report);
                report.games += 1;
            }
        }
        assert!(
            report.games == 0 || report.opened > 0,
            "no game started with a seat to move: the opening tips went unchecked"
        );
        report
    }

    fn play(&self, options: &G::Options, seed: u64, report: &mut TipReport) {
        let mut game =
            G::new(options, seed).unwrap_or_else(|e| panic!("options {options:?} refused: {e}"));
        let mut rng = Rng::seeded(seed ^ 0x71D5_C0AC_4000_0001);
        let players = game.players();
        // Its own generator: the games' actions stay those of `rng`.
        let mut opening_rng = Rng::seeded(seed ^ 0x0BE1_0BE1_0BE1_0BE1);
        self.opening(&game, options, seed, &mut opening_rng, report);
        let mut steps = 0;
        while !game.is_over() {
            assert!(
                steps < self.max_decisions,
                "seed {seed}: the game does not end"
            );
            let legal = game.legal();
            let action = legal[rng.below(legal.len())];
            let mut after = game.clone();
            after.apply(action).expect("a legal action");
            for seat in 0..players {
                let tips = tips_after(&game, action, &after, seat);
                let at = |what: &str| {
                    format!(
                        "{options:?}, seed {seed}, step {steps}, seat {seat}, {action:?}: {what}"
                    )
                };
                for tip in &tips {
                    known::<G>(tip).unwrap_or_else(|e| panic!("{}", at(&e)));
                    *report.fired.entry(tip.id.clone()).or_default() += 1;
                }
                // What the seat cannot know, re-sampled before and after.
                let before_there = game.view_for(seat, &mut rng);
                let after_there = after.view_for(seat, &mut rng);
                let event = game.seen_by(action, seat).expect("a legal action");
                let there = super::tips_seen::<G>(
                    seat,
                    (&before_there.seat_view(seat), before_there.pending()),
                    &event,
                    (&after_there.seat_view(seat), after_there.pending()),
                );
                assert_eq!(
                    there,
                    tips,
                    "{}",
                    at("the tips changed when what the seat cannot know was re-sampled")
                );
                report.compared += 1;
            }
            game = after;
            steps += 1;
            report.actions += 1;
        }
    }
}

impl<G: Coached> TipCheck<G> {
    /// Before the first action: every seat's opening tips are of the list
    /// and worded from its view; the seat to move has at least one.
    fn opening(
        &self,
        game: &G,
        options: &G::Options,
        seed: u64,
        rng: &mut Rng,
        report: &mut TipReport,
    ) {
        for seat in 0..game.players() {
            let at =
                |what: &str| format!("{options:?}, seed {seed}, the start, seat {seat}: {what}");
            let tips = tips_at_start(game, seat);
            for tip in &tips {
                known::<G>(tip).unwrap_or_else(|e| panic!("{}", at(&e)));
                *report.fired.entry(tip.id.clone()).or_default() += 1;
            }
            let there = game.view_for(seat, rng);
            let resampled =
                tips_at_start_seen::<G>(seat, (&there.seat_view(seat), there.pending()));
            assert_eq!(
                resampled,
                tips,
                "{}",
                at("the opening tips changed when what the seat cannot know was re-sampled")
            );
            if game.to_move() == Some(seat) {
                assert!(
                    !tips.is_empty(),
                    "{}",
                    at("the first decision comes with no tip (Coached::opening)")
                );
                report.opened += 1;
            }
        }
    }
}

/// A tip of `G`'s list, pointing somewhere.
fn known<G: Coached>(tip: &Tip) -> Result<(), String> {
    if !G::TIPS.iter().any(|t| t.id == tip.id) {
        return Err(format!("tip `{}` is not in the game's list", tip.id));
    }
    if tip.at.is_empty() {
        return Err(format!("tip `{}` points at nothing", tip.id));
    }
    Ok(())
}

/// Every rule a player meets is taught by a tip: `spec` lists every rule
/// id of the game's spec, with why no tip teaches it where none does, and
/// `options` the names of the game's options a tip may need. Panics at the
/// first id listed twice, rule untaught (or taught though listed as not),
/// tip id the spec lacks, tip that explains no rule, or unknown option.
pub fn every_rule_taught<G: Coached>(spec: &[(&str, Option<&str>)], options: &[&str]) {
    let taught: BTreeSet<&str> = G::TIPS
        .iter()
        .flat_map(|t| t.rules.iter().copied())
        .collect();
    let ids: BTreeSet<&str> = spec.iter().map(|(id, _)| *id).collect();
    assert_eq!(ids.len(), spec.len(), "a rule id is listed twice");
    for (id, reason) in spec {
        match reason {
            None => assert!(taught.contains(id), "no tip teaches {id}"),
            Some(why) => assert!(
                !taught.contains(id),
                "{id} is taught, yet listed as not taught ({why})"
            ),
        }
    }
    let unknown: Vec<_> = taught.difference(&ids).collect();
    assert!(
        unknown.is_empty(),
        "tips name ids the spec lacks: {unknown:?}"
    );
    for t in G::TIPS {
        assert!(!t.rules.is_empty(), "tip {} explains no rule", t.id);
        if let Some(option) = t.option {
            assert!(
                options.contains(&option),
                "tip {} needs an unknown option",
                t.id
            );
        }
    }
}
