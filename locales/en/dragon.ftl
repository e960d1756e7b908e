# dragon messages (en).
