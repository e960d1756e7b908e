# Die Tipps des Drachen (Issue 42): `tip-<id>` für jeden Tipp der Liste
# (crates/dragon/src/tips.rs), jeweils höchstens etwa 35 Wörter. Begriffe
# wie in der deutschen Spielregel (alea/Ravensburger 2007/2017).
# Argumente: $player ein Spielername; $kind, $other, $event schon übersetzte
# Namen des Spiels; alle anderen Argumente sind Zahlen.

## Startpersonen und Personen.
tip-draft = Nimm zwei verschiedene jüngere Personen für deine Paläste. Jede rückt deine Scheibe auf der Personenpunkteleiste um ihren Zahlenwert vor: Die Leiste bestimmt die Spielerreihenfolge.
tip-draft-pair = Die Kombination { $kind } und { $other } hat schon ein Mitspieler gewählt: Niemand darf sie noch einmal nehmen. Wähle eine andere zweite Person.
tip-event-row = Die Ereignisleiste zeigt, was jeder Monat bringt: Ruhe in Monat 1 und 2, danach jedes der fünf Ereignisse zweimal, nie zweimal hintereinander. Bereite dich rechtzeitig vor.
tip-super-ahead = In Monat 7 kommt ein Super-Ereignis: { $event }. Es folgt auf das Ereignis des Monats, vor Verfall und Wertung.
tip-place = Lege die neue Person in einen deiner Paläste mit freiem Stockwerk: eine Person pro Stockwerk, ein Palast hat höchstens 3 Stockwerke.
tip-track-steps = Deine neue Person hat deine Scheibe { $steps ->
    [one] 1 Feld
   *[other] { $steps } Felder
} auf der Personenpunkteleiste vorgerückt. Jüngere Personen bringen mehr Felder, ältere mehr Symbole.
tip-turn-order = Die Reihenfolge hat sich geändert: Sie folgt immer der Personenpunkteleiste, die vorderste Scheibe zuerst. Nach jedem Zug wird sie neu bestimmt.
tip-stacking = Die Scheibe von { $player } ist auf einem besetzten Feld gelandet: Sie kommt obenauf und gilt als vor den Scheiben darunter.

## Die Aktionsphase.
tip-phases = Jeder der 12 Monate hat vier Phasen: Aktion, Person, das Ereignis des Monats, dann die Wertung.
tip-groups = In der Reihenfolge stellst du deinen Drachen auf eine Kartengruppe und führst eine ihrer Aktionen aus, oder du stockst auf 3 Yuan auf. Andere dürfen dieselbe Gruppe und Aktion wählen. Danach kommen die Drachen zurück.
tip-occupied = Auf Gruppe { $group } steht schon ein Drache: Wer sie ebenfalls wählt, zahlt zuerst 3 Yuan. Ohne 3 Yuan kannst du sie nicht wählen.
tip-cannot-afford = Du hast { $yuan } Yuan, darum werden dir manche Karten nicht angeboten: Eine Gruppe mit Drachen kostet 3 Yuan, ein Privileg mindestens 2. Aufstocken geht immer.
tip-refill = { $player } hat aufgestockt: { $yuan ->
    [0] nichts zu nehmen, mit 3 Yuan oder mehr
   *[other] { $yuan } Yuan, bis 3 Yuan
}. Aufstocken statt einer Aktion ist immer erlaubt.
tip-taxes = { $player } hat Steuer eingetrieben: 2 Yuan, dazu 1 pro Münze auf den eigenen Steuereintreibern: { $gain } Yuan.
tip-build = { $player } hat gebaut: 1 Palastteil, dazu 1 pro Hammer auf den eigenen Handwerkern: { $gain ->
    [one] 1 Palastteil
   *[other] { $gain } Palastteile
}.
tip-build-floor = Setze { $floors ->
    [one] das Palastteil
   *[other] { $floors } Palastteile einzeln
}: als neuen Palast oder als Stockwerk auf einen Palast unter 3 Stockwerken. Du darfst beliebig viele Paläste haben.
tip-harvest = { $player } hat geerntet: 1 Reissack, dazu 1 pro Reissack auf den eigenen Bauern: { $gain }. Bei einer Dürre braucht jeder bewohnte Palast 1 Reissack.
tip-fireworks = { $player } hat Feuerwerk gekauft: 1 Rakete, dazu 1 pro Rakete auf den eigenen Feuerwerkern: { $gain ->
    [one] 1 Rakete
   *[other] { $gain } Raketen
}. Raketen punkten beim Drachenfest.
tip-parade = { $player } hat eine Heerschau gehalten: 1 Feld, dazu 1 pro Helm auf den eigenen Kriegern: { $gain ->
    [one] 1 Feld
   *[other] { $gain } Felder
} auf der Personenpunkteleiste.
tip-research = { $player } hat studiert: 1 Siegpunkt, dazu 1 pro Buch auf den eigenen Gelehrten: { $gain ->
    [one] 1 Siegpunkt
   *[other] { $gain } Siegpunkte
}.
tip-privilege = Kaufe ein Privileg pro Aktion: ein kleines für 2 Yuan (1 Drache) oder ein großes für { $price } Yuan (2 Drachen). Jeder Drache bringt bei jeder Monatswertung 1 Siegpunkt.

