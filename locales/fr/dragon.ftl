# L'année du dragon (fr). Termes du résumé français des règles : personnages,
# événements, actions. Les extensions (la Grande Muraille, les super-événements)
# n'y figurent pas ; leurs noms sont traduits librement des règles allemandes.
# Arguments : $name le nom d'un joueur ; $n, $m des nombres ; $person, $kind,
# $kinds, $card, $event, $rule, $bonus, $reason, $source des noms déjà traduits.

## Personnages. $form : one = le nom seul (« jeune guérisseur »), a = avec
## « un/une », the = avec « le/la/l' », other = le pluriel (« vos guérisseurs »),
## mark = les deux lettres de la tuile. $age : young, old ou any (le type).

dragon-kind-craftsman = { $form ->
    [a] un ouvrier
    [the] l'ouvrier
    [other] ouvriers
    [mark] Ou
   *[one] ouvrier
}
dragon-kind-court-lady = { $form ->
    [a] une courtisane
    [the] la courtisane
    [other] courtisanes
    [mark] Co
   *[one] courtisane
}
dragon-kind-tax-collector = { $form ->
    [a] un collecteur d'impôts
    [the] le collecteur d'impôts
    [other] collecteurs d'impôts
    [mark] Ci
   *[one] collecteur d'impôts
}
dragon-kind-pyrotechnist = { $form ->
    [a] { $age ->
        [young] un jeune artificier
        [old] un artificier âgé
       *[any] un artificier
    }
    [the] { $age ->
        [young] le jeune artificier
        [old] l'artificier âgé
       *[any] l'artificier
    }
    [other] artificiers
    [mark] Ar
   *[one] { $age ->
        [young] jeune artificier
        [old] artificier âgé
       *[any] artificier
    }
}
dragon-kind-warrior = { $form ->
    [a] { $age ->
        [young] un jeune guerrier
        [old] un guerrier âgé
       *[any] un guerrier
    }
    [the] { $age ->
        [young] le jeune guerrier
        [old] le guerrier âgé
       *[any] le guerrier
    }
    [other] guerriers
    [mark] Gu
   *[one] { $age ->
        [young] jeune guerrier
        [old] guerrier âgé
       *[any] guerrier
    }
}
dragon-kind-monk = { $form ->
    [a] { $age ->
        [young] un jeune moine
        [old] un moine âgé
       *[any] un moine
    }
    [the] { $age ->
        [young] le jeune moine
        [old] le moine âgé
       *[any] le moine
    }
    [other] moines
    [mark] Mo
   *[one] { $age ->
        [young] jeune moine
        [old] moine âgé
       *[any] moine
    }
}
dragon-kind-healer = { $form ->
    [a] { $age ->
        [young] un jeune guérisseur
        [old] un guérisseur âgé
       *[any] un guérisseur
    }
    [the] { $age ->
        [young] le jeune guérisseur
        [old] le guérisseur âgé
       *[any] le guérisseur
    }
    [other] guérisseurs
    [mark] Gé
   *[one] { $age ->
        [young] jeune guérisseur
        [old] guérisseur âgé
       *[any] guérisseur
    }
}
dragon-kind-farmer = { $form ->
    [a] { $age ->
        [young] un jeune paysan
        [old] un paysan âgé
       *[any] un paysan
    }
    [the] { $age ->
        [young] le jeune paysan
        [old] le paysan âgé
       *[any] le paysan
    }
    [other] paysans
    [mark] Pa
   *[one] { $age ->
        [young] jeune paysan
        [old] paysan âgé
       *[any] paysan
    }
}
dragon-kind-scholar = { $form ->
    [a] { $age ->
        [young] un jeune savant
        [old] un savant âgé
       *[any] un savant
    }
    [the] { $age ->
        [young] le jeune savant
        [old] le savant âgé
       *[any] le savant
    }
    [other] savants
    [mark] Sa
   *[one] { $age ->
        [young] jeune savant
        [old] savant âgé
       *[any] savant
    }
}
dragon-person-tile = { $person } ({ $value ->
    [one] { $value } case
   *[other] { $value } cases
} sur la piste de personnage, { $symbols ->
    [one] { $symbols } symbole
   *[other] { $symbols } symboles
})
dragon-hand-card = carte { $kind }
dragon-hand-card-wild = carte point d'interrogation

