//! The review screen: the Hard bot's review of a game's human decisions
//! (`crate::review`), spread over the pool of bot workers, one decision at
//! a time on each, with a progress bar and a cancel button; then a chart
//! of every player's win chance across the game (an SVG, and the same
//! figures as a table) and the decisions ranked by the win chance they
//! cost, each opening the replay at that decision. Also the note the replay
//! shows at a reviewed decision.

use leptos::prelude::*;

use crate::games::Mark;
use crate::games::{GameKind, GameUi, Visit, decode};
use crate::i18n::t;
use crate::nav::{Nav, Screen};
use crate::platform;
use crate::review::{Job, Reviewed, Saved, Spread, jobs, request, seats_of, settings};
use crate::save;
use crate::session::Session;
use crate::store::Store;
use crate::worker::{Purpose, Reply, Ticket};

/// The review of the saved game `id` (the saved-games list if it is gone).
pub fn review_screen(store: &Store, id: &str, nav: Nav) -> AnyView {
    struct Review(serde_json::Value);
    impl Visit for Review {
        type Out = Option<AnyView>;
        fn visit<G: GameUi>(self) -> Option<AnyView> {
            Some(screen(decode::<G>(self.0).ok()?.0))
        }
    }
    let opened = store.find(id).and_then(|entry| {
        let value = save::parse(&entry.raw).ok()?;
        let kind = GameKind::parse(save::game_name(&value).ok()?)?;
        kind.visit(Review(value))
    });
    opened.unwrap_or_else(|| {
        request_animation_frame(move || nav.go(Screen::Saved));
        ().into_any()
    })
}

/// "14" for 0.14.
fn percent(x: f64) -> String {
    format!("{:.0}", x * 100.0)
}

/// "Anna played: … (31 % to win, 1000 simulations)".
fn played_text(d: &Reviewed, name: &str, action: Option<String>) -> String {
    let (a, c, n) = (
        action.unwrap_or_default(),
        percent(d.after_played.chance),
        d.after_played.samples,
    );
    t!("review-played", name = name, action = a, chance = c, n = n)
}

/// "Hard prefers: … (45 % to win, 1000 simulations; +14 %)", or agrees.
fn hard_text(d: &Reviewed, action: Option<String>) -> String {
    if d.best == d.played {
        return t!("review-agrees");
    }
    let (a, c, n) = (
        action.unwrap_or_default(),
        percent(d.after_best.chance),
        d.after_best.samples,
    );
    let g = percent(d.loss());
    t!("review-prefers", action = a, chance = c, n = n, gain = g)
}

/// Where a review stands.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Progress {
    Idle,
    Cancelled,
    Running { done: usize, total: usize },
}

