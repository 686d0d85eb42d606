"""The address of a Dask scheduler (``simulate --dask ADDRESS``): read and checked
before any connection is tried, then reached within a bounded time.

An address is ``[SCHEME://]HOST[:PORT]``: the scheme ``tcp`` (the default), ``tls``,
``ws`` or ``wss``; the host a name, an IPv4 address or an IPv6 address in brackets
(``tcp://[::1]:8786``); the port a number from 1 to 65535 (default 8786, the
scheduler's own). Anything else (an empty address, a scheme with no host, a space, an
unclosed bracket, an in-process ``inproc://`` address, a path after the port, an
address longer than any host name) is :class:`AddressError`, said at once.

Reaching it (:func:`reach`) takes at most :data:`CONNECT_SECONDS` to find the host
and connect, and :data:`HANDSHAKE_SECONDS` for the scheduler to say who it is; a host
that refuses is said at once, and a listener that accepts but never answers as a Dask
scheduler (or is something else) is :class:`Unreachable`, never a hang.
"""

from __future__ import annotations

import asyncio
import ipaddress
import re
import socket
import threading
from dataclasses import dataclass
from typing import Any

SCHEMES = ("tcp", "tls", "ws", "wss")
"""The schemes pitchspec connects with (Dask's network protocols)."""
DEFAULT_PORT = 8786
"""A Dask scheduler's port when the address gives none."""
LONGEST = 300
"""The longest address read: a scheme, a host name of at most 253 characters, a port."""
CONNECT_SECONDS = 5.0
"""The longest wait to find the host (DNS) and to open a connection to it."""
HANDSHAKE_SECONDS = 5.0
"""The longest wait for the scheduler to answer who it is, once connected."""

_LABEL = re.compile(r"(?!-)[A-Za-z0-9-]{1,63}(?<!-)")


class AddressError(ValueError):
    """An address that is not a scheduler's address; the message says why in words."""


class Unreachable(OSError):
    """A well-formed address where no Dask scheduler answers in time."""


