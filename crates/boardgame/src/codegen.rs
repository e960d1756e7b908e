// The JSON-to-Rust-literal helpers of the games' build scripts, which write
// their board data as Rust statics (no JSON parser in the browser's wasm).
// The build scripts `include!` this file (a build script cannot depend on
// the crate it builds, and making this crate a build dependency would build
// it twice), so it holds no inner doc comment; `lib.rs` documents it.

use serde_json::Value;

/// The board data at `path` (from the crate's folder), parsed; Cargo runs
/// the script again when it, the script or this file changes.
pub fn board_json(path: &str) -> Value {
    println!("cargo:rerun-if-changed={path}");
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=../boardgame/src/codegen.rs");
    let text = std::fs::read_to_string(path).expect(path);
    serde_json::from_str(&text).expect("the board data parses")
}

/// Writes the statics to `$OUT_DIR/board_data.rs`, which the crate includes.
pub fn write_board_data(statics: String) {
    let path =
        std::path::Path::new(&std::env::var("OUT_DIR").expect("OUT_DIR")).join("board_data.rs");
    std::fs::write(path, statics).expect("board_data.rs written");
}

/// The items of a JSON list.
pub fn list(v: &Value) -> &Vec<Value> {
    v.as_array().expect("a list")
}

/// A Rust array literal of the list's items, each written by `item`.
pub fn each(v: &Value, item: impl Fn(&Value) -> String) -> String {
    let items: Vec<String> = list(v).iter().map(item).collect();
    format!("[{}]", items.join(", "))
}

/// A string literal.
pub fn string(v: &Value) -> String {
    format!("{:?}", v.as_str().expect("a string"))
}

/// An array literal of strings.
pub fn strs(v: &Value) -> String {
    each(v, string)
}

/// A whole number.
pub fn int(v: &Value) -> String {
    v.as_u64().expect("a whole number").to_string()
}
