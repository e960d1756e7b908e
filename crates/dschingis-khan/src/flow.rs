//! Setup and the automatic steps between decisions: forced draws, the end
//! check, a deploy option that is the only one, getting stuck, the next
//! turn, the final round and the safety limit.

use crate::action::Action;
use crate::board::{Village, board};
use crate::decision::{Decision, DecisionKind};
use crate::error::RuleError;
use crate::options::{Options, SAFETY_ROUNDS};
use crate::piece::{Kind, Piece, full_set};
use crate::rng::Rng;
use crate::state::{End, Finish, GameState, Player, Turn};
use crate::wall::Wall;

impl GameState {
    /// Sets up a game (§3): start player, start wall, shuffled passive
    /// supplies, then the first start placement is pending.
    pub fn new(options: Options, seed: u64) -> Result<GameState, RuleError> {
        options.validate().map_err(RuleError::BadOptions)?;
        let n = options.players as usize;
        let mut rng = Rng::seeded(seed);
        let start_player = match options.start_player {
            Some(s) => s,
            None => rng.below(n) as u8,
        };
        let players = (0..n)
            .map(|_| {
                let mut passive = full_set();
                rng.shuffle(&mut passive);
                Player {
                    passive,
                    pieces: Default::default(),
                    walls: 0,
                    lost: Default::default(),
                    scout: None,
                }
            })
            .collect();
        let wall = Wall::start();
        let mut state = GameState {
            options,
            rng,
            players,
            start_player,
            mongolia: wall.mongolia(),
            general: crate::board::WALL_PIECES - wall.count(),
            wall,
            walls_out: 0,
            stacks: vec![crate::state::Stack::new(); board().villages.len()],
            pending: None,
            turn: Turn {
                player: start_player,
                drawn: 0,
                visited: 0,
            },
            setup_done: 0,
            turns_played: 0,
            end: None,
            finish: None,
            last_build: None,
        };
        state.begin_setup(start_player as usize);
        Ok(state)
    }

    pub(crate) fn next_seat(&self, seat: usize) -> usize {
        (seat + 1) % self.players.len()
    }

    /// D-3.4: the player draws his top two pieces and places them.
    fn begin_setup(&mut self, seat: usize) {
        self.turn = Turn {
            player: seat as u8,
            drawn: 0,
            visited: 0,
        };
        for _ in 0..2 {
            self.draw_piece(seat);
        }
        self.ask(DecisionKind::SetupPiece { first: None });
    }

    pub(crate) fn ask(&mut self, kind: DecisionKind) {
        self.pending = Some(Decision {
            player: self.turn.player as usize,
            kind,
        });
    }

    /// A single draw of a piece: the top of the passive supply, seen by the owner.
    pub(crate) fn draw_piece(&mut self, seat: usize) {
        let p = &mut self.players[seat];
        let kind = p.passive.pop().expect("a piece to draw");
        p.pieces.add(kind);
    }

    pub(crate) fn draw_wall(&mut self, seat: usize) {
        self.general -= 1;
        self.players[seat].walls += 1;
    }

    /// Puts a piece of `seat` on top of `v`; the placer (now controller)
    /// learns every piece there (D-6.5, D-10.2).
    pub(crate) fn put_piece(&mut self, seat: usize, v: Village, kind: Kind) {
        let taken = self.players[seat].pieces.take(kind);
        debug_assert!(taken);
        let stack = &mut self.stacks[v.0 as usize];
        stack.push(Piece {
            owner: seat as u8,
            kind,
            seen: 0,
        });
        for piece in stack.iter_mut() {
            piece.seen |= 1 << seat;
        }
    }

    /// After a player's scout is placed at setup: the next player, or D-3.5
    /// and the first turn.
    pub(crate) fn setup_finished_for_player(&mut self) {
        self.setup_done += 1;
        if (self.setup_done as usize) < self.players.len() {
            let next = self.next_seat(self.turn.player as usize);
            self.begin_setup(next);
            return;
        }
        for seat in 0..self.players.len() {
            for _ in 0..2 {
                self.draw_wall(seat);
            }
            for _ in 0..2 {
                self.draw_piece(seat);
            }
        }
        self.begin_turn(self.start_player as usize);
    }

    fn begin_turn(&mut self, seat: usize) {
        self.turn = Turn {
            player: seat as u8,
            drawn: 0,
            visited: 0,
        };
        self.continue_draw();
    }