fn screen<G: GameUi>(session: Session<G>) -> AnyView {
    let nav = super::nav();
    let id = session.id.clone();
    let saved = RwSignal::new(Saved::load(&id));
    let progress = RwSignal::new(Progress::Idle);
    let session = StoredValue::new(session);
    let work = StoredValue::new(Vec::<Job>::new());
    let spread = StoredValue::new(Spread::default());
    // The review's game and generation (`None` once cancelled or done).
    let ticket = StoredValue::new(None::<Ticket>);
    let started = StoredValue::new(0.0f64);
    let decisions = StoredValue::new(0usize);

    // Decision `index` to pool worker `worker` (its ticket names the
    // decision).
    let send = move |worker: u32, index: usize| {
        let Some(mut next) = ticket.get_value() else {
            return;
        };
        next.moves = index;
        work.with_value(|jobs| {
            crate::worker::send_to(worker as usize, request(&jobs[index], next, worker))
        });
    };
    let finish = move || {
        let review = Saved {
            settings: settings(),
            seats: session.with_value(seats_of),
            decisions: spread.with_value(Spread::verdicts),
            total: decisions.get_value(),
            millis: platform::now_ms() - started.get_value(),
        };
        session.with_value(|s| review.store(&s.id));
        ticket.set_value(None);
        progress.set(Progress::Idle);
        saved.set(Some(review));
    };
    let on_reply = move |reply: Reply| {
        // `try_`: the screen may be gone (left while a worker searched).
        let ours = ticket
            .try_with_value(|t| {
                t.as_ref().is_some_and(|t| {
                    t.game == reply.ticket.game && t.generation == reply.ticket.generation
                })
            })
            .unwrap_or(false);
        if !ours || !matches!(reply.purpose, Purpose::Review(_)) {
            crate::pool::dropped(); // Cancelled, left, or for another screen.
            return;
        }
        crate::pool::reviewed(reply.worker);
        let mut next = None;
        spread.update_value(|s| next = s.answered(reply.ticket.moves, reply.review));
        let (done, total, over) = spread.with_value(|s| (s.done, s.total(), s.finished()));
        progress.set(Progress::Running { done, total });
        if let Some(index) = next {
            send(reply.worker, index);
        } else if over {
            finish();
        }
    };
    let start = move || {
        let (list, all) = session.with_value(|s| jobs(s, &seats_of(s), &settings()));
        decisions.set_value(all);
        let total = list.len();
        work.set_value(list);
        spread.set_value(Spread::new(total));
        started.set_value(platform::now_ms());
        let generation = crate::bots::next_generation();
        ticket.set_value(Some(Ticket {
            game: session.with_value(|s| s.id.clone()),
            moves: 0,
            generation,
        }));
        crate::worker::on_reply(on_reply);
        if total == 0 {
            finish();
        } else {
            progress.set(Progress::Running { done: 0, total });
            let mut first = Vec::new();
            spread.update_value(|s| first = s.start(crate::pool::size()));
            for (worker, index) in first {
                send(worker, index);
            }
        }
    };
    let cancel = move || {
        ticket.set_value(None);
        crate::bots::leave();
        progress.set(Progress::Cancelled);
    };
    // Leaving the screen cancels: a late reply is then dropped.
    on_cleanup(move || {
        if ticket.try_with_value(|t| t.is_some()).unwrap_or(false) {
            crate::bots::leave();
        }
    });
    if saved.get_untracked().is_none() {
        request_animation_frame(start);
    }

    let names = session.with_value(|s| s.names());
    let who = session.with_value(|s| {
        seats_of(s)
            .into_iter()
            .map(|i| s.seats[i].name.clone())
            .collect::<Vec<_>>()
            .join(", ")
    });
    let replay_id = id.clone();
    let body = move || {
        match (saved.get(), progress.get()) {
        (_, Progress::Running { done, total }) => view! {
            <section class="card review-run" data-testid="review-progress">
                <p>{t!("review-progress", done = (done + 1).min(total), total = total)}</p>
                <progress max=total.max(1).to_string() value=done.to_string() data-testid="review-bar"></progress>
                <div class="buttons">
                    <button class="secondary" data-testid="review-cancel" on:click=move |_| cancel()>{t!("review-cancel")}</button>
                </div>
            </section>
        }
        .into_any(),
        (None, state) => view! {
            <section class="card review-run">
                {(state == Progress::Cancelled).then(|| view! { <p data-testid="review-cancelled">{t!("review-cancelled")}</p> })}
                <div class="buttons">
                    <button class="primary" data-testid="review-start" on:click=move |_| start()>{t!("review-start")}</button>
                </div>
            </section>
        }
        .into_any(),
        (Some(review), _) => results::<G>(session, review, names.clone(), replay_id.clone()).into_any(),
    }
    };
    let back_id = id.clone();
    let over = session.with_value(|s| s.state.is_over());
    view! {
        <div class="review" data-testid="review">
            <div class="status-bar">
                <h2>{t!("review-title")}</h2>
                <span class="commands">
                    <button class="secondary" data-testid="review-watch" on:click=move |_| nav.go(Screen::Replay(back_id.clone(), 0))>{t!("review-watch")}</button>
                    {(!over).then(|| {
                        let id = id.clone();
                        view! { <button class="secondary" on:click=move |_| nav.go(Screen::Play(id.clone()))>{t!("review-back-to-game")}</button> }
                    })}
                </span>
            </div>
            <p class="review-intro">{t!("review-intro", who = who.as_str())}</p>
            {body}
        </div>
    }
    .into_any()
}

