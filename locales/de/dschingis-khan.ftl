# Dschingis Khan – Bewegung an der Großen Mauer (Leo Colovini), Deutsch.
# Begriffe der deutschen Ausgabe: Spielsteine (chinesische Krieger,
# mongolische Reiter, Bauern, Pest, Heilkraut), Kundschafter, Dörfer, die
# Große Mauer, Mauerstücke mit Tor, Türme, allgemeiner, aktiver und passiver
# Vorrat. Argumente wie in locales/en/dschingis-khan.ftl.

## Names of game things
khan-kind-chinese = chinesischer Krieger
khan-kind-mongol = mongolischer Reiter
khan-kind-farmer = Bauer
khan-kind-plague = Pest
khan-kind-herb = Heilkraut
khan-code-chinese = C
khan-code-mongol = M
khan-code-farmer = B
khan-code-plague = P
khan-code-herb = H
khan-mongolia = Mongolei
khan-china = China
khan-case-plague = Pest
khan-case-herb = Heilkraut
khan-case-normal = nach Seite
khan-case-legend = Stapel von unten nach oben. Nach Seite: +3 je Reiter in der Mongolei oder Krieger in China, −3 je Krieger in der Mongolei oder Reiter in China, +1 je Bauer. Pest (ohne Heilkraut): −3 je Krieger oder Reiter, −1 je Bauer. Heilkraut (ohne Pest): +3 und +1. Pest und Heilkraut zusammen heben sich auf: nach Seite.

## Setup
khan-start-player = Startspieler
khan-random-start = Zufällig (aus dem Startwert)
khan-seat-starts = Platz { $n }

## Board and supplies
khan-board-label = Der Spielplan: Dörfer nördlich der Großen Mauer gehören zur Mongolei, südlich davon zu China
khan-general-supply = Allgemeiner Vorrat: { $n ->
    [one] 1 Mauerstück
   *[other] { $n } Mauerstücke
}
khan-walls-out = { $n ->
    [one] 1 Mauerstück
   *[other] { $n } Mauerstücke
} aus dem Spiel
khan-walls = { $n ->
    [one] 1 Mauerstück
   *[other] { $n } Mauerstücke
}
khan-pieces = { $n ->
    [one] 1 Spielstein
   *[other] { $n } Spielsteine
}
khan-passive = passiver Vorrat { $n }
khan-lost = { $n } verloren
khan-scout-on = Kundschafter auf { $v }
khan-scout-off = Kundschafter nicht auf dem Plan
khan-scout-title = { $name }: Kundschafter auf { $v }
khan-controls = kontrolliert { $n ->
    [one] 1 Dorf
   *[other] { $n } Dörfer
}
khan-legend = Spielsteine: C chinesischer Krieger, M mongolischer Reiter, B Bauer, P Pest, H Heilkraut; ? ein Stein, den du nicht gesehen hast. Die Buchstaben links nennen den Besitzer. Die Große Mauer ist aus Stein gezeichnet: mit Tor, wenn ein Stück offen ist, durchgehend, wenn es geschlossen ist; an ihren Enden stehen Türme. Gestrichelter blauer Rand: ein Dorf, das dein Kundschafter in diesem Zug schon betreten hat.
khan-click-help = Klicke auf den Spielplan oder wähle unten. Schritt über die Mauer: erst das Mauerstück zum Hinaufsteigen, dann das zum Hinabsteigen, dann das Dorf anklicken.

## Status
khan-setup = Startaufstellung
khan-turn = Zug { $n }
khan-final-round = letzte Runde
khan-end-announced = das Spielende ist angekündigt
khan-game-over = Spielende
khan-safety-limit = Sicherheitsgrenze erreicht

