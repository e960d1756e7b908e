//! The screens and panels every game shares. They know a game only through
//! [`crate::games::GameUi`].

pub mod announcer;
pub mod chart;
pub mod coach;
pub mod codes;
pub mod decision_panel;
pub mod elsewhere;
pub mod game_over;
pub mod home;
pub mod host_panel;
pub mod join;
pub mod language_switcher;
pub mod log_panel;
pub mod option_switch;
pub mod pass_screen;
pub mod play;
pub mod points_table;
pub mod record;
pub mod replay;
pub mod replay_controls;
pub mod review;
pub mod rules;
pub mod save_problem;
pub mod saved_games;
pub mod screens;
pub mod seat_rows;
pub mod setup_screen;
pub mod small_ids;
pub mod storage_warning;
pub mod thinking;
pub mod tip_bubble;
pub mod tip_place;
pub mod tips_setting;
pub mod update_banner;
pub mod zoom;

use leptos::prelude::*;

use crate::nav::Nav;

pub fn nav() -> Nav {
    expect_context::<Nav>()
}
