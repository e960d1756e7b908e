//! One WebRTC data channel to one peer, set up by a join code and a reply
//! code (`code`), with no server: the host's browser offers, the guest's
//! answers, each gathers all its candidates first (no trickle) so one code
//! each way is enough.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use js_sys::{Array, Promise, Reflect};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;
use web_sys::{
    MessageEvent, RtcConfiguration, RtcDataChannel, RtcDataChannelInit, RtcDataChannelState,
    RtcIceGatheringState, RtcIceServer, RtcPeerConnection, RtcPeerConnectionState, RtcSdpType,
    RtcSessionDescriptionInit, RtcSignalingState,
};

use super::code::{self, CodeError, Kind};
use super::sdp::{self, Essentials, SdpError};

/// How long candidates are gathered at most: host addresses come at once,
/// a STUN server that does not answer would hold the code back longer.
const GATHER_MS: u32 = 8_000;

/// What happens on a link, in order: it opens, messages arrive, it closes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkEvent {
    Open,
    Message(String),
    /// Closed by either side, or the peer vanished (its page closed, the
    /// network lost); also after this side's own [`Link::close`].
    Closed,
}

/// Why a link could not be made or used. Data, worded by the UI.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum LinkError {
    /// The code given could not be read.
    Code(CodeError),
    /// This browser's own description could not be put in a code (e.g. it
    /// found no network).
    Description(SdpError),
    /// This browser has no WebRTC (or it is turned off).
    NoWebRtc,
    /// A browser call failed: its message, for the logs.
    Browser(String),
    /// Sending before the channel opened or after it closed.
    NotOpen,
    /// A reply code given to a link that waits for none: a guest's, or a
    /// host's already completed.
    NotWaiting,
}

impl std::fmt::Display for LinkError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LinkError::Code(e) => e.fmt(f),
            LinkError::Description(e) => e.fmt(f),
            LinkError::NoWebRtc => {
                f.write_str("this browser cannot make direct connections (WebRTC)")
            }
            LinkError::Browser(m) => write!(f, "the browser refused: {m}"),
            LinkError::NotOpen => f.write_str("the connection is not open"),
            LinkError::NotWaiting => f.write_str("this connection is not waiting for a reply code"),
        }
    }
}

impl From<CodeError> for LinkError {
    fn from(e: CodeError) -> Self {
        LinkError::Code(e)
    }
}

impl From<SdpError> for LinkError {
    fn from(e: SdpError) -> Self {
        LinkError::Description(e)
    }
}

fn browser(e: JsValue) -> LinkError {
    let message = Reflect::get(&e, &"message".into())
        .ok()
        .and_then(|m| m.as_string())
        .or_else(|| e.as_string())
        .unwrap_or_else(|| format!("{e:?}"));
    LinkError::Browser(message)
}

type Handler = Rc<dyn Fn(LinkEvent)>;
/// A browser event's callback.
type Callback = Closure<dyn FnMut(JsValue)>;
/// What a callback does with the link, if it still is.
type OnEvent = Box<dyn Fn(&Inner, JsValue)>;

struct Inner {
    pc: RtcPeerConnection,
    channel: RtcDataChannel,
    handler: RefCell<Option<Handler>>,
    /// Events that came before anyone listened.
    pending: RefCell<Vec<LinkEvent>>,
    opened: Cell<bool>,
    closed: Cell<bool>,
    /// The browser's callbacks, kept alive as long as the link.
    callbacks: RefCell<Vec<Callback>>,
}

impl Inner {
    fn emit(&self, event: LinkEvent) {
        match event {
            LinkEvent::Open if self.opened.replace(true) || self.closed.get() => return,
            LinkEvent::Closed if self.closed.replace(true) => return,
            _ => {}
        }
        let handler = self.handler.borrow().clone();
        match handler {
            Some(f) => f(event),
            None => self.pending.borrow_mut().push(event),
        }
    }
}

impl Drop for Inner {
    fn drop(&mut self) {
        self.channel.set_onopen(None);
        self.channel.set_onmessage(None);
        self.channel.set_onclose(None);
        self.pc.set_onconnectionstatechange(None);
        self.channel.close();
        self.pc.close();
    }
}

/// One connection to one peer (clones share it; the last one dropped
/// closes it).
#[derive(Clone)]
pub struct Link(Rc<Inner>);