/// The finished review: summary, chart, table and ranked decisions.
fn results<G: GameUi>(
    session: StoredValue<Session<G>>,
    review: Saved,
    names: Vec<String>,
    id: String,
) -> impl IntoView {
    let nav = super::nav();
    let mistakes = review.decisions.iter().filter(|d| d.mistake).count();
    let seconds = format!("{:.1}", review.millis / 1000.0);
    let (n, i, k) = (
        review.decisions.len(),
        review.settings.iterations,
        review.settings.samples,
    );
    let t = seconds.as_str();
    let summary = t!("review-summary", n = n, time = t, search = i, each = k);
    let ranked = review.ranked();
    let items = ranked
        .into_iter()
        .map(|d| {
            let (context, played, best) = session.with_value(|s| {
                let state = s.state_at(d.step).unwrap_or_else(|| s.state.clone());
                let context = match state.question(&s.names()) {
                    Some(q) => format!("{} · {q}", state.status()),
                    None => state.status(),
                };
                let label = |a| G::from_answer(a).map(|a| state.action_label(a));
                (context, label(d.played), label(d.best))
            });
            let name = names.get(d.seat).cloned().unwrap_or_default();
            let played_line = played_text(&d, &name, played);
            let best_line = hard_text(&d, best);
            let step = d.step;
            let id = id.clone();
            view! {
                <li class="review-item" class:mistake=d.mistake data-testid="review-item" data-step=step.to_string() data-mistake=d.mistake.to_string()>
                    <button class="review-open" on:click=move |_| nav.go(Screen::Replay(id.clone(), step))>
                        <span class="review-context">{context}</span>
                        {d.mistake.then(|| view! { <span class="badge review-badge">{t!("review-mistake")}</span> })}
                        <span class="review-line">{played_line}</span>
                        <span class="review-line">{best_line}</span>
                    </button>
                </li>
            }
        })
        .collect_view();
    let (total_steps, winners, colours) = session.with_value(|s| {
        (
            s.record.actions.len(),
            s.state.winners(),
            s.seats
                .iter()
                .map(|seat| seat.colour.clone())
                .collect::<Vec<_>>(),
        )
    });
    view! {
        <section class="card review-summary" data-testid="review-summary">
            <p>{summary}</p>
            <p>{t!("review-mistakes", n = mistakes)}" "{t!("review-honest")}</p>
        </section>
        {chart(&review, &names, &colours, total_steps, &winners)}
        <section class="card review-list">
            <h3>{t!("review-ranked")}</h3>
            {review.decisions.is_empty().then(|| view! { <p>{t!("review-none")}</p> })}
            <ol data-testid="review-ranked">{items}</ol>
        </section>
    }
}

