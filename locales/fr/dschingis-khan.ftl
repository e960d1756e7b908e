# Dschingis Khan (Leo Colovini), français.
# Termes : pions (guerriers chinois, cavaliers mongols, fermiers, peste,
# herbe médicinale), éclaireur, villages, la Grande Muraille, sections de
# muraille avec leur porte, tours, réserve générale, active et passive,
# boucle. Arguments comme dans locales/en/dschingis-khan.ftl.

## Names of game things
khan-kind-chinese = guerrier chinois
khan-kind-mongol = cavalier mongol
khan-kind-farmer = fermier
khan-kind-plague = peste
khan-kind-herb = herbe médicinale
khan-code-chinese = C
khan-code-mongol = M
khan-code-farmer = F
khan-code-plague = P
khan-code-herb = H
khan-mongolia = Mongolie
khan-china = Chine
khan-case-plague = peste
khan-case-herb = herbe médicinale
khan-case-normal = selon le côté
khan-case-legend = Piles de bas en haut. Selon le côté : +3 par cavalier en Mongolie ou guerrier en Chine, −3 par guerrier en Mongolie ou cavalier en Chine, +1 par fermier. Peste (sans herbe) : −3 par guerrier ou cavalier, −1 par fermier. Herbe médicinale (sans peste) : +3 et +1. Peste et herbe ensemble s’annulent : selon le côté.

## Setup
khan-start-player = Premier joueur
khan-random-start = Au hasard (selon la graine)
khan-seat-starts = Place { $n }

## Board and supplies
khan-board-label = Le plateau : les villages au nord de la Grande Muraille sont en Mongolie, ceux au sud en Chine
khan-general-supply = Réserve générale : { $n ->
    [one] { $n } muraille
   *[other] { $n } murailles
}
khan-walls-out = { $n ->
    [one] { $n } muraille retirée
   *[other] { $n } murailles retirées
} du jeu
khan-walls = { $n ->
    [one] { $n } muraille
   *[other] { $n } murailles
}
khan-pieces = { $n ->
    [one] { $n } pion
   *[other] { $n } pions
}
khan-passive = réserve passive { $n }
khan-lost = { $n ->
    [one] { $n } perdu
   *[other] { $n } perdus
}
khan-scout-on = éclaireur sur { $v }
khan-scout-off = éclaireur hors du plateau
khan-scout-title = { $name } : éclaireur sur { $v }
khan-controls = contrôle { $n ->
    [one] { $n } village
   *[other] { $n } villages
}
khan-legend = Pions : C guerrier chinois, M cavalier mongol, F fermier, P peste, H herbe médicinale ; ? un pion que vous n’avez pas vu. Les lettres à gauche désignent le propriétaire. La Grande Muraille est dessinée en pierre : avec une porte si une section est ouverte, pleine si elle est fermée ; des tours se dressent à ses extrémités. Bordure bleue en pointillés : un village où votre éclaireur est déjà passé ce tour-ci.
khan-click-help = Cliquez sur le plateau ou choisissez ci-dessous. Par la muraille : cliquez la section où monter, puis celle où descendre, puis le village.

## Status
khan-setup = Mise en place
khan-turn = Tour { $n }
khan-final-round = dernier tour de table
khan-end-announced = la fin est annoncée
khan-game-over = Partie terminée
khan-safety-limit = limite de sécurité atteinte

## Questions
khan-ask-setup-first = { $name } : mise en place : posez un pion tiré sur un village vide
khan-ask-setup-second = { $name } : mise en place : posez l’autre pion sur un village vide voisin de { $v }
khan-ask-setup-scout = { $name } : placez votre éclaireur sur { $a } ou { $b }
khan-ask-draw-first = { $name } : piocher : une muraille ou un pion ?
khan-ask-draw-second = { $name } : deuxième pioche : une muraille ou un pion ?
khan-ask-deploy = { $name } : poser des pions, construire des murailles ou retirer l’éclaireur bloqué du plateau ?
khan-ask-reenter = { $name } : votre éclaireur revient sur le plateau : choisissez son village
khan-ask-step = { $name } : déplacez votre éclaireur d’un pas ({ $n ->
    [one] encore { $n } pion à poser
   *[other] encore { $n } pions à poser
})
khan-ask-place = { $name } : quel pion va sur { $v } ?
khan-ask-build = { $name } : construisez une section de muraille ({ $n ->
    [one] encore { $n } muraille
   *[other] encore { $n } murailles
})

