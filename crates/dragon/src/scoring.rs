//! Monthly scoring and final scoring.

use serde::{Deserialize, Serialize};

use crate::person::Kind;
use crate::player::VpSource;
use crate::state::GameState;

/// Yuan per rice or rocket tile sold at the end.
pub const SALE_PRICE: u16 = 2;
/// Yuan per VP at the end.
pub const YUAN_PER_VP: u16 = 3;
/// VP per person at the end (and at the lantern festival).
pub const VP_PER_PERSON: u16 = 2;

/// One player's final score, split by where the points came from.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Breakdown {
    pub seat: usize,
    pub total: u16,
    /// `(source, points)` for every source, in `VpSource::ALL` order.
    pub by_source: Vec<(VpSource, u16)>,
    /// 1 for the winner; ties on VP are broken by the person track.
    pub rank: usize,
}

impl GameState {
    /// 1 VP per palace, per court lady, and per dragon on own privileges.
    pub(crate) fn monthly_scoring(&mut self) {
        for player in &mut self.players {
            let palaces = player.palaces.len() as u16;
            let ladies = player.symbols(Kind::CourtLady);
            let privileges = player.privilege_dragons();
            player.score(VpSource::Palaces, palaces);
            player.score(VpSource::CourtLadies, ladies);
            player.score(VpSource::Privileges, privileges);
        }
    }

    /// 2 VP per person, monks (buddhas x floors), and 1 VP per 3 yuan after
    /// selling rice and rockets for 2 yuan each.
    pub(crate) fn score_final(&mut self) {
        for player in &mut self.players {
            let persons = player.person_count() as u16;
            player.score(VpSource::Persons, VP_PER_PERSON * persons);
            let monks = player.monk_points();
            player.score(VpSource::Monks, monks);
            let money = player.yuan + SALE_PRICE * (player.rice + player.rockets);
            player.score(VpSource::Money, money / YUAN_PER_VP);
        }
    }

    /// Score breakdown per player (by seat); meaningful at any time, final once over.
    pub fn breakdown(&self) -> Vec<Breakdown> {
        let ranking = self.ranking();
        self.players
            .iter()
            .enumerate()
            .map(|(seat, player)| Breakdown {
                seat,
                total: player.vp,
                by_source: VpSource::ALL
                    .iter()
                    .map(|&s| (s, player.vp_from(s)))
                    .collect(),
                rank: ranking.iter().position(|&s| s == seat).unwrap_or(0) + 1,
            })
            .collect()
    }
}
