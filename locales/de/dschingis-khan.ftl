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
lesson-dk-goal = Willkommen bei Dschingis Khan! Dein Kundschafter führt deine Spielsteine in die Dörfer. Am Ende zählt jedes Dorf für den Spieler, dessen Stein obenauf liegt: Die meisten Punkte gewinnen.
lesson-dk-board = Die Große Mauer läuft zwischen den roten Türmen von West nach Ost: Dörfer nördlich davon sind Mongolei, südlich davon China. Mauerbau verschiebt sie.
lesson-dk-pieces = Deine 17 Spielsteine liegen verdeckt: 5 chinesische Krieger, 5 mongolische Reiter, 5 Bauern, 1 Pest und 1 Heilkraut. Die anderen sehen nur deine Farbe.
lesson-dk-setup-first = Startaufstellung: Du hast einen mongolischen Reiter und einen Bauern gezogen. Lege den Reiter verdeckt auf Pflaumenberg, vorerst in China.
lesson-dk-why-setup-first = Die Lektion verschiebt die Große Mauer in deinem ersten Zug um Pflaumenberg herum, darum kommt dein Reiter jetzt dorthin.
lesson-dk-setup-second = Der zweite Stein kommt in ein leeres Nachbardorf auf derselben Seite, verbunden durch eine Straße ohne Mauerstück: Lege den Bauern auf Ziegelei.
lesson-dk-why-setup-second = Ein Bauer bringt auf beiden Seiten +1, also ist Ziegelei sicher, wohin die Mauer auch wandert.
lesson-dk-setup-scout = Stelle jetzt deinen Kundschafter auf eines deiner beiden Dörfer: Pflaumenberg. Jede Reise beginnt dort, wo er steht.
lesson-dk-why-setup-scout = Auf Pflaumenberg steht dein Kundschafter an der Mauer und erreicht sie im nächsten Zug.
lesson-dk-supplies = Dein Gegner hat zwei Steine verdeckt gelegt: Du siehst nur ihre Farbe. Jeder hat 2 Mauerstücke genommen und 2 Steine gezogen; du hast einen Bauern und einen mongolischen Reiter.
lesson-dk-draw-wall = Dein Zug: Ziehe zwei Teile nach, eines nach dem anderen, dann setze ein. Nimm ein Mauerstück aus dem allgemeinen Vorrat. Du darfst höchstens 4 Mauerstücke und 4 Steine haben.
lesson-dk-why-draw-wall = Für das neue Mauerende brauchst du in diesem Zug drei Mauerstücke, darum zuerst ein Mauerstück.
lesson-dk-draw-piece = Ziehe jetzt den obersten Stein deines passiven Vorrats: ein Heilkraut. Nur du weißt, was er ist.
lesson-dk-why-draw-piece = Deine Mauerstücke reichen für diesen Zug; ein Stein jetzt ist einer mehr zum Einsetzen in einem späteren Zug.
lesson-dk-deploy = Setze alle Teile einer Sorte ein: alle Spielsteine oder alle Mauerstücke. Baue deine Mauern!
lesson-dk-why-deploy = Dieser Zug ist zum Bauen: Deine drei Mauerstücke bringen Pflaumenberg in die Mongolei.
lesson-dk-build-first = Ein neues Mauerstück muss die Mauer berühren, auf einer hellen Linie zwischen zwei Türmen; es wird offen gebaut. Beginne am Turm zwischen Seidenweg und Pflaumenberg.
lesson-dk-why-build = Diese drei Stücke, in dieser Reihenfolge, legen die Mauer südlich von Pflaumenberg, wo dein Reiter punktet.
lesson-dk-build-second = Verlängere die neue Abzweigung am Südrand von Pflaumenberg.
lesson-dk-build-new-end = Dieses Stück erreicht den Ostrand: ein neues Ende! Der neue Arm hat 3 Stücke, der alte 1: Der längere bleibt, der alte Arm geht zurück in den allgemeinen Vorrat.
lesson-dk-sides = Die Große Mauer verläuft jetzt südlich von Pflaumenberg: Es liegt in der Mongolei, und dein Reiter dort bringt +3 statt −3. Ziegelei bleibt in China.
lesson-dk-blocked = Jedes Mauerstück neben Pflaumenberg ist jetzt geschlossen: Dein Kundschafter kann keinen Schritt mehr machen. Er ist blockiert.
lesson-dk-end-rule = Lässt ein Nachziehen zwei Vorräte leer (der allgemeine Mauervorrat und die passiven Vorräte zählen), kündigt dieser Spieler das Ende an: Jeder spielt noch einen Zug, er selbst zuletzt.
lesson-dk-scoring = Das Spiel ist aus, und alle Steine werden aufgedeckt. Jedes Dorf zählt für den Spieler, dessen Stein obenauf liegt, mit allen Steinen darin. Deine Dörfer:
lesson-dk-scoring-china = In China, ohne Pest und Heilkraut: +3 je chinesischem Krieger, −3 je mongolischem Reiter, +1 je Bauer. Du: { $points } Punkte.
lesson-dk-scoring-mongolia = In der Mongolei umgekehrt: +3 je mongolischem Reiter, −3 je chinesischem Krieger, +1 je Bauer. Du: { $points } Punkte.
lesson-dk-scoring-plague = Mit Pest und ohne Heilkraut, auf beiden Seiten: −3 je Krieger oder Reiter, −1 je Bauer. Du: { $points } Punkte.
lesson-dk-scoring-herb = Mit Heilkraut und ohne Pest, auf beiden Seiten: +3 je Krieger oder Reiter, +1 je Bauer. Du: { $points } Punkte.
lesson-dk-scoring-both = Pest und Heilkraut zusammen heben sich auf: Das Dorf zählt nach seiner Seite. Du: { $points } Punkte.
lesson-dk-winner = Deine Summe: { $total } Punkte; das beste Ergebnis: { $best }. Die meisten Punkte gewinnen; bei Gleichstand der Spieler mit mehr Dörfern.
lesson-dk-journey = Dein Gegner hat Spielsteine eingesetzt: Sein Kundschafter zog über Straßen und über die Mauer und legte auf jedes erreichte Dorf einen verdeckten Stein. Die benutzten Mauerstücke sind jetzt geschlossen.
lesson-dk-own = Jetzt gehört das Spiel dir: Jede Entscheidung triffst du selbst, gegen einen leichten Gegner. Tipps erklären jede Regel, wenn sie zum ersten Mal zählt. Spiel bis zum Ende!

lesson-dk-take-off = Statt einzusetzen darfst du einen blockierten Kundschafter vom Plan nehmen. Er kommt beim nächsten Einsetzen zurück: auf dein Dorf oder sonst auf ein leeres.

# The game on the home screen (GameKind::title, GameKind::blurb).
game-title-dschingis-khan = Dschingis Khan
game-blurb-dschingis-khan = Leo Colovinis Spiel der wandernden Großen Mauer: Führe dein Volk in Dörfer auf der richtigen Seite der Mauer, dann versetze die Mauer. Verdeckte Steine, wechselnde Grenzen.
