# The Dragon's tips (issue 42): `tip-<id>` for each tip of the game's list
# (crates/dragon/src/tips.rs), at most about 35 words each.
# TEMPORARY (tips-ui branch): one tip, until the game's list lands.
tip-dragon-action-phase = Each month, in turn order, you take one card of an action group, or refill to 3 yuan. A group where a dragon already stands costs 3 yuan.