## Actions (the decision panel's buttons)
khan-action-setup-piece = Poser { $kind ->
    [chinese] le guerrier chinois
    [mongol] le cavalier mongol
    [farmer] le fermier
    [plague] la peste
   *[herb] l’herbe médicinale
} sur { $v }
khan-action-scout = Éclaireur sur { $v }
khan-action-draw-wall = Piocher une muraille ({ $n } dans la réserve générale)
khan-action-draw-piece = Piocher un pion ({ $n } dans votre réserve passive)
khan-action-place-pieces = Poser des pions ({ $n })
khan-action-build-walls = Construire des murailles ({ $n })
khan-action-scout-off = Retirer l’éclaireur du plateau
khan-action-pass = Ne rien faire
khan-action-road = À { $v } par la route
khan-action-gate = À { $v } par la porte
khan-action-over-wall = À { $v } par la muraille : monter { $up }, descendre { $down }
khan-action-place-kind = Poser { $kind ->
    [chinese] le guerrier chinois
    [mongol] le cavalier mongol
    [farmer] le fermier
    [plague] la peste
   *[herb] l’herbe médicinale
}
khan-action-build = Construire une section de muraille { $slot } ({ $outcome })

## What a wall does
khan-outcome-extension = prolonge la muraille
khan-outcome-new-end-moved = nouvelle extrémité : le nouveau bras ({ $new }) est plus long que l’ancien ({ $old }), donc l’ancien bras part et l’extrémité se déplace ; { $pruned ->
    [yes] retirées, avec les sections coupées de la muraille
   *[no] retirées
} : { $removed }
khan-outcome-new-end-kept = nouvelle extrémité : le nouveau bras ({ $new }) n’est pas plus long que l’ancien ({ $old }), donc le nouveau bras part ; { $pruned ->
    [yes] retirées, avec les sections coupées de la muraille
   *[no] retirées
} : { $removed }
khan-outcome-loop-rerouted = boucle : le nouvel arc ({ $new }) est plus long que l’ancien ({ $old }), donc l’ancien arc part ; { $pruned ->
    [yes] retirées, avec les sections coupées de la muraille
   *[no] retirées
} : { $removed }
khan-outcome-loop-kept = boucle : le nouvel arc ({ $new }) n’est pas plus long que l’ancien ({ $old }), donc le nouvel arc part ; { $pruned ->
    [yes] retirées, avec les sections coupées de la muraille
   *[no] retirées
} : { $removed }
khan-outcome-branch-loop = une boucle faite seulement d’embranchements : la nouvelle section part ; { $pruned ->
    [yes] retirées, avec les sections coupées de la muraille
   *[no] retirées
} : { $removed }

