"""The phases of a hand, each a module that moves the match state on."""
