"""Worker processes that end with their parent.

``simulate``, ``verify`` and ``rulebook --stats`` spread their work over ``--jobs``
processes. A worker must never outlive the command that started it: a SIGTERM or
SIGINT sent to the parent alone, or to the whole process group, ends every worker
before the parent exits, and no worker prints a traceback on the way out.

How: the parent turns SIGTERM into :class:`Stopped` (SIGINT already arrives as
``KeyboardInterrupt``); leaving the pool's ``with`` block on that exception
terminates the workers. Each worker ignores SIGINT (the parent decides), dies
quietly on SIGTERM, and asks the kernel for a SIGTERM of its own should the parent
die without a chance to clean up (``prctl(PR_SET_PDEATHSIG)`` on Linux).

Beyond one machine, :func:`dask_map` sends the same work to a Dask distributed
scheduler; :func:`run_map` picks one or the other. Both yield results in input order,
so a caller that merges them in that order gets the same answer from either.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import itertools
import multiprocessing
import os
import signal
import sys
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Sized
from types import FrameType
from typing import Any, TypeVar

from pitchspec.scheduler import Address, Unreachable, parse_address, reach

T = TypeVar("T")
R = TypeVar("R")

_PR_SET_PDEATHSIG = 1
CONNECT_TIMEOUT = "10s"
"""How long Dask's client waits for a scheduler already found answering (pitchspec's
own bounded check, :func:`pitchspec.scheduler.reach`, comes first)."""
DASK_WINDOW = 64
"""Tasks sent to a Dask scheduler ahead of the result being read: enough to keep a
cluster's workers busy, a bound on what the run keeps in memory."""
WORKERS_SECONDS = 10.0
"""How long to wait for a scheduler without workers to get one."""


class Stopped(KeyboardInterrupt):
    """The command was asked to stop by a signal (SIGTERM or SIGINT)."""

    def __init__(self, signum: int) -> None:
        super().__init__(signal.Signals(signum).name)
        self.signum = signum

    @property
    def status(self) -> int:
        """The shell's convention: 128 plus the signal's number."""
        return 128 + self.signum


def _raise_stopped(signum: int, _frame: FrameType | None) -> None:
    raise Stopped(signum)


def stop_on_signals() -> None:
    """In the parent: SIGTERM and SIGINT raise :class:`Stopped` from now on."""
    signal.signal(signal.SIGTERM, _raise_stopped)
    signal.signal(signal.SIGINT, _raise_stopped)


def _die_with_parent(parent: int) -> None:
    """Worker initialiser: quiet on signals, and never an orphan."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    if sys.platform.startswith("linux"):
        libc = ctypes.CDLL(ctypes.util.find_library("c"), use_errno=True)
        libc.prctl(_PR_SET_PDEATHSIG, signal.SIGTERM)
    if os.getppid() != parent:  # the parent died before the request was in place
        os._exit(1)


def pool_map(fn: Callable[[T], R], items: Iterable[T], jobs: int,
             ordered: bool = True) -> Iterator[R]:
    """``fn`` over ``items`` in ``jobs`` worker processes (in this process when
    ``jobs`` <= 1); results in input order, or as they finish when not ``ordered``.

    ``items`` is read as the workers take them (a generator of a million jobs is
    never held whole), and each result is handed on as it comes, so the memory
    does not grow with the number of items. ``fn`` must be a module-level function.
    Leaving the iteration early, or an exception (a signal included), terminates
    every worker."""
    work = iter(items)
    head = list(itertools.islice(work, 2))
    if jobs <= 1 or len(head) <= 1:
        yield from map(fn, itertools.chain(head, work))
        return
    size = min(jobs, len(items)) if isinstance(items, Sized) else jobs
    context = multiprocessing.get_context("fork")
    with context.Pool(size, initializer=_die_with_parent,
                      initargs=(os.getpid(),)) as pool:
        mapper = pool.imap if ordered else pool.imap_unordered
        yield from mapper(fn, itertools.chain(head, work), chunksize=1)


def dask_map(fn: Callable[[T], R], items: Iterable[T], address: str) -> Iterator[R]:
    """``fn`` over ``items`` on the Dask distributed scheduler at ``address``
    (``tcp://host:8786``, or a ``LocalCluster``'s address); results in input order.

    The address is checked before any connection and the scheduler reached within
    bounded waits (:mod:`pitchspec.scheduler`: AddressError, Unreachable); a scheduler
    with no worker for :data:`WORKERS_SECONDS` is Unreachable too. Every worker must be
    able to import ``fn`` (pitchspec installed on the workers). At most
    :data:`DASK_WINDOW` tasks are out at once, each let go once its result is read, so
    neither this process nor the cluster holds more as ``items`` grow. Leaving the
    iteration early, or an exception, cancels the tasks not yet done."""
    from distributed import Client

    checked = parse_address(address)
    reach(checked)
    client = Client(str(checked), set_as_default=False,  # type: ignore[no-untyped-call]
                    timeout=CONNECT_TIMEOUT)
    with client:
        _wait_for_a_worker(client, checked)
        work = iter(items)
        window: deque[Any] = deque(client.submit(fn, item, pure=False)
                                   for item in itertools.islice(work, DASK_WINDOW))
        try:
            while window:
                result = window.popleft().result()  # the future, dropped, frees it
                for item in itertools.islice(work, 1):
                    window.append(client.submit(fn, item, pure=False))
                yield result
        finally:
            client.cancel(list(window))  # type: ignore[no-untyped-call]


def _wait_for_a_worker(client: Any, address: Address) -> None:
    try:
        client.wait_for_workers(1, timeout=WORKERS_SECONDS)
    except TimeoutError:
        raise Unreachable(f"the scheduler at {address} has no workers (none joined within "
                          f"{WORKERS_SECONDS:g} s)") from None


def run_map(fn: Callable[[T], R], items: Iterable[T], jobs: int,
            dask: str | None = None) -> Iterator[R]:
    """``fn`` over ``items`` in input order: on the Dask scheduler at ``dask`` when
    given, else in ``jobs`` local worker processes (:func:`pool_map`)."""
    if dask is not None:
        return dask_map(fn, items, dask)
    return pool_map(fn, items, jobs)
