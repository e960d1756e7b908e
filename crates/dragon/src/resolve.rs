//! The automatic part of events and super events: payments, points and the
//! number of persons each player must dismiss (the dismissals themselves are
//! the players' decisions).

use crate::event::{Event, SuperEvent};
use crate::person::Kind;
use crate::player::VpSource;
use crate::state::GameState;

/// Yuan the emperor demands at an imperial tribute.
pub const TRIBUTE: u16 = 4;
/// Dragon festival points for the most rockets and the next lower count.
pub const FESTIVAL_FIRST: u16 = 6;
pub const FESTIVAL_SECOND: u16 = 3;
/// Persons dismissed at a disease, less one per mortar.
pub const DISEASE_VICTIMS: u16 = 3;

impl GameState {
    /// Resolves what happens without a choice; returns dismissals owed per seat.
    pub(crate) fn resolve_event(&mut self, event: Event) -> [u8; 5] {
        let mut owed = [0u8; 5];
        match event {
            Event::Peace => {}
            Event::ImperialTribute => {
                for (seat, player) in self.players.iter_mut().enumerate() {
                    let paid = player.yuan.min(TRIBUTE);
                    player.yuan -= paid;
                    owed[seat] = (TRIBUTE - paid) as u8;
                }
            }
            Event::Drought => {
                for (seat, player) in self.players.iter_mut().enumerate() {
                    let needed = player.inhabited_palaces() as u16;
                    let paid = player.rice.min(needed);
                    player.rice -= paid;
                    owed[seat] = (needed - paid) as u8;
                }
            }
            Event::DragonFestival => self.dragon_festival(),
            Event::MongolInvasion => {
                let mut helmets = [0u16; 5];
                for (seat, player) in self.players.iter().enumerate() {
                    helmets[seat] = player.symbols(Kind::Warrior);
                }
                let fewest = helmets[..self.players.len()]
                    .iter()
                    .copied()
                    .min()
                    .unwrap_or(0);
                for (seat, player) in self.players.iter_mut().enumerate() {
                    player.score(VpSource::MongolInvasion, helmets[seat]);
                    if helmets[seat] == fewest {
                        owed[seat] = 1;
                    }
                }
            }
            Event::Disease => {
                for (seat, player) in self.players.iter().enumerate() {
                    let mortars = player.symbols(Kind::Healer);
                    owed[seat] = DISEASE_VICTIMS.saturating_sub(mortars) as u8;
                }
            }
        }
        owed
    }

    /// Most rockets: 6 VP each; next lower count: 3 VP each; 0 rockets never
    /// score. Every scorer returns half their rockets, rounded up.
    fn dragon_festival(&mut self) {
        let most = self.players.iter().map(|p| p.rockets).max().unwrap_or(0);
        if most == 0 {
            return;
        }
        let second = self
            .players
            .iter()
            .map(|p| p.rockets)
            .filter(|&r| r < most && r > 0)
            .max();
        for player in &mut self.players {
            let points = if player.rockets == most {
                FESTIVAL_FIRST
            } else if Some(player.rockets) == second {
                FESTIVAL_SECOND
            } else {
                continue;
            };
            player.score(VpSource::DragonFestival, points);
            player.rockets /= 2;
        }
    }

    pub(crate) fn resolve_automatic_super_event(&mut self, event: SuperEvent) {
        match event {
            SuperEvent::LanternFestival => {
                for player in &mut self.players {
                    let persons = player.person_count() as u16;
                    player.score(VpSource::LanternFestival, 2 * persons);
                }
            }
            SuperEvent::Buddha => {
                for player in &mut self.players {
                    let points = player.monk_points();
                    player.score(VpSource::Monks, points);
                }
            }
            SuperEvent::Volcano => {
                // Everyone back to 0 keeping the order: the leader arrives last, on top.
                let order = self.turn_order();
                for &seat in order.iter().rev() {
                    self.clock += 1;
                    let player = &mut self.players[seat];
                    player.track = 0;
                    player.track_arrival = self.clock;
                }
            }
            SuperEvent::Assassination => {
                for player in &mut self.players {
                    player.small_privileges = 0;
                    player.large_privileges = 0;
                }
            }
            _ => unreachable!("{event:?} needs the players' choices"),
        }
    }
}
