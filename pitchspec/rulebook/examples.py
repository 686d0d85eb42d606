"""The deal behind a verdict: a counterexample or a claim's witness, played again under
the page's variant by the engine and told in pictures and player words.

The verifier writes each hand as a deal file beside its results; the page plays that
file under the variant it renders (:mod:`pitchspec.rulebook.played`), never copying
the verifier's story. A verdict without a deal file (a single trick, a count of cards)
shows the verifier's story with its seats, points and cards in player words.

>>> from pitchspec import load
>>> from pitchspec.rulebook.seating import Table
>>> words(load("spec/classic_all_fours.pitch"), Table(2, (0, 1)),
...       "points: jack 1 to side 0, seat 1 turned JS")
'points: Jack 1 to South, North turned J♠'
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from pitchspec import model as m
from pitchspec.rulebook import cardfaces as cf
from pitchspec.rulebook import commands as cmd
from pitchspec.rulebook import rest as r
from pitchspec.rulebook.documents import untag
from pitchspec.rulebook.played import NotPlayable, play
from pitchspec.rulebook.results import Property
from pitchspec.rulebook.seating import Table
from pitchspec.rulebook.texts import ENGLISH, text
from pitchspec.rulebook.told import Teller

_PRIOR = re.compile(r"^scores before the hand: (.*)$")
_SIDE_SCORE = re.compile(r"side (\d+) (-?\d+)")
_PLAYERS = re.compile(r"^(\d+) players")
_TEAMS = re.compile(r"teams ([\d+]+(?: v [\d+]+)+)")
_SEAT = re.compile(r"\bseat (\d+)\b")
_SIDE = re.compile(r"\bside (\d+)\b")
_CARD = re.compile(r"\b(10|[2-9AKQJ])([SHDC])\b")
_SUITS = "SHDC"


def shown(v: m.Variant, prop: Property, deals: dict[str, Any], ref: cmd.SpecRef | None,
          problems: list[str]) -> Iterator[str]:
    """The finding in words, the deal played under ``v``, and the commands that save and
    replay it. ``problems`` collects what the build should warn about."""
    table = _story_table(v, prop.story)
    why = next((line[5:] for line in prop.story if line.startswith("why: ")), None)
    data = dict(deals[prop.deal]) if prop.deal and prop.deal in deals else None
    prior = _prior(prop.story)
    # a deal the verifier found at other scores than 0-0, in a file that starts at 0; a
    # whole match from 0-0 (the verifier's refutations now) is played as it is
    whole = data is not None and len(data.get("deals", ())) > 1
    moved = data is not None and not whole and "scores" not in data and bool(prior) \
        and any(prior or ())
    if data is not None:
        if moved:
            data["scores"] = prior
        yield from _played(v, prop, data, problems, moved)
    elif prop.story:
        if prop.deal:
            yield from r.paragraph(r.escape(text("verify.deal missing", file=prop.deal)))
        yield from r.paragraph(r.escape(text("verify.story")))
        yield from r.code("text", [words(v, table, line) for line in prop.story
                                   if not line.startswith("why: ")])
    if why:
        yield from r.paragraph(r.escape(text("verify.finding",
                                             why=finding(v, words(v, table, why)).rstrip("."))))
    if prop.deal and ref is not None:
        save = cmd.verify_save(ref)
        if moved:  # the file starts at 0: play would not show what the page shows
            yield from r.paragraph(text("verify.replay.moved", save=save,
                                        file=cmd.saved_deal(v.name, prop.name)))
            return
        key = "verify.replay.match" if data is not None and len(data.get("deals", ())) > 1 \
            else "verify.replay"
        yield from r.paragraph(text(key, save=save,
                                    play=cmd.play_deal(ref, cmd.saved_deal(v.name, prop.name))))


def _played(v: m.Variant, prop: Property, data: dict[str, Any], problems: list[str],
            moved: bool) -> Iterator[str]:
    """The deal file played under ``v`` (from the verifier's scores when ``moved``)."""
    note = text("deal.scores from story") if moved else None
    try:
        match = play(v, data)
    except NotPlayable as err:
        problems.append(f"{prop.deal}: {err}")
        yield from r.paragraph(r.escape(text("deal.unplayable", reason=str(err))))
        return
    if match.refused:
        problems.append(f"{prop.deal}: {match.refused}")
    yield from Teller.of(v, match).match(match, scores_note=note)


def _prior(story: tuple[str, ...]) -> list[int] | None:
    for line in story:
        found = _PRIOR.match(line)
        if found:
            return [int(score) for _, score in _SIDE_SCORE.findall(found.group(1))]
    return None


def _story_table(v: m.Variant, story: tuple[str, ...]) -> Table:
    """The table a story is told at: its first line names the players and teams."""
    head = story[0] if story else ""
    found = _PLAYERS.match(head)
    players = int(found.group(1)) if found else min(v.seating.players)
    sides = list(range(players))
    teams = _TEAMS.search(head)
    if teams:
        for side, seats in enumerate(teams.group(1).split(" v ")):
            for seat in seats.split("+"):
                if seat.isdigit() and int(seat) < players:
                    sides[int(seat)] = side
    clockwise = v.seating.direction is m.Direction.CLOCKWISE
    return Table(players, tuple(sides), clockwise)


def words(v: m.Variant, table: Table, line: str) -> str:
    """A line of the verifier's story in player words: seats by where they sit, sides by
    their players, points by their labels, cards with their suit signs."""
    line = _SEAT.sub(lambda f: table.seat(int(f.group(1))) if int(f.group(1)) <
                     table.players else f.group(0), line)
    line = _SIDE.sub(lambda f: table.side(int(f.group(1))) if int(f.group(1)) in
                     table.sides else f.group(0), line)
    line = _CARD.sub(lambda f: cf.short(_SUITS.index(f.group(2)) * 13 +
                                        _rank(f.group(1)) - 2), line)
    for point in v.points:  # "high 1 to", and a name in snake_case anywhere
        line = re.sub(rf"(?<![\w-]){re.escape(point.name)}(?= -?\d+ to\b)", point.label, line)
        if "_" in point.name:
            line = re.sub(rf"\b{re.escape(point.name)}\b", point.label, line)
    return line


_SNAKE = re.compile(r"\b[a-z][a-z0-9]*_[a-z0-9_]+\b")
_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[A-Z(])")


def finding(v: m.Variant, said: str) -> str:
    """A verifier's finding in player words: a property or a point named by its name in
    the code becomes its name on the page (``ties_resolved`` -> "One winner at a time");
    a sentence naming anything else of the code's (a test fixture) is left out."""
    said = untag(said)
    for name in _SNAKE.findall(said):
        if f"property.{name}" in ENGLISH:
            said = re.sub(rf"\b{name}\b", f"\u201c{text(f'property.{name}')}\u201d", said)
    for point in v.points:
        if "_" in point.name:  # others are words (high, turned) a sentence may use
            said = re.sub(rf"\b{re.escape(point.name)}\b", point.label, said)
    return " ".join(s for s in _SENTENCE.split(said) if not _SNAKE.search(s))


def _rank(symbol: str) -> int:
    return {"A": 14, "K": 13, "Q": 12, "J": 11}.get(symbol) or int(symbol)
