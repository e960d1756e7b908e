# China (Michael Schacht): jedes Wort des Spiels, auf Deutsch.
# Begriffe der Abacus-Ausgabe: Haus, Gesandter, Festung, Hausfeld,
# Drachenfeld, Provinzkarte, Nachziehstapel, Ablagestapel, Auslage,
# Allianz, Häuserkette, Schlusswertung, Kaiser.

## Kartenfarben und Provinzen

china-colour-purple = lila
china-colour-red = rot
china-colour-green = grün
china-colour-orange = orange
china-colour-yellow = gelb
china-cards-purple = { $n ->
    [one] lila Karte
   *[other] lila Karten
}
china-cards-red = { $n ->
    [one] rote Karte
   *[other] rote Karten
}
china-cards-green = { $n ->
    [one] grüne Karte
   *[other] grüne Karten
}
china-cards-orange = { $n ->
    [one] orange Karte
   *[other] orange Karten
}
china-cards-yellow = { $n ->
    [one] gelbe Karte
   *[other] gelbe Karten
}
china-province-qin = Ch'in
china-province-zhao = Zhao
china-province-yan = Yan
china-province-wei = Wei
china-province-qi = Qi
china-province-lu = Lu
china-province-chu = Chu
china-province-han = Han
china-province-shu = Shu
china-site = { $province } { $n }
china-payment-one = eine { $card }
china-payment-joker = zwei { $cards } (Joker)

## Spielvorbereitung

china-side-a = Seite A (3–4 Spieler, 43 Hausfelder)
china-side-b = Seite B (4–5 Spieler, 51 Hausfelder)
china-board-side = Spielplanseite
china-side-hint = Zu dritt spielt ihr auf Seite A, zu fünft auf Seite B; zu viert habt ihr die Wahl.
china-fortifications-option = Festungen (für erfahrene Spieler)

## Der Tisch

china-ending = letzte Runde
china-game-over = Spielende
china-hand = Deine Handkarten
china-hand-of = Handkarten von { $name }
china-hand-hidden = Die Handkarten sind verdeckt; jeder sieht nur die eigenen.
china-display = Auslage
china-draw-pile = Nachziehstapel: { $n }
china-discard-pile = Ablagestapel: { $n }
china-used-up-once = Stapel einmal aufgebraucht
china-used-up-twice = Stapel zweimal aufgebraucht
china-players = Spieler
china-cards-in-hand = { $n ->
    [one] 1 Karte
   *[other] { $n } Karten
}
china-points = { $n ->
    [one] 1 Punkt
   *[other] { $n } Punkte
}
china-houses-left = { $n ->
    [one] 1 Haus
   *[other] { $n } Häuser
}
china-envoys-left = { $n ->
    [one] 1 Gesandter
   *[other] { $n } Gesandte
}
china-fortification-left = 1 Festung
china-no-fortification-left = keine Festung
china-fortify-arm = Meine Festung setzen: ein freies Hausfeld anklicken
china-fortify-armed = Klicke das freie Hausfeld für deine Festung an (oder hier zum Abbrechen)
china-joker-button = 2 × { $colour } als Joker
china-scored = gewertet
china-map-title = Der Spielplan: Provinzen, Hausfelder, Straßen, Drachenfelder und Allianzen
china-dragon-field = Drachenfeld von { $province }: { $n ->
    [one] 1 Gesandter
   *[other] { $n } Gesandte
}
china-alliance = Allianz { $n }
china-site-free = { $site }: frei
china-site-house = { $site }: Haus von { $owner }

## Endstand

china-rank = Platz
china-total = Summe
china-houses-in-play = Häuser (volle Provinzen)
china-houses-at-end = Häuser (Schlusswertung)
china-alliances = Gesandte (Allianzen)
china-chains = Häuserketten
china-supply-pieces = Spielsteine im Vorrat (bei Gleichstand)

## Fragen und Aktionen

