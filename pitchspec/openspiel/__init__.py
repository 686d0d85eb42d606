"""OpenSpiel games for the catalogue: ``import pitchspec.openspiel`` registers them.

Every bundled variant ``<name>`` becomes ``pyspiel.load_game("pitchspec_<name>")``,
with the parameters of :data:`~pitchspec.openspiel.game.DEFAULTS` (players, teams, a
user's ``spec`` file, ``max_hands``). OpenSpiel's bots, tests and algorithms then play
the engine's rules: legal actions for a player, chance outcomes for every card dealt,
information states from a seat's own view, ``resample_from_infostate`` for ISMCTS.

Needs the optional ``openspiel`` extra (``pip install 'pitchspec[openspiel]'``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

import pyspiel

from pitchspec.catalogue import find, names
from pitchspec.openspiel.game import PitchGame, PitchState, game_type
from pitchspec.openspiel.resample import ResampleError

PREFIX = "pitchspec_"
_FACTORIES: dict[str, Callable[[Mapping[str, Any] | None], PitchGame]] = {}
"""The registered game factories, held here for the life of the interpreter: OpenSpiel's
registry keeps only a C++ reference, released after Python has shut down."""


def _register(name: str, bundled: Path) -> None:
    kind = game_type(PREFIX + name, f"pitchspec {name}")

    def make(params: Mapping[str, Any] | None = None) -> PitchGame:
        return PitchGame(kind, bundled, params)

    _FACTORIES[name] = make
    pyspiel.register_game(kind, make)


def register_all() -> list[str]:
    """Register every bundled variant not yet registered; the OpenSpiel names."""
    known = set(pyspiel.registered_names())
    registered = []
    for name in names():
        path = find(name)
        if path is not None and PREFIX + name not in known:
            _register(name, path)
        registered.append(PREFIX + name)
    return registered


GAMES = register_all()

__all__ = ["GAMES", "PREFIX", "PitchGame", "PitchState", "ResampleError", "register_all"]
