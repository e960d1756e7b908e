# The shell: home, setup, saved games, replay, saves and storage.
# Arguments: $n counts, $name a player's name, $why a reason in the same language.

app-title = Jeux de société
app-tagline = Jeux de stratégie pour 2 à 5 joueurs, entre amis sur un même écran ou contre des bots. Fonctionne dans votre navigateur, même hors ligne ; chaque partie est enregistrée au fil du jeu.
choose-game = Choisissez un jeu
continue-game = Reprendre
play = Jouer
home = Accueil
language = Langue
saved-games = Parties enregistrées
saved-count = Parties enregistrées ({ $n })
no-saved-games = Aucune partie enregistrée pour l’instant : chaque partie commencée est conservée ici.
import = Importer un fichier de partie
import-hint = Un fichier exporté depuis cette application (JSON) : une partie, ou toutes.
import-failed = Impossible d’importer ce fichier : { $why }
resume = Reprendre
watch = Revoir
delete = Supprimer
confirm-delete = Vraiment supprimer
export = Exporter
in-progress = en cours
finished = terminée
unreadable = illisible
last-played = jouée le { $date }
moves = { $n ->
    [one] { $n } décision
   *[other] { $n } décisions
}
new-game = Nouvelle partie
rematch = Revanche (même configuration)
start = Commencer
players = Joueurs
seat = Place { $n }
name = Nom
colour = Couleur
colour-red = rouge
colour-blue = bleu
colour-yellow = jaune
colour-green = vert
colour-purple = violet
controller = Joué par
human = Humain
bot-easy = Bot : facile
bot-medium = Bot : moyen
bot-hard = Bot : difficile
think-time = Réflexion des bots difficiles
seconds = { $s } s par décision
options = Options
seed = Graine
seed-hint = vide = aléatoire
hint = Que ferait le bot difficile ?
hint-thinking = Le bot difficile réfléchit à votre coup…
hint-is = Le bot difficile choisirait : { $action }
undo = Annuler ma dernière décision
undos-used = { $n ->
    [0] Aucune décision n’a été reprise.
    [one] { $n } décision a été reprise.
   *[other] { $n } décisions ont été reprises.
}
decision = Votre décision
log = Journal de la partie
your-turn = { $name }, à vous de jouer
game-over = Fin de la partie
winner = { $name } gagne !
refused = Interdit : { $why }
pass-to = Passez l’écran à { $name }
pass-explain = Le plateau est caché pour que personne ne voie ce que savait le joueur précédent. Passez l’écran à { $name }.
pass-ready = Je suis { $name } : montrer mon plateau
replay = Relecture
replay-step = Étape { $k } sur { $n }
replay-first = Début
replay-back = Précédent
replay-forward = Suivant
replay-last = Fin
replay-slider = Étape de la relecture
back-to-game = Retour à la partie
storage-full = Le stockage de votre navigateur est plein : les parties ne sont pas enregistrées. Cette partie continue en mémoire ; exportez-la pour la garder, ou supprimez d’anciennes parties.
storage-unavailable = Ce navigateur ne donne aucun stockage à la page : les parties ne sont pas enregistrées. Le jeu continue en mémoire ; exportez une partie pour la garder.
storage-other = L’enregistrement a échoué ({ $why }). Cette partie continue en mémoire ; exportez-la pour la garder.
save-unreadable = Cette partie enregistrée est illisible
save-explain = Elle n’a été ni modifiée ni supprimée. Raison : { $why }
save-raw = Le texte enregistré, à copier :
save-error-not-json = le texte n’est pas du JSON valide (ligne { $line }, colonne { $column })
save-error-no-version = la version du format manque
save-error-version = elle a été enregistrée au format { $v }, et cette version de l’application lit les formats 1 et { $current }
save-error-unknown-game = c’est un jeu que cette application ne connaît pas (« { $name } »)
save-error-damaged = son contenu n’a pas la forme d’une partie sauvegardée
save-error-damaged-near = son contenu n’a pas la forme d’une partie sauvegardée (à « { $near } »)
save-error-seats = la sauvegarde indique { $seats ->
    [one] { $seats } place
   *[other] { $seats } places
} pour une partie à { $players } joueurs
save-error-options = ses options sont refusées : { $why }
save-error-action = la décision { $n } de la partie enregistrée est refusée : { $why }
unreadable-notice = { $n ->
    [one] { $n } partie enregistrée est illisible ; elle est conservée jusqu’à ce que vous la supprimiez.
   *[other] { $n } parties enregistrées sont illisibles ; elles sont conservées jusqu’à ce que vous les supprimiez.
}
show-problem = Voir pourquoi
update-ready = Une nouvelle version de l’application est prête.
reload = Recharger