@dataclass(frozen=True)
class Address:
    """A checked scheduler address."""

    scheme: str
    host: str
    port: int

    def __str__(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"{self.scheme}://{host}:{self.port}"


def parse_address(text: str) -> Address:
    """The address ``text`` names, or AddressError saying what is wrong with it.

    >>> str(parse_address("10.0.0.5"))
    'tcp://10.0.0.5:8786'
    >>> str(parse_address("tls://[::1]:9000"))
    'tls://[::1]:9000'
    """
    if not text:
        raise AddressError("the address is empty: give tcp://HOST:PORT")
    if len(text) > LONGEST:
        raise AddressError(f"the address has {len(text):,} characters; an address has at "
                           f"most {LONGEST}")
    if not (text.isascii() and text.isprintable()) or " " in text:
        raise AddressError("the address holds a space or a character no address has")
    scheme, sep, rest = text.partition("://")
    if not sep:
        scheme, rest = "tcp", text
    scheme = scheme.lower()
    if scheme == "inproc":
        raise AddressError("an in-process address (inproc://) names a scheduler inside "
                           "another Python process; give its tcp://HOST:PORT address")
    if scheme not in SCHEMES:
        raise AddressError(f"'{scheme}://' is not a scheme pitchspec connects with "
                           f"({', '.join(s + '://' for s in SCHEMES)})")
    if any(c in rest for c in "/?#@\\"):
        raise AddressError("an address is HOST:PORT with nothing after it (no path, "
                           "query or user)")
    host, port = _host_and_port(rest)
    return Address(scheme, host, port)


def _host_and_port(rest: str) -> tuple[str, int]:
    if rest.startswith("["):
        end = rest.find("]")
        if end < 0:
            raise AddressError("the IPv6 host opened with '[' is never closed with ']'")
        host, after = rest[1:end], rest[end + 1:]
        _ipv6(host)
        if after and not after.startswith(":"):
            raise AddressError("after an IPv6 host in brackets comes ':PORT' or nothing")
        return host, _port(after[1:]) if after else DEFAULT_PORT
    if rest.count(":") > 1 or "[" in rest or "]" in rest:
        raise AddressError("an IPv6 host is written in brackets: tcp://[::1]:8786")
    host, sep, port = rest.partition(":")
    _host(host)
    return host, _port(port) if sep else DEFAULT_PORT


def _ipv6(host: str) -> None:
    try:
        ipaddress.IPv6Address(host)
    except ValueError:
        raise AddressError(f"'{host}' is not an IPv6 address") from None


def _host(host: str) -> None:
    """A host name (labels of letters, digits and '-') or an IPv4 address."""
    if not host:
        raise AddressError("the address names no host: give tcp://HOST:PORT")
    if all(c.isdigit() or c == "." for c in host):
        try:
            ipaddress.IPv4Address(host)
        except ValueError:
            raise AddressError(f"'{host}' is not an IPv4 address") from None
        return
    labels = host.removesuffix(".").split(".")
    if len(host) > 253 or not all(_LABEL.fullmatch(label) for label in labels):
        raise AddressError(f"'{host}' is not a host name (letters, digits and '-' in "
                           "dot-separated parts)")


def _port(port: str) -> int:
    if not port:
        raise AddressError("':' is followed by no port: give HOST:PORT, or HOST alone "
                           f"for port {DEFAULT_PORT}")
    if not (port.isascii() and port.isdigit()) or len(port) > 5 or not 0 < int(port) < 65536:
        raise AddressError(f"'{port}' is not a port (a number from 1 to 65535)")
    return int(port)


def reach(address: Address) -> None:
    """Make sure a Dask scheduler answers at ``address``, within the bounded waits;
    Unreachable saying what was found otherwise. Needs the 'dist' extra (ImportError)."""
    where = f"{address.host}:{address.port}"
    for family, kind, proto, _, target in _resolve(address.host, address.port):
        try:
            with socket.socket(family, kind, proto) as probe:
                probe.settimeout(CONNECT_SECONDS)
                probe.connect(target)
            break
        except ConnectionRefusedError:
            raise Unreachable(f"nothing listens at {where} (the connection was "
                              "refused)") from None
        except TimeoutError:
            raise Unreachable(f"{where} did not answer within {CONNECT_SECONDS:g} s") from None
        except OSError as err:
            raise Unreachable(f"cannot connect to {where}: {err.strerror or err}") from None
    _handshake(address)


def _resolve(host: str, port: int) -> list[Any]:
    """The host's addresses, looked up in a thread given :data:`CONNECT_SECONDS`."""
    found: list[Any] = []
    failed: list[OSError] = []

    def look_up() -> None:
        try:
            found.extend(socket.getaddrinfo(host, port, type=socket.SOCK_STREAM))
        except OSError as err:
            failed.append(err)

    thread = threading.Thread(target=look_up, name="pitchspec-dns", daemon=True)
    thread.start()
    thread.join(CONNECT_SECONDS)
    if thread.is_alive():
        raise Unreachable(f"the host '{host}' was not found within {CONNECT_SECONDS:g} s")
    if failed or not found:
        why = failed[0].strerror if failed and failed[0].strerror else "no address"
        raise Unreachable(f"the host '{host}' was not found ({why})")
    return found[:1]


def _handshake(address: Address) -> None:
    """Ask the listener who it is, as Dask's own client does; a Dask scheduler says
    ``Scheduler``. Anything else, or silence past :data:`HANDSHAKE_SECONDS`, is
    Unreachable."""
    try:
        reply = _in_a_thread(str(address))
    except TimeoutError:
        raise Unreachable("the listener there accepted the connection but did not answer "
                          f"as a Dask scheduler within {HANDSHAKE_SECONDS:g} s") from None
    except Exception as err:  # whatever a listener that is no scheduler makes the client do
        raise Unreachable("the listener there did not answer as a Dask scheduler "
                          f"({type(err).__name__}: {err})") from None
    if not isinstance(reply, dict) or reply.get("type") != "Scheduler":
        raise Unreachable("the listener there answered, but not as a Dask scheduler")


def _in_a_thread(address: str) -> object:
    """The scheduler's answer, asked on an event loop of its own in a daemon thread:
    the wait is bounded even when the caller runs an event loop already, or when the
    connection will not close."""
    box: list[object] = []
    failed: list[BaseException] = []

    def ask() -> None:
        try:
            box.append(asyncio.run(asyncio.wait_for(_identity(address), HANDSHAKE_SECONDS)))
        except Exception as err:
            failed.append(err)

    thread = threading.Thread(target=ask, name="pitchspec-handshake", daemon=True)
    thread.start()
    thread.join(HANDSHAKE_SECONDS + 1)
    if thread.is_alive():
        raise TimeoutError(address)
    if failed:
        raise failed[0]
    return box[0]


async def _identity(address: str) -> object:
    from distributed.comm.core import connect
    from distributed.security import Security

    args = Security().get_connection_args("client")  # type: ignore[no-untyped-call]
    comm = await connect(address, timeout=HANDSHAKE_SECONDS,  # type: ignore[no-untyped-call]
                         **args)
    try:
        await comm.write({"op": "identity", "reply": True})
        return await comm.read()
    finally:
        comm.abort()
