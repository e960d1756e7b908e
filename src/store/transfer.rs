//! Import and export: one game's file, or a file of every saved game with
//! the record against the bots, merged by game id and revision.

use leptos::prelude::*;

use super::Store;
use crate::games::{Summary, canonical, summarize};
use crate::record::Record;
use crate::revision::{self, Head, Merge};
use crate::save::{self, SaveError};

/// What importing a file of every saved game did, game by game.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Merged {
    /// New games.
    pub added: usize,
    /// Kept games replaced by a newer revision holding all their decisions.
    pub updated: usize,
    pub unchanged: usize,
    /// Imports older than the kept game, which holds all their decisions.
    pub older: usize,
    /// Versions kept as copies rather than overwritten.
    pub copies: usize,
    /// Games of the file that could not be read (position in the file,
    /// from 1, and why).
    pub refused: Vec<(usize, SaveError)>,
    /// Results the file's record against the bots added (`None`: the file
    /// has no readable record).
    pub results: Option<usize>,
}

/// What an import brought.
#[derive(Clone, Debug, PartialEq)]
pub enum Imported {
    /// One game's file: the game, added.
    One(Summary),
    /// A file of every saved game: merged.
    All(Merged),
}

/// The record's field in a file of every game.
const RECORD_FIELD: &str = "record_against_bots";

impl Store {
    /// Every readable saved game in one file, with the record against the
    /// bots: `{"saves": [...], "record_against_bots": {...}}`, each save as
    /// one game's export has it.
    pub fn export_all(&self) -> String {
        let record = self.record.with_untracked(Record::to_value).to_string();
        self.entries.with_untracked(|entries| {
            let saves: Vec<&str> = entries
                .iter()
                .filter(|e| e.summary.is_ok())
                .map(|e| e.raw.as_str())
                .collect();
            format!(
                "{{\"saves\": [{}],\n\"{RECORD_FIELD}\": {record}}}",
                saves.join(",\n")
            )
        })
    }

    /// Reads an exported file: one game's (added, see [`Store::import_one`])
    /// or a list of every saved game (merged, see [`Store::merge`]).
    pub fn import(&self, raw: &str) -> Result<Imported, SaveError> {
        let value: serde_json::Value =
            serde_json::from_str(raw).map_err(|e| SaveError::NotJson {
                line: e.line(),
                column: e.column(),
            })?;
        match value {
            // A file of every game before the record was in it.
            serde_json::Value::Array(saves) => Ok(Imported::All(self.merge(saves))),
            serde_json::Value::Object(mut all)
                if all.get("saves").is_some_and(|s| s.is_array()) =>
            {
                let saves = match all.remove("saves") {
                    Some(serde_json::Value::Array(saves)) => saves,
                    _ => Vec::new(),
                };
                let mut merged = self.merge(saves);
                merged.results = all
                    .remove(RECORD_FIELD)
                    .and_then(|r| Record::from_value(r).ok())
                    .map(|there| self.merge_record(&there));
                Ok(Imported::All(merged))
            }
            _ => self.import_one(raw).map(Imported::One),
        }
    }

    /// Merges a file of every saved game by game id: a new game is added; of
    /// two versions of one game the newer revision keeps the id, and a
    /// version with decisions the other lacks is kept as a copy. Nothing is
    /// overwritten without being counted.
    pub(super) fn merge(&self, saves: Vec<serde_json::Value>) -> Merged {
        let mut merged = Merged::default();
        for (i, value) in saves.into_iter().enumerate() {
            if let Err(e) = self.merge_one(value, &mut merged) {
                merged.refused.push((i + 1, e));
            }
        }
        merged
    }

    pub(super) fn merge_one(
        &self,
        value: serde_json::Value,
        merged: &mut Merged,
    ) -> Result<(), SaveError> {
        let text = canonical(save::parse(&value.to_string())?)?;
        let summary = summarize(&text)?;
        let Some(kept) = self.find(&summary.id) else {
            self.put(&summary.id, text);
            merged.added += 1;
            return Ok(());
        };
        let (Some(here), Some(there)) = (Head::of(&kept.raw), Head::of(&text)) else {
            return Err(SaveError::NoVersion);
        };
        match revision::merge(&here, &there) {
            Merge::Unchanged => merged.unchanged += 1,
            Merge::KeepHere => merged.older += 1,
            // A file imported twice adds no second copy.
            Merge::AddAsCopy if self.has_copy(&summary.id, &there) => merged.unchanged += 1,
            Merge::AddAsCopy => {
                self.keep_copy(&text, &summary.id)?;
                merged.copies += 1;
            }
            choice @ (Merge::ReplaceKeepingCopy | Merge::Replace) => {
                if choice == Merge::ReplaceKeepingCopy && !self.has_copy(&summary.id, &here) {
                    self.keep_copy(&kept.raw, &summary.id)?;
                    merged.copies += 1;
                }
                self.write(&kept.key, &text);
                self.remember(kept.key, text);
                merged.updated += 1;
            }
        }
        Ok(())
    }

    /// Whether a copy of the game `id` holds the decisions of `head`.
    pub(super) fn has_copy(&self, id: &str, head: &Head) -> bool {
        self.entries.with_untracked(|entries| {
            entries.iter().any(|e| {
                let copy = e
                    .summary
                    .as_ref()
                    .is_ok_and(|s| s.copy_of.as_deref() == Some(id));
                copy && Head::of(&e.raw).is_some_and(|h| h.same_game(head))
            })
        })
    }

    /// Adds a game from one game's exported file (any format this app
    /// reads). A game already in the list keeps its progress: the import
    /// gets a new id.
    pub fn import_one(&self, raw: &str) -> Result<Summary, SaveError> {
        let mut value = save::parse(raw)?;
        let id = value
            .get("id")
            .and_then(|v| v.as_str())
            .unwrap_or("")
            .to_string();
        if id.is_empty() || self.find(&id).is_some() {
            let game = save::game_name(&value)?.to_string();
            value["id"] = save::new_id(&game).into();
        }
        let text = canonical(value)?;
        let summary = summarize(&text)?;
        self.put(&summary.id, text);
        Ok(summary)
    }
}
