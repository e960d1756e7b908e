# dschingis-khan messages (nl).
