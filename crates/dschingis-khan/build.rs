//! Writes the board of `data/board.json` (the spec's §16) as Rust statics,
//! `$OUT_DIR/board_data.rs`, in the shape of `board.rs`'s `Raw*` records: the
//! crate reads its board without parsing JSON at run time (no JSON parser
//! and no JSON text in the browser's wasm). The tables derived from it are
//! built by `Board::load` as before.

use std::fmt::Write;

include!("../boardgame/src/codegen.rs");

fn main() {
    let board = board_json("data/board.json");
    let mut out = String::from("// Written by build.rs from data/board.json.\n");
    let _ = writeln!(
        out,
        "static RAW: RawBoard = RawBoard {{ view_box: {}, red_towers: {}, great_wall_start: &{}, villages: &[",
        floats(&board["viewBox"]),
        strs(&board["red_towers"]),
        strs(&board["great_wall_start"]),
    );
    for v in list(&board["villages"]) {
        let polygon: Vec<String> = list(&v["polygon"]).iter().map(floats).collect();
        let _ = writeln!(
            out,
            "RawVillage {{ id: {}, row: {}, col: {}, x: {}, y: {}, neighbours: &{}, slots: &{}, polygon: &[{}] }},",
            string(&v["id"]),
            int(&v["row"]),
            int(&v["col"]),
            float(&v["x"]),
            float(&v["y"]),
            strs(&v["neighbours"]),
            strs(&v["slots"]),
            polygon.join(", "),
        );
    }
    out.push_str("], towers: &[\n");
    for t in list(&board["towers"]) {
        let edge = match t.get("edge").and_then(Value::as_str) {
            None => "None".to_string(),
            Some("west") => "Some(Edge::West)".to_string(),
            Some("east") => "Some(Edge::East)".to_string(),
            Some(other) => panic!("unknown edge {other}"),
        };
        let _ = writeln!(
            out,
            "RawTower {{ id: {}, x: {}, y: {}, edge: {edge}, red: {}, slots: &{} }},",
            string(&t["id"]),
            float(&t["x"]),
            float(&t["y"]),
            t["red"].as_bool().expect("red"),
            strs(&t["slots"]),
        );
    }
    out.push_str("], slots: &[\n");
    for s in list(&board["slots"]) {
        let _ = writeln!(
            out,
            "RawSlot {{ id: {}, towers: {}, villages: {}, orientation: {}, initial_wall: {} }},",
            string(&s["id"]),
            strs(&s["towers"]),
            strs(&s["villages"]),
            string(&s["orientation"]),
            s["initial_wall"].as_bool().expect("initial_wall"),
        );
    }
    out.push_str("], roads: &[\n");
    for r in list(&board["roads"]) {
        let slot = match r.get("slot") {
            None | Some(Value::Null) => "None".to_string(),
            Some(s) => format!("Some({})", string(s)),
        };
        let _ = writeln!(
            out,
            "RawRoad {{ villages: {}, slot: {slot} }},",
            strs(&r["villages"])
        );
    }
    out.push_str("] };\n");
    write_board_data(out);
}

/// Exactly the `f32` serde_json would give (the number read as `f64`, then
/// cast), written by its bits.
fn float(v: &Value) -> String {
    let x = v.as_f64().expect("a number") as f32;
    format!("f32::from_bits({:#x})", x.to_bits())
}

fn floats(v: &Value) -> String {
    each(v, float)
}