## Log
khan-log-setup = { $name } pose un pion face cachée sur { $v }
khan-log-scout = { $name } place l’éclaireur sur { $v }
khan-log-reenter = { $name } fait revenir son éclaireur sur { $v }
khan-log-draw-wall = { $name } pioche une muraille
khan-log-draw-piece = { $name } pioche un pion
khan-log-drew-walls = { $name } pioche { $n ->
    [one] { $n } muraille
   *[other] { $n } murailles
}
khan-log-drew-pieces = { $name } pioche { $n ->
    [one] { $n } pion
   *[other] { $n } pions
}
khan-log-drew-both = { $name } pioche { $walls ->
    [one] { $walls } muraille
   *[other] { $walls } murailles
} et { $pieces ->
    [one] { $pieces } pion
   *[other] { $pieces } pions
}
khan-log-place-pieces = { $name } pose des pions
khan-log-build-walls = { $name } construit des murailles
khan-log-scout-off = { $name } retire l’éclaireur bloqué du plateau
khan-log-pass = { $name } ne peut rien faire
khan-log-step-road = { $name } mène son éclaireur à { $v } par la route{ $placed ->
    [yes] {" "}et y pose un pion
   *[no] {""}
}
khan-log-step-gate = { $name } mène son éclaireur à { $v } par la porte (désormais fermée){ $placed ->
    [yes] {" "}et y pose un pion
   *[no] {""}
}
khan-log-step-wall = { $name } mène son éclaireur à { $v } par la muraille, montée { $up }, descente { $down } (désormais fermées){ $placed ->
    [yes] , et y pose un pion
   *[no] {""}
}
khan-log-place = { $name } pose un pion face cachée sur { $v }
khan-log-build = { $name } construit une section de muraille { $slot } : { $outcome }
khan-log-lost = { $name } a son éclaireur bloqué : { $n ->
    [one] { $n } pion quitte
   *[other] { $n } pions quittent
} la partie
khan-log-turn = À { $name } de jouer
khan-log-trigger = Deux réserves sont vides : { $name } annonce la fin ; le dernier tour de table suit
khan-log-over = Décompte final
khan-log-safety = La limite de sécurité (60 tours de table) termine la partie

## Final scores
khan-col-village = Village
khan-col-stack = Pile ↑
khan-col-case = Cas
khan-col-points = Pts
khan-col-controller = Tenu par
khan-col-total = Total
khan-col-rank = Rang
khan-col-villages = Villages
khan-breakdown = Village par village
khan-rules-title = Résumé des règles et arbitrages

## Rules reference
khan-rule-setup = Mise en place : chaque joueur pioche 2 pions et les pose face cachée sur deux villages vides voisins reliés par une route sans muraille, et son éclaireur sur l’un d’eux. Puis chacun prend 2 murailles et pioche 2 pions.
khan-rule-turn = Un tour : piochez deux éléments, un par un (une muraille de la réserve générale ou le pion du dessus de votre réserve passive ; jamais plus de 4 murailles ou 4 pions en main) ; piocher est obligatoire. Puis posez tous vos pions, ou construisez toutes vos murailles, ou retirez un éclaireur bloqué du plateau.
khan-rule-placing = Poser des pions : l’éclaireur fait un pas par pion et pose un pion face cachée au sommet du village atteint : par la route (sans muraille dessus), par une porte ouverte, ou par la muraille (montée par une section ouverte près de son village, descente par une section ouverte près du village visé). Les sections utilisées se ferment. Jamais deux fois le même village dans un tour, jamais sur un autre éclaireur. Un éclaireur bloqué perd les pions restants.
khan-rule-control = Le pion du dessus contrôle un village ; son propriétaire peut regarder toute la pile.
khan-rule-building = Construire : une muraille doit toucher la muraille. Une boucle garde la partie la plus longue et retire la plus courte (à égalité, la nouvelle part) ; atteindre le bord ouest ou est crée une nouvelle extrémité si le nouveau bras est plus long que l’ancien. Les sections coupées sont retirées aussi. Les villages au nord de la ligne principale sont en Mongolie, ceux au sud en Chine.
khan-rule-end = Fin : quand une pioche laisse deux réserves vides (la réserve générale de murailles et les réserves passives), le joueur finit son tour, puis chacun joue encore un tour, celui qui a annoncé la fin en dernier. Les murailles retirées pendant ce dernier tour de table quittent la partie.
khan-rule-scoring = Décompte par village contrôlé : avec peste et sans herbe, −3 par guerrier ou cavalier et −1 par fermier ; avec herbe et sans peste, +3 et +1 ; sinon cavaliers mongols +3 en Mongolie, guerriers chinois +3 en Chine, du mauvais côté −3, fermiers +1. Égalité : le plus de villages l’emporte.
khan-ruling-roads = Arbitrage : chaque paire de villages voisins a une route ; une route barrée par une section de muraille ne se passe que par la porte de cette section, tant qu’elle est ouverte.
khan-ruling-climb = Arbitrage : quand plusieurs sections ouvertes bordent un village, vous choisissez où monter et où descendre ; exactement celles-là se ferment.
khan-ruling-reentry = Arbitrage : un village occupé par l’éclaireur d’un autre joueur n’est jamais un village de retour ; le village de retour ne reçoit pas de pion.
khan-ruling-branch-loop = Arbitrage : une boucle faite seulement d’embranchements retire seulement la section qui vient d’être construite.
khan-ruling-safety = Arbitrage : sans fin annoncée, la partie s’arrête après 60 tours de table (limite de sécurité).

