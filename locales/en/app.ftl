# The shell: home, setup, saved games, replay, saves and storage.
# Arguments: $n counts, $name a player's name, $why a reason in the same language.

app-title = Board games
app-tagline = Strategy board games for 2 to 5 players, against friends at one screen or bots. Runs in your browser, offline; every game is saved as you play.
choose-game = Choose a game
continue-game = Continue
play = Play
home = Home
language = Language
saved-games = Saved games
saved-count = Saved games ({ $n })
no-saved-games = No saved games yet: every game you start is kept here.
import = Import a game file
import-hint = A file exported from this app (JSON): one game, or every game.
import-failed = That file cannot be imported: { $why }
resume = Resume
watch = Replay
delete = Delete
confirm-delete = Really delete
export = Export
in-progress = in progress
finished = finished
unreadable = cannot be read
last-played = last played { $date }
moves = { $n ->
    [one] 1 decision
   *[other] { $n } decisions
}
new-game = New game
rematch = Rematch (same setup)
start = Start
players = Players
seat = Seat { $n }
name = Name
colour = Colour
colour-red = red
colour-blue = blue
colour-yellow = yellow
colour-green = green
colour-purple = purple
controller = Played by
human = Human
bot-easy = Bot: easy
bot-medium = Bot: medium
bot-hard = Bot: hard
think-time = Hard bots think for
seconds = { $s } s per decision
options = Options
seed = Seed
seed-hint = empty = random
hint = What would Hard do?
hint-thinking = Hard is thinking about your move…
hint-is = Hard would choose: { $action }
undo = Undo my last decision
undos-used = { $n ->
    [0] No decision was taken back.
    [one] 1 decision was taken back.
   *[other] { $n } decisions were taken back.
}
decision = Your decision
log = Game log
your-turn = { $name }, it is your turn
game-over = Game over
winner = { $name } wins!
refused = Not allowed: { $why }
pass-to = Pass to { $name }
pass-explain = The board is hidden so that nobody sees what the previous player knew. Hand the screen to { $name }.
pass-ready = I am { $name }: show my board
replay = Replay
replay-step = Step { $k } of { $n }
replay-first = First
replay-back = Back
replay-forward = Forward
replay-last = Last
replay-slider = Step of the replay
back-to-game = Back to the game
storage-full = Your browser's storage is full: games are not being saved. This game goes on in memory; export it to keep it, or delete old games.
storage-unavailable = This browser gives the page no storage: games are not saved. Play goes on in memory; export a game to keep it.
storage-other = Saving failed ({ $why }). This game goes on in memory; export it to keep it.
save-unreadable = This saved game cannot be read
save-explain = It was not changed or deleted. Reason: { $why }
save-raw = The saved text, to copy out:
save-error-not-json = the text is not valid JSON (line { $line }, column { $column })
save-error-no-version = it has no format version
save-error-version = it was saved in format { $v }, and this version of the app reads formats 1 and { $current }
save-error-unknown-game = it is a game this app does not know (“{ $name }”)
save-error-damaged = its contents do not have the shape of a saved game
save-error-damaged-near = its contents do not have the shape of a saved game (at “{ $near }”)
save-error-seats = the save names { $seats ->
    [one] 1 seat
   *[other] { $seats } seats
} for a { $players }-player game
save-error-options = its options are refused: { $why }
save-error-action = action { $n } of the saved game is refused: { $why }
unreadable-notice = { $n ->
    [one] 1 saved game cannot be read; it is kept until you delete it.
   *[other] { $n } saved games cannot be read; they are kept until you delete them.
}
show-problem = Show why
update-ready = A new version of the app is ready.
reload = Reload

## Added by later work (keep each feature's messages together below).

## Shell text outside the screens: save problems, file import
save-error-no-game = it does not say which game it is
save-error-missing = it is a format-1 save without its “{ $part }” part
import-not-text = the file is not text

## Access
access-hidden-piece = hidden piece

## Pace and chart
pace-label = Bot pace
pace-instant = instant
pace-normal = normal
pace-slow = slow
pace-level-easy = Easy
pace-level-medium = Medium
pace-level-hard = Hard
pace-thinking = { $name } ({ $level }) is thinking… { $s } s
chart-title = Points over the game
chart-month = Month
chart-round = Round
chart-points = Points
chart-as-table = As a table
chart-provisional = The game scores once, at its end: each round shows what the villages would have scored then.

