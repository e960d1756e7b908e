//! The invariant harness every game's tests call (as board-game-rs does):
//! thousands of seeded random games, each step checked against what the
//! [`Game`] trait promises.
//!
//! Checked after every action:
//! - a decision is pending exactly when a seat is to move, and then there are
//!   legal actions; every chosen legal action is accepted; the game ends
//!   within [`Harness::max_decisions`];
//! - the game's own invariants (the `check` closure), given the states before
//!   and after the action.
//!
//! Checked at a sample of decisions (one in [`Harness::spot_check_every`]):
//! - every legal action is accepted by a copy;
//! - a sample of the [`Harness::universe`] that is not legal is refused with
//!   an error and leaves the state exactly as it was;
//! - the seat to move's view ([`Game::view_for`]) has the same decision, the
//!   same legal actions and the same scores: hiding only re-samples secrets;
//! - replaying the record so far gives the same state;
//! - legal actions are listed once each;
//! - a serde round trip (through text and through a `serde_json::Value`, whose
//!   keys are sorted as in the simulator's trace) gives an equal state, which
//!   then plays on to the end exactly like the original.
//!
//! At the end: scores and ranking agree with the winner, and the whole record
//! replays to the final state.

use crate::game::Game;
use crate::record::Record;
use crate::rng::Rng;

/// Salts so the action chooser and the sampler differ from the game's own RNG.
const CHOOSER_SALT: u64 = 0x9E37_79B9_7F4A_7C15;
const SAMPLER_SALT: u64 = 0xD1B5_4A32_D192_ED03;

/// What to play and how closely to look.
#[derive(Clone, Debug)]
pub struct Harness<G: Game> {
    pub options: G::Options,
    /// Games with seeds `seed`, `seed + 1`, …
    pub games: u64,
    pub seed: u64,
    /// A game not over after this many decisions is a bug.
    pub max_decisions: usize,
    /// One decision in this many (at random) gets the expensive checks.
    pub spot_check_every: usize,
    /// Actions to try at a spot check, legal or not (for example every action
    /// of the game's type within the board's ranges). Empty: no refusal check.
    pub universe: Vec<G::Action>,
    /// How many actions of the universe a spot check tries.
    pub illegal_sample: usize,
}

impl<G: Game> Harness<G> {
    /// Defaults: a 2,000-decision limit, a spot check every 24 decisions, no
    /// universe.
    pub fn new(options: G::Options, games: u64, seed: u64) -> Harness<G> {
        Harness {
            options,
            games,
            seed,
            max_decisions: 2000,
            spot_check_every: 24,
            universe: Vec::new(),
            illegal_sample: 64,
        }
    }

    pub fn universe(mut self, universe: Vec<G::Action>) -> Harness<G> {
        self.universe = universe;
        self
    }

    /// Plays every game; `check(before, action, after)` adds the game's own
    /// invariants. Panics with the game seed and step on the first violation.
    pub fn run(&self, mut check: impl FnMut(&G, G::Action, &G)) -> Report {
        let mut report = Report::default();
        for g in 0..self.games {
            self.play(self.seed.wrapping_add(g), &mut check, &mut report);
        }
        report
    }

    fn play(&self, seed: u64, check: &mut impl FnMut(&G, G::Action, &G), report: &mut Report) {
        let mut state = G::new(&self.options, seed)
            .unwrap_or_else(|e| panic!("options {:?} refused: {e}", self.options));
        let mut record = Record::<G>::new(self.options.clone(), seed);
        let mut chooser = Rng::seeded(seed ^ CHOOSER_SALT);
        let mut sampler = Rng::seeded(seed ^ SAMPLER_SALT);
        let mut legal = Vec::new();
        let mut round_tripped = false;
        while let Some(decision) = state.pending() {
            let step = record.actions.len();
            let at = |what: &str| format!("seed {seed}, step {step} ({decision:?}): {what}");
            let seat = state
                .to_move()
                .unwrap_or_else(|| panic!("{}", at("a decision is pending but nobody is to move")));
            assert!(
                seat < state.players(),
                "{}",
                at("the seat to move is out of range")
            );
            state.legal_actions(&mut legal);
            assert!(!legal.is_empty(), "{}", at("no legal action"));
            assert!(step < self.max_decisions, "{}", at("the game does not end"));
            if sampler.below(self.spot_check_every.max(1)) == 0 {
                self.spot_check(&state, &record, &legal, &mut sampler, &at);
                report.spot_checks += 1;
                if !round_tripped {
                    round_tripped = true;
                    plays_on_after_round_trip(&state, &mut chooser.clone(), &at);
                }
            }
            let action = legal[chooser.below(legal.len())];
            let before = state.clone();
            if let Err(e) = state.apply(action) {
                panic!("{}", at(&format!("legal action {action:?} refused: {e}")));
            }
            record.actions.push(action);
            check(&before, action, &state);
            report.decisions += 1;
        }
        assert!(state.to_move().is_none() && state.is_over());
        let ranking = state.ranking();
        let mut sorted = ranking.clone();
        sorted.sort_unstable();
        assert_eq!(
            sorted,
            (0..state.players()).collect::<Vec<_>>(),
            "seed {seed}: ranking is not a permutation"
        );
        assert_eq!(state.winner(), Some(ranking[0]), "seed {seed}: winner");
        let scores = state.scores();
        assert_eq!(scores.len(), state.players());
        assert!(
            ranking.iter().all(|&s| scores[s] <= scores[ranking[0]]),
            "seed {seed}: the winner {} has fewer points than another seat: {scores:?}",
            ranking[0]
        );
        let mut rewards = vec![0.0; state.players()];
        state.rewards(&mut rewards);
        assert!(
            rewards.iter().all(|r| (0.0..=1.0).contains(r)),
            "seed {seed}: rewards {rewards:?}"
        );
        let replayed = record
            .replay()
            .unwrap_or_else(|e| panic!("seed {seed}: the record does not replay: {e}"));
        assert!(
            replayed == state,
            "seed {seed}: the replay differs from the game"
        );
        let mut after_end = state.clone();
        if let Some(&any) = legal.first() {
            assert!(
                after_end.apply(any).is_err(),
                "seed {seed}: an action after the end was accepted"
            );
            assert!(
                after_end == state,
                "seed {seed}: a refused action changed the finished game"
            );
        }
        report.games += 1;
        *report.wins.entry(ranking[0]).or_default() += 1;
    }