china-ask = { $name }: { $question }
china-ask-turn = Spielsteine einsetzen oder eine Karte tauschen
china-ask-pay-first = einen Spielstein bezahlen: eine Karte in der Farbe einer Provinz oder zwei Karten einer anderen Farbe als Joker
china-ask-pay-second-in = einen zweiten Spielstein in { $province } bezahlen oder aufhören
china-ask-pay-second = einen zweiten Spielstein bezahlen oder aufhören
china-ask-put = den bezahlten Spielstein setzen ({ $payment }): ein Haus auf ein freies Hausfeld oder einen Gesandten auf ein Drachenfeld
china-ask-refill = Handkarten auffüllen ({ $hand } von 3): eine Karte aus der Auslage nehmen oder eine nachziehen
china-ask-swap-discard = tauschen: die Karte wählen, die du abwirfst
china-ask-swap-take = tauschen: eine Karte aus der Auslage nehmen oder eine nachziehen
china-action-placement = Spielsteine einsetzen
china-action-swap = Eine Karte tauschen
china-action-pay = Eine { $card } ausspielen
china-action-pay-joker = Zwei { $cards } als Joker ausspielen
china-action-house = Haus auf { $site }
china-action-envoy = Gesandter auf das Drachenfeld von { $province }
china-action-fortify = Festung auf { $site }
china-action-stop = Kein zweiter Spielstein
china-action-take = Die { $card } aus der Auslage nehmen
china-action-draw = Die oberste Karte des Stapels ziehen
china-action-discard = Eine { $card } abwerfen

## Das Protokoll

china-log-house = { $name } setzt ein Haus auf { $site } und spielt dafür { $payment } aus
china-log-fortification = { $name } setzt eine Festung auf { $site } und spielt dafür { $payment } aus
china-log-envoy = { $name } schickt einen Gesandten nach { $province } und spielt dafür { $payment } aus
china-log-stop = { $name } setzt keinen zweiten Spielstein ein
china-log-swap = { $name } tauscht eine Karte: wirft eine { $card } ab
china-log-take = { $name } nimmt die { $card } aus der Auslage
china-log-draw = { $name } zieht eine Karte vom Stapel
china-province-full = { $province } ist voll: { $scores }
china-province-final = { $province }: { $scores }
china-nobody-scores = niemand punktet
china-display-refilled = Die Auslage wird aufgefüllt: { $cards }
china-pile-reshuffled = Der Nachziehstapel ist aufgebraucht: der Ablagestapel ({ $n ->
    [one] 1 Karte
   *[other] { $n } Karten
}) wird gemischt und ist der neue Nachziehstapel
china-pile-used-up = Der Nachziehstapel ist zum zweiten Mal aufgebraucht: die Runde wird nur mit der Auslage zu Ende gespielt
china-passed = { $name } kann weder einsetzen noch tauschen und passt
china-ended-pile = Die Runde nach dem zweiten Aufbrauchen des Stapels ist vorbei: Spielende
china-ended-nothing-to-place = Niemand kann mehr einen Spielstein einsetzen: Spielende
china-final-scoring = Schlusswertung
china-alliance-scored = Allianz { $n }: { $scores }
china-chains-scored = Häuserketten: { $scores }

## Ablehnungen

