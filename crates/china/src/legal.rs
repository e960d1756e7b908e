//! Which actions answer the pending decision. `why_illegal` is the single
//! source of truth; `legal_actions_into` (`Game::legal`) lists the candidates it accepts, so the
//! two can never disagree.

use crate::action::{Action, Payment};
use crate::board::{Province, Site};
use crate::card::Colour;
use crate::decision::{Decision, DecisionKind};
use crate::error::{Illegal, Piece};
use crate::state::GameState;

fn need(ok: bool, why: Illegal) -> Result<(), Illegal> {
    if ok { Ok(()) } else { Err(why) }
}

impl GameState {
    /// Like [`boardgame::Game::legal`], reusing a buffer.
    pub fn legal_actions_into(&self, out: &mut Vec<Action>) {
        out.clear();
        let Some(decision) = self.pending else {
            return;
        };
        let mut offer = |action: Action| {
            if self.why_illegal(decision, action).is_ok() {
                out.push(action);
            }
        };
        match decision.kind {
            DecisionKind::Turn => {
                offer(Action::Placement);
                offer(Action::Swap);
            }
            DecisionKind::Pay { piece } => {
                // `why_illegal`'s test for each payment, with the provinces
                // that can take a piece found once.
                let hand = self.players[decision.player].hand;
                let placeable = self.placeable(decision.player);
                for payment in Payment::ALL {
                    if hand.of(payment.colour) >= payment.cards()
                        && self.payment_places_in(placeable, payment)
                    {
                        out.push(Action::Pay(payment));
                    }
                }
                if piece > 0 || out.is_empty() {
                    out.push(Action::Stop);
                }
            }
            DecisionKind::Put { payment, .. } => {
                // `why_illegal`'s tests for `House`, `Fortify` and `Envoy`,
                // with the occupied sites found once; the provinces skipped
                // are those `check_province` refuses.
                let player = &self.players[decision.player];
                let sites = self.tables().sites;
                let houses = self.houses_mask();
                let taken = houses | self.fortifications.0;
                let fortify = self.options.fortifications && player.fortification;
                for province in Province::ALL {
                    if !payment.pays_for(province)
                        || self.turn.province.is_some_and(|p| p != province)
                    {
                        continue;
                    }
                    for site in Site::in_mask(province.sites(self.options.side) & sites) {
                        if player.houses > 0 && houses & site.bit() == 0 {
                            out.push(Action::House(site));
                        }
                        if fortify && taken & site.bit() == 0 {
                            out.push(Action::Fortify(site));
                        }
                    }
                    if player.envoys > 0 && self.envoys_in(province) < self.max_houses(province) {
                        out.push(Action::Envoy(province));
                    }
                }
            }
            DecisionKind::Refill { .. } | DecisionKind::SwapTake => {
                Colour::ALL.into_iter().for_each(|c| offer(Action::Take(c)));
                offer(Action::Draw);
            }
            DecisionKind::SwapDiscard => {
                Colour::ALL
                    .into_iter()
                    .for_each(|c| offer(Action::Discard(c)));
            }
        }
    }

    /// Whether `action` answers `decision` under the rules, and if not, why.
    pub(crate) fn why_illegal(&self, decision: Decision, action: Action) -> Result<(), Illegal> {
        let seat = decision.player;
        let player = &self.players[seat];
        match (decision.kind, action) {
            // With no swap possible (C-9.3) a placement is chosen whenever
            // one might be placed; a hand that cannot pay then stops at
            // once: the pass of C-4.3, asked like any turn.
            (DecisionKind::Turn, Action::Placement) => need(
                self.can_place(seat) || (!self.can_swap(seat) && self.might_place(seat)),
                Illegal::NoPlacementPossible,
            ),
            (DecisionKind::Turn, Action::Swap) => {
                need(!player.hand.is_empty(), Illegal::NoCardToSwap)?;
                need(self.can_take(), Illegal::NothingToTake)
            }
            (DecisionKind::Pay { .. }, Action::Pay(payment)) => {
                need(
                    player.hand.of(payment.colour) >= payment.cards(),
                    Illegal::MissingCards(payment),
                )?;
                need(
                    self.payment_places(seat, payment),
                    Illegal::PaymentPlacesNothing(payment),
                )
            }
            (DecisionKind::Pay { piece }, Action::Stop) if piece > 0 || !self.can_place(seat) => {
                Ok(())
            }
            (DecisionKind::Put { payment, .. }, Action::House(site)) => {
                self.check_site(site)?;
                self.check_province(payment, site.province())?;
                need(
                    self.houses_mask() & site.bit() == 0,
                    Illegal::SiteHasHouse(site),
                )?;
                need(player.houses > 0, Illegal::NoneLeft(Piece::House))
            }
            (DecisionKind::Put { payment, .. }, Action::Envoy(province)) => {
                self.check_province(payment, province)?;
                need(player.envoys > 0, Illegal::NoneLeft(Piece::Envoy))?;
                let (envoys, houses) = (self.envoys_in(province), self.max_houses(province));
                need(
                    envoys < houses,
                    Illegal::EnvoyLimit {
                        province,
                        envoys,
                        houses,
                    },
                )
            }
            (DecisionKind::Put { payment, .. }, Action::Fortify(site)) => {
                need(self.options.fortifications, Illegal::NoFortifications)?;
                self.check_site(site)?;
                self.check_province(payment, site.province())?;
                need(
                    (self.houses_mask() | self.fortifications.0) & site.bit() == 0,
                    Illegal::SiteNotFree(site),
                )?;
                need(
                    player.fortification,
                    Illegal::NoneLeft(Piece::Fortification),
                )
            }
            (DecisionKind::Refill { .. } | DecisionKind::SwapTake, Action::Take(colour)) => {
                need(self.display.of(colour) > 0, Illegal::NotOnDisplay(colour))
            }
            (DecisionKind::Refill { .. } | DecisionKind::SwapTake, Action::Draw) => {
                need(!self.pile.is_empty(), Illegal::PileEmpty)
            }
            (DecisionKind::SwapDiscard, Action::Discard(colour)) => {
                need(player.hand.of(colour) > 0, Illegal::NotInHand(colour))
            }
            _ => Err(Illegal::WrongKindOfAction),
        }
    }

