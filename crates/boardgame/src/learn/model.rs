//! The value function: a seat's expected reward (in `[0, 1]`, as the game's
//! `rewards`) from its feature vector, and the compact bytes it ships as.
//!
//! `value(x) = σ(b + Σ lᵢ·x̂ᵢ + Σₖ oₖ·tanh(cₖ + Σᵢ hₖᵢ·x̂ᵢ))` with
//! `x̂ᵢ = (xᵢ − meanᵢ)·scaleᵢ`: a logistic regression (no hidden units) or a
//! one-layer network beside it. Inference is a few hundred multiplications,
//! written out here so the wasm needs no numeric library.

/// One fitted value function.
#[derive(Clone, Debug, PartialEq)]
pub struct Model {
    /// Input standardization, fixed from the training samples.
    pub mean: Vec<f32>,
    pub scale: Vec<f32>,
    /// Weights of the linear part, one per input, and the bias.
    pub linear: Vec<f32>,
    pub bias: f32,
    /// Hidden units: `hidden[k * inputs + i]`, their biases and outputs.
    pub hidden: Vec<f32>,
    pub hidden_bias: Vec<f32>,
    pub out: Vec<f32>,
}

/// Most inputs a model takes (its standardized inputs live on the stack).
pub const MAX_INPUTS: usize = 256;

/// Bytes that start every weights file (and its version).
const MAGIC: &[u8; 4] = b"BGV1";

impl Model {
    /// A model that says 0.5 for everything, standardizing nothing.
    pub fn zero(inputs: usize, hidden: usize) -> Model {
        Model {
            mean: vec![0.0; inputs],
            scale: vec![1.0; inputs],
            linear: vec![0.0; inputs],
            bias: 0.0,
            hidden: vec![0.0; hidden * inputs],
            hidden_bias: vec![0.0; hidden],
            out: vec![0.0; hidden],
        }
    }

    pub fn inputs(&self) -> usize {
        self.linear.len()
    }

    pub fn hidden_units(&self) -> usize {
        self.out.len()
    }

    /// The value before the squashing (log-odds).
    pub fn logit(&self, x: &[f32]) -> f32 {
        let n = self.inputs();
        let mut z = self.bias;
        let mut scaled = [0f32; MAX_INPUTS];
        let xs = &mut scaled[..n];
        for i in 0..n {
            xs[i] = (x[i] - self.mean[i]) * self.scale[i];
            z += self.linear[i] * xs[i];
        }
        for k in 0..self.hidden_units() {
            let row = &self.hidden[k * n..(k + 1) * n];
            let a = self.hidden_bias[k] + dot(row, xs);
            z += self.out[k] * a.tanh();
        }
        z
    }

    /// The expected reward in `[0, 1]`.
    pub fn value(&self, x: &[f32]) -> f32 {
        sigmoid(self.logit(x))
    }

    fn write(&self, players: u8, out: &mut Vec<u8>) {
        out.push(players);
        out.extend((self.inputs() as u32).to_le_bytes());
        out.extend((self.hidden_units() as u32).to_le_bytes());
        for part in [&self.mean, &self.scale, &self.linear] {
            put(out, part);
        }
        put(out, &[self.bias]);
        for part in [&self.hidden, &self.hidden_bias, &self.out] {
            put(out, part);
        }
    }

    fn read(bytes: &mut &[u8]) -> Option<(u8, Model)> {
        let players = take(bytes, 1)?[0];
        let n = u32::from_le_bytes(take(bytes, 4)?.try_into().ok()?) as usize;
        let h = u32::from_le_bytes(take(bytes, 4)?.try_into().ok()?) as usize;
        if n > MAX_INPUTS {
            return None;
        }
        let model = Model {
            mean: floats(bytes, n)?,
            scale: floats(bytes, n)?,
            linear: floats(bytes, n)?,
            bias: floats(bytes, 1)?[0],
            hidden: floats(bytes, h * n)?,
            hidden_bias: floats(bytes, h)?,
            out: floats(bytes, h)?,
        };
        Some((players, model))
    }
}

/// The models of one game, one per player count.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ValueSet {
    pub models: Vec<(u8, Model)>,
}

impl ValueSet {
    /// The model for `players` seats, if one was trained.
    pub fn for_players(&self, players: usize) -> Option<&Model> {
        self.models
            .iter()
            .find(|(p, _)| *p as usize == players)
            .map(|(_, m)| m)
    }

    /// The shipped form: `BGV1`, the number of models, then each model's
    /// player count, sizes and little-endian `f32`s.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = MAGIC.to_vec();
        out.push(self.models.len() as u8);
        for (players, model) in &self.models {
            model.write(*players, &mut out);
        }
        out
    }

    /// Reads [`ValueSet::to_bytes`]; `None` if the bytes are not a whole,
    /// well-formed set.
    pub fn from_bytes(mut bytes: &[u8]) -> Option<ValueSet> {
        if take(&mut bytes, 4)? != MAGIC {
            return None;
        }
        let count = take(&mut bytes, 1)?[0];
        let mut models = Vec::new();
        for _ in 0..count {
            models.push(Model::read(&mut bytes)?);
        }
        bytes.is_empty().then_some(ValueSet { models })
    }

    /// Puts `model` in place of the one for the same player count.
    pub fn insert(&mut self, players: u8, model: Model) {
        self.models.retain(|(p, _)| *p != players);
        self.models.push((players, model));
        self.models.sort_by_key(|(p, _)| *p);
    }
}

pub fn sigmoid(z: f32) -> f32 {
    1.0 / (1.0 + (-z).exp())
}

pub(crate) fn dot(a: &[f32], b: &[f32]) -> f32 {
    a.iter().zip(b).map(|(x, y)| x * y).sum()
}

fn put(out: &mut Vec<u8>, values: &[f32]) {
    for v in values {
        out.extend(v.to_le_bytes());
    }
}

fn take<'a>(bytes: &mut &'a [u8], n: usize) -> Option<&'a [u8]> {
    if bytes.len() < n {
        return None;
    }
    let (head, tail) = bytes.split_at(n);
    *bytes = tail;
    Some(head)
}

fn floats(bytes: &mut &[u8], n: usize) -> Option<Vec<f32>> {
    let raw = take(bytes, n.checked_mul(4)?)?;
    Some(
        raw.chunks_exact(4)
            .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect(),
    )
}
