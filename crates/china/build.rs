//! Writes the board of `data/china-board.json` (the spec's §17) as Rust
//! statics, `$OUT_DIR/board_data.rs`, in the shape of `board.rs`'s
//! `BoardData` records: the crate reads its board without parsing JSON at
//! run time (no JSON parser for it and no JSON text in the browser's wasm),
//! as the Dschingis Khan crate does. A test checks the statics against the
//! JSON, field by field.

include!("../boardgame/src/codegen.rs");

fn main() {
    let b = board_json("data/china-board.json");
    let card_colours = named(&b["card_colours"], |c| {
        format!(
            "CardColourData {{ provinces: &{}, cards: {}, hex: {} }}",
            strs(&c["provinces"]),
            int(&c["cards"]),
            string(&c["hex"]),
        )
    });
    let sides = named(&b["sides"], |s| {
        format!(
            "SideData {{ name: {}, players: &{}, site_count: {}, road_count: {}, sites_per_province: {} }}",
            string(&s["name"]),
            ints(&s["players"]),
            int(&s["site_count"]),
            int(&s["road_count"]),
            named(&s["sites_per_province"], int),
        )
    });
    let provinces = records(&b["provinces"], |p| {
        format!(
            "ProvinceData {{ id: {}, name: {}, colour: {}, size: {}, sites: {}, neighbours: &{}, dragon: {}, centroid: {}, polygon: &{} }}",
            string(&p["id"]),
            string(&p["name"]),
            string(&p["colour"]),
            named(&p["size"], int),
            named(&p["sites"], |s| format!("&{}", strs(s))),
            strs(&p["neighbours"]),
            floats(&p["dragon"]),
            floats(&p["centroid"]),
            points(&p["polygon"]),
        )
    });
    let alliances = records(&b["alliances"], |a| {
        format!(
            "AllianceData {{ number: {}, provinces: {}, border: &{}, label: {} }}",
            int(&a["number"]),
            strs(&a["provinces"]),
            points(&a["border"]),
            floats(&a["label"]),
        )
    });
    let sites = records(&b["sites"], |s| {
        format!(
            "SiteData {{ id: {}, province: {}, x: {}, y: {}, sides: &{} }}",
            string(&s["id"]),
            string(&s["province"]),
            float(&s["x"]),
            float(&s["y"]),
            strs(&s["sides"]),
        )
    });
    let roads = records(&b["roads"], |r| {
        format!(
            "RoadData {{ id: {}, a: {}, b: {}, sides: &{}, cross_border: {} }}",
            string(&r["id"]),
            string(&r["a"]),
            string(&r["b"]),
            strs(&r["sides"]),
            r["cross_border"].as_bool().expect("cross_border"),
        )
    });
    let c = &b["counts"];
    let counts = format!(
        "CountsData {{ provinces: {}, alliances: {}, house_sites: {}, roads: {}, road_records: {}, site_records: {} }}",
        int(&c["provinces"]),
        int(&c["alliances"]),
        named(&c["house_sites"], int),
        named(&c["roads"], int),
        int(&c["road_records"]),
        int(&c["site_records"]),
    );
    let out = format!(
        "// Written by build.rs from data/china-board.json.\n\
         static DATA: BoardData = BoardData {{\n\
         game: {},\nboard_version: {},\nnote: {},\nview_box: {},\nmap_rect: {},\n\
         card_colours: {card_colours},\nsides: {sides},\nprovinces: &{provinces},\n\
         alliances: &{alliances},\nsites: &{sites},\nroads: &{roads},\ncounts: {counts},\n}};\n",
        string(&b["game"]),
        int(&b["board_version"]),
        string(&b["note"]),
        floats(&b["viewBox"]),
        floats(&b["map_rect"]),
    );
    write_board_data(out);
}

/// A list of records, one a line.
fn records(v: &Value, record: impl Fn(&Value) -> String) -> String {
    let items: Vec<String> = list(v).iter().map(record).collect();
    format!("[\n{}\n]", items.join(",\n"))
}

/// An object's entries, as `Named`.
fn named(v: &Value, value: impl Fn(&Value) -> String) -> String {
    let entries: Vec<String> = v
        .as_object()
        .expect("an object")
        .iter()
        .map(|(k, x)| format!("({k:?}, {})", value(x)))
        .collect();
    format!("Named(&[{}])", entries.join(", "))
}

fn ints(v: &Value) -> String {
    each(v, int)
}

/// Exactly the `f64` serde_json reads, written by its bits.
fn float(v: &Value) -> String {
    format!(
        "f64::from_bits({:#x})",
        v.as_f64().expect("a number").to_bits()
    )
}

fn floats(v: &Value) -> String {
    each(v, float)
}

fn points(v: &Value) -> String {
    each(v, floats)
}
