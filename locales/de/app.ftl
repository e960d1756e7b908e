# The shell: home, setup, saved games, replay, saves and storage.
# Arguments: $n counts, $name a player's name, $why a reason in the same language.

app-title = Brettspiele
app-tagline = Strategiespiele für 2 bis 5 Personen, gegen Freunde an einem Bildschirm oder gegen Bots. Läuft im Browser, auch offline; jede Partie wird beim Spielen gespeichert.
choose-game = Spiel wählen
continue-game = Weiterspielen
play = Spielen
home = Start
language = Sprache
saved-games = Gespeicherte Partien
saved-count = Gespeicherte Partien ({ $n })
no-saved-games = Noch keine gespeicherten Partien: Jede Partie, die du beginnst, wird hier aufbewahrt.
import = Spieldatei importieren
import-hint = Eine aus dieser App exportierte Datei (JSON): eine Partie oder alle.
import-failed = Diese Datei kann nicht importiert werden: { $why }
resume = Fortsetzen
watch = Wiederholung
delete = Löschen
confirm-delete = Wirklich löschen
export = Exportieren
in-progress = läuft
finished = beendet
unreadable = nicht lesbar
last-played = zuletzt gespielt: { $date }
moves = { $n ->
    [one] 1 Entscheidung
   *[other] { $n } Entscheidungen
}
new-game = Neues Spiel
rematch = Revanche (gleiche Einstellungen)
start = Starten
players = Spieler
seat = Platz { $n }
name = Name
colour = Farbe
colour-red = rot
colour-blue = blau
colour-yellow = gelb
colour-green = grün
colour-purple = lila
controller = Gespielt von
human = Mensch
bot-easy = Bot: leicht
bot-medium = Bot: mittel
bot-hard = Bot: schwer
think-time = Bedenkzeit schwerer Bots
seconds = { $s } s pro Entscheidung
options = Optionen
seed = Startwert
seed-hint = leer = zufällig
hint = Was würde der schwere Bot tun?
hint-thinking = Der schwere Bot denkt über deinen Zug nach…
hint-is = Der schwere Bot würde wählen: { $action }
undo = Meine letzte Entscheidung zurücknehmen
undos-used = { $n ->
    [0] Keine Entscheidung wurde zurückgenommen.
    [one] 1 Entscheidung wurde zurückgenommen.
   *[other] { $n } Entscheidungen wurden zurückgenommen.
}
decision = Deine Entscheidung
log = Spielverlauf
your-turn = { $name }, du bist am Zug
game-over = Spielende
winner = { $name } gewinnt!
refused = Nicht erlaubt: { $why }
pass-to = Weitergeben an { $name }
pass-explain = Das Spielbrett ist verdeckt, damit niemand sieht, was die vorige Person wusste. Gib den Bildschirm an { $name } weiter.
pass-ready = Ich bin { $name }: mein Spielbrett zeigen
replay = Wiederholung
replay-step = Schritt { $k } von { $n }
replay-first = Anfang
replay-back = Zurück
replay-forward = Vor
replay-last = Ende
replay-slider = Schritt der Wiederholung
back-to-game = Zurück zur Partie
storage-full = Der Speicher deines Browsers ist voll: Partien werden nicht gespeichert. Diese Partie läuft im Arbeitsspeicher weiter; exportiere sie, um sie zu behalten, oder lösche alte Partien.
storage-unavailable = Dieser Browser gibt der Seite keinen Speicher: Partien werden nicht gespeichert. Gespielt wird im Arbeitsspeicher; exportiere eine Partie, um sie zu behalten.
storage-other = Speichern fehlgeschlagen ({ $why }). Diese Partie läuft im Arbeitsspeicher weiter; exportiere sie, um sie zu behalten.
save-unreadable = Diese gespeicherte Partie ist nicht lesbar
save-explain = Sie wurde weder verändert noch gelöscht. Grund: { $why }
save-raw = Der gespeicherte Text zum Herauskopieren:
save-error-not-json = der Text ist kein gültiges JSON (Zeile { $line }, Spalte { $column })
save-error-no-version = die Formatversion fehlt
save-error-version = sie wurde im Format { $v } gespeichert; diese Version der App liest die Formate 1 und { $current }
save-error-unknown-game = es ist ein Spiel, das diese App nicht kennt („{ $name }“)
save-error-damaged = der Inhalt hat nicht die Form eines Spielstands
save-error-damaged-near = der Inhalt hat nicht die Form eines Spielstands (bei „{ $near }“)
save-error-seats = der Spielstand nennt { $seats ->
    [one] einen Platz
   *[other] { $seats } Plätze
} für ein Spiel mit { $players } Personen
save-error-options = die Optionen werden abgelehnt: { $why }
save-error-action = Entscheidung { $n } der gespeicherten Partie wird abgelehnt: { $why }
unreadable-notice = { $n ->
    [one] 1 gespeicherte Partie ist nicht lesbar; sie bleibt erhalten, bis du sie löschst.
   *[other] { $n } gespeicherte Partien sind nicht lesbar; sie bleiben erhalten, bis du sie löschst.
}
show-problem = Grund anzeigen
update-ready = Eine neue Version der App ist bereit.
reload = Neu laden