china-bad-options = mit diesen Optionen lässt sich kein Spiel beginnen ({ $why })
china-options-players = das Spiel ist für 3 bis 5 Spieler, nicht für { $n }
china-options-side = mit { $players } Spielern wird auf Seite { $needed } gespielt, nicht auf Seite { $side }
china-game-is-over = das Spiel ist zu Ende
china-illegal-wrong-kind = das beantwortet nicht die Frage, die gerade gestellt ist
china-illegal-no-placement = mit deinen Handkarten lässt sich kein Spielstein einsetzen; tausche stattdessen eine Karte
china-illegal-no-card-to-swap = zum Tauschen brauchst du eine Handkarte
china-illegal-nothing-to-take = zum Tauschen muss es eine Karte zum Nehmen geben, und es gibt keine
china-illegal-missing-joker = für einen Joker brauchst du zwei { $cards } auf der Hand
china-illegal-missing-card = du hast keine { $card }
china-illegal-payment-places-nothing = für { $payment } lässt sich kein Spielstein einsetzen
china-illegal-wrong-colour = in { $province } zählen nur { $wanted }, nicht { $cards }
china-illegal-joker-own-colour = zwei { $cards } sind in { $province } kein Joker, denn die Provinz hat selbst diese Farbe: spiele dort eine { $card } aus
china-illegal-other-province = alle Spielsteine eines Zuges kommen in eine Provinz, und in diesem Zug ist das { $province }
china-illegal-no-such-site = { $site } gibt es auf dieser Seite des Spielplans nicht
china-illegal-site-has-house = auf { $site } steht schon ein Haus
china-illegal-site-not-free = eine Festung braucht ein Hausfeld ohne Haus und ohne Festung, und { $site } ist belegt
china-illegal-no-house-left = du hast kein Haus mehr
china-illegal-no-envoy-left = du hast keinen Gesandten mehr
china-illegal-no-fortification-left = du hast keine Festung mehr
china-illegal-envoy-limit = in { $province } { $envoys ->
    [one] steht schon 1 Gesandter
   *[other] stehen schon { $envoys } Gesandte
}, und die Mehrheit an Häusern dort ist { $houses ->
    [one] 1 Haus
   *[other] { $houses } Häuser
}; mehr Gesandte dürfen es nicht sein
china-illegal-no-fortifications = in diesem Spiel gibt es keine Festungen
china-illegal-not-on-display = in der Auslage liegt keine { $card }
china-illegal-pile-empty = der Nachziehstapel ist aufgebraucht
china-illegal-not-in-hand = du hast keine { $card } auf der Hand

## Die Regeln in Kürze

china-rules-title = Die Regeln von China in Kürze
china-rules-turn = In deinem Zug setzt du Spielsteine ein oder tauschst eine Karte. Einsetzen: höchstens zwei Spielsteine, beide in eine Provinz; jeder kostet eine Karte in der Farbe der Provinz oder zwei Karten einer anderen Farbe als Joker. Ein zweiter Spielstein ist nur in einer Provinz erlaubt, in der zu Beginn deines Zuges schon ein Spielstein stand.
china-rules-pieces = Ein Haus kommt auf ein freies Hausfeld. Ein Gesandter kommt auf das Drachenfeld der Provinz; in einer Provinz dürfen nie mehr Gesandte stehen, als ein Spieler dort höchstens Häuser hat.
china-rules-refill = Nach dem Einsetzen füllst du deine Hand auf 3 Karten auf, jede aus der Auslage oder vom Nachziehstapel; danach wird die Auslage auf 4 aufgefüllt. Tauschen: eine Karte abwerfen, eine aus der Auslage oder vom Stapel nehmen.
china-rules-province-scoring = Eine Provinz, deren Hausfelder alle bebaut sind, wird sofort gewertet (die übrigen am Ende): wer dort die meisten Häuser hat, erhält so viele Punkte, wie Häuser in ihr stehen; jeder folgende Platz erhält so viele Punkte, wie der Platz davor Häuser hat.
china-rules-final-scoring = Schlusswertung: Allianz für Allianz (1 bis 15) erhält jeder Spieler, der in beiden Provinzen die meisten Gesandten hat, einen Punkt für jeden Gesandten in diesen zwei Provinzen. Dann die Häuserketten: jede Reihe von mindestens 4 eigenen Häusern entlang der Straßen bringt 1 Punkt pro Haus.
china-rules-end = Der Ablagestapel wird einmal zum neuen Nachziehstapel; ist dieser zum zweiten Mal aufgebraucht, wird die Runde zu Ende gespielt. Bei Gleichstand gewinnt, wer die meisten Spielsteine im Vorrat hat.
china-rules-ruling-side = Festlegung: zu dritt Seite A, zu fünft Seite B, zu viert nach Wahl (Vorgabe B).
china-rules-ruling-display = Festlegung: Karten, die jemand aus der Auslage nimmt, kennen alle, bis eine Karte dieser Farbe ausgespielt oder abgeworfen wird; die Bots erfahren nur, was ein Spieler am Tisch wissen kann.
china-rules-fortifications = Option: Festungen (eine pro Spieler) werden wie ein Spielstein auf ein freies Hausfeld gesetzt und gehören niemandem; wer ein Haus darauf baut, erhält für diese Provinz und für die Häuserkette durch sie doppelte Punkte.