impl Link {
    /// Host side: a new connection for one seat; returns its join code.
    /// `tag`: at most 16 characters of `A-Z a-z 0-9 -`, carried inside the
    /// code and handed to the guest.
    pub async fn host(stun: Option<String>, tag: &str) -> Result<(Link, String), LinkError> {
        // A bad tag is the caller's mistake: say so before any work.
        if tag.len() > code::MAX_TAG || !tag.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-')
        {
            return Err(CodeError::BadTag.into());
        }
        let link = Link::new(stun)?;
        let offer = JsFuture::from(link.0.pc.create_offer())
            .await
            .map_err(browser)?;
        let sdp = Reflect::get(&offer, &"sdp".into())
            .ok()
            .and_then(|s| s.as_string())
            .unwrap_or_default();
        link.set_local(RtcSdpType::Offer, &sdp).await?;
        let essentials = link.gathered().await?;
        let code = code::encode(Kind::Join, tag, &essentials)?;
        Ok((link, code))
    }

    /// Host side: the guest's reply code completes the connection (the
    /// link then opens by itself: [`LinkEvent::Open`]).
    pub async fn complete(&self, reply: &str) -> Result<(), LinkError> {
        let reply = code::decode(reply)?;
        if reply.kind != Kind::Reply {
            return Err(CodeError::WrongKind {
                expected: Kind::Reply,
            }
            .into());
        }
        if self.0.pc.signaling_state() != RtcSignalingState::HaveLocalOffer {
            return Err(LinkError::NotWaiting);
        }
        let mid = self
            .0
            .pc
            .local_description()
            .map(|d| sdp::mid(&d.sdp()))
            .unwrap_or_else(|| "0".into());
        self.set_remote(RtcSdpType::Answer, &reply.essentials.to_sdp(&mid))
            .await
    }

    /// Guest side: answers a join code; returns the link, the reply code to
    /// show the host, and the host's tag.
    pub async fn join(
        code: &str,
        stun: Option<String>,
    ) -> Result<(Link, String, String), LinkError> {
        let join = code::decode(code)?;
        if join.kind != Kind::Join {
            return Err(CodeError::WrongKind {
                expected: Kind::Join,
            }
            .into());
        }
        let link = Link::new(stun)?;
        link.set_remote(RtcSdpType::Offer, &join.essentials.to_sdp("0"))
            .await?;
        let answer = JsFuture::from(link.0.pc.create_answer())
            .await
            .map_err(browser)?;
        let sdp = Reflect::get(&answer, &"sdp".into())
            .ok()
            .and_then(|s| s.as_string())
            .unwrap_or_default();
        link.set_local(RtcSdpType::Answer, &sdp).await?;
        let essentials = link.gathered().await?;
        let reply = code::encode(Kind::Reply, "", &essentials)?;
        Ok((link, reply, join.tag))
    }

    /// Sends one text message (JSON) once open; an error when not open.
    pub fn send(&self, text: &str) -> Result<(), LinkError> {
        if self.0.closed.get() || self.0.channel.ready_state() != RtcDataChannelState::Open {
            return Err(LinkError::NotOpen);
        }
        self.0.channel.send_with_str(text).map_err(browser)
    }

    /// Called for the channel opening, every message received, and closing
    /// (also when the peer vanishes). Events before the first call wait for
    /// it; a second call replaces the first.
    pub fn on_event(&self, f: impl Fn(LinkEvent) + 'static) {
        let f: Handler = Rc::new(f);
        *self.0.handler.borrow_mut() = Some(f.clone());
        let pending: Vec<LinkEvent> = self.0.pending.borrow_mut().drain(..).collect();
        for event in pending {
            f(event);
        }
    }

    /// Closes the connection; the peer sees [`LinkEvent::Closed`], and so
    /// does this side.
    pub fn close(&self) {
        self.0.channel.close();
        self.0.pc.close();
        self.0.emit(LinkEvent::Closed);
    }

    /// Whether the channel is open now.
    pub fn is_open(&self) -> bool {
        !self.0.closed.get() && self.0.channel.ready_state() == RtcDataChannelState::Open
    }

    fn new(stun: Option<String>) -> Result<Link, LinkError> {
        let config = RtcConfiguration::new();
        let servers = Array::new();
        if let Some(url) = stun.as_deref().and_then(stun_url) {
            let server = RtcIceServer::new();
            server.set_urls_str(&url);
            servers.push(&server);
        }
        config.set_ice_servers(&servers);
        let has_webrtc = web_sys::window()
            .is_some_and(|w| Reflect::has(&w, &"RTCPeerConnection".into()).unwrap_or(false));
        if !has_webrtc {
            return Err(LinkError::NoWebRtc);
        }
        let pc = RtcPeerConnection::new_with_configuration(&config).map_err(browser)?;
        // Both sides make the same channel (negotiated, id 0): no in-band
        // announcement to wait for, and the offer has its media section.
        let init = RtcDataChannelInit::new();
        init.set_negotiated(true);
        init.set_id(0);
        init.set_ordered(true);
        let channel = pc.create_data_channel_with_data_channel_dict("table", &init);
        let inner = Rc::new(Inner {
            pc,
            channel,
            handler: RefCell::new(None),
            pending: RefCell::new(Vec::new()),
            opened: Cell::new(false),
            closed: Cell::new(false),
            callbacks: RefCell::new(Vec::new()),
        });
        let link = Link(inner);
        link.listen();
        Ok(link)
    }