## Cartes Action.

dragon-card-taxes = Impôts
dragon-card-build = Construction
dragon-card-harvest = Récolte
dragon-card-fireworks = Fusée
dragon-card-military-parade = Armée
dragon-card-research = Études
dragon-card-privilege = Privilège
dragon-card-great-wall = Grande Muraille

## Événements.

dragon-event-peace = Repos
dragon-event-imperial-tribute = Tribut à l'em{"\u00AD"}pereur
dragon-event-drought = Séche{"\u00AD"}resse
dragon-event-dragon-festival = Fête du dragon
dragon-event-mongol-invasion = Assaut mongol
dragon-event-disease = Épidémie
dragon-event-rule-peace = Il ne se passe rien.
dragon-event-rule-imperial-tribute = Payez 4 yuan ; licenciez un personnage par yuan manquant.
dragon-event-rule-drought = Payez 1 sac de riz par palais occupé ; chaque palais non ravitaillé perd un personnage.
dragon-event-rule-dragon-festival = Le plus de feux d'artifice : 6 points de victoire ; le deuxième : 3 points de victoire. Ceux qui marquent rendent la moitié de leurs feux d'artifice.
dragon-event-rule-mongol-invasion = 1 point de victoire par casque ; le moins de casques licencie un personnage.
dragon-event-rule-disease = Licenciez 3 personnages, 1 de moins par mortier sur vos guérisseurs.
dragon-event-now = { $event } : { $rule }
dragon-month-title = Mois { $m } : { $event } — { $rule }

## Super-événements (mois 7).

dragon-super-lantern-festival = Fête des lanternes
dragon-super-buddha = Bouddha
dragon-super-earthquake = Tremblement de terre
dragon-super-flood = Inondation
dragon-super-solar-eclipse = Éclipse solaire
dragon-super-volcano = Éruption volcanique
dragon-super-typhoon = Typhon
dragon-super-sunrise = Lever du soleil
dragon-super-assassination = Assassinat
dragon-super-charter = Charte
dragon-super-rule-lantern-festival = +2 points de victoire par personnage.
dragon-super-rule-buddha = Décompte des moines dès maintenant : bouddhas × étages.
dragon-super-rule-earthquake = Chaque joueur retire 2 étages de palais de son choix.
dragon-super-rule-flood = Chaque joueur rend la moitié de ses yuan, sacs de riz et feux d'artifice.
dragon-super-rule-solar-eclipse = L'événement du mois 7 a lieu une seconde fois.
dragon-super-rule-volcano = Tous les marqueurs de personnage reviennent à 0, dans le même ordre.
dragon-super-rule-typhoon = Défaussez 2 cartes Personnage : pas de phase Personnage aux mois 10 à 12.
dragon-super-rule-sunrise = Chaque joueur prend sans carte un jeune personnage d'un type que personne n'a pris.
dragon-super-rule-assassination = Tous les privilèges sont perdus avant le décompte de ce mois.
dragon-super-rule-charter = Chaque joueur reçoit les symboles d'un de ses types de personnages.
dragon-super-title = { $event } : { $rule }

## Bonus des sections de muraille.

dragon-wall-rice = 1 sac de riz
dragon-wall-rocket = 1 feu d'artifice
dragon-wall-floor = 1 pièce Palais
dragon-wall-yuan = 2 yuan
dragon-wall-steps = 3 cases de personnage
dragon-wall-points = 3 points de victoire

## D'où viennent les points de victoire.

dragon-vp-palaces = palais
dragon-vp-court-ladies = courtisanes
dragon-vp-privileges = privilèges
dragon-vp-research = études
dragon-vp-dragon-festival = fête du dragon
dragon-vp-mongol-invasion = assaut mongol
dragon-vp-great-wall = Grande Muraille
dragon-vp-lantern-festival = fête des lanternes
dragon-vp-monks = moines
dragon-vp-persons = personnages
dragon-vp-money = argent

## Pourquoi un personnage doit être licencié.

dragon-reason-imperial-tribute = tribut à l'empereur
dragon-reason-drought = sécheresse
dragon-reason-mongol-invasion = assaut mongol
dragon-reason-disease = épidémie
dragon-reason-great-wall = Grande Muraille
dragon-reason-earthquake = tremblement de terre

