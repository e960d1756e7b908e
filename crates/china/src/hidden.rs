//! Hidden information (§14): what a seat cannot see, and its re-sampling.
//!
//! Hidden are the cards in the hands (their number is public) and the order
//! of the draw pile (C-14.1). Everything else is public (C-14.2): display,
//! discard pile, pile size, board, supplies, scores. A card a player takes
//! from the display was seen by everybody, so each [`Player::known`]
//! records those cards until he visibly plays or discards one of that
//! colour (a lower bound of his hand that every seat shares).
//!
//! **Before the first exhaustion** the unseen cards of a seat are the
//! others' hand cards beyond what is known of them, and the draw pile. They
//! all came out of one shuffled deck without being seen, so any re-deal of
//! them is consistent with everything the seat saw. Their multiset follows
//! from public facts and the seat's own hand: the deck minus display,
//! discard pile, the seat's hand and the others' known cards.
//! Determinization lays out that pool in canonical (colour) order, shuffles
//! it with the caller's RNG and deals it back: first the unknown part of
//! each other hand (in seat order), the rest becomes the draw pile.
//!
//! **After the first exhaustion** (C-7.5) that is no longer exact: the new
//! pile was the face-up discard pile, so its cards are known to all, while
//! the cards the others held then ("old" cards) can never be in it. The
//! state keeps a [`Reshuffle`] record: the pile's cards, those turned up to
//! the display since (public), and per seat a [`Trail`]: how many unknown
//! cards he held at the reshuffle, how many he drew blind since, and the
//! colours of the unknown cards he played or discarded since (public), plus
//! the cards he drew (private to him). For `seat` this gives two multisets:
//! - `fresh` = pile cards minus those turned up minus the seat's own draws:
//!   what is now in the pile or was drawn blind by the others;
//! - `old` = unseen + the others' plays of unknown cards − `fresh`: what
//!   the others held unknown at the reshuffle.
//!
//! A world is consistent with what the seat saw exactly when each play of
//! an unknown card by another seat can be matched to an old card or to a
//! card he drew *before* that play, the matched cards having the played
//! colour. Which plays were old cards is hidden (a player holding an old
//! and a new card who plays one keeps the other). With `o(i)` the plays
//! among his first `i` marked old and `d(i)` his draws before play `i`,
//! the matching exists iff `o(i) ≥ i − d(i)` for every `i` and at most
//! `held` plays are old. Only the positions where `i − d(i)` first reaches
//! 1, 2, 3 matter (`held ≤ 3`), so the trail keeps the plays' colours in at
//! most four stages split there: a fixed-size summary, exact.
//!
//! Determinization then: (1) lists, per other seat, every colour multiset
//! its old plays can have (the stages' constraint); (2) picks one per seat,
//! in random order with backtracking, so that their sum fits `old` and the
//! rest of the plays fit `fresh` (a consistent world always exists: the
//! real one); (3) deals the rest of `old` to the old cards still held,
//! and the rest of `fresh` to the new cards still held and the pile, each
//! laid out in colour order and shuffled. Every consistent world can come
//! out; the draw pile never holds an old card or one the seat has seen
//! leave it, and known cards stay in their hands. The weights of the
//! worlds are not the exact Bayesian posterior (neither are they before
//! the reshuffle: what a player chooses to play tells something about the
//! rest of his hand, which no determinization here models).
//!
//! Both ways re-seed the game's RNG (the only other secret: the shuffle at
//! the first exhaustion) and read nothing the seat cannot see, so two states
//! that differ only in that give the same result. States saved before the
//! record existed (`reshuffle` absent) fall back to the pooled re-deal.
//!
//! [`Player::known`]: crate::state::Player::known

use serde::{Deserialize, Serialize};
use smallvec::SmallVec;

use crate::card::{Cards, Colour};
use crate::rng::Rng;
use crate::state::GameState;

/// The draw pile formed at the first exhaustion and what happened to
/// unknown cards since (module doc).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reshuffle {
    /// The discard pile that became the new draw pile (public: it lay face
    /// up).
    pub cards: Cards,
    /// Its cards turned face up onto the display since (public).
    pub turned_up: Cards,
    /// Per seat.
    pub seats: SmallVec<[Trail; 5]>,
}