## Added by later work (keep each feature's messages together below).

## Shell text outside the screens: save problems, file import
save-error-no-game = es steht nicht darin, welches Spiel es ist
save-error-missing = es ist ein Spielstand im Format 1 ohne den Teil „{ $part }“
import-not-text = die Datei ist kein Text

## Access
access-hidden-piece = verdeckter Stein

## Pace and chart
pace-label = Tempo der Bots
pace-instant = sofort
pace-normal = normal
pace-slow = langsam
pace-level-easy = Leicht
pace-level-medium = Mittel
pace-level-hard = Schwer
pace-thinking = { $name } ({ $level }) denkt nach… { $s } s
chart-title = Punkte im Spielverlauf
chart-month = Monat
chart-round = Runde
chart-points = Punkte
chart-as-table = Als Tabelle
chart-provisional = Gewertet wird nur am Spielende: jede Runde zeigt, was die Dörfer zu diesem Zeitpunkt eingebracht hätten.

## Review
review = Analyse
review-title = Analyse durch den schweren Bot
review-watch = Partie ansehen
review-back-to-game = Zurück zur Partie
review-intro = Der schwere Bot geht jede Entscheidung von { $who } durch, sieht dabei nur, was damals bekannt war, und schätzt die Siegchance nach dem gespielten Zug und nach seinem eigenen besten Zug.
review-progress = Entscheidung { $done } von { $total } wird analysiert…
review-cancel = Abbrechen
review-cancelled = Die Analyse wurde abgebrochen.
review-start = Analyse starten
review-summary = { $n ->
    [one] 1 Entscheidung analysiert
   *[other] { $n } Entscheidungen analysiert
} in { $time } s: Der schwere Bot suchte mit { $search } Simulationen je Entscheidung, und jede Chance beruht auf { $each } Simulationen.
review-mistakes = { $n ->
    [one] 1 Fehler.
   *[other] { $n } Fehler.
}
review-honest = Eine Entscheidung gilt nur dann als Fehler, wenn der Zug des Bots mindestens 10 Prozentpunkte öfter gewinnt und der Unterschied deutlich über dem Rauschen der Simulationen liegt.
review-played = { $name } spielte: { $action } ({ $chance } % Siegchance, { $n } Simulationen)
review-agrees = Der schwere Bot hätte genauso gespielt.
review-prefers = Der schwere Bot bevorzugt: { $action } ({ $chance } % Siegchance, { $n } Simulationen; +{ $gain } %)
review-mistake = Fehler
review-ranked = Entscheidungen, die teuersten zuerst
review-none = Keine Entscheidung hatte mehr als eine Wahl.
review-chart = Siegchancen im Lauf der Partie
review-axis = Entscheidungen der Partie
review-table = Die Chancen als Tabelle
review-step = Entscheidung
review-note-title = Die Analyse dieser Entscheidung
review-back = Zurück zur Analyse

## Review marks on the replay's board
review-mark-key = Markierungen auf dem Spielbrett
review-mark-played = Gespielter Zug (gestrichelter Rahmen)
review-mark-played-badge = G
review-mark-preferred = Wahl des schweren Bots (durchgehender Ring)
review-mark-preferred-badge = B