## Questions
khan-ask-setup-first = { $name }: Startaufstellung: lege einen gezogenen Stein in ein leeres Dorf
khan-ask-setup-second = { $name }: Startaufstellung: lege den anderen Stein in ein leeres Nachbardorf von { $v }
khan-ask-setup-scout = { $name }: stelle deinen Kundschafter auf { $a } oder { $b }
khan-ask-draw-first = { $name }: nachziehen: ein Mauerstück oder einen Spielstein?
khan-ask-draw-second = { $name }: zweites Nachziehen: ein Mauerstück oder einen Spielstein?
khan-ask-deploy = { $name }: Spielsteine einsetzen, Mauern bauen oder den blockierten Kundschafter vom Plan nehmen?
khan-ask-reenter = { $name }: dein Kundschafter kommt zurück auf den Plan: wähle sein Dorf
khan-ask-step = { $name }: ziehe deinen Kundschafter einen Schritt (noch { $n ->
    [one] 1 Stein
   *[other] { $n } Steine
} einzusetzen)
khan-ask-place = { $name }: welcher Stein kommt auf { $v }?
khan-ask-build = { $name }: baue ein Mauerstück (noch { $n ->
    [one] 1 Mauerstück
   *[other] { $n } Mauerstücke
})

## Actions (the decision panel's buttons)
khan-action-setup-piece = { $kind ->
    [chinese] Den chinesischen Krieger
    [mongol] Den mongolischen Reiter
    [farmer] Den Bauern
    [plague] Die Pest
   *[herb] Das Heilkraut
} auf { $v } legen
khan-action-scout = Kundschafter auf { $v }
khan-action-draw-wall = Mauerstück ziehen ({ $n } im allgemeinen Vorrat)
khan-action-draw-piece = Spielstein ziehen ({ $n } in deinem passiven Vorrat)
khan-action-place-pieces = Spielsteine einsetzen ({ $n })
khan-action-build-walls = Mauern bauen ({ $n })
khan-action-scout-off = Kundschafter vom Plan nehmen
khan-action-pass = Nichts tun
khan-action-road = Nach { $v } über die Straße
khan-action-gate = Nach { $v } durch das Tor
khan-action-over-wall = Nach { $v } über die Mauer: hinauf { $up }, hinab { $down }
khan-action-place-kind = { $kind ->
    [chinese] Den chinesischen Krieger
    [mongol] Den mongolischen Reiter
    [farmer] Den Bauern
    [plague] Die Pest
   *[herb] Das Heilkraut
} einsetzen
khan-action-build = Ein Mauerstück { $slot } bauen ({ $outcome })

## What a wall does
khan-outcome-extension = verlängert die Mauer
khan-outcome-new-end-moved = neues Ende: der neue Arm ({ $new }) ist länger als der alte ({ $old }), also fällt der alte Arm und das Ende wandert; { $pruned ->
    [yes] entfernt, mit den von der Mauer abgeschnittenen Stücken
   *[no] entfernt
}: { $removed }
khan-outcome-new-end-kept = neues Ende: der neue Arm ({ $new }) ist nicht länger als der alte ({ $old }), also fällt der neue Arm; { $pruned ->
    [yes] entfernt, mit den von der Mauer abgeschnittenen Stücken
   *[no] entfernt
}: { $removed }
khan-outcome-loop-rerouted = Schlaufe: der neue Bogen ({ $new }) ist länger als der alte ({ $old }), also fällt der alte Bogen; { $pruned ->
    [yes] entfernt, mit den von der Mauer abgeschnittenen Stücken
   *[no] entfernt
}: { $removed }
khan-outcome-loop-kept = Schlaufe: der neue Bogen ({ $new }) ist nicht länger als der alte ({ $old }), also fällt der neue Bogen; { $pruned ->
    [yes] entfernt, mit den von der Mauer abgeschnittenen Stücken
   *[no] entfernt
}: { $removed }
khan-outcome-branch-loop = eine Schlaufe nur aus Abzweigungen: das neue Stück fällt; { $pruned ->
    [yes] entfernt, mit den von der Mauer abgeschnittenen Stücken
   *[no] entfernt
}: { $removed }

