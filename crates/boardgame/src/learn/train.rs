//! Training: self-play games give samples (a seat's features at a position,
//! and that seat's reward at the end of the game: Monte Carlo returns), and a
//! deterministic fit turns them into a [`Model`].
//!
//! Everything is seeded with the portable [`Rng`] and computed in a fixed
//! order, so a run reproduces its weights bit for bit from its command line,
//! whatever the number of threads.

use crate::bot::choose;
use crate::learn::features::Features;
use crate::learn::model::{Model, dot, sigmoid};
use crate::rng::Rng;

/// Positions and outcomes: row `r` is `x[r * inputs..]` with target `y[r]`,
/// taken from game number `game[r]`.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Samples {
    pub inputs: usize,
    pub x: Vec<f32>,
    pub y: Vec<f32>,
    pub game: Vec<u32>,
}

impl Samples {
    pub fn len(&self) -> usize {
        self.y.len()
    }

    pub fn is_empty(&self) -> bool {
        self.y.is_empty()
    }

    /// The samples as bytes (to keep a self-play run and fit it again):
    /// inputs, rows, then per row its game, target and features, all
    /// little-endian 32-bit.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(8 + self.len() * (8 + 4 * self.inputs));
        out.extend((self.inputs as u32).to_le_bytes());
        out.extend((self.len() as u32).to_le_bytes());
        for r in 0..self.len() {
            out.extend(self.game[r].to_le_bytes());
            out.extend(self.y[r].to_le_bytes());
            for v in self.row(r) {
                out.extend(v.to_le_bytes());
            }
        }
        out
    }

    /// Reads [`Samples::to_bytes`].
    pub fn from_bytes(bytes: &[u8]) -> Option<Samples> {
        let word = |i: usize| -> Option<[u8; 4]> { bytes.get(4 * i..4 * i + 4)?.try_into().ok() };
        let inputs = u32::from_le_bytes(word(0)?) as usize;
        let rows = u32::from_le_bytes(word(1)?) as usize;
        if bytes.len() != 8 + rows * (8 + 4 * inputs) {
            return None;
        }
        let mut s = Samples {
            inputs,
            ..Samples::default()
        };
        let mut i = 2;
        for _ in 0..rows {
            s.game.push(u32::from_le_bytes(word(i)?));
            s.y.push(f32::from_le_bytes(word(i + 1)?));
            for k in 0..inputs {
                s.x.push(f32::from_le_bytes(word(i + 2 + k)?));
            }
            i += 2 + inputs;
        }
        Some(s)
    }

    fn row(&self, r: usize) -> &[f32] {
        &self.x[r * self.inputs..(r + 1) * self.inputs]
    }

    fn extend(&mut self, other: Samples) {
        self.inputs = other.inputs;
        self.x.extend(other.x);
        self.y.extend(other.y);
        self.game.extend(other.game);
    }
}

/// How the training games are played.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SelfPlay {
    pub games: u32,
    /// Game `i` is dealt with seed `seed + i`; the players and the sampling
    /// are seeded from it too.
    pub seed: u64,
    /// Chance that a decision's position becomes samples (one per seat):
    /// positions of one game are alike, so a few per game suffice.
    pub sample_rate: f64,
    /// Chance that a move is uniformly random instead of the trainer's, so
    /// that the samples also cover positions the trainer would avoid.
    pub epsilon: f64,
    /// Games are split into this many contiguous parts played side by side;
    /// the samples are the same for any number.
    pub threads: usize,
}

/// Plays `plan.games` games with [`Features::trainer`] in every seat and
/// returns their samples, in the order of the games.
pub fn self_play<G: Features>(options: &G::Options, plan: &SelfPlay) -> Samples
where
    G::Options: Sync,
{
    let threads = plan.threads.max(1) as u32;
    let per = plan.games.div_ceil(threads);
    let parts: Vec<Samples> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let range = (t * per).min(plan.games)..((t + 1) * per).min(plan.games);
                scope.spawn(move || {
                    let mut samples = Samples {
                        inputs: G::FEATURES,
                        ..Samples::default()
                    };
                    for i in range {
                        play_one::<G>(options, plan, i, &mut samples);
                    }
                    samples
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("a self-play thread panicked"))
            .collect()
    });
    let mut all = Samples {
        inputs: G::FEATURES,
        ..Samples::default()
    };
    for part in parts {
        all.extend(part);
    }
    all
}