/// Every player's win chance at each reviewed decision (as the mover saw
/// it), ending at the result: an SVG chart and the same as a table.
fn chart(
    review: &Saved,
    names: &[String],
    colours: &[String],
    total_steps: usize,
    winners: &[usize],
) -> AnyView {
    // Room at the left and the bottom for the labels at the phone's larger
    // font (style/review.css): the chart is drawn 640 wide and shrinks to
    // half of that on a phone.
    let (w, h, left, top, bottom) = (640.0, 240.0, 62.0, 18.0, 30.0);
    let plot_w = w - left - 10.0;
    let plot_h = h - top - bottom;
    let x = move |step: usize| left + plot_w * step as f64 / total_steps.max(1) as f64;
    let y = move |chance: f64| top + plot_h * (1.0 - chance);
    let mut points: Vec<(usize, Vec<f64>)> = review
        .decisions
        .iter()
        .map(|d| (d.step, d.chances.clone()))
        .collect();
    // The result: the winner 1; players sharing the victory share it.
    if !winners.is_empty() {
        let share = 1.0 / winners.len() as f64;
        let end = (0..names.len())
            .map(|s| if winners.contains(&s) { share } else { 0.0 })
            .collect();
        points.push((total_steps, end));
    }
    let lines = (0..names.len())
        .map(|seat| {
            let path = points
                .iter()
                .filter_map(|(step, chances)| {
                    chances
                        .get(seat)
                        .map(|&c| format!("{:.1},{:.1}", x(*step), y(c)))
                })
                .collect::<Vec<_>>()
                .join(" ");
            let colour = colours.get(seat).cloned().unwrap_or_default();
            // The dash pattern is the second cue besides the colour (as on
            // the game-over chart).
            let dash = super::chart::DASHES[seat % super::chart::DASHES.len()];
            view! { <polyline points=path fill="none" stroke=colour stroke-width="2.5" stroke-linejoin="round" stroke-dasharray=dash /> }
        })
        .collect_view();
    let grid = [0.0, 0.25, 0.5, 0.75, 1.0]
        .into_iter()
        .map(|c| {
            view! {
                <line x1=left.to_string() x2=(w - 10.0).to_string() y1=y(c).to_string() y2=y(c).to_string() class="review-grid" />
                <text x=(left - 4.0).to_string() y=(y(c) + 4.0).to_string() text-anchor="end" class="review-axis">{format!("{}%", percent(c))}</text>
            }
        })
        .collect_view();
    let legend = names
        .iter()
        .enumerate()
        .map(|(seat, name)| {
            let colour = colours.get(seat).cloned().unwrap_or_default();
            let dash = super::chart::DASHES[seat % super::chart::DASHES.len()];
            view! {
                <li>
                    <svg class="review-key" width="34" height="14" viewBox="0 0 34 14" aria-hidden="true">
                        <line x1="2" x2="32" y1="7" y2="7" stroke=colour.clone() stroke-width="2.5" stroke-dasharray=dash />
                        {super::chart::marker(seat, 17.0, 7.0, &colour)}
                    </svg>
                    {name.clone()}
                </li>
            }
        })
        .collect_view();
    let head = names
        .iter()
        .map(|n| view! { <th scope="col">{n.clone()}</th> })
        .collect_view();
    let rows = points
        .iter()
        .map(|(step, chances)| {
            let cells = chances
                .iter()
                .map(|&c| view! { <td>{format!("{}%", percent(c))}</td> })
                .collect_view();
            view! { <tr><th scope="row">{step + 1}</th>{cells}</tr> }
        })
        .collect_view();
    let label = t!("review-chart");
    view! {
        <section class="card review-chart">
            <h3>{label.clone()}</h3>
            <svg viewBox=format!("0 0 {w} {h}") role="img" aria-label=label data-testid="review-chart" preserveAspectRatio="xMidYMid meet">
                {grid}
                <text x=(left + plot_w / 2.0).to_string() y=(h - 4.0).to_string() text-anchor="middle" class="review-axis">{t!("review-axis")}</text>
                {lines}
            </svg>
            <ul class="review-legend">{legend}</ul>
            <details>
                <summary>{t!("review-table")}</summary>
                <table class="review-table" data-testid="review-table">
                    <thead><tr><th scope="col">{t!("review-step")}</th>{head}</tr></thead>
                    <tbody>{rows}</tbody>
                </table>
            </details>
        </section>
    }
    .into_any()
}

