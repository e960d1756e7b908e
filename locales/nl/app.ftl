# The shell: home, setup, saved games, replay, saves and storage.
# Arguments: $n counts, $name a player's name, $why a reason in the same language.

app-title = Bordspellen
app-tagline = Strategische bordspellen voor 2 tot 5 spelers, tegen vrienden aan één scherm of tegen bots. Werkt in je browser, ook offline; elk spel wordt onder het spelen bewaard.
choose-game = Kies een spel
continue-game = Verder spelen
play = Spelen
home = Start
language = Taal
saved-games = Bewaarde spellen
saved-count = Bewaarde spellen ({ $n })
no-saved-games = Nog geen bewaarde spellen: elk spel dat je begint, wordt hier bewaard.
import = Spelbestand importeren
import-hint = Een bestand dat uit deze app is geëxporteerd (JSON): één spel, of alle spellen.
import-failed = Dit bestand kan niet worden geïmporteerd: { $why }
resume = Hervatten
watch = Herhaling
delete = Verwijderen
confirm-delete = Echt verwijderen
export = Exporteren
in-progress = bezig
finished = afgelopen
unreadable = onleesbaar
last-played = laatst gespeeld: { $date }
moves = { $n ->
    [one] 1 beslissing
   *[other] { $n } beslissingen
}
new-game = Nieuw spel
rematch = Nog een keer (zelfde opzet)
start = Starten
players = Spelers
seat = Plaats { $n }
name = Naam
colour = Kleur
colour-red = rood
colour-blue = blauw
colour-yellow = geel
colour-green = groen
colour-purple = paars
controller = Gespeeld door
human = Mens
bot-easy = Bot: makkelijk
bot-medium = Bot: gemiddeld
bot-hard = Bot: moeilijk
think-time = Bedenktijd moeilijke bots
seconds = { $s } s per beslissing
options = Opties
seed = Startwaarde
seed-hint = leeg = willekeurig
hint = Wat zou de moeilijke bot doen?
hint-thinking = De moeilijke bot denkt na over je zet…
hint-is = De moeilijke bot zou kiezen: { $action }
undo = Mijn laatste beslissing terugnemen
undos-used = { $n ->
    [0] Er is geen beslissing teruggenomen.
    [one] Er is 1 beslissing teruggenomen.
   *[other] Er zijn { $n } beslissingen teruggenomen.
}
decision = Jouw beslissing
log = Spelverloop
your-turn = { $name }, jij bent aan de beurt
game-over = Einde van het spel
winner = { $name } wint!
refused = Niet toegestaan: { $why }
pass-to = Geef door aan { $name }
pass-explain = Het bord is verborgen, zodat niemand ziet wat de vorige speler wist. Geef het scherm aan { $name }.
pass-ready = Ik ben { $name }: toon mijn bord
replay = Herhaling
replay-step = Stap { $k } van { $n }
replay-first = Begin
replay-back = Terug
replay-forward = Verder
replay-last = Einde
replay-slider = Stap van de herhaling
back-to-game = Terug naar het spel
storage-full = De opslag van je browser is vol: spellen worden niet bewaard. Dit spel gaat door in het geheugen; exporteer het om het te houden, of verwijder oude spellen.
storage-unavailable = Deze browser geeft de pagina geen opslag: spellen worden niet bewaard. Er wordt in het geheugen gespeeld; exporteer een spel om het te houden.
storage-other = Opslaan is mislukt ({ $why }). Dit spel gaat door in het geheugen; exporteer het om het te houden.
save-unreadable = Dit bewaarde spel kan niet worden gelezen
save-explain = Het is niet gewijzigd of verwijderd. Reden: { $why }
save-raw = De bewaarde tekst, om te kopiëren:
save-error-not-json = de tekst is geen geldige JSON (regel { $line }, kolom { $column })
save-error-no-version = er staat geen formaatversie in
save-error-version = het is bewaard in formaat { $v }, en deze versie van de app leest de formaten 1 en { $current }
save-error-unknown-game = het is een spel dat deze app niet kent (‘{ $name }’)
save-error-damaged = de inhoud heeft niet de vorm van een opgeslagen spel
save-error-damaged-near = de inhoud heeft niet de vorm van een opgeslagen spel (bij ‘{ $near }’)
save-error-seats = het bestand noemt { $seats ->
    [one] 1 plaats
   *[other] { $seats } plaatsen
} voor een spel met { $players } spelers
save-error-options = de opties worden geweigerd: { $why }
save-error-action = beslissing { $n } van het bewaarde spel wordt geweigerd: { $why }
unreadable-notice = { $n ->
    [one] 1 bewaard spel kan niet worden gelezen; het blijft bewaard tot je het verwijdert.
   *[other] { $n } bewaarde spellen kunnen niet worden gelezen; ze blijven bewaard tot je ze verwijdert.
}
show-problem = Toon waarom
update-ready = Er staat een nieuwe versie van de app klaar.
reload = Opnieuw laden

