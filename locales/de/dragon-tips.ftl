# Die Tipps zum Drachen (Issue 42): `tip-<id>` für jeden Tipp der Liste des
# Spiels (crates/dragon/src/tips.rs), je höchstens etwa 35 Wörter.
# VORLÄUFIG (Zweig tips-ui): ein Tipp, bis die Liste des Spiels kommt.
tip-dragon-action-phase = Jeden Monat nimmst du in Spielerreihenfolge eine Karte aus einer Kartengruppe oder stockst auf 3 Yuan auf. Eine Gruppe, auf der schon ein Drache steht, kostet 3 Yuan.
