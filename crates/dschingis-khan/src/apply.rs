//! Applying an action: checked by [`GameState::why_illegal`] first, so a
//! refused action leaves the state unchanged; then the automatic steps of
//! `flow.rs` run up to the next decision.

use crate::action::{Action, Via};
use crate::decision::DecisionKind;
use crate::error::RuleError;
use crate::state::GameState;

impl GameState {
    /// Plays `action` for the player who must decide.
    pub fn apply(&mut self, action: Action) -> Result<(), RuleError> {
        let decision = RuleError::check(self.pending, action, |_| self.why_illegal(action))?;
        let seat = decision.player;
        match (decision.kind, action) {
            (DecisionKind::SetupPiece { first }, Action::Setup { village, kind }) => {
                self.put_piece(seat, village, kind);
                match first {
                    None => self.ask(DecisionKind::SetupPiece {
                        first: Some(village),
                    }),
                    Some(a) => self.ask(DecisionKind::SetupScout { a, b: village }),
                }
            }
            (DecisionKind::SetupScout { .. }, Action::Scout { village }) => {
                self.players[seat].scout = Some(village);
                self.setup_finished_for_player();
            }
            (DecisionKind::Draw { .. }, Action::DrawWall) => {
                self.draw_wall(seat);
                self.turn.drawn += 1;
                self.continue_draw();
            }
            (DecisionKind::Draw { .. }, Action::DrawPiece) => {
                self.draw_piece(seat);
                self.turn.drawn += 1;
                self.continue_draw();
            }
            (DecisionKind::Deploy, a) => self.deploy(a),
            (DecisionKind::Reenter, Action::Scout { village }) => {
                self.players[seat].scout = Some(village);
                self.turn.visited = village.bit();
                self.next_step();
            }
            (DecisionKind::Step { .. }, Action::Step { to, via }) => {
                if let Via::Wall { up, down } = via {
                    self.wall.open &= !(up.bit() | down.bit());
                }
                self.players[seat].scout = Some(to);
                self.turn.visited |= to.bit();
                self.after_step(to);
            }
            (DecisionKind::Place { village }, Action::Place { kind }) => {
                self.put_piece(seat, village, kind);
                self.next_step();
            }
            (DecisionKind::Build { .. }, Action::Build { slot }) => {
                self.players[seat].walls -= 1;
                let built = self.wall.build(slot);
                let removed = built.removed.count_ones() as u8;
                if self.in_final_round() {
                    self.walls_out += removed;
                } else {
                    self.general += removed;
                }
                if self.sides_may_change(&built) {
                    self.mongolia = self.wall.mongolia();
                }
                self.last_build = Some(crate::state::WallEvent {
                    player: seat as u8,
                    turn: self.turns_played,
                    built,
                });
                self.next_build();
            }
            _ => unreachable!("why_illegal accepted {action:?} for {decision:?}"),
        }
        Ok(())
    }
}
