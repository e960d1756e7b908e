//! Learning from a finished game: the Hard bot goes through every decision a
//! human made and says which ones cost the most chance of winning.
//!
//! For each reviewed decision the reviewer stands where the human stood: it
//! gets only that seat's view of the position ([`Game::view_for`], drawn from
//! the review seed), never the real state, so it cannot know more than the
//! human could. There it
//! 1. runs the game's own Hard search ([`HardSearch`]: the same [`Mcts`] and
//!    [`Playout`] its Hard bot uses) for `iterations` simulations: Hard's move;
//! 2. estimates the mover's *win chance* after the move played and after
//!    Hard's move: `samples` simulations each, each from a fresh
//!    determinization of the view, continued by Hard's playout. A simulation
//!    counts a win for the player ranked first at the end
//!    ([`Game::ranking`]); where the playout stops early and estimates
//!    ([`Playout::stop`]), for the player with the best estimated reward
//!    (equal best share the win). Rewards are not used directly because a
//!    game may fold its margin into them, and a review speaks of winning.
//!
//! **Honest figures.** Each estimate carries the number of simulations it
//! rests on. A decision is called a *mistake* only when Hard's move is at
//! least [`MISTAKE_MARGIN`] (10 points of win chance) better, both
//! estimates rest on at least [`MIN_SAMPLES`] simulations, and the
//! difference exceeds [`MIN_Z`] (2) standard errors of the difference of two
//! proportions. A forced decision (one legal action) is never reviewed.
//!
//! **Deterministic.** Each decision draws from its own RNG, seeded by the
//! review seed and the decision's step, so a review (and any one decision of
//! it, e.g. asked of a browser worker one by one) comes out the same for the
//! same record, seats, seed and budget.

use serde::{Deserialize, Serialize};

use crate::bot::SearchSettings;
use crate::game::Game;
use crate::record::{Record, ReplayError};
use crate::rng::Rng;
use crate::search::{Budget, Mcts, Playout};

/// Hard's move must be at least this much more likely to win (0 to 1).
pub const MISTAKE_MARGIN: f64 = 0.10;
/// Simulations each of the two estimates must rest on.
pub const MIN_SAMPLES: u32 = 50;
/// Standard errors the difference must exceed.
pub const MIN_Z: f64 = 2.0;

/// A game whose Hard bot can review: the settings of its Hard search
/// ([`SearchSettings`]) that the review searches with.
pub trait HardSearch: Game {
    type Settings: SearchSettings<Self>;

    /// Hard's settings for the review.
    fn review_settings() -> Self::Settings;

    /// The searcher and playout those settings build.
    fn hard_search() -> (
        Mcts<Self>,
        <Self::Settings as SearchSettings<Self>>::Playout,
    ) {
        let settings = Self::review_settings();
        (settings.mcts(), settings.playout())
    }
}

/// How thoroughly to review.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settings {
    /// Hard's search per decision, in simulations.
    pub iterations: u32,
    /// Simulations behind each win-chance estimate.
    pub samples: u32,
    pub seed: u64,
}

impl Settings {
    /// The default budget: all of one seat's decisions of a four-player
    /// Dragon game reviewed in about 10 s natively, well under the two
    /// minutes the browser may take (the `review` tool prints the time).
    pub const DEFAULT: Settings = Settings {
        iterations: 2000,
        samples: 1000,
        seed: 1,
    };
}

impl Default for Settings {
    fn default() -> Settings {
        Settings::DEFAULT
    }
}

/// A win chance and what it rests on.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Estimate {
    /// Share of simulations won, 0 to 1.
    pub chance: f64,
    pub samples: u32,
}

/// One reviewed decision.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Decision<A> {
    /// Actions played before it: the replay step showing the position.
    pub step: usize,
    pub seat: usize,
    /// Legal actions there.
    pub choices: usize,
    pub played: A,
    /// Hard's move.
    pub best: A,
    /// The mover's win chance after the move played and after Hard's (the
    /// same estimate when they are the same move).
    pub after_played: Estimate,
    pub after_best: Estimate,
    /// Every seat's win chance after the move played, as the mover sees it.
    pub chances: Vec<f64>,
    pub mistake: bool,
}

impl<A> Decision<A> {
    /// Win chance the move played gave away against Hard's (never negative:
    /// where Hard's move looks worse it is noise, and 0).
    pub fn loss(&self) -> f64 {
        (self.after_best.chance - self.after_played.chance).max(0.0)
    }
}

/// A whole review: the decisions of the reviewed seats that had a choice.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Review<A> {
    pub settings: Settings,
    pub seats: Vec<usize>,
    pub decisions: Vec<Decision<A>>,
}

impl<A: Clone> Review<A> {
    /// The decisions, most win chance lost first (then earlier first).
    pub fn ranked(&self) -> Vec<Decision<A>> {
        let mut out = self.decisions.clone();
        crate::sort::sort_by(&mut out, |a, b| {
            b.loss()
                .partial_cmp(&a.loss())
                .expect("chances are numbers")
                .then(a.step.cmp(&b.step))
        });
        out
    }
}

/// Whether Hard's estimate beats the played one clearly enough to call the
/// move a mistake (see the module notes).
pub fn is_mistake(played: Estimate, best: Estimate) -> bool {
    let diff = best.chance - played.chance;
    if played.samples < MIN_SAMPLES || best.samples < MIN_SAMPLES || diff < MISTAKE_MARGIN {
        return false;
    }
    let var = |e: Estimate| e.chance * (1.0 - e.chance) / e.samples as f64;
    let se = (var(played) + var(best)).sqrt();
    // Both estimates certain (0 or 1) and apart by the margin: clear enough.
    se == 0.0 || diff > MIN_Z * se
}

