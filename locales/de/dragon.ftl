# Im Jahr des Drachen (de). Begriffe wie in der deutschen Spielregel
# (alea/Ravensburger 2007/2017): Personen, Ereignisse, Aktionen, Erweiterungen
# „Die Chinesische Mauer“ und „Die Super-Ereignisse“.
# Lange Namen tragen weiche Trennstriche ({"\u00AD"}): die Monatsfelder sind schmal.
# Argumente: $name ein Spielername; $n, $m Zahlen; $person, $kind, $kinds,
# $card, $event, $rule, $bonus, $reason, $source schon übersetzte Namen.

## Personen. $form: one = Name allein im Nominativ („jüngerer Heiler“),
## a = mit unbestimmtem Artikel im Akkusativ („einen jüngeren Heiler“),
## the = mit bestimmtem Artikel im Akkusativ („den jüngeren Heiler“),
## other = Plural nach Artikel/Pronomen („deine Gelehrten“), mark = zwei
## Buchstaben auf dem Plättchen. $age: young, old oder any (die Art an sich).

dragon-kind-craftsman = { $form ->
    [a] einen Handwerker
    [the] den Handwerker
    [other] Handwerker
    [mark] Hw
   *[one] Handwerker
}
dragon-kind-court-lady = { $form ->
    [a] eine Hofdame
    [the] die Hofdame
    [other] Hofdamen
    [mark] Hd
   *[one] Hofdame
}
dragon-kind-tax-collector = { $form ->
    [a] einen Steuereintreiber
    [the] den Steuereintreiber
    [other] Steuereintreiber
    [mark] St
   *[one] Steuereintreiber
}
dragon-kind-pyrotechnist = { $form ->
    [a] { $age ->
        [young] einen jüngeren Feuerwerker
        [old] einen älteren Feuerwerker
       *[any] einen Feuerwerker
    }
    [the] { $age ->
        [young] den jüngeren Feuerwerker
        [old] den älteren Feuerwerker
       *[any] den Feuerwerker
    }
    [other] Feuerwerker
    [mark] Fw
   *[one] { $age ->
        [young] jüngerer Feuerwerker
        [old] älterer Feuerwerker
       *[any] Feuerwerker
    }
}
dragon-kind-warrior = { $form ->
    [a] { $age ->
        [young] einen jüngeren Krieger
        [old] einen älteren Krieger
       *[any] einen Krieger
    }
    [the] { $age ->
        [young] den jüngeren Krieger
        [old] den älteren Krieger
       *[any] den Krieger
    }
    [other] Krieger
    [mark] Kr
   *[one] { $age ->
        [young] jüngerer Krieger
        [old] älterer Krieger
       *[any] Krieger
    }
}
dragon-kind-monk = { $form ->
    [a] { $age ->
        [young] einen jüngeren Mönch
        [old] einen älteren Mönch
       *[any] einen Mönch
    }
    [the] { $age ->
        [young] den jüngeren Mönch
        [old] den älteren Mönch
       *[any] den Mönch
    }
    [other] Mönche
    [mark] Mö
   *[one] { $age ->
        [young] jüngerer Mönch
        [old] älterer Mönch
       *[any] Mönch
    }
}
dragon-kind-healer = { $form ->
    [a] { $age ->
        [young] einen jüngeren Heiler
        [old] einen älteren Heiler
       *[any] einen Heiler
    }
    [the] { $age ->
        [young] den jüngeren Heiler
        [old] den älteren Heiler
       *[any] den Heiler
    }
    [other] Heiler
    [mark] He
   *[one] { $age ->
        [young] jüngerer Heiler
        [old] älterer Heiler
       *[any] Heiler
    }
}
dragon-kind-farmer = { $form ->
    [a] { $age ->
        [young] einen jüngeren Bauern
        [old] einen älteren Bauern
       *[any] einen Bauern
    }
    [the] { $age ->
        [young] den jüngeren Bauern
        [old] den älteren Bauern
       *[any] den Bauern
    }
    [other] Bauern
    [mark] Ba
   *[one] { $age ->
        [young] jüngerer Bauer
        [old] älterer Bauer
       *[any] Bauer
    }
}
dragon-kind-scholar = { $form ->
    [a] { $age ->
        [young] einen jüngeren Gelehrten
        [old] einen älteren Gelehrten
       *[any] einen Gelehrten
    }
    [the] { $age ->
        [young] den jüngeren Gelehrten
        [old] den älteren Gelehrten
       *[any] den Gelehrten
    }
    [other] Gelehrten
    [mark] Ge
   *[one] { $age ->
        [young] jüngerer Gelehrter
        [old] älterer Gelehrter
       *[any] Gelehrter
    }
}
dragon-person-tile = { $person } ({ $value ->
    [one] 1 Personenpunkt
   *[other] { $value } Personenpunkte
}, { $symbols ->
    [one] 1 Symbol
   *[other] { $symbols } Symbole
})
dragon-hand-card = Personenkarte { $kind }
dragon-hand-card-wild = Fragezeichenkarte

