//! End of the game: the winner (or the players sharing the victory), the
//! game's score table, the decisions taken back, and buttons for a rematch,
//! a new game and the replay. Also who won in words for the status line and
//! the log, the same wording everywhere.

use leptos::prelude::*;

use crate::games::{GameUi, LogLine};
use crate::i18n::{Msg, and_list, tr};
use crate::live::Live;
use crate::nav::Screen;
use crate::session::LogEntry;

/// Who won, in words: "Anna wins!", or "Anna and Ben share the victory!"
/// when players are still tied after the tie-break; empty before the end.
pub fn result_text(winners: &[usize], names: &[String]) -> String {
    let named: Vec<&str> = winners
        .iter()
        .filter_map(|&w| names.get(w))
        .map(String::as_str)
        .collect();
    match named.as_slice() {
        [] => String::new(),
        [one] => tr(Msg::Winner(one)),
        several => tr(Msg::SharedVictory(&and_list(several))),
    }
}

/// The status line: the game's own words and, once it is over, who won.
pub fn status_line<G: GameUi>(state: &G, names: &[String]) -> String {
    let result = result_text(&state.winners(), names);
    if result.is_empty() {
        state.status()
    } else {
        format!("{} · {result}", state.status())
    }
}

/// The log in words, ending, once the game is over, with who won.
pub fn log_lines<G: GameUi>(log: &[LogEntry<G>], state: &G, names: &[String]) -> Vec<LogLine> {
    let mut lines = G::log_lines(log, names);
    let result = result_text(&state.winners(), names);
    if !result.is_empty() {
        lines.push(LogLine::new(log.last().map_or(0, |e| e.step), true, result));
    }
    lines
}

pub fn game_over_panel<G: GameUi>(live: Live<G>) -> impl IntoView {
    let nav = super::nav();
    let table = move || {
        live.session.with(|s| {
            let winners = s.state.winners();
            let shared = winners.len() > 1;
            view! {
                <p class="winner" data-testid="winner" data-shared=shared.to_string()>{result_text(&winners, &s.names())}</p>
                {G::final_table(&s.state, &s.seats)}
                {(!s.record.actions.is_empty()).then(|| crate::games::periods::series(&s.record)).flatten().map(|series| {
                    super::chart::score_chart(series, s.names(), G::colours(&s.seats))
                })}
                <p class="undos" data-testid="undos" data-count=s.undos>{tr(Msg::UndosUsed(s.undos))}</p>
            }
        })
    };
    // Same seats and options, a fresh seed.
    let rematch = move |_| {
        let (seats, think_ms, options) = live
            .session
            .with_untracked(|s| (s.seats.clone(), s.think_ms, s.record.options.clone()));
        if let Err(e) = nav.start::<G>(seats, think_ms, options, None) {
            live.refusal.set(Some(e));
        }
    };
    let id = live.session.with_untracked(|s| s.id.clone());
    let review_id = id.clone();
    view! {
        <section class="game-over" data-testid="game-over" aria-label=tr(Msg::GameOver)>
            <h2>{tr(Msg::GameOver)}</h2>
            {table}
            // A guest's device holds no record: the host replays and reviews.
            <div class="buttons" class:hidden=live.send.is_some()>
                <button class="primary" data-testid="rematch" on:click=rematch>{tr(Msg::Rematch)}</button>
                <button class="secondary" data-testid="new-game" on:click=move |_| nav.go(Screen::Setup(G::KIND))>{tr(Msg::NewGame)}</button>
                <button class="secondary" data-testid="watch-end" on:click=move |_| nav.go(Screen::Replay(id.clone(), 0))>{tr(Msg::Watch)}</button>
                <button class="secondary" data-testid="review" on:click=move |_| nav.go(Screen::Review(review_id.clone()))>{crate::i18n::t!("review")}</button>
            </div>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::Labels;
    use crate::i18n::{Lang, Speaking};

    fn names() -> Vec<String> {
        ["Anna", "Ben", "Chen", "Deng"].map(String::from).to_vec()
    }

    /// C-11.3 / R-24 (and D-12.3): players still tied after the tie-break
    /// share the victory, and every one of them is named.
    #[test]
    fn a_shared_victory_names_every_player_sharing_it() {
        let n = names();
        assert_eq!(result_text(&[], &n), "");
        assert_eq!(result_text(&[1], &n), "Ben wins!");
        assert_eq!(result_text(&[0, 1], &n), "Anna and Ben share the victory!");
        assert_eq!(
            result_text(&[0, 2, 3], &n),
            "Anna, Chen and Deng share the victory!"
        );
        let shared = |lang| {
            let _lang = Speaking::in_(lang);
            result_text(&[0, 1, 3], &n)
        };
        assert_eq!(shared(Lang::De), "Anna, Ben und Deng teilen sich den Sieg!");
        assert_eq!(shared(Lang::Nl), "Anna, Ben en Deng delen de overwinning!");
        assert_eq!(
            shared(Lang::Fr),
            "Anna, Ben et Deng partagent la victoire !"
        );
    }

    /// A finished China game made a tie (seat 1 given seat 0's points and
    /// supply): both share the victory (C-11.3) in the status line and at
    /// the end of the log, and both rank first.
    #[test]
    fn a_tied_china_game_names_both_winners_in_status_and_log() {
        use crate::session::Session;
        let mut s = Session::<china::GameState>::start(
            "t".into(),
            (0..4).map(crate::seats::Seat::default_for).collect(),
            200,
            china::Options::new(4),
            11,
            0.0,
        )
        .unwrap();
        let mut rng = boardgame::Rng::seeded(11);
        while !boardgame::Game::is_over(&s.state) {
            let legal = boardgame::Game::legal(&s.state);
            s.play(legal[rng.below(legal.len())]).unwrap();
        }
        let names = s.names();
        let mut json = serde_json::to_value(&s.state).unwrap();
        let players = json["players"].as_array_mut().unwrap();
        let top = players[0].clone();
        for key in ["points", "houses", "envoys", "fortification"] {
            players[1][key] = top[key].clone();
        }
        for seat in [2, 3] {
            players[seat]["points"] = serde_json::to_value(china::Points::default()).unwrap();
        }
        let tied: china::GameState = serde_json::from_value(json).unwrap();
        assert_eq!(GameUi::winners(&tied), [0, 1]);
        let expected = "Anna and Bai share the victory!";
        let status = status_line(&tied, &names);
        assert!(status.ends_with(&format!(" · {expected}")), "{status}");
        let last = log_lines(&s.log, &tied, &names).pop().unwrap();
        assert_eq!((last.text.as_str(), last.heading), (expected, true));
        assert_eq!(last.step, s.moves());
        // Not over: nobody is named.
        let start = s.state_at(0).unwrap();
        assert_eq!(status_line(&start, &names), start.status());
    }
}