## Die Personenphase.
tip-play-card = Spiele eine Personenkarte aus; das ist Pflicht. Nimm ein Plättchen dieser Art. Jede Karte wird nur einmal gespielt: 11 Karten für 11 Monate, davon 2 Fragezeichenkarten.
tip-young-old = Jüngere Personen bringen mehr Felder auf der Personenpunkteleiste, ältere mehr Symbole. Handwerker, Hofdamen und Steuereintreiber gibt es nur in einer Sorte.
tip-wild = Mit der Fragezeichenkarte nimmst du eine Person einer beliebigen Art.
tip-supply-out = Kein Plättchen „{ $kind }“ mehr im Vorrat: Eine solche Personenkarte bringt jetzt nichts. Die Personen sind begrenzt, und entlassene Personen scheiden aus dem Spiel aus.
tip-spent = Von dieser Art war kein Plättchen mehr da: Die Karte von { $player } verfällt ohne Wirkung.
tip-full = Alle deine Paläste sind voll. Entlasse eine Person, um Platz für die neue zu schaffen, oder lege das neue Plättchen zurück, ohne Felder vorzurücken.
tip-last-month = Monat 12: Es sind keine Personenkarten mehr übrig, also gibt es keine Personenphase.

## Ereignisse, Verfall und Wertung.
tip-peace = Ruhe: In diesem Monat passiert nichts.
tip-tribute = Kaisertribut: Jeder zahlt 4 Yuan; für jeden fehlenden Yuan entlässt er eine Person. Münzen auf Steuereintreibern zählen nicht. Du hast { $paid } Yuan gezahlt.
tip-drought = Dürre: Gib für jeden Palast mit Personen 1 Reissack ab. Jeder unversorgte Palast verliert eine Person; du wählst, welche. Reissäcke auf Bauern zählen nicht.
tip-festival = Drachenfest: Die meisten Raketen bringen 6 Siegpunkte, die zweitmeisten 3; ohne Raketen keine Punkte. Wer punktet, gibt die Hälfte seiner Raketen ab. Raketen auf Feuerwerkern zählen nicht. Du: { $points }.
tip-mongols = Mongolensturm: 1 Siegpunkt pro Helm auf deinen Kriegern (du: { $points }). Wer die wenigsten Helme hat, mit oder ohne Personen, entlässt eine Person.
tip-disease = Krankheit: Entlasse 3 Personen, 1 weniger für jeden Mörser auf deinen Heilern. Du entlässt { $count }.
tip-dismiss = Wähle, wen du entlässt (noch { $count }). Entlassene Personen scheiden aus dem Spiel aus; deine Scheibe auf der Personenpunkteleiste geht nicht zurück.
tip-nobody-to-dismiss = { $player } hat keine Person mehr und muss daher niemanden entlassen.
tip-decay = Verfall: Ein Palast von { $player } ohne Personen hat ein Stockwerk verloren. Ein leerer Palast mit 1 Stockwerk verschwindet.
tip-scoring = Wertung: 1 Siegpunkt pro Palast, pro Hofdame und pro Drache auf deinen Privilegien. Du hast { $points } erhalten.

