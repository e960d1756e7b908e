//! The page's one polite live region: what the others did (bots, other
//! seats) and what the automatic steps gave, built from the log's own lines
//! and headed by where the game stood ("Month 3 — …"), so that a repeated
//! move is still a new sentence for a screen reader. The moves of the human
//! who just clicked are not read back to them. A guest at a table of
//! devices also hears when its turn comes; a tip is said once, after the
//! moves it follows (`crate::tips`).

use leptos::prelude::*;

use crate::games::GameUi;
use crate::live::Live;
use crate::session::{LogEntry, LogEvent};

/// What the region says about the log entries after the ones already
/// announced: `progress` is where the game stood before them, `actor` the
/// human whose own moves are left out.
pub fn announcement<G: GameUi>(
    fresh: &[LogEntry<G>],
    actor: Option<usize>,
    progress: &str,
    names: &[String],
) -> Option<String> {
    let others: Vec<LogEntry<G>> = fresh
        .iter()
        .filter(|e| !matches!(e.event, LogEvent::Action { seat, .. } if Some(seat) == actor))
        .cloned()
        .collect();
    let lines = G::log_lines(&others, names);
    if lines.is_empty() {
        return None;
    }
    let text = lines
        .iter()
        .map(|l| l.text.trim().trim_end_matches('.').to_string())
        .collect::<Vec<_>>()
        .join(". ");
    Some(format!("{progress} — {text}."))
}

/// The live region of a game being played.
pub fn announcer<G: GameUi>(live: Live<G>) -> impl IntoView {
    let said = RwSignal::new(String::new());
    // (log entries seen, the human to move then, the progress then)
    let seen = StoredValue::new(
        live.session
            .with_untracked(|s| (s.log.len(), s.human_to_move(), s.state.progress())),
    );
    // A lesson's coach speaks here too, after the moves its words follow:
    // one region, so the two never talk over each other.
    let coach_seen = StoredValue::new(None::<(usize, String)>);
    Effect::new(move |_| {
        live.session.with(|s| {
            let coach = live
                .coach
                .map(|c| super::coach::spoken(c, s))
                .filter(|said| coach_seen.with_value(|seen| seen.as_ref() != Some(said)));
            let (len, actor, progress) = seen.get_value();
            let mut text = None;
            if s.log.len() > len {
                text = announcement::<G>(&s.log[len..], actor, &progress, &s.names());
                // The end: who won (the human's own last move included).
                if s.state.is_over() {
                    let result = super::game_over::result_text(&s.state.winners(), &s.names());
                    text = Some(match text {
                        Some(t) => format!("{t} {result}"),
                        None => format!("{progress} — {result}"),
                    });
                }
            }
            // A tip, after the moves it follows (`crate::tips`): once each.
            if let Some(tips) = live.tips {
                tips.follow(s);
                if let Some(words) = tips.words_to_say(&s.names()) {
                    let tip = crate::i18n::t!("tips-says", text = words);
                    text = Some(match text {
                        Some(t) => format!("{t} {tip}"),
                        None => tip,
                    });
                }
            }
            if let Some((index, words)) = coach {
                coach_seen.set_value(Some((index, words.clone())));
                if !words.is_empty() {
                    let coach = crate::i18n::t!("lesson-coach-says", text = words);
                    text = Some(match text {
                        Some(t) => format!("{t} {coach}"),
                        None => coach,
                    });
                }
            }
            // A guest's turn comes from another device: said, after what
            // led to it (its buttons alone would not tell a screen reader).
            let now = s.human_to_move();
            if let (true, None, Some(seat)) = (live.send.is_some(), actor, now) {
                let turn = crate::i18n::tr(crate::i18n::Msg::YourTurn(&s.names()[seat]));
                text = Some(match text {
                    Some(t) => format!("{t} {turn}"),
                    None => turn,
                });
            }
            if let Some(text) = text {
                said.set(text);
            }
            seen.set_value((s.log.len(), now, s.state.progress()));
        })
    });
    view! { <p class="visually-hidden" aria-live="polite" data-testid="announce">{move || said.get()}</p> }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::Labels;
    use crate::seats::tests::seats;
    use crate::session::tests::start;
    use boardgame::Game;

    /// Access: the region speaks of the bots' moves, headed by the month,
    /// and never reads the clicking human's own move back to them.
    #[test]
    fn announces_the_others_moves_with_the_month_not_ones_own() {
        let mut s = start::<dragon::GameState>(seats(2, &[0]), dragon::Options::new(2), 3);
        let mut rng = boardgame::Rng::seeded(7);
        let (mut own_only, mut others) = (0, 0);
        for _ in 0..60 {
            if boardgame::Game::is_over(&s.state) {
                break;
            }
            let actor = s.human_to_move();
            let progress = s.state.progress();
            let from = s.log.len();
            let legal = s.state.legal();
            s.play(legal[rng.below(legal.len())]).unwrap();
            let fresh = &s.log[from..];
            let mine = |e: &LogEntry<dragon::GameState>| matches!(e.event, LogEvent::Action { seat, .. } if Some(seat) == actor);
            match announcement::<dragon::GameState>(fresh, actor, &progress, &s.names()) {
                None => {
                    assert!(fresh.iter().all(mine), "something else happened: {fresh:?}");
                    own_only += 1;
                }
                Some(text) => {
                    assert!(text.starts_with(&format!("{progress} — ")), "{text}");
                    assert!(text.contains("Month"), "{text}");
                    others += 1;
                }
            }
        }
        assert!(own_only > 0 && others > 0, "{own_only} {others}");
    }
}