## Aktionskarten.

dragon-card-taxes = Steuer
dragon-card-build = Bau
dragon-card-harvest = Ernte
dragon-card-fireworks = Feuerwerk
dragon-card-military-parade = Heerschau
dragon-card-research = Studium
dragon-card-privilege = Privileg
dragon-card-great-wall = Mauerbau

## Ereignisse.

dragon-event-peace = Ruhe
dragon-event-imperial-tribute = Kaiser{"\u00AD"}tribut
dragon-event-drought = Dürre
dragon-event-dragon-festival = Drachen{"\u00AD"}fest
dragon-event-mongol-invasion = Mongolen{"\u00AD"}sturm
dragon-event-disease = Krank{"\u00AD"}heit
dragon-event-rule-peace = Es passiert nichts.
dragon-event-rule-imperial-tribute = 4 Yuan zahlen; pro fehlendem Yuan eine Person entlassen.
dragon-event-rule-drought = 1 Reissack pro bewohntem Palast abgeben; jeder nicht versorgte Palast verliert eine Person.
dragon-event-rule-dragon-festival = Meiste Raketen: 6 Siegpunkte; zweitmeiste: 3 Siegpunkte. Wer punktet, gibt die Hälfte seiner Raketen ab.
dragon-event-rule-mongol-invasion = 1 Siegpunkt pro Helm; wer die wenigsten Helme hat, entlässt eine Person.
dragon-event-rule-disease = 3 Personen entlassen, 1 weniger pro Mörser auf den eigenen Heilern.
dragon-event-now = { $event }: { $rule }
dragon-month-title = Monat { $m }: { $event } — { $rule }

## Super-Ereignisse (Monat 7).

dragon-super-lantern-festival = Laternen{"\u00AD"}fest
dragon-super-buddha = Buddha
dragon-super-earthquake = Erdbeben
dragon-super-flood = Flut
dragon-super-solar-eclipse = Sonnen{"\u00AD"}finsternis
dragon-super-volcano = Vulkan{"\u00AD"}ausbruch
dragon-super-typhoon = Wirbel{"\u00AD"}sturm
dragon-super-sunrise = Sonnen{"\u00AD"}aufgang
dragon-super-assassination = Attentat
dragon-super-charter = Freibrief
dragon-super-rule-lantern-festival = Personenwertung: 2 Siegpunkte pro Person.
dragon-super-rule-buddha = Mönchs-Wertung jetzt: Buddhas × Stockwerke.
dragon-super-rule-earthquake = Jeder Spieler entfernt 2 Palastteile seiner Wahl.
dragon-super-rule-flood = Jeder Spieler gibt die Hälfte seiner Yuan, Reissäcke und Raketen ab.
dragon-super-rule-solar-eclipse = Das Ereignis von Monat 7 wird ein zweites Mal ausgeführt.
dragon-super-rule-volcano = Alle Personenscheiben zurück auf 0, die Reihenfolge bleibt.
dragon-super-rule-typhoon = 2 Personenkarten abwerfen: keine Personenphase in den Monaten 10–12.
dragon-super-rule-sunrise = Jeder nimmt ohne Karte eine junge Person einer Art, die noch niemand genommen hat.
dragon-super-rule-assassination = Alle Privilegien gehen vor der Wertung dieses Monats verloren.
dragon-super-rule-charter = Jeder erhält die Vorteile einer seiner Personengruppen.
dragon-super-title = { $event }: { $rule }

