"""Reductions across each lane's few columns (its seats, sides, credits, tricks).

numpy reduces a short trailing axis slowly: ``a.sum(axis=1)`` on a (lanes, 4) array
costs many times what adding its four columns does. These give exactly what the
numpy reductions give (the same values and dtypes) for a 2-D (lanes, k) array,
column by column while k is small, and fall back to numpy otherwise.
"""

from __future__ import annotations

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
