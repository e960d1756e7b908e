# Tipps: Chinas Regeln, wenn sie zum ersten Mal zählen (crates/china/src/tips.rs).
tip-china-turn = Du bist am Zug: Setze Figuren (und fülle danach deine Hand auf 3 Karten auf) oder tausche eine Karte. Gespielt wird im Uhrzeigersinn.
tip-china-pay = Jede Figur kostet 1 Karte in der Farbe der Provinz oder 2 gleichfarbige Karten einer anderen Farbe als Joker. Alle Figuren eines Zuges kommen in eine Provinz: 3 Karten, 2 Figuren, 1 Provinz.
tip-china-joker = Ein Joker: Zwei gleichfarbige Karten bezahlen eine Figur in einer Provinz anderer Farbe.
tip-china-house = Ein Haus kommt auf ein freies Feld der Provinz. Figuren werden nacheinander gesetzt; dieses Haus kann also sofort einen Gesandten erlauben.
tip-china-envoy = Ein Gesandter kommt auf das Drachenfeld. In einer Provinz stehen nie mehr Gesandte, als ein Spieler dort höchstens Häuser hat, auch nach ihrer Wertung.
tip-china-second-piece = Du darfst eine zweite Figur in dieselbe Provinz setzen oder aufhören. War die Provinz zu Beginn deines Zuges leer, ist nur eine Figur erlaubt.
tip-china-refill = Fülle deine Hand nacheinander auf 3 Karten auf: aus der Auslage oder vom Nachziehstapel. Du hast jetzt { $hand }; die Auslage wird erst danach ergänzt.
tip-china-swap = Tauschen: Lege eine Karte ab und nimm eine aus der Auslage oder vom Nachziehstapel. Damit endet dein Zug.
tip-china-province-full = Die Provinz ist voll: Ihre { $houses } Häuser werden jetzt gewertet. Wer die meisten Häuser hat, erhält die Gesamtzahl der Häuser. Sie wird nie wieder gewertet.
tip-china-second-place = Der zweite Platz erhält so viele Punkte, wie der erste Platz Häuser hat: { $first }. Auch mit { $second } Häusern lohnt sich das.
tip-china-tied-second = Gleichstand mit { $second } Häusern: Alle teilen sich den zweiten Platz und erhalten je { $first }, die Häuserzahl des Platzes darüber. Die nächste Zahl wird Dritter.
tip-china-reshuffle = Der Nachziehstapel ist aufgebraucht: Die { $cards } abgelegten Karten werden zum neuen Stapel gemischt. Ist er wieder leer, endet das Spiel.
tip-china-pile-used-up = Der Nachziehstapel ist zum zweiten Mal aufgebraucht: Die Runde wird zu Ende gespielt, dann endet das Spiel. Karten gibt es nur noch aus der Auslage; wer nichts kann, setzt aus.
tip-china-game-end = Das Spiel ist aus. Es folgt die Schlusswertung: Häuser in noch nicht gewerteten Provinzen, dann die Allianzen, dann die Häuserketten.
tip-china-final-houses = Schlusswertung: Diese Provinz war noch nicht gewertet; ihre { $houses } Häuser werden jetzt wie bei einer vollen Provinz gewertet.
tip-china-alliances = Allianzen: Wer in beiden Provinzen einer Allianz die meisten Gesandten hat (auch bei Gleichstand), erhält alle Gesandten dieser beiden Provinzen als Punkte.
tip-china-chains = Häuserketten: 4 oder mehr eigene Häuser entlang der Straßen bringen je Haus 1 Punkt, auch über Provinzgrenzen hinweg.
tip-china-winner = { $shared ->
    [1] { $winner } hat die meisten Punkte und gewinnt.
   *[other] { $shared } Spieler haben gleich viele Punkte und übrige Figuren: Sie teilen sich den Sieg.
} Bei Punktgleichheit gewinnt, wer mehr Figuren im Vorrat hat.
tip-china-fortification = Du hast eine Festung: Setze sie wie eine Figur auf ein freies Feld dieser Provinz. Sie gehört niemandem; jeder darf später ein Haus darauf bauen.
tip-china-house-on-fortification = { $player } hat ein Haus auf eine Festung gebaut: Dafür zählen die Wertung dieser Provinz und die Häuserkette durch dieses Haus doppelt.
