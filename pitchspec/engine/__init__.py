"""The reference engine: plays any variant the language can state, one action at a time.

Its parts, bottom to top (each imports only those below it):

- :mod:`~pitchspec.engine.core`: the match state as data. Card tables compiled once per
  variant (``tables``), the action numbering (``actions``), the rules compiled for a
  table (``rules``), the records of a hand (``records``), the state itself (``state``)
  and the tally of many matches that both engines fill (``tally``).
- :mod:`~pitchspec.engine.phases`: one module per phase of a hand, each moving the state
  on: ``deal``, ``procedures``, ``beg``, ``auction``, ``trump``, ``exchange``,
  ``play_rules`` and ``play``, ``scoring``, ``settle``.
- :mod:`~pitchspec.engine.observation`: what one seat may see (its own cards, the
  bids, the cards played, the scores), the only thing a player decides from.
- :mod:`~pitchspec.engine.step`: the OpenSpiel-style state, dispatching each action to
  its phase; :mod:`~pitchspec.engine.game`: the game object that makes new states.

Beside them, :mod:`~pitchspec.engine.kernel` plays many random matches in lockstep with
numpy from the same compiled tables (it imports ``core`` and one rule of ``phases``,
the value of a turned card). Nothing below step imports step (tests/test_imports.py).

Above the engine, and never imported by it: the players (:mod:`pitchspec.agents`),
and above both the matches (:mod:`pitchspec.matches`: a match played out, many
counted, their logs and deal files).

**The public surface.** Code outside the engine imports these names from
``pitchspec.engine`` itself; the modules inside are the engine's own business:

- the game: :class:`Game`, :class:`State`, :func:`legal` (the legal actions of a
  state), :class:`EngineError` (a variant the engine cannot play, coded PS4xx),
  :class:`Seating` and :func:`choose_seating` (who sits where, who partners whom);
- what a seat sees: :class:`Observation`, :func:`observe`, :func:`shows` (whether a
  state shows a seat a given observation);
- moves: :mod:`actions` (the action numbers: bids, trump calls, cards, and the words
  for them), :class:`Phase`, and the chance targets a card is dealt to
  (``KITTY``, ``WIDOW``, ``TURN``, ``BLIND_PILE``, ``FIRST_DEALER``, ``BLIND_BASE``,
  ``LOSE_BASE``) and :func:`chance_possible` (whether a chance outcome can happen
  now: the card is still in the stock, say);
- cards as numbers: ``SUITS``, ``NO_SUIT``, ``NUM_IDS``, ``JOKER_ID``, ``TRUMP_BASE``,
  :func:`card_id`, :func:`card_name`, :func:`suit_of`, :func:`rank_of`,
  :func:`cards_in` and :func:`mask_of` (a hand is a bit set of card numbers),
  :func:`resolve` (a spec's card named under a trump), :class:`Tables`,
  :class:`TrumpTable` and :func:`compile_tables` (a variant's cards, compiled);
- tricks: :func:`suit_led`, :func:`winner_of` (and :class:`TrickRule`, what it reads
  of the rules and a trump table, kept for many tricks);
- the records of a hand and of many matches: :class:`Award`, :class:`Contract`,
  :class:`Trick`, :class:`HandRecord`, :class:`Settlement`, :func:`score_hand`,
  :func:`settle`, :class:`Tally`;
- the rules' judgements, for the verifier's and OpenSpiel's mirrors of them: what a
  deal's points rest on (:class:`HandFacts`, :data:`POINT_FUNCTIONS`,
  :func:`conditions_hold`, :func:`extreme_trump`, :func:`turn_value`), how a deal is
  settled (:func:`bidder_credits`, :func:`apply_credits`, :func:`wins_now`,
  :func:`end_conditions`), who exchanges and what (:func:`exchangers`,
  :func:`exchange_choices`, :func:`exchange_action`, :func:`trump_mask`), the
  procedures a seat may call (:data:`PROCEDURE_KINDS`, :func:`eligible_procedures`) and
  what the tally reads from a finished match (:class:`MatchEnd`,
  :func:`deciding_credit`, :func:`lead_decile`, :func:`lead_history`, :func:`margin`,
  :func:`seats_from_dealer`);
- the build: :func:`compiled`, :func:`build`.

The batch kernel has a front door of its own, :mod:`pitchspec.engine.kernel` (it
loads numpy). Outside the engine nothing imports a module inside it
(tests/test_imports.py).

Each name is imported from its module when first used (PEP 562): ``import
pitchspec.engine``, or of any module inside it, loads no other part of the engine, so
the command line and the spec checker stay light.

A wheel built by ``pip install .`` has the match state and the phases a plain hand
runs through compiled to C by mypyc (``hatch_build.py`` at the project's root lists
them); an editable install, or a machine without a C compiler, runs them as Python.
Both play the same: the tests run on the installed build, and on a compiled one they
check its records against the Python sources' (tests/engine/test_mypyc_build.py).
"""