/// One seat's unknown cards since the reshuffle. All public but `drawn`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Trail {
    /// Unknown cards in his hand when the new pile was formed (old cards).
    pub held: u8,
    /// Blind draws from the new pile since.
    pub draws: u8,
    /// Unknown cards played or discarded since (beyond what was known).
    pub plays: u8,
    /// The most by which `plays` ever exceeded `draws` right after a play:
    /// at least that many of the plays were old cards.
    pub deadlines: u8,
    /// The played unknown cards by colour, in stages: stage `j` holds the
    /// plays after the `j`-th deadline up to and including the `j + 1`-th
    /// (the last stage is open). For each `j` below `deadlines`, at least
    /// `j + 1` of the plays in stages `0..=j` were old cards.
    pub stages: [Cards; 4],
    /// The cards he drew from the new pile: private to him.
    pub drawn: Cards,
}

impl Trail {
    /// All his plays of unknown cards since the reshuffle.
    pub fn played(&self) -> Cards {
        self.stages.iter().fold(Cards::EMPTY, |a, s| a.plus(s))
    }

    pub(crate) fn play(&mut self, colour: Colour) {
        self.stages[(self.deadlines as usize).min(3)].add(colour, 1);
        self.plays += 1;
        if self.plays.saturating_sub(self.draws) > self.deadlines {
            self.deadlines += 1;
        }
    }

    /// Every colour multiset the old cards among his plays can have
    /// (module doc), in a canonical order, each once. Empty when the trail
    /// is not consistent.
    pub(crate) fn old_options(&self, out: &mut SmallVec<[Cards; 24]>) {
        out.clear();
        if self.deadlines > self.held || self.deadlines > 3 {
            return;
        }
        if self.plays == 0 {
            out.push(Cards::EMPTY);
            return;
        }
        self.old_options_from(0, 0, Cards::EMPTY, out);
    }

    fn old_options_from(
        &self,
        stage: usize,
        taken: u8,
        acc: Cards,
        out: &mut SmallVec<[Cards; 24]>,
    ) {
        if stage > self.deadlines as usize {
            if !out.contains(&acc) {
                out.push(acc);
            }
            return;
        }
        let mut subsets: SmallVec<[Cards; 24]> = SmallVec::new();
        sub_multisets(self.stages[stage], self.held - taken, &mut subsets);
        for x in subsets {
            let k = taken + x.total();
            // The (stage + 1)-th deadline closes this stage.
            if stage < self.deadlines as usize && (k as usize) < stage + 1 {
                continue;
            }
            self.old_options_from(stage + 1, k, acc.plus(&x), out);
        }
    }
}

/// Every sub-multiset of `of` with at most `most` cards, in canonical order.
fn sub_multisets(of: Cards, most: u8, out: &mut SmallVec<[Cards; 24]>) {
    fn from(of: &Cards, colour: usize, left: u8, acc: Cards, out: &mut SmallVec<[Cards; 24]>) {
        if colour == 5 {
            out.push(acc);
            return;
        }
        for n in 0..=of.0[colour].min(left) {
            let mut next = acc;
            next.0[colour] += n;
            from(of, colour + 1, left - n, next, out);
        }
    }
    from(&of, 0, most, Cards::EMPTY, out);
}

/// `a - b`, or `None` if some colour would go below 0.
fn checked_minus(a: &Cards, b: &Cards) -> Option<Cards> {
    a.contains(b).then(|| a.minus(b))
}

/// Per colour, `lo <= x <= hi`.
fn within(x: &Cards, lo: &Cards, hi: &Cards) -> bool {
    x.contains(lo) && hi.contains(x)
}

impl Reshuffle {
    /// The record at the first exhaustion: `cards` become the pile; each
    /// seat holds his hand's unknown cards.
    pub(crate) fn new(cards: Cards, held: impl Iterator<Item = u8>) -> Reshuffle {
        Reshuffle {
            cards,
            turned_up: Cards::EMPTY,
            seats: held
                .map(|held| Trail {
                    held,
                    ..Trail::default()
                })
                .collect(),
        }
    }
}

/// One other seat in a post-reshuffle re-deal.
struct Other {
    seat: usize,
    trail: Trail,
    options: SmallVec<[Cards; 24]>,
}

