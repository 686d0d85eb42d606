"""Scripted deals: a JSON file that fixes the cards of a match, and optionally its moves.

A deal file makes a worked example reproduce exactly: ``pitchspec play SPEC --deal
FILE``. It is one JSON object (see ``docs/deal-format.md`` for a complete example)::

    {
      "format": "pitchspec-deal",        optional; if given, exactly this
      "version": 1,                      optional; if given, 1
      "description": "...",              optional text, ignored (also allowed per deal)
      "variant": "pitch",                optional; if given, the spec's variant name
      "players": 4,                      optional; if given, the table's player count
      "teams": 2,                        optional: false (alone), true, or a number of teams
      "first_dealer": 3,                 optional seat; otherwise the cut is random
      "scores": [0, 10, 10],             optional: the starting scores, per side or per seat
      "deals": [                         required: the first deals of the match, in order
        {
          "hands":  {"0": ["JS", ...], "1": [...], ...},   required: every seat
          "kitty":  ["AH", ...],         exactly the variant's kitty, if it has one
          "widow":  [...],               exactly the variant's widow, if it has one
          "blinds": {"0": [...], ...},   per-player blinds, if the variant deals them
          "blind":  [...],               a single blind pile, if the variant deals one
          "stock":  ["JH", ...],         optional: the next cards off the stock, in order
          "lost":   [...],               optional: look-or-not cards lookers lose, in order
          "trump":  "hearts",            optional: the suit (lower case), where trump is random
          "moves":  {"1": ["bid 2", "AS", ...], ...}       optional scripted decisions
          "actions": [[1, "bid 2"], [2, "pass"], ...]      or: one ordered list
        }
      ]
    }

Seats are numbered from 0 in the direction of play; a seat map is an object keyed by
seat number (``"0"``, ``"1"``...) or a list with one entry per seat. Cards are written
as in specs: ``AS``, ``10H``, ``JC``, ``joker``, ``big joker``, ``little joker``.

Each seat's ``hands`` entry holds exactly the cards the variant deals one player (the
sum of its packets); no card may appear twice in a deal, and every card must be in the
variant's deck. ``stock`` lists, in order, the cards that come off the stock after the
deal: turned-up trump cards, cards run, draws after tricks, refills. When it runs out
further cards come at random (from ``--seed``), as do all deals after the last one
given. ``deals[i]`` is the i-th deal of the match counting deals thrown in (all pass).

``moves`` lists, per seat, the decisions that seat takes in this deal, in order, as
labels: ``"pass"``, ``"bid 2"``, ``"bid Shoot the moon"`` (or ``"bid moon"``), ``"trump
spades"``, ``"stand"``, ``"beg"``, ``"done"``, a card such as ``"AS"`` to play or
discard it, or an action number. When a seat's moves for a deal run out, its usual
player (random, or the person at the terminal) decides. A move that is not legal when
its turn comes stops the match with PS402 at that move. ``actions`` instead lists the
deal's decisions in the order they are made, as ``[seat, move]`` pairs: an entry for a
seat not to act is out of turn (PS402), never held back for its seat's turn. Under
``play --strict`` a scripted seat running out of moves, and any scripted move left
over at the end, are PS402 too. ``scores`` starts the match from the middle: one
score per side, or per seat as a list or an object keyed by seat (each giving its
side's; partners who differ are PS403). The log's header records the
first dealer and the starting scores, so replay starts the same way.

The format's shape is the JSON Schema ``pitchspec/schemas/deal-file.schema.json``.
Invalid files are refused before anything is played, with every problem located at
the offending value (PS403): JSON syntax errors at their line and column, what breaks
the schema (unknown fields, a value of the wrong kind), unknown card names, a card
dealt twice, a wrong number of cards, seats out of range, a variant or player count
that does not match the table.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from pitchspec.diagnostics import Diagnostic
from pitchspec.engine import EngineError, Game
from pitchspec.limits import MAX_NESTING, too_deep
from pitchspec.matches.logs.deal_check import Compiler
from pitchspec.matches.logs.deal_text import FORMAT, VERSION, DealText, JPath, Positions
from pitchspec.matches.logs.inputs import read_input
from pitchspec.matches.logs.scripted_deal import ScriptedDeal
from pitchspec.source import SourceFile

__all__ = ["FORMAT", "VERSION", "DealDocument", "JPath", "ScriptedDeal", "parse_deal_text",
           "read_deal_file"]


@dataclass
class DealDocument(DealText):
    """A deal file read and parsed (JSON syntax checked), ready to fit to a table."""

    def compile(self, game: Game) -> ScriptedDeal:
        """Fit the file to a table: every check, all problems at once (PS403)."""
        return Compiler(self, game).run()


def read_deal_file(path: Path) -> DealDocument:
    """Read a deal file and check its JSON syntax; EngineError (PS403) when it cannot."""
    return parse_deal_text(read_input(path, "PS403", "deal file"), str(path))


def parse_deal_text(text: str, path: str = "<deal>") -> DealDocument:
    """A deal document from its text; JSON errors located at their line and column."""
    source = SourceFile(path, text)
    deep = too_deep(text)
    if deep is not None:
        raise EngineError([Diagnostic("PS403", f"the deal file nests arrays and objects more "
                                      f"than {MAX_NESTING} deep", source.span(deep, deep + 1),
                                      help="see docs/deal-format.md for the format")])
    try:
        data = json.loads(text)
    except json.JSONDecodeError as err:
        raise EngineError([Diagnostic("PS403", f"the deal file is not valid JSON: {err.msg}",
                                      source.span(err.pos, min(err.pos + 1, len(text))),
                                      help="see docs/deal-format.md for the format")]) from None
    if not isinstance(data, dict):
        raise EngineError([Diagnostic("PS403", "a deal file is one JSON object with a "
                                      "'deals' list", source.span(0, min(1, len(text))))])
    return DealDocument(path, text, data, Positions(text))