## Log
khan-log-setup = { $name } legt einen Stein verdeckt auf { $v }
khan-log-scout = { $name } stellt den Kundschafter auf { $v }
khan-log-reenter = Der Kundschafter von { $name } kommt auf { $v } zurück
khan-log-draw-wall = { $name } zieht ein Mauerstück
khan-log-draw-piece = { $name } zieht einen Spielstein
khan-log-drew-walls = { $name } zieht { $n ->
    [one] 1 Mauerstück
   *[other] { $n } Mauerstücke
}
khan-log-drew-pieces = { $name } zieht { $n ->
    [one] 1 Spielstein
   *[other] { $n } Spielsteine
}
khan-log-drew-both = { $name } zieht { $walls ->
    [one] 1 Mauerstück
   *[other] { $walls } Mauerstücke
} und { $pieces ->
    [one] 1 Spielstein
   *[other] { $pieces } Spielsteine
}
khan-log-place-pieces = { $name } setzt Spielsteine ein
khan-log-build-walls = { $name } baut Mauern
khan-log-scout-off = { $name } nimmt den blockierten Kundschafter vom Plan
khan-log-pass = { $name } kann nichts tun
khan-log-step-road = Der Kundschafter von { $name } geht über die Straße nach { $v }{ $placed ->
    [yes] {" "}und legt dort einen Stein ab
   *[no] {""}
}
khan-log-step-gate = Der Kundschafter von { $name } geht durch das Tor (jetzt geschlossen) nach { $v }{ $placed ->
    [yes] {" "}und legt dort einen Stein ab
   *[no] {""}
}
khan-log-step-wall = Der Kundschafter von { $name } geht über die Mauer nach { $v }, hinauf { $up }, hinab { $down } (beide jetzt geschlossen){ $placed ->
    [yes] , und legt dort einen Stein ab
   *[no] {""}
}
khan-log-place = { $name } legt einen Stein verdeckt auf { $v }
khan-log-build = { $name } baut ein Mauerstück { $slot }: { $outcome }
khan-log-lost = Der Kundschafter von { $name } sitzt fest: { $n ->
    [one] 1 Stein scheidet
   *[other] { $n } Steine scheiden
} aus dem Spiel aus
khan-log-turn = { $name } ist am Zug
khan-log-trigger = Zwei Vorräte sind leer: { $name } kündigt das Spielende an; es folgt die letzte Runde
khan-log-over = Schlusswertung
khan-log-safety = Die Sicherheitsgrenze (60 Runden) beendet das Spiel

## Final scores
khan-col-village = Dorf
khan-col-stack = Stapel ↑
khan-col-case = Fall
khan-col-points = Pkt.
khan-col-controller = Besitzer
khan-col-total = Summe
khan-col-rank = Platz
khan-col-villages = Dörfer
khan-breakdown = Dorf für Dorf
khan-rules-title = Regelübersicht und Entscheidungen

## Rules reference
khan-rule-setup = Vorbereitung: Jeder zieht 2 Spielsteine und legt sie verdeckt in zwei leere Nachbardörfer, die eine Straße ohne Mauerstück verbindet, und stellt den Kundschafter auf eines davon. Dann nimmt jeder 2 Mauerstücke und zieht 2 Spielsteine.
khan-rule-turn = Ein Zug: zwei Teile nachziehen, eines nach dem anderen (ein Mauerstück aus dem allgemeinen Vorrat oder den obersten Stein des eigenen passiven Vorrats; nie mehr als 4 Mauerstücke oder 4 Steine im aktiven Vorrat); das Nachziehen ist Pflicht. Dann alle Spielsteine einsetzen, oder alle Mauerstücke bauen, oder einen blockierten Kundschafter vom Plan nehmen.
khan-rule-placing = Einsetzen: Der Kundschafter macht je Stein einen Schritt und legt ihn verdeckt oben auf das erreichte Dorf: über eine Straße (ohne Mauerstück darauf), durch ein offenes Tor oder über die Mauer (hinauf bei einem offenen Stück neben seinem Dorf, hinab bei einem offenen Stück neben dem Ziel). Benutzte Stücke werden geschlossen. Nie zweimal in dasselbe Dorf in einem Zug, nie auf einen anderen Kundschafter. Ein festsitzender Kundschafter verliert die übrigen Steine.
khan-rule-control = Der oberste Stein kontrolliert ein Dorf; wer es kontrolliert, darf sich den ganzen Stapel ansehen.
khan-rule-building = Bauen: Ein Mauerstück muss die Mauer berühren. Eine Schlaufe behält das längere Stück und entfernt das kürzere (gleich lang: das neue fällt); erreicht die Mauer den West- oder Ostrand, entsteht ein neues Ende, wenn der neue Arm länger ist als der alte. Abgeschnittene Stücke werden ebenfalls entfernt. Dörfer nördlich der Hauptlinie gehören zur Mongolei, südlich davon zu China.
khan-rule-end = Ende: Sind nach einem Nachziehen zwei Vorräte leer (der allgemeine Mauervorrat und die passiven Vorräte), beendet der Spieler seinen Zug, dann spielt jeder noch einen Zug, der Ansager zuletzt. In dieser letzten Runde entfernte Mauerstücke scheiden aus dem Spiel aus.
khan-rule-scoring = Wertung je kontrolliertem Dorf: mit Pest und ohne Heilkraut −3 je Krieger oder Reiter und −1 je Bauer; mit Heilkraut und ohne Pest +3 und +1; sonst mongolische Reiter +3 in der Mongolei, chinesische Krieger +3 in China, auf der falschen Seite −3, Bauern +1. Gleichstand: mehr Dörfer gewinnt.
khan-ruling-roads = Entscheidung: Jedes Nachbarpaar hat eine Straße; eine Straße mit einem Mauerstück darauf kann nur durch dessen Tor passiert werden, solange es offen ist.
khan-ruling-climb = Entscheidung: Grenzen mehrere offene Stücke an ein Dorf, wählst du, wo du hinauf- und hinabsteigst; genau diese werden geschlossen.
khan-ruling-reentry = Entscheidung: Ein Dorf mit dem Kundschafter eines anderen Spielers ist nie ein Rückkehrdorf; das Rückkehrdorf bekommt keinen Stein.
khan-ruling-branch-loop = Entscheidung: Eine Schlaufe nur aus Abzweigungen entfernt nur das gerade gebaute Stück.
khan-ruling-safety = Entscheidung: Ohne angekündigtes Ende endet das Spiel nach 60 Runden (Sicherheitsgrenze).

