//! Medium with two sets of weights against each other in two-player games
//! (the same deals, seats swapped): the quick check the estimate's weights
//! were tuned with (README, "The ladder").
//! `cargo run --release -p dragon --example duel -- GAMES [flat=N] [FIELD=VALUE…]`
//! (the changes make set B; A is Medium with the default weights, or with
//! `flat=N` the textbook `flat` baseline at N playouts per decision, about
//! what it gets in 20 ms). Prints B's wins and its mean VP margin over A.

use boardgame::Game;
use boardgame::baseline::FlatMonteCarlo;
use boardgame::bot::{Bot, choose};
use boardgame::search::Budget;
use dragon::bot::medium::Greedy;
use dragon::bot::{Medium, Weights};
use dragon::{GameState, Options};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let games: u64 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(1000);
    let a = Weights::default();
    let mut b = Weights::default();
    let mut flat: Option<u32> = None;
    for change in args.iter().skip(2) {
        let (field, value) = change.split_once('=').expect("FIELD=VALUE");
        if field == "flat" {
            flat = Some(value.parse().expect("a number of playouts"));
            continue;
        }
        let x: f64 = value.parse().expect("a number");
        *field_of(&mut b, field) = x;
    }
    let (mut b_wins, mut margin) = (0u64, 0i64);
    for game in 0..games {
        // Each deal is played twice, B first in one and second in the other.
        let mut state = GameState::new(Options::new(2), game / 2).expect("a 2-player game");
        let b_seat = (game % 2) as usize;
        let opponent: Box<dyn Bot<GameState>> = match flat {
            Some(n) => Box::new(FlatMonteCarlo::new(game * 2, Budget::Iterations(n))),
            None => Box::new(Medium::with_policy(game * 2, Greedy::new(a))),
        };
        let mut bots = [
            opponent,
            Box::new(Medium::with_policy(game * 2 + 1, Greedy::new(b))),
        ];
        if b_seat == 0 {
            bots.swap(0, 1);
        }
        let mut step = 0;
        while let Some(seat) = Game::to_move(&state) {
            let action = choose(bots[seat].as_mut(), &state, game << 16 | step);
            Game::apply(&mut state, action).expect("a bot plays legal actions");
            step += 1;
        }
        let vp = Game::scores(&state);
        margin += (vp[b_seat] - vp[1 - b_seat]) as i64;
        b_wins += (Game::winner(&state) == Some(b_seat)) as u64;
    }
    println!(
        "B wins {b_wins}/{games}; B's mean VP margin {:+.2}",
        margin as f64 / games as f64
    );
}

fn field_of<'a>(w: &'a mut Weights, field: &str) -> &'a mut f64 {
    match field {
        "use_rate" => &mut w.use_rate,
        "yuan_use" => &mut w.yuan_use,
        "floor" => &mut w.floor,
        "harvest_extra" => &mut w.harvest_extra,
        "step" => &mut w.step,
        "turn_order" => &mut w.turn_order,
        "track_scale" => &mut w.track_scale,
        "dismissal_extra" => &mut w.dismissal_extra,
        "no_room" => &mut w.no_room,
        "empty_palace_hope" => &mut w.empty_palace_hope,
        "next_event" => &mut w.next_event,
        "far_event" => &mut w.far_event,
        "rivalry" => &mut w.rivalry,
        "wild_card" => &mut w.wild_card,
        other => panic!("unknown field {other}"),
    }
}