    /// Wires the browser's events to [`Inner::emit`] (weakly: a link no one
    /// holds is dropped and closed).
    fn listen(&self) {
        let weak = Rc::downgrade(&self.0);
        let callback = |f: OnEvent| {
            let weak = weak.clone();
            Callback::new(move |e: JsValue| {
                if let Some(inner) = weak.upgrade() {
                    f(&inner, e);
                }
            })
        };
        let open = callback(Box::new(|inner, _| inner.emit(LinkEvent::Open)));
        let message = callback(Box::new(|inner, e| {
            if let Some(text) = e
                .dyn_ref::<MessageEvent>()
                .and_then(|m| m.data().as_string())
            {
                inner.emit(LinkEvent::Message(text));
            }
        }));
        let close = callback(Box::new(|inner, _| inner.emit(LinkEvent::Closed)));
        let state = callback(Box::new(|inner, _| {
            if matches!(
                inner.pc.connection_state(),
                RtcPeerConnectionState::Failed | RtcPeerConnectionState::Closed
            ) {
                inner.emit(LinkEvent::Closed);
            }
        }));
        self.0
            .channel
            .set_onopen(Some(open.as_ref().unchecked_ref()));
        self.0
            .channel
            .set_onmessage(Some(message.as_ref().unchecked_ref()));
        self.0
            .channel
            .set_onclose(Some(close.as_ref().unchecked_ref()));
        self.0
            .pc
            .set_onconnectionstatechange(Some(state.as_ref().unchecked_ref()));
        self.0
            .callbacks
            .borrow_mut()
            .extend([open, message, close, state]);
    }

    async fn set_local(&self, kind: RtcSdpType, sdp: &str) -> Result<(), LinkError> {
        let init = RtcSessionDescriptionInit::new(kind);
        init.set_sdp(sdp);
        JsFuture::from(self.0.pc.set_local_description(&init))
            .await
            .map_err(browser)?;
        Ok(())
    }

    async fn set_remote(&self, kind: RtcSdpType, sdp: &str) -> Result<(), LinkError> {
        let init = RtcSessionDescriptionInit::new(kind);
        init.set_sdp(sdp);
        JsFuture::from(self.0.pc.set_remote_description(&init))
            .await
            .map_err(browser)?;
        Ok(())
    }

    /// The local description once every candidate is gathered (or
    /// [`GATHER_MS`] passed), reduced to what the code carries.
    async fn gathered(&self) -> Result<Essentials, LinkError> {
        let mut waited = 0;
        while self.0.pc.ice_gathering_state() != RtcIceGatheringState::Complete
            && waited < GATHER_MS
        {
            sleep(50).await;
            waited += 50;
        }
        let sdp = self
            .0
            .pc
            .local_description()
            .map(|d| d.sdp())
            .unwrap_or_default();
        Ok(Essentials::from_sdp(&sdp)?)
    }
}

/// The STUN setting as an ICE server URL: `stun:` added when left out;
/// `None` for an empty setting.
pub fn stun_url(setting: &str) -> Option<String> {
    let s = setting.trim();
    match s {
        "" => None,
        _ if s.starts_with("stun:") || s.starts_with("stuns:") => Some(s.to_string()),
        _ => Some(format!("stun:{s}")),
    }
}

async fn sleep(ms: u32) {
    let promise = Promise::new(&mut |resolve, _| {
        if let Some(w) = web_sys::window() {
            let _ = w.set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms as i32);
        }
    });
    let _ = JsFuture::from(promise).await;
}

#[cfg(test)]
mod tests {
    use super::stun_url;

    #[test]
    fn the_stun_setting_becomes_an_ice_server_url() {
        assert_eq!(stun_url(""), None);
        assert_eq!(stun_url("   "), None);
        assert_eq!(
            stun_url(" stun.example.org:3478 ").as_deref(),
            Some("stun:stun.example.org:3478")
        );
        assert_eq!(stun_url("stun:10.0.0.1").as_deref(), Some("stun:10.0.0.1"));
        assert_eq!(
            stun_url("stuns:example.org:5349").as_deref(),
            Some("stuns:example.org:5349")
        );
    }
}
