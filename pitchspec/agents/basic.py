"""Agents: who decides for a seat, from its seat's observation alone. The protocol every
player follows, and the two simplest: uniformly random, and always the first legal
action. Scripted seats are :mod:`pitchspec.agents.scripted`."""

from __future__ import annotations

import _random
import hashlib
import importlib
import random
from collections.abc import Callable, Sequence
from typing import Any, Final, Protocol, cast

from pitchspec.agents.random_draw import draw
from pitchspec.engine import Observation


class Agent(Protocol):
    """Chooses one of the legal actions from what its seat may see."""

    def act(self, observation: Observation) -> int: ...


class LegalOnly(Protocol):
    """An agent that looks at nothing but the legal actions: besides :meth:`act` it
    offers :meth:`choose`, the same choice from the legal actions alone, so a match
    driver need not make it an observation (the same decision, and the same draws
    from its generator)."""

    def act(self, observation: Observation) -> int: ...
    def choose(self, legal: Sequence[int]) -> int: ...


class RandomAgent:
    """Uniformly random among the legal actions; seeded for reproducible matches."""

    bits: Callable[[int], int] | None
    """The generator's ``getrandbits`` when :meth:`choose` is :func:`draw` from it (a
    plain ``random.Random``), so a match driver may draw for the seat itself; else
    None."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.bits = rng.getrandbits if type(rng) is random.Random else None

    def act(self, observation: Observation) -> int:
        return self.rng.choice(observation.legal)

    def choose(self, legal: Sequence[int]) -> int:
        """:meth:`act` from the legal actions alone (``legal`` in the order the
        observation lists them): the same draw made directly (:func:`draw`, as
        :func:`quick_choice`), or the generator's own ``choice``."""
        bits = self.bits
        return draw(bits, legal) if bits is not None else self.rng.choice(legal)


class FirstLegalAgent:
    """Always the lowest-numbered legal action (pass before any bid, lowest card)."""

    def act(self, observation: Observation) -> int:
        return observation.legal[0]

    def choose(self, legal: Sequence[int]) -> int:
        """:meth:`act` from the legal actions alone."""
        return legal[0]


def seeded_agents(players: int, seed: int | str) -> list[Agent]:
    """Random agents for every seat, each with its own generator derived from the seed,
    so a seat's choices do not depend on how often the others were asked: seat ``k``'s
    is ``generator(f"{seed}:seat{k}")`` (the seed's text made once for the seats). What
    a scripted deal and a single seat's player (``make_agent``) draw from; a whole
    table's random players share one generator (:func:`table_agents`)."""
    head = f"{seed}:seat".encode()
    return [RandomAgent(_seeded(_text_seed(head + str(seat).encode())))
            for seat in range(players)]


def table_agents(players: int, seed: int | str) -> list[Agent]:
    """Random agents for every seat, all drawing from one generator, the table's
    (:func:`table_generator`): each decision is the next draw from it, whoever makes
    it, so a seat's choices depend on how often the others were asked before it. The
    cards are dealt from the match's own generator, not this one, so the deals do not
    depend on the players' draws. One Twister seeded for the players, not one a seat."""
    shared = table_generator(seed)
    return [RandomAgent(shared) for _ in range(players)]


def table_generator(seed: int | str) -> random.Random:
    """The generator a table's random players share: ``generator(f"{seed}:players")``."""
    return generator(players_seed(seed))


def players_seed(seed: int | str) -> str:
    """What a table's random players' generator is seeded with, given the match's seed.
    (``int | str``, not ``int``: in the compiled build an f-string of a whole number
    above 2**62, a native int there, leaked that number at every match seated:
    tests/engine/test_simulate_memory.py.)"""
    return f"{seed}:players"


def quick_choice(rng: random.Random) -> Callable[[Sequence[int]], int]:
    """``rng.choice``: for a plain ``random.Random``, :func:`draw` from its
    ``getrandbits`` (the same draw from the same numbers, without ``choice``'s two
    calls in Python; a random player draws once per decision). Another generator's
    own."""
    if type(rng) is not random.Random:
        return rng.choice
    getrandbits = rng.getrandbits

    def choose(legal: Sequence[int]) -> int:
        return draw(getrandbits, legal)

    return choose


_NEW_RANDOM = random.Random.__new__
_C_SEED = _random.Random.seed
"""The Mersenne Twister's own seeding, beneath Python's ``Random.seed``."""


def generator(seed: int | str) -> random.Random:
    """``random.Random(seed)``: the same generator in the same state, so the same
    numbers, made in one step. ``random.Random(seed)`` seeds twice over (Python's
    ``__init__`` calls ``seed``, which calls the C seeding) at about the cost of the
    Twister's seeding itself, and a simulated match makes two generators (the
    match's, which deals, and its random players'). A string is read as ``Random.seed`` reads it
    (version 2): its bytes followed by their SHA-512, as one big-endian integer."""
    return _seeded(_text_seed(seed.encode()) if isinstance(seed, str) else seed)


def _seeded(seed: int) -> random.Random:
    """A generator seeded with a whole number by the C seeding alone."""
    rng = _NEW_RANDOM(random.Random)
    reseed(rng, seed)
    return rng


def reseed(rng: random.Random, seed: int) -> None:
    """``rng.seed(seed)`` for a plain ``random.Random`` and a whole number: the
    generator put in place into the state of ``generator(seed)`` (the same numbers
    from here on), by the C seeding alone. A table that plays match after match
    shuffles with one generator and draws its random players' choices from another,
    each seeded again for each match rather than made anew."""
    _C_SEED(rng, seed)
    rng.gauss_next = None  # type: ignore[attr-defined]  # as Random.seed leaves it


def reseed_text(rng: random.Random, seed: str) -> None:
    """:func:`reseed` with a string, read as ``Random.seed`` reads it: the state of
    ``generator(seed)``."""
    reseed(rng, _text_seed(seed.encode()))


def _text_seed(data: bytes) -> int:
    """The number ``Random.seed`` makes of a string's bytes: the bytes followed by
    their SHA-512, read as one big-endian integer."""
    return int.from_bytes(data + _SHA512(data).digest(), "big")


def _sha512() -> Callable[[bytes], Any]:
    """SHA-512 by CPython's own implementation where it has one (``_sha512``; ``_sha2``
    from 3.12), else hashlib's: the same digest, without setting up an OpenSSL context
    for each seat's few bytes (a third of hashlib's time on them)."""
    for name in ("_sha512", "_sha2"):
        try:
            module = importlib.import_module(name)
        except ImportError:
            continue
        made = getattr(module, "sha512", None)
        if made is not None and made(b"pitchspec").digest() == \
                hashlib.sha512(b"pitchspec").digest():
            return cast(Callable[[bytes], Any], made)
    return hashlib.sha512


_SHA512: Final = _sha512()
