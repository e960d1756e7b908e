//! The tips of a game on screen: after every action played in it, the tips
//! of each human seat of this screen ([`tips_of_played`], from the rules
//! crate's `tips_after`: worded from that seat's views only), kept when
//! tips are on for that player and they have not seen the tip in this game,
//! queued, and shown one at a time to the player they are for.
//!
//! It follows the session's record rather than each place that plays (the
//! human here, the bots, a lesson's prepared moves, a guest's decision the
//! host plays, another window's moves): whatever extends the record is an
//! action played, rebuilt as the [`Played`] `Session::play` returned; a
//! record that was replaced (an undo, a lesson's "Back") gives no tips.

use std::collections::BTreeMap;

use boardgame::tips::Tip;
use leptos::prelude::*;

use super::memory::Memory;
use super::queue::{Queue, Queued};
use super::setting::{self, Setting};
use crate::games::GameUi;
use crate::session::{Journaled, Played, Session};

/// The tips for the `seats` given after `played` took the game to `after`
/// (the real game: each seat's tips are worded from its views only), seat
/// by seat, in the order to show: the seat that played first (its own
/// move's rule), then the others in seat order.
pub fn tips_of_played<G: GameUi>(
    played: &Played<G>,
    after: &G,
    seats: &[usize],
) -> Vec<(usize, Tip)> {
    let mut order = seats.to_vec();
    order.sort_by_key(|&s| (Some(s) != played.seat, s));
    order
        .iter()
        .flat_map(|&seat| {
            G::tips_after(&played.before, played.action, after, seat)
                .into_iter()
                .map(move |tip| (seat, tip))
        })
        .collect()
}

/// Whether tips show to a player: the setting, and with the default
/// setting, in a lesson, in the game after a lesson, or in one of the
/// player's first games of this game.
pub fn turned_on(setting: Setting, lesson: bool, after_lesson: bool, first_games: bool) -> bool {
    match setting {
        Setting::Always => true,
        Setting::Never => false,
        Setting::FirstGames => lesson || after_lesson || first_games,
    }
}

/// A game's tips on screen.
pub struct Tips<G: GameUi> {
    game: &'static str,
    id: StoredValue<String>,
    lesson: bool,
    /// When the game was created: the game after a lesson is the first one
    /// created after it.
    created: f64,
    queue: RwSignal<Queue>,
    /// The record's actions and the position the tips were last worked
    /// out for (`None`: not following a record, a guest's device).
    last: StoredValue<Option<(Vec<G::Action>, G)>>,
    /// Per player: whether this game is one for tips with the default
    /// setting (worked out once a game).
    default_on: StoredValue<BTreeMap<String, bool>>,
    /// The tip shown now (the first one waiting for a player who may see
    /// it now).
    shown: Memo<Option<Queued>>,
    /// The last tip spoken in the live region.
    spoken: StoredValue<u64>,
    /// The setting as this screen's controls show it ("No more tips"
    /// changes it under them).
    pub setting: RwSignal<Setting>,
}

impl<G: GameUi> Clone for Tips<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: GameUi> Copy for Tips<G> {}

/// The local human seats of a session (a guest's seat decides, and reads
/// its tips, on its own device).
fn local_humans<G: Journaled>(s: &Session<G>) -> Vec<usize> {
    (0..s.seats.len())
        .filter(|&i| s.seats[i].is_local_human())
        .collect()
}

/// Whether `seat`'s tip may show now: with one human on this screen,
/// always; with several (hot seat), only while that seat decides, so no
/// one reads another's tip.
fn may_see<G: Journaled>(s: &Session<G>, seat: usize) -> bool {
    let humans = local_humans(s);
    humans.len() <= 1 || s.human_to_move() == Some(seat)
}

