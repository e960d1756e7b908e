//! The app's layers, bottom to top. A module imports only from its own
//! layer and those below it; this file's tests read the sources and fail
//! on any import from a layer above (README, "Layers").
//!
//! 1. **platform**: the browser (`platform`), the list of games
//!    (`registry`) and the connection to other devices (`net`: codes,
//!    links, QR codes, carrying text): they import nothing of the app.
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
//! 8. **app**: `app`, `lib`, `main` and the bot worker's `main`, `bin/bots`.
//!
//! Inside a layer, too, imports go one way: a second test fails on any
//! circle between a layer's modules. Where a layer has several, they stand
//! in this order, bottom first; one module owns the work and calls down,
//! and those below take what they need as parameters or return what
//! happened, never naming the one above:
//!
//! - **bot worker**: `bench` ← `worker` ← `pool`, `review`. The worker
//!   owns its messages (`Ask` and `Reviewed` included) and runs every job: a
//!   move, a hint, a pool worker's root statistics, one reviewed decision
//!   (`worker::answer_review`, on `boardgame::review`). `pool` adds up the
//!   pool's answers; `review` makes the review's jobs and keeps the result.
//! - **model**: `seats` ← `session` ← `save`, `record`; `revision` stands
//!   alone.
//! - **play**: `games` ← `store` ← `sync`; `games` ← `pace` ← `bots`,
//!   `lesson`; `games` ← `tips`; all of them ← `live` ← `nav`.
//!   - `games` is the contract, with what a board is given (`Board`,
//!     `Mark`, and `Playing`: the live game as a board sees it, made by
//!     `live`).
//!   - `store` holds the saved games (their summaries from `games`).
//!   - `sync` keeps a game in step with its save: it takes the game as a
//!     `sync::Page` (session, what it last read, a `replaced` call back).
//!   - `pace` says how fast bots play; `bots` takes the session, the
//!     generation and where a hint goes; `lesson` takes the session and the
//!     generation; `tips` takes the session and follows its record.
//!   - `live` owns a game on screen: it makes its board, starts `sync` and
//!     `bots` or the `lesson`, and implements `sync::Page`.
//!   - `nav`, the screen shown, starts games and lessons into `store`.

