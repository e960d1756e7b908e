//! The four languages of the app, which one is in use, and how the first one
//! is chosen: the player's earlier choice, else the browser's preference
//! (negotiated by `fluent-langneg`), else English.

use std::cell::Cell;

use unic_langid::LanguageIdentifier;

/// A language the app speaks. Its messages are `locales/<code>/*.ftl`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Lang {
    En,
    De,
    Nl,
    Fr,
}

impl Lang {
    pub const ALL: [Lang; 4] = [Lang::En, Lang::De, Lang::Nl, Lang::Fr];

    /// The BCP 47 code, as in `<html lang>` and the `locales/` folders.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::De => "de",
            Lang::Nl => "nl",
            Lang::Fr => "fr",
        }
    }

    /// The language's name in itself, for the switcher (not translated).
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::De => "Deutsch",
            Lang::Nl => "Nederlands",
            Lang::Fr => "Français",
        }
    }

    pub fn from_code(code: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|l| l.code() == code)
    }

    pub fn id(self) -> LanguageIdentifier {
        self.code().parse().expect("a valid language code")
    }

    /// The best of ours for the browser's list (`navigator.languages`):
    /// "de-AT" gives German, "nl-BE" Dutch, anything else English.
    pub fn negotiate(preferred: &[String]) -> Lang {
        use fluent_langneg::{NegotiationStrategy, negotiate_languages};
        let requested: Vec<LanguageIdentifier> =
            preferred.iter().filter_map(|p| p.parse().ok()).collect();
        let available: Vec<LanguageIdentifier> = Lang::ALL.iter().map(|l| l.id()).collect();
        let default = Lang::En.id();
        let chosen = negotiate_languages(
            &requested,
            &available,
            Some(&default),
            NegotiationStrategy::Lookup,
        );
        chosen
            .first()
            .and_then(|id| Lang::from_code(id.language.as_str()))
            .unwrap_or(Lang::En)
    }
}

thread_local! {
    static CURRENT: Cell<Lang> = const { Cell::new(Lang::En) };
}

/// The language every message is looked up in.
pub fn current() -> Lang {
    CURRENT.with(Cell::get)
}

/// Switches the language for every later lookup. The shell re-draws the
/// page after this (see `app.rs`); the choice is saved by the caller.
pub fn set_current(lang: Lang) {
    CURRENT.with(|c| c.set(lang));
}

/// For tests: speaks `lang` until dropped, then English again (a test
/// thread may be reused by the next test).
#[cfg(test)]
pub struct Speaking;

#[cfg(test)]
impl Speaking {
    pub fn in_(lang: Lang) -> Speaking {
        set_current(lang);
        Speaking
    }
}

#[cfg(test)]
impl Drop for Speaking {
    fn drop(&mut self) {
        set_current(Lang::En);
    }
}
