# The tips of this game (issue 42): `tip-<id>` for each tip of the game's
# list (crates/china/src/tips.rs), at most about 35 words each.
# PLACEHOLDER until the game's list lands (its list is empty).
tip-china-placeholder = Tips for this game are on their way.