fn play_one<G: Features>(options: &G::Options, plan: &SelfPlay, i: u32, out: &mut Samples) {
    let seed = plan.seed.wrapping_add(i as u64);
    let mut game = G::new(options, seed).expect("the training options are valid");
    let players = game.players();
    let mut rng = Rng::seeded(seed ^ 0x5DEE_CE66_D1CE_4E5B);
    let mut bots: Vec<_> = (0..players)
        .map(|s| G::trainer(seed.wrapping_mul(31).wrapping_add(s as u64)))
        .collect();
    let first = out.y.len();
    let mut features = vec![0f32; G::FEATURES];
    let mut legal = Vec::new();
    while let Some(seat) = game.to_move() {
        if chance(&mut rng, plan.sample_rate) {
            for s in 0..players {
                game.features(s, &mut features);
                out.x.extend_from_slice(&features);
                out.y.push(s as f32);
                out.game.push(i);
            }
        }
        game.legal_actions(&mut legal);
        let action = if legal.len() > 1 && chance(&mut rng, plan.epsilon) {
            legal[rng.below(legal.len())]
        } else {
            choose(bots[seat].as_mut(), &game, rng.next_u64())
        };
        game.apply(action).expect("bots play legal actions");
    }
    let mut rewards = vec![0f64; players];
    game.rewards(&mut rewards);
    // The rows were written with their seat as a placeholder target.
    for y in &mut out.y[first..] {
        *y = rewards[*y as usize] as f32;
    }
}

/// How the model is fitted: Adam on the cross-entropy between the value and
/// the reward, in mini-batches, one game in `holdout_every` held out. The
/// rate falls linearly to a tenth over the epochs: at a constant rate the
/// held-out loss of the outcomes' noisy targets wandered by ±0.002 from
/// epoch to epoch.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Fit {
    /// Hidden `tanh` units beside the linear part (0: logistic regression).
    pub hidden: usize,
    pub epochs: u32,
    pub batch: usize,
    pub rate: f32,
    /// L2 penalty on every weight but the biases.
    pub l2: f32,
    pub holdout_every: u32,
    pub seed: u64,
}

impl Default for Fit {
    fn default() -> Fit {
        Fit {
            hidden: 0,
            epochs: 20,
            batch: 128,
            rate: 0.003,
            l2: 1e-5,
            holdout_every: 10,
            seed: 1,
        }
    }
}

/// One line of the progress curve.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Epoch {
    pub epoch: u32,
    /// Mean cross-entropy over the training samples during the epoch.
    pub train_loss: f64,
    /// Mean cross-entropy on the held-out games after the epoch.
    pub held_out_loss: f64,
}

/// Cross-entropy of the best constant (the training mean) on the held-out
/// games: the loss a model that learned nothing would have.
pub fn constant_loss(samples: &Samples, holdout_every: u32) -> f64 {
    let (train, held) = split(samples, holdout_every);
    let mean = train.iter().map(|&r| samples.y[r] as f64).sum::<f64>() / train.len().max(1) as f64;
    let p = mean.clamp(1e-6, 1.0 - 1e-6) as f32;
    held.iter()
        .map(|&r| cross_entropy(p, samples.y[r]))
        .sum::<f64>()
        / held.len().max(1) as f64
}

/// Fits a model to `samples`, calling `progress` after every epoch; returns
/// the model of the epoch with the lowest held-out loss.
pub fn fit(samples: &Samples, fit: &Fit, mut progress: impl FnMut(&Epoch)) -> Model {
    let n = samples.inputs;
    let h = fit.hidden;
    let (mut train, held) = split(samples, fit.holdout_every);
    let mut rng = Rng::seeded(fit.seed);
    let mut model = Model::zero(n, h);
    standardize(samples, &train, &mut model);
    // Flat parameters: linear[n], bias, hidden[h * n], hidden_bias[h], out[h].
    let mut theta = vec![0f32; n + 1 + h * n + 2 * h];
    let spread = 1.0 / (n.max(1) as f32).sqrt();
    for w in &mut theta[n + 1..n + 1 + h * n] {
        *w = spread * (uniform(&mut rng) * 2.0 - 1.0);
    }
    for w in &mut theta[n + 1 + h * n + h..] {
        *w = 0.1 * (uniform(&mut rng) * 2.0 - 1.0);
    }
    let decayed = |k: usize| k < n || (k > n && k < n + 1 + h * n) || k >= n + 1 + h * n + h;
    let mut adam = Adam::new(theta.len());
    let mut grad = vec![0f32; theta.len()];
    let mut xs = vec![0f32; n];
    let mut act = vec![0f32; h];
    let mut best = (f64::INFINITY, model.clone());
    for epoch in 1..=fit.epochs {
        let progress_share = (epoch - 1) as f32 / fit.epochs.max(1) as f32;
        let rate = fit.rate * (1.0 - 0.9 * progress_share);
        rng.shuffle(&mut train);
        let mut total = 0.0;
        for batch in train.chunks(fit.batch.max(1)) {
            grad.fill(0.0);
            for &r in batch {
                scale_row(&model, samples.row(r), &mut xs);
                let z = forward(&theta, n, h, &xs, &mut act);
                let p = sigmoid(z);
                let y = samples.y[r];
                total += cross_entropy(p, y);
                let d = p - y;
                for i in 0..n {
                    grad[i] += d * xs[i];
                }
                grad[n] += d;
                let out = &theta[n + 1 + h * n + h..];
                for k in 0..h {
                    grad[n + 1 + h * n + h + k] += d * act[k];
                    let da = d * out[k] * (1.0 - act[k] * act[k]);
                    grad[n + 1 + h * n + k] += da;
                    let g = &mut grad[n + 1 + k * n..n + 1 + (k + 1) * n];
                    for i in 0..n {
                        g[i] += da * xs[i];
                    }
                }
            }
            let m = batch.len() as f32;
            for (k, g) in grad.iter_mut().enumerate() {
                *g /= m;
                if decayed(k) {
                    *g += fit.l2 * theta[k];
                }
            }
            adam.step(&mut theta, &grad, rate);
        }
        unflatten(&theta, &mut model);
        let held_out_loss = held
            .iter()
            .map(|&r| cross_entropy(model.value(samples.row(r)), samples.y[r]))
            .sum::<f64>()
            / held.len().max(1) as f64;
        let line = Epoch {
            epoch,
            train_loss: total / train.len().max(1) as f64,
            held_out_loss,
        };
        progress(&line);
        if held_out_loss < best.0 {
            best = (held_out_loss, model.clone());
        }
    }
    best.1
}

