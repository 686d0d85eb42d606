"""Cards drawn at random as a plain generator's ``sample``, ``shuffle`` and ``choice``
draw them: the same numbers from its ``getrandbits``, so the same cards in the same
order for the same seed, without the Python methods' calls (a random player draws once
a decision; pimc shuffles and samples the unseen cards thousands of times a
decision). Another generator's own methods are called."""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from typing import Final


def sample_of(rng: random.Random, population: list[int], k: int) -> list[int]:
    """``rng.sample(population, k)``: for a plain ``random.Random`` drawn here as its
    ``sample`` draws (the same numbers from its ``getrandbits``, the same cards in
    the same order, without the Python method's calls); another generator's own."""
    if type(rng) is not _Random:
        return rng.sample(population, k)
    n = len(population)
    if not 0 <= k <= n:
        raise ValueError("Sample larger than population or is negative")
    getrandbits = rng.getrandbits
    result = [0] * k
    setsize = 21  # as random.sample: a pool list when it is smaller than a set
    if k > 5:
        setsize += 4 ** math.ceil(math.log(k * 3, 4))
    if n <= setsize:
        pool = list(population)
        for i in range(k):
            j = _below(getrandbits, n - i)
            result[i] = pool[j]
            pool[j] = pool[n - i - 1]
    else:
        selected: set[int] = set()
        for i in range(k):
            j = _below(getrandbits, n)
            while j in selected:
                j = _below(getrandbits, n)
            selected.add(j)
            result[i] = population[j]
    return result


def shuffle_in(rng: random.Random, cards: list[int]) -> None:
    """``rng.shuffle(cards)``: from the last place down, each card swapped with one at
    or before it, ``randbelow(place + 1)``, as the plain generator's ``shuffle``."""
    if type(rng) is not _Random:
        rng.shuffle(cards)
        return
    getrandbits = rng.getrandbits
    for i in range(len(cards) - 1, 0, -1):
        j = _below(getrandbits, i + 1)
        cards[i], cards[j] = cards[j], cards[i]


def choice_of(rng: random.Random, cards: Sequence[int]) -> int:
    """``rng.choice(cards)`` of a non-empty list (:func:`draw` from its ``getrandbits``)."""
    if type(rng) is not _Random:
        return rng.choice(cards)
    return draw(rng.getrandbits, cards)


def draw(getrandbits: Callable[[int], int], legal: Sequence[int]) -> int:
    """``random.Random.choice(legal)`` from the generator whose ``getrandbits`` this
    is: the ``randbelow(len)``-th item (the same numbers drawn, the same item taken)."""
    count = len(legal)
    if not count:
        raise IndexError("Cannot choose from an empty sequence")
    return legal[_below(getrandbits, count)]


def _below(getrandbits: Callable[[int], int], n: int) -> int:
    """``randbelow(n)`` of a plain generator, as it draws: ``n``'s bit length of bits,
    drawn again until they fall below ``n``."""
    bits = n.bit_length()
    r = getrandbits(bits)
    while r >= n:
        r = getrandbits(bits)
    return r


_Random: Final = random.Random
"""The generator whose draws this module makes as it does."""
