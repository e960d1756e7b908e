//! Rule tests on constructed positions, each naming the spec's rule ids
//! (C-x.y), rulings (R-n) and worked examples (EX-n).

mod board;
