"""The source documents in words, and catalogue tags taken out of the player's text.

A spec cites its sources by a short number (``source: 000 "..."``) and its notes carry
catalogue tags of VARIANTS.md (contradictions C-nn, options O-nn, claims P-nn, variants
Vnn) and those numbers. A player knows neither: the page names each document by what it
is (:data:`DOCUMENTS`, the same titles as docs/sources.rst) and :func:`untag` takes the
tags out of the notes, a cited document becoming its name.

>>> untag("The maker takes the deck first, then names trump (000; O-26).")
'The maker takes the deck first, then names trump.'
>>> untag("Rules 000 does not give are Auction Pitch's (C-29).")
"Rules the Pitch article does not give are Auction Pitch's."
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from pitchspec.rulebook import words as w


@dataclass(frozen=True)
class Document:
    """A source document: its number, its title and what it is."""

    number: str
    title: str
    """As in the heading of docs/sources.rst ("an encyclopedia article on Pitch")."""
    short: str
    """How a sentence names it ("the Pitch article")."""


DOCUMENTS = {d.number: d for d in (
    Document("000", "an encyclopedia article on Pitch", "the Pitch article"),
    Document("001", "complete rules of Pitch (first translation)", "the complete rules of Pitch"),
    Document("002", "complete rules of Pitch (second translation)",
             "the complete rules of Pitch"),
    Document("003", "an encyclopedia article on All Fours", "the All Fours article"),
)}

TAG = re.compile(r"\b(?:[COP]-\d{2,3}|V-?\d{2})\b")
"""A catalogue tag: C-17, O-02, P-38, V13 (or V-13)."""
SEED = re.compile(r"(?<![\d,.])\b(?:[Tt]he\s+)?(?:seeds?\s+)?(00\d)\b(?![\d,])")
"""A source number, alone or as "seed 000"."""
PATTERN = re.compile(f"{TAG.pattern}|{SEED.pattern}")
"""What must not appear in a player's text."""

_SEEDS = re.compile(r"(?<![\d,.])\b(00\d)(?:\s*/\s*00\d)+\b")
"""Two translations of one document cited together ("001/002"): one name for both."""
_CHOICE = re.compile(r"(?<=[.!?])\s+(?:choice|unclear):\s+(\w)")
"""A second recorded choice run into the first note ("... . choice: ...")."""
_SEED_WORD = re.compile(r"\b(the|a|this|each|every) seed\b", re.IGNORECASE)
"""The project's word for a source document, which a player says "source" for."""
_GROUP = re.compile(r"\s*\(([^()]*)\)")
_EMPTY = re.compile(r"(?:\s|\band\b|\bor\b|\bsee\b|[.:\-])*")


OWN = Document("own", "the author's own rules", "the author's own rules")
"""What ``source: own`` cites: rules written down by the spec's author."""


def document(number: str) -> Document:
    """The document with this number; ``own`` is the author's own rules; any other
    number is named as such."""
    if number == OWN.number:
        return OWN
    return DOCUMENTS.get(number, Document(number, f"source {number}", f"source {number}"))


def untag(text: str) -> str:
    """The text without catalogue tags; a cited document number becomes its name, and
    a bracket of nothing but tags and numbers goes."""
    text = _SEEDS.sub(lambda found: "00" + found.group(1)[2], text)
    text = _CHOICE.sub(lambda found: " " + found.group(1).upper(), _GROUP.sub(_group, text))
    text = SEED.sub(_name, text)
    text = _SEED_WORD.sub(r"\1 source", TAG.sub("", text))
    return re.sub(r"\s+([,.;:])", r"\1", re.sub(r"[ \t]{2,}", " ", text)).strip()


def _name(found: re.Match[str]) -> str:
    """A cited number as the document's name ("the 000 infobox": "the Pitch article
    infobox"), capitalised where the number began a sentence."""
    name = document(found.group(1)).short
    before = found.string[:found.start()].rstrip()
    starts = not before or before.endswith((".", "!", "?"))
    return w.capital(name) if starts or found.group(0)[0].isupper() else name


def _group(found: re.Match[str]) -> str:
    pieces = re.split(r"([;,])", found.group(1))
    kept: list[str] = []
    for i in range(0, len(pieces), 2):
        part = pieces[i]
        if _EMPTY.fullmatch(PATTERN.sub("", part)):
            continue
        kept.append((pieces[i - 1] if i and kept else "") + part)
    inner = "".join(kept).strip()
    if not inner:
        return ""
    lead = found.group(0)[:len(found.group(0)) - len(found.group(0).lstrip())]
    return f"{lead}({inner})"
