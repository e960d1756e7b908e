# Dschingis Khan: Tipps, jede Regel erklärt, wenn sie zum ersten Mal zählt (Issue 42).
# Eine Nachricht tip-<id> je Tipp der Liste des Crates (crates/dschingis-khan/src/tips.rs),
# höchstens 35 Wörter, in den Begriffen des Spiels (dschingis-khan.ftl).
# Argumente: $player der Name eines Spielers; $points, $villages, $pieces, $walls,
# $passive, $new, $old Anzahlen; $mongolia 1 für die Mongolei, 0 für China; $tier die
# Rangstufe der Rückkehr (1 bis 4); $shared 1, wenn sich die Sieger den Sieg teilen.

## Startaufstellung
tip-dk-setup = Startaufstellung: Lege deine zwei gezogenen Steine verdeckt in zwei leere Nachbardörfer, die eine Straße ohne Mauerstück verbindet. Dann stellst du deinen Kundschafter auf eines davon.
tip-dk-sides = Die Große Mauer verläuft vom West- zum Ostrand: Dörfer nördlich davon gehören zur Mongolei, südlich davon zu China. Die oberste Reihe ist immer Mongolei, die unterste immer China.
tip-dk-pieces = Deine 17 Steine: 5 chinesische Krieger, 5 mongolische Reiter, 5 Bauern, Pest und Heilkraut. Reiter wollen in die Mongolei, Krieger nach China. Andere sehen nur deine Farbe; die Reihenfolge deines passiven Vorrats kennt niemand.
tip-dk-supplies = Jeder nahm 2 Mauerstücke aus dem allgemeinen Vorrat und zog 2 Spielsteine in den aktiven Vorrat: Daraus setzt du ein. Noch { $walls } der 28 Mauerstücke liegen bereit; dein passiver Vorrat hat { $passive } Steine.

## Nachziehen
tip-dk-draw = Dein Zug: Zieh zuerst zwei Teile nach, eines nach dem anderen: ein Mauerstück aus dem allgemeinen Vorrat oder den obersten Stein deines passiven Vorrats. Die anderen sehen die Sorte, nie den Stein.
tip-dk-draw-look = Du hast dir den gezogenen Stein angesehen; nur du kennst ihn. Wähle jetzt dein zweites Teil: noch einen Spielstein oder ein Mauerstück.
tip-dk-draw-limit = Du hast jetzt { $walls ->
    [one] { $walls } Mauerstück
   *[other] { $walls } Mauerstücke
} und { $pieces ->
    [one] { $pieces } Spielstein
   *[other] { $pieces } Spielsteine
}. Nach dem Nachziehen nie mehr als 4 von jeder Sorte: Hast du 4, ziehst du die andere Sorte, bis du einsetzt.
tip-dk-draw-forced = Nachziehen ist Pflicht: Geht nur eine Sorte, wird sie für dich gezogen. Du ziehst zwei Teile, wenn es geht, sonst so viele wie möglich.
tip-dk-plague = Du hast die Pest. Ein Dorf mit Pest und ohne Heilkraut bringt seinem Besitzer −3 je Krieger oder Reiter und −1 je Bauer, auf beiden Seiten. Verdeckt ist sie ein guter Köder.
tip-dk-herb = Du hast das Heilkraut. Ein Dorf mit Heilkraut und ohne Pest bringt +3 je Krieger oder Reiter und +1 je Bauer, auf beiden Seiten. Pest und Heilkraut zusammen heben sich auf.

## Einsetzen
tip-dk-deploy = Setze jetzt alle Teile einer Sorte ein: alle Spielsteine oder alle Mauerstücke; der Rest bleibt in deinem aktiven Vorrat. Ein blockierter Kundschafter darf stattdessen vom Plan genommen werden.
tip-dk-pass = Du hattest nichts einzusetzen: keinen Stein, kein Mauerstück, und dein Kundschafter war nicht blockiert. Nur dann tut ein Spieler in seinem Zug nichts.

