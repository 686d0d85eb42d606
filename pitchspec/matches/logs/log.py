"""Game logs: a match written as JSON lines, one line per thing that happened.

A log is UTF-8 text, one JSON object per line, each with a ``type`` and a ``chain``:

``header`` (the first line, exactly once)
    ``format`` ("pitchspec-log"), ``version`` (3; 2 is read too), ``variant`` (its
    name), ``spec`` (the spec file as given to ``play``), ``spec_sha256`` (a digest of
    the variant's rules, see :func:`spec_digest`), ``players``, ``teams`` (the
    partnership flag given to the table, or null for the variant's default), ``sides``
    (the side of each seat), ``seed`` (null when the deal came from a file alone),
    ``first_dealer`` (null when the cut was a chance step, recorded as the first
    action), ``max_hands``, ``scores`` (the scores the match starts from, one per side;
    only when a deal file gives them), and ``seats`` (from version 3: per seat, the
    ``player``, its ``budget`` and its ``seed``; see
    :class:`~pitchspec.agents.SeatPlayer`).
``action`` (one per step of the match, chance steps included)
    ``hand`` (1-based deal number), ``player`` (the seat, or -1 for chance: a card
    dealt, turned or drawn, the cut for deal, a random trump), ``action`` (the action
    number) and ``label`` (its name: ``"bid 2"``, ``"AS"``, ``"pass"``).
``hand`` (after the action that finished a scored hand)
    ``hand``, ``dealer``, ``trump`` (suit name), ``contract`` (``bidder``, ``level``,
    ``doubled``, ``special``; null without an auction), ``made`` (true, false, or null),
    ``awards`` (in counting order: ``point``, ``side``, ``value``, ``card``), ``during``
    (points scored during the deal: turn-ups, gifts), ``tricks``, ``scores`` (every
    side's score after the hand).
``end`` (after the last action)
    ``winners`` (sides), ``draw`` (true when the hand limit ended the match),
    ``scores``, ``hands`` (scored hands).
``signature`` (only in a signed log, the very last line, without a chain)
    ``algorithm`` ("hmac-sha256") and ``hmac``: see :mod:`pitchspec.matches.logs.chain`.

Every line's ``chain`` hashes the line with the chain of the line before it (the
header's starts from ``spec_sha256``), so a line changed, moved or removed after the
log was written is PS410 at the first line that differs (:mod:`pitchspec.matches.logs.chain`).
Every line's shape is a JSON Schema shipped in the package
(``pitchspec/schemas/game-log-header.schema.json`` for the first line,
``game-log-line.schema.json`` for the others); a field the schema does not name, a
field written twice, or a value of the wrong kind (``"version": true``) is refused.
Reading checks every line against its schema and its chain and reports the first bad
one as PS404 (malformed) or PS410 (altered) with its line number. A log of format
version 1 (before the chain) is refused: it cannot show it was not rewritten, so the
match is to be recorded again. A log of version 2 (before ``seats``) is read and
replayed as it was: its chain is sound, only who played is not known. Writing goes to
a temporary file renamed into place, so a log is either complete or absent.
Re-executing a log is :mod:`pitchspec.matches.logs.replay`'s job.

This module is the public face of game logs; the work is split by what it owns:
:mod:`~pitchspec.matches.logs.log_format` (the lines, the log, writing),
:mod:`~pitchspec.matches.logs.log_read` (reading and checking) and
:mod:`~pitchspec.matches.logs.recorder` (turning a match being played into records).
"""

from __future__ import annotations

from pitchspec.agents import SeatPlayer
from pitchspec.matches.logs.log_format import (
    CHANCE_PLAYER,
    FORMAT,
    READS,
    VERSION,
    ActionLine,
    EndLine,
    GameLog,
    HandLine,
    Header,
    Record,
    end_line,
    hand_line,
    line_span,
    make_log,
    new_header,
    spec_digest,
    write_log,
)
from pitchspec.matches.logs.log_read import HEADER_SCHEMA, LINE_SCHEMA, parse_log, read_log
from pitchspec.matches.logs.recorder import (
    DealShown,
    Event,
    Listener,
    Recorder,
    TrickLine,
    record_match,
)

__all__ = ["CHANCE_PLAYER", "FORMAT", "HEADER_SCHEMA", "LINE_SCHEMA", "READS", "VERSION",
           "ActionLine", "DealShown", "EndLine", "Event", "GameLog", "HandLine", "Header",
           "Listener", "Record", "Recorder", "SeatPlayer", "TrickLine", "end_line",
           "hand_line", "line_span", "make_log", "new_header", "parse_log", "read_log",
           "record_match", "spec_digest", "write_log"]
