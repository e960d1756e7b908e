//! The app's games, listed once. A new game joins the app with one line
//! here (its `GameKind` variant, its folder in `src/games/`, its stable
//! name, which is also the name of its Fluent file
//! `locales/<code>/<name>.ftl`, and its rules crate's state). Everything that must name every game
//! (the game kinds, the bot worker's messages, the language files) expands
//! this list with a macro of its own; everything else is generic over
//! `games::GameUi` and reaches a game through `GameKind::visit`.
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
}
