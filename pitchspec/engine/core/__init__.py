"""The match state as data, and the tables compiled from the rules that it reads."""