/// Each layer's modules, bottom first (`games/*` stands for the folders).
#[cfg(test)]
const LAYERS: &[(&str, &[&str])] = &[
    ("platform", &["platform", "registry", "net"]),
    ("model", &["seats", "session", "revision", "save", "record"]),
    ("i18n", &["i18n"]),
    ("bot worker", &["bench", "worker", "pool", "review"]),
    (
        "play",
        &[
            "games", "store", "sync", "pace", "bots", "lesson", "tips", "live", "devices", "nav",
        ],
    ),
    ("shell screens", &["ui"]),
    ("game views", &["games/*"]),
    ("app", &["app", "lib", "main", "bin", "layers"]),
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

    /// A file of tests only (`tests.rs`, `*_tests.rs`, declared under
    /// `#[cfg(test)]`): its imports do not count, as a test module's.
    fn is_tests(file: &Path) -> bool {
        file.file_stem()
            .is_some_and(|s| s == "tests" || s.to_string_lossy().ends_with("_tests"))
    }

    /// The code of a file whose imports count (none for a file of tests).
    fn code_of(file: &Path) -> String {
        match is_tests(file) {
            true => String::new(),
            false => std::fs::read_to_string(file).unwrap(),
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

    /// Every import of the app's code: (file, its module, the module it
    /// imports).
    fn all_imports() -> Vec<(PathBuf, String, String)> {
        let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        let mut all = Vec::new();
        files(&src, &mut all);
        all.sort();
        let mut found = Vec::new();
        for file in all {
            let module = module_of(&src, &file);
            let text = code_of(&file);
            for import in imports(&text) {
                found.push((file.clone(), module.clone(), import));
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
            let text = code_of(file);
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

    /// The circles of an import graph (`from`, `to` edges; a module
    /// importing itself is no circle): each strongly connected component of
    /// more than one module, as its modules (sorted) and the shortest cycle
    /// through the first of them (in import order, the first again at the
    /// end).
    fn circles(edges: &[(String, String)]) -> Vec<(Vec<String>, Vec<String>)> {
        let mut nodes: Vec<&str> = edges
            .iter()
            .flat_map(|(a, b)| [a.as_str(), b.as_str()])
            .collect();
        nodes.sort();
        nodes.dedup();
        let index = |m: &str| nodes.binary_search(&m).unwrap();
        let mut next = vec![Vec::new(); nodes.len()];
        for (a, b) in edges.iter().filter(|(a, b)| a != b) {
            next[index(a)].push(index(b));
        }
        for n in &mut next {
            n.sort();
            n.dedup();
        }
        // Tarjan's strongly connected components.
        struct Tarjan<'a> {
            next: &'a [Vec<usize>],
            order: Vec<Option<usize>>,
            low: Vec<usize>,
            stack: Vec<usize>,
            on_stack: Vec<bool>,
            count: usize,
            components: Vec<Vec<usize>>,
        }
        impl Tarjan<'_> {
            fn visit(&mut self, v: usize) {
                self.order[v] = Some(self.count);
                self.low[v] = self.count;
                self.count += 1;
                self.stack.push(v);
                self.on_stack[v] = true;
                for &w in self.next[v].iter() {
                    match self.order[w] {
                        None => {
                            self.visit(w);
                            self.low[v] = self.low[v].min(self.low[w]);
                        }
                        Some(o) if self.on_stack[w] => self.low[v] = self.low[v].min(o),
                        Some(_) => {}
                    }
                }
                if Some(self.low[v]) == self.order[v] {
                    let mut component = Vec::new();
                    while let Some(w) = self.stack.pop() {
                        self.on_stack[w] = false;
                        component.push(w);
                        if w == v {
                            break;
                        }
                    }
                    self.components.push(component);
                }
            }
        }
        let mut t = Tarjan {
            next: &next,
            order: vec![None; nodes.len()],
            low: vec![0; nodes.len()],
            stack: Vec::new(),
            on_stack: vec![false; nodes.len()],
            count: 0,
            components: Vec::new(),
        };
        for v in 0..nodes.len() {
            if t.order[v].is_none() {
                t.visit(v);
            }
        }
        let mut found = Vec::new();
        for component in t.components.iter().filter(|c| c.len() > 1) {
            // The shortest way from the component's first module back to
            // itself (breadth first, inside the component).
            let start = *component.iter().min().unwrap();
            let mut came_from = vec![None; nodes.len()];
            let mut queue = std::collections::VecDeque::from([start]);
            'search: while let Some(v) = queue.pop_front() {
                for &w in &next[v] {
                    if !component.contains(&w) {
                        continue;
                    }
                    if w == start {
                        came_from[start] = Some(v);
                        break 'search;
                    }
                    if came_from[w].is_none() {
                        came_from[w] = Some(v);
                        queue.push_back(w);
                    }
                }
            }
            let mut cycle = vec![start];
            let mut at = came_from[start].unwrap();
            while at != start {
                cycle.push(at);
                at = came_from[at].unwrap();
            }
            cycle.push(start);
            cycle.reverse();
            let name = |v: &usize| nodes[*v].to_string();
            let mut members: Vec<String> = component.iter().map(name).collect();
            members.sort();
            found.push((members, cycle.iter().map(name).collect()));
        }
        found
    }

    /// No circle of imports inside a layer: its modules have an order in
    /// which each imports only those before it (the doc comment above
    /// names it).
    #[test]
    fn no_circle_inside_a_layer() {
        let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        let found = all_imports();
        let mut wrong = Vec::new();
        for (name, _) in LAYERS {
            let inside: Vec<&(PathBuf, String, String)> = found
                .iter()
                .filter(|(_, m, i)| {
                    layer(m).is_some_and(|l| LAYERS[l].0 == *name) && layer(m) == layer(i)
                })
                .collect();
            let edges: Vec<(String, String)> = inside
                .iter()
                .map(|(_, m, i)| (m.clone(), i.clone()))
                .collect();
            for (members, cycle) in circles(&edges) {
                // Each step with the file that takes it.
                let steps: Vec<String> = cycle
                    .windows(2)
                    .map(|w| {
                        let (file, _, _) = inside
                            .iter()
                            .find(|(_, m, i)| (m, i) == (&w[0], &w[1]))
                            .unwrap();
                        let file = file.strip_prefix(&src).unwrap_or(file);
                        format!("    {} imports {} ({})", w[0], w[1], file.display())
                    })
                    .collect();
                wrong.push(format!(
                    "a circle in the {name} layer, among {}: {}\n{}",
                    members.join(", "),
                    cycle.join(" → "),
                    steps.join("\n")
                ));
            }
        }
        assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    }

    /// The circle finder finds a planted circle, names it, and passes a
    /// graph without one (self-imports included).
    #[test]
    fn the_circle_finder_finds_a_planted_circle() {
        let edges = |pairs: &[(&str, &str)]| -> Vec<(String, String)> {
            pairs
                .iter()
                .map(|(a, b)| (a.to_string(), b.to_string()))
                .collect()
        };
        let clean = edges(&[
            ("live", "bots"),
            ("live", "sync"),
            ("sync", "store"),
            ("bots", "games"),
            ("store", "games"),
            ("games", "games"),
        ]);
        assert!(circles(&clean).is_empty());
        let cycles = |found: Vec<(Vec<String>, Vec<String>)>| -> Vec<Vec<String>> {
            found.into_iter().map(|(_, cycle)| cycle).collect()
        };
        let mut planted = clean.clone();
        planted.push(("games".into(), "live".into()));
        planted.push(("worker".into(), "review".into()));
        planted.push(("review".into(), "worker".into()));
        assert_eq!(
            cycles(circles(&planted)),
            [
                vec!["bots", "games", "live", "bots"],
                vec!["review", "worker", "review"],
            ]
        );
        assert_eq!(
            circles(&planted)[0].0,
            ["bots", "games", "live", "store", "sync"]
        );
    }

    /// The test finds what it is meant to find.
    #[test]
    fn the_import_reader_sees_code_not_comments_or_tests() {
        let text = "use crate::store::Store;\n// crate::ui is a comment\nfn f() { crate::games::dragon::x(); }\n#[cfg(test)]\nmod tests { use crate::app; }";
        let found = imports(text);
        assert_eq!(found, ["store", "games/*"]);
        assert!(is_tests(Path::new("src/i18n/tests.rs")));
        assert!(is_tests(Path::new(
            "src/games/dschingis_khan/words_tests.rs"
        )));
        assert!(!is_tests(Path::new("src/games/dschingis_khan/words.rs")));
    }
}
