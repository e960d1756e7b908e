//! Every saved game: game, players, progress and date; resume, replay,
//! export or delete any; import a game file; export every game in one file
//! and merge such a file back; whether the browser keeps the storage.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::i18n::{Msg, t, tr};
use crate::nav::Screen;
use crate::platform;
use crate::store::{Entry, Imported, Merged};

#[component]
pub fn SavedGames() -> impl IntoView {
    let nav = super::nav();
    let entries = nav.store.entries;
    let import_problem = RwSignal::new(None::<String>);
    let merged = RwSignal::new(None::<Merged>);
    let on_file = move |ev: leptos::ev::Event| {
        let Some(input) = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
        else {
            return;
        };
        let reset = input.clone();
        platform::read_chosen_file(&input, move |text| {
            reset.set_value("");
            // The code that reads saves may still be on its way
            // (`games::codec`): a failed download says "loading" as the
            // reason, and choosing the file again retries.
            wasm_bindgen_futures::spawn_local(async move {
                crate::games::codec::ready().await;
                let result = text
                    .map_err(|e| match e {
                        platform::ReadError::NotText => t!("import-not-text"),
                        platform::ReadError::Refused(why) => why,
                    })
                    .and_then(|text| nav.store.import(&text).map_err(|e| tr(Msg::SaveError(&e))));
                // The list may have been left meanwhile.
                if import_problem.try_set(None).is_some() {
                    return;
                }
                match result {
                    Ok(Imported::One(summary)) if summary.over => {
                        nav.go(Screen::Replay(summary.id, 0))
                    }
                    Ok(Imported::One(summary)) => nav.go(Screen::Play(summary.id)),
                    Ok(Imported::All(report)) => merged.set(Some(report)),
                    Err(why) => import_problem.set(Some(why)),
                }
            });
        });
    };
    view! {
        <main class="saved-games" data-testid="saved-list">
            <h2>{tr(Msg::SavedGames)}</h2>
            {move || entries.with(|e| e.is_empty()).then(|| view! { <p class="empty">{tr(Msg::NoSavedGames)}</p> })}
            <ul class="saved-list">
                {move || entries.get().into_iter().map(|entry| view! { <SavedRow entry=entry /> }).collect_view()}
            </ul>
            <div class="card import">
                // Our own button text: the browser's file button would speak
                // the browser's language, not the page's.
                <label class="import-label">
                    <span class="secondary button">{tr(Msg::Import)}</span>
                    <input type="file" class="visually-hidden" accept=".json,application/json" data-testid="import" on:change=on_file />
                </label>
                <p class="hint-small">{tr(Msg::ImportHint)}</p>
                {move || import_problem.get().map(|why| view! {
                    <p class="refusal" role="alert" data-testid="import-problem">{tr(Msg::ImportFailed(&why))}</p>
                })}
                {move || merged.get().map(merge_report)}
            </div>
            <BackUp />
        </main>
    }
}

/// What merging a file of every game did, in words.
fn merge_report(m: Merged) -> impl IntoView {
    let refused = m.refused.iter().map(|(n, why)| {
        let why = tr(Msg::SaveError(why));
        view! { <li>{t!("merge-refused", n = *n, why = why)}</li> }
    });
    view! {
        <div role="status" data-testid="merge-report" data-added=m.added data-updated=m.updated
            data-unchanged=m.unchanged data-older=m.older data-copies=m.copies data-refused=m.refused.len()
            data-results=m.results.map(|n| n.to_string()).unwrap_or_default()>
            <p>{t!("merge-report", added = m.added, updated = m.updated, unchanged = m.unchanged, older = m.older, copies = m.copies)}</p>
            {m.results.map(|n| view! { <p data-testid="merge-record" data-results=n>{t!("merge-record", n = n)}</p> })}
            <ul class="merge-refused">{refused.collect_view()}</ul>
        </div>
    }
}

