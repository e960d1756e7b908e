//! Reading a QR code from the camera: the back camera in a `<video>` the
//! screen shows, a look every [`EVERY_MS`] until a code is read, by the
//! browser's `BarcodeDetector` where present, else by decoding the frame
//! (drawn small on a canvas, made grey) with [`super::read_luma`].

use std::cell::Cell;
use std::rc::Rc;

use js_sys::{Array, Function, Object, Promise, Reflect};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::{JsFuture, spawn_local};
use web_sys::{
    CanvasRenderingContext2d, HtmlCanvasElement, HtmlVideoElement, MediaStream,
    MediaStreamConstraints,
};

/// How often a frame is looked at.
const EVERY_MS: i32 = 250;
/// A frame's longest side when decoded here: enough for a code filling a
/// third of the picture, and quick on a phone.
const FRAME_MAX: u32 = 640;

/// Why the camera could not be used. Data, worded by the UI.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ScanError {
    /// No camera, or the page is not on https/localhost.
    NoCamera,
    /// The player (or the browser's settings) refused the camera.
    Denied,
    /// Another failure: its message, for the logs.
    Browser(String),
}

impl std::fmt::Display for ScanError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ScanError::NoCamera => {
                f.write_str("no camera can be used here (it needs https or localhost)")
            }
            ScanError::Denied => f.write_str("the camera was not allowed"),
            ScanError::Browser(m) => write!(f, "the camera failed: {m}"),
        }
    }
}

struct Scan {
    stream: MediaStream,
    video: HtmlVideoElement,
    stopped: Cell<bool>,
}

impl Scan {
    fn stop(&self) {
        if self.stopped.replace(true) {
            return;
        }
        for track in self.stream.get_tracks().iter() {
            if let Ok(track) = track.dyn_into::<web_sys::MediaStreamTrack>() {
                track.stop();
            }
        }
        self.video.set_src_object(None);
    }
}

/// The camera looking for a QR code; dropping it (or [`Scanner::stop`])
/// turns the camera off.
pub struct Scanner(Rc<Scan>);

impl Scanner {
    /// Shows the back camera in `video` and calls `found` with the text of
    /// the first QR code read, then turns the camera off.
    pub async fn start(
        video: &HtmlVideoElement,
        found: impl FnOnce(String) + 'static,
    ) -> Result<Scanner, ScanError> {
        let devices = web_sys::window()
            .and_then(|w| w.navigator().media_devices().ok())
            .ok_or(ScanError::NoCamera)?;
        let constraints = MediaStreamConstraints::new();
        let facing = Object::new();
        let _ = Reflect::set(&facing, &"facingMode".into(), &"environment".into());
        constraints.set_video(&facing);
        constraints.set_audio(&false.into());
        let asked = devices
            .get_user_media_with_constraints(&constraints)
            .map_err(camera_error)?;
        let stream: MediaStream = JsFuture::from(asked)
            .await
            .map_err(camera_error)?
            .unchecked_into();
        video.set_muted(true);
        let _ = video.set_attribute("playsinline", "");
        video.set_src_object(Some(&stream));
        if let Ok(playing) = video.play() {
            let _ = JsFuture::from(playing).await;
        }
        let scan = Rc::new(Scan {
            stream,
            video: video.clone(),
            stopped: Cell::new(false),
        });
        let looking = scan.clone();
        spawn_local(async move {
            let detector = detector();
            let canvas: Option<HtmlCanvasElement> = web_sys::window()
                .and_then(|w| w.document())
                .and_then(|d| d.create_element("canvas").ok())
                .and_then(|c| c.dyn_into().ok());
            while !looking.stopped.get() {
                sleep(EVERY_MS).await;
                if looking.stopped.get() {
                    return;
                }
                let text = match &detector {
                    Some(d) => detect(d, &looking.video).await,
                    None => canvas.as_ref().and_then(|c| read_frame(c, &looking.video)),
                };
                if let Some(text) = text {
                    looking.stop();
                    found(text);
                    return;
                }
            }
        });
        Ok(Scanner(scan))
    }

    pub fn stop(&self) {
        self.0.stop();
    }
}

impl Drop for Scanner {
    fn drop(&mut self) {
        self.0.stop();
    }
}

fn camera_error(e: JsValue) -> ScanError {
    let name = Reflect::get(&e, &"name".into())
        .ok()
        .and_then(|n| n.as_string())
        .unwrap_or_default();
    match name.as_str() {
        "NotAllowedError" | "SecurityError" => ScanError::Denied,
        "NotFoundError" | "OverconstrainedError" | "NotReadableError" => ScanError::NoCamera,
        _ => ScanError::Browser(
            Reflect::get(&e, &"message".into())
                .ok()
                .and_then(|m| m.as_string())
                .unwrap_or(name),
        ),
    }
}

/// The browser's QR detector, where it has one.
fn detector() -> Option<JsValue> {
    let window = web_sys::window()?;
    let ctor: Function = Reflect::get(&window, &"BarcodeDetector".into())
        .ok()?
        .dyn_into()
        .ok()?;
    let options = Object::new();
    let _ = Reflect::set(&options, &"formats".into(), &Array::of1(&"qr_code".into()));
    Reflect::construct(&ctor, &Array::of1(&options)).ok()
}

async fn detect(detector: &JsValue, video: &HtmlVideoElement) -> Option<String> {
    let detect: Function = Reflect::get(detector, &"detect".into())
        .ok()?
        .dyn_into()
        .ok()?;
    let promise: Promise = detect.call1(detector, video).ok()?.dyn_into().ok()?;
    let found: Array = JsFuture::from(promise).await.ok()?.dyn_into().ok()?;
    found
        .iter()
        .find_map(|b| Reflect::get(&b, &"rawValue".into()).ok()?.as_string())
}

/// The QR code in the video's current frame, decoded here.
fn read_frame(canvas: &HtmlCanvasElement, video: &HtmlVideoElement) -> Option<String> {
    let (vw, vh) = (video.video_width(), video.video_height());
    if vw == 0 || vh == 0 {
        return None;
    }
    let scale = f64::from(FRAME_MAX) / f64::from(vw.max(vh));
    let (w, h) = if scale < 1.0 {
        (
            (f64::from(vw) * scale) as u32,
            (f64::from(vh) * scale) as u32,
        )
    } else {
        (vw, vh)
    };
    canvas.set_width(w);
    canvas.set_height(h);
    let ctx: CanvasRenderingContext2d = canvas.get_context("2d").ok()??.dyn_into().ok()?;
    ctx.draw_image_with_html_video_element_and_dw_and_dh(
        video,
        0.0,
        0.0,
        f64::from(w),
        f64::from(h),
    )
    .ok()?;
    let rgba = ctx
        .get_image_data(0.0, 0.0, f64::from(w), f64::from(h))
        .ok()?
        .data();
    let luma: Vec<u8> = rgba
        .chunks_exact(4)
        .map(|p| ((u32::from(p[0]) * 77 + u32::from(p[1]) * 150 + u32::from(p[2]) * 29) >> 8) as u8)
        .collect();
    super::read_luma(w as usize, h as usize, &luma)
}

async fn sleep(ms: i32) {
    let promise = Promise::new(&mut |resolve, _| {
        if let Some(w) = web_sys::window() {
            let _ = w.set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms);
        }
    });
    let _ = JsFuture::from(promise).await;
}
