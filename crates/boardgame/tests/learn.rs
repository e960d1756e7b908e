//! The learning pipeline on the toy pile game: the weights' bytes, the
//! inference against a hand-computed case, and a fit that lowers the loss.

mod common;

use std::sync::OnceLock;

use boardgame::baseline::Textbook;
use boardgame::learn::model::sigmoid;
use boardgame::learn::train::{self, Fit, SelfPlay};
use boardgame::learn::{
    Cutoff, Features, Judged, Model, Shortlist, Shortlisted, ValueSet, value_search,
};
use boardgame::search::Budget;
use boardgame::{Bot, Game, Rng, Searcher};
use common::{Perfect, Pile, PileOptions, Random};

/// A seat's view of the pile: the counters left modulo 4, one-hot, once
/// for "I am to move" and once for "the other is".
impl Features for Pile {
    const FEATURES: usize = 8;

    fn features(&self, seat: usize, out: &mut [f32]) {
        out.fill(0.0);
        let mine = self.to_move() == Some(seat);
        out[(self.counters % 4) as usize + if mine { 0 } else { 4 }] = 1.0;
    }

    fn trainer(_seed: u64) -> Box<dyn Bot<Pile>> {
        Box::new(Perfect)
    }
}

/// The pile judged by a value that knows the game: a seat is winning when
/// the counters are not a multiple of four on its own turn, or are one on
/// the other's.
impl Judged for Pile {
    fn value_set() -> &'static ValueSet {
        static SET: OnceLock<ValueSet> = OnceLock::new();
        SET.get_or_init(|| {
            let mut set = ValueSet::default();
            let mut model = Model::zero(8, 0);
            model.linear = vec![-4.0, 4.0, 4.0, 4.0, 4.0, -4.0, -4.0, -4.0];
            set.insert(2, model);
            set
        })
    }

    /// Every take ends a turn.
    fn turn_mark(&self) -> usize {
        self.counters as usize
    }

    fn untrained(seed: u64) -> Box<dyn Bot<Pile>> {
        Box::new(Random(Rng::seeded(seed)))
    }
}

fn pile(counters: u32) -> Pile {
    Pile::new(&PileOptions { counters }, 1).unwrap()
}

/// Keeping one action, the search has nothing left to compare: the bot
/// plays the value's favourite at once, the perfect take.
#[test]
fn a_shortlist_of_one_plays_the_values_favourite_without_searching() {
    let settings = Shortlist {
        inner: Textbook,
        keep: 1,
    };
    let mut bot = Shortlisted::new(3, Budget::Iterations(200), settings);
    for counters in [41, 42, 43] {
        assert_eq!(bot.choose(&pile(counters)), counters % 4);
    }
    assert_eq!(bot.simulations(), 0);
    // Keeping two, the search runs, among the value's two favourites.
    let mut bot = Shortlisted::new(
        3,
        Budget::Iterations(200),
        Shortlist {
            keep: 2,
            ..settings
        },
    );
    assert!([1, 2].contains(&bot.choose(&pile(41))));
    assert!(bot.simulations() > 0);
}

/// Cut off at the new leaf, the search judges each take by the value
/// alone: 30 simulations find the perfect take far from the end, and a
/// value turned upside down (`stretch` −1) makes it avoid that take.
#[test]
fn a_search_cut_off_by_the_value_follows_the_value() {
    let knowing = Cutoff::new(Textbook, 0);
    let upside_down = Cutoff {
        stretch: -1.0,
        ..knowing
    };
    for counters in [41, 42, 43] {
        let mut bot = Searcher::with_settings(5, Budget::Iterations(30), knowing);
        assert_eq!(bot.choose(&pile(counters)), counters % 4);
        let mut bot = Searcher::with_settings(5, Budget::Iterations(30), upside_down);
        assert_ne!(bot.choose(&pile(counters)), counters % 4);
    }
}