## Les phases d'un mois.

dragon-phase-draft = Choix initial
dragon-phase-actions = Phase Action
dragon-phase-persons = Phase Personnage
dragon-phase-event = Phase Événement
dragon-phase-game-over = Fin de la partie
dragon-status = { $month } · { $phase }

## Mise en place.

dragon-large-privilege = Grand privilège
dragon-edition-2017 = 7 yuan (édition 2017)
dragon-edition-2007 = 6 yuan (édition 2007)
dragon-great-wall-option = La Grande Muraille (extension)
dragon-super-events = Super-événement au mois 7
dragon-super-events-off = Aucun
dragon-super-events-random = Au hasard

## Le plateau.

dragon-month = Mois { $m }
dragon-months = L'année : un événement par mois
dragon-wall = La Grande Muraille
dragon-action-groups = Groupes de cartes
dragon-group = Groupe { $n }
dragon-group-cost = choisi : 3 yuan pour le rejoindre
dragon-supply = Personnages de la réserve
dragon-young-left = { $n ->
    [one] { $n } jeune restant
   *[other] { $n } jeunes restants
}
dragon-old-left = { $n ->
    [one] { $n } âgé restant
   *[other] { $n } âgés restants
}
dragon-supply-tile = { $person } — { $count }
dragon-dismissed = { $n ->
    [one] { $n } personnage licencié
   *[other] { $n } personnages licenciés
}
dragon-person-track = Piste de personnage (ordre du tour)
dragon-vp-track = Points de victoire
dragon-yuan-count = { $n } yuan
dragon-rice-count = { $n ->
    [one] { $n } sac de riz
   *[other] { $n } sacs de riz
}
dragon-rockets-count = { $n ->
    [one] { $n } feu d'artifice
   *[other] { $n } feux d'artifice
}
dragon-small-privileges = { $n ->
    [one] { $n } petit privilège
   *[other] { $n } petits privilèges
}, 1 dragon chacun
dragon-large-privileges = { $n ->
    [one] { $n } grand privilège
   *[other] { $n } grands privilèges
}, 2 dragons chacun
dragon-vp = PV
dragon-track = piste de personnage
dragon-hand-left = { $n ->
    [one] { $n } carte Personnage restante
   *[other] { $n } cartes Personnage restantes
}
dragon-wall-tiles = Sections de muraille
dragon-palace = palais { $n } — { $floors ->
    [one] { $floors } étage
   *[other] { $floors } étages
}
dragon-empty-floor = étage vide
dragon-new-palace = construire un nouveau palais
dragon-game-over = Fin de la partie
dragon-total = Total
dragon-rank = Rang
dragon-rules-title = Résumé des règles et décisions

## La question posée au joueur dont c'est le tour.