from __future__ import annotations

from importlib import import_module
from importlib.machinery import EXTENSION_SUFFIXES
from importlib.util import find_spec
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pitchspec.engine.core import actions as actions
    from pitchspec.engine.core.records import Award as Award
    from pitchspec.engine.core.records import Contract as Contract
    from pitchspec.engine.core.records import HandRecord as HandRecord
    from pitchspec.engine.core.records import Settlement as Settlement
    from pitchspec.engine.core.records import Trick as Trick
    from pitchspec.engine.core.rules import EngineError as EngineError
    from pitchspec.engine.core.rules import Seating as Seating
    from pitchspec.engine.core.rules import choose_seating as choose_seating
    from pitchspec.engine.core.state import BLIND_BASE as BLIND_BASE
    from pitchspec.engine.core.state import BLIND_PILE as BLIND_PILE
    from pitchspec.engine.core.state import FIRST_DEALER as FIRST_DEALER
    from pitchspec.engine.core.state import KITTY as KITTY
    from pitchspec.engine.core.state import LOSE_BASE as LOSE_BASE
    from pitchspec.engine.core.state import TURN as TURN
    from pitchspec.engine.core.state import WIDOW as WIDOW
    from pitchspec.engine.core.state import Phase as Phase
    from pitchspec.engine.core.tables import JOKER_ID as JOKER_ID
    from pitchspec.engine.core.tables import NO_SUIT as NO_SUIT
    from pitchspec.engine.core.tables import NUM_IDS as NUM_IDS
    from pitchspec.engine.core.tables import SUITS as SUITS
    from pitchspec.engine.core.tables import TRUMP_BASE as TRUMP_BASE
    from pitchspec.engine.core.tables import Tables as Tables
    from pitchspec.engine.core.tables import TrumpTable as TrumpTable
    from pitchspec.engine.core.tables import card_id as card_id
    from pitchspec.engine.core.tables import card_name as card_name
    from pitchspec.engine.core.tables import cards_in as cards_in
    from pitchspec.engine.core.tables import compile_tables as compile_tables
    from pitchspec.engine.core.tables import mask_of as mask_of
    from pitchspec.engine.core.tables import rank_of as rank_of
    from pitchspec.engine.core.tables import resolve as resolve
    from pitchspec.engine.core.tables import suit_of as suit_of
    from pitchspec.engine.core.tally import MatchEnd as MatchEnd
    from pitchspec.engine.core.tally import Tally as Tally
    from pitchspec.engine.core.tally import deciding_credit as deciding_credit
    from pitchspec.engine.core.tally import lead_decile as lead_decile
    from pitchspec.engine.core.tally import lead_history as lead_history
    from pitchspec.engine.core.tally import margin as margin
    from pitchspec.engine.core.tally import seats_from_dealer as seats_from_dealer
    from pitchspec.engine.game import Game as Game
    from pitchspec.engine.observation import Observation as Observation
    from pitchspec.engine.observation import observe as observe
    from pitchspec.engine.observation import shows as shows
    from pitchspec.engine.phases.credits import bidder_credits as bidder_credits
    from pitchspec.engine.phases.deal import chance_possible as chance_possible
    from pitchspec.engine.phases.deal import turn_value as turn_value
    from pitchspec.engine.phases.exchange import exchange_action as exchange_action
    from pitchspec.engine.phases.exchange import exchange_choices as exchange_choices
    from pitchspec.engine.phases.exchange import exchangers as exchangers
    from pitchspec.engine.phases.exchange import trump_mask as trump_mask
    from pitchspec.engine.phases.play_rules import TrickRule as TrickRule
    from pitchspec.engine.phases.play_rules import suit_led as suit_led
    from pitchspec.engine.phases.play_rules import winner_of as winner_of
    from pitchspec.engine.phases.procedures import PROCEDURE_KINDS as PROCEDURE_KINDS
    from pitchspec.engine.phases.procedures import eligible_procedures as eligible_procedures
    from pitchspec.engine.phases.scoring import POINT_FUNCTIONS as POINT_FUNCTIONS
    from pitchspec.engine.phases.scoring import HandFacts as HandFacts
    from pitchspec.engine.phases.scoring import conditions_hold as conditions_hold
    from pitchspec.engine.phases.scoring import extreme_trump as extreme_trump
    from pitchspec.engine.phases.scoring import score_hand as score_hand
    from pitchspec.engine.phases.settle import settle as settle
    from pitchspec.engine.phases.winning import apply_credits as apply_credits
    from pitchspec.engine.phases.winning import end_conditions as end_conditions
    from pitchspec.engine.phases.winning import wins_now as wins_now
    from pitchspec.engine.step import State as State
    from pitchspec.engine.step import legal as legal