## Review
review = Review
review-title = Review by the Hard bot
review-watch = Watch the game
review-back-to-game = Back to the game
review-intro = The Hard bot goes through every decision { $who } made, seeing only what was known then, and estimates the chance of winning after the move played and after its own best move.
review-progress = Reviewing decision { $done } of { $total }…
review-cancel = Cancel
review-cancelled = The review was cancelled.
review-start = Start the review
review-summary = { $n ->
    [one] 1 decision reviewed
   *[other] { $n } decisions reviewed
} in { $time } s: Hard searched { $search } simulations per decision, and each chance rests on { $each } simulations.
review-mistakes = { $n ->
    [one] 1 mistake.
   *[other] { $n } mistakes.
}
review-honest = A decision is only called a mistake when Hard's move wins at least 10 percentage points more often and the difference is well beyond the noise of the simulations.
review-played = { $name } played: { $action } ({ $chance } % to win, { $n } simulations)
review-agrees = Hard agrees with this move.
review-prefers = Hard prefers: { $action } ({ $chance } % to win, { $n } simulations; +{ $gain } %)
review-mistake = Mistake
review-ranked = Decisions, most costly first
review-none = No decision had more than one choice.
review-chart = Chance of winning across the game
review-axis = Decisions of the game
review-table = The chances as a table
review-step = Decision
review-note-title = The review of this decision
review-back = Back to the review

## Review marks on the replay's board
review-mark-key = Marks on the board
review-mark-played = Move played (dashed outline)
review-mark-played-badge = P
review-mark-preferred = Hard's choice (solid ring)
review-mark-preferred-badge = H

## Seat colours per game, shared victory
colour-black = black
colour-white = white
colour-grey = grey
colour-cyan = cyan
shared-victory = { $names } share the victory!
list-and = { $rest } and { $last }

## Two windows, backups (issue 28)
elsewhere-newer = This game was continued in another window.
elsewhere-show = Show the newer position
elsewhere-refused = This game had moved on in another window, so your last move here was not saved. The newer position is shown.
elsewhere-keep = Keep my move as a copy
elsewhere-copied = Your moves from this window are kept as a copy in the saved games.
elsewhere-open-copy = Open the copy
elsewhere-dismiss = Close
copy-badge = copy
copy-note = A copy kept because another version of this game was saved at the same time.
export-all = Export all games
export-all-hint = One file holding every saved game. Importing it merges by game: the newer version of a game wins, and a version with moves the other lacks is kept as a copy. Your record against the bots goes with it and is merged the same way (each game once).
storage-kept = Your browser keeps these games: its storage for this app is persistent.
storage-not-kept = Your browser may clear these games when space runs low or after weeks without a visit. Use “Export all games” now and then to keep a copy.
merge-report = Merged: { $added } added, { $updated } updated to a newer version, { $unchanged } unchanged, { $older } older than the one kept here, { $copies } kept as copies.
merge-refused = Game { $n } of the file cannot be imported: { $why }

## The board's size: enlarge, shrink, back to the whole board in view.
zoom-group = Board size
zoom-in = Enlarge the board
zoom-out = Shrink the board
zoom-fit = Whole board

## Learn to play (a guided game; its steps' words are in each game's file)
lesson-learn = Learn to play
lesson-you = { $name } (you)
lesson-badge = lesson
lesson-coach = Coach
lesson-progress = step { $k } of { $n }
lesson-coach-says = Coach: { $text }
lesson-next = Next
lesson-back = Back
lesson-restart = Start again
lesson-do-read = Read, then press Next.
lesson-do-ask = Make the choice the coach asks for: it is highlighted on the board and in the list of choices.
lesson-do-free = Choose as you like.
lesson-do-own = Your own game: choose every move yourself; the Easy opponents play theirs.
lesson-do-part = Press Next to play this part of the game at once.
lesson-do-watch = Watch your opponents' moves.
lesson-do-done = The lesson is over.
lesson-done = Well done: you have played a whole game.
lesson-real-game = Play a real game against Easy
lesson-wait = Your opponents are moving; your turn comes next.
lesson-asked = the coach’s choice
cores-label = Cores for the bots

## The record against the bots (home cards, the record screen).
record-title = Your record against the bots
record-intro = Every finished game in which you are the only human and at least one bot plays counts once. Each bot you finish ahead of is a win against its level, each one ahead of you a loss, a shared place a draw: your rating (Elo, starting at 1000) follows. Lessons do not count; deleting a saved game keeps its result.
record-empty = No finished game against the bots yet.
record-easy = Easy
record-medium = Medium
record-hard = Hard
record-against = Against { $level }: { $played } played, { $won } won
record-think = { $level } ({ $s } s)
record-helped = undo { $undos }, hints { $hints }
record-rating = Rating { $rating } after { $n ->
    [one] 1 game
   *[other] { $n } games
}
record-levels = The bots' ratings in this game: Easy { $easy }, Medium { $medium }, Hard { $hard } (at any think time).
record-chart = { $game }: your rating game by game, now { $rating } after { $n } games (the table below has every figure)
record-history = { $game }: every game
record-best = { $game }: best scores
record-place = { $place } of { $players }
record-col-date = Date
record-col-against = Against
record-col-place = Place
record-col-score = Score
record-col-help = Help used
record-col-change = Change
record-col-rating = Rating
record-reset = Reset record
record-reset-confirm = Really reset the record
record-reset-cancel = Keep it
record-reset-explain = Resetting forgets every result so far, in every window; your saved games stay.
merge-record = Record against the bots: { $n } results added.

