# china messages (nl).
