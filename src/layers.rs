//! The app's layers, bottom to top. A module imports only from its own
//! layer and those below it; this file's test reads the sources and fails
//! on any import from a layer above (README, "Layers").
//!
//! 1. **platform**: the browser (`platform`) and the list of games
//!    (`registry`): they import nothing of the app.
//! 2. **model**: seats, a game at the table (`session`), saves and their
//!    revisions (`save`, `revision`), the record against the bots
//!    (`record`): plain data, tested natively.
//! 3. **i18n**: every word, in four languages.
//! 4. **bot worker**: the worker's messages and its bridge (`worker`), the
//!    post-game review (`review`) and the benchmark (`bench`) it runs, and
//!    the pool of workers a Hard decision is searched by (`pool`).
//! 5. **play**: the games' contract (`games`: `GameKind`, `GameUi`), a game
//!    on screen (`live`), its bots (`bots`), its windows (`sync`) and pace
//!    (`pace`), the saved games (`store`), the screen shown (`nav`) and a
//!    "Learn to play" lesson's coach (`lesson`).
//! 6. **shell screens**: `ui`, generic over `GameUi`.
//! 7. **game views**: each game's folder, `games/<game>/`.
//! 8. **app**: `app`, `lib`, `main`.

/// Each layer's modules, bottom first (`games/*` stands for the folders).
#[cfg(test)]
const LAYERS: &[(&str, &[&str])] = &[
    ("platform", &["platform", "registry"]),
    ("model", &["seats", "session", "revision", "save", "record"]),
    ("i18n", &["i18n"]),
    ("bot worker", &["worker", "review", "bench", "pool"]),
    (
        "play",
        &[
            "games", "live", "bots", "sync", "pace", "store", "nav", "lesson",
        ],
    ),
    ("shell screens", &["ui"]),
    ("game views", &["games/*"]),
    ("app", &["app", "lib", "main", "layers"]),
];

#[cfg(test)]
mod tests {
    use std::path::{Path, PathBuf};

    use super::LAYERS;

    /// The layer of a module name (`games/*` for a game's folder).
    fn layer(module: &str) -> Option<usize> {
        LAYERS.iter().position(|(_, mods)| mods.contains(&module))
    }

    /// The module a source file belongs to.
    fn module_of(src: &Path, file: &Path) -> String {
        let rel = file.strip_prefix(src).unwrap();
        let parts: Vec<String> = rel
            .iter()
            .map(|p| p.to_string_lossy().trim_end_matches(".rs").to_string())
            .collect();
        match parts.as_slice() {
            [games, _folder, _, ..] if games == "games" => "games/*".into(),
            [first, ..] => first.clone(),
            [] => String::new(),
        }
    }

    fn files(dir: &Path, out: &mut Vec<PathBuf>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                files(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push(path);
            }
        }
    }

    /// The modules a file imports (`crate::name`), leaving out comments
    /// and its test module.
    fn imports(text: &str) -> Vec<String> {
        let code = text
            .split("#[cfg(test)]\nmod tests")
            .next()
            .unwrap_or("")
            .split("#[cfg(test)]\npub(crate) mod tests")
            .next()
            .unwrap_or("");
        let mut found = Vec::new();
        for line in code.lines().filter(|l| !l.trim_start().starts_with("//")) {
            for (i, _) in line.match_indices("crate::") {
                let rest = &line[i + "crate::".len()..];
                let name: String = rest
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                    .collect();
                let after = &rest[name.len()..];
                let folder: String = after
                    .strip_prefix("::")
                    .unwrap_or("")
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                    .collect();
                let is_folder = name == "games"
                    && !folder.is_empty()
                    && Path::new(env!("CARGO_MANIFEST_DIR"))
                        .join("src/games")
                        .join(&folder)
                        .is_dir();
                found.push(if is_folder { "games/*".into() } else { name });
            }
        }
        found
    }

    /// No module imports from a layer above its own; every module is in a
    /// layer.
    #[test]
    fn every_import_goes_down() {
        let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        let mut all = Vec::new();
        files(&src, &mut all);
        let mut wrong = Vec::new();
        for file in &all {
            let module = module_of(&src, file);
            let Some(own) = layer(&module) else {
                wrong.push(format!(
                    "{}: module {module} is in no layer",
                    file.display()
                ));
                continue;
            };
            let text = std::fs::read_to_string(file).unwrap();
            for import in imports(&text) {
                match layer(&import) {
                    Some(l) if l <= own => {}
                    Some(l) => wrong.push(format!(
                        "{}: {module} ({}) imports {import} ({})",
                        file.display(),
                        LAYERS[own].0,
                        LAYERS[l].0
                    )),
                    None if import == "show_panics_in_console" => {}
                    None => wrong.push(format!("{}: {import} is in no layer", file.display())),
                }
            }
        }
        assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    }

    /// The test finds what it is meant to find.
    #[test]
    fn the_import_reader_sees_code_not_comments_or_tests() {
        let text = "use crate::store::Store;\n// crate::ui is a comment\nfn f() { crate::games::dragon::x(); }\n#[cfg(test)]\nmod tests { use crate::app; }";
        let found = imports(text);
        assert_eq!(found, ["store", "games/*"]);
    }
}