## Die Reise des Kundschafters
tip-dk-journey = Einsetzen: Dein Kundschafter macht je Stein einen Schritt und legt ihn verdeckt in jedes erreichte Dorf, keinen in sein Startdorf. Über die Straße geht es zu einem Nachbardorf ohne Mauerstück dazwischen.
tip-dk-place-kind = Wähle, welcher Stein hierher kommt, verdeckt oben auf den Stapel. Die Reihenfolge deiner Steine auf der Reise bestimmst du; alle müssen eingesetzt werden.
tip-dk-no-return = Dein Kundschafter darf kein Dorf zweimal in einem Zug betreten und nicht zu seinem Startdorf zurück. Dörfer mit Steinen sind erlaubt: Deiner kommt oben drauf.
tip-dk-other-scout = Ein Dorf, in dem der Kundschafter eines anderen Spielers steht, ist für deinen gesperrt. Dörfer mit fremden Steinen nicht: Du darfst deinen Stein oben drauflegen.
tip-dk-gate = Ein offenes Mauerstück auf einer Straße ist ein Tor: Dein Kundschafter darf hindurch ins Dorf auf der anderen Seite. Hinter ihm wird das Tor geschlossen, für alle.
tip-dk-over-wall = Über die Mauer: Steig bei einem offenen Stück neben deinem Dorf hinauf, geh die Mauer entlang, auch über geschlossene Stücke, und steig bei einem offenen Stück neben dem Ziel hinab. Beide werden geschlossen.
tip-dk-closed = Ein geschlossenes Mauerstück kann man weder durchqueren noch besteigen: Die Straße darunter ist gesperrt. Seine Dörfer erreicht man noch über die Mauer, bei anderen offenen Stücken.
tip-dk-branch-road = Dieses Mauerstück ist eine Abzweigung der Hauptlinie: Beide Dörfer bleiben auf derselben Seite, doch die Straße dazwischen ist gesperrt. Nur sein Tor lässt deinen Kundschafter hindurch, solange es offen ist.
tip-dk-placed = Dein Stein liegt oben, also kontrollierst du dieses Dorf. Am Ende wird es für dich gewertet, mit allen Steinen darin.
tip-dk-capture = Dein Stein liegt oben: Du kontrollierst dieses Dorf jetzt und darfst dir alle seine Steine ansehen. Am Ende zählen sie alle für dich, egal wem sie gehören.
tip-dk-lost-control = { $player } hat einen Stein auf dein Dorf gelegt und kontrolliert es jetzt: { $player } darf alle Steine darin ansehen, auch deine. Nur der oberste Stein zählt.
tip-dk-stuck = Dein Kundschafter sitzt fest, kein Schritt ist mehr möglich: { $pieces ->
    [one] Der Stein, den du noch hast, scheidet aus dem Spiel aus und zählt nie.
   *[other] Die { $pieces } Steine, die du noch hast, scheiden aus dem Spiel aus und zählen nie.
} Jeder Schritt ist erlaubt, also plane deinen Weg voraus.
tip-dk-scout-stays = Dein Kundschafter bleibt im Dorf, in das er seinen letzten Stein gelegt hat: Dort beginnt deine nächste Reise. Er bewegt sich nur, wenn du Spielsteine einsetzt.

## Ein blockierter Kundschafter
tip-dk-blocked = Dein Kundschafter ist blockiert: Von seinem Dorf aus ist kein Schritt möglich. Statt einzusetzen darfst du ihn vom Plan nehmen und behältst deinen Vorrat; er kommt zurück, wenn du das nächste Mal einsetzt.
tip-dk-reenter = { $tier ->
    [1] Dein Kundschafter kommt zuerst zurück: in ein Dorf, das du kontrollierst und von dem aus er einen Schritt machen kann (ohne ein solches: ein leeres Dorf mit Schritt).
   *[other] Du kontrollierst kein Dorf, von dem aus dein Kundschafter einen Schritt machen kann: Er kommt in ein leeres Dorf mit Schritt (ohne ein solches: in ein eigenes oder leeres Dorf).
} Dort wird kein Stein abgelegt.

