//! The record against the bots (`crate::record`): per game the rating now,
//! its history as a chart (SVG) and as a table (the chart's text
//! alternative), the best scores; and "Reset record", which asks first.
//! Also each game card's lines on the home screen ("Against Easy: 3
//! played, 2 won").

use boardgame::Level;
use leptos::prelude::*;

use crate::games::GameKind;
use crate::i18n::{current, t};
use crate::platform;
use crate::record::{self, Played, Rated, Record};
use crate::ui::chart::Area;

/// A level's name ("Easy").
pub fn level_name(level: Level) -> String {
    match level {
        Level::Easy => t!("record-easy"),
        Level::Medium => t!("record-medium"),
        Level::Hard => t!("record-hard"),
    }
}

/// The home card's lines for game `kind`: games played and won against each
/// level, only the levels played against.
pub fn card_lines(record: RwSignal<Record>, kind: GameKind) -> impl IntoView {
    move || {
        record.with(|r| {
            Level::ALL
                .into_iter()
                .filter_map(|level| {
                    let (played, won) = r.tally(kind.name(), level);
                    (played > 0).then(|| {
                        let level_text = level_name(level);
                        view! {
                            <p class="record-line" data-testid="record-line" data-level=level.name() data-played=played data-won=won>
                                {t!("record-against", level = level_text, played = played, won = won)}
                            </p>
                        }
                    })
                })
                .collect_view()
        })
    }
}

/// Whole numbers of a rating.
fn whole(rating: f64) -> i64 {
    rating.round() as i64
}

/// "+12", "−5", "±0".
fn signed(change: i64) -> String {
    match change {
        0 => "±0".into(),
        c if c > 0 => format!("+{c}"),
        c => format!("−{}", -c),
    }
}

