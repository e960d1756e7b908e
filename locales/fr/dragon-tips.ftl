# Les conseils du Dragon (issue 42) : `tip-<id>` pour chaque conseil de la
# liste du jeu (crates/dragon/src/tips.rs), 35 mots au plus environ.
# PROVISOIRE (branche tips-ui) : un conseil, en attendant la liste du jeu.
tip-dragon-action-phase = Chaque mois, dans l'ordre du tour, vous prenez une carte d'un groupe de cartes, ou complétez à 3 yuan. Un groupe où se trouve déjà un dragon coûte 3 yuan.