## Refusals
khan-refusal-bad-options = mit diesen Optionen ist kein Spiel möglich ({ $why })
khan-options-players = das Spiel ist für 2 bis 4 Spieler, nicht für { $n }
khan-options-start-player = der Startspieler muss einer der { $players } Plätze sein, nicht Platz { $seat }
khan-refusal-game-over = das Spiel ist vorbei
khan-refusal-wrong-kind-of-action = das beantwortet nicht die Frage, die jetzt gestellt ist
khan-refusal-village-not-empty = { $v } ist nicht leer (dort liegen Steine oder steht ein Kundschafter)
khan-refusal-no-partner = { $v } hat kein leeres Nachbardorf, das eine Straße ohne Mauerstück verbindet
khan-refusal-not-neighbours = { $a } und { $b } sind keine Nachbarn
khan-refusal-road-walled = die Straße kreuzt das Mauerstück { $slot }: die Dörfer liegen auf verschiedenen Seiten
khan-refusal-kind-not-held = du hast { $kind ->
    [chinese] keinen chinesischen Krieger
    [mongol] keinen mongolischen Reiter
    [farmer] keinen Bauern
    [plague] keine Pest
   *[herb] kein Heilkraut
}
khan-refusal-scout-not-on-start-villages = der Kundschafter kommt auf eines deiner beiden Startdörfer
khan-refusal-general-supply-empty = im allgemeinen Vorrat ist kein Mauerstück mehr
khan-refusal-passive-supply-empty = dein passiver Vorrat ist leer
khan-refusal-four-held = du hast schon vier Teile dieser Sorte
khan-refusal-no-pieces-held = du hast keinen Stein zum Einsetzen
khan-refusal-no-walls-held = du hast kein Mauerstück zum Bauen
khan-refusal-scout-off-board = dein Kundschafter steht nicht auf dem Plan
khan-refusal-scout-not-blocked = dein Kundschafter ist nicht blockiert: er kann noch einen Schritt machen
khan-refusal-must-deploy = du musst Spielsteine einsetzen, Mauern bauen oder einen blockierten Kundschafter vom Plan nehmen
khan-refusal-reentry-tier = der Kundschafter muss in ein Dorf der Stufe { $tier } zurückkommen (eigenes Dorf mit möglichem Schritt, dann leeres Dorf mit möglichem Schritt, dann beliebig)
khan-refusal-other-scout = auf { $v } steht der Kundschafter eines anderen Spielers
khan-refusal-visited = dein Kundschafter war in diesem Zug schon auf { $v }
khan-refusal-no-road = keine Straße verbindet { $a } und { $b }
khan-refusal-road-crosses-wall = die Straße kreuzt das Mauerstück { $slot }: geh stattdessen durch sein Tor (wenn offen)
khan-refusal-no-wall-piece = es steht kein Mauerstück { $slot }
khan-refusal-closed = das Mauerstück { $slot } ist geschlossen
khan-refusal-not-bordering = das Mauerstück { $slot } grenzt nicht an { $v }
khan-refusal-slot-taken = es steht schon ein Mauerstück { $slot }
khan-refusal-not-connected = ein Mauerstück { $slot } würde die Mauer nicht berühren

