"""Action numbering shared by the state, agents, logs and people.

Actions are small integers (OpenSpiel style). Cards are their ids 0..53; the other
decisions live in fixed ranges above them.
"""

from __future__ import annotations

from pitchspec.engine.core.tables import SUITS, card_name

CHANCE = -1
TERMINAL = -4

PASS = 100
BID_BASE = 100  # bid of level n is 100 + n (n >= 1)
DOUBLED_BASE = 200  # doubled bid "n for 2n" is 200 + n
SPECIAL_BASE = 300  # special bid i (index in the variant's special bids) is 300 + i
DECLARE_BASE = 400  # declare trump suit s: 400 + s
SUB_BASE = 410  # declare sub-trump suit s: 410 + s
STAND = 420
BEG = 421
GIVE = 422
RUN = 423
DONE = 430
LOOK = 431
NO_LOOK = 432
SELL = 433
REFUSE = 434
RANDOM_TRUMP_BASE = 440  # chance: trump chosen at random, 440 + s
PROCEDURE_BASE = 450  # invoke hand-improvement procedure k: 450 + k (ProcedureKind order)
DEALER_BASE = 460  # chance: seat s cuts to deal first, 460 + s
CONCEDE = 480
THROW_IN = 481


def bid_action(level: int) -> int:
    return BID_BASE + level


def describe(action: int, specials: tuple[str, ...] = ()) -> str:
    """A short human label for an action."""
    if 0 <= action < 54:
        return card_name(action)
    if action == PASS:
        return "pass"
    if BID_BASE < action < DOUBLED_BASE:
        return f"bid {action - BID_BASE}"
    if DOUBLED_BASE < action < SPECIAL_BASE:
        level = action - DOUBLED_BASE
        return f"bid {level} for {2 * level}"
    if SPECIAL_BASE <= action < DECLARE_BASE:
        index = action - SPECIAL_BASE
        return f"bid {specials[index]}" if index < len(specials) else f"special bid {index}"
    if DECLARE_BASE <= action < DECLARE_BASE + 4:
        return f"trump {SUITS[action - DECLARE_BASE].value}"
    if SUB_BASE <= action < SUB_BASE + 4:
        return f"sub-trump {SUITS[action - SUB_BASE].value}"
    if RANDOM_TRUMP_BASE <= action < RANDOM_TRUMP_BASE + 4:
        return f"trump is {SUITS[action - RANDOM_TRUMP_BASE].value}"
    if PROCEDURE_BASE <= action < DEALER_BASE:
        from pitchspec.model import ProcedureKind

        kinds = list(ProcedureKind)
        index = action - PROCEDURE_BASE
        return kinds[index].value.replace("_", " ") if index < len(kinds) else f"procedure {index}"
    if DEALER_BASE <= action < DEALER_BASE + 10:
        return f"seat {action - DEALER_BASE} deals first"
    return _NAMED.get(action, f"action {action}")


_NAMED = {STAND: "stand", BEG: "beg", GIVE: "give a point", RUN: "run the cards",
          DONE: "done", LOOK: "look at hand", NO_LOOK: "bid blind", SELL: "sell",
          REFUSE: "refuse and pitch", CONCEDE: "concede the hand",
          THROW_IN: "throw in a dead hand"}
