//! A game's optional journal of what its automatic steps did, for a
//! readable game log: off by default and then free, so the simulator and
//! the bots never pay for it.

/// The happenings (`H`, each game's own) recorded inside a game state while
/// the journal is on. Not part of the game: the state never serializes it
/// (`#[serde(skip)]`), and it never makes two states unequal.
#[derive(Clone, Debug)]
pub struct Journal<H> {
    on: bool,
    entries: Vec<H>,
}

impl<H> Default for Journal<H> {
    fn default() -> Journal<H> {
        Journal {
            on: false,
            entries: Vec::new(),
        }
    }
}

impl<H> PartialEq for Journal<H> {
    fn eq(&self, _: &Journal<H>) -> bool {
        true
    }
}

impl<H> Eq for Journal<H> {}

impl<H> Journal<H> {
    pub fn is_on(&self) -> bool {
        self.on
    }

    /// Starts or stops recording; stopping forgets what was not taken.
    pub fn keep(&mut self, on: bool) {
        self.on = on;
        if !on {
            self.entries.clear();
        }
    }

    /// What was recorded since the last call.
    pub fn take(&mut self) -> Vec<H> {
        std::mem::take(&mut self.entries)
    }

    /// Records a happening, made only when the journal is on.
    pub fn note(&mut self, happening: impl FnOnce() -> H) {
        if self.on {
            self.entries.push(happening());
        }
    }
}