    fn check_site(&self, site: Site) -> Result<(), Illegal> {
        need(
            self.tables().sites & site.bit() != 0,
            Illegal::NoSuchSite(site),
        )
    }

    /// C-5.1 and C-5.3: the turn's one province, paid in the right colour.
    fn check_province(&self, payment: Payment, province: Province) -> Result<(), Illegal> {
        if let Some(chosen) = self.turn.province {
            need(chosen == province, Illegal::OtherProvince { chosen })?;
        }
        let card = payment.colour;
        match payment.pays_for(province) {
            true => Ok(()),
            false if payment.joker => Err(Illegal::JokerOwnColour { province, card }),
            false => Err(Illegal::WrongColour { province, card }),
        }
    }

    /// Whether `seat` could put some piece into `province` now, cards and
    /// turn limits aside (C-5.6 … C-5.8, C-5.10).
    pub fn can_put_in(&self, seat: usize, province: Province) -> bool {
        let player = &self.players[seat];
        let sites = self.tables().province_sites[province.index()];
        let houses = self.houses_mask();
        (player.houses > 0 && sites & !houses != 0)
            || (player.envoys > 0 && self.envoys_in(province) < self.max_houses(province))
            || (player.fortification && sites & !(houses | self.fortifications.0) != 0)
    }

    /// Whether a piece paid with `payment` could go somewhere this turn.
    pub(crate) fn payment_places(&self, seat: usize, payment: Payment) -> bool {
        match self.turn.province {
            Some(p) => payment.pays_for(p) && self.can_put_in(seat, p),
            None => Province::ALL
                .into_iter()
                .any(|p| payment.pays_for(p) && self.can_put_in(seat, p)),
        }
    }

    /// The provinces `seat` could put a piece into this turn (`can_put_in`,
    /// and the turn's province once chosen), as bits by province index.
    fn placeable(&self, seat: usize) -> u32 {
        let candidates = match self.turn.province {
            Some(p) => 1 << p.index(),
            None => (1 << Province::ALL.len()) - 1,
        };
        let player = &self.players[seat];
        let houses = self.houses_mask();
        let taken = houses | self.fortifications.0;
        let t = self.tables();
        let mut out = 0;
        for p in Province::ALL {
            if candidates & 1 << p.index() == 0 {
                continue;
            }
            let sites = t.province_sites[p.index()];
            if (player.houses > 0 && sites & !houses != 0)
                || (player.envoys > 0 && self.envoys_in(p) < self.max_houses(p))
                || (player.fortification && sites & !taken != 0)
            {
                out |= 1 << p.index();
            }
        }
        out
    }

    /// [`GameState::payment_places`] given [`GameState::placeable`].
    fn payment_places_in(&self, placeable: u32, payment: Payment) -> bool {
        Province::ALL
            .into_iter()
            .any(|p| placeable & 1 << p.index() != 0 && payment.pays_for(p))
    }

    /// Whether `seat` can start a placement (C-4.3): some payment in hand
    /// places some piece.
    pub fn can_place(&self, seat: usize) -> bool {
        let hand = self.players[seat].hand;
        let placeable = self.placeable(seat);
        placeable != 0
            && Payment::ALL
                .into_iter()
                .any(|p| hand.of(p.colour) >= p.cards() && self.payment_places_in(placeable, p))
    }

    /// Whether `seat` might place a piece, as every seat can tell: it
    /// holds a card, and a piece of its supply could go where the turn
    /// allows (the hand's size, not its cards). What the engine asks
    /// follows this, not [`GameState::can_place`], so that the flow tells
    /// nobody whether the hand can pay.
    pub(crate) fn might_place(&self, seat: usize) -> bool {
        !self.players[seat].hand.is_empty() && self.placeable(seat) != 0
    }

    /// Whether a card can be taken (display or draw pile).
    pub fn can_take(&self) -> bool {
        !self.display.is_empty() || !self.pile.is_empty()
    }

    /// Whether `seat` can swap (C-6.3).
    pub fn can_swap(&self, seat: usize) -> bool {
        !self.players[seat].hand.is_empty() && self.can_take()
    }

    /// C-9.4: whether any player could still place any piece anywhere,
    /// ignoring cards and the per-turn limits.
    pub fn anyone_can_place(&self) -> bool {
        let houses = self.houses_mask();
        let sites = self.tables().sites;
        let free_for_house = sites & !houses != 0;
        let free_for_fort = sites & !(houses | self.fortifications.0) != 0;
        let envoy_room = Province::ALL
            .into_iter()
            .any(|p| self.envoys_in(p) < self.max_houses(p));
        self.players.iter().any(|p| {
            (p.houses > 0 && free_for_house)
                || (p.envoys > 0 && envoy_room)
                || (p.fortification && free_for_fort)
        })
    }
}
