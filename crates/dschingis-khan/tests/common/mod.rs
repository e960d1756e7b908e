//! What the integration tests share: the action universe.

use dschingis_khan::{Action, Kind, Slot, Via, Village, board};

/// Every action the engine could offer, plus many it never offers.
pub fn universe() -> Vec<Action> {
    let b = board();
    let mut all = vec![
        Action::DrawWall,
        Action::DrawPiece,
        Action::PlacePieces,
        Action::BuildWalls,
        Action::TakeScoutOff,
        Action::Pass,
    ];
    for village in Village::all() {
        all.push(Action::Scout { village });
        for kind in Kind::ALL {
            all.push(Action::Setup { village, kind });
        }
        all.push(Action::Step {
            to: village,
            via: Via::Road,
        });
        for up in Slot::all() {
            for &down in &b.village(village).slots {
                all.push(Action::Step {
                    to: village,
                    via: Via::Wall { up, down },
                });
            }
        }
    }
    for kind in Kind::ALL {
        all.push(Action::Place { kind });
    }
    for slot in Slot::all() {
        all.push(Action::Build { slot });
    }
    all
}