impl GameState {
    /// The record of the pile formed at the first exhaustion, if any (none
    /// before it, and none in states saved before it was kept).
    pub fn reshuffle(&self) -> Option<&Reshuffle> {
        self.reshuffle.as_ref()
    }

    /// `seat` plays or discards `n` cards of `colour` from his hand onto
    /// the discard pile, in view of all: first the cards known to be
    /// there, the rest were unknown (recorded after a reshuffle).
    pub(crate) fn play_cards(&mut self, seat: usize, colour: Colour, n: u8) {
        let player = &mut self.players[seat];
        let unknown = n - player.known.of(colour).min(n);
        player.hand.remove(colour, n);
        player.known.remove_up_to(colour, n);
        self.discard.add(colour, n);
        if let Some(r) = &mut self.reshuffle {
            for _ in 0..unknown {
                r.seats[seat].play(colour);
            }
        }
    }

    /// Pops the top card; records it if it comes from the new pile.
    pub(crate) fn pop_pile(&mut self, to_seat: Option<usize>) -> Colour {
        let colour = self.pile.pop().expect("the caller checked the pile");
        if let Some(r) = &mut self.reshuffle {
            match to_seat {
                Some(seat) => {
                    let trail = &mut r.seats[seat];
                    trail.draws += 1;
                    trail.drawn.add(colour, 1);
                }
                None => r.turned_up.add(colour, 1),
            }
        }
        colour
    }

    /// The cards `seat` cannot see: the others' unknown hand cards and the
    /// draw pile, as one multiset.
    pub fn unseen_by(&self, seat: usize) -> Cards {
        let mut seen = self
            .display
            .plus(&self.discard)
            .plus(&self.players[seat].hand);
        for (s, p) in self.players.iter().enumerate() {
            if s != seat {
                seen = seen.plus(&p.known);
            }
        }
        self.deck().minus(&seen)
    }

    /// Re-deals everything `seat` cannot see (see the module doc).
    pub fn determinize_for(&mut self, seat: usize, rng: &mut Rng) {
        if self.reshuffle.is_none() || !self.redeal_after_reshuffle(seat, rng) {
            self.redeal_pooled(seat, rng);
        }
        self.rng = Rng::seeded(rng.next_u64());
    }

    /// Before the first exhaustion: one pool, shuffled and dealt.
    fn redeal_pooled(&mut self, seat: usize, rng: &mut Rng) {
        let pool = self.unseen_by(seat);
        let mut cards: SmallVec<[Colour; 64]> = pool.each().collect();
        debug_assert_eq!(
            cards.len(),
            self.pile.len()
                + self
                    .players
                    .iter()
                    .enumerate()
                    .filter(|&(s, _)| s != seat)
                    .map(|(_, p)| (p.hand.total() - p.known.total()) as usize)
                    .sum::<usize>(),
            "the unseen pool matches the hidden cards"
        );
        rng.shuffle(&mut cards);
        for (s, player) in self.players.iter_mut().enumerate() {
            if s == seat {
                continue;
            }
            let unknown = player.hand.total() - player.known.total();
            player.hand = player.known;
            for _ in 0..unknown {
                player.hand.add(cards.pop().expect("pool large enough"), 1);
            }
        }
        self.pile = cards;
    }

    /// The old and fresh pools of `seat` and the other seats with their
    /// options (module doc), or `None` if the record does not fit the
    /// state (which a game played by the rules never gives).
    fn reshuffle_pools(&self, seat: usize) -> Option<(Cards, Cards, SmallVec<[Other; 4]>)> {
        let r = self.reshuffle.as_ref()?;
        if r.seats.len() != self.players.len() {
            return None;
        }
        let fresh = checked_minus(&r.cards, &r.turned_up)?;
        let fresh = checked_minus(&fresh, &r.seats[seat].drawn)?;
        let mut played = Cards::EMPTY;
        let mut others: SmallVec<[Other; 4]> = SmallVec::new();
        let mut held = 0usize;
        let mut draws = 0usize;
        for (s, p) in self.players.iter().enumerate() {
            if s == seat {
                continue;
            }
            let trail = r.seats[s];
            let unknown = (p.hand.total() - p.known.total()) as usize;
            if trail.held as usize + trail.draws as usize != unknown + trail.plays as usize
                || trail.played().total() != trail.plays
            {
                return None;
            }
            played = played.plus(&trail.played());
            held += trail.held as usize;
            draws += trail.draws as usize;
            let mut options = SmallVec::new();
            trail.old_options(&mut options);
            if options.is_empty() {
                return None;
            }
            others.push(Other {
                seat: s,
                trail,
                options,
            });
        }
        let old = checked_minus(&self.unseen_by(seat).plus(&played), &fresh)?;
        if old.total() as usize != held || fresh.total() as usize != self.pile.len() + draws {
            return None;
        }
        Some((old, fresh, others))
    }