## Added by later work (keep each feature's messages together below).

## Shell text outside the screens: save problems, file import
save-error-no-game = elle n’indique pas de quel jeu il s’agit
save-error-missing = c’est une sauvegarde au format 1 sans sa partie « { $part } »
import-not-text = le fichier n’est pas du texte

## Access
access-hidden-piece = pièce cachée

## Pace and chart
pace-label = Rythme des bots
pace-instant = immédiat
pace-normal = normal
pace-slow = lent
pace-level-easy = Facile
pace-level-medium = Moyen
pace-level-hard = Difficile
pace-thinking = { $name } ({ $level }) réfléchit… { $s } s
chart-title = Points au fil de la partie
chart-month = Mois
chart-round = Tour
chart-points = Points
chart-as-table = Sous forme de tableau
chart-provisional = Le décompte n’a lieu qu’à la fin : chaque tour montre ce que les villages auraient rapporté à ce moment-là.

## Review
review = Analyse
review-title = Analyse par le bot difficile
review-watch = Revoir la partie
review-back-to-game = Retour à la partie
review-intro = Le bot difficile passe en revue chaque décision de { $who }, en ne voyant que ce qui était connu à ce moment, et estime la chance de gagner après le coup joué et après son propre meilleur coup.
review-progress = Analyse de la décision { $done } sur { $total }…
review-cancel = Annuler
review-cancelled = L’analyse a été annulée.
review-start = Lancer l’analyse
review-summary = { $n ->
    [one] { $n } décision analysée
   *[other] { $n } décisions analysées
} en { $time } s : le bot difficile a cherché avec { $search } simulations par décision, et chaque chance repose sur { $each } simulations.
review-mistakes = { $n ->
    [one] { $n } erreur.
   *[other] { $n } erreurs.
}
review-honest = Une décision n’est qualifiée d’erreur que si le coup du bot gagne au moins 10 points de pourcentage plus souvent et que l’écart dépasse nettement le bruit des simulations.
review-played = { $name } a joué : { $action } ({ $chance } % de chances de gagner, { $n } simulations)
review-agrees = Le bot difficile approuve ce coup.
review-prefers = Le bot difficile préfère : { $action } ({ $chance } % de chances de gagner, { $n } simulations ; +{ $gain } %)
review-mistake = Erreur
review-ranked = Décisions, les plus coûteuses d’abord
review-none = Aucune décision n’offrait plus d’un choix.
review-chart = Chances de gagner au fil de la partie
review-axis = Décisions de la partie
review-table = Les chances sous forme de tableau
review-step = Décision
review-note-title = L’analyse de cette décision
review-back = Retour à l’analyse

## Review marks on the replay's board
review-mark-key = Marques sur le plateau
review-mark-played = Coup joué (contour en tirets)
review-mark-played-badge = J
review-mark-preferred = Choix du bot difficile (anneau plein)
review-mark-preferred-badge = B

## Seat colours per game, shared victory
colour-black = noir
colour-white = blanc
colour-grey = gris
colour-cyan = cyan
shared-victory = { $names } partagent la victoire !
list-and = { $rest } et { $last }

## Two windows, backups (issue 28)
elsewhere-newer = Cette partie a été poursuivie dans une autre fenêtre.
elsewhere-show = Afficher la position la plus récente
elsewhere-refused = Cette partie avait avancé dans une autre fenêtre : votre dernier coup ici n’a donc pas été enregistré. La position la plus récente est affichée.
elsewhere-keep = Garder mon coup dans une copie
elsewhere-copied = Vos coups de cette fenêtre sont gardés dans une copie, parmi les parties enregistrées.
elsewhere-open-copy = Ouvrir la copie
elsewhere-dismiss = Fermer
copy-badge = copie
copy-note = Une copie, gardée parce qu’une autre version de cette partie a été enregistrée au même moment.
export-all = Exporter toutes les parties
export-all-hint = Un seul fichier avec toutes les parties enregistrées. À l’import, il est fusionné partie par partie : la version la plus récente l’emporte, et une version contenant des coups absents de l’autre est gardée dans une copie. Votre bilan contre les bots l’accompagne et est fusionné de même (chaque partie une fois).
storage-kept = Votre navigateur conserve ces parties : son stockage pour cette application est persistant.
storage-not-kept = Votre navigateur peut effacer ces parties quand la place manque ou après des semaines sans visite. Utilisez de temps en temps « Exporter toutes les parties » pour en garder une copie.
merge-report = Fusion : { $added } ajoutée(s), { $updated } mise(s) à jour vers une version plus récente, { $unchanged } inchangée(s), { $older } plus ancienne(s) que celle gardée ici, { $copies } gardée(s) dans une copie.
merge-refused = La partie { $n } du fichier ne peut pas être importée : { $why }