def _homes(module: str, *names: str) -> dict[str, str]:
    return dict.fromkeys(names, f"pitchspec.engine.{module}")


SURFACE: dict[str, str] = {
    **_homes("game", "Game"),
    **_homes("step", "State", "legal"),
    **_homes("core.rules", "EngineError", "Seating", "choose_seating"),
    **_homes("observation", "Observation", "observe", "shows"),
    "actions": "pitchspec.engine.core.actions",
    **_homes("core.state", "Phase", "KITTY", "WIDOW", "TURN", "BLIND_PILE", "FIRST_DEALER",
             "BLIND_BASE", "LOSE_BASE"),
    **_homes("core.tables", "SUITS", "NO_SUIT", "NUM_IDS", "JOKER_ID", "TRUMP_BASE",
             "card_id", "card_name", "suit_of", "rank_of", "cards_in", "mask_of",
             "resolve", "Tables", "TrumpTable", "compile_tables"),
    **_homes("phases.deal", "chance_possible", "turn_value"),
    **_homes("phases.play_rules", "suit_led", "winner_of", "TrickRule"),
    **_homes("core.records", "Award", "Contract", "Trick", "HandRecord", "Settlement"),
    **_homes("phases.scoring", "score_hand", "HandFacts", "POINT_FUNCTIONS",
             "conditions_hold", "extreme_trump"),
    **_homes("phases.settle", "settle"),
    **_homes("phases.credits", "bidder_credits"),
    **_homes("phases.winning", "apply_credits", "wins_now", "end_conditions"),
    **_homes("phases.exchange", "exchangers", "exchange_choices", "exchange_action",
             "trump_mask"),
    **_homes("phases.procedures", "PROCEDURE_KINDS", "eligible_procedures"),
    **_homes("core.tally", "Tally", "MatchEnd", "deciding_credit", "lead_decile",
             "lead_history", "margin", "seats_from_dealer"),
}
"""Each public name and the module it lives in."""

_MODULES = frozenset({"actions"})
"""The public names that are modules themselves."""


def __getattr__(name: str) -> object:
    """A public name, imported from its module on first use (PEP 562)."""
    home = SURFACE.get(name)
    if home is None:
        raise AttributeError(f"module 'pitchspec.engine' has no attribute {name!r}")
    module = import_module(home)
    value = module if name in _MODULES else getattr(module, name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})


def compiled() -> bool:
    """Whether this install runs the engine's hot path compiled (mypyc), not as Python."""
    spec = find_spec("pitchspec.engine.step")
    origin = spec.origin if spec is not None else None
    return origin is not None and origin.endswith(tuple(EXTENSION_SUFFIXES))


def build() -> str:
    """The engine's build, in words: 'compiled (mypyc)' or 'pure Python'."""
    return "compiled (mypyc)" if compiled() else "pure Python"


__all__ = ["SURFACE", "build", "compiled", *SURFACE]