## Refusals
khan-refusal-bad-options = ces options ne permettent pas de partie ({ $why })
khan-options-players = le jeu se joue de 2 à 4 joueurs, pas à { $n }
khan-options-start-player = le premier joueur doit occuper l'une des { $players } places, pas la place { $seat }
khan-refusal-game-over = la partie est terminée
khan-refusal-wrong-kind-of-action = cela ne répond pas à la question posée maintenant
khan-refusal-village-not-empty = { $v } n’est pas vide (il contient des pions ou un éclaireur)
khan-refusal-no-partner = { $v } n’a aucun village voisin vide relié par une route sans muraille
khan-refusal-not-neighbours = { $a } et { $b } ne sont pas voisins
khan-refusal-road-walled = la route croise la section de muraille { $slot } : les villages sont de part et d’autre
khan-refusal-kind-not-held = vous n’avez { $kind ->
    [chinese] aucun guerrier chinois
    [mongol] aucun cavalier mongol
    [farmer] aucun fermier
    [plague] pas la peste
   *[herb] pas l’herbe médicinale
}
khan-refusal-scout-not-on-start-villages = l’éclaireur va sur l’un de vos deux villages de départ
khan-refusal-general-supply-empty = la réserve générale n’a plus de muraille
khan-refusal-passive-supply-empty = votre réserve passive est vide
khan-refusal-four-held = vous en avez déjà quatre de cette sorte
khan-refusal-no-pieces-held = vous n’avez aucun pion à poser
khan-refusal-no-walls-held = vous n’avez aucune muraille à construire
khan-refusal-scout-off-board = votre éclaireur n’est pas sur le plateau
khan-refusal-scout-not-blocked = votre éclaireur n’est pas bloqué : il peut encore faire un pas
khan-refusal-must-deploy = vous devez poser des pions, construire des murailles ou retirer un éclaireur bloqué
khan-refusal-reentry-tier = l’éclaireur doit revenir sur un village de priorité { $tier } (votre village avec un pas possible, puis un village vide avec un pas possible, puis n’importe lequel)
khan-refusal-other-scout = l’éclaireur d’un autre joueur se trouve sur { $v }
khan-refusal-visited = votre éclaireur est déjà passé par { $v } ce tour-ci
khan-refusal-no-road = aucune route ne relie { $a } et { $b }
khan-refusal-road-crosses-wall = la route croise la section de muraille { $slot } : passez plutôt par sa porte (si elle est ouverte)
khan-refusal-no-wall-piece = il n’y a pas de section de muraille { $slot }
khan-refusal-closed = la section de muraille { $slot } est fermée
khan-refusal-not-bordering = la section de muraille { $slot } ne borde pas { $v }
khan-refusal-slot-taken = il y a déjà une section de muraille { $slot }
khan-refusal-not-connected = une section de muraille { $slot } ne toucherait pas la muraille

