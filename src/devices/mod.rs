//! Playing on several devices (issue 36): one game at a host's device,
//! each guest's seat on its own phone or computer, over the links of
//! `crate::net`. The rules' side (what a seat may see, the messages, the
//! referee) is `boardgame::table`; this module is the page's side of it:
//!
//! - [`host`]: the host's page ([`host::Hosting`]): the referee and postman
//!   beside the session that owns the game, one link per guest seat, the
//!   gate against a flooding guest and its counts;
//! - [`guest`]: a guest's page ([`guest::Guesting`]): its link, its seat's
//!   view and log as the host sent them, its decisions;
//! - [`wire`]: what the two send each other; [`tag`]: what a join code
//!   carries besides the connection.
//!
//! The screens (`ui::host_panel`, `ui::join`) use these and never the wire.

pub mod guest;
pub mod host;
pub mod tag;
pub mod wire;

#[cfg(test)]
mod tests {
    use crate::seats::Seat;

    /// "Play on several devices": every human seat but the first is a
    /// guest's; the host's screen decides only for its own seat, shows a
    /// guest's turn as the guest's, and its bots play only bot seats.
    #[test]
    fn the_host_decides_only_for_its_own_seats() {
        let mut seats: Vec<Seat> = (0..4).map(Seat::default_for).collect();
        for seat in &mut seats[..3] {
            seat.controller = crate::seats::Controller::Human;
        }
        let mut board_only = seats.clone();
        crate::seats::seat_guests(&mut board_only, false);
        assert_eq!(
            board_only.iter().map(|s| s.guest).collect::<Vec<_>>(),
            [true, true, true, false]
        );
        crate::seats::seat_guests(&mut seats, true);
        assert_eq!(
            seats.iter().map(|s| s.guest).collect::<Vec<_>>(),
            [false, true, true, false]
        );
        let mut game =
            crate::session::tests::start::<china::GameState>(seats, china::Options::new(4), 3);
        let mut checked = [0; 3];
        for _ in 0..200 {
            let Some(to_move) = boardgame::Game::to_move(&game.state) else {
                break;
            };
            let (local, guest, bot) = (
                game.human_to_move(),
                game.guest_to_move(),
                game.bot_to_move(),
            );
            match to_move {
                0 => assert_eq!((local, guest, bot), (Some(0), None, None)),
                1 | 2 => assert_eq!((local, guest, bot), (None, Some(to_move), None)),
                _ => assert_eq!((local, guest, bot), (None, None, Some(3))),
            }
            checked[to_move.min(2)] += 1;
            crate::session::tests::play_random(&mut game, 1, to_move as u64);
        }
        assert!(checked.iter().all(|&n| n > 0), "{checked:?}");
        // A guest's seat handed to a bot is the host's bots' to play.
        game.seats[1].controller = crate::seats::Controller::Bot;
        assert!(!game.seats[1].is_local_human());
    }
}