# A table of devices: the host's table screen and a guest's "Join a table".
table-several-devices = Play on several devices
table-several-devices-hint = Every human seat but the first is played on a guest's own phone or computer, on the same network; this device hosts the game.
table-badge = table
table-stun = STUN server (optional, e.g. stun.example.org:3478)
table-scan = Scan
table-scan-stop = Stop the camera
table-scan-failed = The camera cannot be used: { $why }
table-code-garbled = That is not a whole code of this app: check it was copied completely.
table-code-wrong-kind = That is a reply code: a guest needs the host's join code (and the host the guest's reply code).
table-no-webrtc = This browser cannot make direct connections (WebRTC is missing or turned off).
table-code-empty = Type or paste a code first: this field is empty.
table-code-not-reply = That is a join code: the host needs the guest's reply code here.
table-code-cannot-encode = This device's connection does not fit in a code: make a new join code.
table-no-network = No network was found to connect over: check that this device is on the same network.
table-description-missing = The browser's description of the connection is incomplete (no { $what }).
table-browser-refused = The browser refused the connection ({ $why }).
table-not-open = The connection is not open.
table-not-waiting = This join code has been answered already: make a new join code.
table-reply-mistyped = { $why } The join code stays: type the reply code again.
table-refused-no-seat = That decision was for a seat this table does not have.
table-unheard = Messages from this guest not taken: { $refused } refused, { $dropped } dropped.
table-unheard-total = { $n ->
    [one] one message refused or dropped
   *[other] { $n } messages refused or dropped
}
table-scan-no-camera = No camera can be used here (the camera needs https or localhost): type the code instead.
table-scan-denied = The camera was not allowed: type the code instead.
table-you-are = You play { $name }.
table-you-are-at = You play { $name } at { $host }'s table.
table-shared-board = This device shows only the shared board (no hand): every human seat is a guest's
table-title = Table
table-summary = Table: { $connected } of { $seats } connected
table-making = Making a join code…
table-waiting-reply = Show { $name } the join code (or let them scan it), then type or paste their reply code here.
table-opening = Connecting…
table-connected = Connected
table-away = { $name } is away: make a new join code to bring them back, or let a bot play meanwhile.
table-failed = The connection failed: { $why }
table-join-code = Join code for { $name }
table-reply-code = Reply code from { $name }
table-qr-join = QR code of the join link for { $name }
table-join-link = Link to join
table-connect = Connect
table-new-code = New join code
table-to-bot = Let a bot play this seat
table-from-bot = Give the seat back
table-waiting-for = Waiting for { $name }…
table-join = Join a table
table-join-again = You were { $name } in a game of { $game }: ask the host for a new join code to take your seat again.
table-type-code = Join code (type or paste it)
table-join-button = Join
table-not-a-table = That code is not a table of this app.
table-turn-notice = Tell me when it is my turn (sound and vibration)
table-other-build = The host runs another version of the app ({ $host }, this device { $guest }): both must load the same version.
table-refused-hello = The host did not hear this device's greeting yet.
table-refused-seat = That decision was for { $name }'s seat, not yours.
table-refused-turn = It is { $name }'s turn, not yours.
table-refused-over = The game is over.
table-refused-stale = The game moved on before your decision arrived: decide again.
table-refused-illegal = The host's game does not allow that move.
table-refused-bot = The host lets a bot play your seat for now, until the host gives it back.
table-reply-title = Your reply code
table-reply-help = Show this code to the host (or let them scan it); the game starts here once they have typed it.
table-your-reply = Reply code
table-qr-reply = QR code of your reply code
table-waiting-host = Waiting for the host…
table-host-gone = The connection to the host is lost: ask the host for a new join code and join again.

# Tips (src/ui/tip_bubble.rs, src/ui/tips_setting.rs): the rules explained
# when they first matter.
tips-bubble-title = Tip
tips-for = Tip for { $name }
tips-got-it = Got it
tips-no-more = No more tips
tips-says = Tip: { $text }
tips-label = Tips
tips-explain = Short explanations of a rule when it first comes up, each shown once per player.
tips-first-games = First three games and after a lesson
tips-always = Always
tips-never = Never
tips-again = Show tips again
tips-again-done = Every tip will show again.

## A screen whose code is fetched when it first opens (src/app.rs, lazy_screen).
chunk-loading = Loading…
chunk-failed = This screen could not be loaded: is the device offline?
chunk-retry = Try again