## The villages' names on the board (our own, one per village); the ids
## (V01 to V38) stay small in a corner and in each village's title. The log
## and the choices name a village with its id after it (khan-village-title)
## and a wall piece by the two villages its slot separates (khan-slot).
khan-village-name = { $v ->
    [V01] Mont-Loup
    [V02] Roc-aux-Aigles
    [V03] Ciel-Bleu
    [V04] Source-Froide
    [V05] Dix-Yourtes
    [V06] Pré-aux-Chevaux
    [V07] Salines
    [V08] Halte-Faucon
    [V09] Dune-Rouge
    [V10] Puits-du-Khan
    [V11] Gué-Chameau
    [V12] Marché-Feutre
    [V13] Tentes-Noires
    [V14] Champ-Alouette
    [V15] Porte-du-Vent
    [V16] Étrier-de-Fer
    [V17] Herbe-Longue
    [V18] Cairn-de-Pierre
    [V19] Colline-Fumée
    [V20] Porte-de-Jade
    [V21] Bourg-Millet
    [V22] Pont-Lanterne
    [V23] Tour-Cloche
    [V24] Route-Soie
    [V25] Mont-Prunier
    [V26] Bourg-Thé
    [V27] Rizières
    [V28] Étang-Grue
    [V29] Pierre-d'Encre
    [V30] Jardin-Pêcher
    [V31] Gué-Saules
    [V32] Fours
    [V33] Ferme-Mûrier
    [V34] Champs-d'Or
    [V35] Étang-Lotus
    [V36] Moulin-Papier
    [V37] Bac-du-Dragon
   *[V38] Bambouseraie
  }
# A village's title on the board: its name and id.
khan-village-title = { $name } ({ $v })
# Where a wall piece stands: the two villages its slot separates.
khan-slot = entre { $a } et { $b }
# A wall slot's title on the board: where it stands and its id (H3-08).
khan-slot-title = Emplacement de muraille { $slot } ({ $id })