## Seat colours per game, shared victory
colour-black = schwarz
colour-white = weiß
colour-grey = grau
colour-cyan = türkis
shared-victory = { $names } teilen sich den Sieg!
list-and = { $rest } und { $last }

## Two windows, backups (issue 28)
elsewhere-newer = Diese Partie wurde in einem anderen Fenster fortgesetzt.
elsewhere-show = Neueren Stand zeigen
elsewhere-refused = Diese Partie war in einem anderen Fenster schon weiter, deshalb wurde dein letzter Zug hier nicht gespeichert. Der neuere Stand wird gezeigt.
elsewhere-keep = Meinen Zug als Kopie behalten
elsewhere-copied = Deine Züge aus diesem Fenster sind als Kopie bei den gespeicherten Partien aufbewahrt.
elsewhere-open-copy = Kopie öffnen
elsewhere-dismiss = Schließen
copy-badge = Kopie
copy-note = Eine Kopie, aufbewahrt, weil gleichzeitig eine andere Fassung dieser Partie gespeichert wurde.
export-all = Alle Partien exportieren
export-all-hint = Eine Datei mit allen gespeicherten Partien. Beim Import wird Partie für Partie zusammengeführt: Die neuere Fassung gewinnt, und eine Fassung mit Zügen, die der anderen fehlen, wird als Kopie behalten. Deine Bilanz gegen die Bots ist dabei und wird ebenso zusammengeführt (jede Partie einmal).
storage-kept = Dein Browser behält diese Partien: Sein Speicher für diese App ist dauerhaft.
storage-not-kept = Dein Browser löscht diese Partien vielleicht, wenn der Platz knapp wird oder nach Wochen ohne Besuch. Nutze ab und zu „Alle Partien exportieren“, um eine Kopie zu behalten.
merge-report = Zusammengeführt: { $added } neu, { $updated } auf eine neuere Fassung gebracht, { $unchanged } unverändert, { $older } älter als die hier gespeicherte, { $copies } als Kopie behalten.
merge-refused = Partie { $n } der Datei kann nicht importiert werden: { $why }

## The board's size: enlarge, shrink, back to the whole board in view.
zoom-group = Größe des Spielplans
zoom-in = Spielplan vergrößern
zoom-out = Spielplan verkleinern
zoom-fit = Ganzer Plan

## Spiel lernen (eine geführte Partie; die Worte ihrer Schritte stehen in der Datei des Spiels)
lesson-learn = Spiel lernen
lesson-you = { $name } (du)
lesson-badge = Lektion
lesson-coach = Trainer
lesson-progress = Schritt { $k } von { $n }
lesson-coach-says = Trainer: { $text }
lesson-next = Weiter
lesson-back = Zurück
lesson-restart = Von vorn
lesson-do-read = Lies, dann drücke „Weiter“.
lesson-do-ask = Triff die Wahl, um die der Trainer bittet: Sie ist auf dem Spielplan und in der Liste der Möglichkeiten hervorgehoben.
lesson-do-free = Wähle, wie du möchtest.
lesson-do-own = Dein eigenes Spiel: Du wählst jeden Zug selbst; die leichten Gegner spielen ihre.
lesson-do-part = Drücke „Weiter“, um diesen Teil der Partie auf einmal zu spielen.
lesson-do-watch = Sieh dir die Züge deiner Gegner an.
lesson-do-done = Die Lektion ist zu Ende.
lesson-done = Gut gemacht: Du hast eine ganze Partie gespielt.
lesson-real-game = Eine echte Partie gegen Leicht spielen
lesson-wait = Deine Gegner sind am Zug; danach bist du dran.
lesson-asked = Wahl des Trainers
cores-label = Prozessorkerne für die Bots