## Vergünstigungen der Mauerteile.

dragon-wall-rice = 1 Reissack
dragon-wall-rocket = 1 Rakete
dragon-wall-floor = 1 Palastteil
dragon-wall-yuan = 2 Yuan
dragon-wall-steps = 3 Personenpunkte
dragon-wall-points = 3 Siegpunkte

## Woher die Siegpunkte kommen.

dragon-vp-palaces = Paläste
dragon-vp-court-ladies = Hofdamen
dragon-vp-privileges = Privilegien
dragon-vp-research = Studium
dragon-vp-dragon-festival = Drachenfest
dragon-vp-mongol-invasion = Mongolensturm
dragon-vp-great-wall = Chinesische Mauer
dragon-vp-lantern-festival = Laternenfest
dragon-vp-monks = Mönche
dragon-vp-persons = Personen
dragon-vp-money = Restgeld

## Warum eine Person entlassen werden muss.

dragon-reason-imperial-tribute = Kaisertribut
dragon-reason-drought = Dürre
dragon-reason-mongol-invasion = Mongolensturm
dragon-reason-disease = Krankheit
dragon-reason-great-wall = Mauer-Wertung
dragon-reason-earthquake = Erdbeben

## Phasen eines Monats.

dragon-phase-draft = Startpersonen
dragon-phase-actions = Aktionsphase
dragon-phase-persons = Personenphase
dragon-phase-event = Ereignisphase
dragon-phase-game-over = Spielende
dragon-status = { $month } · { $phase }

## Spielvorbereitung.

dragon-large-privilege = Großes Privileg
dragon-edition-2017 = 7 Yuan (Ausgabe 2017)
dragon-edition-2007 = 6 Yuan (Ausgabe 2007)
dragon-great-wall-option = Die Chinesische Mauer (Erweiterung)
dragon-super-events = Super-Ereignis in Monat 7
dragon-super-events-off = Aus
dragon-super-events-random = Zufällig

## Der Spielplan.

dragon-month = Monat { $m }
dragon-months = Das Jahr: ein Ereignis pro Monat
dragon-wall = Die Chinesische Mauer
dragon-action-groups = Kartengruppen
dragon-group = Gruppe { $n }
dragon-group-cost = gewählt: 3 Yuan für jeden weiteren
dragon-supply = Personen im Vorrat
dragon-young-left = noch { $n } jüngere
dragon-old-left = noch { $n } ältere
dragon-supply-tile = { $person } — { $count }
dragon-dismissed = { $n ->
    [one] 1 Person entlassen
   *[other] { $n } Personen entlassen
}
dragon-person-track = Personenpunkteleiste (Reihenfolge)
dragon-vp-track = Siegpunkte
dragon-yuan-count = { $n } Yuan
dragon-rice-count = { $n ->
    [one] 1 Reissack
   *[other] { $n } Reissäcke
}
dragon-rockets-count = { $n ->
    [one] 1 Rakete
   *[other] { $n } Raketen
}
dragon-small-privileges = { $n ->
    [one] 1 kleines Privileg
   *[other] { $n } kleine Privilegien
}, je 1 Drache
dragon-large-privileges = { $n ->
    [one] 1 großes Privileg
   *[other] { $n } große Privilegien
}, je 2 Drachen
dragon-vp = SP
dragon-track = Personenpunkte
dragon-hand-left = { $n ->
    [one] noch 1 Personenkarte
   *[other] noch { $n } Personenkarten
}
dragon-wall-tiles = Mauerteile
dragon-palace = Palast { $n } — { $floors ->
    [one] 1 Stockwerk
   *[other] { $floors } Stockwerke
}
dragon-empty-floor = leeres Stockwerk
dragon-new-palace = Baue einen neuen Palast
dragon-game-over = Spielende
dragon-total = Summe
dragon-rank = Platz
dragon-rules-title = Regelübersicht und Auslegungen