## Added by later work (keep each feature's messages together below).

## Shell text outside the screens: save problems, file import
save-error-no-game = er staat niet in welk spel het is
save-error-missing = het is een bestand in formaat 1 zonder het deel ‘{ $part }’
import-not-text = het bestand is geen tekst

## Access
access-hidden-piece = verborgen stuk

## Pace and chart
pace-label = Tempo van de bots
pace-instant = direct
pace-normal = normaal
pace-slow = langzaam
pace-level-easy = Makkelijk
pace-level-medium = Gemiddeld
pace-level-hard = Moeilijk
pace-thinking = { $name } ({ $level }) denkt na… { $s } s
chart-title = Punten in de loop van het spel
chart-month = Maand
chart-round = Ronde
chart-points = Punten
chart-as-table = Als tabel
chart-provisional = Er wordt pas aan het einde geteld: elke ronde toont wat de dorpen op dat moment opgeleverd zouden hebben.

## Review
review = Analyse
review-title = Analyse door de sterke bot
review-watch = Partij bekijken
review-back-to-game = Terug naar de partij
review-intro = De sterke bot loopt elke beslissing van { $who } na, ziet daarbij alleen wat toen bekend was, en schat de winkans na de gespeelde zet en na zijn eigen beste zet.
review-progress = Beslissing { $done } van { $total } wordt geanalyseerd…
review-cancel = Annuleren
review-cancelled = De analyse is geannuleerd.
review-start = Analyse starten
review-summary = { $n ->
    [one] 1 beslissing geanalyseerd
   *[other] { $n } beslissingen geanalyseerd
} in { $time } s: de sterke bot zocht met { $search } simulaties per beslissing, en elke kans berust op { $each } simulaties.
review-mistakes = { $n ->
    [one] 1 fout.
   *[other] { $n } fouten.
}
review-honest = Een beslissing heet pas een fout als de zet van de bot minstens 10 procentpunten vaker wint en het verschil ruim boven de ruis van de simulaties ligt.
review-played = { $name } speelde: { $action } ({ $chance } % winkans, { $n } simulaties)
review-agrees = De sterke bot is het met deze zet eens.
review-prefers = De sterke bot verkiest: { $action } ({ $chance } % winkans, { $n } simulaties; +{ $gain } %)
review-mistake = Fout
review-ranked = Beslissingen, de duurste eerst
review-none = Geen enkele beslissing had meer dan één keuze.
review-chart = Winkansen in de loop van de partij
review-axis = Beslissingen van de partij
review-table = De kansen als tabel
review-step = Beslissing
review-note-title = De analyse van deze beslissing
review-back = Terug naar de analyse

## Review marks on the replay's board
review-mark-key = Markeringen op het bord
review-mark-played = Gespeelde zet (gestippelde rand)
review-mark-played-badge = G
review-mark-preferred = Keuze van de sterke bot (doorlopende ring)
review-mark-preferred-badge = B

## Seat colours per game, shared victory
colour-black = zwart
colour-white = wit
colour-grey = grijs
colour-cyan = cyaan
shared-victory = { $names } delen de overwinning!
list-and = { $rest } en { $last }

## Two windows, backups (issue 28)
elsewhere-newer = Dit spel is in een ander venster verder gespeeld.
elsewhere-show = Nieuwere stand tonen
elsewhere-refused = Dit spel was in een ander venster al verder, dus je laatste zet hier is niet opgeslagen. De nieuwere stand wordt getoond.
elsewhere-keep = Mijn zet als kopie bewaren
elsewhere-copied = Je zetten uit dit venster zijn als kopie bewaard bij de opgeslagen spellen.
elsewhere-open-copy = Kopie openen
elsewhere-dismiss = Sluiten
copy-badge = kopie
copy-note = Een kopie, bewaard omdat tegelijk een andere versie van dit spel werd opgeslagen.
export-all = Alle spellen exporteren
export-all-hint = Eén bestand met alle opgeslagen spellen. Bij het importeren wordt per spel samengevoegd: de nieuwere versie wint, en een versie met zetten die de andere mist wordt als kopie bewaard. Je resultaten tegen de bots gaan mee en worden net zo samengevoegd (elk spel één keer).
storage-kept = Je browser bewaart deze spellen: zijn opslag voor deze app is blijvend.
storage-not-kept = Je browser kan deze spellen wissen als de ruimte opraakt of na weken zonder bezoek. Gebruik af en toe „Alle spellen exporteren” om een kopie te bewaren.
merge-report = Samengevoegd: { $added } nieuw, { $updated } bijgewerkt naar een nieuwere versie, { $unchanged } ongewijzigd, { $older } ouder dan de hier bewaarde, { $copies } als kopie bewaard.
merge-refused = Spel { $n } uit het bestand kan niet worden geïmporteerd: { $why }

