//! STAND-IN for table-link's connection layer (removed before merging it).
pub mod build {
    pub fn build_id() -> &'static str {
        "dev"
    }
}
pub mod code {
    pub fn join_url(base: &str, code: &str) -> String {
        format!("{base}#join={code}")
    }
    pub fn code_in_fragment(hash: &str) -> Option<String> {
        hash.trim_start_matches('#')
            .strip_prefix("join=")
            .map(str::to_string)
    }
}
pub mod qr {
    pub fn svg(text: &str) -> Option<String> {
        Some(format!("<svg><title>{text}</title></svg>"))
    }
}
pub mod link {
    #[derive(Debug, Clone)]
    pub enum LinkError {
        Garbled,
    }
    impl std::fmt::Display for LinkError {
        fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            write!(f, "{self:?}")
        }
    }
    pub enum LinkEvent {
        Open,
        Message(String),
        Closed,
    }
    #[derive(Clone)]
    pub struct Link;
    impl Link {
        pub async fn host(_stun: Option<String>, tag: &str) -> Result<(Link, String), LinkError> {
            Ok((Link, format!("J{tag}")))
        }
        pub async fn complete(&self, _reply: &str) -> Result<(), LinkError> {
            Ok(())
        }
        pub async fn join(
            code: &str,
            _stun: Option<String>,
        ) -> Result<(Link, String, String), LinkError> {
            Ok((Link, "R".into(), code.trim_start_matches('J').into()))
        }
        pub fn send(&self, _text: &str) -> Result<(), LinkError> {
            Ok(())
        }
        pub fn on_event(&self, _f: impl Fn(LinkEvent) + 'static) {}
        pub fn close(&self) {}
    }
}
pub use link::{Link, LinkError, LinkEvent};
pub fn stun() -> Option<String> {
    None
}