## Die Frage an den Spieler am Zug.

dragon-ask-draft-first = { $name }: wähle eine erste jüngere Person
dragon-ask-draft-second = { $name }: wähle eine zweite jüngere Person (andere Art als { $kind })
dragon-ask-action = { $name }: wähle eine Kartengruppe oder stocke auf
dragon-ask-privilege = { $name }: wähle das Privileg, das du kaufst
dragon-ask-wall-tile = { $name }: wähle das Mauerteil, das du baust
dragon-ask-build = { $name }: verbaue ein Palastteil (noch { $n })
dragon-ask-play-card = { $name }: spiele eine Personenkarte aus
dragon-ask-sunrise = { $name }: Sonnenaufgang: nimm eine junge Person
dragon-ask-recruit = { $name }: wähle die Person, die du nimmst
dragon-ask-place = { $name }: lege { $person } in einen Palast
dragon-ask-dismiss = { $name }: entlasse { $n ->
    [one] 1 Person
   *[other] { $n } Personen
} ({ $reason })
dragon-ask-remove-floor = { $name }: Erdbeben: entferne { $n ->
    [one] 1 Palastteil
   *[other] { $n } Palastteile
}
dragon-ask-return-goods = { $name }: Flut: gib { $n } Yuan, Reissäcke oder Raketen ab
dragon-ask-discard = { $name }: Wirbelsturm: wirf { $n ->
    [one] 1 Personenkarte
   *[other] { $n } Personenkarten
} ab
dragon-ask-charter = { $name }: Freibrief: wähle eine deiner Personenarten

## Knöpfe für die Aktionen.

dragon-action-take = { $cost ->
    [0] { $card } aus Gruppe { $group }
   *[other] { $card } aus Gruppe { $group } ({ $cost } Yuan zahlen)
}
dragon-action-refill = Stocke auf 3 Yuan auf
dragon-action-small-privilege = Kleines Privileg ({ $price } Yuan)
dragon-action-large-privilege = Großes Privileg ({ $price } Yuan)
dragon-action-wall = Mauerteil: { $bonus }
dragon-action-build = Baue ein Stockwerk auf Palast { $n }
dragon-action-play-card = Spiele die { $card } aus
dragon-action-recruit = Nimm { $person }
dragon-action-place = Lege sie in Palast { $n }
dragon-action-replace = Ersetze { $person } in Palast { $n }
dragon-action-release = Gib das Plättchen zurück (kein Vorrücken)
dragon-action-dismiss = Entlasse { $person } aus Palast { $n }
dragon-action-remove-floor = Entferne ein Stockwerk von Palast { $n }
dragon-action-return = { $good ->
    [rice] Gib 1 Reissack ab
    [rocket] Gib 1 Rakete ab
   *[yuan] Gib 1 Yuan ab
}
dragon-action-discard = Wirf die { $card } ab
dragon-action-charter = Freibrief: deine { $kinds }

## Das Protokoll.