/// Whether the browser keeps the saved games, and one file holding them all.
#[component]
fn BackUp() -> impl IntoView {
    let nav = super::nav();
    // None until the browser answers; then whether it keeps the storage.
    let kept = RwSignal::new(None::<bool>);
    platform::storage_kept(move |answer| {
        let _ = kept.try_set(Some(answer == Some(true)));
    });
    let file = move || format!("boardgames-{}.json", platform::now_ms() as u64);
    // The file is made when clicked, not with every change of the list.
    let fill = move |ev: leptos::ev::MouseEvent| {
        if let Some(link) = ev
            .current_target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        {
            let href = format!(
                "data:application/json;charset=utf-8,{}",
                platform::uri_component(&nav.store.export_all())
            );
            let _ = link.set_attribute("href", &href);
            let _ = link.set_attribute("download", &file());
        }
    };
    view! {
        <div class="card backup" data-testid="backup">
            <a class="secondary button" data-testid="export-all" href="#" on:click=fill>{t!("export-all")}</a>
            <p class="hint-small">{t!("export-all-hint")}</p>
            {move || kept.get().map(|kept| view! {
                <p class="hint-small" data-testid="storage-kept" data-kept=kept.to_string()>
                    {if kept { t!("storage-kept") } else { t!("storage-not-kept") }}
                </p>
            })}
        </div>
    }
}

#[component]
fn SavedRow(entry: Entry) -> impl IntoView {
    let nav = super::nav();
    let armed = RwSignal::new(false);
    let delete = {
        let key = entry.key.clone();
        move |_| {
            if armed.get_untracked() {
                nav.store.delete(&key);
            } else {
                armed.set(true);
            }
        }
    };
    let delete_button = view! {
        <button class="secondary danger" data-testid="delete" on:click=delete>
            {move || if armed.get() { tr(Msg::ConfirmDelete) } else { tr(Msg::Delete) }}
        </button>
    };
    match entry.summary {
        Ok(s) => {
            let state = if s.over { "finished" } else { "in-progress" };
            let badge = if s.over {
                tr(Msg::Finished)
            } else {
                tr(Msg::InProgress)
            };
            let file = format!("{}.json", s.id);
            let href = format!(
                "data:application/json;charset=utf-8,{}",
                platform::uri_component(&entry.raw)
            );
            let (play_id, watch_id) = (s.id.clone(), s.id.clone());
            let review_id = s.id.clone();
            let date = platform::format_date(s.updated, crate::i18n::current().code());
            view! {
                <li class="card saved" data-testid="saved-game" data-id=s.id.clone() data-state=state>
                    <div class="saved-head">
                        <strong>{s.kind.title()}</strong>
                        <span class=format!("badge {state}")>{badge}</span>
                        {s.copy_of.is_some().then(|| view! {
                            <span class="badge copy" data-testid="copy-badge">{t!("copy-badge")}</span>
                        })}
                        {s.table.then(|| view! {
                            <span class="badge lesson" data-testid="table-badge">{t!("table-badge")}</span>
                        })}
                        {s.lesson.then(|| view! {
                            <span class="badge lesson" data-testid="lesson-badge">{t!("lesson-badge")}</span>
                        })}
                    </div>
                    {s.copy_of.is_some().then(|| view! {
                        <div class="saved-progress">{t!("copy-note")}</div>
                    })}
                    <div class="saved-players">{s.players.join(", ")}</div>
                    <div class="saved-progress">
                        {s.progress.clone()}" · "{tr(Msg::Moves(s.moves))}
                        {(!date.is_empty()).then(|| format!(" · {}", tr(Msg::LastPlayed(&date))))}
                    </div>
                    <div class="buttons">
                        {(!s.over).then(|| view! {
                            <button class="primary" data-testid="resume" on:click=move |_| nav.go(Screen::Play(play_id.clone()))>{tr(Msg::Resume)}</button>
                        })}
                        <button class="secondary" data-testid="watch" on:click=move |_| nav.go(Screen::Replay(watch_id.clone(), 0))>{tr(Msg::Watch)}</button>
                        {s.over.then(|| view! {
                            <button class="secondary" data-testid="review" on:click=move |_| nav.go(Screen::Review(review_id.clone()))>{crate::i18n::t!("review")}</button>
                        })}
                        <a class="secondary button" data-testid="export" href=href download=file>{tr(Msg::Export)}</a>
                        {delete_button}
                    </div>
                </li>
            }
            .into_any()
        }
        Err(e) => {
            let key = entry.key.clone();
            let shown = key.clone();
            let target = key.clone();
            view! {
            <li class="card saved unreadable" data-testid="saved-game" data-key=key data-state="unreadable">
                <div class="saved-head">
                    <strong>{shown}</strong>
                    <span class="badge unreadable">{tr(Msg::Unreadable)}</span>
                </div>
                <div class="saved-progress">{tr(Msg::SaveError(&e))}</div>
                <div class="buttons">
                    <button class="secondary" data-testid="show-problem" on:click=move |_| nav.go(Screen::Problem(target.clone()))>{tr(Msg::ShowProblem)}</button>
                    {delete_button}
                </div>
            </li>
            }
            .into_any()
        }
    }
}