    fn spot_check(
        &self,
        state: &G,
        record: &Record<G>,
        legal: &[G::Action],
        sampler: &mut Rng,
        at: &dyn Fn(&str) -> String,
    ) {
        for (i, action) in legal.iter().enumerate() {
            assert!(
                !legal[..i].contains(action),
                "{}",
                at(&format!("{action:?} offered twice"))
            );
        }
        for &action in legal {
            let mut copy = state.clone();
            if let Err(e) = copy.apply(action) {
                panic!(
                    "{}",
                    at(&format!("legal action {action:?} refused by a copy: {e}"))
                );
            }
        }
        if !self.universe.is_empty() {
            for _ in 0..self.illegal_sample {
                let action = self.universe[sampler.below(self.universe.len())];
                let mut copy = state.clone();
                let accepted = copy.apply(action).is_ok();
                let listed = legal.contains(&action);
                assert_eq!(
                    accepted,
                    listed,
                    "{}",
                    at(&format!(
                        "{action:?} listed as legal: {listed}, accepted: {accepted}"
                    ))
                );
                if !accepted {
                    assert!(
                        copy == *state,
                        "{}",
                        at(&format!("refused {action:?} changed the state"))
                    );
                }
            }
        }
        let seat = state.to_move().expect("someone is to move");
        let view = state.view_for(seat, sampler);
        assert!(
            view.pending() == state.pending(),
            "{}",
            at("the view has another decision")
        );
        assert!(
            view.legal() == legal,
            "{}",
            at("the view has other legal actions")
        );
        assert!(
            view.scores() == state.scores(),
            "{}",
            at("the view has other scores")
        );
        let replayed = record
            .replay()
            .unwrap_or_else(|e| panic!("{}", at(&format!("the record does not replay: {e}"))));
        assert!(
            replayed == *state,
            "{}",
            at("a replay of the record differs")
        );
    }
}

/// The state survives a JSON round trip, and the copy plays on to the end
/// exactly like the original.
fn plays_on_after_round_trip<G: Game>(state: &G, chooser: &mut Rng, at: &dyn Fn(&str) -> String) {
    let text = serde_json::to_string(state).expect("a state serializes");
    let mut copy: G = serde_json::from_str(&text)
        .unwrap_or_else(|e| panic!("{}", at(&format!("the state does not deserialize: {e}"))));
    let mut original = state.clone();
    assert!(
        copy == original,
        "{}",
        at("the JSON round trip changed the state")
    );
    let mut legal = Vec::new();
    while original.pending().is_some() {
        original.legal_actions(&mut legal);
        let action = legal[chooser.below(legal.len())];
        original.apply(action).expect("legal");
        copy.apply(action).unwrap_or_else(|e| {
            panic!(
                "{}",
                at(&format!("the round-tripped copy refused {action:?}: {e}"))
            )
        });
        assert!(
            copy == original,
            "{}",
            at("the round-tripped copy played on differently")
        );
    }
}

/// What the harness went through.
#[derive(Clone, Debug, Default)]
pub struct Report {
    pub games: u64,
    pub decisions: u64,
    pub spot_checks: u64,
    /// Games won by each seat.
    pub wins: std::collections::BTreeMap<usize, u64>,
}

/// Plays `games` seeded random games with each of `options` and writes
/// each record as the game's older rules would have
/// ([`Game::made_by_itself`]: those actions left out); [`Record::migrated`]
/// must give the record back exactly. Returns how many actions were left
/// out (printed), for the game's test to judge.
pub fn old_records_migrate<G: Game>(options: &[G::Options], games: u64, seed: u64) -> usize {
    let left_out = options
        .iter()
        .map(|options| old_records_of::<G>(options, games, seed))
        .sum();
    println!(
        "{}: {left_out} actions the old rules made by themselves",
        G::NAME
    );
    left_out
}

fn old_records_of<G: Game>(options: &G::Options, games: u64, seed: u64) -> usize {
    let mut left_out = 0;
    for g in 0..games {
        let seed = seed.wrapping_add(g);
        let mut rng = Rng::seeded(seed ^ CHOOSER_SALT);
        let mut state = G::new(options, seed).expect("the options are accepted");
        let mut record = Record::<G>::new(options.clone(), seed);
        let mut old = Record::<G>::new(options.clone(), seed);
        while !state.is_over() {
            let legal = state.legal();
            let action = legal[rng.below(legal.len())];
            match state.made_by_itself() {
                Some(made) => {
                    assert_eq!(legal, [made], "seed {seed}: made by itself, yet a choice");
                    left_out += 1;
                }
                None => old.actions.push(action),
            }
            state.apply(action).expect("a legal action");
            record.actions.push(action);
        }
        let migrated = old.migrated().expect("an old record replays");
        assert_eq!(migrated, record, "seed {seed}: the migrated record");
    }
    left_out
}