/// The mean cross-entropy of `model` on `samples` (all of them).
pub fn loss(model: &Model, samples: &Samples) -> f64 {
    (0..samples.len())
        .map(|r| cross_entropy(model.value(samples.row(r)), samples.y[r]))
        .sum::<f64>()
        / samples.len().max(1) as f64
}

/// Training and held-out rows: every `holdout_every`-th game is held out.
fn split(samples: &Samples, holdout_every: u32) -> (Vec<usize>, Vec<usize>) {
    (0..samples.len()).partition(|&r| !samples.game[r].is_multiple_of(holdout_every.max(2)))
}

fn standardize(samples: &Samples, rows: &[usize], model: &mut Model) {
    let n = samples.inputs;
    let count = rows.len().max(1) as f64;
    for i in 0..n {
        let mean = rows.iter().map(|&r| samples.row(r)[i] as f64).sum::<f64>() / count;
        let var = rows
            .iter()
            .map(|&r| (samples.row(r)[i] as f64 - mean).powi(2))
            .sum::<f64>()
            / count;
        model.mean[i] = mean as f32;
        // A feature that never varies is switched off.
        model.scale[i] = if var > 1e-12 {
            (1.0 / var.sqrt()) as f32
        } else {
            0.0
        };
    }
}

fn scale_row(model: &Model, x: &[f32], out: &mut [f32]) {
    for i in 0..out.len() {
        out[i] = (x[i] - model.mean[i]) * model.scale[i];
    }
}

/// The logit for standardized inputs `xs`; the hidden activations into `act`.
fn forward(theta: &[f32], n: usize, h: usize, xs: &[f32], act: &mut [f32]) -> f32 {
    let mut z = theta[n] + dot(&theta[..n], xs);
    let hidden = &theta[n + 1..n + 1 + h * n];
    let biases = &theta[n + 1 + h * n..n + 1 + h * n + h];
    let out = &theta[n + 1 + h * n + h..];
    for k in 0..h {
        act[k] = (biases[k] + dot(&hidden[k * n..(k + 1) * n], xs)).tanh();
        z += out[k] * act[k];
    }
    z
}

fn unflatten(theta: &[f32], model: &mut Model) {
    let n = model.inputs();
    let h = model.hidden_units();
    model.linear.copy_from_slice(&theta[..n]);
    model.bias = theta[n];
    model.hidden.copy_from_slice(&theta[n + 1..n + 1 + h * n]);
    model
        .hidden_bias
        .copy_from_slice(&theta[n + 1 + h * n..n + 1 + h * n + h]);
    model.out.copy_from_slice(&theta[n + 1 + h * n + h..]);
}

fn cross_entropy(p: f32, y: f32) -> f64 {
    let p = (p as f64).clamp(1e-7, 1.0 - 1e-7);
    let y = y as f64;
    -(y * p.ln() + (1.0 - y) * (1.0 - p).ln())
}

struct Adam {
    m: Vec<f32>,
    v: Vec<f32>,
    t: i32,
}

impl Adam {
    fn new(len: usize) -> Adam {
        Adam {
            m: vec![0.0; len],
            v: vec![0.0; len],
            t: 0,
        }
    }

    fn step(&mut self, theta: &mut [f32], grad: &[f32], rate: f32) {
        const B1: f32 = 0.9;
        const B2: f32 = 0.999;
        self.t += 1;
        let c1 = 1.0 - B1.powi(self.t);
        let c2 = 1.0 - B2.powi(self.t);
        for k in 0..theta.len() {
            self.m[k] = B1 * self.m[k] + (1.0 - B1) * grad[k];
            self.v[k] = B2 * self.v[k] + (1.0 - B2) * grad[k] * grad[k];
            theta[k] -= rate * (self.m[k] / c1) / ((self.v[k] / c2).sqrt() + 1e-8);
        }
    }
}

fn uniform(rng: &mut Rng) -> f32 {
    (rng.next_u64() >> 40) as f32 / (1u64 << 24) as f32
}

/// True with probability `p` (to 1/65536).
fn chance(rng: &mut Rng, p: f64) -> bool {
    (rng.below(1 << 16) as f64) < p * 65536.0
}
