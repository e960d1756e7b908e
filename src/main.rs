//! Browser front end for In the Year of the Dragon (Leptos, client-side rendered).
//!
//! A placeholder page for now; the board will be built on the `engine` crate.

use leptos::prelude::*;

fn main() {
    leptos::mount::mount_to_body(App);
}

#[component]
fn App() -> impl IntoView {
    view! {
        <main class="page">
            <h1>"In the Year of the Dragon"</h1>
            <p class="tagline">"The rules engine is being written; the board is coming."</p>
        </main>
    }
}
