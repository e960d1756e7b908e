# China (Michael Schacht) : chaque mot du jeu, en français.
# Termes : maison, émissaire, fortification, emplacement, champ du dragon,
# pioche, défausse, cartes visibles, alliance, chaîne, décompte final.

## Couleurs des cartes et provinces

china-colour-purple = violet
china-colour-red = rouge
china-colour-green = vert
china-colour-orange = orange
china-colour-yellow = jaune
china-cards-purple = { $n ->
    [one] carte violette
   *[other] cartes violettes
}
china-cards-red = { $n ->
    [one] carte rouge
   *[other] cartes rouges
}
china-cards-green = { $n ->
    [one] carte verte
   *[other] cartes vertes
}
china-cards-orange = { $n ->
    [one] carte orange
   *[other] cartes orange
}
china-cards-yellow = { $n ->
    [one] carte jaune
   *[other] cartes jaunes
}
china-province-qin = Ch'in
china-province-zhao = Zhao
china-province-yan = Yan
china-province-wei = Wei
china-province-qi = Qi
china-province-lu = Lu
china-province-chu = Chu
china-province-han = Han
china-province-shu = Shu
china-site = { $province } { $n }
china-payment-one = une { $card }
china-payment-joker = deux { $cards } (joker)

## Mise en place

china-side-a = face A (3–4 joueurs, 43 emplacements)
china-side-b = face B (4–5 joueurs, 51 emplacements)
china-board-side = Face du plateau
china-side-hint = À 3 joueurs on joue sur la face A, à 5 sur la face B ; à 4 on choisit.
china-fortifications-option = Fortifications (pour joueurs confirmés)

## La table

china-ending = dernière manche
china-game-over = Partie terminée
china-hand = Votre main
china-hand-of = Main de { $name }
china-hand-hidden = Les mains sont cachées ; chacun ne voit que la sienne.
china-display = Cartes visibles
china-draw-pile = Pioche : { $n }
china-discard-pile = Défausse : { $n }
china-used-up-once = pioche épuisée une fois
china-used-up-twice = pioche épuisée deux fois
china-players = Joueurs
china-cards-in-hand = { $n ->
    [one] { $n } carte
   *[other] { $n } cartes
}
china-points = { $n ->
    [one] { $n } point
   *[other] { $n } points
}
china-houses-left = { $n ->
    [one] { $n } maison
   *[other] { $n } maisons
}
china-envoys-left = { $n ->
    [one] { $n } émissaire
   *[other] { $n } émissaires
}
china-fortification-left = 1 fortification
china-no-fortification-left = aucune fortification
china-fortify-arm = Poser ma fortification : cliquez sur un emplacement libre
china-fortify-armed = Cliquez sur l’emplacement libre de votre fortification (ou ici pour annuler)
china-joker-button = 2 × { $colour } en joker
china-scored = décomptée
china-map-title = Le plateau : provinces, emplacements, routes, champs du dragon et alliances
china-dragon-field = Champ du dragon de { $province } : { $n ->
    [one] { $n } émissaire
   *[other] { $n } émissaires
}
china-alliance = Alliance { $n }
china-site-free = { $site } : libre
china-site-house = { $site } : maison de { $owner }

## Scores finaux

china-rank = Rang
china-total = Total
china-houses-in-play = Maisons (provinces pleines)
china-houses-at-end = Maisons (décompte final)
china-alliances = Émissaires (alliances)
china-chains = Chaînes
china-supply-pieces = Pions en réserve (départage)

## Questions et actions

china-ask = { $name } : { $question }
china-ask-turn = placez des pions, ou échangez une carte
china-ask-pay-first = payez un pion : une carte de la couleur d’une province, ou deux cartes d’une autre couleur comme joker
china-ask-pay-second-in = payez un second pion dans { $province }, ou arrêtez
china-ask-pay-second = payez un second pion, ou arrêtez
china-ask-put = posez le pion payé avec { $payment } : une maison sur un emplacement libre ou un émissaire sur un champ du dragon
china-ask-refill = complétez votre main ({ $hand } sur 3) : prenez une carte visible ou piochez
china-ask-swap-discard = échange : choisissez la carte à défausser
china-ask-swap-take = échange : prenez une carte visible ou piochez
china-action-placement = Placer des pions
china-action-swap = Échanger une carte
china-action-pay = Jouer une { $card }
china-action-pay-joker = Jouer deux { $cards } comme joker
china-action-house = Maison sur { $site }
china-action-envoy = Émissaire sur le champ du dragon de { $province }
china-action-fortify = Fortification sur { $site }
china-action-stop = Pas de second pion
china-action-take = Prendre la { $card } visible
china-action-draw = Piocher la carte du dessus
china-action-discard = Défausser une { $card }

## Le journal