    /// After the first exhaustion: the exact re-deal of the module doc.
    /// `false` (and nothing changed) if the record does not fit the state.
    fn redeal_after_reshuffle(&mut self, seat: usize, rng: &mut Rng) -> bool {
        let Some((old, fresh, mut others)) = self.reshuffle_pools(seat) else {
            return false;
        };
        let played = others
            .iter()
            .fold(Cards::EMPTY, |a, o| a.plus(&o.trail.played()));
        // The old cards among the plays: at most `old`, and enough that
        // the rest fits into `fresh`.
        let low = played.minus(&fresh);
        for other in &mut others {
            rng.shuffle(&mut other.options);
        }
        let mut most: SmallVec<[Cards; 5]> = SmallVec::from_elem(Cards::EMPTY, others.len() + 1);
        for i in (0..others.len()).rev() {
            let mut top = Cards::EMPTY;
            for o in &others[i].options {
                for c in 0..5 {
                    top.0[c] = top.0[c].max(o.0[c]);
                }
            }
            most[i] = most[i + 1].plus(&top);
        }
        let mut chosen: SmallVec<[usize; 4]> = SmallVec::from_elem(0, others.len());
        if !choose(&others, 0, Cards::EMPTY, &low, &old, &most, &mut chosen) {
            return false;
        }
        let picks: SmallVec<[Cards; 4]> = others
            .iter()
            .zip(&chosen)
            .map(|(o, &i)| o.options[i])
            .collect();
        let old_picked = picks.iter().fold(Cards::EMPTY, |a, p| a.plus(p));
        let mut old_cards: SmallVec<[Colour; 16]> = old.minus(&old_picked).each().collect();
        let fresh_played = played.minus(&old_picked);
        let mut fresh_cards: SmallVec<[Colour; 64]> = fresh.minus(&fresh_played).each().collect();
        rng.shuffle(&mut old_cards);
        rng.shuffle(&mut fresh_cards);
        for (other, pick) in others.iter().zip(&picks) {
            let t = other.trail;
            let forced = t.played().minus(pick);
            let player = &mut self.players[other.seat];
            player.hand = player.known;
            for _ in 0..t.held - pick.total() {
                player
                    .hand
                    .add(old_cards.pop().expect("old cards suffice"), 1);
            }
            let mut drawn = forced;
            for _ in 0..t.draws - forced.total() {
                let c = fresh_cards.pop().expect("fresh cards suffice");
                player.hand.add(c, 1);
                drawn.add(c, 1);
            }
            let r = self.reshuffle.as_mut().expect("checked");
            r.seats[other.seat].drawn = drawn;
        }
        debug_assert!(old_cards.is_empty());
        self.pile = fresh_cards;
        true
    }

    /// Whether, for this seat, a consistent world exists and the exact
    /// re-deal applies (for tests).
    #[cfg(test)]
    pub(crate) fn redeals_exactly(&self, seat: usize) -> bool {
        let mut copy = self.clone();
        copy.reshuffle.is_some() && copy.redeal_after_reshuffle(seat, &mut Rng::seeded(0))
    }
}

/// Depth-first over the other seats: an option each (in their shuffled
/// order) whose sum stays within `hi` and can still reach `lo`.
fn choose(
    others: &[Other],
    i: usize,
    sum: Cards,
    lo: &Cards,
    hi: &Cards,
    most: &[Cards],
    chosen: &mut [usize],
) -> bool {
    if i == others.len() {
        return within(&sum, lo, hi);
    }
    for (k, option) in others[i].options.iter().enumerate() {
        let next = sum.plus(option);
        if !hi.contains(&next) || !next.plus(&most[i + 1]).contains(lo) {
            continue;
        }
        chosen[i] = k;
        if choose(others, i + 1, next, lo, hi, most, chosen) {
            return true;
        }
    }
    false
}
