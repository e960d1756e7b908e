//! The page's side of the bots: asks the worker for a bot seat's move (or a
//! hint) with only that seat's view of the game, paces the moves so they can
//! be followed, and drops every answer that is not for the position on
//! screen. A busy worker cannot be interrupted, but every search ends by its
//! own deadline, and a late answer is recognised by its ticket: game id,
//! moves played and a generation bumped by a new game, an undo, a resume and
//! leaving the game.

use std::cell::RefCell;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use boardgame::Level;
use leptos::prelude::*;

use crate::games::GameUi;
use crate::platform;
use crate::pool::Gather;
use crate::session::Session;
use crate::worker::{Purpose, Reply, Request, Ticket};

static GENERATION: AtomicU64 = AtomicU64::new(0);

thread_local! {
    /// The pooled Hard decision being gathered (`crate::pool`).
    static GATHER: RefCell<Gather> = RefCell::new(Gather::default());
}

/// Time past a pooled search's budget for its answers to arrive: a worker
/// that has not answered by then is left out.
const POOL_GRACE_MS: f64 = 400.0;

/// Asks the bot worker for `request`; a Hard move or hint is searched by
/// the whole pool (`crate::pool`), each worker with its own seed, and its
/// choice made from the sum of their root statistics.
pub fn dispatch(request: Request) {
    let workers = crate::pool::size();
    let pooled = request.level == Level::Hard
        && workers > 1
        && matches!(request.purpose, Purpose::Move | Purpose::Hint);
    if !pooled {
        crate::worker::send(request);
        return;
    }
    let (ticket, purpose) = (request.ticket.clone(), request.purpose);
    begin(ticket.clone(), workers);
    for n in 0..workers {
        crate::worker::send_to(
            n,
            Request {
                part: Some(n as u32),
                ..request.clone()
            },
        );
    }
    let deadline = request.think_ms + POOL_GRACE_MS;
    set_timeout(
        move || {
            let answer = GATHER.with(|g| {
                let mut g = g.borrow_mut();
                let answer = (g.ticket.as_ref() == Some(&ticket))
                    .then(|| g.finish())
                    .flatten();
                if answer.is_some() {
                    crate::pool::decided(&g, platform::now_ms());
                }
                answer
            });
            if let Some(answer) = answer {
                crate::worker::deliver(Reply {
                    ticket,
                    purpose,
                    answer,
                    review: None,
                    stats: None,
                    worker: 0,
                    millis: 0.0,
                });
            }
        },
        Duration::from_millis(deadline as u64),
    );
}

/// A pooled decision for `ticket` asked of `workers` workers: their
/// answers are gathered from now on.
fn begin(ticket: Ticket, workers: usize) {
    crate::pool::asking();
    GATHER.with(|g| *g.borrow_mut() = Gather::start(ticket, workers, platform::now_ms()));
}

/// A pool worker's reply added to its decision: the reply with the pool's
/// choice once every worker answered (or, past the deadline, the first).
fn gathered(mut reply: Reply) -> Option<Reply> {
    let stats = reply.stats.take()?;
    GATHER.with(|g| {
        let mut g = g.borrow_mut();
        let answer = g.add(&reply.ticket, reply.worker, stats, reply.millis)?;
        crate::pool::decided(&g, platform::now_ms());
        Some(Reply { answer, ..reply })
    })
}

/// A worker's reply as the position on screen (`current`, `None` once the
/// game is left) sees it: dropped and tallied as stale when it was asked
/// for another position (the job cancelled by an undo, a new game or
/// leaving: each worker's reply is dropped, none reaches the pool's sum);
/// held while more of the pool is to come; else the answer to act on.
fn sort(reply: Reply, current: Option<&Ticket>) -> Option<Reply> {
    if current != Some(&reply.ticket) {
        crate::pool::dropped();
        return None;
    }
    match reply.stats.is_some() {
        true => gathered(reply),
        false => Some(reply),
    }
}

/// A new generation: answers asked for before it are stale.
pub fn next_generation() -> u64 {
    GENERATION.fetch_add(1, Ordering::Relaxed) + 1
}

/// Leaving a game: nothing asked so far may be applied anywhere.
pub fn leave() {
    next_generation();
}