## The villages' names on the board (our own, one per village); the ids
## (V01 to V38) stay small in a corner and in each village's title. The log
## and the choices name a village with its id after it (khan-village-title)
## and a wall piece by the two villages its slot separates (khan-slot).
khan-village-name = { $v ->
    [V01] Wolfshügel
    [V02] Adlerfels
    [V03] Blauhimmel
    [V04] Kaltenbrunn
    [V05] Zehn Jurten
    [V06] Rosswiese
    [V07] Salzbrunn
    [V08] Falkenrast
    [V09] Rote Düne
    [V10] Khansbrunn
    [V11] Kamelfurt
    [V12] Filzmarkt
    [V13] Schwarzzelt
    [V14] Lerchenfeld
    [V15] Windtor
    [V16] Eisenbügel
    [V17] Langgras
    [V18] Steinmal
    [V19] Rauchhügel
    [V20] Jadetor
    [V21] Hirsestadt
    [V22] Laternenbrück
    [V23] Glockenturm
    [V24] Seidenweg
    [V25] Pflaumenberg
    [V26] Teestadt
    [V27] Reisterrassen
    [V28] Kranichteich
    [V29] Tuschstein
    [V30] Pfirsichgarten
    [V31] Weidenfurt
    [V32] Ziegelei
    [V33] Maulbeerhof
    [V34] Goldfelder
    [V35] Lotosteich
    [V36] Papiermühle
    [V37] Drachenfähre
   *[V38] Bambushain
  }
# A village's title on the board: its name and id.
khan-village-title = { $name } ({ $v })
# Where a wall piece stands: the two villages its slot separates.
khan-slot = zwischen { $a } und { $b }
# A wall slot's title on the board: where it stands and its id (H3-08).
khan-slot-title = Mauerplatz { $slot } ({ $id })