dragon-ask-draft-first = { $name } : choisissez un premier jeune personnage
dragon-ask-draft-second = { $name } : choisissez un second jeune personnage (d'un autre type que « { $kind } »)
dragon-ask-action = { $name } : choisissez un groupe de cartes, ou complétez à 3 yuan
dragon-ask-privilege = { $name } : choisissez le privilège à acheter
dragon-ask-wall-tile = { $name } : choisissez la section de muraille à construire
dragon-ask-build = { $name } : placez un étage de palais (encore { $n })
dragon-ask-play-card = { $name } : jouez une carte Personnage
dragon-ask-sunrise = { $name } : lever du soleil : prenez un jeune personnage
dragon-ask-recruit = { $name } : choisissez le personnage à prendre
dragon-ask-place = { $name } : placez { $person } dans un palais
dragon-ask-dismiss = { $name } : licenciez { $n ->
    [one] { $n } personnage
   *[other] { $n } personnages
} ({ $reason })
dragon-ask-remove-floor = { $name } : tremblement de terre : retirez { $n ->
    [one] { $n } étage
   *[other] { $n } étages
}
dragon-ask-return-goods = { $name } : inondation : rendez { $n } yuan, sacs de riz ou feux d'artifice
dragon-ask-discard = { $name } : typhon : défaussez { $n ->
    [one] { $n } carte Personnage
   *[other] { $n } cartes Personnage
}
dragon-ask-charter = { $name } : charte : choisissez un type de personnage

## Les boutons des actions.

dragon-action-take = { $cost ->
    [0] { $card } du groupe { $group }
   *[other] { $card } du groupe { $group } (payer { $cost } yuan)
}
dragon-action-refill = Compléter à 3 yuan
dragon-action-small-privilege = Petit privilège ({ $price } yuan)
dragon-action-large-privilege = Grand privilège ({ $price } yuan)
dragon-action-wall = Section de muraille : { $bonus }
dragon-action-build = Ajouter un étage au palais { $n }
dragon-action-play-card = Jouer la { $card }
dragon-action-recruit = Prendre { $person }
dragon-action-place = Placer dans le palais { $n }
dragon-action-replace = Remplacer { $person } du palais { $n }
dragon-action-release = Rendre la tuile (sans avancer)
dragon-action-dismiss = Licencier { $person } du palais { $n }
dragon-action-remove-floor = Retirer un étage du palais { $n }
dragon-action-return = { $good ->
    [rice] Rendre 1 sac de riz
    [rocket] Rendre 1 feu d'artifice
   *[yuan] Rendre 1 yuan
}
dragon-action-discard = Défausser la { $card }
dragon-action-charter = Charte : vos { $kinds }

## Le journal.

dragon-gain-yuan = +{ $n } yuan
dragon-gain-rice = { $n ->
    [one] +{ $n } sac de riz
   *[other] +{ $n } sacs de riz
}
dragon-gain-rockets = { $n ->
    [one] +{ $n } feu d'artifice
   *[other] +{ $n } feux d'artifice
}
dragon-gain-steps = { $n ->
    [one] +{ $n } case
   *[other] +{ $n } cases
}
dragon-gain-vp = +{ $n ->
    [one] { $n } point de victoire
   *[other] { $n } points de victoire
}
dragon-gain-floors = { $n ->
    [one] { $n } étage à construire
   *[other] { $n } étages à construire
}
dragon-log-take = { $paid ->
    [0] { $name } prend { $card } (groupe { $group })
   *[other] { $name } prend { $card } (groupe { $group }, paie { $paid } yuan)
}
dragon-log-take-gain = { $paid ->
    [0] { $name } prend { $card } (groupe { $group }) : { $gain }
   *[other] { $name } prend { $card } (groupe { $group }, paie { $paid } yuan) : { $gain }
}
dragon-log-refill = { $name } complète sa réserve (+{ $n } yuan)
dragon-log-small-privilege = { $name } achète un petit privilège
dragon-log-large-privilege = { $name } achète un grand privilège
dragon-log-wall = { $name } construit une section de muraille : { $bonus }
dragon-log-new-palace = { $name } construit un nouveau palais
dragon-log-build = { $name } ajoute un étage au palais { $n }
dragon-log-play-card = { $name } joue la { $card }
dragon-log-play-card-spent = { $name } joue la { $card } — il n'en reste plus, la carte est perdue
dragon-log-draft = { $name } choisit { $person }
dragon-log-recruit = { $name } prend { $person }
dragon-log-place = { $name } le place dans le palais { $n } (+{ $steps } sur la piste de personnage)
dragon-log-replace = { $name } licencie { $person } du palais { $n } pour faire de la place
dragon-log-release = { $name } rend la tuile à la réserve
dragon-log-dismiss = { $name } licencie { $person } du palais { $n }
dragon-log-dismiss-reason = { $name } licencie { $person } du palais { $n } ({ $reason })
dragon-log-remove-floor = { $name } retire un étage du palais { $n }
dragon-log-return = { $good ->
    [rice] { $name } rend 1 sac de riz
    [rocket] { $name } rend 1 feu d'artifice
   *[yuan] { $name } rend 1 yuan
}
dragon-log-discard = { $name } défausse la { $card }
dragon-log-charter = { $name } utilise la charte pour ses { $kinds }
dragon-log-event = Événement : { $event } — { $rule }
dragon-log-event-again = L'événement se répète (éclipse solaire) : { $event }
dragon-log-wall-reached = Décompte de la muraille : { $sections ->
    [one] { $sections } section atteint
   *[other] { $sections } sections atteignent
} le mois { $needed } — 1 point de victoire par section à soi
dragon-log-wall-short = Décompte de la muraille : { $sections ->
    [one] { $sections } section n'atteint pas
   *[other] { $sections } sections n'atteignent pas
} le mois { $needed } — ceux qui ont le moins construit licencient un personnage
dragon-log-super-event = Super-événement : { $event } — { $rule }
dragon-log-scoring = Décompte
dragon-log-final-scoring = Décompte final
dragon-points-from = { $source } { $points }
dragon-log-scored = { $name } +{ $total ->
    [one] { $total } point de victoire
   *[other] { $total } points de victoire
} ({ $detail })
dragon-goods-pay = { $good ->
    [rice] { $n ->
        [one] rend { $n } sac de riz
       *[other] rend { $n } sacs de riz
    }
    [rocket] { $n ->
        [one] rend { $n } feu d'artifice
       *[other] rend { $n } feux d'artifice
    }
   *[yuan] paie { $n } yuan
}
dragon-goods-gain = { $good ->
    [rice] { $n ->
        [one] reçoit { $n } sac de riz
       *[other] reçoit { $n } sacs de riz
    }
    [rocket] { $n ->
        [one] reçoit { $n } feu d'artifice
       *[other] reçoit { $n } feux d'artifice
    }
   *[yuan] reçoit { $n } yuan
}
dragon-log-goods = { $name } { $changes }
dragon-log-must-dismiss = { $name } doit licencier { $n ->
    [one] { $n } personnage
   *[other] { $n } personnages
}
dragon-log-decay = Délabrement : les palais vides de { $name } perdent { $floors ->
    [one] { $floors } étage
   *[other] { $floors } étages
}
dragon-log-decay-gone = Délabrement : les palais vides de { $name } perdent { $floors ->
    [one] { $floors } étage
   *[other] { $floors } étages
}, { $palaces ->
    [one] { $palaces } palais disparaît
   *[other] { $palaces } palais disparaissent
}
dragon-log-track = Le marqueur de personnage de { $name } passe de { $from } à { $to }
dragon-log-privileges-lost = { $name } perd des privilèges valant { $n ->
    [one] { $n } dragon
   *[other] { $n } dragons
}

## Pourquoi les règles refusent une action.

dragon-refusal-bad-options = ces options ne permettent pas de lancer une partie ({ $why })
dragon-options-players = le jeu se joue de 2 à 5 joueurs, pas à { $n }
dragon-options-privilege-price = un grand privilège coûte 6 ou 7 yuan, pas { $price }
dragon-refusal-game-over = la partie est terminée
dragon-refusal-not-your-turn = c'est au joueur { $n } de décider
dragon-refusal-wrong-kind = cela ne répond pas à la question posée
dragon-refusal-no-such-group = ce groupe de cartes n'existe pas
dragon-refusal-card-not-in-group = cette carte n'est pas dans ce groupe
dragon-refusal-cannot-afford-group = cela coûte { $cost } yuan (3 si un dragon est déjà sur le groupe, plus 2 pour un privilège) et vous en avez { $yuan }
dragon-refusal-cannot-afford-privilege = ce privilège coûte { $price } yuan et vous en avez { $yuan }
dragon-refusal-wall-complete = la Grande Muraille est achevée (12 sections)
dragon-refusal-wall-tile-built = vous avez déjà construit cette section de muraille
dragon-refusal-no-wall-tiles = vous avez construit vos six sections de muraille
dragon-refusal-no-such-palace = vous n'avez pas ce palais
dragon-refusal-three-floors = un palais ne dépasse jamais 3 étages
dragon-refusal-palace-full = ce palais n'a plus d'étage libre
dragon-refusal-no-floors = ce palais n'a plus d'étage à retirer
dragon-refusal-card-not-in-hand = cette carte Personnage n'est pas dans votre main
dragon-refusal-none-left = la réserve n'a plus de tuile « { $person } »
dragon-refusal-card-does-not-allow = la carte jouée ne permet pas de prendre des { $kinds }
dragon-refusal-draft-young-only = le choix initial ne prend que des jeunes personnages
dragon-refusal-same-type-twice = les deux personnages du choix initial doivent être de types différents
dragon-refusal-pair-taken = un joueur précédent a déjà pris la paire { $first } + { $second }
dragon-refusal-no-pair-left = avec { $kind }, aucun second personnage ne serait possible (toutes les paires sont prises)
dragon-refusal-must-place = un palais a encore de la place : le personnage doit y être placé
dragon-refusal-not-in-palace = ce personnage n'est pas dans ce palais
dragon-refusal-drought-order = lors d'une sécheresse, chaque licenciement vient d'un palais occupé différent (choisi dans l'ordre des palais)
dragon-refusal-not-over-capacity = seuls les personnages du palais qui a perdu un étage peuvent être licenciés maintenant
dragon-refusal-no-such-goods = vous n'en avez pas
dragon-refusal-type-not-owned = vous n'avez aucun personnage de ce type ({ $kinds })
dragon-refusal-taken-this-sunrise = un autre joueur a déjà pris { $kind } lors de ce lever du soleil
dragon-refusal-sunrise-young-only = le lever du soleil ne donne que des jeunes personnages

## Résumé des règles.

dragon-rules-month = Chaque mois : 1 action (dans l'ordre du tour, prendre une carte d'un groupe — 3 yuan si un dragon y est déjà — ou compléter à 3 yuan), 2 personnage (jouer une carte, prendre un personnage jeune ou âgé et le placer ; palais pleins : remplacer quelqu'un ou rendre la tuile), 3 événement, 4 décompte (1 point de victoire par palais, courtisane et dragon de privilège).
dragon-rules-turn-order = L'ordre du tour suit la piste de personnage, le plus avancé d'abord ; un marqueur qui arrive sur une case occupée se place dessus. L'ordre est relu après chaque coup.
dragon-rules-decay = Délabrement : après l'événement, chaque palais sans personnage perd un étage ; un palais vide d'un étage disparaît.
dragon-rules-end = Fin : 2 points de victoire par personnage, les moines rapportent bouddhas × étages, sacs de riz et feux d'artifice se vendent 2 yuan, puis 1 point de victoire par 3 yuan. Égalité : le plus avancé sur la piste de personnage gagne.
dragon-rules-events = Décision : les mois 3 à 12 sont tirés uniformément parmi tous les ordres où deux mois voisins ne sont jamais identiques.
dragon-rules-drought = Décision : lors d'une sécheresse, vous choisissez les palais occupés non ravitaillés (un licenciement dans chacun) ; les choix sont proposés dans l'ordre des palais, pour que chaque ensemble n'apparaisse qu'une fois.
dragon-rules-no-persons = Décision : un joueur sans personnage passe les licenciements suivants.
dragon-rules-wall-month-12 = Décision : avec la Grande Muraille, un assaut mongol au mois 12 amène son propre décompte de la muraille puis le décompte final.
dragon-rules-eclipse = Décision : l'éclipse solaire répète l'événement du mois 7, mais pas son décompte de la muraille.
dragon-rules-festival = Décision : à la fête du dragon, une égalité pour le plus de feux d'artifice n'annule pas la deuxième place ; 0 feu d'artifice ne rapporte jamais rien.
dragon-rules-earthquake = Décision : lors d'un tremblement de terre, les étages sont retirés un par un ; les personnages au-dessus de la nouvelle hauteur d'un palais sont licenciés par leur propriétaire ; un palais sans étage disparaît.

## Learn to play
# La leçon guidée (crates/dragon/data/lesson.json) : les mots de l'entraîneur,
# un message par étape, et pour chaque choix demandé pourquoi il l'est maintenant (…-why-…).
lesson-dragon-welcome = Bienvenue en Chine vers l'an 1000 ! En 12 mois, vous faites venir des personnages à votre cour et les logez dans vos palais. Chaque mois apporte un événement qu'ils doivent surmonter.
lesson-dragon-goal = Le plus de points de victoire (PV) après le mois 12 l'emporte. Les points viennent chaque mois, des actions et des événements, et à la fin de vos personnages, moines et argent.
lesson-dragon-draft = D'abord, chaque joueur choisit deux jeunes personnages de types différents, sans carte. Chacun va dans un palais : vous commencez avec deux palais de deux étages, un personnage par étage.
lesson-dragon-draft-monk = Prenez un jeune moine. À la fin, un moine rapporte ses bouddhas multipliés par les étages de son palais.
lesson-dragon-why-monk = Un moine rapporte à la fin ses bouddhas multipliés par les étages de son palais.
lesson-dragon-place-monk = Placez le moine dans le palais 1. Agrandissez ce palais plus tard : chaque étage augmente ses points.
lesson-dragon-why-place-monk = Le palais 1 est celui du moine : un personnage par palais garde un étage libre dans chacun.
lesson-dragon-draft-warrior = Maintenant un jeune guerrier : à chaque assaut mongol, chaque casque sur vos guerriers rapporte 1 PV et vous protège.
lesson-dragon-why-warrior = Des assauts mongols viendront : le casque d'un guerrier rapporte alors des points et vous protège.
lesson-dragon-place-warrior = Placez le guerrier dans le palais 2.
lesson-dragon-why-place-warrior = Le palais 2 a encore deux étages libres ; le palais 1 garde son second pour plus tard.
lesson-dragon-track = Chaque personnage fait avancer votre marqueur sur la piste de personnage de sa valeur. La piste fixe l'ordre du tour : le plus avancé d'abord, à égalité le marqueur du dessus.
lesson-dragon-actions = Chaque mois commence par les actions : dans l'ordre du tour, posez votre dragon sur un groupe de cartes Action et utilisez-en une. Un groupe occupé coûte 3 yuan. Ou complétez à 3 yuan.
lesson-dragon-persons = Puis chaque joueur joue une de ses 11 cartes Personnage et loge un personnage de ce type. Un personnage âgé porte plus de symboles mais fait moins avancer le marqueur.
lesson-dragon-result = Votre total : { $total } PV ; le meilleur score : { $best }. À égalité, le plus avancé sur la piste de personnage l'emporte.
lesson-dragon-parade = L'Armée fait avancer votre marqueur sur la piste de personnage d'une case par casque : celui de la carte plus ceux de vos guerriers. Le plus avancé choisit le premier.
lesson-dragon-events = Puis l'événement du mois : tribut, sécheresse, épidémie, assaut mongol ou fête du dragon, visible à l'avance sur la rangée des événements. Il faut parfois licencier des personnages.
lesson-dragon-scoring-month = Chaque mois finit par un décompte : 1 PV par palais, par dame de cour et par dragon sur vos privilèges. Un palais sans personnage perd un étage.
lesson-dragon-own = La partie est à vous : chaque décision est la vôtre, contre un adversaire facile. Des astuces expliquent chaque règle quand elle compte pour la première fois. Jouez jusqu'au mois 12 !
lesson-dragon-final = La partie est finie : chaque personnage rapporte 2 PV, chaque moine ses bouddhas multipliés par les étages, chaque tranche de 3 yuan 1 PV. Vos points, source par source :
lesson-dragon-score-palaces = Palais, 1 PV chacun à chaque décompte mensuel : { $points } PV.
lesson-dragon-score-ladies = Dames de cour, 1 PV chacune à chaque décompte mensuel : { $points } PV.
lesson-dragon-score-privileges = Privilèges, 1 PV par dragon à chaque décompte mensuel : { $points } PV.
lesson-dragon-score-research = Études, 1 PV par livre : { $points } PV.
lesson-dragon-score-festival = Fêtes du dragon, 6 PV pour le plus de feux d'artifice, 3 PV pour les suivants : { $points } PV.
lesson-dragon-score-mongols = Assauts mongols, 1 PV par casque : { $points } PV.
lesson-dragon-score-monks = Moines à la fin, bouddhas multipliés par les étages : { $points } PV.
lesson-dragon-score-persons = Personnages à la fin, 2 PV chacun : { $points } PV.
lesson-dragon-score-money = Argent à la fin, riz et feux d'artifice vendus 2 yuan pièce, 1 PV par 3 yuan : { $points } PV.


# The game on the home screen (GameKind::title, GameKind::blurb).
game-title-dragon = L’Année du Dragon
game-blurb-dragon = Le jeu de Stefan Feld autour de l’an 1000 : gardez vos palais occupés et votre peuple nourri pendant douze mois de fêtes, de sécheresses et d’invasions mongoles.
