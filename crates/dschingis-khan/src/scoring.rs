//! Scoring (§12): each controlled village scores for its controller, by the
//! kinds of all pieces in it and its side.

use serde::{Deserialize, Serialize};

use crate::board::Village;
use crate::piece::{Kind, Piece};
use crate::state::GameState;

/// Which formula of D-12.1 applies to a village.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Case {
    /// At least one `P` and no `H`: −3·(nC+nM) − nF.
    Plague,
    /// At least one `H` and no `P`: +3·(nC+nM) + nF.
    Herb,
    /// Neither, or both: by side.
    Normal,
}

/// The ways a village can score (D-12.1), as the lesson and the final
/// breakdown name them: the formula's case, and for the case by side the
/// side. Every controlled village scores in exactly one of these ways.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ScoringWay {
    /// Neither plague nor herb, in China: +3 per Chinese warrior, −3 per
    /// Mongol rider, +1 per farmer.
    China,
    /// Neither plague nor herb, in Mongolia: +3 per Mongol rider, −3 per
    /// Chinese warrior, +1 per farmer.
    Mongolia,
    /// Plague and no herb, either side: −3 per warrior or rider, −1 per farmer.
    Plague,
    /// Herb and no plague, either side: +3 per warrior or rider, +1 per farmer.
    Herb,
    /// At least one plague and one herb: they cancel, the village scores by
    /// its side as if neither were there.
    PlagueAndHerb,
}

impl ScoringWay {
    /// Every way, in the order of D-12.1's text.
    pub const ALL: [ScoringWay; 5] = [
        ScoringWay::China,
        ScoringWay::Mongolia,
        ScoringWay::Plague,
        ScoringWay::Herb,
        ScoringWay::PlagueAndHerb,
    ];

    /// The names of [`ScoringWay::ALL`] (the lesson's `scoring` lists).
    pub const NAMES: [&'static str; 5] = ["China", "Mongolia", "Plague", "Herb", "PlagueAndHerb"];

    /// The way's name (as in [`ScoringWay::NAMES`]).
    pub fn name(self) -> &'static str {
        Self::NAMES[self as usize]
    }

    /// How a stack on a village of this side scores.
    pub fn of(stack: &[Piece], mongolia: bool) -> ScoringWay {
        let has = |k: Kind| stack.iter().any(|p| p.kind == k);
        match (has(Kind::Plague), has(Kind::Herb)) {
            (true, false) => ScoringWay::Plague,
            (false, true) => ScoringWay::Herb,
            (true, true) => ScoringWay::PlagueAndHerb,
            (false, false) if mongolia => ScoringWay::Mongolia,
            (false, false) => ScoringWay::China,
        }
    }
}

/// One village's line of the final breakdown (D-12.4).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct VillageScore {
    pub village: Village,
    pub mongolia: bool,
    pub controller: usize,
    pub case: Case,
    pub points: i32,
}

/// D-12.1: the value of a stack for its controller.
pub fn stack_value(stack: &[Piece], mongolia: bool) -> (Case, i32) {
    let mut n = [0i32; 5];
    for p in stack {
        n[p.kind.index()] += 1;
    }
    let (c, m, f) = (
        n[Kind::Chinese.index()],
        n[Kind::Mongol.index()],
        n[Kind::Farmer.index()],
    );
    let (plague, herb) = (n[Kind::Plague.index()] > 0, n[Kind::Herb.index()] > 0);
    match (plague, herb) {
        (true, false) => (Case::Plague, -3 * (c + m) - f),
        (false, true) => (Case::Herb, 3 * (c + m) + f),
        _ if mongolia => (Case::Normal, 3 * m - 3 * c + f),
        _ => (Case::Normal, 3 * c - 3 * m + f),
    }
}

impl GameState {
    /// D-12.4: every controlled village with its side, case and points.
    pub fn breakdown(&self) -> Vec<VillageScore> {
        Village::all()
            .filter_map(|v| {
                let controller = self.controller(v)?;
                let mongolia = self.is_mongolia(v);
                let (case, points) = stack_value(self.stack(v), mongolia);
                Some(VillageScore {
                    village: v,
                    mongolia,
                    controller,
                    case,
                    points,
                })
            })
            .collect()
    }

    /// The way village `v` scores for its controller now (`None`: nobody
    /// controls it).
    pub fn scoring_way(&self, v: Village) -> Option<ScoringWay> {
        self.controller(v)?;
        Some(ScoringWay::of(self.stack(v), self.is_mongolia(v)))
    }

    /// D-12.2: each seat's total with the stacks and sides as they stand now
    /// (uses every piece's kind: only meaningful at the end, or on a view).
    pub fn totals(&self) -> Vec<i32> {
        self.standing().0[..self.players.len()].to_vec()
    }

    /// Each seat's total (D-12.2) and controlled villages, in one pass.
    fn standing(&self) -> ([i32; 4], [usize; 4]) {
        let mut points = [0; 4];
        let mut villages = [0; 4];
        for (v, stack) in self.stacks.iter().enumerate() {
            if let Some(top) = stack.last() {
                let c = top.owner as usize;
                points[c] += stack_value(stack, self.mongolia & 1 << v != 0).1;
                villages[c] += 1;
            }
        }
        (points, villages)
    }

    /// D-12.3: seats from first to last: by points, then by controlled
    /// villages (R27); seats still tied keep seat order (they share the
    /// victory, see [`GameState::winners`]).
    pub fn ranking(&self) -> Vec<usize> {
        let (totals, villages) = self.standing();
        let mut seats: Vec<usize> = (0..self.players.len()).collect();
        boardgame::sort::sort_by_key(&mut seats, |&s| {
            (
                std::cmp::Reverse(totals[s]),
                std::cmp::Reverse(villages[s]),
                s,
            )
        });
        seats
    }

    /// D-12.3: the seats sharing the victory (more than one only on a full tie).
    pub fn winners(&self) -> Vec<usize> {
        let (totals, villages) = self.standing();
        let key = |s: usize| (totals[s], villages[s]);
        let ranking = self.ranking();
        let best = key(ranking[0]);
        ranking.into_iter().filter(|&s| key(s) == best).collect()
    }
}
