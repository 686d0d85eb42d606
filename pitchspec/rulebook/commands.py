"""The commands a page prints, as a reader types them.

A bundled variant is named bare (``pitchspec play auction_pitch``): that works in any
folder. An author's own spec is named by its file name (``house_pitch.pitch``), as in
the folder the author keeps it in, with ``-I`` for a parent kept elsewhere. Commands
are printed as literals, so no typesetting turns ``--`` into a dash, and every folder
they write is a plain name (``deals``) that the next command reads back.

>>> ref = SpecRef("house.pitch")
>>> verify_save(ref)
'pitchspec verify house.pitch --save-cex deals'
>>> play_deal(ref, saved_deal("house", "claim:moon"))
'pitchspec play house.pitch --deal deals/house.claim-moon.json'
"""

from __future__ import annotations

import os
import shlex
from dataclasses import dataclass
from pathlib import Path

from pitchspec import catalogue

FOLDER = "deals"
"""Where the printed commands write the deal files the next command plays."""


@dataclass(frozen=True)
class SpecRef:
    """How a reader names a spec in a command."""

    name: str
    """The variant's name (bundled) or the spec's file name (the author's own)."""
    bundled: bool = False
    include: tuple[str, ...] = ()
    """``-I`` folders the spec's parents need, relative to the spec's folder."""

    @property
    def words(self) -> str:
        return " ".join([shlex.quote(self.name), *(f"-I {shlex.quote(i)}"
                                                    for i in self.include)])


def spec_ref(path: Path, name: str, parents: tuple[Path, ...] = ()) -> SpecRef:
    """A spec's name in commands: the bare name when ``path`` is the bundled variant's
    file (byte for byte), else the file's name, with ``-I`` for parents found in other
    folders that are not bundled."""
    bundled = catalogue.find(name)
    if bundled is not None and (bundled.resolve() == path.resolve()
                                or bundled.read_bytes() == path.read_bytes()):
        return SpecRef(name, bundled=True)
    here = path.resolve().parent
    folders = []
    for parent in parents:
        where = parent.resolve().parent
        found = catalogue.find(parent.stem)
        shipped = found is not None and found.resolve() == parent.resolve()
        if where != here and not shipped and where not in folders:
            folders.append(where)
    include = tuple(Path(os.path.relpath(f, here)).as_posix() for f in folders)
    return SpecRef(path.name, include=include)


def file_part(prop: str) -> str:
    """A property's name in a file name, as ``pitchspec verify`` writes it."""
    return prop.replace(":", "-")


def verify_results(ref: SpecRef) -> str:
    return f"pitchspec verify {ref.words} --results {FOLDER}"


def verify_save(ref: SpecRef) -> str:
    """Verify every property, as the run that wrote the results did: a witness found
    verifying one property alone may be another deal (the verifier shares its work
    between the properties of a variant), so the page names the whole run."""
    return f"pitchspec verify {ref.words} --save-cex {FOLDER}"


def saved_deal(variant: str, prop: str) -> str:
    """The deal file ``verify --save-cex`` writes for a property."""
    return f"{FOLDER}/{variant}.{file_part(prop)}.json"


def play_deal(ref: SpecRef, deal: str) -> str:
    return f"pitchspec play {ref.words} --deal {shlex.quote(deal)}"


def diff_save(parent: SpecRef, child: SpecRef) -> str:
    return f"pitchspec diff {parent.words} {child.words} --save-deal {FOLDER}"


def diff_results(parent: SpecRef, child: SpecRef) -> str:
    return f"pitchspec diff {parent.words} {child.words} --results {FOLDER}"


def diff_deal(first: str, second: str, which: str) -> str:
    """The deal file ``diff --save-deal`` writes for one of the two variants."""
    return f"{FOLDER}/{first}-{second}.{which}.deal.json"