/// The position bot answers must be for: `session`'s now, in
/// `generation`.
pub fn ticket<G: GameUi>(
    session: RwSignal<Session<G>>,
    generation: RwSignal<u64>,
) -> Option<Ticket> {
    let generation = generation.try_get_untracked()?;
    session.try_with_untracked(|s| Ticket {
        game: s.id.clone(),
        moves: s.moves(),
        generation,
    })
}

/// The request for the seat to move in `session`: the game so far, of
/// which the worker gives the bot that seat's view only (everything it
/// cannot know re-sampled), never the real state.
pub fn request<G: GameUi>(
    session: &Session<G>,
    ticket: Ticket,
    purpose: Purpose,
    level: Level,
) -> Request {
    let moves = session.moves() as u64;
    // The bot's own seed: different per position, reproducible per game.
    let seed = session.record.seed ^ moves.rotate_left(32) ^ 0xB07;
    Request {
        ticket,
        purpose,
        level,
        seed,
        think_ms: session.think_ms as f64,
        played: G::to_played(session.record.clone()),
        part: None,
    }
}

/// A guest's hint at a table of devices: the request for its seat, from
/// its seat's view alone (`view`, the host's last message; the guest has
/// no record), which the worker turns into the position it describes and
/// determinizes. `None` unless the seat is to move.
pub fn seat_request<G: GameUi>(
    view: &boardgame::table::View<G>,
    id: &str,
    generation: u64,
) -> Option<Request> {
    (view.to_move == Some(view.seat)).then(|| Request {
        ticket: Ticket {
            game: id.to_string(),
            moves: view.moves,
            generation,
        },
        purpose: Purpose::Hint,
        level: Level::Hard,
        // Different per position and seat.
        seed: (view.moves as u64).rotate_left(32) ^ view.seat as u64 ^ 0x6E57,
        think_ms: crate::seats::DEFAULT_THINK_MS as f64,
        played: G::seat_played(view.clone()),
        part: None,
    })
}

/// A guest's page takes only hints from the workers (its seats are all
/// played at the host): `hinted` gets each hint still for the position on
/// screen, `current`'s (`None` once the page is left); anything else is
/// dropped.
pub fn take_hints<G: GameUi>(
    current: impl Fn() -> Option<Ticket> + 'static,
    hinted: impl Fn(usize, G::Action) + 'static,
) {
    crate::worker::start_pool(crate::pool::size());
    crate::worker::on_reply(move |reply: Reply| {
        let Some(reply) = sort(reply, current().as_ref()) else {
            return;
        };
        if let (Purpose::Hint, Some(action)) = (reply.purpose, G::from_answer(reply.answer)) {
            hinted(reply.ticket.moves, action);
        }
    });
}

