//! The toy game the core crate's tests share (a game that is not one of
//! ours): players in turn take 1-3 counters from a pile; whoever takes the
//! last one wins. From a pile of `4k + r` the player to move wins by taking
//! `r`. A hidden number (the `secret`, set from the seed, known to seat 0
//! only; it changes nothing in play) exercises the determinization.

// Each test file uses its own part of this module.
#![allow(dead_code)]

use boardgame::{Bot, Game, Rng};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Pile {
    pub options: PileOptions,
    pub counters: u32,
    pub to_move: usize,
    pub winner: Option<usize>,
    /// Known to seat 0 only; it changes nothing in play.
    pub secret: u64,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PileOptions {
    pub counters: u32,
}

impl Game for Pile {
    type Options = PileOptions;
    type Action = u32;
    type Decision = usize;
    type Error = String;
    const NAME: &'static str = "pile";

    fn new(options: &PileOptions, seed: u64) -> Result<Pile, String> {
        if options.counters == 0 {
            return Err("an empty pile".into());
        }
        Ok(Pile {
            options: options.clone(),
            counters: options.counters,
            to_move: 0,
            winner: None,
            secret: seed,
        })
    }

    fn options(&self) -> &PileOptions {
        &self.options
    }

    fn players(&self) -> usize {
        2
    }

    fn pending(&self) -> Option<usize> {
        self.to_move()
    }

    fn to_move(&self) -> Option<usize> {
        self.winner.is_none().then_some(self.to_move)
    }

    fn legal_actions(&self, out: &mut Vec<u32>) {
        out.clear();
        if self.winner.is_none() {
            out.extend((1..=3).filter(|&n| n <= self.counters));
        }
    }

    fn apply(&mut self, take: u32) -> Result<(), String> {
        if self.winner.is_some() {
            return Err("the game is over".into());
        }
        if !(1..=3).contains(&take) || take > self.counters {
            return Err(format!("cannot take {take} of {}", self.counters));
        }
        self.counters -= take;
        if self.counters == 0 {
            self.winner = Some(self.to_move);
        }
        self.to_move = 1 - self.to_move;
        Ok(())
    }

    fn scores(&self) -> Vec<i32> {
        (0..2).map(|s| (self.winner == Some(s)) as i32).collect()
    }

    fn ranking(&self) -> Vec<usize> {
        match self.winner {
            Some(1) => vec![1, 0],
            _ => vec![0, 1],
        }
    }

    fn determinize(&mut self, seat: usize, rng: &mut Rng) {
        if seat != 0 {
            self.secret = rng.next_u64();
        }
    }
}

/// Takes a random number of counters.
pub struct Random(pub Rng);

impl Bot<Pile> for Random {
    fn choose(&mut self, view: &Pile) -> u32 {
        let legal = view.legal();
        legal[self.0.below(legal.len())]
    }
}

/// Always leaves a multiple of four when it can.
pub struct Perfect;

impl Bot<Pile> for Perfect {
    fn choose(&mut self, view: &Pile) -> u32 {
        match view.counters % 4 {
            0 => 1,
            r => r,
        }
    }
}
