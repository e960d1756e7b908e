//! The store's tests: saves, revisions, the record, import and export.

use super::*;
use crate::save::Stamp;
use crate::save::tests::FORMAT_1;
use crate::seats::resize;
use crate::session::Session;
use boardgame::Game;

type Dragon = dragon::GameState;

/// A Dragon game of id `id` after `moves` first-legal actions, saved as
/// revision `rev`.
fn save_of(id: &str, moves: usize, rev: u64) -> String {
    let mut seats = Vec::new();
    resize(&mut seats, 3);
    let options = dragon::Options::new(3);
    let mut s = Session::<Dragon>::start(id.into(), seats, 500, options, 5, 1.0).unwrap();
    for _ in 0..moves {
        let action = s.state.legal()[0];
        s.play(action).unwrap();
    }
    crate::save::encode(&s, Stamp { updated: 2.0, rev })
}

/// A game that went another way than `save_of` after `common` moves.
fn other_save_of(id: &str, common: usize, moves: usize, rev: u64) -> String {
    let mut value: serde_json::Value = serde_json::from_str(&save_of(id, common, rev)).unwrap();
    let record: boardgame::Record<Dragon> =
        serde_json::from_value(value["record"].clone()).unwrap();
    let mut state = record.replay().unwrap();
    let mut actions = record.actions.clone();
    for i in common..moves {
        let legal = state.legal();
        // The last legal action where `save_of` takes the first.
        let action = if i == common {
            *legal.last().unwrap()
        } else {
            legal[0]
        };
        state.apply(action).unwrap();
        actions.push(action);
    }
    value["record"]["actions"] = serde_json::to_value(actions).unwrap();
    value.to_string()
}

/// A reactive owner, set as the current one, for the store's signals
/// (kept alive for the test by its binding).
fn owner() -> Owner {
    let owner = Owner::new();
    owner.set();
    owner
}

fn fresh_store() -> Store {
    platform::memory_storage();
    Store::load()
}

#[test]
fn a_page_writes_only_over_the_revision_it_read() {
    let _owner = owner();
    let store = fresh_store();
    store.put("g", save_of("g", 2, 1));
    assert_eq!(store.save("g", save_of("g", 4, 2), 1), Saved::Written);
    // Another page of the browser plays on to revision 3.
    let theirs = save_of("g", 9, 3);
    platform::memory_storage_set_raw(&key_for("g"), &theirs);
    // This page, still at revision 2, may not write its position.
    let mine = save_of("g", 5, 3);
    assert_eq!(store.save("g", mine, 2), Saved::Stale(theirs.clone()));
    assert_eq!(platform::storage_get(&key_for("g")), Some(theirs.clone()));
    let listed = store.find("g").unwrap();
    assert_eq!(listed.raw, theirs, "the list shows the newer game");
    assert_eq!(listed.summary.unwrap().moves, 9);
    // Having read revision 3, it may write 4.
    assert_eq!(store.save("g", save_of("g", 10, 4), 3), Saved::Written);
    assert_eq!(revision::rev_of(&store.find("g").unwrap().raw), 4);
}

#[test]
fn another_pages_changes_are_read_again() {
    let _owner = owner();
    let store = fresh_store();
    store.put("a", save_of("a", 1, 1));
    platform::memory_storage_set_raw(&key_for("b"), &save_of("b", 3, 1));
    platform::memory_storage_set_raw(&key_for("a"), &save_of("a", 6, 2));
    store.refresh(Some(&key_for("a")));
    store.refresh(Some(&key_for("b")));
    assert_eq!(store.find("a").unwrap().summary.unwrap().moves, 6);
    assert_eq!(store.find("b").unwrap().summary.unwrap().moves, 3);
    platform::storage_delete(&key_for("a"));
    store.refresh(Some(&key_for("a")));
    assert!(store.find("a").is_none());
    // A cleared storage (no key) reads everything again.
    platform::memory_storage_set_raw(&key_for("c"), &save_of("c", 2, 1));
    store.refresh(None);
    let ids: Vec<String> = store
        .entries
        .with_untracked(|e| e.iter().filter_map(|e| e.id().map(String::from)).collect());
    assert_eq!(ids.len(), 2);
    assert!(ids.contains(&"b".to_string()) && ids.contains(&"c".to_string()));
}