/// Lets the bot seats of the game in `session` play: asks when a bot is to
/// move, hands an answer to `play` after a short steady delay if it is still for
/// the position shown (in `generation`); hands a hint for a human to
/// `hinted` (moves played, action). The bots play only where `free` says
/// so (a lesson's opening plays its prepared moves instead).
pub fn drive<G: GameUi>(
    session: RwSignal<Session<G>>,
    generation: RwSignal<u64>,
    play: impl Fn(G::Action) + Clone + 'static,
    hinted: impl Fn(usize, G::Action) + 'static,
    free: impl Fn(&Session<G>) -> bool + Copy + 'static,
) {
    let asked = StoredValue::new(None::<(Ticket, f64)>);
    // The pool's workers load while the game starts, ready for its first
    // Hard move or hint.
    crate::worker::start_pool(crate::pool::size());
    crate::worker::on_reply(move |reply: Reply| {
        // Stale (a position that is gone), or more of the pool to come.
        let Some(reply) = sort(reply, ticket(session, generation).as_ref()) else {
            return;
        };
        let Some(action) = G::from_answer(reply.answer) else {
            return;
        };
        match reply.purpose {
            Purpose::Review(_) => {}
            Purpose::Hint => hinted(reply.ticket.moves, action),
            Purpose::Move => {
                // Read at each move: the pace can change during the game.
                let delay = crate::pace::bot_delay_ms();
                let since = asked
                    .try_get_value()
                    .flatten()
                    .map(|(_, at)| platform::now_ms() - at)
                    .unwrap_or(delay);
                let wait = (delay - since).max(0.0) as u64;
                let ticket = reply.ticket;
                let play = play.clone();
                set_timeout(
                    move || {
                        // Still the same position, after the pause too?
                        if self::ticket(session, generation).as_ref() == Some(&ticket)
                            && session.with_untracked(|s| s.bot_to_move().is_some() && free(s))
                        {
                            play(action);
                        }
                    },
                    Duration::from_millis(wait),
                );
            }
        }
    });
    Effect::new(move |_| {
        let generation = generation.get();
        let request = session.with(|s| {
            let seat = s.bot_to_move().filter(|_| free(s))?;
            let ticket = Ticket {
                game: s.id.clone(),
                moves: s.moves(),
                generation,
            };
            let fresh = asked.with_value(|a| a.as_ref().map(|(t, _)| t) != Some(&ticket));
            fresh.then(|| {
                let level = s.seats[seat].level;
                (ticket.clone(), request(s, ticket, Purpose::Move, level))
            })
        });
        if let Some((ticket, request)) = request {
            asked.set_value(Some((ticket, platform::now_ms())));
            dispatch(request);
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::seats::tests::seats;
    use crate::session::tests::start;
    use crate::worker::{Answer, View, answer_with};
    use boardgame::Game;

    #[test]
    fn a_bot_request_holds_the_seats_view_and_gets_a_legal_answer() {
        let mut s = start::<dragon::GameState>(seats(4, &[]), dragon::Options::new(4), 99);
        for _ in 0..30 {
            let action = s.state.legal()[0];
            s.play(action).unwrap();
        }
        for level in Level::ALL {
            let ticket = Ticket {
                game: "g".into(),
                moves: 30,
                generation: 7,
            };
            let request = request(&s, ticket.clone(), Purpose::Move, level);
            let Some(View::Dragon(view)) = request.view() else {
                panic!("a Dragon view")
            };
            assert_ne!(view, s.state, "the RNG was replaced");
            assert_eq!(view.legal(), s.state.legal());
            let reply = answer_with(&request, boardgame::Budget::Iterations(50)).unwrap();
            let Answer::Dragon(action) = reply.answer else {
                panic!("a Dragon answer")
            };
            assert!(s.state.legal().contains(&action));
            assert_eq!(reply.ticket, ticket);
        }
    }

    #[test]
    fn a_request_travels_as_json_with_its_seeds_exact() {
        let mut s = start::<china::GameState>(seats(3, &[0]), china::Options::new(3), u64::MAX - 2);
        for _ in 0..12 {
            let action = s.state.legal()[0];
            s.play(action).unwrap();
        }
        let ticket = Ticket {
            game: "c".into(),
            moves: 12,
            generation: 1,
        };
        let sent = request(&s, ticket, Purpose::Hint, Level::Hard);
        let json = serde_json::to_string(&sent).unwrap();
        let got: Request = serde_json::from_str(&json).unwrap();
        assert_eq!(got.seed, sent.seed);
        assert_eq!(got.played, sent.played);
        let (Some(View::China(a)), Some(View::China(b))) = (sent.view(), got.view()) else {
            panic!("China views")
        };
        assert_eq!(a, b, "the same view on both sides of the message");
        assert_eq!(b.legal(), s.state.legal());
    }

    /// Worker `worker`'s part of a pooled Hard move in a 2-player Dragon
    /// game, asked for `ticket`.
    fn part(ticket: &Ticket, worker: u32) -> Reply {
        let s = start::<dragon::GameState>(seats(2, &[]), dragon::Options::new(2), 5);
        let request = Request {
            part: Some(worker),
            ..request(&s, ticket.clone(), Purpose::Move, Level::Hard)
        };
        crate::worker::answer_part(&request, boardgame::Budget::Iterations(40), worker).unwrap()
    }

    /// An undo, a new game or leaving cancels a pooled job in every worker:
    /// each worker's reply to it is dropped and tallied as stale, and none
    /// reaches the sum; the same answers for the position on screen decide.
    #[test]
    fn a_cancelled_job_is_dropped_from_every_worker() {
        let asked = Ticket {
            game: "g".into(),
            moves: 0,
            generation: next_generation(),
        };
        begin(asked.clone(), 2);
        // An undo (or another window's move): a new generation.
        let now = Ticket {
            generation: next_generation(),
            ..asked.clone()
        };
        let before = crate::pool::tally();
        for worker in 0..2 {
            assert!(sort(part(&asked, worker), Some(&now)).is_none());
        }
        // Leaving: no position on screen at all.
        assert!(sort(part(&asked, 1), None).is_none());
        let after = crate::pool::tally();
        assert_eq!(
            after.stale,
            before.stale + 3,
            "every worker's reply dropped"
        );
        assert_eq!(after.decisions, before.decisions, "no choice made");
        assert!(
            GATHER.with(|g| g.borrow().answers.is_empty()),
            "nothing summed"
        );
        // Asked again for the position on screen, both answers count.
        begin(now.clone(), 2);
        assert!(sort(part(&now, 1), Some(&now)).is_none(), "one of two");
        let chosen = sort(part(&now, 0), Some(&now)).expect("the pool's choice");
        let tally = crate::pool::tally();
        assert_eq!((tally.decisions, tally.asked, tally.answered), (1, 2, 2));
        assert_eq!(tally.stale, after.stale);
        let s = start::<dragon::GameState>(seats(2, &[]), dragon::Options::new(2), 5);
        let Answer::Dragon(action) = chosen.answer else {
            panic!("a Dragon answer")
        };
        assert!(s.state.legal().contains(&action));
    }

    /// A guest's hint at a table: the worker gets its seat's view only (no
    /// record, seed or RNG in the message), makes the position it
    /// describes, determinizes it for the seat (the same position the
    /// host's determinization draws) and answers with one of the seat's
    /// legal actions; for a seat not to move it answers nothing.
    fn a_guest_hint<G: GameUi>(options: G::Options, seed: u64) -> usize {
        use boardgame::table::View as SeatView;
        let mut game = G::new(&options, seed).unwrap();
        let mut rng = boardgame::Rng::seeded(seed);
        let mut asked = 0;
        for moves in 0..60 {
            let Some(seat) = game.to_move() else { break };
            let view = SeatView::of(&game, seat, moves);
            let request = seat_request(&view, "t", 3).expect("the seat is to move");
            let json = serde_json::to_value(&request).unwrap();
            let text = json.to_string();
            assert!(
                !text.contains("\"record\"") && !text.contains("\"rng\""),
                "{text}"
            );
            let got: Request = serde_json::from_value(json).unwrap();
            let reply = answer_with(&got, boardgame::Budget::Iterations(30)).expect("an answer");
            let action = G::from_answer(reply.answer).expect("this game's answer");
            assert!(game.legal().contains(&action), "move {moves}");
            assert_eq!(reply.ticket.moves, moves);
            // What the hint searches: the stand-in determinized for the
            // seat is what the host's determinization of the real game
            // draws from the same seed (the placeholders leave no trace).
            let drawn =
                |g: &G| g.view_for(seat, &mut boardgame::Rng::seeded(got.seed.rotate_left(17)));
            let shown = G::seat_position(&view);
            assert!(drawn(&shown) == drawn(&game), "move {moves}");
            // Another seat's view asks nothing; the worker answers nothing.
            let other = SeatView::of(&game, (seat + 1) % game.players(), moves);
            assert!(seat_request(&other, "t", 3).is_none());
            let forced = Request {
                played: G::seat_played(other),
                ..got
            };
            assert!(forced.view().is_none(), "not the seat to move");
            asked += 1;
            let legal = game.legal();
            game.apply(legal[rng.below(legal.len())]).unwrap();
        }
        asked
    }

    #[test]
    fn a_guest_hint_is_a_legal_choice_of_its_own_seat() {
        let asked = a_guest_hint::<china::GameState>(china::Options::new(3), 31)
            + a_guest_hint::<dschingis_khan::GameState>(dschingis_khan::Options::new(3), 32)
            + a_guest_hint::<dragon::GameState>(dragon::Options::new(3), 33);
        assert_eq!(asked, 180);
    }

    #[test]
    fn every_generation_is_new() {
        let a = next_generation();
        leave();
        assert!(next_generation() > a + 1);
    }
}