/// Who you played against: "Hard (2 s), Medium, Medium".
fn against(played: &Played) -> String {
    played
        .players
        .iter()
        .filter_map(|p| {
            let level = p.bot?;
            let name = level_name(level);
            Some(match p.think_ms {
                Some(ms) if ms != crate::seats::DEFAULT_THINK_MS => {
                    let s = platform::format_number(ms as f64 / 1000.0, current().code());
                    t!("record-think", level = name, s = s)
                }
                _ => name,
            })
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// Undo and hints used, or a dash.
fn helped(played: &Played) -> String {
    if played.helped() {
        t!("record-helped", undos = played.undos, hints = played.hints)
    } else {
        "—".into()
    }
}

fn date(ms: f64) -> String {
    platform::format_date(ms, current().code())
}

/// The rating chart's area (room on the left for four-digit ratings).
const AREA: Area = Area {
    w: 420.0,
    h: 200.0,
    left: 58.0,
    right: 12.0,
    top: 10.0,
    bottom: 24.0,
};

/// A round step for the rating's grid: at most five lines.
fn step_for(span: f64) -> f64 {
    [10.0, 20.0, 25.0, 50.0, 100.0, 200.0, 250.0, 500.0]
        .into_iter()
        .find(|s| span / s <= 5.0)
        .unwrap_or(1000.0)
}

/// The rating from the start (game 0) to after each game, as a line.
fn chart(history: &[Rated], label: String) -> impl IntoView + use<> {
    let ratings: Vec<f64> = std::iter::once(record::START)
        .chain(history.iter().map(|r| r.rating))
        .collect();
    let lo = ratings.iter().copied().fold(f64::MAX, f64::min);
    let hi = ratings.iter().copied().fold(f64::MIN, f64::max);
    let step = step_for((hi - lo).max(20.0));
    let lo = (lo / step).floor() * step;
    let hi = ((hi / step).ceil() * step).max(lo + step);
    let last = (ratings.len() - 1).max(1) as f64;
    let x = move |i: usize| AREA.x(i as f64 / last);
    let y = move |v: f64| AREA.y(v, lo, hi);
    let grid = (0..)
        .map(|i| lo + i as f64 * step)
        .take_while(|&v| v <= hi + 0.5)
        .map(|v| {
            let gy = y(v);
            view! {
                <line class="record-grid" x1=AREA.left x2=AREA.right_x() y1=gy y2=gy />
                <text class="record-tick" x=AREA.left - 5.0 y=gy + 4.0 text-anchor="end">{whole(v)}</text>
            }
        })
        .collect_view();
    let every = (ratings.len() / 10).max(1);
    let ticks = (0..ratings.len())
        .filter(|i| i % every == 0 || *i + 1 == ratings.len())
        .map(|i| view! { <text class="record-tick" x=x(i) y=AREA.bottom_y() + 16.0 text-anchor="middle">{i}</text> })
        .collect_view();
    let points: Vec<(f64, f64)> = ratings
        .iter()
        .enumerate()
        .map(|(i, &v)| (x(i), y(v)))
        .collect();
    let path = crate::ui::chart::polyline(&points);
    let dots = points
        .iter()
        .map(|&(px, py)| view! { <circle class="record-dot" cx=px cy=py r="3.5" /> })
        .collect_view();
    view! {
        <svg class="record-chart" data-testid="record-chart" viewBox=AREA.view_box() role="img" aria-label=label>
            {grid}
            <line class="record-axis" x1=AREA.left x2=AREA.right_x() y1=AREA.bottom_y() y2=AREA.bottom_y() />
            {ticks}
            <polyline class="record-path" points=path />
            {dots}
        </svg>
    }
}

/// One game's part of the record screen.
fn game_part(kind: GameKind, record: &Record) -> Option<impl IntoView + use<>> {
    let name = kind.name();
    let results = record.of_game(name);
    if results.is_empty() {
        return None;
    }
    let history = record::history(&results);
    let now = history.last().map_or(record::START, |r| r.rating);
    let n = history.len();
    let title = kind.title();
    let levels = t!(
        "record-levels",
        easy = whole(record::level_rating(name, Level::Easy)),
        medium = whole(record::level_rating(name, Level::Medium)),
        hard = whole(record::level_rating(name, Level::Hard))
    );
    let chart_label = t!(
        "record-chart",
        game = title.clone(),
        rating = whole(now),
        n = n
    );
    let rows = history
        .iter()
        .enumerate()
        .map(|(i, r)| {
            let p = r.played;
            let me = p.mine().cloned();
            let change = whole(r.rating) - whole(r.before);
            view! {
                <tr data-testid="record-row" data-id=p.id.clone()>
                    <th scope="row">{i + 1}</th>
                    <td data-testid="record-after">{whole(r.rating)}</td>
                    <td data-testid="record-change">{signed(change)}</td>
                    <td>{me.as_ref().map(|m| t!("record-place", place = m.place, players = p.players.len()))}</td>
                    <td>{me.as_ref().map(|m| m.score)}</td>
                    <td class="record-against">{against(p)}</td>
                    <td>{helped(p)}</td>
                    <td class="record-date">{date(p.date)}</td>
                </tr>
            }
        })
        .collect_view();
    let best = record::best(&results, 5)
        .into_iter()
        .map(|p| {
            let me = p.mine().cloned();
            view! {
                <tr data-testid="record-best-row">
                    <td>{me.as_ref().map(|m| m.score)}</td>
                    <td>{me.as_ref().map(|m| t!("record-place", place = m.place, players = p.players.len()))}</td>
                    <td class="record-against">{against(p)}</td>
                    <td class="record-date">{date(p.date)}</td>
                </tr>
            }
        })
        .collect_view();
    let history_caption = t!("record-history", game = title.clone());
    let history_label = history_caption.clone();
    let best_caption = t!("record-best", game = title.clone());
    let best_label = best_caption.clone();
    Some(view! {
        <section class="card record-game" data-testid="record-game" data-game=name data-games=n data-rating=whole(now)
            aria-labelledby=format!("record-{name}")>
            <h3 id=format!("record-{name}")>{title}</h3>
            <p class="record-rating" data-testid="record-rating">{t!("record-rating", rating = whole(now), n = n)}</p>
            <p class="hint-small">{levels}</p>
            {chart(&history, chart_label)}
            <div class="table-scroll" role="region" tabindex="0" aria-label=history_label>
                <table class="record-table" data-testid="record-history">
                    <caption>{history_caption}</caption>
                    <thead>
                        <tr>
                            <th scope="col">"#"</th>
                            <th scope="col">{t!("record-col-rating")}</th>
                            <th scope="col">{t!("record-col-change")}</th>
                            <th scope="col">{t!("record-col-place")}</th>
                            <th scope="col">{t!("record-col-score")}</th>
                            <th scope="col">{t!("record-col-against")}</th>
                            <th scope="col">{t!("record-col-help")}</th>
                            <th scope="col">{t!("record-col-date")}</th>
                        </tr>
                    </thead>
                    <tbody>{rows}</tbody>
                </table>
            </div>
            <div class="table-scroll" role="region" tabindex="0" aria-label=best_label>
                <table class="record-table" data-testid="record-best">
                    <caption>{best_caption}</caption>
                    <thead>
                        <tr>
                            <th scope="col">{t!("record-col-score")}</th>
                            <th scope="col">{t!("record-col-place")}</th>
                            <th scope="col">{t!("record-col-against")}</th>
                            <th scope="col">{t!("record-col-date")}</th>
                        </tr>
                    </thead>
                    <tbody>{best}</tbody>
                </table>
            </div>
        </section>
    })
}

#[component]
pub fn RecordScreen() -> impl IntoView {
    let nav = super::nav();
    let record = nav.store.record;
    let armed = RwSignal::new(false);
    let reset = move |_| {
        if armed.get_untracked() {
            nav.store.reset_record();
            armed.set(false);
        } else {
            armed.set(true);
        }
    };
    let empty = move || record.with(|r| r.games.is_empty());
    view! {
        <main class="record" data-testid="record">
            <h2>{t!("record-title")}</h2>
            <p class="record-intro">{t!("record-intro")}</p>
            {move || empty().then(|| view! { <p class="empty" data-testid="record-empty">{t!("record-empty")}</p> })}
            {move || record.with(|r| {
                GameKind::ALL.iter().filter_map(|&kind| game_part(kind, r)).collect_view()
            })}
            <div class="card record-reset">
                <p class="hint-small">{t!("record-reset-explain")}</p>
                <div class="buttons">
                    <button class="secondary danger" data-testid="reset-record" data-armed=move || armed.get().to_string()
                        disabled=empty on:click=reset>
                        {move || if armed.get() { t!("record-reset-confirm") } else { t!("record-reset") }}
                    </button>
                    {move || armed.get().then(|| view! {
                        <button class="secondary" data-testid="reset-cancel" on:click=move |_| armed.set(false)>{t!("record-reset-cancel")}</button>
                    })}
                </div>
            </div>
        </main>
    }
}
