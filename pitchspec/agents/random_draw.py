"""Cards drawn at random as a plain generator's ``sample`` draws them: the same cards in
the same order for the same seed, without the Python method's calls (the sample of a
seat's unseen cards is drawn thousands of times a decision)."""

from __future__ import annotations

import math
import random
from collections.abc import Callable
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


def _below(getrandbits: Callable[[int], int], n: int) -> int:
    """``randbelow(n)`` of a plain generator, as it draws."""
    bits = n.bit_length()
    r = getrandbits(bits)
    while r >= n:
        r = getrandbits(bits)
    return r


_Random: Final = random.Random
"""The generator whose ``sample`` :func:`sample_of` draws as it does."""