china-log-house = { $name } pose une maison sur { $site } en payant { $payment }
china-log-fortification = { $name } pose une fortification sur { $site } en payant { $payment }
china-log-envoy = { $name } envoie un émissaire dans { $province } en payant { $payment }
china-log-stop = { $name } ne place pas de second pion
china-log-swap = { $name } échange une carte : défausse une { $card }
china-log-take = { $name } prend la { $card } visible
china-log-draw = { $name } pioche une carte
china-province-full = { $province } est pleine : { $scores }
china-province-final = { $province } : { $scores }
china-nobody-scores = personne ne marque
china-display-refilled = Les cartes visibles sont complétées : { $cards }
china-pile-reshuffled = La pioche est épuisée : la défausse ({ $n ->
    [one] { $n } carte
   *[other] { $n } cartes
}) est mélangée et devient la nouvelle pioche
china-pile-used-up = La pioche est épuisée une seconde fois : la manche se termine avec les seules cartes visibles
china-passed = { $name } ne peut ni placer ni échanger, et passe
china-ended-pile = La manche est terminée après le second épuisement de la pioche : fin de la partie
china-ended-nothing-to-place = Plus personne ne peut placer de pion : fin de la partie
china-final-scoring = Décompte final
china-alliance-scored = Alliance { $n } : { $scores }
china-chains-scored = Chaînes : { $scores }

## Refus

china-bad-options = ces options ne permettent pas de jouer ({ $why })
china-options-players = le jeu se joue de 3 à 5 joueurs, pas à { $n }
china-options-side = à { $players } joueurs, on joue sur la face { $needed }, pas sur la face { $side }
china-game-is-over = la partie est terminée
china-illegal-wrong-kind = cela ne répond pas à la question posée maintenant
china-illegal-no-placement = aucun pion ne peut être placé avec les cartes de votre main ; échangez plutôt une carte
china-illegal-no-card-to-swap = pour échanger, il faut une carte en main
china-illegal-nothing-to-take = pour échanger, il faut une carte à prendre, et il n’y en a aucune
china-illegal-missing-joker = un joker demande deux { $cards } en main
china-illegal-missing-card = vous n’avez aucune { $card }
china-illegal-payment-places-nothing = aucun pion ne peut être placé avec { $payment }
china-illegal-wrong-colour = { $province } se paie avec des { $wanted }, pas avec des { $cards }
china-illegal-joker-own-colour = deux { $cards } ne font pas joker dans { $province }, une province de cette couleur : payez-y une { $card }
china-illegal-other-province = tous les pions d’un tour vont dans une seule province, et celle de ce tour est { $province }
china-illegal-no-such-site = { $site } n’existe pas sur cette face du plateau
china-illegal-site-has-house = { $site } porte déjà une maison
china-illegal-site-not-free = une fortification demande un emplacement sans maison ni fortification, et { $site } est occupé
china-illegal-no-house-left = vous n’avez plus de maison
china-illegal-no-envoy-left = vous n’avez plus d’émissaire
china-illegal-no-fortification-left = vous n’avez plus de fortification
china-illegal-envoy-limit = { $province } compte déjà { $envoys ->
    [one] { $envoys } émissaire
   *[other] { $envoys } émissaires
} et la majorité de maisons y est de { $houses ->
    [one] { $houses } maison
   *[other] { $houses } maisons
} ; les émissaires ne peuvent pas être plus nombreux
china-illegal-no-fortifications = les fortifications ne sont pas utilisées dans cette partie
china-illegal-not-on-display = aucune { $card } n’est visible
china-illegal-pile-empty = la pioche est épuisée
china-illegal-not-in-hand = vous n’avez aucune { $card } en main

## Les règles en bref

