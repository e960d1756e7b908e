//! A tip's words: the message `tip-<id>` of the game's tips file, in the
//! current language, with its arguments (a number, a player's name, or a
//! term of the game in this language).

use boardgame::tips::{Tip, TipArg};

use crate::i18n::{FluentArgs, FluentValue, text};

/// The message's arguments: seats become the players' `names` (a seat the
/// names lack, an empty name), terms their words in the current language.
pub fn args<'a>(tip: &'a Tip, names: &[String]) -> FluentArgs<'a> {
    let mut args = FluentArgs::new();
    for (name, arg) in &tip.args {
        let value: FluentValue = match arg {
            TipArg::Number(n) => (*n).into(),
            TipArg::Seat(seat) => names.get(*seat).cloned().unwrap_or_default().into(),
            TipArg::Term(id) => text(id, None).into(),
        };
        args.set(name.as_str(), value);
    }
    args
}

/// The tip's message in the current language.
pub fn words(tip: &Tip, names: &[String]) -> String {
    text(&format!("tip-{}", tip.id), Some(&args(tip, names)))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each kind of argument becomes what the message shows.
    #[test]
    fn arguments_are_numbers_names_and_terms() {
        let _en = crate::i18n::Speaking::in_(crate::i18n::Lang::En);
        let tip = Tip::new("x", "decision")
            .number("count", 3)
            .seat("player", 1)
            .seat("nobody", 9)
            .term("what", "home");
        let names = vec!["Anna".to_string(), "Bai".to_string()];
        let args = args(&tip, &names);
        assert_eq!(args.get("count"), Some(&FluentValue::from(3)));
        assert_eq!(args.get("player"), Some(&FluentValue::from("Bai")));
        assert_eq!(args.get("nobody"), Some(&FluentValue::from("")));
        // A term is the game's (here the shell's) message in the language.
        let home = text("home", None);
        assert_eq!(args.get("what"), Some(&FluentValue::from(home.as_str())));
        assert_ne!(text("home", None), "home");
    }
}
