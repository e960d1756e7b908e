//! One truth about a saved game across the pages of a browser (two tabs, an
//! installed window beside a tab). Every save carries a revision that counts
//! its writes. A page writes revision `n + 1` only over revision `n`, the one
//! it last read or wrote, checking and writing in one synchronous step
//! (`Store::save`): a page whose position is old never overwrites a newer one.
//!
//! Two pages in separate processes can still both pass that check before
//! either hears of the other (the browser applies their writes in turn), and
//! a page hears of every change another page makes through the `storage`
//! event. What a page then does is decided here, from the texts alone, so
//! that the native tests check it: [`standing`] compares the game on a page
//! with the one in storage, [`merge`] a game being imported with the one
//! kept.

use serde_json::Value;

/// What of a save the checks read: its revision, its undo count and its
/// actions (as JSON values: the same for every game).
#[derive(Clone, Debug, PartialEq)]
pub struct Head {
    pub rev: u64,
    pub undos: u64,
    pub actions: Vec<Value>,
}

impl Head {
    /// The head of a save's text; `None` for text that is not a save.
    pub fn of(raw: &str) -> Option<Head> {
        let mut value: Value = serde_json::from_str(raw).ok()?;
        let number = |v: &Value, key: &str| v.get(key).and_then(Value::as_u64).unwrap_or(0);
        let (rev, undos) = (number(&value, "rev"), number(&value, "undos"));
        let actions = match value.pointer_mut("/record/actions")?.take() {
            Value::Array(actions) => actions,
            _ => return None,
        };
        Some(Head {
            rev,
            undos,
            actions,
        })
    }

    /// Whether `other` holds the same decisions, the same way.
    pub fn same_game(&self, other: &Head) -> bool {
        self.actions == other.actions && self.undos == other.undos
    }

    /// How many actions the two have in common from the start.
    fn common(&self, other: &Head) -> usize {
        self.actions
            .iter()
            .zip(&other.actions)
            .take_while(|(a, b)| a == b)
            .count()
    }
}

/// The revision of a save's text: 0 for a save from before revisions, and
/// for text that is not a save (which no page then overwrites unless it
/// read it as 0 too).
pub fn rev_of(raw: &str) -> u64 {
    serde_json::from_str::<Value>(raw)
        .ok()
        .and_then(|v| v.get("rev").and_then(Value::as_u64))
        .unwrap_or(0)
}

/// Whether a page that last read revision `based_on` may write over what
/// storage holds now (`None`: nothing, a new or deleted game).
pub fn may_write(stored: Option<&str>, based_on: u64) -> bool {
    stored.is_none_or(|raw| rev_of(raw) == based_on)
}

/// How the game in storage stands to the game on a page.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Standing {
    /// The same decisions (perhaps another revision of them).
    Same,
    /// Storage holds every decision of the page and more: another page
    /// played on. Nothing of the page's is lost by showing it.
    Ahead,
    /// Another page took decisions back after it had read this page's last
    /// save (a later revision with more undos): the player there chose it.
    TakenBack,
    /// The two went different ways after their first `from` actions: the
    /// page's decisions from there are not in storage. Another page wrote
    /// without having read this page's last save, or this page played on a
    /// position that was already old.
    Apart { from: usize },
}

/// How `stored` stands to `page`, the game shown (with the revision the
/// page last read or wrote).
pub fn standing(page: &Head, stored: &Head) -> Standing {
    if page.same_game(stored) {
        Standing::Same
    } else if stored.actions.starts_with(&page.actions) && stored.undos >= page.undos {
        Standing::Ahead
    } else if stored.rev > page.rev && stored.undos > page.undos {
        Standing::TakenBack
    } else {
        Standing::Apart {
            from: page.common(stored),
        }
    }
}

/// What importing a save does when a game of the same id is kept already:
/// the newer revision wins the id, and whatever would be overwritten is
/// kept as a copy instead.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Merge {
    /// The same decisions: nothing to do.
    Unchanged,
    /// The import is newer and holds every decision kept here: it replaces
    /// the kept game.
    Replace,
    /// The import is newer but the kept game has decisions it lacks: the
    /// import takes the id, the kept game becomes a copy.
    ReplaceKeepingCopy,
    /// The kept game is as new or newer and holds every imported decision.
    KeepHere,
    /// The kept game is as new or newer but the import has decisions it
    /// lacks: the import is added as a copy.
    AddAsCopy,
}