## The board's size: enlarge, shrink, back to the whole board in view.
zoom-group = Taille du plateau
zoom-in = Agrandir le plateau
zoom-out = Réduire le plateau
zoom-fit = Plateau entier

## Apprendre à jouer (une partie guidée ; les textes de ses étapes sont dans le fichier de chaque jeu)
lesson-learn = Apprendre à jouer
lesson-you = { $name } (vous)
lesson-badge = leçon
lesson-coach = Entraîneur
lesson-progress = étape { $k } sur { $n }
lesson-coach-says = Entraîneur : { $text }
lesson-next = Suivant
lesson-back = Retour
lesson-restart = Recommencer
lesson-do-read = Lisez, puis appuyez sur Suivant.
lesson-do-ask = Faites le choix que l’entraîneur demande : il est mis en évidence sur le plateau et dans la liste des choix.
lesson-do-free = Choisissez comme vous voulez.
lesson-do-own = Votre propre partie : vous choisissez chaque coup ; les adversaires faciles jouent les leurs.
lesson-do-part = Appuyez sur Suivant pour jouer cette partie du jeu d’un coup.
lesson-do-watch = Regardez les coups de vos adversaires.
lesson-do-done = La leçon est terminée.
lesson-done = Bravo : vous avez joué une partie entière.
lesson-real-game = Jouer une vraie partie contre Facile
lesson-wait = Vos adversaires jouent ; ce sera ensuite votre tour.
lesson-asked = le choix de l’entraîneur
cores-label = Cœurs pour les bots

## The record against the bots (home cards, the record screen).
record-title = Votre bilan contre les bots
record-intro = Chaque partie terminée où vous êtes le seul humain face à au moins un bot compte une fois. Chaque bot que vous devancez est une victoire contre son niveau, chaque bot devant vous une défaite, une place partagée un match nul : votre classement (Elo, 1000 au départ) en découle. Les leçons ne comptent pas ; supprimer une partie sauvegardée garde son résultat.
record-empty = Aucune partie terminée contre les bots pour l’instant.
record-easy = Facile
record-medium = Moyen
record-hard = Difficile
record-against = Contre { $level } : { $played } jouée(s), { $won } gagnée(s)
record-think = { $level } ({ $s } s)
record-helped = reprises { $undos }, conseils { $hints }
record-rating = Classement { $rating } après { $n ->
    [one] 1 partie
   *[other] { $n } parties
}
record-levels = Le classement des bots dans ce jeu : Facile { $easy }, Moyen { $medium }, Difficile { $hard } (quel que soit le temps de réflexion).
record-chart = { $game } : votre classement partie après partie, { $rating } après { $n } parties (le tableau ci-dessous donne tous les chiffres)
record-history = { $game } : toutes les parties
record-best = { $game } : meilleurs scores
record-place = { $place } sur { $players }
record-col-date = Date
record-col-against = Contre
record-col-place = Place
record-col-score = Points
record-col-help = Aide utilisée
record-col-change = Variation
record-col-rating = Classement
record-reset = Effacer le bilan
record-reset-confirm = Vraiment effacer le bilan
record-reset-cancel = Le garder
record-reset-explain = Effacer oublie tous les résultats jusqu’ici, dans chaque fenêtre ; vos parties sauvegardées restent.
merge-record = Bilan contre les bots : { $n } résultat(s) ajouté(s).