/// Export all, then import into another browser and back: merged by
/// id, the newer revision winning, nothing overwritten without a copy.
#[test]
fn a_file_of_every_game_merges_by_id_and_newest_revision() {
    let _owner = owner();
    let here = fresh_store();
    here.put("a", save_of("a", 4, 2));
    here.put("b", save_of("b", 6, 5));
    here.put("c", save_of("c", 3, 3));
    here.put("d", save_of("d", 8, 4));
    let file = here.export_all();
    let all: serde_json::Value = serde_json::from_str(&file).unwrap();
    assert_eq!(all["saves"].as_array().map(Vec::len), Some(4));
    assert_eq!(all["record_against_bots"]["version"], 1);

    // The same file into an empty browser: every game added.
    let Imported::All(merged) = fresh_store().import(&file).unwrap() else {
        panic!("a list is merged")
    };
    assert_eq!((merged.added, merged.refused.len()), (4, 0));

    // Back here, after each game moved on its own way.
    let there = fresh_store();
    there.put("a", save_of("a", 7, 3)); // newer, holds a's moves
    there.put("b", save_of("b", 2, 1)); // older, b holds its moves
    there.put("c", other_save_of("c", 1, 5, 3)); // same revision, apart
    there.put("d", other_save_of("d", 2, 9, 6)); // newer, apart
    there.put("e", save_of("e", 1, 1)); // new
    let file = there.export_all();
    let Imported::All(merged) = here.import(&file).unwrap() else {
        panic!("a list is merged")
    };
    let expected = Merged {
        added: 1,
        updated: 2,
        unchanged: 0,
        older: 1,
        copies: 2,
        refused: vec![],
        results: Some(0),
    };
    assert_eq!(merged, expected);
    let moves = |id: &str| here.find(id).unwrap().summary.unwrap().moves;
    assert_eq!(
        (moves("a"), moves("b"), moves("c"), moves("d")),
        (7, 6, 3, 9)
    );
    // The two copies: c's import (apart, not newer), d's game kept here
    // (apart, replaced by the newer import).
    let copies: Vec<(String, usize)> = here.entries.with_untracked(|entries| {
        entries
            .iter()
            .filter_map(|e| e.summary.as_ref().ok())
            .filter_map(|s| Some((s.copy_of.clone()?, s.moves)))
            .collect()
    });
    assert_eq!(copies.len(), 2);
    assert!(copies.contains(&("c".to_string(), 5)));
    assert!(copies.contains(&("d".to_string(), 8)));

    // Importing the same file again changes nothing more.
    let Imported::All(again) = here.import(&file).unwrap() else {
        panic!("a list is merged")
    };
    assert_eq!(again.added + again.updated + again.copies, 0, "{again:?}");
}

#[test]
fn a_bad_game_in_a_file_of_every_game_is_named_and_the_rest_merged() {
    let _owner = owner();
    let store = fresh_store();
    let file = format!("[{}, {{\"version\": 99}}]", save_of("a", 2, 1));
    let Imported::All(merged) = store.import(&file).unwrap() else {
        panic!("a list is merged")
    };
    assert_eq!(merged.added, 1);
    assert_eq!(merged.refused, vec![(2, SaveError::Version(99))]);
}

#[test]
fn an_imported_game_keeps_its_position_and_never_replaces_one_in_the_list() {
    let _owner = owner();
    // Natively there is no browser storage: the store says so and keeps
    // everything in memory.
    let store = Store::load();
    assert_eq!(
        store.problem.get_untracked(),
        Some(StorageError::Unavailable)
    );
    let first = store.import_one(FORMAT_1).unwrap();
    assert_eq!((first.moves, first.over), (12, false));
    let again = store
        .import_one(&store.find(&first.id).unwrap().raw)
        .unwrap();
    assert_ne!(again.id, first.id);
    assert_eq!(store.entries.with_untracked(Vec::len), 2);
    let a = summarize(&store.find(&first.id).unwrap().raw).unwrap();
    let b = summarize(&store.find(&again.id).unwrap().raw).unwrap();
    assert_eq!(
        (a.moves, &a.players, &a.progress),
        (b.moves, &b.players, &b.progress)
    );
    store.delete(&key_for(&first.id));
    assert!(store.find(&first.id).is_none() && store.find(&again.id).is_some());
}

#[test]
fn an_unreadable_import_is_refused_with_its_reason() {
    let _owner = owner();
    let store = Store::load();
    assert!(matches!(
        store.import("{nope"),
        Err(SaveError::NotJson { .. })
    ));
    assert!(store.entries.with_untracked(Vec::is_empty));
}

