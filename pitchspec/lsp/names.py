"""Where a spec names its points, bids and claims: each definition (``point low "Low":
...``, ``bid moon { ... }``, ``claim moon "...": ...``), each ``drop`` of one, and each
use of a name in a value (``order: high, low``, ``requires: capture jack``,
``all_pass: dealer bids 2, or moon``, a claim's ``makes bid moon``).

A use is found the way the checker reads the value: the first form of the setting
that matches the phrase, when that form is one of :data:`USES` (so ``bid made`` in a
claim is the event, not a bid named ``made``).

>>> from pitchspec.parse import parse
>>> from pitchspec.source import SourceFile
>>> text = ('variant x extends pitch\\npoints {\\n  point ten "Ten": trump 10, to capturer\\n}\\n'
...         'scoring {\\n  order: high, ten\\n}\\n')
>>> spec, _ = parse(SourceFile("x.pitch", text))
>>> [(m.kind, m.name, m.role) for m in mentions(spec)]
[('point', 'ten', 'definition'), ('point', 'high', 'use'), ('point', 'ten', 'use')]
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from pitchspec.parse import Entry, EntryKind, Phrase, SpecFile
from pitchspec.phrases import Form, match
from pitchspec.vocabulary import CLAIM_TERMS, TOP, Section

SECTION_OF = {"point": "points", "bid": "bidding", "claim": "properties"}
"""The named entries a name can be renamed in, and the section each is written in."""

USES: dict[tuple[str, str], str] = {
    ("all_pass", "or {name}"): "bid",
    ("requires", "capture {name}"): "point",
    ("point", "unless same card as {name}"): "point",
    ("point", "only with bid {name}"): "bid",
    ("order", "{name}"): "point",
    ("claim", "bid {name}"): "bid",
    ("claim", "makes bid {name}"): "bid",
    ("claim", "point {name} awarded"): "point",
    ("claim", "point {name} to bidder"): "point",
}
"""(setting, form) -> the kind of entry the form's ``{name}`` names."""

NOT_USES = frozenset({("catalogue", "{name}"), ("name", "{name} {str}")})
"""Forms with a ``{name}`` that names no entry: a catalogue number such as V03, a
language code in a variant's name in that language (``name: ru "..."``)."""

NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_AFTER_KEY = re.compile(r"[ \t]+([A-Za-z_][A-Za-z0-9_]*)")


@dataclass(frozen=True)
class Mention:
    """A name as written (``start``..``end`` in the text): its kind and name, and its
    role: ``definition``, ``drop`` or ``use``. A claim written without a name has an
    empty span right after ``claim`` (``written`` False): its name is made from its
    words, and renaming it writes the new name there."""

    kind: str
    name: str
    role: str
    start: int
    end: int
    written: bool = True

    def touches(self, offset: int, keyword: int) -> bool:
        """Whether the cursor is on the name (or on ``claim`` of an unnamed claim,
        which starts at ``keyword``)."""
        low = self.start if self.written else keyword
        return low <= offset <= self.end


def mentions(spec: SpecFile) -> list[Mention]:
    """Every mention of a point, bid or claim name in a spec, in the order written."""
    found = [m for chain in _walk(spec.entries) for m in _of(spec, chain)]
    return sorted(found, key=lambda m: (m.start, m.end))


def at(spec: SpecFile, offset: int) -> Mention | None:
    """The mention under the cursor, if any."""
    for chain in _walk(spec.entries):
        for mention in _of(spec, chain):
            if mention.touches(offset, chain[-1].key_span.start):
                return mention
    return None


def _walk(entries: tuple[Entry, ...],
          above: tuple[Entry, ...] = ()) -> Iterator[tuple[Entry, ...]]:
    for entry in entries:
        chain = (*above, entry)
        yield chain
        yield from _walk(entry.children, chain)


def _of(spec: SpecFile, chain: tuple[Entry, ...]) -> Iterator[Mention]:
    entry = chain[-1]
    if entry.key in SECTION_OF and len(chain) == 2 and chain[0].key == SECTION_OF[entry.key]:
        yield from _named(spec, entry)
    if entry.kind is EntryKind.SETTING:
        section = _section(chain[:-1])
        setting = section.setting(entry.key) if section is not None else None
        if setting is not None:
            for index, phrase in enumerate(entry.values):
                yield from _uses(entry.key, setting.forms_for(index), phrase)
    if entry.kind is EntryKind.CLAIM and entry.claim is not None:
        for term in entry.claim.terms():
            yield from _uses("claim", CLAIM_TERMS, term.words)


def _named(spec: SpecFile, entry: Entry) -> Iterator[Mention]:
    """The name of a definition or drop, where it is written."""
    if entry.name is None or entry.key_span.file != spec.source.path:
        return
    role = "drop" if entry.kind is EntryKind.DROP else "definition"
    found = _AFTER_KEY.match(spec.source.text, entry.key_span.end)
    if found is not None and found.group(1) == entry.name:
        yield Mention(entry.key, entry.name, role, found.start(1), found.end(1))
    elif entry.kind is EntryKind.CLAIM:
        end = entry.key_span.end
        yield Mention(entry.key, entry.name, role, end, end, written=False)


def _section(chain: tuple[Entry, ...]) -> Section | None:
    section: Section | None = TOP
    for entry in chain:
        section = section.block(entry.key) if section is not None else None
    return section


def _uses(key: str, forms: Sequence[Form], phrase: Phrase) -> Iterator[Mention]:
    """The name a phrase uses, when the form it is read by names an entry."""
    form = next((f for f in forms if match(f, phrase.atoms) is not None), None)
    kind = USES.get((key, form.pattern)) if form is not None else None
    if form is None or kind is None:
        return
    atom = phrase.atoms[form.tokens.index("{name}")]
    yield Mention(kind, atom.text, "use", atom.span.start, atom.span.end)


def named_in(spec: SpecFile, kind: str, name: str) -> list[Mention]:
    """The mentions of one point, bid or claim."""
    return [m for m in mentions(spec) if m.kind == kind and m.name == name]