impl<G: GameUi> Tips<G> {
    /// The tips of `session` on screen: from now on, every action that
    /// extends its record; a game of its players counts among their first
    /// games (a lesson is remembered as such).
    pub fn new(session: RwSignal<Session<G>>) -> Tips<G> {
        let tips = Tips::build(session, true).remember_shown();
        let (lesson, humans, names) =
            session.with_untracked(|s| (s.lesson, local_humans(s), s.names()));
        let now = crate::platform::now_ms();
        if lesson {
            Memory::update(|m| m.lesson_shown(G::NAME, now));
        }
        for seat in humans {
            tips.default_on(&names[seat]);
        }
        session.with_untracked(|s| tips.open(s));
        // Every change of the record: its new actions' tips.
        Effect::new(move |_| session.with(|s| tips.follow(s)));
        tips
    }

    /// A guest's device at a table of devices: no record to follow; the
    /// guest side calls [`Tips::seen`] with its seat's views after each
    /// action the host sends.
    pub fn remote(session: RwSignal<Session<G>>) -> Tips<G> {
        Tips::build(session, false).remember_shown()
    }

    fn build(session: RwSignal<Session<G>>, follow: bool) -> Tips<G> {
        let (id, lesson, created, last) = session.with_untracked(|s| {
            let last = follow.then(|| (s.record.actions.clone(), s.state.clone()));
            (s.id.clone(), s.lesson, s.created, last)
        });
        let queue = RwSignal::new(Queue::default());
        let shown = Memo::new(move |_| {
            queue.with(|q| session.with(|s| q.first(|seat| may_see(s, seat)).cloned()))
        });
        Tips {
            game: G::NAME,
            id: StoredValue::new(id),
            lesson,
            created,
            queue,
            last: StoredValue::new(last),
            default_on: StoredValue::new(BTreeMap::new()),
            shown,
            spoken: StoredValue::new(0),
            setting: RwSignal::new(setting::current()),
        }
    }

    /// Shown is seen: a tip shown will not come back for that player in
    /// this game (an effect: in the browser only).
    fn remember_shown(self) -> Tips<G> {
        let tips = self;
        Effect::new(move |_| {
            if let Some(q) = tips.shown.get() {
                Memory::update(|m| m.mark_seen(tips.game, &q.player, tips.lesson, &q.tip.id));
            }
        });
        tips
    }

    /// A game not begun yet: its first decision's tips for each human
    /// seat of this screen now, not one action late.
    fn open(&self, s: &Session<G>) {
        if !s.record.actions.is_empty() {
            return;
        }
        let names = s.names();
        for seat in local_humans(s) {
            self.offer(seat, &names[seat], G::tips_at_start(&s.state, seat));
        }
    }

    /// Whether tips are on for `player` in this game with the default
    /// setting (counting this game among their first games of it).
    fn default_on(&self, player: &str) -> bool {
        if let Some(on) = self.default_on.with_value(|d| d.get(player).copied()) {
            return on;
        }
        let id = self.id.get_value();
        let on = self.lesson
            || Memory::update(|m| {
                let after = m.follows_lesson(self.game, &id, self.created);
                let first = m.among_first_games(self.game, player, &id);
                after || first
            });
        self.default_on.update_value(|d| {
            d.insert(player.into(), on);
        });
        on
    }

    /// Whether tips show to `player` now.
    pub fn on_for(&self, player: &str) -> bool {
        let setting = setting::current();
        setting != Setting::Never && turned_on(setting, self.lesson, false, self.default_on(player))
    }

    /// Queues `tips` for `player` at `seat`: those they have not seen in
    /// this game, when tips are on for them.
    pub fn offer(&self, seat: usize, player: &str, tips: Vec<Tip>) {
        if tips.is_empty() || !self.on_for(player) {
            return;
        }
        let memory = Memory::load();
        let fresh: Vec<Tip> = tips
            .into_iter()
            .filter(|t| !memory.has_seen(self.game, player, self.lesson, &t.id))
            .collect();
        if fresh.is_empty() {
            return;
        }
        self.queue.update(|q| {
            for tip in fresh {
                q.push(seat, player, tip);
            }
        });
    }

