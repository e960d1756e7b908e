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
china-action-pass = Passen
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

lesson-china-goal = Willkommen bei China! Als Provinzfürst bezahlst du mit Karten, um Häuser zu bauen und Gesandte in die neun Provinzen zu schicken. Häuser bringen Punkte, sobald eine Provinz voll ist, und am Ende zählen Häuser, Allianzen der Gesandten und Häuserketten: Die meisten Punkte gewinnen.
lesson-china-cards = Jede Karte hat die Farbe einer Provinz: Mit ihr setzt du dort einen Spielstein ein. Auf deiner Hand sind zwei gelbe Karten (Ch'in oder Qi) und eine orange (Yan oder Han); Lila gilt nur für Chu.
lesson-china-placement = In deinem Zug setzt du Spielsteine ein oder tauschst eine Karte. Setzen wir einen Spielstein ein.
lesson-china-why-placement = Das Einsetzen ist der Kern des Spiels, darum beginnt die Lektion damit.
lesson-china-pay = Bezahle mit einer Karte in der Farbe der Provinz. Spiele eine gelbe Karte für Ch'in aus.
lesson-china-why-pay = Die Lektion beginnt in Ch'in, einer gelben Provinz, und du hast zwei gelbe Karten.
lesson-china-house = Ein Haus kommt auf ein freies Hausfeld. Baue auf Ch'in 3: In Ch'in stand noch kein Spielstein, darum darfst du dort in diesem Zug nur einen einsetzen.
lesson-china-why-house = Ch'in 3 liegt an den Straßen nach Ch'in 2 und hinüber nach Wei; das wird später wichtig.
lesson-china-refill = Nach dem Einsetzen füllst du deine Hand auf 3 Karten auf: aus den 4 offenen Karten der Auslage oder verdeckt vom Nachziehstapel. Nimm die gelbe Karte.
lesson-china-why-refill = Mit einer dritten gelben Karte kannst du im nächsten Zug zweimal in Ch'in bauen.
lesson-china-opponents-joker = Deine Mitspieler sind dir nach Ch'in gefolgt. Weil dort schon ein Spielstein stand, durfte der nächste Spieler zwei Spielsteine einsetzen; zwei Karten einer Farbe zahlen als Joker für einen Spielstein in einer Provinz anderer Farbe.
lesson-china-fortification = Der schwarze Stein auf Ch'in 5 ist eine Festung. Diese Partie spielt mit Festungen (eine Option für erfahrene Spieler): Jeder hat eine, und eingesetzt gehört sie niemandem. Wer ein Haus darauf baut, erhält für diese Provinz und für die Häuserkette durch sie doppelte Punkte.
lesson-china-placement-two = Du bist dran. In Ch'in standen zu Beginn deines Zuges schon Spielsteine, also darfst du dort bis zu zwei einsetzen: 3 Karten, 2 Spielsteine, 1 Provinz. Setze Spielsteine ein.
lesson-china-why-qin = Dieser Zug zeigt, was zwei Spielsteine in einer Provinz bewirken.
lesson-china-pay-two = Spiele eine gelbe Karte für den ersten Spielstein aus.
lesson-china-house-fortified = Baue dein Haus auf die Festung auf Ch'in 5: Ein Hausfeld mit nur einer Festung ist für ein Haus frei.
lesson-china-why-fortified = Das Haus auf der Festung verdoppelt deine Punkte, wenn Ch'in gewertet wird.
lesson-china-second-piece = Jetzt der zweite Spielstein: Spiele deine andere gelbe Karte aus.
lesson-china-why-second = Ein zweites Haus füllt Ch'in, und eine volle Provinz wird sofort gewertet.
lesson-china-fill-qin = Baue auf Ch'in 2, das letzte freie Hausfeld. Alle Spielsteine eines Zuges kommen in dieselbe Provinz.
lesson-china-why-fill = Ch'in 2 ist das letzte freie Hausfeld in Ch'in und über eine Straße mit Ch'in 3 verbunden.
lesson-china-qin-scored = Ch'in ist voll und wird sofort gewertet. Du hast die meisten Häuser, 3: Du erhältst einen Punkt für jedes Haus in Ch'in, also 5, durch dein Haus auf der Festung verdoppelt auf 10. Der zweite Platz erhält so viele Punkte, wie der erste Platz Häuser hat: 3 für jeden Mitspieler.
lesson-china-refill-two = Fülle deine Hand auf, Karte für Karte. Nimm die rote Karte aus der Auslage.
lesson-china-why-red = Mit roten Karten baust du in Wei, gleich neben deinen Häusern in Ch'in.
lesson-china-draw = Ziehe jetzt die zweite Karte verdeckt vom Nachziehstapel. Hast du wieder 3 Karten, wird die Auslage auf 4 aufgefüllt.
lesson-china-why-draw = Verdeckt ziehen ist die andere Art aufzufüllen; probiere sie einmal aus.
lesson-china-placement-envoy = Du bist dran. Zeit für einen Gesandten: Gesandte stehen auf dem Drachenfeld einer Provinz und bringen am Ende Punkte in Allianzen. Setze einen Spielstein ein.
lesson-china-why-envoy = Deine drei Häuser in Ch'in machen dort Platz für Gesandte.
lesson-china-joker = Ch'in ist gelb, und du hast keine gelbe Karte. Spiele zwei rote Karten als Joker aus.
lesson-china-why-joker = Mit dem Joker bezahlst du in einer Provinz, deren Farbe du nicht auf der Hand hast.
lesson-china-envoy = Schicke den Gesandten auf das Drachenfeld von Ch'in. In einer Provinz dürfen so viele Gesandte stehen, wie ein Spieler dort höchstens Häuser hat: in Ch'in 3.
lesson-china-refill-yellow = Auffüllen: Nimm die gelbe Karte aus der Auslage.
lesson-china-why-yellow = Gelbe Karten bezahlen weitere Gesandte in Ch'in.
lesson-china-refill-red = Und die rote Karte dazu.
lesson-china-road = Du bist dran. Sieh dir die Straßen zwischen den Hausfeldern an: Eine führt von deinem Haus auf Ch'in 3 nach Wei. Setze einen Spielstein ein.
lesson-china-why-road = Ein Haus auf Wei 5 beginnt eine Reihe von Häusern entlang der Straße von Ch'in 3.
lesson-china-road-pay = Wei ist rot: Spiele deine rote Karte aus.
lesson-china-road-house = Baue auf Wei 5. In Wei stand zu Beginn deines Zuges kein Spielstein, darum bleibt es in diesem Zug bei einem.
lesson-china-refill-purple = Auffüllen: Nimm die lila Karte.
lesson-china-why-purple = Die Partie der Lektion geht mit dieser Karte weiter.
lesson-china-envoy-limit = Der nächste Spieler hat einen Gesandten nach Wei geschickt. Gesandte dürfen nie mehr sein, als ein Spieler in der Provinz höchstens Häuser hat: In Wei ist das 1, also passt dort kein weiterer Gesandter, bis jemand ein zweites Haus baut.
lesson-china-swap = Du bist dran. Statt einzusetzen kannst du tauschen: eine Karte abwerfen, dann eine aus der Auslage oder vom Stapel nehmen, und dein Zug ist vorbei. Tausche eine Karte.
lesson-china-why-swap = Tauschst du deine einzelne lila Karte gegen eine zweite orange, hast du für den nächsten Zug ein Paar.
lesson-china-swap-discard = Wirf die lila Karte ab.
lesson-china-swap-take = Nimm eine orange Karte aus der Auslage.
lesson-china-own-fortification = Du bist dran, und es ist Zeit für deine eigene Festung. Qi ist gelb; dort stehen drei Häuser, und Qi 2 ist noch frei. Setze Spielsteine ein.
lesson-china-why-qi = Dieser Zug füllt Qi mit deinem Haus auf deiner eigenen Festung.
lesson-china-own-fortification-pay = Spiele deine zwei orange Karten als Joker für die Festung aus.
lesson-china-own-fortification-put = Setze deine Festung auf Qi 2. Jetzt gehört sie niemandem, aber du baust gleich darauf.
lesson-china-qi-second = In Qi standen zu Beginn deines Zuges Spielsteine: Spiele deine gelbe Karte für einen zweiten Spielstein aus.
lesson-china-qi-fill = Baue dein Haus auf die Festung auf Qi 2: Qi ist voll.
lesson-china-qi-scored = Qi wird gewertet. Der nächste Spieler hat die meisten Häuser, 3, und erhält alle 4 Punkte. Du bist mit 1 Haus Zweiter und erhältst 3, so viele, wie der erste Platz Häuser hat, verdoppelt auf 6.
lesson-china-refill-quick = Diesmal füllt der Trainer deine Hand für dich auf.
lesson-china-chain-placement = Du bist dran. Deine Häuser auf Ch'in 2, Ch'in 3 und Wei 5 stehen in einer Reihe entlang der Straßen, und Wei 6 liegt neben Wei 5. Setze Spielsteine ein.
lesson-china-why-chain = Ein viertes Haus in der Reihe ergibt eine Häuserkette, die am Ende zählt.
lesson-china-chain-pay = Spiele eine rote Karte für Wei aus.
lesson-china-chain-house = Baue auf Wei 6.
lesson-china-chain = Vier deiner Häuser stehen jetzt in einer Reihe entlang der Straßen: eine Häuserkette. Am Ende bringt jede Kette aus mindestens 4 Häusern 1 Punkt pro Haus, auch über Provinzgrenzen hinweg. Eine Kette verzweigt sich nicht: An einer Abzweigung folgt sie einem Zweig.
lesson-china-alliance-pay = In Wei standen zu Beginn deines Zuges Spielsteine: Spiele deine zweite rote Karte für einen Gesandten aus.
lesson-china-why-alliance = Mit deinem zweiten Haus in Wei passt dort ein zweiter Gesandter, und Wei grenzt an Ch'in, wo dein Gesandter steht.
lesson-china-alliance-envoy = Schicke den Gesandten nach Wei.
lesson-china-alliance = Wei und Ch'in sind Nachbarn: Das ist Allianz 3. Am Ende erhält, wer in beiden Provinzen einer Allianz die meisten Gesandten hat (Gleichstand zählt), einen Punkt für jeden Gesandten dort. In Wei und in Ch'in teilst du dir jetzt die Mehrheit.
lesson-china-reshuffle = Der Nachziehstapel ist aufgebraucht: Der Ablagestapel wird gemischt und wird zum neuen Nachziehstapel. Ist auch dieser aufgebraucht, wird die Runde zu Ende gespielt, und das Spiel ist vorbei.
lesson-china-rounds-later = Spulen wir ein paar Runden vor. Du schickst Gesandte nach Zhao, Ch'in und Yan und baust in Zhao und Lu; Zhao wird voll und gewertet.
lesson-china-rounds-later-two = Und noch ein paar: Du schickst zwei Gesandte nach Qi und einen nach Han, und dein Haus füllt Chu. Auch Yan und Lu werden voll, und der Nachziehstapel ist zum zweiten Mal aufgebraucht.
lesson-china-last-round = Der Nachziehstapel ist zum zweiten Mal aufgebraucht: Die Runde wird zu Ende gespielt, nur noch mit der Auslage. Der letzte Spieler hat noch einen Zug.
lesson-china-game-over = Das Spiel ist vorbei. Die Schlusswertung hat drei Schritte: Häuser, Allianzen, Häuserketten.
lesson-china-final-houses = Schritt 1: Die Provinzen, die nie voll wurden, werden mit ihren Häusern gewertet: Wei und Han (Shu blieb leer). In Wei hast du die meisten Häuser, 2 von 4: 4 Punkte.
lesson-china-final-alliances = Schritt 2: die Allianzen, von 1 bis 15. Du hast allein oder gemeinsam die meisten Gesandten in beiden Provinzen der Allianzen 3, 5, 7, 10, 11 und 12: 26 Punkte.
lesson-china-final-chains = Schritt 3: die Häuserketten. Deine, von Ch'in 2 bis Wei 6, bringt 4. Die Ketten des letzten Spielers bringen 18: Die durch Chu führt über eine Festung und zählt doppelt.
lesson-china-winner = Du gewinnst mit 61 Punkten vor 50 und 31! Bei Gleichstand gewänne, wer die meisten Spielsteine im Vorrat hat. Viel Spaß mit China!

# The game on the home screen (GameKind::title, GameKind::blurb).
game-title-china = China
game-blurb-china = Michael Schachts Spiel der Häuser und Gesandten: Baue in den Provinzen des alten China, gewinne mit deinen Gesandten die Bündnisse und verbinde deine Häuser zu Ketten.