/// The value search (a Medium) spends its simulations shared out over the
/// seats (here 60 for two: 30 a decision) and, judging by the knowing
/// value, finds the perfect take far from the end.
#[test]
fn a_value_search_shares_its_simulations_and_follows_the_value() {
    let mut bot = value_search(9, Textbook, 60);
    for (decisions, counters) in (1..).zip([41, 42, 43]) {
        assert_eq!(bot.choose(&pile(counters)), counters % 4);
        assert_eq!(bot.simulations(), 30 * decisions);
    }
}

fn small_model() -> Model {
    Model {
        mean: vec![1.0, 0.0],
        scale: vec![0.5, 2.0],
        linear: vec![0.25, -1.0],
        bias: 0.5,
        hidden: vec![1.0, 0.5],
        hidden_bias: vec![-0.5],
        out: vec![2.0],
    }
}

#[test]
fn inference_equals_the_hand_computed_value() {
    let model = small_model();
    // x̂ = ((3 − 1)·0.5, (0.5 − 0)·2) = (1, 1); hidden: tanh(−0.5 + 1 + 0.5)
    // = tanh(1); logit = 0.5 + 0.25 − 1 + 2·tanh(1).
    let logit = 0.5 + 0.25 - 1.0 + 2.0 * 1f32.tanh();
    assert!((model.logit(&[3.0, 0.5]) - logit).abs() < 1e-6);
    assert!((model.value(&[3.0, 0.5]) - 1.0 / (1.0 + (-logit).exp())).abs() < 1e-6);
    assert_eq!(sigmoid(0.0), 0.5);
}

#[test]
fn weights_survive_their_bytes_and_bad_bytes_are_refused() {
    let mut set = ValueSet::default();
    set.insert(3, small_model());
    set.insert(2, Model::zero(2, 0));
    let bytes = set.to_bytes();
    let back = ValueSet::from_bytes(&bytes).unwrap();
    assert_eq!(back, set);
    assert_eq!(back.for_players(3), Some(&small_model()));
    assert_eq!(back.for_players(4), None);
    assert_eq!(ValueSet::from_bytes(&bytes[..bytes.len() - 1]), None);
    assert_eq!(ValueSet::from_bytes(b"BGV2\0"), None);
}

fn samples(seed: u64, threads: usize) -> train::Samples {
    let plan = SelfPlay {
        games: 400,
        seed,
        sample_rate: 0.5,
        epsilon: 0.1,
        threads,
    };
    train::self_play::<Pile>(&PileOptions { counters: 21 }, &plan)
}

#[test]
fn training_on_the_toy_game_lowers_its_loss() {
    let data = samples(1, 1);
    assert_eq!(data.inputs, 8);
    assert!(data.len() > 1000);
    let constant = train::constant_loss(&data, 10);
    let mut curve = Vec::new();
    let fit = Fit {
        epochs: 8,
        ..Fit::default()
    };
    let model = train::fit(&data, &fit, |e| curve.push(*e));
    assert_eq!(curve.len(), 8);
    let best = curve
        .iter()
        .map(|e| e.held_out_loss)
        .fold(f64::INFINITY, f64::min);
    assert!(best < 0.9 * constant, "{best} against {constant}");
    assert!(train::loss(&model, &data) < constant);
    // A position the perfect player wins from: its turn, 21 = 1 (mod 4).
    let mut x = [0f32; 8];
    let pile = Pile::new(&PileOptions { counters: 21 }, 1).unwrap();
    pile.features(0, &mut x);
    let mine = model.value(&x);
    pile.features(1, &mut x);
    assert!(mine > model.value(&x));
}

#[test]
fn training_is_the_same_from_the_same_seed_on_any_number_of_threads() {
    let one = samples(7, 1);
    assert_eq!(one, samples(7, 2));
    assert_ne!(one, samples(8, 1));
    let fit = Fit {
        epochs: 2,
        hidden: 3,
        ..Fit::default()
    };
    let a = train::fit(&one, &fit, |_| {});
    let b = train::fit(&one, &fit, |_| {});
    assert_eq!(a, b);
}
