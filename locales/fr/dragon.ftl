# dragon messages (fr).