/// The moves the replay's board marks: at a decision the review judged, the
/// move played and the one Hard prefers (nothing without a saved review).
pub fn replay_marks<G: GameUi>(
    id: &str,
    cursor: RwSignal<usize>,
) -> Signal<Vec<(G::Action, Mark)>> {
    let judged: Vec<(usize, G::Action, G::Action)> = Saved::load(id)
        .map(|review| {
            review
                .decisions
                .iter()
                .filter_map(|d| Some((d.step, G::from_answer(d.played)?, G::from_answer(d.best)?)))
                .collect()
        })
        .unwrap_or_default();
    Signal::derive(move || {
        let step = cursor.get();
        judged
            .iter()
            .find(|(s, _, _)| *s == step)
            .map(|&(_, played, best)| vec![(played, Mark::Played), (best, Mark::Preferred)])
            .unwrap_or_default()
    })
}

/// The letter on a mark's badge (on the board and in the key).
pub fn badge(mark: Mark) -> String {
    match mark {
        Mark::Played => t!("review-mark-played-badge"),
        Mark::Preferred => t!("review-mark-preferred-badge"),
        Mark::Coach => String::new(),
    }
}

/// The badges' letters for the style sheet, which draws them on the HTML
/// spots (`--badge-played`, `--badge-preferred`).
pub fn badge_style() -> String {
    Mark::ALL
        .map(|m| {
            format!(
                "--badge-{}: \"{}\";",
                m.key(),
                badge(m).replace(['"', '\\'], "")
            )
        })
        .concat()
}

/// A mark's badge on an SVG board, centred on (`x`, `y`): a disc with the
/// letter. Hidden from screen readers: the note and key beside the board
/// say the same.
pub fn svg_badge(mark: Mark, x: f64, y: f64) -> impl IntoView {
    // A lesson's highlight is the ring alone.
    (mark != Mark::Coach).then(|| view! {
        <g class=format!("mark-badge {}-badge", mark.class()) data-mark=mark.key() transform=format!("translate({x:.1} {y:.1})") aria-hidden="true">
            <circle r="12" />
            <text dy="0.35em">{badge(mark)}</text>
        </g>
    })
}

/// The key to the marks on the replay's board: each mark's badge and
/// outline, and what it stands for.
fn mark_key() -> impl IntoView {
    let items = Mark::ALL
        .map(|mark| {
            let text = match mark {
                Mark::Played => t!("review-mark-played"),
                Mark::Preferred => t!("review-mark-preferred"),
                Mark::Coach => String::new(),
            };
            view! {
                <li>
                    <span class=format!("mark-sample {}", mark.key()) aria-hidden="true"><b>{badge(mark)}</b></span>
                    {text}
                </li>
            }
        })
        .collect_view();
    view! { <ul class="mark-key" data-testid="mark-key" aria-label=t!("review-mark-key")>{items}</ul> }
}

/// Beside the replay's board: what the review says of the decision shown,
/// if it reviewed one there (nothing without a saved review).
pub fn replay_note<G: GameUi>(
    id: &str,
    cursor: RwSignal<usize>,
    state: Memo<G>,
    names: Vec<String>,
) -> impl IntoView {
    let nav = super::nav();
    let review = Saved::load(id);
    let has_review = review.is_some();
    let id = id.to_string();
    let note = move || {
        let step = cursor.get();
        let d = review
            .as_ref()?
            .decisions
            .iter()
            .find(|d| d.step == step)?
            .clone();
        let (played, best) = state.with(|s| {
            let label = |a| G::from_answer(a).map(|a| s.action_label(a));
            (label(d.played), label(d.best))
        });
        let name = names.get(d.seat).cloned().unwrap_or_default();
        let played = played_text(&d, &name, played);
        let best = hard_text(&d, best);
        Some(view! {
            <div class="review-note" class:mistake=d.mistake data-testid="review-note" data-step=step.to_string()>
                <strong>{t!("review-note-title")}</strong>
                <span>{played}</span>
                <span>{best}</span>
                {mark_key()}
            </div>
        })
    };
    has_review.then(|| {
        view! {
            <section class="card review-replay">
                {note}
                <button class="secondary" data-testid="back-to-review" on:click=move |_| nav.go(Screen::Review(id.clone()))>{t!("review-back")}</button>
            </section>
        }
    })
}
