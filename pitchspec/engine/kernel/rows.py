"""Reductions across each lane's few columns (its seats, sides, credits, tricks).

numpy reduces a short trailing axis slowly: ``a.sum(axis=1)`` on a (lanes, 4) array
costs many times what adding its four columns does. These give exactly what the
numpy reductions give (the same values and dtypes) for a 2-D (lanes, k) array,
column by column while k is small, and fall back to numpy otherwise.
"""

from __future__ import annotations

import functools

import numpy as np

_FEW = 16
"""Up to this many columns, step through them."""


def row_sum(a: np.ndarray) -> np.ndarray:
    """``a.sum(axis=1)``: of bools or signed integers, each row's exact sum as int64."""
    if a.ndim == 2 and a.dtype.kind in "bi":  # bools or signed integers (read without
        # np.issubdtype, which costs more than adding a few columns)
        if 0 < a.shape[1] <= 4:  # a few columns: added one to the next
            out = a[:, 0].astype(np.int64)
            for j in range(1, a.shape[1]):
                out += a[:, j]
            return out
        summed: np.ndarray = np.einsum("ij->i", a, dtype=np.int64)
        return summed
    found: np.ndarray = a.sum(axis=1)
    return found


def part_sums(a: np.ndarray, parts: int) -> np.ndarray:
    """Each row's columns in consecutive runs of ``parts`` (a trick's plays, seat by
    seat): the sum of each run, as int64, (lanes, columns / parts)."""
    runs = a.reshape(len(a), a.shape[1] // parts, parts)
    out = runs[:, :, 0].astype(np.int64)
    for j in range(1, parts):
        out += runs[:, :, j]
    return out


_LOGICAL = (np.logical_or, np.logical_and)
"""The folds of truth values (any, all): those step through bools only; the others
(max, min) through numbers only."""


def _few(a: np.ndarray, bools: bool) -> bool:
    """Whether ``a`` is a (lanes, k) array of 1 to :data:`_FEW` columns, of bools where
    ``bools`` and of numbers where not: the arrays folded column by column."""
    return a.ndim == 2 and (a.dtype == np.bool_) == bools and 0 < a.shape[1] <= _FEW


def _fold(a: np.ndarray, ufunc: np.ufunc) -> np.ndarray:
    """``ufunc.reduce(a, axis=1)``: each row's columns folded by ``ufunc``, one column
    into the next where they are few (:func:`_few`), else by numpy's reduction."""
    if not _few(a, ufunc in _LOGICAL):
        found: np.ndarray = ufunc.reduce(a, axis=1)
        return found
    out = a[:, 0].copy()
    for j in range(1, a.shape[1]):
        ufunc(out, a[:, j], out=out)
    return out


def row_any(a: np.ndarray) -> np.ndarray:
    """``a.any(axis=1)`` of a (lanes, k) array of bools."""
    return _fold(a, np.logical_or)


def row_all(a: np.ndarray) -> np.ndarray:
    """``a.all(axis=1)`` of a (lanes, k) array of bools."""
    return _fold(a, np.logical_and)


def row_max(a: np.ndarray) -> np.ndarray:
    """``a.max(axis=1)`` of a (lanes, k) array of numbers."""
    return _fold(a, np.maximum)


def row_min(a: np.ndarray) -> np.ndarray:
    """``a.min(axis=1)`` of a (lanes, k) array of numbers."""
    return _fold(a, np.minimum)


def select(cond: np.ndarray, a: np.ndarray | int | np.integer, b: np.ndarray | int | np.integer
           ) -> np.ndarray:
    """``np.where(cond, a, b)`` (the same values, dtype and shape) for integers, by
    arithmetic: ``b + (a - b) * cond``, which wraps exactly in the result's dtype.
    numpy's where takes a branch per element: where the condition is as likely one way
    as the other (a card's suit, a random bid) most of them are mispredicted, and it
    costs several times the three whole-array steps; bools, floats, and two plain
    numbers go to np.where."""
    kind = np.result_type(a, b)
    if kind.kind not in "iu" or not (isinstance(a, np.ndarray) or isinstance(b, np.ndarray)):
        found: np.ndarray = np.where(cond, a, b)
        return found
    if not isinstance(b, np.ndarray):
        b = np.asarray(b, dtype=kind)  # the plain number as the result's dtype
    elif b.dtype != kind:
        b = b.astype(kind)
    chosen: np.ndarray = b + (a - b) * cond  # broadcast as np.where broadcasts
    return chosen


_NETWORK_MOST = 16
"""Up to this many columns, rows may be sorted by a sorting network (:func:`sort_rows`)."""

_NETWORK_CELLS = 1 << 16
"""Past six columns, a network sorts at most this many values (rows times columns):
its columns then stay in the cache; past it numpy's sort, row by row, is quicker."""


_SMALLEST: dict[int, tuple[tuple[int, int], ...]] = {
    2: ((0, 1),),
    3: ((0, 2), (0, 1), (1, 2)),
    4: ((0, 2), (1, 3), (0, 1), (2, 3), (1, 2)),
    5: ((0, 3), (1, 4), (0, 2), (1, 3), (0, 1), (2, 4), (1, 2), (3, 4), (2, 3)),
    6: ((0, 5), (1, 3), (2, 4), (1, 2), (3, 4), (0, 3), (2, 5), (0, 1), (2, 3), (4, 5), (1, 2),
        (3, 4)),
    7: ((0, 6), (2, 3), (4, 5), (0, 2), (1, 4), (3, 6), (0, 1), (2, 5), (3, 4), (1, 2), (4, 6),
        (2, 3), (4, 5), (1, 2), (3, 4), (5, 6)),
    8: ((0, 2), (1, 3), (4, 6), (5, 7), (0, 4), (1, 5), (2, 6), (3, 7), (0, 1), (2, 3), (4, 5),
        (6, 7), (2, 4), (3, 5), (1, 4), (3, 6), (1, 2), (3, 4), (5, 6)),
    9: ((0, 3), (1, 7), (2, 5), (4, 8), (0, 7), (2, 4), (3, 8), (5, 6), (0, 2), (1, 3), (4, 5),
        (7, 8), (1, 4), (3, 6), (5, 7), (0, 1), (2, 4), (3, 5), (6, 8), (2, 3), (4, 5), (6, 7),
        (1, 2), (3, 4), (5, 6)),
}
"""The smallest sorting networks known for a few columns (comparators, lower first)."""


@functools.cache
def _network(width: int) -> tuple[tuple[int, int], ...]:
    """The comparators (lower, higher) sorting ``width`` columns: the smallest known
    (:data:`_SMALLEST`), else Batcher's odd-even merge sort of the next power of two
    less every comparator reaching a column past the last (columns there, were they
    above every value, would never move)."""
    if width in _SMALLEST:
        return _SMALLEST[width]
    size = 1
    while size < width:
        size *= 2
    pairs = []
    p = 1
    while p < size:
        k = p
        while k >= 1:
            for j in range(k % p, size - k, 2 * k):
                for i in range(min(k, size - j - k)):
                    if (i + j) // (2 * p) == (i + j + k) // (2 * p) and i + j + k < width:
                        pairs.append((i + j, i + j + k))
            k //= 2
        p *= 2
    return tuple(pairs)


def sort_rows(a: np.ndarray) -> np.ndarray:
    """``np.sort(a, axis=1)`` (the same values in the same places) of a (lanes, k)
    array of numbers, no NaN: while k is small (and, past six, the array too), by a
    sorting network over whole columns (each comparator a minimum and a maximum across
    every lane), not lane by lane; a copy, ``a`` left as it is."""
    rows, width = a.shape
    if width > _NETWORK_MOST or width < 2 or a.dtype.kind not in "iuf" \
            or (width > 6 and rows * width > _NETWORK_CELLS):
        found: np.ndarray = np.sort(a, axis=1)
        return found
    return by_network(a, _network(width))


def by_network(a: np.ndarray, network: tuple[tuple[int, int], ...]) -> np.ndarray:
    """The rows of ``a`` (a copy) after the comparators of ``network``, column by column."""
    cols = list(np.array(a.T, order="C"))  # a copy: the columns are sorted in place
    spare = np.empty(len(a), dtype=a.dtype)
    for low, high in network:
        np.minimum(cols[low], cols[high], out=spare)
        np.maximum(cols[low], cols[high], out=cols[high])
        cols[low], spare = spare, cols[low]
    return np.stack(cols, axis=1)