dragon-gain-yuan = +{ $n } Yuan
dragon-gain-rice = { $n ->
    [one] +1 Reissack
   *[other] +{ $n } Reissäcke
}
dragon-gain-rockets = { $n ->
    [one] +1 Rakete
   *[other] +{ $n } Raketen
}
dragon-gain-steps = { $n ->
    [one] +1 Feld
   *[other] +{ $n } Felder
}
dragon-gain-vp = +{ $n ->
    [one] { $n } Siegpunkt
   *[other] { $n } Siegpunkte
}
dragon-gain-floors = { $n ->
    [one] 1 Palastteil zum Verbauen
   *[other] { $n } Palastteile zum Verbauen
}
dragon-log-take = { $paid ->
    [0] { $name } wählt { $card } (Gruppe { $group })
   *[other] { $name } wählt { $card } (Gruppe { $group }, zahlt { $paid } Yuan)
}
dragon-log-take-gain = { $paid ->
    [0] { $name } wählt { $card } (Gruppe { $group }): { $gain }
   *[other] { $name } wählt { $card } (Gruppe { $group }, zahlt { $paid } Yuan): { $gain }
}
dragon-log-refill = { $name } stockt auf (+{ $n } Yuan)
dragon-log-small-privilege = { $name } kauft ein kleines Privileg
dragon-log-large-privilege = { $name } kauft ein großes Privileg
dragon-log-wall = { $name } baut ein Mauerteil: { $bonus }
dragon-log-new-palace = { $name } baut einen neuen Palast
dragon-log-build = { $name } baut ein Stockwerk auf Palast { $n }
dragon-log-play-card = { $name } spielt die { $card } aus
dragon-log-play-card-spent = { $name } spielt die { $card } aus — keine mehr im Vorrat, die Karte verfällt
dragon-log-draft = { $name } wählt { $person }
dragon-log-recruit = { $name } nimmt { $person }
dragon-log-place = { $name } legt sie in Palast { $n } (+{ $steps } auf der Personenpunkteleiste)
dragon-log-replace = { $name } entlässt { $person } aus Palast { $n }, um Platz zu machen
dragon-log-release = { $name } gibt das Plättchen in den Vorrat zurück
dragon-log-dismiss = { $name } entlässt { $person } aus Palast { $n }
dragon-log-dismiss-reason = { $name } entlässt { $person } aus Palast { $n } ({ $reason })
dragon-log-remove-floor = { $name } entfernt ein Stockwerk von Palast { $n }
dragon-log-return = { $good ->
    [rice] { $name } gibt 1 Reissack ab
    [rocket] { $name } gibt 1 Rakete ab
   *[yuan] { $name } gibt 1 Yuan ab
}
dragon-log-discard = { $name } wirft die { $card } ab
dragon-log-charter = { $name } nutzt den Freibrief für die eigenen { $kinds }
dragon-log-event = Ereignis: { $event } — { $rule }
dragon-log-event-again = Ereignis noch einmal (Sonnenfinsternis): { $event }
dragon-log-wall-reached = Mauer-Wertung: { $sections ->
    [one] 1 Mauerteil reicht
   *[other] { $sections } Mauerteile reichen
} bis Monat { $needed } — 1 Siegpunkt pro eigenem Mauerteil
dragon-log-wall-short = Mauer-Wertung: { $sections ->
    [one] 1 Mauerteil reicht
   *[other] { $sections } Mauerteile reichen
} nicht bis Monat { $needed } — wer am wenigsten gebaut hat, entlässt eine Person
dragon-log-super-event = Super-Ereignis: { $event } — { $rule }
dragon-log-scoring = Wertung
dragon-log-final-scoring = Schlusswertung
dragon-points-from = { $source } { $points }
dragon-log-scored = { $name } +{ $total ->
    [one] { $total } Siegpunkt
   *[other] { $total } Siegpunkte
} ({ $detail })
dragon-goods-pay = { $good ->
    [rice] { $n ->
        [one] gibt 1 Reissack ab
       *[other] gibt { $n } Reissäcke ab
    }
    [rocket] { $n ->
        [one] gibt 1 Rakete ab
       *[other] gibt { $n } Raketen ab
    }
   *[yuan] zahlt { $n } Yuan
}
dragon-goods-gain = { $good ->
    [rice] { $n ->
        [one] erhält 1 Reissack
       *[other] erhält { $n } Reissäcke
    }
    [rocket] { $n ->
        [one] erhält 1 Rakete
       *[other] erhält { $n } Raketen
    }
   *[yuan] erhält { $n } Yuan
}
dragon-log-goods = { $name } { $changes }
dragon-log-must-dismiss = { $name } muss { $n ->
    [one] 1 Person
   *[other] { $n } Personen
} entlassen
dragon-log-decay = Verfall: Die leeren Paläste von { $name } verlieren { $floors ->
    [one] 1 Stockwerk
   *[other] { $floors } Stockwerke
}
dragon-log-decay-gone = Verfall: Die leeren Paläste von { $name } verlieren { $floors ->
    [one] 1 Stockwerk
   *[other] { $floors } Stockwerke
}, { $palaces ->
    [one] 1 Palast verschwindet
   *[other] { $palaces } Paläste verschwinden
}
dragon-log-track = Die Personenscheibe von { $name } zieht von { $from } auf { $to }
dragon-log-privileges-lost = { $name } verliert Privilegien im Wert von { $n ->
    [one] 1 Drachen
   *[other] { $n } Drachen
}

