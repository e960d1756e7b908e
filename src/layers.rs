//! The app's layers, bottom to top. A module imports only from its own
//! layer and those below it; this file's tests read the sources and fail
//! on any import from a layer above (README, "Layers").
//!
//! 1. **platform**: the browser (`platform`), the list of games
//!    (`registry`) and the connection to other devices (`net`: codes,
//!    links, QR codes, carrying text): they import nothing of the app.
//! 2. **model**: seats, a game at the table (`session`), saves and their
//!    revisions (`save`, `revision`), the record against the bots
//!    (`record`), the device's settings (`settings`): plain data, tested
//!    natively.
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
//! Imports are read as paths: grouped ones (`use crate::{a, b::{c}}`) and
//! `super::` chains (inline modules' too) resolved, comments and test
//! modules left out. A game's folder imports no other game's, and the
//! shell screens name no rules crate (they are generic over `GameUi`).
//!
//! Inside a layer, too, imports go one way: a second test fails on any
//! circle between a layer's modules, a third on any circle between the
//! files of one folder (its `mod.rs`, which declares them, aside). Where a layer has several, they stand
//! in this order, bottom first; one module owns the work and calls down,
//! and those below take what they need as parameters or return what
//! happened, never naming the one above:
//!
//! - **bot worker**: `bench` ← `worker` ← `pool`, `review`. The worker
//!   owns its messages (`Ask` and `Reviewed` included) and runs every job: a
//!   move, a hint, a pool worker's root statistics, one reviewed decision
//!   (`worker::answer_review`, on `boardgame::review`). `pool` adds up the
//!   pool's answers; `review` makes the review's jobs and keeps the result.
//! - **model**: `seats` ← `session` ← `save`, `record`; `revision` and
//!   `settings` stand alone.
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
    (
        "model",
        &["seats", "session", "revision", "save", "record", "settings"],
    ),
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

    /// `src/` and every Rust file below it, sorted.
    fn app_files() -> (PathBuf, Vec<PathBuf>) {
        let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        let mut all = Vec::new();
        files(&src, &mut all);
        all.sort();
        (src, all)
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

    /// `text` without comments (line, block and doc comments; string
    /// literals kept, so a `//` inside one cuts nothing).
    fn without_comments(text: &str) -> String {
        let mut out = String::with_capacity(text.len());
        let mut chars = text.chars().peekable();
        let mut in_string = false;
        while let Some(c) = chars.next() {
            if in_string {
                out.push(c);
                match c {
                    '\\' => out.extend(chars.next()),
                    '"' => in_string = false,
                    _ => {}
                }
                continue;
            }
            match (c, chars.peek()) {
                ('"', _) => {
                    in_string = true;
                    out.push(c);
                }
                ('/', Some('/')) => while chars.next_if(|&n| n != '\n').is_some() {},
                ('/', Some('*')) => {
                    chars.next();
                    let mut last = ' ';
                    for n in chars.by_ref() {
                        if last == '*' && n == '/' {
                            break;
                        }
                        last = n;
                    }
                }
                _ => out.push(c),
            }
        }
        out
    }

    /// A file's code: comments and its test module left out.
    fn code_only(text: &str) -> String {
        let code = without_comments(text);
        code.split("#[cfg(test)]\nmod tests")
            .next()
            .unwrap_or("")
            .split("#[cfg(test)]\npub(crate) mod tests")
            .next()
            .unwrap_or("")
            .to_string()
    }

    /// The modules written inline in `code` (`mod name { … }`), outermost
    /// first, with the bytes they span.
    fn inline_modules(code: &str) -> Vec<(String, std::ops::Range<usize>)> {
        let bytes = code.as_bytes();
        let mut found = Vec::new();
        for (at, _) in code.match_indices("mod ") {
            if at > 0 && (bytes[at - 1].is_ascii_alphanumeric() || bytes[at - 1] == b'_') {
                continue;
            }
            let rest = &code[at + 4..];
            let name: String = rest
                .trim_start()
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect();
            let after = rest.trim_start()[name.len()..].trim_start();
            if name.is_empty() || !after.starts_with('{') {
                continue;
            }
            let open = code.len() - after.len();
            let mut depth = 0;
            let end = code[open..]
                .char_indices()
                .find_map(|(j, c)| {
                    match c {
                        '{' => depth += 1,
                        '}' => depth -= 1,
                        _ => {}
                    }
                    (depth == 0).then_some(open + j)
                })
                .unwrap_or(code.len());
            found.push((name, open..end));
        }
        found
    }

    /// The module path of a file below `src/` (`ui/guest.rs` is
    /// `["ui", "guest"]`, `games/mod.rs` is `["games"]`, `lib.rs` none).
    fn module_path(rel: &Path) -> Vec<String> {
        let mut parts: Vec<String> = rel
            .iter()
            .map(|p| p.to_string_lossy().trim_end_matches(".rs").to_string())
            .collect();
        if parts.last().is_some_and(|p| p == "mod") || parts == ["lib"] || parts == ["main"] {
            parts.pop();
        }
        parts
    }

    /// The paths (from the crate's root) a file's code names, for a file
    /// of module `module`: `crate::a::b`, every branch of a group
    /// (`crate::{a, b::{c, d}}`) and `super::` chains resolved, leaving
    /// out comments and the file's test module.
    fn paths(text: &str, module: &[String]) -> Vec<Vec<String>> {
        let code = code_only(text);
        let code = code.as_str();
        let inline = inline_modules(code);
        let bytes = code.as_bytes();
        let ident = |c: u8| c.is_ascii_alphanumeric() || c == b'_';
        let mut found = Vec::new();
        let mut i = 0;
        while i < code.len() {
            let rest = &code[i..];
            let starts = i == 0 || !(ident(bytes[i - 1]) || bytes[i - 1] == b':');
            let base: Option<(Vec<String>, usize)> = if !starts {
                None
            } else if rest.starts_with("crate::") {
                Some((Vec::new(), "crate::".len()))
            } else if rest.starts_with("super::") {
                let mut base = module.to_vec();
                base.extend(
                    inline
                        .iter()
                        .filter(|(_, range)| range.contains(&i))
                        .map(|(name, _)| name.clone()),
                );
                let mut at = 0;
                while rest[at..].starts_with("super::") {
                    base.pop();
                    at += "super::".len();
                }
                Some((base, at))
            } else {
                None
            };
            match base {
                Some((base, at)) => {
                    let mut out = Vec::new();
                    let used = tree(&rest[at..], base, &mut out);
                    found.extend(out);
                    i += at + used.max(1);
                }
                None => i += rest.chars().next().map_or(1, char::len_utf8),
            }
        }
        found
    }

    /// Reads a use tree at the start of `text` after `base`: a path, or a
    /// path then a group; its paths go to `out`. Returns the bytes read.
    fn tree(text: &str, mut base: Vec<String>, out: &mut Vec<Vec<String>>) -> usize {
        let mut at = 0;
        loop {
            let rest = &text[at..];
            let skip = rest.len() - rest.trim_start().len();
            at += skip;
            let rest = &text[at..];
            if let Some(group) = rest.strip_prefix('{') {
                at += 1;
                let mut inner = group;
                loop {
                    let used = tree(inner, base.clone(), out);
                    at += used;
                    inner = &inner[used..];
                    let trimmed = inner.trim_start();
                    at += inner.len() - trimmed.len();
                    inner = trimmed;
                    match inner.chars().next() {
                        Some(',') => {
                            at += 1;
                            inner = &inner[1..];
                        }
                        Some('}') => return at + 1,
                        _ => return at,
                    }
                }
            }
            let name: String = rest
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect();
            if name.is_empty() {
                if !base.is_empty() {
                    out.push(base);
                }
                return at;
            }
            at += name.len();
            if name != "self" {
                base.push(name);
            }
            match text[at..].strip_prefix("::") {
                Some(_) => at += 2,
                None => {
                    out.push(base);
                    return at;
                }
            }
        }
    }

    /// The module a path names, as the layers list them: its first part,
    /// `games/*` for a game's folder.
    fn top(path: &[String]) -> String {
        match path {
            [games, folder, ..] if games == "games" && is_folder(folder) => "games/*".into(),
            [first, ..] => first.clone(),
            [] => String::new(),
        }
    }

    fn is_folder(name: &str) -> bool {
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("src/games")
            .join(name)
            .is_dir()
    }

    /// The modules a file of module `module` imports.
    fn imports(text: &str, module: &[String]) -> Vec<String> {
        paths(text, module)
            .iter()
            .map(|p| top(p))
            .filter(|m| !m.is_empty())
            .collect()
    }

    /// The rules crates (the registry's `=> ::crate::GameState`).
    fn game_crates() -> Vec<String> {
        let registry =
            std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("src/registry.rs"))
                .unwrap();
        registry
            .split("=> ::")
            .skip(1)
            .filter_map(|rest| rest.split("::").next())
            .map(String::from)
            .collect()
    }

    /// The rules crates a file's code names by their own name (`dragon::`,
    /// `::china::`), comments and its test module left out.
    fn crates_named(text: &str, crates: &[String]) -> Vec<String> {
        let code = code_only(text);
        let bytes = code.as_bytes();
        let mut found = Vec::new();
        for name in crates {
            for (at, _) in code.match_indices(&format!("{name}::")) {
                let before = &bytes[..at];
                let own = match before {
                    [.., b':', b':', c] | [.., c] if c.is_ascii_alphanumeric() || *c == b'_' => {
                        false
                    }
                    [.., c, b':', b':'] => !(c.is_ascii_alphanumeric() || *c == b'_'),
                    _ => true,
                };
                if own && !found.contains(name) {
                    found.push(name.clone());
                }
            }
        }
        found
    }

    /// The game folder of a module path (`games/<folder>/…`).
    fn folder_of(module: &[String]) -> Option<&str> {
        match module {
            [games, folder, ..] if games == "games" && is_folder(folder) => Some(folder),
            _ => None,
        }
    }

    /// Every import of the app's code: (file, its module, the module it
    /// imports).
    fn all_imports() -> Vec<(PathBuf, String, String)> {
        let (src, all) = app_files();
        let mut found = Vec::new();
        for file in all {
            let module = module_of(&src, &file);
            let path = module_path(file.strip_prefix(&src).unwrap());
            let text = code_of(&file);
            for import in imports(&text, &path) {
                found.push((file.clone(), module.clone(), import));
            }
        }
        found
    }

    /// What is wrong with one file's imports: a layer above its own, a
    /// module in no layer, another game's folder, a rules crate named
    /// from the shell screens.
    fn wrong_imports(file: &str, module: &str, path: &[String], text: &str) -> Vec<String> {
        let mut wrong = Vec::new();
        let Some(own) = layer(module) else {
            return vec![format!("{file}: module {module} is in no layer")];
        };
        for import in paths(text, path) {
            let name = top(&import);
            match layer(&name) {
                Some(l) if l <= own => {}
                Some(l) => wrong.push(format!(
                    "{file}: {module} ({}) imports {name} ({})",
                    LAYERS[own].0, LAYERS[l].0
                )),
                None if name == "show_panics_in_console" => {}
                None => wrong.push(format!(
                    "{file}: {} ({name}) is in no layer",
                    import.join("::")
                )),
            }
            if let (Some(mine), Some(theirs)) = (folder_of(path), folder_of(&import))
                && mine != theirs
            {
                wrong.push(format!(
                    "{file}: games/{mine} imports games/{theirs}: a game's folder uses no other game's"
                ));
            }
        }
        if module == "ui" {
            for name in crates_named(text, &game_crates()) {
                wrong.push(format!(
                    "{file}: the shell screens name the rules crate {name}: they are generic over GameUi"
                ));
            }
        }
        wrong
    }

    /// No module imports from a layer above its own; every module is in a
    /// layer; a game's folder imports no other game's; the shell screens
    /// name no rules crate.
    #[test]
    fn every_import_goes_down() {
        let (src, all) = app_files();
        let mut wrong = Vec::new();
        for file in &all {
            let rel = file.strip_prefix(&src).unwrap();
            wrong.extend(wrong_imports(
                &rel.display().to_string(),
                &module_of(&src, file),
                &module_path(rel),
                &code_of(file),
            ));
        }
        assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    }

    /// The file a path names, if one of `files` (paths below `src/`
    /// without `.rs`, a folder's `mod` included): the longest prefix.
    fn file_of(path: &[String], files: &[Vec<String>]) -> Option<Vec<String>> {
        (1..=path.len()).rev().find_map(|n| {
            let prefix = &path[..n];
            files.iter().find(|f| module_path_of(f) == prefix).cloned()
        })
    }

    fn module_path_of(file: &[String]) -> &[String] {
        match file {
            [rest @ .., last] if last == "mod" => rest,
            _ => file,
        }
    }

    /// The imports between files of one folder (each file a module of its
    /// own, the folder's `mod.rs` left out: it declares and re-exports the
    /// others): (folder, from, to) by file name.
    fn sibling_edges(sources: &[(Vec<String>, String)]) -> Vec<(String, String, String)> {
        let files: Vec<Vec<String>> = sources.iter().map(|(f, _)| f.clone()).collect();
        let mut edges = Vec::new();
        for (file, text) in sources {
            let Some((name, folder)) = file.split_last() else {
                continue;
            };
            if name == "mod" || name == "tests" || name.ends_with("_tests") {
                continue;
            }
            for path in paths(text, module_path_of(file)) {
                let Some(target) = file_of(&path, &files) else {
                    continue;
                };
                if let Some((to, there)) = target.split_last()
                    && there == folder
                    && to != "mod"
                    && to != name
                {
                    edges.push((folder.join("/"), name.clone(), to.clone()));
                }
            }
        }
        edges
    }

    /// No circle between the files of one folder (`ui/guest.rs` importing
    /// `ui/table.rs` and back): each file stands on those it imports.
    #[test]
    fn no_circle_between_the_files_of_a_folder() {
        let (src, all) = app_files();
        let sources: Vec<(Vec<String>, String)> = all
            .iter()
            .map(|f| {
                let rel = f.strip_prefix(&src).unwrap();
                let parts = rel
                    .iter()
                    .map(|p| p.to_string_lossy().trim_end_matches(".rs").to_string())
                    .collect();
                (parts, code_of(f))
            })
            .collect();
        let found = folder_circles(&sources);
        // Issue 44's first item takes the guest's protocol out of the UI and
        // ends this one (another change): remove the line with it.
        // None left: the table's screens (ui/host_panel.rs, ui/join.rs)
        // import neither each other nor the protocol (issue 44).
        const TOLERATED: &[&str] = &[];
        for known in TOLERATED {
            assert!(
                found.iter().any(|f| f == known),
                "no longer found, so no longer tolerated: remove it from TOLERATED: {known}"
            );
        }
        let wrong: Vec<&String> = found
            .iter()
            .filter(|f| !TOLERATED.contains(&f.as_str()))
            .collect();
        assert!(
            wrong.is_empty(),
            "{}",
            wrong
                .iter()
                .map(|w| w.as_str())
                .collect::<Vec<_>>()
                .join("\n")
        );
    }

    fn folder_circles(sources: &[(Vec<String>, String)]) -> Vec<String> {
        let edges = sibling_edges(sources);
        let mut folders: Vec<&String> = edges.iter().map(|(d, _, _)| d).collect();
        folders.sort();
        folders.dedup();
        let mut wrong = Vec::new();
        for folder in folders {
            let inside: Vec<(String, String)> = edges
                .iter()
                .filter(|(d, _, _)| d == folder)
                .map(|(_, a, b)| (a.clone(), b.clone()))
                .collect();
            for (_, cycle) in circles(&inside) {
                wrong.push(format!(
                    "a circle between the files of src/{folder}/: {}",
                    cycle.join(" → ")
                ));
            }
        }
        wrong
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

    fn module(parts: &[&str]) -> Vec<String> {
        parts.iter().map(|p| p.to_string()).collect()
    }

    /// The import reader sees code, not comments (a trailing one, a block
    /// one, a doc one) or tests.
    #[test]
    fn the_import_reader_sees_code_not_comments_or_tests() {
        let text = "use crate::store::Store;\n// crate::ui is a comment\nfn f() { crate::games::dragon::x(); } // see crate::app\n/* crate::app */ /// crate::app\nconst A: &str = \"// not a comment\"; use crate::i18n::t;\n#[cfg(test)]\nmod tests { use crate::app; }";
        let found = imports(text, &module(&["store"]));
        assert_eq!(found, ["store", "games/*", "i18n"]);
        let comment = "//! Started by crate::app.\nfn f() {} // crate::app\n";
        assert!(wrong_imports("model.rs", "session", &module(&["session"]), comment).is_empty());
        assert!(is_tests(Path::new("src/i18n/tests.rs")));
        assert!(is_tests(Path::new(
            "src/games/dschingis_khan/words_tests.rs"
        )));
        assert!(!is_tests(Path::new("src/games/dschingis_khan/words.rs")));
    }

    /// Planted: a grouped `use crate::{…}`, a `super::super::` path, a
    /// game's folder importing another's, a rules crate named from `ui/`;
    /// each is read and fails the layers.
    #[test]
    fn planted_imports_fail() {
        let grouped =
            "use crate::{\n    store::Store,\n    games::{self, GameUi},\n    app::App,\n};";
        assert_eq!(
            imports(grouped, &module(&["ui", "home"])),
            ["store", "games", "games", "app"]
        );
        let wrong = wrong_imports("ui/home.rs", "ui", &module(&["ui", "home"]), grouped);
        assert_eq!(wrong, ["ui/home.rs: ui (shell screens) imports app (app)"]);

        let dragon = module(&["games", "dragon", "board"]);
        let up = "use super::super::super::app::App;\nuse super::text::tr;";
        assert_eq!(
            paths(up, &dragon),
            [
                module(&["app", "App"]),
                module(&["games", "dragon", "text", "tr"])
            ]
        );
        let wrong = wrong_imports("games/dragon/board.rs", "games/*", &dragon, up);
        assert_eq!(
            wrong,
            ["games/dragon/board.rs: games/* (game views) imports app (app)"]
        );

        let other = "use crate::games::china::text::tr;\nuse super::super::china::Spot;";
        let wrong = wrong_imports("games/dragon/board.rs", "games/*", &dragon, other);
        assert_eq!(wrong.len(), 2, "{wrong:?}");
        assert!(
            wrong
                .iter()
                .all(|w| w.contains("games/dragon imports games/china"))
        );

        let named = "use dragon::GameState;\nfn f() { ::china::x(); crate::games::dragon::y(); }";
        let wrong = wrong_imports("ui/play.rs", "ui", &module(&["ui", "play"]), named);
        assert_eq!(
            wrong,
            [
                "ui/play.rs: ui (shell screens) imports games/* (game views)",
                "ui/play.rs: the shell screens name the rules crate dragon: they are generic over GameUi",
                "ui/play.rs: the shell screens name the rules crate china: they are generic over GameUi",
            ]
        );
        // `super::` inside a module written inline names that module's parent.
        let inner = "mod pool {\n    use super::{BotWorker, Reply};\n}\nuse super::app::App;";
        assert_eq!(
            paths(inner, &module(&["worker"])),
            [
                module(&["worker", "BotWorker"]),
                module(&["worker", "Reply"]),
                module(&["app", "App"])
            ]
        );
    }

    /// Planted: two files of one folder importing each other fail; a
    /// folder's `mod.rs` re-exporting its files and they using it do not.
    #[test]
    fn a_planted_circle_between_files_fails() {
        let file = |parts: &[&str], text: &str| (module(parts), text.to_string());
        let clean = [
            file(
                &["ui", "mod"],
                "pub mod guest;\npub mod table;\npub use guest::Guest;",
            ),
            file(
                &["ui", "guest"],
                "use super::table::Seats;\nuse super::Guest;",
            ),
            file(&["ui", "table"], "use crate::ui::Guest;"),
        ];
        assert!(folder_circles(&clean).is_empty());
        let mut planted = clean.to_vec();
        planted[2] = file(&["ui", "table"], "use crate::ui::{guest::Join, Guest};");
        assert_eq!(
            folder_circles(&planted),
            ["a circle between the files of src/ui/: guest → table → guest"]
        );
    }
}
