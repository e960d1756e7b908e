//! What both table screens show of the connection: the QR code of a code,
//! the "Scan" button, the STUN setting, and every reason a connection
//! failed in the page's language. The host's panel (`host_panel`) and the
//! guest's screens (`join`) use these, never each other.

use leptos::prelude::*;

use crate::i18n::t;
use crate::net::LinkError;

/// The page's address without its fragment: where a join link points.
pub fn page_base() -> String {
    web_sys::window()
        .and_then(|w| w.location().href().ok())
        .map(|h| h.split('#').next().unwrap_or_default().to_string())
        .unwrap_or_default()
}

/// A QR code of `text` (SVG markup from `net::qr`), labelled for screen
/// readers.
pub fn qr_code(text: &str, label: String) -> impl IntoView + use<> {
    let svg = crate::net::qr::svg(text).unwrap_or_default();
    view! { <div class="qr" role="img" aria-label=label inner_html=svg></div> }
}

/// The optional STUN server (`net::stun`), remembered.
#[component]
pub fn StunSetting() -> impl IntoView {
    let value = RwSignal::new(crate::net::stun().unwrap_or_default());
    view! {
        <label class="row stun">
            <span>{t!("table-stun")}</span>
            <input type="text" data-testid="stun" prop:value=move || value.get() on:change=move |ev| {
                let v = event_target_value(&ev);
                crate::net::set_stun(&v);
                value.set(v);
            } />
        </label>
    }
}

/// Why a connection failed, in the player's language; another build's
/// code names both builds, a browser's own message is quoted short.
pub fn link_problem(e: &LinkError) -> String {
    use crate::net::code::{CodeError, Kind};
    use crate::net::sdp::SdpError;
    match e {
        LinkError::Code(CodeError::OtherBuild { ours, theirs }) => {
            t!(
                "table-other-build",
                host = theirs.clone(),
                guest = ours.clone()
            )
        }
        LinkError::Code(CodeError::Empty) => t!("table-code-empty"),
        LinkError::Code(CodeError::Garbled | CodeError::TooLong { .. }) => {
            t!("table-code-garbled")
        }
        LinkError::Code(CodeError::WrongKind {
            expected: Kind::Join,
        }) => t!("table-code-wrong-kind"),
        LinkError::Code(CodeError::WrongKind {
            expected: Kind::Reply,
        }) => t!("table-code-not-reply"),
        LinkError::Code(CodeError::BadTag | CodeError::CannotEncode) => {
            t!("table-code-cannot-encode")
        }
        LinkError::Description(SdpError::NoCandidates) => t!("table-no-network"),
        LinkError::Description(SdpError::Missing(what)) => {
            t!("table-description-missing", what = what.to_string())
        }
        LinkError::NoWebRtc => t!("table-no-webrtc"),
        LinkError::Browser(why) => t!(
            "table-browser-refused",
            why = boardgame::table::excerpt(why)
        ),
        LinkError::NotOpen => t!("table-not-open"),
        LinkError::NotWaiting => t!("table-not-waiting"),
    }
}

/// "Scan": the camera looks for a QR code (`net::qr::Scanner`) and hands
/// its text to `found` (a join link gives its code); the camera is off
/// again once a code is read, on "Stop", or when the screen goes.
#[cfg(target_arch = "wasm32")]
#[component]
pub fn ScanButton(found: Callback<String>) -> impl IntoView {
    let video = NodeRef::<leptos::html::Video>::new();
    let on = RwSignal::new(false);
    let problem = RwSignal::new(None::<String>);
    let scanner = StoredValue::new_local(None::<crate::net::qr::Scanner>);
    let stop = move || {
        scanner.try_update_value(|s| {
            if let Some(s) = s.take() {
                s.stop();
            }
        });
        on.set(false);
    };
    let start = move |_| {
        if on.get_untracked() {
            stop();
            return;
        }
        on.set(true);
        problem.set(None);
        request_animation_frame(move || {
            let Some(element) = video.get_untracked() else {
                return;
            };
            let element: web_sys::HtmlVideoElement = element;
            wasm_bindgen_futures::spawn_local(async move {
                let done = move |text: String| {
                    let code = crate::net::code::code_in_fragment(&text).unwrap_or(text);
                    on.set(false);
                    found.run(code);
                };
                match crate::net::qr::Scanner::start(&element, done).await {
                    Ok(s) => scanner.set_value(Some(s)),
                    Err(e) => {
                        use crate::net::qr::ScanError;
                        on.set(false);
                        problem.set(Some(match e {
                            ScanError::NoCamera => t!("table-scan-no-camera"),
                            ScanError::Denied => t!("table-scan-denied"),
                            other => t!("table-scan-failed", why = other.to_string()),
                        }));
                    }
                }
            });
        });
    };
    on_cleanup(stop);
    view! {
        <button class="secondary" data-testid="scan" on:click=start>
            {move || match on.get() {
                true => t!("table-scan-stop"),
                false => t!("table-scan"),
            }}
        </button>
        <video node_ref=video class="scan-video" class:hidden=move || !on.get() aria-label=t!("table-scan")></video>
        {move || problem.get().map(|p| view! { <p class="refusal" role="alert">{p}</p> })}
    }
}

/// No camera natively (the app's native tests).
#[cfg(not(target_arch = "wasm32"))]
#[component]
pub fn ScanButton(found: Callback<String>) -> impl IntoView {
    let _ = found;
}

#[cfg(test)]
mod tests {
    use super::link_problem;
    use crate::i18n::{Lang, Speaking};
    use crate::net::LinkError;
    use crate::net::code::{CodeError, Kind};
    use crate::net::sdp::SdpError;

    /// Every reason a connection can fail.
    fn every_failure() -> Vec<LinkError> {
        vec![
            LinkError::Code(CodeError::Empty),
            LinkError::Code(CodeError::TooLong { len: 400 }),
            LinkError::Code(CodeError::Garbled),
            LinkError::Code(CodeError::OtherBuild {
                ours: "0.1.0-aaaaaaa".into(),
                theirs: "0.1.0-bbbbbbb".into(),
            }),
            LinkError::Code(CodeError::WrongKind {
                expected: Kind::Join,
            }),
            LinkError::Code(CodeError::WrongKind {
                expected: Kind::Reply,
            }),
            LinkError::Code(CodeError::BadTag),
            LinkError::Code(CodeError::CannotEncode),
            LinkError::Description(SdpError::Missing("ice-ufrag")),
            LinkError::Description(SdpError::NoCandidates),
            LinkError::NoWebRtc,
            LinkError::Browser("x".repeat(5000)),
            LinkError::NotOpen,
            LinkError::NotWaiting,
        ]
    }

    #[test]
    fn every_connection_failure_is_said_in_the_pages_language() {
        for e in every_failure() {
            let english = link_problem(&e);
            assert!(english.len() > 10, "{e:?}: {english}");
            assert!(!english.starts_with("table-"), "{e:?}: no message");
            // A browser's own message is quoted short.
            assert!(english.len() < 300, "{e:?}: {english}");
            for lang in [Lang::De, Lang::Nl, Lang::Fr] {
                let _speaking = Speaking::in_(lang);
                let words = link_problem(&e);
                assert_ne!(words, english, "{e:?} in {lang:?}: the English words");
                // Not the Display text, which is English for logs.
                assert!(!words.contains(&e.to_string()), "{e:?} in {lang:?}");
            }
        }
    }
}