## Warum die Regeln eine Aktion ablehnen.

dragon-refusal-bad-options = mit diesen Optionen lässt sich kein Spiel aufbauen ({ $why })
dragon-options-players = das Spiel ist für 2 bis 5 Spieler, nicht für { $n }
dragon-options-privilege-price = ein großes Privileg kostet 6 oder 7 Yuan, nicht { $price }
dragon-refusal-game-over = das Spiel ist vorbei
dragon-refusal-not-your-turn = Spieler { $n } muss jetzt entscheiden
dragon-refusal-wrong-kind = das beantwortet nicht die Frage, die jetzt gestellt ist
dragon-refusal-no-such-group = diese Kartengruppe gibt es nicht
dragon-refusal-card-not-in-group = diese Karte liegt nicht in dieser Gruppe
dragon-refusal-cannot-afford-group = das kostet { $cost } Yuan (3, wenn schon ein Drache auf der Gruppe steht, dazu 2 für ein Privileg), und du hast { $yuan }
dragon-refusal-cannot-afford-privilege = dieses Privileg kostet { $price } Yuan, und du hast { $yuan }
dragon-refusal-wall-complete = die Chinesische Mauer ist fertig (12 Mauerteile)
dragon-refusal-wall-tile-built = dieses Mauerteil hast du schon gebaut
dragon-refusal-no-wall-tiles = du hast schon alle sechs Mauerteile gebaut
dragon-refusal-no-such-palace = diesen Palast hast du nicht
dragon-refusal-three-floors = ein Palast hat nie mehr als 3 Stockwerke
dragon-refusal-palace-full = in diesem Palast ist kein Stockwerk frei
dragon-refusal-no-floors = dieser Palast hat kein Stockwerk mehr, das man entfernen könnte
dragon-refusal-card-not-in-hand = diese Personenkarte hast du nicht auf der Hand
dragon-refusal-none-left = im Vorrat liegt kein Plättchen „{ $person }“ mehr
dragon-refusal-card-does-not-allow = die gespielte Karte erlaubt keine { $kinds }
dragon-refusal-draft-young-only = vor dem Spiel nimmt man nur jüngere Personen
dragon-refusal-same-type-twice = die beiden Startpersonen müssen von verschiedener Art sein
dragon-refusal-pair-taken = ein früherer Spieler hat schon das Paar { $first } + { $second } genommen
dragon-refusal-no-pair-left = wer { $kind } nimmt, fände keine zweite Person mehr (alle Paare vergeben)
dragon-refusal-must-place = ein Palast hat noch Platz, also muss die Person dort hinein
dragon-refusal-not-in-palace = diese Person ist nicht in diesem Palast
dragon-refusal-drought-order = bei der Dürre kommt jede Entlassung aus einem anderen bewohnten Palast (gewählt in der Reihenfolge der Paläste)
dragon-refusal-not-over-capacity = jetzt können nur Personen aus dem Palast entlassen werden, der ein Stockwerk verloren hat
dragon-refusal-no-such-goods = davon hast du nichts
dragon-refusal-type-not-owned = du hast keine { $kinds }
dragon-refusal-taken-this-sunrise = ein anderer Spieler hat bei diesem Sonnenaufgang schon { $kind } genommen
dragon-refusal-sunrise-young-only = der Sonnenaufgang bringt nur junge Personen

## Regelübersicht.

