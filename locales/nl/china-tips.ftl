# De tips van dit spel (issue 42): `tip-<id>` voor elke tip uit de lijst van
# het spel (crates/china/src/tips.rs), elk hoogstens zo'n 35 woorden.
# PLAATSHOUDER tot de lijst van het spel er is (die is leeg).
tip-china-placeholder = De tips voor dit spel komen eraan.