## The board's size: enlarge, shrink, back to the whole board in view.
zoom-group = Grootte van het bord
zoom-in = Bord vergroten
zoom-out = Bord verkleinen
zoom-fit = Heel bord

## Leer spelen (een begeleid spel; de woorden van de stappen staan in het bestand van elk spel)
lesson-learn = Leer spelen
lesson-you = { $name } (jij)
lesson-badge = les
lesson-coach = Coach
lesson-progress = stap { $k } van { $n }
lesson-coach-says = Coach: { $text }
lesson-next = Verder
lesson-back = Terug
lesson-restart = Opnieuw beginnen
lesson-do-read = Lees, en druk dan op Verder.
lesson-do-ask = Maak de keuze waar de coach om vraagt: die is gemarkeerd op het bord en in de lijst met keuzes.
lesson-do-free = Kies wat je wilt.
lesson-do-own = Je eigen spel: je kiest elke zet zelf; de makkelijke tegenspelers spelen de hunne.
lesson-do-part = Druk op Verder om dit deel van het spel in één keer te spelen.
lesson-do-watch = Bekijk de zetten van je tegenstanders.
lesson-do-done = De les is afgelopen.
lesson-done = Goed gedaan: je hebt een heel spel gespeeld.
lesson-real-game = Speel een echt spel tegen Makkelijk
lesson-wait = Je tegenstanders zijn aan zet; daarna ben jij aan de beurt.
lesson-asked = keuze van de coach
cores-label = Processorkernen voor de bots

## The record against the bots (home cards, the record screen).
record-title = Jouw resultaten tegen de bots
record-intro = Elk uitgespeeld spel waarin jij de enige mens bent en minstens één bot meespeelt, telt één keer. Elke bot die je voorblijft is een overwinning op zijn niveau, elke bot vóór jou een verlies, een gedeelde plaats remise: daaruit volgt je rating (Elo, begin 1000). Lessen tellen niet; een bewaard spel verwijderen laat zijn resultaat staan.
record-empty = Nog geen uitgespeeld spel tegen de bots.
record-easy = Makkelijk
record-medium = Gemiddeld
record-hard = Moeilijk
record-against = Tegen { $level }: { $played } gespeeld, { $won } gewonnen
record-think = { $level } ({ $s } s)
record-helped = teruggenomen { $undos }, tips { $hints }
record-rating = Rating { $rating } na { $n ->
    [one] 1 spel
   *[other] { $n } spellen
}
record-levels = De ratings van de bots in dit spel: Makkelijk { $easy }, Gemiddeld { $medium }, Moeilijk { $hard } (bij elke bedenktijd).
record-chart = { $game }: je rating spel na spel, nu { $rating } na { $n } spellen (de tabel hieronder bevat alle getallen)
record-history = { $game }: alle spellen
record-best = { $game }: beste scores
record-place = { $place } van { $players }
record-col-date = Datum
record-col-against = Tegen
record-col-place = Plaats
record-col-score = Punten
record-col-help = Hulp gebruikt
record-col-change = Verschil
record-col-rating = Rating
record-reset = Resultaten wissen
record-reset-confirm = Resultaten echt wissen
record-reset-cancel = Bewaren
record-reset-explain = Wissen vergeet alle resultaten tot nu toe, in elk venster; je bewaarde spellen blijven.
merge-record = Resultaten tegen de bots: { $n } toegevoegd.