china-rules-title = Les règles de China en bref
china-rules-turn = À votre tour, placez des pions ou échangez une carte. Placer : au plus deux pions, tous deux dans une même province ; chacun coûte une carte de la couleur de la province, ou deux cartes d’une autre couleur comme joker. Un second pion n’est permis que dans une province qui contenait déjà un pion au début de votre tour.
china-rules-pieces = Une maison se pose sur un emplacement libre. Un émissaire se pose sur le champ du dragon de la province ; une province ne peut jamais compter plus d’émissaires que le plus grand nombre de maisons qu’un joueur y possède.
china-rules-refill = Après avoir placé, complétez votre main à 3 cartes, chacune prise parmi les cartes visibles ou sur la pioche ; les cartes visibles sont ensuite complétées à 4. Échanger : défaussez une carte, prenez-en une visible ou sur la pioche.
china-rules-province-scoring = Une province dont tous les emplacements portent une maison est décomptée aussitôt (les autres à la fin) : les joueurs qui y ont le plus de maisons marquent le nombre total de maisons de la province ; chaque place suivante marque le nombre de maisons de la place au-dessus.
china-rules-final-scoring = Décompte final : alliance par alliance (de 1 à 15), tout joueur majoritaire en émissaires dans ses deux provinces marque tous les émissaires de ces deux provinces. Puis les chaînes : chaque suite d’au moins 4 maisons à soi reliées par des routes rapporte 1 point par maison.
china-rules-end = La défausse devient une fois la nouvelle pioche ; quand celle-ci est épuisée une seconde fois, la manche est jouée jusqu’au bout. En cas d’égalité, gagne celui à qui il reste le plus de pions en réserve.
china-rules-ruling-side = Choix retenu : à 3 joueurs face A, à 5 face B, à 4 au choix (B par défaut).
china-rules-ruling-display = Choix retenu : les cartes prises parmi les cartes visibles sont connues de tous jusqu’à ce qu’une carte de cette couleur soit jouée ou défaussée ; les bots ne savent que ce qu’un joueur à la table peut savoir.
china-rules-fortifications = Option : les fortifications (une par joueur) se posent comme un pion sur un emplacement libre et n’appartiennent à personne ; qui y construit une maison marque double pour cette province et pour la chaîne qui la traverse.

## Learn to play

lesson-china-goal = Bienvenue dans China ! Vous payez avec des cartes pour construire des maisons et envoyer des émissaires dans les neuf provinces. Maisons, alliances et chaînes rapportent : le plus de points l’emporte.
lesson-china-cards = Chaque carte a la couleur d’une province et y paie un pion. Vous avez deux cartes jaunes (Ch'in ou Qi) et une orange (Yan ou Han).
lesson-china-placement = À votre tour, vous placez des pions ou vous échangez une carte. Plaçons un pion.
lesson-china-why-placement = Placer des pions est le cœur du jeu : la leçon commence par là.
lesson-china-pay = Payez avec une carte de la couleur de la province. Jouez une carte jaune pour Ch'in.
lesson-china-why-pay = La leçon commence dans Ch'in, une province jaune, et vous avez deux cartes jaunes.
lesson-china-house = Une maison se pose sur un emplacement libre. Construisez sur Ch'in 3 : Ch'in ne contenait encore aucun pion, vous ne pouvez donc y poser qu’un pion ce tour-ci.
lesson-china-why-house = Ch'in 3 est sur les routes vers Ch'in 2 et vers Wei : un bon début pour une chaîne de maisons.
lesson-china-refill = Après avoir placé, complétez votre main à 3 cartes : parmi les 4 cartes visibles ou face cachée sur la pioche. Prenez la carte jaune.
lesson-china-why-refill = Avec une deuxième carte jaune, vous payez deux pions dans Ch'in au prochain tour.
lesson-china-game-over = La partie est finie. Vos points, décompte par décompte :
lesson-china-final-houses = Les provinces jamais remplies décomptent maintenant leurs maisons de la même façon : { $points } points.
lesson-china-final-alliances = Alliances : le plus d’émissaires (égalité comprise) dans les deux provinces d’une paire voisine rapporte tous leurs émissaires : { $points } points.
lesson-china-final-chains = Chaînes : au moins 4 de vos maisons reliées par des routes rapportent 1 point par maison : { $points } points.
lesson-china-winner = Votre total : { $total } points ; le meilleur score : { $best }. À égalité, gagne celui à qui il reste le plus de pions en réserve.
lesson-china-turn = Dans une province qui contenait déjà des pions, vous pouvez en poser deux. Tous les pions d’un tour vont dans une province. Deux cartes d’une couleur servent de joker.
lesson-china-envoys = Les émissaires se posent sur le champ du dragon d’une province, jamais plus que le plus grand nombre de maisons d’un joueur. À la fin, ils comptent en alliances de provinces voisines.
lesson-china-province-scoring = Une province pleine est décomptée aussitôt : le plus de maisons marque un point par maison ; le deuxième marque le nombre de maisons du premier. Les ex æquo partagent une place.
lesson-china-end-rule = Quand la pioche est épuisée, la défausse devient la nouvelle pioche. Quand celle-ci est épuisée elle aussi, la manche est jouée jusqu’au bout.
lesson-china-own = La partie est à vous : chaque décision est la vôtre, contre deux adversaires faciles. Des astuces expliquent chaque règle quand elle compte pour la première fois. Jouez jusqu’au bout !
lesson-china-final-in-play = Provinces décomptées quand elles se sont remplies : { $points } points.

china-action-pass = Passer

# The game on the home screen (GameKind::title, GameKind::blurb).
game-title-china = China
game-blurb-china = Le jeu de Michael Schacht sur les maisons et les émissaires : bâtissez dans les provinces de la Chine ancienne, remportez les alliances grâce à vos émissaires et reliez vos maisons en chaînes.
