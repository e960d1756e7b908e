//! The play screen's notice of what another window did to the game on
//! screen (`crate::sync`): a newer position to show, a move that was not
//! saved and may be kept as a copy, a copy kept.

use leptos::prelude::*;

use crate::games::GameUi;
use crate::i18n::t;
use crate::live::Live;
use crate::nav::Screen;
use crate::sync::{self, Elsewhere};

pub fn elsewhere_notice<G: GameUi>(live: Live<G>) -> impl IntoView {
    let nav = super::nav();
    let store = nav.store;
    move || {
        let notice = live.elsewhere.get()?;
        let dismiss = view! {
            <button class="secondary" data-testid="elsewhere-dismiss" on:click=move |_| live.elsewhere.set(None)>
                {t!("elsewhere-dismiss")}
            </button>
        };
        let (kind, text, action) = match notice {
            Elsewhere::Newer => (
                "newer",
                t!("elsewhere-newer"),
                view! {
                    <button class="primary" data-testid="elsewhere-show" on:click=move |_| sync::show_newer(live, store)>
                        {t!("elsewhere-show")}
                    </button>
                }
                .into_any(),
            ),
            Elsewhere::Refused { mine } => (
                "refused",
                t!("elsewhere-refused"),
                view! {
                    <button class="primary" data-testid="elsewhere-keep" on:click=move |_| sync::keep_refused(live, store, &mine)>
                        {t!("elsewhere-keep")}
                    </button>
                    {dismiss}
                }
                .into_any(),
            ),
            Elsewhere::Copied { id } => (
                "copied",
                t!("elsewhere-copied"),
                view! {
                    <button class="secondary" data-testid="elsewhere-open-copy" on:click=move |_| nav.go(Screen::Play(id.clone()))>
                        {t!("elsewhere-open-copy")}
                    </button>
                    {dismiss}
                }
                .into_any(),
            ),
        };
        Some(view! {
            <div class="card elsewhere" role="alert" data-testid="elsewhere" data-kind=kind>
                <p>{text}</p>
                <div class="buttons">{action}</div>
            </div>
        })
    }
}