## Learn to play

lesson-china-goal = Willkommen bei China! Du bezahlst mit Karten, um Häuser zu bauen und Gesandte in die neun Provinzen zu schicken. Häuser, Allianzen und Häuserketten bringen Punkte: Die meisten gewinnen.
lesson-china-cards = Jede Karte hat die Farbe einer Provinz und bezahlt dort einen Spielstein. Du hast zwei gelbe Karten (Ch'in oder Qi) und eine orange (Yan oder Han).
lesson-china-placement = In deinem Zug setzt du Spielsteine ein oder tauschst eine Karte. Setzen wir einen Spielstein ein.
lesson-china-why-placement = Das Einsetzen ist der Kern des Spiels, darum beginnt die Lektion damit.
lesson-china-pay = Bezahle mit einer Karte in der Farbe der Provinz. Spiele eine gelbe Karte für Ch'in aus.
lesson-china-why-pay = Die Lektion beginnt in Ch'in, einer gelben Provinz, und du hast zwei gelbe Karten.
lesson-china-house = Ein Haus kommt auf ein freies Hausfeld. Baue auf Ch'in 3: In Ch'in stand noch kein Spielstein, darum darfst du dort in diesem Zug nur einen einsetzen.
lesson-china-why-house = Ch'in 3 liegt an den Straßen nach Ch'in 2 und hinüber nach Wei: ein guter Anfang für eine Häuserkette.
lesson-china-refill = Nach dem Einsetzen füllst du deine Hand auf 3 Karten auf: aus den 4 offenen Karten der Auslage oder verdeckt vom Nachziehstapel. Nimm die gelbe Karte.
lesson-china-why-refill = Mit einer zweiten gelben Karte bezahlst du im nächsten Zug zwei Spielsteine in Ch'in.
lesson-china-game-over = Das Spiel ist vorbei. Deine Punkte, Wertung für Wertung:
lesson-china-final-houses = Provinzen, die nie voll wurden, werten ihre Häuser jetzt genauso: { $points } Punkte.
lesson-china-final-alliances = Allianzen: Wer die meisten Gesandten in beiden Provinzen eines Nachbarpaars hat (Gleichstand zählt), erhält jeden Gesandten in beiden: { $points } Punkte.
lesson-china-final-chains = Häuserketten: Mindestens 4 deiner Häuser, durch Straßen verbunden, bringen 1 Punkt je Haus: { $points } Punkte.
lesson-china-winner = Deine Summe: { $total } Punkte; das beste Ergebnis: { $best }. Bei Gleichstand gewinnt, wer die meisten Spielsteine im Vorrat hat.
lesson-china-turn = In einer Provinz, in der schon Spielsteine standen, darfst du zwei einsetzen. Alle Steine eines Zuges kommen in eine Provinz. Zwei Karten einer Farbe gelten als Joker.
lesson-china-envoys = Gesandte stehen auf dem Drachenfeld einer Provinz, nie mehr als die meisten Häuser eines Spielers dort. Am Ende zählen sie in Allianzen benachbarter Provinzen.
lesson-china-province-scoring = Eine volle Provinz wird sofort gewertet: Die meisten Häuser bringen einen Punkt je Haus dort; der Zweite erhält die Häuserzahl des Ersten. Gleichstand teilt sich einen Platz.
lesson-china-end-rule = Ist der Nachziehstapel aufgebraucht, wird der Ablagestapel zum neuen. Ist auch dieser aufgebraucht, wird die Runde zu Ende gespielt.
lesson-china-own = Jetzt gehört das Spiel dir: Jede Entscheidung triffst du selbst, gegen zwei leichte Gegner. Tipps erklären jede Regel, wenn sie zum ersten Mal zählt. Spiel bis zum Ende!
lesson-china-final-in-play = Provinzen, die während des Spiels voll wurden: { $points } Punkte.

china-action-pass = Passen

# The game on the home screen (GameKind::title, GameKind::blurb).
game-title-china = China
game-blurb-china = Michael Schachts Spiel der Häuser und Gesandten: Baue in den Provinzen des alten China, gewinne mit deinen Gesandten die Bündnisse und verbinde deine Häuser zu Ketten.
