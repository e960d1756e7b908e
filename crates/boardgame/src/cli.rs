//! Command-line flags for the `simulate` and `tournament` tools: the shared
//! flags are taken by the tool, each game takes its own rule options
//! ([`OptionsFromFlags`]), and whatever is left over is an error.

/// The arguments not yet taken.
#[derive(Clone, Debug)]
pub struct Flags {
    args: Vec<String>,
}

impl Flags {
    pub fn new(args: impl IntoIterator<Item = String>) -> Flags {
        Flags {
            args: args.into_iter().collect(),
        }
    }

    /// Takes `--name VALUE`; an error if `--name` has no value after it.
    pub fn value(&mut self, name: &str) -> Result<Option<String>, String> {
        let Some(i) = self.args.iter().position(|a| a == name) else {
            return Ok(None);
        };
        if i + 1 >= self.args.len() {
            return Err(format!("{name} needs a value"));
        }
        let value = self.args.remove(i + 1);
        self.args.remove(i);
        Ok(Some(value))
    }

    /// Takes `--name NUMBER`.
    pub fn number<T: std::str::FromStr>(&mut self, name: &str) -> Result<Option<T>, String> {
        self.value(name)?.map(|v| number(&v)).transpose()
    }

    /// Takes the switch `--name`: whether it was given.
    pub fn switch(&mut self, name: &str) -> bool {
        match self.args.iter().position(|a| a == name) {
            Some(i) => {
                self.args.remove(i);
                true
            }
            None => false,
        }
    }

    /// Whether help was asked for (`--help`, `-h`).
    pub fn help(&mut self) -> bool {
        self.switch("--help") | self.switch("-h")
    }

    /// If help was asked for: `Err` with the tool's `usage` and the flags of
    /// game `G`, for the tool to print; the help of every tool that plays
    /// one game.
    pub fn game_help<G: crate::Game>(&mut self, usage: &str) -> Result<(), String>
    where
        G::Options: OptionsFromFlags,
    {
        if self.help() {
            return Err(format!(
                "{usage}\n  {} flags: {}",
                G::NAME,
                G::Options::USAGE
            ));
        }
        Ok(())
    }

    /// The arguments nobody took (positional ones, such as a file name).
    pub fn rest(self) -> Vec<String> {
        self.args
    }

    /// An error naming the first argument nobody took.
    pub fn finish(self) -> Result<(), String> {
        match self.args.first() {
            Some(other) => Err(format!("unknown argument {other:?} (try --help)")),
            None => Ok(()),
        }
    }
}

/// Parses a number, or says which text is not one.
pub fn number<T: std::str::FromStr>(text: &str) -> Result<T, String> {
    text.parse()
        .map_err(|_| format!("{text:?} is not a valid number"))
}

/// A game's rule options from the command line.
pub trait OptionsFromFlags: Sized {
    /// The flags this game understands, for `--help` (one line).
    const USAGE: &'static str;

    /// Options for `players` seats, with the game's own flags taken from `flags`.
    fn from_flags(players: usize, flags: &mut Flags) -> Result<Self, String>;
}

#[cfg(test)]
mod tests {
    use super::*;

    fn flags(text: &str) -> Flags {
        Flags::new(text.split_whitespace().map(String::from))
    }

    #[test]
    fn values_switches_and_leftovers() {
        let mut f = flags("--games 5 --great-wall --seed x --oops");
        assert_eq!(f.number::<u32>("--games"), Ok(Some(5)));
        assert!(f.switch("--great-wall"));
        assert!(!f.switch("--great-wall"));
        assert!(f.number::<u64>("--seed").unwrap_err().contains("\"x\""));
        assert_eq!(f.value("--players"), Ok(None));
        assert!(f.finish().unwrap_err().contains("--oops"));
        assert!(flags("--games").value("--games").is_err());
    }
}
