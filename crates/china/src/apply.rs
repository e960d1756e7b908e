//! Applying one action: check it (`why_illegal`), then change the state and
//! run the automatic steps that follow (`flow.rs`). A refused action
//! changes nothing.

use crate::action::Action;
use crate::board::Province;
use crate::decision::DecisionKind;
use crate::error::RuleError;
use crate::journal::Happening;
use crate::state::GameState;

impl GameState {
    /// Plays `action` for the player who must decide now.
    pub fn apply(&mut self, action: Action) -> Result<(), RuleError> {
        let decision = RuleError::check(self.pending, action, |d| self.why_illegal(d, action))?;
        let seat = decision.player;
        match (decision.kind, action) {
            (DecisionKind::Turn, Action::Placement) => {
                self.ask(DecisionKind::Pay { piece: 0 });
            }
            (DecisionKind::Turn, Action::Swap) => self.ask(DecisionKind::SwapDiscard),
            (DecisionKind::Pay { piece }, Action::Pay(payment)) => {
                // C-5.5: played cards go face up onto the discard pile.
                self.play_cards(seat, payment.colour, payment.cards());
                self.ask(DecisionKind::Put { piece, payment });
            }
            (DecisionKind::Pay { piece }, Action::Stop) => {
                // Stopping before the first piece: the hand could not pay
                // (C-4.3's pass, asked so that the flow tells nobody).
                if piece == 0 {
                    self.note(|| Happening::Passed { seat: seat as u8 });
                }
                self.continue_refill()
            }
            (DecisionKind::Put { .. }, Action::House(site)) => {
                let province = site.province();
                self.fix_province(province);
                let player = &mut self.players[seat];
                player.houses -= 1;
                player.sites.0 |= site.bit();
                // C-5.11: a province that fills up is scored at once.
                if !self.is_scored(province) && self.is_full(province) {
                    self.scored |= 1 << province.index();
                    self.score_province(province, true);
                }
                self.after_piece();
            }
            (DecisionKind::Put { .. }, Action::Envoy(province)) => {
                self.fix_province(province);
                self.players[seat].envoys -= 1;
                self.envoys[province.index()][seat] += 1;
                self.after_piece();
            }
            (DecisionKind::Put { .. }, Action::Fortify(site)) => {
                self.fix_province(site.province());
                self.players[seat].fortification = false;
                self.fortifications.0 |= site.bit();
                self.after_piece();
            }
            (DecisionKind::Refill { .. }, Action::Take(colour)) => {
                self.take_from_display(seat, colour);
                self.continue_refill();
            }
            (DecisionKind::Refill { .. }, Action::Draw) => {
                self.draw_to_hand(seat);
                self.continue_refill();
            }
            (DecisionKind::SwapDiscard, Action::Discard(colour)) => {
                self.play_cards(seat, colour, 1);
                self.ask(DecisionKind::SwapTake);
            }
            (DecisionKind::SwapTake, Action::Take(colour)) => {
                // C-6.1: a display card taken is replaced from the pile.
                self.take_from_display(seat, colour);
                self.refill_display();
                self.end_turn();
            }
            (DecisionKind::SwapTake, Action::Draw) => {
                self.draw_to_hand(seat);
                self.end_turn();
            }
            _ => unreachable!("why_illegal accepted {action:?} for {decision:?}"),
        }
        Ok(())
    }

    /// The first piece fixes the turn's province (C-5.1) and, by whether it
    /// held a piece before, the limit of pieces (C-5.2, R-9).
    fn fix_province(&mut self, province: Province) {
        if self.turn.province.is_none() {
            self.turn.second_allowed = self.has_pieces(province);
            self.turn.province = Some(province);
        }
    }

    /// After a piece: offer a second one if the rules allow it (C-5.2) and
    /// a piece could go into the province, whatever the hand can pay (only
    /// `Stop` then, seen by the player alone), else go on to the refill.
    /// The offer follows only what every seat knows (the hand's size, not
    /// its cards), so it tells nobody whether the hand could pay (the
    /// README's "Tables").
    fn after_piece(&mut self) {
        self.turn.pieces += 1;
        let seat = self.seat as usize;
        if self.turn.pieces < 2 && self.turn.second_allowed && self.might_place(seat) {
            self.ask(DecisionKind::Pay { piece: 1 });
        } else {
            self.continue_refill();
        }
    }
}