## Spielende.
tip-final-persons = Schlusswertung: 2 Siegpunkte pro Person in deinen Palästen. Du hast { $points } erhalten.
tip-final-monks = Jeder Mönch bringt seine Buddhas mal die Stockwerke seines Palastes. Du hast { $points } erhalten.
tip-final-money = Reissäcke und Raketen werden für je 2 Yuan verkauft; dann bringen je 3 Yuan 1 Siegpunkt. Du hast { $points } erhalten.
tip-winner = { $player } gewinnt mit den meisten Siegpunkten. Bei Gleichstand gewinnt, wer auf der Personenpunkteleiste weiter vorne steht.

## Die Chinesische Mauer.
tip-wall-card = Baue eines deiner Mauerteile als nächsten Abschnitt der Mauer und erhalte seinen Vorteil. Bei 12 Abschnitten oder wenn alle sechs deiner Teile gebaut sind, kannst du diese Karte nicht nehmen.
tip-wall-check = Mauer-Wertung in Monat { $month }: Die Mauer hat { $sections ->
    [one] 1 Abschnitt
   *[other] { $sections } Abschnitte
}. Mindestens { $month }: 1 Siegpunkt pro eigenem Abschnitt für alle. Weniger: Wer die wenigsten eigenen Abschnitte hat, entlässt eine Person.
tip-wall-last = Nach der Wertung von Monat 12 wird die Mauer noch einmal gewertet, gegen 12 Abschnitte, vor der Schlusswertung.

## Die Super-Ereignisse.
tip-lantern-festival = Laternenfest: 2 Siegpunkte für jede deiner Personen. Du hast { $points } erhalten.
tip-buddha = Buddha: Deine Mönche punkten schon jetzt, Buddhas mal Stockwerke ihres Palastes. Am Ende punkten sie noch einmal.
tip-earthquake = Erdbeben: Entferne 2 Palastteile deiner Wahl. Personen über der neuen Höhe eines Palastes werden entlassen; ein Palast ohne Stockwerk verschwindet.
tip-flood = Flut: Gib die Hälfte deiner Yuan, Reissäcke und Raketen zusammen ab, abgerundet, in beliebiger Mischung.
tip-solar-eclipse = Sonnenfinsternis: Das Ereignis von Monat 7 wird ein zweites Mal ausgeführt{ $wall ->
    [1] , ohne zweite Mauer-Wertung
   *[0] {""}
}.
tip-volcano = Vulkanausbruch: Alle Scheiben gehen auf der Personenpunkteleiste zurück auf 0; die Reihenfolge bleibt.
tip-typhoon = Wirbelsturm: Wirf 2 Personenkarten ab. In Monat 8 und 9 spielst du die letzten 2 Karten; die Monate 10 bis 12 haben keine Personenphase.
tip-sunrise = Sonnenaufgang: In der Reihenfolge nimmt jeder ohne Karte eine jüngere Person und legt sie ein. Keine Art, die ein anderer bei diesem Sonnenaufgang genommen hat, auch wenn er sie zurücklegen musste.
tip-assassination = Attentat: Alle Privilegien werden abgegeben und bringen in diesem Monat nichts.
tip-charter = Freibrief: Wähle eine deiner Personenarten und erhalte nur die Symbole dieser Personen, ohne Karte. Heiler bringen nichts.