    /// The session changed: the tips after each action that extends the
    /// record since last time, for each human seat of this screen.
    pub fn follow(&self, s: &Session<G>) {
        let Some(Some((actions, state))) = self.last.try_get_value() else {
            return;
        };
        let now = &s.record.actions;
        let extended = now.len() > actions.len() && now.starts_with(&actions);
        if !extended {
            if now != &actions {
                self.last.set_value(Some((now.clone(), s.state.clone())));
            }
            return;
        }
        let humans = local_humans(s);
        let names = s.names();
        let mut state = state;
        for &action in &now[actions.len()..] {
            let played = Played {
                seat: state.to_move(),
                action,
                before: state.clone(),
            };
            if state.apply(action).is_err() {
                break;
            }
            // The copy keeps no journal of its own.
            let _ = state.take_journal();
            self.queue.update(Queue::aged);
            for (seat, tip) in tips_of_played(&played, &state, &humans) {
                self.offer(seat, &names[seat], vec![tip]);
            }
        }
        self.last.set_value(Some((now.clone(), s.state.clone())));
    }

    /// A guest's device: the tips for its `seat` (`player`) after an
    /// action, from what it holds: its views before and after the action
    /// (each with the pending decision sent beside it) and its log entry
    /// of it (`boardgame::tips::tips_seen`).
    pub fn seen(
        &self,
        seat: usize,
        player: &str,
        before: (&G::SeatView, Option<G::Decision>),
        event: &G::SeatEvent,
        after: (&G::SeatView, Option<G::Decision>),
    ) {
        let tips = G::tips_seen(seat, before, event, after);
        self.queue.update(Queue::aged);
        self.offer(seat, player, tips);
    }

    /// A guest's device: the tips for its `seat` at the start of the game,
    /// from its first view (`boardgame::tips::tips_at_start_seen`).
    pub fn seen_at_start(
        &self,
        seat: usize,
        player: &str,
        start: (&G::SeatView, Option<G::Decision>),
    ) {
        let tips = G::tips_at_start_seen(seat, start);
        self.offer(seat, player, tips);
    }

    /// The tip shown now.
    pub fn shown(&self) -> Option<Queued> {
        self.shown.get()
    }

    /// "Got it": the next tip, if any.
    pub fn close(&self, seq: u64) {
        self.queue.update(|q| q.close(seq));
    }

    /// "No more tips": off, here and in every game from now on.
    pub fn no_more(&self) {
        setting::set(Setting::Never);
        self.setting.set(Setting::Never);
        self.clear();
    }

    /// Drops the tips waiting (tips were turned off).
    pub fn clear(&self) {
        self.queue.update(Queue::clear);
    }

    /// The words to speak in the live region for the tip shown now, once
    /// per tip (`None` once spoken, or with no tip shown); tracks the tip
    /// shown.
    pub fn words_to_say(&self, names: &[String]) -> Option<String> {
        let q = self.shown.get()?;
        if self.spoken.get_value() >= q.seq {
            return None;
        }
        self.spoken.set_value(q.seq);
        Some(super::words::words(&q.tip, names))
    }