## Learn to play
lesson-dk-goal = Willkommen bei Dschingis Khan! Krieger, Reiter und Bauern suchen ein sicheres Dorf auf beiden Seiten der Großen Mauer, und du führst sie mit deinem Kundschafter. Am Ende wertest du jedes Dorf, in dem dein Stein obenauf liegt: Mongolische Reiter wollen in die Mongolei, chinesische Krieger nach China. Wer die meisten Punkte hat, gewinnt.
lesson-dk-board = Die Große Mauer läuft vom roten Turm im Westen zu dem im Osten: Die Dörfer nördlich davon sind Mongolei, südlich davon China. Wer Mauern baut, verschiebt sie, und Dörfer wechseln die Seite.
lesson-dk-pieces = Jeder Spieler hat 17 verdeckte Spielsteine einer Farbe: 5 chinesische Krieger, 5 mongolische Reiter, 5 Bauern, 1 Pest und 1 Heilkraut. Die anderen sehen nur deine Farbe, nie die Art, und in deinen passiven Vorrat, einen verdeckten Stapel, darfst nicht einmal du schauen.
lesson-dk-setup-first = Startaufstellung: Du hast einen mongolischen Reiter und einen Bauern gezogen. Lege den Reiter verdeckt auf Pflaumenberg, vorerst in China, gleich südlich vom Ostende der Mauer.
lesson-dk-why-setup-first = Die Lektion verschiebt die Große Mauer in deinem ersten Zug um Pflaumenberg herum, darum kommt dein Reiter jetzt dorthin.
lesson-dk-setup-second = Der zweite Stein kommt in ein leeres Nachbardorf auf derselben Seite, verbunden durch eine Straße ohne Mauerstück: Lege den Bauern auf Ziegelei. Ein Bauer bringt auf beiden Seiten +1.
lesson-dk-why-setup-second = Ziegelei ist das Nachbardorf von Pflaumenberg, das die Lektion braucht.
lesson-dk-setup-scout = Stelle jetzt deinen Kundschafter auf eines deiner beiden Dörfer: Pflaumenberg. Von seinem Standort beginnt jede Reise.
lesson-dk-why-setup-scout = Auf Pflaumenberg steht dein Kundschafter an der Mauer und erreicht sie im nächsten Zug.
lesson-dk-supplies = Dein Gegner hat einen Krieger auf Seidenweg und einen Bauern auf Pfirsichgarten gelegt. Dann hat jeder 2 Mauerstücke aus dem allgemeinen Vorrat genommen und 2 Spielsteine in den aktiven Vorrat gezogen: Du hast einen Bauern und einen mongolischen Reiter.
lesson-dk-draw-wall = Dein Zug: Zuerst ziehst du zwei Teile nach, eines nach dem anderen, dann setzt du ein. Nimm ein Mauerstück aus dem allgemeinen Vorrat: Du brauchst drei. Du darfst nie mehr als 4 Mauerstücke oder 4 Spielsteine haben.
lesson-dk-why-draw-wall = Für das neue Mauerende brauchst du in diesem Zug drei Mauerstücke, darum zuerst ein Mauerstück.
lesson-dk-draw-piece = Zweites Nachziehen: Nimm den obersten Stein deines passiven Vorrats und sieh ihn dir an; nur du weißt, was er ist. Hier ist es ein Heilkraut, das bis zum nächsten Zug in deinem aktiven Vorrat bleibt.
lesson-dk-why-draw-piece = Mit einem Stein jetzt hast du im nächsten Zug vier Steine zum Einsetzen.
lesson-dk-deploy = Jetzt setzt du alle Teile einer Sorte ein: alle Spielsteine oder alle Mauerstücke. (Einen blockierten Kundschafter vom Plan nehmen ist die dritte Möglichkeit; nichts tun darfst du nur, wenn keine geht.) Baue deine Mauern!
lesson-dk-why-deploy = Dieser Zug ist zum Bauen: Deine drei Mauerstücke bringen Pflaumenberg in die Mongolei.
lesson-dk-build-first = Ein neues Mauerstück muss die Mauer berühren, auf einer hellen Linie zwischen zwei Türmen, und wird offen gebaut. Beginne am Turm zwischen Seidenweg und Pflaumenberg.
lesson-dk-why-build = Die Lektion baut diese Kette aus drei Stücken um Pflaumenberg, in dieser Reihenfolge.
lesson-dk-build-second = Verlängere die neue Abzweigung am Südrand von Pflaumenberg.
lesson-dk-build-new-end = Dieses Stück erreicht den Ostrand: ein neues Ende! Der neue Arm hat 3 Stücke, der alte Arm (das Stück nördlich von Pflaumenberg) nur 1, also bleibt der längere (bei Gleichstand fiele der neue Arm), und der alte Arm geht zurück in den allgemeinen Vorrat.
lesson-dk-sides = Die Große Mauer verläuft jetzt südlich von Pflaumenberg: Es liegt in der Mongolei, und dein Reiter dort bringt +3 statt −3. Ziegelei bleibt in China; sein Bauer bringt ohnehin +1.
lesson-dk-watch-journey = Dein Gegner hat zwei Reiter eingesetzt: einen Schritt über die Straße nach Glockenturm, dann über die Mauer: hinauf beim Stück neben Glockenturm, die Mauer entlang und hinab neben Windtor. Beide benutzten Stücke sind jetzt geschlossen: Dort kann niemand mehr hindurch oder hinaufsteigen.
lesson-dk-draw-plague = Ziehe einen Spielstein: die Pest. Jetzt hast du vier Steine, also ist dein zweites Nachziehen ein Mauerstück (das geschieht von selbst).
lesson-dk-why-draw-plague = Für die Reise dieses Zuges braucht die Lektion die Pest in deiner Hand.
lesson-dk-place = Setze deine Spielsteine ein: Dein Kundschafter macht je Stein einen Schritt und legt einen Stein verdeckt oben auf das erreichte Dorf. Nie zweimal in dasselbe Dorf in einem Zug, nie zurück zum Start, nie auf einen anderen Kundschafter.
lesson-dk-why-place = Dieser Zug ist zum Einsetzen deiner vier Steine.
lesson-dk-road = Ein Straßenschritt führt zu einem Nachbardorf über eine Straße ohne Mauerstück. Die Straße nach Rauchhügel ist frei, seit das alte Mauerstück entfernt wurde: Geh dorthin.
lesson-dk-why-road = Rauchhügel liegt in der Mongolei und ist die erste Station der Reise.
lesson-dk-place-rider = Wähle den Stein für Rauchhügel: deinen mongolischen Reiter, zu Hause in der Mongolei (+3).
lesson-dk-why-place-rider = Ein Reiter in der Mongolei bringt +3, der beste Stein für dieses Dorf.
lesson-dk-gate = Jetzt durch das Tor: Das offene Mauerstück zwischen Rauchhügel und Seidenweg lässt deinen Kundschafter hindurch und wird dann geschlossen. Geh nach Seidenweg, dem Dorf deines Gegners.
lesson-dk-why-gate = In Seidenweg liegt der Krieger deines Gegners, und die Lektion übernimmt das Dorf jetzt.
lesson-dk-capture = Lege deinen Bauern oben auf den Stapel: Der oberste Stein kontrolliert ein Dorf, also gehört Seidenweg jetzt dir, und du darfst dir den ganzen Stapel ansehen: ein chinesischer Krieger in China, +3 für dich, dazu 1 für deinen Bauern.
lesson-dk-why-capture = Der Bauer bringt auf beiden Seiten +1; die anderen Steine braucht die Lektion für spätere Schritte.
lesson-dk-over-wall = Über die Mauer: Steige bei einem offenen Stück neben deinem Dorf hinauf, geh die Mauer entlang, so weit du willst (auch über geschlossene Stücke), und steige bei einem offenen Stück neben dem Ziel hinab. Hinauf beim Stück zwischen Seidenweg und Steinmal, hinab bei Eisenbügel; beide Stücke werden geschlossen.
lesson-dk-why-over-wall = Eisenbügel ist ein leeres Dorf weit entlang der Mauer, der Platz für die Pest der Lektion.
lesson-dk-plague-bait = Lass die Pest auf Eisenbügel. Ein Dorf mit Pest und ohne Heilkraut bringt dem, der es kontrolliert, −3 je Krieger oder Reiter und −1 je Bauer. Niemand sonst weiß, was dieser Stein ist: ein Köder.
lesson-dk-why-plague-bait = Die Pest ist ein Köder auf einem leeren Dorf, wo sie dich nichts kostet.
lesson-dk-herb = Das Stück, an dem du herabgestiegen bist, ist geschlossen: Steige beim anderen offenen Stück neben Eisenbügel hinauf und bei Glockenturm hinab. Dein letzter Stein, das Heilkraut, kommt dorthin: Mit Heilkraut und ohne Pest bringt jeder Krieger und Reiter +3, also bringt dir der Reiter deines Gegners in China jetzt +3.
lesson-dk-why-herb = Das Heilkraut auf Glockenturm macht aus dem Reiter deines Gegners auf der falschen Seite Pluspunkte für dich.
lesson-dk-bait-taken = Dein Gegner hat einen Reiter oben auf Eisenbügel gelegt: Er kontrolliert das Dorf jetzt und sieht erst jetzt deine Pest darunter. Kommt kein Heilkraut dazu, kostet ihn dieser Reiter 3 Punkte.
lesson-dk-blocked = Noch eine Regel: Kann dein Kundschafter gar keinen Schritt machen, ist er blockiert, und du darfst ihn statt einzusetzen vom Plan nehmen. Wenn du das nächste Mal Spielsteine einsetzt, kommt er auf eines deiner Dörfer zurück. Sitzt er mitten auf der Reise fest, verliert er die Steine, die er noch trägt.
lesson-dk-fast-forward = Vierzehn Runden später … Ihr habt beide nachgezogen, Spielsteine eingesetzt und Mauern gebaut: Die Mauer hat sich verschoben, Langgras liegt jetzt in China und Ziegelei in der Mongolei, und dein Gegner hat erst sein Heilkraut und dann seine Pest auf Seidenweg gelegt.
lesson-dk-end-rule = Das Ende naht: Der passive Vorrat deines Gegners ist leer, deiner hat noch zwei Steine. Sind nach einem Nachziehen zwei Vorräte leer (der allgemeine Mauervorrat und die passiven Vorräte zählen), kündigt dieser Spieler das Ende an.
lesson-dk-last-draws = Ziehe einen Spielstein: ein chinesischer Krieger.
lesson-dk-why-last-draws = Deine letzten Steine braucht die letzte Reise.
lesson-dk-announce = Ziehe deinen letzten Stein, einen mongolischen Reiter. Jetzt sind zwei Vorräte leer, also kündigst du das Ende an: Du beendest diesen Zug, dein Gegner spielt noch einen Zug, und du spielst den allerletzten.
lesson-dk-final-journey = Setze deine zwei Steine ein: zuerst über die Straße nach Rauchhügel.
lesson-dk-why-final-journey = Die letzte Reise der Lektion holt Seidenweg zurück.
lesson-dk-final-rider = Der Reiter kommt auf Rauchhügel, in der Mongolei.
lesson-dk-final-step = Jetzt über die Mauer nach Seidenweg: Dein Krieger obenauf holt das Dorf von deinem Gegner zurück. Darin liegen Pest und Heilkraut: Sie heben sich auf, also zählt es nach seiner Seite, China.
lesson-dk-final-round = Dein Gegner hat seinen letzten Zug gespielt. Mauerstücke, die in dieser letzten Runde vom Plan genommen werden, scheiden aus dem Spiel aus, statt in den allgemeinen Vorrat zurückzugehen. Dein letzter Zug: Nachziehen und Einsetzen sind vorgegeben, zwei Mauerstücke zu bauen.
lesson-dk-final-build = Baue an der Ecke von Weidenfurt: Die Schlaufe, die du gleich schließt, verschiebt es.
lesson-dk-why-final-build = Diese zwei Mauerstücke bringen Weidenfurt deines Gegners in die Mongolei, der letzte Zug der Lektion.
lesson-dk-final-build-last = Schließe die Schlaufe: Der neue Bogen hat 4 Mauerstücke, der alte 2, also fällt der kürzere, und Weidenfurt liegt jetzt in der Mongolei, wo der chinesische Krieger deines Gegners 3 Punkte kostet.
lesson-dk-scoring = Das Spiel ist aus, und alle Steine werden aufgedeckt. Jedes Dorf zählt für den Spieler, dessen Stein obenauf liegt, mit allen Steinen darin, egal wem sie gehören.
lesson-dk-scoring-china = In China, ohne Pest und Heilkraut: +3 je chinesischem Krieger, −3 je mongolischem Reiter, +1 je Bauer. Pfirsichgarten deines Gegners: zwei Krieger und ein Bauer, +7. Dein Langgras, jetzt in China, kostet dich 6 für seine zwei Reiter.
lesson-dk-scoring-mongolia = In der Mongolei ist es umgekehrt: +3 je mongolischem Reiter, −3 je chinesischem Krieger, +1 je Bauer. Dein Windtor mit zwei Reitern: +6.
lesson-dk-scoring-plague = Mit Pest und ohne Heilkraut, auf beiden Seiten: −3 je Krieger oder Reiter, −1 je Bauer. Dein Köder hat gewirkt: Eisenbügel kostet deinen Gegner 3 Punkte.
lesson-dk-scoring-herb = Mit Heilkraut und ohne Pest, auf beiden Seiten: +3 je Krieger oder Reiter, +1 je Bauer. Glockenturm bringt dir +3 für den Reiter deines Gegners.
lesson-dk-scoring-both = Pest und Heilkraut zusammen heben sich auf, in jeder Anzahl: Das Dorf zählt nach seiner Seite. Seidenweg in China mit drei Kriegern und einem Bauern: +10 für dich.
lesson-dk-winner = Zähle deine Dörfer zusammen: Die meisten Punkte gewinnen; bei Gleichstand der Spieler mit mehr Dörfern. Gut gespielt: Jetzt kennst du das ganze Spiel!

# The game on the home screen (GameKind::title, GameKind::blurb).
game-title-dschingis-khan = Dschingis Khan
game-blurb-dschingis-khan = Leo Colovinis Spiel der wandernden Großen Mauer: Führe dein Volk in Dörfer auf der richtigen Seite der Mauer, dann versetze die Mauer. Verdeckte Steine, wechselnde Grenzen.
