//! The tips of this game (issue 42, `boardgame::tips`).
//!
//! TEMPORARY (tips-ui branch): one tip, so that the app's tips can be seen
//! and tested in a browser before this game's list lands; the list
//! replaces it (with its messages in `locales/<lang>/dragon-tips.ftl`).

use boardgame::tips::{Coached, Tip, TipInfo};

use crate::DecisionKind;
use crate::GameState;

impl Coached for GameState {
    const TIPS: &'static [TipInfo] = &[TipInfo {
        id: "dragon-action-phase",
        rules: &["§4.1"],
        option: None,
    }];

    fn tips(
        seat: usize,
        _before: &GameState,
        _event: &Self::SeatEvent,
        after: &GameState,
        out: &mut Vec<Tip>,
    ) {
        // The seat's first choice of an action group (and each one after).
        let choosing = after
            .pending()
            .is_some_and(|d| d.player == seat && d.kind == DecisionKind::ChooseAction);
        if choosing {
            out.push(Tip::new("dragon-action-phase", "action-groups"));
        }
    }
}
