//! The app's games, listed once. A new game joins the app with one line
//! here (its `GameKind` variant, its folder in `src/games/`, its stable
//! name, which is also the name of its Fluent file
//! `locales/<code>/<name>.ftl`, and its rules crate's state) and one in the
//! workspace's `Cargo.toml` (the app's dependency on its crate).
//! Everything that must name every game (the game kinds, the bot worker's
//! messages, the language files, the record's levels, the browser tests'
//! list) expands or reads this list; everything else is generic over
//! `games::GameUi` and reaches a game through `GameKind::visit`. What
//! cannot be derived from it names the games again and is checked against
//! it (`every_place_that_lists_the_games_has_each_one`, README "Add a
//! game").
//!
//! It names only the rules crates, so every layer of the app may use it.

/// Calls the macro `$then` with the list of games, in the order the home
/// screen offers them: `Variant in folder: "name" => rules_crate::GameState`
/// (the `GameKind` variant, the folder `src/games/<folder>/`, the stable
/// name, the rules crate's state).
macro_rules! games {
    ($then:ident) => {
        $then! {
            Dragon in dragon: "dragon" => ::dragon::GameState,
            China in china: "china" => ::china::GameState,
            DschingisKhan in dschingis_khan: "dschingis-khan" => ::dschingis_khan::GameState,
        }
    };
}
pub(crate) use games;

#[cfg(test)]
mod tests {
    use boardgame::Game;

    macro_rules! names_are_the_games_own {
        ($($kind:ident in $folder:ident: $name:literal => $state:ty),* $(,)?) => {
            $(assert_eq!($name, <$state as Game>::NAME);)*
        };
    }

    /// The list's names are the games' stable names (`Game::NAME`), which
    /// saves, addresses and the language files use.
    #[test]
    fn each_name_is_the_games_own() {
        games!(names_are_the_games_own);
    }

    /// (variant, folder, name, rules crate) of every game, read from the
    /// list above as text.
    fn listed() -> Vec<[String; 4]> {
        let text = include_str!("registry.rs");
        let list = &text[text.find("$then! {").unwrap()..];
        let list = &list[..list.find('}').unwrap()];
        list.lines()
            .filter_map(|line| {
                let (variant, rest) = line.trim().split_once(" in ")?;
                let (folder, rest) = rest.split_once(": \"")?;
                let (name, rest) = rest.split_once("\" => ::")?;
                let (krate, _) = rest.split_once("::")?;
                Some([variant, folder, name, krate].map(String::from))
            })
            .collect()
    }

    fn read(path: &str) -> String {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        std::fs::read_to_string(root.join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
    }

    /// The line of `text` holding `marker` (empty if none).
    fn line_of<'a>(text: &'a str, marker: &str) -> &'a str {
        text.lines().find(|l| l.contains(marker)).unwrap_or("")
    }

    /// The places that name every game and cannot be derived from the
    /// list: each names each game of it, or the test says what is missing
    /// where (README, "Add a game").
    #[test]
    fn every_place_that_lists_the_games_has_each_one() {
        let games = listed();
        assert_eq!(games.len(), crate::games::GameKind::ALL.len(), "{games:?}");
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let cargo = read("Cargo.toml");
        let tools = read("crates/tools/src/lib.rs");
        let index = read("index.html");
        let manifest = read("public/manifest.webmanifest");
        let mut missing = Vec::new();
        for [_, folder, name, krate] in &games {
            let title = {
                let _en = crate::i18n::Speaking::in_(crate::i18n::Lang::En);
                let kind = crate::games::GameKind::ALL
                    .iter()
                    .find(|k| k.name() == name);
                kind.map(|k| k.title()).unwrap_or_default()
            };
            let sheet = root.join(format!("style/{name}.css")).is_file();
            // (where, what it holds, what it must hold)
            let places = [
                (
                    "Cargo.toml",
                    cargo.as_str(),
                    format!("{name} = {{ path = \"crates/{name}\" }}"),
                ),
                (
                    "Cargo.toml",
                    &cargo,
                    format!("[profile.wasm-worker.package.{name}]\nopt-level = 3"),
                ),
                (
                    "crates/tools/Cargo.toml",
                    &read("crates/tools/Cargo.toml"),
                    format!("{name} = {{ path = \"../{name}\" }}"),
                ),
                (
                    "crates/tools/src/lib.rs GAMES",
                    line_of(&tools, "pub const GAMES"),
                    format!("\"{name}\""),
                ),
                (
                    "crates/tools/src/lib.rs for_game!",
                    &tools,
                    format!("\"{name}\" => $run::<{krate}::GameState>"),
                ),
                (
                    "index.html",
                    &index,
                    format!("href=\"locales/en/{name}.ftl\""),
                ),
                (
                    "index.html's other languages",
                    line_of(&index, "[\"app\", "),
                    format!("\"{name}\""),
                ),
                // Its stylesheet, if it has one (nothing to hold otherwise).
                (
                    "index.html",
                    &index,
                    if sheet {
                        format!("href=\"style/{name}.css\"")
                    } else {
                        String::new()
                    },
                ),
                (
                    "public/manifest.webmanifest",
                    line_of(&manifest, "\"description\""),
                    title,
                ),
            ];
            for (place, holds, want) in &places {
                if !holds.contains(want.as_str()) {
                    missing.push(format!("{name}: {place} lacks {want}"));
                }
            }
            let mut files = vec![format!("crates/{name}"), format!("src/games/{folder}")];
            files.extend(
                crate::i18n::Lang::ALL
                    .iter()
                    .map(|l| format!("locales/{}/{name}.ftl", l.code())),
            );
            for file in files.iter().filter(|f| !root.join(f).exists()) {
                missing.push(format!("{name}: the tree lacks {file}"));
            }
        }
        assert!(
            missing.is_empty(),
            "a game is missing from:\n{}",
            missing.join("\n")
        );
    }
}