dragon-rules-month = Jeder Monat: 1. Aktion (in der Reihenfolge eine Karte einer Gruppe wählen — 3 Yuan, wenn dort schon ein Drache steht — oder auf 3 Yuan aufstocken), 2. Person (Personenkarte ausspielen, jüngere oder ältere Person nehmen und in einen Palast legen; sind alle Paläste voll: jemanden ersetzen oder das Plättchen zurückgeben), 3. Ereignis, 4. Wertung (1 Siegpunkt pro Palast, Hofdame und Drache auf Privilegien).
dragon-rules-turn-order = Die Reihenfolge folgt der Personenpunkteleiste, der Vorderste zuerst; eine Scheibe, die auf einer anderen landet, kommt obenauf. Sie wird nach jedem Zug neu bestimmt.
dragon-rules-decay = Verfall: Nach dem Ereignis verliert jeder Palast ohne Personen ein Stockwerk; ein leerer einstöckiger Palast verschwindet.
dragon-rules-end = Spielende: 2 Siegpunkte pro Person, Mönche bringen Buddhas × Stockwerke, Reissäcke und Raketen werden für je 2 Yuan verkauft, dann 1 Siegpunkt je 3 Yuan. Gleichstand: Wer auf der Personenpunkteleiste weiter vorne liegt, gewinnt.
dragon-rules-events = Auslegung: Die Ereignisse der Monate 3–12 werden gleichverteilt aus allen Reihenfolgen gezogen, in denen keine zwei benachbarten Monate gleich sind.
dragon-rules-drought = Auslegung: Bei der Dürre wählst du, welche bewohnten Paläste unversorgt bleiben (aus jedem eine Entlassung); die Wahl wird in der Reihenfolge der Paläste angeboten, damit jede Auswahl nur einmal vorkommt.
dragon-rules-no-persons = Auslegung: Ein Spieler ohne Personen überspringt weitere Entlassungen.
dragon-rules-wall-month-12 = Auslegung: Mit der Chinesischen Mauer bringt ein Mongolensturm in Monat 12 sowohl seine eigene Mauer-Wertung als auch die letzte.
dragon-rules-eclipse = Auslegung: Die Sonnenfinsternis wiederholt das Ereignis von Monat 7, aber nicht dessen Mauer-Wertung.
dragon-rules-festival = Auslegung: Beim Drachenfest hebt ein Gleichstand bei den meisten Raketen den zweiten Platz nicht auf; 0 Raketen bringen nie Punkte.
dragon-rules-earthquake = Auslegung: Beim Erdbeben wird ein Stockwerk nach dem anderen entfernt; Personen über der neuen Höhe eines Palastes entlässt ihr Besitzer; ein Palast ohne Stockwerk verschwindet.

