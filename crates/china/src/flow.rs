//! The automatic steps between decisions: refilling, the draw pile's
//! exhaustion, the end of a turn, automatic passes and the end of the game.

use crate::card::{Cards, Colour};
use crate::decision::{Decision, DecisionKind};
use crate::hidden::Reshuffle;
use crate::journal::{EndReason, Happening};
use crate::state::{DISPLAY_SIZE, GameState, HAND_SIZE, Turn};

impl GameState {
    pub(crate) fn ask(&mut self, kind: DecisionKind) {
        self.pending = Some(Decision {
            player: self.seat as usize,
            kind,
        });
    }

    /// C-7.1, C-7.2: card by card until the hand holds 3 or nothing can be
    /// taken; only then is the display refilled, and the turn ends.
    pub(crate) fn continue_refill(&mut self) {
        let hand = self.players[self.seat as usize].hand.total();
        if hand < HAND_SIZE && self.can_take() {
            self.ask(DecisionKind::Refill { hand });
        } else {
            self.refill_display();
            self.end_turn();
        }
    }

    pub(crate) fn take_from_display(&mut self, seat: usize, colour: Colour) {
        self.display.remove(colour, 1);
        let player = &mut self.players[seat];
        player.hand.add(colour, 1);
        // Everybody saw which card he took.
        player.known.add(colour, 1);
    }

    pub(crate) fn draw_to_hand(&mut self, seat: usize) {
        let colour = self.pop_pile(Some(seat));
        self.players[seat].hand.add(colour, 1);
        self.exhaust_if_empty();
    }

    /// Fills the display up to 4 from the draw pile, as far as it goes
    /// (nothing after the second exhaustion, C-7.5).
    pub(crate) fn refill_display(&mut self) {
        let mut turned = Cards::EMPTY;
        while self.display.total() < DISPLAY_SIZE && !self.pile.is_empty() {
            let colour = self.pop_pile(None);
            self.display.add(colour, 1);
            turned.add(colour, 1);
            self.exhaust_if_empty();
        }
        if !turned.is_empty() {
            self.note(|| Happening::DisplayRefilled(turned));
        }
    }

    /// After a card was taken from the pile (and has landed): if that was
    /// the last one, the pile is used up at once (C-7.5, R-14).
    fn exhaust_if_empty(&mut self) {
        if self.pile.is_empty() {
            self.exhaust();
        }
    }

    /// C-7.5, C-7.6: the first time the discard pile becomes the new draw
    /// pile (shuffled from its canonical order, so the result depends only
    /// on the public discard pile and the RNG); the second time, or the
    /// first with an empty discard pile, the end is triggered.
    fn exhaust(&mut self) {
        self.exhaustions += 1;
        if self.exhaustions == 1 {
            // What determinization needs from now on (`hidden.rs`).
            self.reshuffle = Some(Reshuffle::new(
                self.discard,
                self.players
                    .iter()
                    .map(|p| p.hand.total() - p.known.total()),
            ));
            self.pile = self.discard.each().collect();
            self.discard = Default::default();
            self.rng.shuffle(&mut self.pile);
            let cards = self.pile.len() as u8;
            if cards == 0 {
                self.exhaustions = 2;
            } else {
                self.note(|| Happening::PileReshuffled { cards });
            }
        }
        if self.exhaustions >= 2 {
            self.ending = true;
            self.note(|| Happening::PileUsedUp);
        }
    }

    /// C-4.4, C-9.1, C-9.4: whether the game ends after the turn of the
    /// current seat.
    fn ends_after_this_turn(&self) -> bool {
        !self.anyone_can_place() || (self.ending && self.seat as usize == self.players.len() - 1)
    }

    pub(crate) fn end_turn(&mut self) {
        self.turn = Turn::default();
        if self.ends_after_this_turn() {
            self.finish();
        } else {
            self.next_seat();
            self.start_turn_or_pass();
        }
    }

    fn next_seat(&mut self) {
        self.seat = ((self.seat as usize + 1) % self.players.len()) as u8;
        if self.seat == 0 {
            self.rounds_done += 1;
        }
    }

    /// Asks the current seat for its turn; a player who can neither place
    /// nor swap passes automatically (C-4.3, C-9.3), and the end checks
    /// follow his (empty) turn as any other. Whether he can place is
    /// judged as every seat can (`might_place`): a hand that cannot pay
    /// passes by choosing `Placement` and `Stop`, so the flow tells nobody.
    pub(crate) fn start_turn_or_pass(&mut self) {
        for _ in 0..=self.players.len() {
            let seat = self.seat as usize;
            if self.can_place(seat) || self.can_swap(seat) || self.might_place(seat) {
                self.ask(DecisionKind::Turn);
                return;
            }
            self.note(|| Happening::Passed { seat: seat as u8 });
            if self.ends_after_this_turn() {
                self.finish();
                return;
            }
            self.next_seat();
        }
        // A whole round in which nobody could act: nothing can change any
        // more (cannot happen before the end is triggered, R-12).
        self.finish();
    }

    /// The game ends: final scoring (C-9.5, §10).
    fn finish(&mut self) {
        let reason = if self.anyone_can_place() {
            EndReason::PileUsedUpTwice
        } else {
            EndReason::NothingToPlace
        };
        self.note(|| Happening::GameEnded(reason));
        self.final_scoring();
        self.over = true;
        self.pending = None;
    }
}
