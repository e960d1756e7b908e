# Die Tipps zu diesem Spiel (Issue 42): `tip-<id>` für jeden Tipp der Liste
# des Spiels (crates/china/src/tips.rs), je höchstens etwa 35 Wörter.
# PLATZHALTER, bis die Liste des Spiels kommt (sie ist leer).
tip-china-placeholder = Die Tipps zu diesem Spiel sind unterwegs.