    /// How many tips wait (shown one included).
    #[cfg_attr(not(test), allow(dead_code))]
    pub fn waiting(&self) -> usize {
        self.queue.with_untracked(Queue::len)
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use boardgame::Game;

    use super::*;
    use crate::games::{GameKind, Visit};
    use crate::seats::tests::seats;
    use crate::session::tests::start;

    /// Every tip shown now, each closed as the bubble's "Got it" does
    /// (shown is seen, as the bubble's effect records it).
    fn read_all<G: GameUi>(tips: &Tips<G>, session: &Session<G>) -> Vec<Queued> {
        let mut read = Vec::new();
        while let Some(q) = tips
            .queue
            .with_untracked(|q| q.first(|seat| may_see(session, seat)).cloned())
        {
            Memory::update(|m| m.mark_seen(G::NAME, &q.player, tips.lesson, &q.tip.id));
            tips.close(q.seq);
            read.push(q);
        }
        read
    }

    /// A random game of `G`, seat 0 human: the tips queued as it is
    /// followed are exactly the ones the rules crate gives seat 0 (each
    /// once, as they first come up) and of the game's list.
    struct FollowsEveryAction;
    impl Visit for FollowsEveryAction {
        type Out = (usize, usize);
        fn visit<G: GameUi>(self) -> (usize, usize) {
            let owner = Owner::new();
            owner.set();
            crate::platform::memory_storage();
            setting::reread();
            let players = *G::PLAYERS.start();
            let mut s = start::<G>(seats(players, &[0]), G::default_options(players), 5);
            let session = RwSignal::new(s.clone());
            let tips = Tips::build(session, true);
            let list: BTreeSet<&str> = G::tip_list().iter().map(|t| t.id).collect();
            let mut rng = boardgame::Rng::seeded(11);
            let mut expected = Vec::new();
            let mut read = Vec::new();
            while !s.state.is_over() && s.moves() < 400 {
                let legal = s.state.legal();
                let action = legal[rng.below(legal.len())];
                let before = s.state.clone();
                s.play(action).unwrap();
                for tip in G::tips_after(&before, action, &s.state, 0) {
                    if !expected.contains(&tip.id) {
                        expected.push(tip.id);
                    }
                }
                tips.follow(&s);
                read.extend(read_all(&tips, &s));
            }
            for q in &read {
                assert_eq!((q.seat, q.player.as_str()), (0, s.seats[0].name.as_str()));
                assert!(
                    list.contains(q.tip.id.as_str()),
                    "{}: {}",
                    G::NAME,
                    q.tip.id
                );
            }
            let ids: Vec<String> = read.into_iter().map(|q| q.tip.id).collect();
            assert_eq!(ids, expected, "{}", G::NAME);
            (s.moves(), ids.len())
        }
    }

    #[test]
    fn the_tips_of_every_action_are_queued_once_for_the_human() {
        for kind in GameKind::ALL {
            let (moves, tips) = kind.visit(FollowsEveryAction);
            println!(
                "{}: {moves} actions followed, {tips} tips shown",
                kind.name()
            );
            assert!(moves > 0);
        }
    }

    /// A game not begun yet opens with its first decision's tips for the
    /// human to move; one already begun does not (a reload mid-game).
    struct OpensWithTheFirstDecision;
    impl Visit for OpensWithTheFirstDecision {
        type Out = ();
        fn visit<G: GameUi>(self) {
            let owner = Owner::new();
            owner.set();
            crate::platform::memory_storage();
            setting::set(Setting::Always);
            let players = *G::PLAYERS.start();
            let all: Vec<usize> = (0..players).collect();
            let mut s = start::<G>(seats(players, &all), G::default_options(players), 7);
            let to_move = s.state.to_move().expect("a game starts with a decision");
            let tips = Tips::build(RwSignal::new(s.clone()), true);
            tips.open(&s);
            let first = tips.queue.with_untracked(|q| q.first(|_| true).cloned());
            let first = first.unwrap_or_else(|| panic!("{}: no tip at the start", G::NAME));
            assert_eq!(first.seat, to_move, "{}", G::NAME);
            let expected = G::tips_at_start(&s.state, to_move);
            assert_eq!(Some(&first.tip), expected.first(), "{}", G::NAME);
            let legal = s.state.legal();
            s.play(legal[0]).unwrap();
            let later = Tips::build(RwSignal::new(s.clone()), true);
            later.open(&s);
            assert_eq!(
                later.waiting(),
                0,
                "{}: a game begun opens with no tip",
                G::NAME
            );
            setting::set(Setting::FirstGames);
        }
    }

    #[test]
    fn a_new_game_opens_with_its_first_decisions_tip() {
        for kind in GameKind::ALL {
            kind.visit(OpensWithTheFirstDecision);
        }
    }

    /// A record that was replaced (an undo, a lesson's "Back") gives no
    /// tips; the actions after it do.
    #[test]
    fn a_replaced_record_gives_no_tips_and_play_goes_on() {
        let owner = Owner::new();
        owner.set();
        crate::platform::memory_storage();
        setting::reread();
        let mut s = start::<dragon::GameState>(seats(2, &[0]), dragon::Options::new(2), 3);
        let session = RwSignal::new(s.clone());
        let tips = Tips::build(session, true);
        let mut rng = boardgame::Rng::seeded(2);
        for _ in 0..30 {
            let legal = s.state.legal();
            s.play(legal[rng.below(legal.len())]).unwrap();
        }
        tips.follow(&s);
        read_all(&tips, &s);
        assert!(s.truncate(10));
        tips.follow(&s);
        assert_eq!(tips.waiting(), 0, "nothing new was played");
        let followed = tips.last.with_value(|l| l.as_ref().map(|(a, _)| a.len()));
        assert_eq!(followed, Some(10), "it follows the record from there");
        let legal = s.state.legal();
        s.play(legal[0]).unwrap();
        tips.follow(&s);
        let followed = tips.last.with_value(|l| l.as_ref().map(|(a, _)| a.len()));
        assert_eq!(followed, Some(11));
    }

    /// Tips are on in a player's first three games of each game, in
    /// lessons and in the game after one; the setting overrides.
    #[test]
    fn on_in_the_first_three_games_in_lessons_and_after_one() {
        let owner = Owner::new();
        owner.set();
        crate::platform::memory_storage();
        let on = |id: &str, lesson: bool, created: f64| {
            let mut s = start::<dragon::GameState>(seats(2, &[0]), dragon::Options::new(2), 1);
            s.id = id.into();
            s.lesson = lesson;
            s.created = created;
            let tips = Tips::build(RwSignal::new(s), true);
            tips.on_for("Anna")
        };
        setting::set(Setting::FirstGames);
        assert!(on("g1", false, 1.0) && on("g2", false, 2.0) && on("g3", false, 3.0));
        assert!(!on("g4", false, 4.0), "a fourth game");
        assert!(on("g2", false, 2.0), "the second game again (a reload)");
        assert!(on("lesson", true, 5.0), "a lesson");
        assert!(!on("g5", false, 6.0), "no lesson shown yet");
        Memory::update(|m| m.lesson_shown(dragon::GameState::NAME, 10.0));
        assert!(on("g6", false, 11.0), "the game after the lesson");
        assert!(!on("g7", false, 12.0), "and only that one");
        setting::set(Setting::Always);
        assert!(on("g8", false, 13.0));
        setting::set(Setting::Never);
        assert!(!on("g1", false, 1.0) && !on("lesson", true, 5.0));
        setting::set(Setting::FirstGames);
    }

    #[test]
    fn the_setting_decides_first() {
        assert!(turned_on(Setting::Always, false, false, false));
        assert!(!turned_on(Setting::Never, true, true, true));
        assert!(!turned_on(Setting::FirstGames, false, false, false));
        assert!(turned_on(Setting::FirstGames, false, false, true));
        assert!(turned_on(Setting::FirstGames, true, false, false));
        assert!(turned_on(Setting::FirstGames, false, true, false));
    }

    /// With two humans at one screen a tip waits for its player's turn.
    #[test]
    fn at_a_hot_seat_a_tip_shows_only_to_the_seat_deciding() {
        let s = start::<dragon::GameState>(seats(3, &[0, 1]), dragon::Options::new(3), 4);
        let to_move = s.human_to_move();
        for seat in 0..3 {
            assert_eq!(may_see(&s, seat), to_move == Some(seat), "{seat}");
        }
        let alone = start::<dragon::GameState>(seats(3, &[2]), dragon::Options::new(3), 4);
        assert!((0..3).all(|seat| may_see(&alone, seat)));
    }
}