/// The RNG of the decision at `step`.
pub fn decision_rng(seed: u64, step: usize) -> Rng {
    Rng::seeded(seed ^ (step as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15))
}

/// The view the decision at `step` is reviewed from: what its mover could
/// know. The caller hands only this to [`review_decision`].
pub fn view_at<G: Game>(state: &G, seed: u64, step: usize) -> G {
    let seat = state.to_move().expect("someone is to move");
    let mut rng = decision_rng(seed, step);
    // Its own stream, so the view does not shift the search's draws.
    let mut rng = Rng::seeded(rng.next_u64() ^ 0x5EED);
    state.view_for(seat, &mut rng)
}

/// Reviews one decision: `view` is the mover's view of the position (see
/// [`view_at`]), `played` the move made, `step` its index in the record.
/// `None` when the decision was forced.
pub fn review_decision<G: HardSearch>(
    view: &G,
    played: G::Action,
    step: usize,
    settings: &Settings,
) -> Option<Decision<G::Action>> {
    let seat = view.to_move()?;
    let choices = view.legal().len();
    if choices < 2 {
        return None;
    }
    let mut rng = decision_rng(settings.seed, step);
    let (mut search, mut playout) = G::hard_search();
    let report = search.search(
        view,
        &mut playout,
        &Budget::Iterations(settings.iterations.max(1)),
        &mut rng,
    );
    let best = report.action;
    let played_wins = wins(view, seat, played, settings.samples, &mut playout, &mut rng);
    let after_played = played_wins.0;
    let after_best = if best == played {
        after_played
    } else {
        wins(view, seat, best, settings.samples, &mut playout, &mut rng).0
    };
    Some(Decision {
        step,
        seat,
        choices,
        played,
        best,
        after_played,
        after_best,
        chances: played_wins.1,
        mistake: is_mistake(after_played, after_best),
    })
}

/// The mover's win chance after `action`, and every seat's.
fn wins<G: Game, P: Playout<G>>(
    view: &G,
    seat: usize,
    action: G::Action,
    samples: u32,
    playout: &mut P,
    rng: &mut Rng,
) -> (Estimate, Vec<f64>) {
    let players = view.players();
    let mut won = vec![0.0; players];
    let mut rewards = vec![0.0; players];
    let mut legal = Vec::new();
    let mut done = 0u32;
    for _ in 0..samples.max(1) {
        let mut game = view.clone();
        game.determinize(seat, rng);
        if game.apply(action).is_err() {
            // Not legal in this sample (cannot happen for the mover's own
            // choices, which rest on what it knows): skip it.
            continue;
        }
        done += 1;
        playout.begin(&game);
        let mut steps = 0;
        let mut stopped = false;
        while game.to_move().is_some() {
            if playout.stop(&game, steps) {
                playout.estimate(&game, &mut rewards);
                stopped = true;
                break;
            }
            game.legal_actions(&mut legal);
            let next = playout.choose(&game, &legal, rng);
            game.apply(next).expect("the playout plays legal actions");
            steps += 1;
        }
        if stopped {
            let top = rewards.iter().copied().fold(f64::NEG_INFINITY, f64::max);
            let tied = rewards.iter().filter(|&&r| r == top).count() as f64;
            for (slot, &r) in won.iter_mut().zip(&rewards) {
                if r == top {
                    *slot += 1.0 / tied;
                }
            }
        } else {
            won[game.ranking()[0]] += 1.0;
        }
    }
    let chances: Vec<f64> = won
        .iter()
        .map(|&w| if done == 0 { 0.0 } else { w / done as f64 })
        .collect();
    (
        Estimate {
            chance: chances[seat],
            samples: done,
        },
        chances,
    )
}

/// The steps of a record at which one of `seats` decided.
pub fn steps_of<G: Game>(
    record: &Record<G>,
    seats: &[usize],
) -> Result<Vec<usize>, ReplayError<G::Error>> {
    let mut state =
        G::new(&record.options, record.seed).map_err(|error| ReplayError { index: None, error })?;
    let mut out = Vec::new();
    for (step, &action) in record.actions.iter().enumerate() {
        if state.to_move().is_some_and(|s| seats.contains(&s)) {
            out.push(step);
        }
        state.apply(action).map_err(|error| ReplayError {
            index: Some(step),
            error,
        })?;
    }
    Ok(out)
}

/// Reviews every decision of `seats` in `record`. `progress(done, total)`
/// is called after each decision of those seats (forced ones included) and
/// may return `false` to cancel: then `None`.
pub fn review<G: HardSearch>(
    record: &Record<G>,
    seats: &[usize],
    settings: &Settings,
    mut progress: impl FnMut(usize, usize) -> bool,
) -> Result<Option<Review<G::Action>>, ReplayError<G::Error>> {
    let total = steps_of(record, seats)?.len();
    let mut state =
        G::new(&record.options, record.seed).map_err(|error| ReplayError { index: None, error })?;
    let mut decisions = Vec::new();
    let mut done = 0;
    for (step, &action) in record.actions.iter().enumerate() {
        if state.to_move().is_some_and(|s| seats.contains(&s)) {
            let view = view_at(&state, settings.seed, step);
            decisions.extend(review_decision(&view, action, step, settings));
            done += 1;
            if !progress(done, total) {
                return Ok(None);
            }
        }
        state.apply(action).map_err(|error| ReplayError {
            index: Some(step),
            error,
        })?;
    }
    Ok(Some(Review {
        settings: *settings,
        seats: seats.to_vec(),
        decisions,
    }))
}