## The record against the bots (home cards, the record screen).
record-title = Deine Bilanz gegen die Bots
record-intro = Jede beendete Partie, in der du der einzige Mensch bist und mindestens ein Bot spielt, zählt einmal. Jeder Bot, vor dem du landest, ist ein Sieg gegen seine Stufe, jeder vor dir eine Niederlage, ein geteilter Platz ein Remis: daraus folgt deine Wertung (Elo, Start bei 1000). Lektionen zählen nicht; wer einen Spielstand löscht, behält sein Ergebnis.
record-empty = Noch keine beendete Partie gegen die Bots.
record-easy = Leicht
record-medium = Mittel
record-hard = Schwer
record-against = Gegen { $level }: { $played } gespielt, { $won } gewonnen
record-think = { $level } ({ $s } s)
record-helped = zurückgenommen { $undos }, Tipps { $hints }
record-rating = Wertung { $rating } nach { $n ->
    [one] 1 Partie
   *[other] { $n } Partien
}
record-levels = Die Wertungen der Bots in diesem Spiel: Leicht { $easy }, Mittel { $medium }, Schwer { $hard } (bei jeder Bedenkzeit).
record-chart = { $game }: deine Wertung Partie für Partie, jetzt { $rating } nach { $n } Partien (die Tabelle darunter enthält alle Zahlen)
record-history = { $game }: alle Partien
record-best = { $game }: beste Ergebnisse
record-place = { $place } von { $players }
record-col-date = Datum
record-col-against = Gegen
record-col-place = Platz
record-col-score = Punkte
record-col-help = Hilfe genutzt
record-col-change = Änderung
record-col-rating = Wertung
record-reset = Bilanz zurücksetzen
record-reset-confirm = Bilanz wirklich zurücksetzen
record-reset-cancel = Behalten
record-reset-explain = Das Zurücksetzen vergisst alle bisherigen Ergebnisse, in jedem Fenster; deine Spielstände bleiben.
merge-record = Bilanz gegen die Bots: { $n } Ergebnisse hinzugefügt.