# A table of devices: the host's table screen and a guest's "Join a table".
table-several-devices = Spelen op meerdere apparaten
table-several-devices-hint = Elke menselijke plaats behalve de eerste wordt gespeeld op de eigen telefoon of computer van een gast, op hetzelfde netwerk; dit apparaat host het spel.
table-badge = tafel
table-stun = STUN-server (optioneel, bijv. stun.example.org:3478)
table-scan = Scannen
table-scan-stop = Camera stoppen
table-scan-failed = De camera is niet te gebruiken: { $why }
table-code-garbled = Dat is geen volledige code van deze app: controleer of hij helemaal gekopieerd is.
table-code-wrong-kind = Dat is een antwoordcode: een gast heeft de deelnamecode van de host nodig (en de host de antwoordcode van de gast).
table-no-webrtc = Deze browser kan geen directe verbindingen maken (WebRTC ontbreekt of staat uit).
table-code-empty = Typ of plak eerst een code: dit veld is leeg.
table-code-not-reply = Dat is een deelnamecode: de host heeft hier de antwoordcode van de gast nodig.
table-code-cannot-encode = De verbinding van dit apparaat past niet in een code: maak een nieuwe deelnamecode.
table-no-network = Er is geen netwerk gevonden om over te verbinden: controleer of dit apparaat op hetzelfde netwerk zit.
table-description-missing = De beschrijving van de verbinding door de browser is onvolledig (geen { $what }).
table-browser-refused = De browser weigerde de verbinding ({ $why }).
table-not-open = De verbinding is niet open.
table-not-waiting = Op deze deelnamecode is al geantwoord: maak een nieuwe deelnamecode.
table-reply-mistyped = { $why } De deelnamecode blijft: typ de antwoordcode opnieuw.
table-refused-no-seat = Die beslissing was voor een plaats die deze tafel niet heeft.
table-unheard = Niet aangenomen berichten van deze gast: { $refused } geweigerd, { $dropped } genegeerd.
table-unheard-total = { $n ->
    [one] één bericht geweigerd of genegeerd
   *[other] { $n } berichten geweigerd of genegeerd
}
table-scan-no-camera = Hier is geen camera te gebruiken (de camera vraagt https of localhost): typ de code.
table-scan-denied = De camera werd niet toegestaan: typ de code.
table-you-are = Je speelt { $name }.
table-you-are-at = Je speelt { $name } aan de tafel van { $host }.
table-shared-board = Dit apparaat toont alleen het gedeelde bord (geen hand): elke menselijke plaats is van een gast
table-title = Tafel
table-summary = Tafel: { $connected } van { $seats } verbonden
table-making = Deelnamecode maken…
table-waiting-reply = Laat { $name } de deelnamecode zien (of laat hem scannen) en typ of plak hier dan de antwoordcode.
table-opening = Verbinden…
table-connected = Verbonden
table-away = { $name } is weg: maak een nieuwe deelnamecode om terug te komen, of laat intussen een bot spelen.
table-failed = De verbinding is mislukt: { $why }
table-join-code = Deelnamecode voor { $name }
table-reply-code = Antwoordcode van { $name }
table-qr-join = QR-code van de deelnamelink voor { $name }
table-join-link = Link om mee te doen
table-connect = Verbinden
table-new-code = Nieuwe deelnamecode
table-to-bot = Laat een bot deze plaats spelen
table-from-bot = Geef de plaats terug
table-waiting-for = Wachten op { $name }…
table-join = Aan een tafel meedoen
table-join-again = Je was { $name } in een spel { $game }: vraag de host om een nieuwe deelnamecode om je plaats weer in te nemen.
table-type-code = Deelnamecode (typ of plak hem)
table-join-button = Meedoen
table-not-a-table = Die code is geen tafel van deze app.
table-turn-notice = Laat me weten wanneer ik aan de beurt ben (geluid en trilling)
table-other-build = De host draait een andere versie van de app ({ $host }, dit apparaat { $guest }): beide moeten dezelfde versie laden.
table-refused-hello = De host heeft de begroeting van dit apparaat nog niet gehoord.
table-refused-seat = Die beslissing was voor de plaats van { $name }, niet de jouwe.
table-refused-turn = { $name } is aan de beurt, niet jij.
table-refused-over = Het spel is afgelopen.
table-refused-stale = Het spel ging verder voordat je beslissing aankwam: beslis opnieuw.
table-refused-illegal = Het spel van de host staat die zet niet toe.
table-refused-bot = De host laat voorlopig een bot je plaats spelen, tot de host hem teruggeeft.
table-reply-title = Je antwoordcode
table-reply-help = Laat deze code aan de host zien (of laat hem scannen); het spel begint hier zodra hij hem heeft ingetypt.
table-your-reply = Antwoordcode
table-qr-reply = QR-code van je antwoordcode
table-waiting-host = Wachten op de host…
table-host-gone = De verbinding met de host is verbroken: vraag de host om een nieuwe deelnamecode en doe opnieuw mee.

# Tips (src/ui/tip_bubble.rs, src/ui/tips_setting.rs): de regels uitgelegd
# wanneer ze voor het eerst tellen.
tips-bubble-title = Tip
tips-for = Tip voor { $name }
tips-got-it = Begrepen
tips-no-more = Geen tips meer
tips-says = Tip: { $text }
tips-label = Tips
tips-explain = Korte uitleg van een regel wanneer die voor het eerst aan bod komt, elke tip één keer per speler.
tips-first-games = Eerste drie spellen en na een les
tips-always = Altijd
tips-never = Nooit
tips-again = Tips opnieuw tonen
tips-again-done = Alle tips worden weer getoond.

## A screen whose code is fetched when it first opens (src/app.rs, lazy_screen).
chunk-loading = Laden…
chunk-failed = Dit scherm kon niet worden geladen: is het apparaat offline?
chunk-retry = Opnieuw proberen
