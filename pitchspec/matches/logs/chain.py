"""The chain of hashes that seals a game log, and the signature that says who recorded it.

A log cannot be rewritten unnoticed: every line carries ``chain``, the sha256 (hex) of
the chain of the line before it followed by the line's own canonical JSON (without its
``chain``); the header's chain starts from the spec digest
(:func:`pitchspec.matches.logs.log.spec_digest`, the hash of the variant's resolved rules). A
card changed, a line moved, deleted or spliced in from another log breaks the chain at
the first line that differs. Anyone can recompute the chain, so it proves only that the
log was not edited by accident or by hand; the HMAC-SHA256 of the last chain value under
a secret key (``play --log --sign-key``, a ``signature`` line after the end) proves that
the holder of the key recorded this very match (``replay --verify-key``).
docs/logs.rst gives the format and the threat model.
"""

from __future__ import annotations

import hashlib
import hmac
import json
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from pitchspec.diagnostics import Diagnostic
from pitchspec.engine.core.rules import EngineError
from pitchspec.limits import Changed, NotAFile, TooLarge, read_bytes_bounded
from pitchspec.source import Span

CHAIN = "chain"
"""The field of every line (the header included) that holds its chain hash."""
ALGORITHM = "hmac-sha256"
SIGNATURE = "signature"
"""The type of the line after the end that carries the HMAC of the last chain value."""
MAX_KEY_BYTES = 64 * 1024
"""A key file larger than this is refused (it is not a key: a log, a device, a disk)."""


def canonical(line: Mapping[str, Any]) -> str:
    """A line's JSON without its ``chain``: keys sorted, no spaces, text as UTF-8 (not
    escaped), so the same line gives the same text however it was spaced or ordered."""
    data = {k: v for k, v in line.items() if k != CHAIN}
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def link(previous: str, line: Mapping[str, Any]) -> str:
    """The chain value of a line: sha256 of the previous chain value (hex text)
    followed by the line's canonical JSON, as hex."""
    text = previous + canonical(line)
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


def seal(lines: Sequence[Mapping[str, Any]], start: str,
         key: bytes | None = None) -> list[dict[str, Any]]:
    """The lines of a log with their chain values (the first chained from ``start``,
    the spec digest), and a signature line after them when a key is given."""
    out: list[dict[str, Any]] = []
    previous = start
    for line in lines:
        previous = link(previous, line)
        out.append({**line, CHAIN: previous})
    if key is not None:
        out.append(signature_line(key, previous))
    return out


def signature(key: bytes, last_chain: str) -> str:
    """The HMAC-SHA256 (hex) of the last chain value of a log under ``key``."""
    return hmac.new(key, last_chain.encode("ascii"), hashlib.sha256).hexdigest()


def signature_line(key: bytes, last_chain: str) -> dict[str, Any]:
    return {"type": SIGNATURE, "algorithm": ALGORITHM, "hmac": signature(key, last_chain)}


def signs(key: bytes, last_chain: str, claimed: str) -> bool:
    """Whether ``claimed`` is the signature of ``last_chain`` under ``key`` (compared in
    constant time)."""
    return hmac.compare_digest(signature(key, last_chain), claimed)


def read_key(path: Path) -> bytes:
    """The bytes of a key file, exactly as stored (a final newline included); a missing,
    unreadable, empty or oversized file, or one that is no file at all (a device such as
    /dev/zero, a FIFO, a folder), is PS412, refused before more than its size allows is
    read and without waiting for a writer.

    The key is a secret: no message quotes it, and its finding points at the file
    alone, never at a line, so no report re-reads the file to show one."""
    try:
        key = read_bytes_bounded(path, MAX_KEY_BYTES, "key file")
    except TooLarge:
        raise _key_error(path, f"the key file {path} is larger than {MAX_KEY_BYTES:,} "
                         "bytes: it is not a key") from None
    except (NotAFile, Changed) as err:
        raise _key_error(path, str(err), _MAKE_ONE) from None
    except OSError as err:
        raise _key_error(path, f"cannot read the key file {path}: "
                         f"{err.strerror or type(err).__name__}") from None
    if not key:
        raise _key_error(path, f"the key file {path} is empty", _MAKE_ONE)
    return key


_MAKE_ONE = "a key is a file holding a secret of a few dozen random bytes, e.g. made " \
    "with 'head -c 32 /dev/urandom > FILE'"


def _key_error(path: Path, message: str, help: str | None = None) -> EngineError:
    return EngineError([Diagnostic("PS412", message, Span(str(path), 0, 0, 0, 0),
                                   help=help)])
