# dragon messages (nl).