pub fn merge(kept: &Head, imported: &Head) -> Merge {
    if kept.same_game(imported) {
        Merge::Unchanged
    } else if imported.rev > kept.rev {
        if imported.actions.starts_with(&kept.actions) {
            Merge::Replace
        } else {
            Merge::ReplaceKeepingCopy
        }
    } else if kept.actions.starts_with(&imported.actions) {
        Merge::KeepHere
    } else {
        Merge::AddAsCopy
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn head(rev: u64, undos: u64, actions: &[u64]) -> Head {
        Head {
            rev,
            undos,
            actions: actions.iter().map(|&a| json!(a)).collect(),
        }
    }

    fn text(rev: Option<u64>, actions: &[u64]) -> String {
        let mut save = json!({"version": 2, "game": "dragon", "undos": 1,
            "record": {"seed": 1, "actions": actions}});
        if let Some(rev) = rev {
            save["rev"] = rev.into();
        }
        save.to_string()
    }

    #[test]
    fn a_head_is_read_from_a_saves_text() {
        assert_eq!(Head::of(&text(Some(7), &[3, 4])), Some(head(7, 1, &[3, 4])));
        assert_eq!(Head::of(&text(None, &[])), Some(head(0, 1, &[])));
        assert_eq!(Head::of("{\"record\": {}}"), None);
        assert_eq!(Head::of("not json"), None);
    }

    /// The compare-and-write rule: a page writes only over the revision it
    /// read; a save from before revisions counts as 0.
    #[test]
    fn a_page_writes_only_over_the_revision_it_read() {
        let five = text(Some(5), &[1]);
        assert!(may_write(Some(&five), 5));
        assert!(!may_write(Some(&five), 4), "an old page never overwrites");
        assert!(!may_write(Some(&five), 6));
        assert!(may_write(None, 3), "a new (or deleted) game is written");
        assert!(may_write(Some(&text(None, &[1])), 0));
        assert!(!may_write(Some(&text(None, &[1])), 2));
        assert!(!may_write(Some("garbage"), 2), "unreadable text is kept");
    }

    /// The scenario: page A read revision 21, page B played on to
    /// 36; what A finds in storage holds all of A's decisions and more.
    #[test]
    fn a_game_played_on_elsewhere_is_ahead() {
        let a = head(21, 0, &[1, 2, 3]);
        let b = head(36, 0, &[1, 2, 3, 4, 5]);
        assert_eq!(standing(&a, &b), Standing::Ahead);
        assert_eq!(standing(&a, &head(22, 0, &[1, 2, 3])), Standing::Same);
    }

    #[test]
    fn an_undo_elsewhere_after_reading_this_page_is_taken_back() {
        let page = head(10, 0, &[1, 2, 3]);
        let undone = head(11, 1, &[1, 2]);
        assert_eq!(standing(&page, &undone), Standing::TakenBack);
        let undone_and_played = head(12, 1, &[1, 2, 9]);
        assert_eq!(standing(&page, &undone_and_played), Standing::TakenBack);
    }

    /// Two pages that both wrote revision 11 over 10: whichever the browser
    /// kept, the other page finds its decisions apart from storage's.
    #[test]
    fn two_writes_over_the_same_revision_are_apart() {
        let a = head(11, 0, &[1, 2, 3, 4]);
        let b = head(11, 0, &[1, 2, 3, 7]);
        assert_eq!(standing(&a, &b), Standing::Apart { from: 3 });
        assert_eq!(standing(&b, &a), Standing::Apart { from: 3 });
        // An older revision that lacks the page's decisions (a write that
        // landed after the page's later ones) is apart too.
        let late = head(10, 0, &[1, 2]);
        assert_eq!(standing(&a, &late), Standing::Apart { from: 2 });
        // Fewer actions with more undos but not a later revision: the other
        // page had not read this one's.
        let blind_undo = head(11, 1, &[1]);
        assert_eq!(standing(&a, &blind_undo), Standing::Apart { from: 1 });
    }

    #[test]
    fn an_import_never_overwrites_decisions_silently() {
        let kept = head(5, 0, &[1, 2]);
        assert_eq!(merge(&kept, &head(9, 0, &[1, 2])), Merge::Unchanged);
        assert_eq!(merge(&kept, &head(6, 0, &[1, 2, 3])), Merge::Replace);
        assert_eq!(
            merge(&kept, &head(6, 0, &[1, 3])),
            Merge::ReplaceKeepingCopy
        );
        assert_eq!(merge(&kept, &head(4, 0, &[1])), Merge::KeepHere);
        assert_eq!(merge(&kept, &head(5, 0, &[1, 2, 3])), Merge::AddAsCopy);
        assert_eq!(merge(&kept, &head(2, 0, &[7])), Merge::AddAsCopy);
    }
}
