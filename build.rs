//! Embeds this build's id (`BOARDGAMES_BUILD_ID`): the crate version and the
//! commit's short hash, "dev" without git. Devices at one table must run the
//! same build, since their messages and codes change between versions
//! (`src/net/build.rs`).

use std::process::Command;

fn git(args: &[&str]) -> Option<String> {
    let out = Command::new("git").args(args).output().ok()?;
    out.status
        .success()
        .then(|| String::from_utf8_lossy(&out.stdout).trim().to_string())
        .filter(|s| !s.is_empty())
}

fn main() {
    let version = env!("CARGO_PKG_VERSION");
    let id = match git(&["rev-parse", "--short=7", "HEAD"]) {
        Some(hash) => format!("{version}-{hash}"),
        None => "dev".to_string(),
    };
    println!("cargo:rustc-env=BOARDGAMES_BUILD_ID={id}");
    // A new commit is a new build: watch HEAD and the branch it points at.
    for path in [
        Some("HEAD".to_string()),
        git(&["symbolic-ref", "HEAD"]),
        Some("packed-refs".into()),
    ]
    .into_iter()
    .flatten()
    {
        // Only files that exist: a missing one would rerun this every build.
        if let Some(file) =
            git(&["rev-parse", "--git-path", &path]).filter(|f| std::path::Path::new(f).exists())
        {
            println!("cargo:rerun-if-changed={file}");
        }
    }
    println!("cargo:rerun-if-changed=build.rs");
}