## Mauern bauen
tip-dk-build = Baue deine Mauerstücke eines nach dem anderen auf die hellen Linien zwischen den Türmen. Jedes neue Stück muss die Mauer berühren und wird offen gebaut, mit nutzbarem Tor.
tip-dk-branch = { $player } hat eine Abzweigung gebaut, eine Sackgasse an der Hauptlinie. Nur die Hauptlinie trennt die Mongolei von China; eine Abzweigung sperrt trotzdem die Straße darunter.
tip-dk-new-end = Die Mauer von { $player } hat den Rand erreicht: ein neues Ende. Der neue Arm hat { $new ->
    [one] { $new } Stück
   *[other] { $new } Stücke
}, der alte { $old }: Der längere bleibt, der alte Arm geht zurück in den allgemeinen Vorrat.
tip-dk-new-end-kept = Die Mauer von { $player } hat den Rand erreicht, doch der neue Arm hat { $new ->
    [one] { $new } Stück
   *[other] { $new } Stücke
} und der alte { $old }: Der neue ist nicht länger und fällt. Bei Gleichstand bleibt der ältere Teil.
tip-dk-loop = { $player } hat eine Schlaufe geschlossen: Der neue Bogen hat { $new ->
    [one] { $new } Stück
   *[other] { $new } Stücke
}, der alte { $old }. Der längere bleibt; der alte Bogen geht zurück in den allgemeinen Vorrat, die Hauptlinie folgt dem neuen.
tip-dk-loop-kept = { $player } hat eine Schlaufe geschlossen, doch der neue Bogen hat { $new ->
    [one] { $new } Stück
   *[other] { $new } Stücke
} und der alte { $old }: Der neue ist nicht länger und fällt. Bei Gleichstand bleibt der ältere Teil.
tip-dk-branch-loop = Das Stück von { $player } hat eine Schlaufe nur aus Abzweigungen geschlossen, ohne die Hauptlinie. Kein Dorf wechselt die Seite, also fällt nur dieses Stück wieder weg.
tip-dk-pruned = { $pieces ->
    [one] Ein Mauerstück war von der Hauptlinie abgeschnitten und wurde ebenfalls entfernt:
   *[other] { $pieces } Mauerstücke waren von der Hauptlinie abgeschnitten und wurden ebenfalls entfernt:
} Jedes Stück muss mit der Großen Mauer verbunden bleiben.
tip-dk-side-change = Die Mauer hat sich verschoben: Dieses Dorf liegt jetzt { $mongolia ->
    [1] in der Mongolei
   *[other] in China
}. Seine Steine bleiben liegen und werden nach der Seite gewertet, auf der sie am Ende liegen.

## Das Ende
tip-dk-end = Zwei Vorräte sind leer (der allgemeine Mauervorrat und die passiven Vorräte zählen): { $player } kündigt das Ende an und beendet den Zug. Alle anderen spielen noch einen Zug, { $player } den allerletzten.
tip-dk-walls-out = { $pieces ->
    [one] Eben schied ein Mauerstück
   *[other] Eben schieden { $pieces } Mauerstücke
} aus dem Spiel aus: In der letzten Runde gehen vom Plan genommene Mauerstücke nicht mehr in den allgemeinen Vorrat zurück.
tip-dk-final = Das Spiel ist aus, alle Steine werden aufgedeckt. Jedes Dorf zählt für den Spieler, dessen Stein oben liegt, mit allen Steinen darin; Steine in Vorräten oder verlorene zählen nicht. Du: { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}, { $villages ->
    [one] 1 Dorf
   *[other] { $villages } Dörfer
}.
tip-dk-score-china = In China, ohne Pest oder Heilkraut: +3 je chinesischem Krieger, −3 je mongolischem Reiter, +1 je Bauer. Dieses Dorf: { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
} für { $player }.
tip-dk-score-mongolia = In der Mongolei, ohne Pest oder Heilkraut: +3 je mongolischem Reiter, −3 je chinesischem Krieger, +1 je Bauer. Dieses Dorf: { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
} für { $player }.
tip-dk-score-plague = Pest und kein Heilkraut, auf beiden Seiten: −3 je Krieger oder Reiter, −1 je Bauer; die Pest selbst zählt nichts. Dieses Dorf: { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
} für { $player }.
tip-dk-score-herb = Heilkraut und keine Pest, auf beiden Seiten: +3 je Krieger oder Reiter, +1 je Bauer; das Heilkraut selbst zählt nichts. Dieses Dorf: { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
} für { $player }.
tip-dk-score-both = Pest und Heilkraut zusammen heben sich auf, in jeder Anzahl: Das Dorf zählt nach seiner Seite, als wäre keines da. Dieses Dorf: { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
} für { $player }.
tip-dk-winner = Die meisten Punkte gewinnen: { $player }, mit { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkten
} und { $villages ->
    [one] 1 Dorf
   *[other] { $villages } Dörfern
}. Bei Gleichstand gewinnt, wer mehr Dörfer kontrolliert.
tip-dk-tie-break = { $shared ->
    [1] Gleichstand bei den Punkten und auch bei den Dörfern: Die Gleichstehenden teilen sich den Sieg.
   *[other] Gleichstand bei den Punkten: Es gewinnt, wer mehr Dörfer kontrolliert.
}
