"""OpenSpiel games for the catalogue: ``import pitchspec.openspiel`` registers them.

Every bundled variant ``<name>`` becomes ``pyspiel.load_game("pitchspec_<name>")``,
with the parameters of :data:`~pitchspec.openspiel.game.DEFAULTS` (players, teams, a
user's ``spec`` file, ``max_hands``). OpenSpiel's bots, tests and algorithms then play
the engine's rules: legal actions for a player, chance outcomes for every card dealt,
information states from a seat's own view, ``resample_from_infostate`` for ISMCTS.

Needs the optional ``openspiel`` extra (``pip install 'pitchspec[openspiel]'``).
"""

from __future__ import annotations

import ctypes
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

import pyspiel

from pitchspec.catalogue import find, names
from pitchspec.openspiel.game import PitchGame, PitchState, game_type
from pitchspec.openspiel.resample import ResampleError

PREFIX = "pitchspec_"
_FACTORIES: dict[str, Callable[[Mapping[str, Any] | None], PitchGame]] = {}
"""The registered game factories. OpenSpiel's registry holds each in a C++ static that
is released after Python has shut down; were that the last reference, freeing the
function then aborts the interpreter ("PyThreadState_Get: ... the GIL is released").
So each factory also gets one reference that is never released (see :func:`_keep`)."""


def _register(name: str, bundled: Path) -> None:
    kind = game_type(PREFIX + name, f"pitchspec {name}")

    def make(params: Mapping[str, Any] | None = None) -> PitchGame:
        return PitchGame(kind, bundled, params)

    _FACTORIES[name] = make
    _keep(make)
    pyspiel.register_game(kind, make)


def _keep(obj: object) -> None:
    """Give ``obj`` a reference that outlives the interpreter (it is never freed)."""
    ctypes.pythonapi.Py_IncRef(ctypes.py_object(obj))


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