    /// D-5.1–D-5.4: draws forced draws, asks when both kinds are possible,
    /// then the end check (D-5.6) and the deploy step.
    pub(crate) fn continue_draw(&mut self) {
        let seat = self.turn.player as usize;
        while self.turn.drawn < 2 {
            let wall = self.can_draw_wall(seat).is_ok();
            let piece = self.can_draw_piece(seat).is_ok();
            match (wall, piece) {
                (true, true) => {
                    self.ask(DecisionKind::Draw {
                        drawn: self.turn.drawn,
                    });
                    return;
                }
                (true, false) => self.draw_wall(seat),
                (false, true) => self.draw_piece(seat),
                (false, false) => break,
            }
            self.turn.drawn += 1;
        }
        if self.end.is_none() && self.empty_supplies() >= 2 {
            self.end = Some(End {
                trigger: seat as u8,
                turns_left: self.players.len() as u8 + 1,
            });
        }
        self.begin_deploy();
    }

    /// D-4.2: asks for the deploy option, or takes the only one.
    fn begin_deploy(&mut self) {
        let seat = self.turn.player as usize;
        let options = self.deploy_options(seat);
        if options.count_ones() == 1 {
            self.deploy(crate::legal::DEPLOY_ACTIONS[options.trailing_zeros() as usize]);
        } else {
            self.ask(DecisionKind::Deploy);
        }
    }

    /// Starts the chosen deploy option.
    pub(crate) fn deploy(&mut self, action: Action) {
        let seat = self.turn.player as usize;
        match action {
            Action::PlacePieces => match self.players[seat].scout {
                None => self.ask(DecisionKind::Reenter),
                Some(v) => {
                    self.turn.visited = v.bit();
                    self.next_step();
                }
            },
            Action::BuildWalls => self.next_build(),
            Action::TakeScoutOff => {
                self.players[seat].scout = None;
                self.end_turn();
            }
            _ => self.end_turn(),
        }
    }

    /// D-6.1, D-6.7: the next step, or the end of the journey.
    pub(crate) fn next_step(&mut self) {
        let seat = self.turn.player as usize;
        let held = self.players[seat].pieces.total();
        if held == 0 {
            self.end_turn();
            return;
        }
        let from = self.players[seat].scout.expect("the scout is on the board");
        if !self.has_step(seat, from, self.turn.visited) {
            let p = &mut self.players[seat];
            for kind in crate::piece::Kind::ALL {
                p.lost.0[kind.index()] += p.pieces.get(kind);
            }
            p.pieces = Default::default();
            self.end_turn();
            return;
        }
        self.ask(DecisionKind::Step { remaining: held });
    }

    /// After a step: asks which piece goes there whenever two pieces or
    /// more are held, even all of one kind (then `Place` has one option,
    /// seen by the owner only), so another seat cannot tell from the flow
    /// whether the pieces held are of one kind (D-10, the README's
    /// "Tables"). A single piece held, which every seat knows, is placed at
    /// once.
    pub(crate) fn after_step(&mut self, to: Village) {
        let seat = self.turn.player as usize;
        let held = self.players[seat].pieces;
        if held.total() == 1 {
            let only = held.distinct().next().expect("a piece is held");
            self.put_piece(seat, to, only);
            self.next_step();
        } else {
            self.ask(DecisionKind::Place { village: to });
        }
    }

    /// D-7.1, D-7.11: the next wall, or the end of building.
    pub(crate) fn next_build(&mut self) {
        let seat = self.turn.player as usize;
        let walls = self.players[seat].walls;
        if walls == 0 {
            self.end_turn();
            return;
        }
        if !self.wall.any_buildable() {
            self.general += walls;
            self.players[seat].walls = 0;
            self.end_turn();
            return;
        }
        self.ask(DecisionKind::Build { remaining: walls });
    }

    /// Ends the turn: the end-of-game bookkeeping (D-11.3, D-11.6), then the
    /// next player's turn.
    pub(crate) fn end_turn(&mut self) {
        self.turns_played += 1;
        let players = self.players.len() as u32;
        if let Some(end) = &mut self.end {
            end.turns_left -= 1;
            if end.turns_left == 0 {
                self.game_over(Finish::Trigger);
                return;
            }
        } else if self.turns_played >= SAFETY_ROUNDS * players {
            self.game_over(Finish::SafetyLimit);
            return;
        }
        let next = self.next_seat(self.turn.player as usize);
        self.begin_turn(next);
    }

    fn game_over(&mut self, finish: Finish) {
        self.finish = Some(finish);
        self.pending = None;
        // D-10.4: all pieces are revealed.
        let all = ((1u16 << self.players.len()) - 1) as u8;
        for stack in &mut self.stacks {
            for piece in stack {
                piece.seen = all;
            }
        }
    }
}