# A table of devices: the host's table screen and a guest's "Join a table".
table-several-devices = Auf mehreren Geräten spielen
table-several-devices-hint = Jeder menschliche Platz außer dem ersten wird auf dem eigenen Telefon oder Computer eines Gastes gespielt, im selben Netzwerk; dieses Gerät richtet das Spiel aus.
table-badge = Tisch
table-stun = STUN-Server (optional, z. B. stun.example.org:3478)
table-scan = Scannen
table-scan-stop = Kamera anhalten
table-scan-failed = Die Kamera ist nicht verwendbar: { $why }
table-code-garbled = Das ist kein vollständiger Code dieser App: Prüfe, ob er ganz kopiert wurde.
table-code-wrong-kind = Das ist ein Antwortcode: Ein Gast braucht den Beitrittscode des Gastgebers (und der Gastgeber den Antwortcode des Gastes).
table-no-webrtc = Dieser Browser kann keine direkten Verbindungen herstellen (WebRTC fehlt oder ist ausgeschaltet).
table-code-empty = Gib zuerst einen Code ein oder füge ihn ein: Das Feld ist leer.
table-code-not-reply = Das ist ein Beitrittscode: Hier braucht der Gastgeber den Antwortcode des Gastes.
table-code-cannot-encode = Die Verbindung dieses Geräts passt in keinen Code: Erstelle einen neuen Beitrittscode.
table-no-network = Es wurde kein Netzwerk für die Verbindung gefunden: Prüfe, ob dieses Gerät im selben Netzwerk ist.
table-description-missing = Die Beschreibung der Verbindung durch den Browser ist unvollständig (kein { $what }).
table-browser-refused = Der Browser hat die Verbindung abgelehnt ({ $why }).
table-not-open = Die Verbindung ist nicht offen.
table-not-waiting = Auf diesen Beitrittscode wurde schon geantwortet: Erstelle einen neuen Beitrittscode.
table-reply-mistyped = { $why } Der Beitrittscode bleibt: Gib den Antwortcode noch einmal ein.
table-refused-no-seat = Diese Entscheidung war für einen Platz, den dieser Tisch nicht hat.
table-unheard = Nicht angenommene Nachrichten dieses Gastes: { $refused } abgelehnt, { $dropped } verworfen.
table-unheard-total = { $n ->
    [one] eine Nachricht abgelehnt oder verworfen
   *[other] { $n } Nachrichten abgelehnt oder verworfen
}
table-scan-no-camera = Hier ist keine Kamera verwendbar (die Kamera braucht https oder localhost): Tippe den Code ein.
table-scan-denied = Die Kamera wurde nicht erlaubt: Tippe den Code ein.
table-you-are = Du spielst { $name }.
table-you-are-at = Du spielst { $name } am Tisch von { $host }.
table-shared-board = Dieses Gerät zeigt nur das gemeinsame Spielbrett (keine Hand): Jeder menschliche Platz gehört einem Gast
table-title = Tisch
table-summary = Tisch: { $connected } von { $seats } verbunden
table-making = Beitrittscode wird erstellt…
table-waiting-reply = Zeige { $name } den Beitrittscode (oder lass ihn scannen) und tippe oder füge dann hier den Antwortcode ein.
table-opening = Verbinden…
table-connected = Verbunden
table-away = { $name } ist weg: Erstelle einen neuen Beitrittscode, um zurückzukommen, oder lass solange einen Bot spielen.
table-failed = Die Verbindung ist fehlgeschlagen: { $why }
table-join-code = Beitrittscode für { $name }
table-reply-code = Antwortcode von { $name }
table-qr-join = QR-Code des Beitrittslinks für { $name }
table-join-link = Link zum Beitreten
table-connect = Verbinden
table-new-code = Neuer Beitrittscode
table-to-bot = Einen Bot diesen Platz spielen lassen
table-from-bot = Den Platz zurückgeben
table-waiting-for = Warten auf { $name }…
table-join = An einem Tisch mitspielen
table-join-again = Du warst { $name } in einer Partie { $game }: Bitte den Gastgeber um einen neuen Beitrittscode, um deinen Platz wieder einzunehmen.
table-type-code = Beitrittscode (tippen oder einfügen)
table-join-button = Beitreten
table-not-a-table = Dieser Code ist kein Tisch dieser App.
table-turn-notice = Sag mir, wenn ich am Zug bin (Ton und Vibration)
table-other-build = Der Gastgeber verwendet eine andere Version der App ({ $host }, dieses Gerät { $guest }): Beide müssen dieselbe Version laden.
table-refused-hello = Der Gastgeber hat den Gruß dieses Geräts noch nicht erhalten.
table-refused-seat = Diese Entscheidung war für den Platz von { $name }, nicht für deinen.
table-refused-turn = { $name } ist am Zug, nicht du.
table-refused-over = Das Spiel ist vorbei.
table-refused-stale = Das Spiel ging weiter, bevor deine Entscheidung ankam: Entscheide noch einmal.
table-refused-illegal = Das Spiel des Gastgebers erlaubt diesen Zug nicht.
table-refused-bot = Der Gastgeber lässt vorerst einen Bot deinen Platz spielen, bis er ihn dir zurückgibt.
table-reply-title = Dein Antwortcode
table-reply-help = Zeige diesen Code dem Gastgeber (oder lass ihn scannen); das Spiel beginnt hier, sobald er ihn eingegeben hat.
table-your-reply = Antwortcode
table-qr-reply = QR-Code deines Antwortcodes
table-waiting-host = Warten auf den Gastgeber…
table-host-gone = Die Verbindung zum Gastgeber ist verloren: Bitte ihn um einen neuen Beitrittscode und tritt erneut bei.

# Tipps (src/ui/tip_bubble.rs, src/ui/tips_setting.rs): die Regeln erklärt,
# wenn sie zum ersten Mal zählen.
tips-bubble-title = Tipp
tips-for = Tipp für { $name }
tips-got-it = Verstanden
tips-no-more = Keine Tipps mehr
tips-says = Tipp: { $text }
tips-label = Tipps
tips-explain = Kurze Erklärungen einer Regel, wenn sie zum ersten Mal vorkommt, jede einmal pro Spieler.
tips-first-games = Erste drei Partien und nach einer Lektion
tips-always = Immer
tips-never = Nie
tips-again = Tipps wieder zeigen
tips-again-done = Alle Tipps werden wieder gezeigt.

## A screen whose code is fetched when it first opens (src/app.rs, lazy_screen).
chunk-loading = Wird geladen…
chunk-failed = Diese Ansicht konnte nicht geladen werden: Ist das Gerät offline?
chunk-retry = Erneut versuchen
