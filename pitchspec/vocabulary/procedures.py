"""The words of hand-improvement procedures: the ``procedures`` section.
"""

from __future__ import annotations

from pitchspec import model as m
from pitchspec.phrases import const
from pitchspec.phrases import field as put
from pitchspec.vocabulary.section import F, S, Section, Setting

# ------------------------------------------------------------------------- procedures

PROC_CLAUSES = (
    F("when hand within {ranks}", lambda r: {"ranks": r, "scope": m.Scope.HAND}),
    F("when nontrumps within {ranks}", lambda r: {"ranks": r, "scope": m.Scope.NONTRUMPS}),
    F("new hand {nat}", put("new_hand")),
    F("may not bid", const(may_bid=False)),
    F("sits out {first|last}", put("sits_out", m.Sitter)),
    F("not in partnerships", const(partnerships=False)),
    F("as bid", const(as_bid=True)),
    F("hand shown", const(shown=True)),
)


def _proc(key: str, summary: str) -> Setting:
    return S(key, summary, F("allowed", const(allowed=True)),
             F("forbidden", const(allowed=False)), clauses=PROC_CLAUSES, many=True,
             example=f"{key}: allowed, when hand within 4..9")


PROCEDURES = Section(
    "procedures",
    "Hand-improvement rules: coke, muck, misdeal and pointless hands.",
    (
        _proc("coke", "Turn in a poor hand for a new one."),
        _proc("muck", "Fold a hand that can win no trick."),
        _proc("misdeal", "Show a worthless hand and have everything redealt."),
        _proc("replace_pointless", "Exchange a hand with no point cards for a new one."),
        _proc("redeal_pointless", "Ask for a full redeal of a hand with no point cards."),
    ),
)