# A table of devices: the host's table screen and a guest's "Join a table".
table-several-devices = Jouer sur plusieurs appareils
table-several-devices-hint = Chaque place humaine sauf la première se joue sur le téléphone ou l'ordinateur d'un invité, sur le même réseau ; cet appareil héberge la partie.
table-badge = table
table-stun = Serveur STUN (facultatif, p. ex. stun.example.org:3478)
table-scan = Scanner
table-scan-stop = Arrêter la caméra
table-scan-failed = La caméra est inutilisable : { $why }
table-code-garbled = Ce n'est pas un code complet de cette application : vérifiez qu'il a été copié en entier.
table-code-wrong-kind = C'est un code de réponse : un invité a besoin du code d'accès de l'hôte (et l'hôte du code de réponse de l'invité).
table-no-webrtc = Ce navigateur ne peut pas établir de connexions directes (WebRTC manque ou est désactivé).
table-code-empty = Saisissez ou collez d'abord un code : ce champ est vide.
table-code-not-reply = C'est un code d'accès : l'hôte a besoin ici du code de réponse de l'invité.
table-code-cannot-encode = La connexion de cet appareil ne tient pas dans un code : créez un nouveau code d'accès.
table-no-network = Aucun réseau n'a été trouvé pour se connecter : vérifiez que cet appareil est sur le même réseau.
table-description-missing = La description de la connexion par le navigateur est incomplète (pas de { $what }).
table-browser-refused = Le navigateur a refusé la connexion ({ $why }).
table-not-open = La connexion n'est pas ouverte.
table-not-waiting = Ce code d'accès a déjà reçu une réponse : créez un nouveau code d'accès.
table-reply-mistyped = { $why } Le code d'accès reste valable : saisissez à nouveau le code de réponse.
table-refused-no-seat = Cette décision concernait une place que cette table n'a pas.
table-unheard = Messages de cet invité non acceptés : { $refused } refusé(s), { $dropped } ignoré(s).
table-unheard-total = { $n ->
    [one] un message refusé ou ignoré
   *[other] { $n } messages refusés ou ignorés
}
table-scan-no-camera = Aucune caméra n'est utilisable ici (la caméra demande https ou localhost) : tapez le code.
table-scan-denied = La caméra n'a pas été autorisée : tapez le code.
table-you-are = Vous jouez { $name }.
table-you-are-at = Vous jouez { $name } à la table de { $host }.
table-shared-board = Cet appareil montre seulement le plateau commun (aucune main) : chaque place humaine est celle d'un invité
table-title = Table
table-summary = Table : { $connected } sur { $seats } connectés
table-making = Création du code d'accès…
table-waiting-reply = Montrez le code d'accès à { $name } (ou laissez-le le scanner), puis tapez ou collez ici son code de réponse.
table-opening = Connexion…
table-connected = Connecté
table-away = { $name } est absent : créez un nouveau code d'accès pour le faire revenir, ou laissez un bot jouer en attendant.
table-failed = La connexion a échoué : { $why }
table-join-code = Code d'accès pour { $name }
table-reply-code = Code de réponse de { $name }
table-qr-join = Code QR du lien d'accès pour { $name }
table-join-link = Lien pour rejoindre
table-connect = Connecter
table-new-code = Nouveau code d'accès
table-to-bot = Laisser un bot jouer cette place
table-from-bot = Rendre la place
table-waiting-for = En attente de { $name }…
table-join = Rejoindre une table
table-join-again = Vous étiez { $name } dans une partie de { $game } : demandez un nouveau code d'accès à l'hôte pour reprendre votre place.
table-type-code = Code d'accès (tapez-le ou collez-le)
table-join-button = Rejoindre
table-not-a-table = Ce code n'est pas une table de cette application.
table-turn-notice = Me prévenir quand c'est mon tour (son et vibration)
table-other-build = L'hôte utilise une autre version de l'application ({ $host }, cet appareil { $guest }) : les deux doivent charger la même version.
table-refused-hello = L'hôte n'a pas encore reçu le salut de cet appareil.
table-refused-seat = Cette décision concernait la place de { $name }, pas la vôtre.
table-refused-turn = C'est au tour de { $name }, pas au vôtre.
table-refused-over = La partie est terminée.
table-refused-stale = La partie a avancé avant l'arrivée de votre décision : décidez à nouveau.
table-refused-illegal = La partie de l'hôte n'autorise pas ce coup.
table-refused-bot = L'hôte laisse un bot jouer votre place pour l'instant, jusqu'à ce qu'il vous la rende.
table-reply-title = Votre code de réponse
table-reply-help = Montrez ce code à l'hôte (ou laissez-le le scanner) ; la partie commence ici dès qu'il l'a saisi.
table-your-reply = Code de réponse
table-qr-reply = Code QR de votre code de réponse
table-waiting-host = En attente de l'hôte…
table-host-gone = La connexion avec l'hôte est perdue : demandez-lui un nouveau code d'accès et rejoignez à nouveau.

# Conseils (src/ui/tip_bubble.rs, src/ui/tips_setting.rs) : les règles
# expliquées quand elles comptent pour la première fois.
tips-bubble-title = Conseil
tips-for = Conseil pour { $name }
tips-got-it = Compris
tips-no-more = Plus de conseils
tips-says = Conseil : { $text }
tips-label = Conseils
tips-explain = De courtes explications d'une règle quand elle se présente pour la première fois, chacune une fois par joueur.
tips-first-games = Trois premières parties et après une leçon
tips-always = Toujours
tips-never = Jamais
tips-again = Revoir les conseils
tips-again-done = Tous les conseils seront de nouveau affichés.

## A screen whose code is fetched when it first opens (src/app.rs, lazy_screen).
chunk-loading = Chargement…
chunk-failed = Cet écran n’a pas pu être chargé : l’appareil est-il hors ligne ?
chunk-retry = Réessayer