## Learn to play
# Die geführte Lektion (crates/dragon/data/lesson.json): die Worte des Trainers,
# eine Nachricht pro Schritt, und zu jeder erbetenen Wahl, warum sie jetzt kommt (…-why-…).
lesson-dragon-welcome = Willkommen im China um das Jahr 1000! In 12 Monaten holst du Personen an deinen Hof und bringst sie in deinen Palästen unter. Jeder Monat bringt ein Ereignis, das sie überstehen müssen.
lesson-dragon-goal = Wer nach Monat 12 die meisten Siegpunkte (SP) hat, gewinnt. Punkte gibt es jeden Monat, durch Aktionen und Ereignisse, und am Ende für Personen, Mönche und Geld.
lesson-dragon-draft = Zuerst wählt jeder zwei jüngere Personen verschiedener Art, ohne Karte. Jede kommt in einen Palast: Du beginnst mit zwei Palästen aus zwei Stockwerken, eine Person pro Stockwerk.
lesson-dragon-draft-monk = Nimm einen jüngeren Mönch. Am Ende bringt ein Mönch seine Buddhas mal die Stockwerke seines Palastes.
lesson-dragon-why-monk = Ein Mönch bringt am Ende seine Buddhas mal die Stockwerke seines Palastes.
lesson-dragon-place-monk = Lege den Mönch in Palast 1. Baue diesen Palast später aus: Jedes Stockwerk erhöht seine Punkte.
lesson-dragon-why-place-monk = Palast 1 gehört dem Mönch: Eine Person pro Palast lässt in jedem ein Stockwerk frei.
lesson-dragon-draft-warrior = Jetzt einen jüngeren Krieger: Bei jedem Mongolensturm bringt jeder Helm auf deinen Kriegern 1 SP und schützt dich.
lesson-dragon-why-warrior = Mongolenstürme kommen: Der Helm eines Kriegers bringt dann Punkte und schützt dich.
lesson-dragon-place-warrior = Lege den Krieger in Palast 2.
lesson-dragon-why-place-warrior = Palast 2 hat noch zwei freie Stockwerke; Palast 1 behält sein zweites für später.
lesson-dragon-track = Jede Person rückt deine Scheibe auf der Personenpunkteleiste um ihren Wert vor. Die Leiste bestimmt die Reihenfolge: der Vorderste zuerst, bei Gleichstand die obere Scheibe.
lesson-dragon-actions = Jeder Monat beginnt mit den Aktionen: Reihum stellst du deinen Drachen zu einer Gruppe Aktionskarten und führst eine aus. Eine besetzte Gruppe kostet 3 Yuan. Oder stocke auf 3 Yuan auf.
lesson-dragon-persons = Dann spielt jeder eine seiner 11 Personenkarten aus und bringt eine Person dieser Art unter. Eine ältere Person trägt mehr Symbole, rückt die Scheibe aber weniger weit vor.
lesson-dragon-result = Deine Summe: { $total } SP; das beste Ergebnis: { $best }. Bei Gleichstand gewinnt, wer auf der Personenpunkteleiste vorne liegt.
lesson-dragon-parade = Die Heerschau rückt deine Scheibe auf der Personenpunkteleiste einen Schritt pro Helm vor: den der Karte und die deiner Krieger. Wer vorne liegt, wählt zuerst.
lesson-dragon-events = Dann das Ereignis des Monats: Kaisertribut, Dürre, Krankheit, Mongolensturm oder Drachenfest, vorher in der Ereignisreihe zu sehen. Vielleicht musst du Personen entlassen.
lesson-dragon-scoring-month = Jeder Monat endet mit einer Wertung: 1 SP pro Palast, pro Hofdame und pro Drache auf deinen Privilegien. Ein Palast ohne Personen verliert ein Stockwerk.
lesson-dragon-own = Jetzt gehört das Spiel dir: Jede Entscheidung triffst du selbst, gegen einen leichten Gegner. Tipps erklären jede Regel, wenn sie zum ersten Mal zählt. Spiel bis Monat 12!
lesson-dragon-final = Das Spiel ist vorbei: Jede Person bringt 2 SP, jeder Mönch seine Buddhas mal die Stockwerke, je 3 Yuan 1 SP. Deine Punkte, Quelle für Quelle:
lesson-dragon-score-palaces = Paläste, 1 SP pro Palast bei jeder Monatswertung: { $points } SP.
lesson-dragon-score-ladies = Hofdamen, 1 SP pro Hofdame bei jeder Monatswertung: { $points } SP.
lesson-dragon-score-privileges = Privilegien, 1 SP pro Drache bei jeder Monatswertung: { $points } SP.
lesson-dragon-score-research = Studium, 1 SP pro Buch: { $points } SP.
lesson-dragon-score-festival = Drachenfeste, 6 SP für die meisten Raketen, 3 SP für die nächsten: { $points } SP.
lesson-dragon-score-mongols = Mongolenstürme, 1 SP pro Helm: { $points } SP.
lesson-dragon-score-monks = Mönche am Ende, Buddhas mal Stockwerke: { $points } SP.
lesson-dragon-score-persons = Personen am Ende, je 2 SP: { $points } SP.
lesson-dragon-score-money = Restgeld am Ende, Reis und Raketen für je 2 Yuan verkauft, 1 SP pro 3 Yuan: { $points } SP.


# The game on the home screen (GameKind::title, GameKind::blurb).
game-title-dragon = Im Jahr des Drachen
game-blurb-dragon = Stefan Felds Spiel um das Jahr 1000: Halte deine Paläste bewohnt und dein Volk satt, zwölf Monate lang, durch Feste, Dürren und Mongoleneinfälle.