## Learn to play
lesson-dk-goal = Bienvenue dans Dschingis Khan ! Votre éclaireur mène vos pions vers les villages. À la fin, chaque village compte pour le joueur dont le pion est au sommet : le plus de points l’emporte.
lesson-dk-board = La Grande Muraille va d’une tour rouge à l’autre, d’ouest en est : au nord, la Mongolie ; au sud, la Chine. Construire des murailles la déplace.
lesson-dk-pieces = Vos 17 pions sont face cachée : 5 guerriers chinois, 5 cavaliers mongols, 5 fermiers, 1 peste et 1 herbe médicinale. Les autres ne voient que votre couleur.
lesson-dk-setup-first = Mise en place : vous avez pioché un cavalier mongol et un fermier. Posez le cavalier face cachée sur Mont-Prunier, en Chine pour l’instant.
lesson-dk-why-setup-first = La leçon déplace la Grande Muraille autour de Mont-Prunier à votre premier tour : votre cavalier va donc là maintenant.
lesson-dk-setup-second = Le second pion va sur un village voisin vide du même côté, relié par une route sans muraille : posez le fermier sur Fours.
lesson-dk-why-setup-second = Un fermier rapporte +1 des deux côtés : Fours est sûr, où que la muraille aille.
lesson-dk-setup-scout = Placez maintenant votre éclaireur sur l’un de vos deux villages : Mont-Prunier. Chaque voyage part de là où il se trouve.
lesson-dk-why-setup-scout = Sur Mont-Prunier, votre éclaireur est au pied de la muraille et pourra l’atteindre au prochain tour.
lesson-dk-supplies = Votre adversaire a posé deux pions face cachée : vous ne voyez que leur couleur. Chacun a pris 2 murailles et pioché 2 pions ; vous avez un fermier et un cavalier mongol.
lesson-dk-draw-wall = À vous : piochez deux éléments, un par un, puis déployez. Prenez une muraille de la réserve générale. Vous avez au plus 4 murailles et 4 pions.
lesson-dk-why-draw-wall = Il faut trois murailles pour déplacer l’extrémité de la muraille ce tour-ci : piochez d’abord une muraille.
lesson-dk-draw-piece = Piochez maintenant le pion du dessus de votre réserve passive : une herbe médicinale. Vous seul savez ce que c’est.
lesson-dk-why-draw-piece = Vos murailles suffisent pour ce tour ; un pion maintenant, c’est un de plus à poser lors d’un prochain tour.
lesson-dk-deploy = Déployez tous les éléments d’un même type : tous vos pions, ou toutes vos murailles. Construisez vos murailles !
lesson-dk-why-deploy = Ce tour sert à construire : vos trois murailles vont faire passer Mont-Prunier en Mongolie.
lesson-dk-build-first = Une nouvelle muraille doit toucher la muraille, sur une ligne claire entre deux tours ; elle est construite ouverte. Commencez à la tour entre Route-Soie et Mont-Prunier.
lesson-dk-why-build = Ces trois sections, dans cet ordre, placent la muraille au sud de Mont-Prunier, où votre cavalier marque.
lesson-dk-build-second = Prolongez le nouvel embranchement le long du sud de Mont-Prunier.
lesson-dk-build-new-end = Cette section atteint le bord est : une nouvelle extrémité ! Le nouveau bras a 3 sections, l’ancien 1 : le plus long reste, l’ancien bras retourne dans la réserve générale.
lesson-dk-sides = La Grande Muraille passe maintenant au sud de Mont-Prunier : il est en Mongolie, et votre cavalier y rapporte +3 au lieu de −3. Fours reste en Chine.
lesson-dk-blocked = Toutes les sections de muraille voisines de Mont-Prunier sont fermées : votre éclaireur ne peut faire aucun pas. Il est bloqué.
lesson-dk-end-rule = Quand une pioche laisse deux réserves vides (la réserve générale de murailles et les réserves passives comptent), ce joueur annonce la fin : chacun joue encore un tour, lui en dernier.
lesson-dk-scoring = La partie est finie et tous les pions sont révélés. Chaque village compte pour le joueur dont le pion est au sommet, avec tous ses pions. Vos villages :
lesson-dk-scoring-china = En Chine, sans peste ni herbe : +3 par guerrier chinois, −3 par cavalier mongol, +1 par fermier. Vous : { $points } points.
lesson-dk-scoring-mongolia = En Mongolie, c’est l’inverse : +3 par cavalier mongol, −3 par guerrier chinois, +1 par fermier. Vous : { $points } points.
lesson-dk-scoring-plague = Avec la peste et sans herbe, des deux côtés : −3 par guerrier ou cavalier, −1 par fermier. Vous : { $points } points.
lesson-dk-scoring-herb = Avec l’herbe et sans peste, des deux côtés : +3 par guerrier ou cavalier, +1 par fermier. Vous : { $points } points.
lesson-dk-scoring-both = La peste et l’herbe ensemble s’annulent : le village compte selon son côté. Vous : { $points } points.
lesson-dk-winner = Votre total : { $total } points ; le meilleur score : { $best }. Le plus de points l’emporte ; à égalité, le joueur qui a le plus de villages.
lesson-dk-journey = Votre adversaire a posé des pions : son éclaireur est passé par la route et par-dessus la muraille, posant un pion face cachée sur chaque village atteint. Les sections utilisées sont maintenant fermées.
lesson-dk-own = La partie est à vous : chaque décision est la vôtre, contre un adversaire facile. Des astuces expliquent chaque règle quand elle compte pour la première fois. Jouez jusqu’au bout !

lesson-dk-take-off = Au lieu de déployer, vous pouvez retirer un éclaireur bloqué. Il revient quand vous posez des pions : sur votre village, ou sinon sur un village vide.

# The game on the home screen (GameKind::title, GameKind::blurb).
game-title-dschingis-khan = Dschingis Khan
game-blurb-dschingis-khan = Le jeu de Leo Colovini sur la Grande Muraille mouvante : menez votre peuple dans les villages du bon côté de la muraille, puis déplacez la muraille. Pièces cachées, frontières changeantes.
