# De tips van de Draak (issue 42): `tip-<id>` voor elke tip uit de lijst van
# het spel (crates/dragon/src/tips.rs), elk hoogstens zo'n 35 woorden.
# TIJDELIJK (tak tips-ui): één tip, tot de lijst van het spel er is.
tip-dragon-action-phase = Elke maand neem je op volgorde één kaart uit een kaartengroep, of je vult aan tot 3 yuan. Een groep waar al een draak staat, kost 3 yuan.