/// A Dschingis Khan game of one human (seat 0) against two bots,
/// played to its end, saved as revision `rev`.
fn finished(id: &str, rev: u64) -> String {
    type Khan = dschingis_khan::GameState;
    let seats = crate::seats::tests::seats(3, &[0]);
    let options = dschingis_khan::Options::new(3);
    let mut s = Session::<Khan>::start(id.into(), seats, 1000, options, 9, 1.0).unwrap();
    crate::session::tests::play_random(&mut s, usize::MAX, 4);
    crate::save::encode(&s, Stamp { updated: 50.0, rev })
}

/// A game that ends counts once: saved again, heard of from another
/// window, or both windows writing; deleting it keeps the result.
#[test]
fn a_finished_game_against_bots_counts_once() {
    let _owner = owner();
    let store = fresh_store();
    store.put("k", save_of("k", 0, 1));
    assert_eq!(store.save("k", finished("k", 2), 1), Saved::Written);
    let count = |s: &Store| s.record.with_untracked(|r| r.games.len());
    assert_eq!(count(&store), 1);
    let stored = Record::parse(&platform::storage_get(record::KEY).unwrap()).unwrap();
    assert_eq!(stored.games.keys().collect::<Vec<_>>(), ["k"]);
    assert_eq!(stored.games["k"].game, "dschingis-khan");
    // Another window hears of the save and of the record: no change.
    let other = Store::load();
    assert_eq!(count(&other), 1);
    other.refresh(Some(&key_for("k")));
    other.refresh(Some(record::KEY));
    assert_eq!(count(&other), 1);
    // The same game saved again (a later revision) adds nothing.
    assert_eq!(store.save("k", finished("k", 3), 2), Saved::Written);
    assert_eq!(count(&store), 1);
    // A second game ends in the other window: this one hears of it.
    other.put("m", save_of("m", 0, 1));
    other.save("m", finished("m", 2), 1);
    store.refresh(Some(&key_for("m")));
    assert_eq!((count(&store), count(&other)), (2, 2));
    // Deleting the saves keeps the record.
    store.delete(&key_for("k"));
    assert_eq!(count(&store), 2);
    // A game in progress, or of bots alone, does not count.
    assert!(store.find("m").unwrap().summary.unwrap().result.is_some());
    let bots = finished("b", 1).replace("\"controller\":\"Human\"", "\"controller\":\"Bot\"");
    store.put("b", bots);
    assert!(store.find("b").unwrap().summary.unwrap().result.is_none());
    // Reset: everywhere, and a file from before brings nothing back.
    let file = store.export_all();
    store.reset_record();
    assert_eq!(count(&store), 0);
    other.refresh(Some(record::KEY));
    assert_eq!(count(&other), 0);
    let Imported::All(merged) = store.import(&file).unwrap() else {
        panic!("a file of every game is merged")
    };
    assert_eq!(merged.results, Some(0));
    assert_eq!(count(&store), 0);
}

/// Export all carries the record; importing it elsewhere merges it by
/// game id; a file without a record (before it existed) still imports.
#[test]
fn export_all_carries_the_record_and_import_merges_it() {
    let _owner = owner();
    let here = fresh_store();
    here.put("k", save_of("k", 0, 1));
    here.save("k", finished("k", 2), 1);
    let file = here.export_all();
    let there = fresh_store();
    let Imported::All(merged) = there.import(&file).unwrap() else {
        panic!("a file of every game is merged")
    };
    assert_eq!((merged.added, merged.results), (1, Some(1)));
    assert_eq!(there.record.with_untracked(|r| r.games.len()), 1);
    let Imported::All(again) = there.import(&file).unwrap() else {
        panic!("a file of every game is merged")
    };
    assert_eq!((again.unchanged, again.results), (1, Some(0)));
    let old = format!("[{}]", save_of("z", 2, 1));
    let Imported::All(old) = there.import(&old).unwrap() else {
        panic!("a list is merged")
    };
    assert_eq!((old.added, old.results), (1, None));
}

/// A full storage: the result is kept in memory and the page says so.
#[test]
fn a_record_that_cannot_be_written_is_kept_in_memory_and_said() {
    let _owner = owner();
    let store = Store::load();
    assert_eq!(
        store.problem.get_untracked(),
        Some(StorageError::Unavailable)
    );
    store.put("k", save_of("k", 0, 1));
    store.save("k", finished("k", 2), 1);
    assert_eq!(store.record.with_untracked(|r| r.games.len()), 1);
    assert_eq!(
        store.problem.get_untracked(),
        Some(StorageError::Unavailable)
    );
}
