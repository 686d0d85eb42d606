"""References and rename of a point, bid or claim across the specs that share it.

A name belongs to the variant that first defines it (the farthest ancestor with the
definition) and to every spec below that one: the ancestors between it and the
document, and the specs of the document's folder (and of the defining spec's folder)
that descend from it, restating it, dropping it or using it. Renaming changes every
one of those mentions; it is refused, with the reason, when one of them is in a
bundled variant (the catalogue is read-only), when the new name is not a name or is
taken, or when a file would no longer parse.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from lsprotocol import types

from pitchspec.lsp.family import Family, Member
from pitchspec.lsp.names import NAME, SECTION_OF, Mention, at, named_in
from pitchspec.lsp.protocol import INVALID_PARAMS, REQUEST_FAILED, Refusal
from pitchspec.parse import parse
from pitchspec.source import SourceFile

KEYWORDS = frozenset({"variant", "extends", "drop", "claim", "and", "or", "not", "where"})


@dataclass(frozen=True)
class Found:
    """One mention in one spec."""

    member: Member
    mention: Mention

    @property
    def location(self) -> types.Location:
        return types.Location(self.member.uri, self.member.text.range(
            self.mention.start, self.mention.end))


def sharing(family: Family, member: Member, kind: str, name: str,
            folders: Sequence[Path]) -> list[Member]:
    """The specs a name is shared by, the defining one first (the folders are searched
    for descendants only when some are given)."""
    lineage = family.lineage(member)
    defining = [m for m in lineage if any(
        x.role == "definition" for x in named_in(m.spec, kind, name))]
    origin = defining[-1] if defining else member
    chain = lineage[:lineage.index(origin) + 1]
    places = [*folders, *([] if origin.bundled or not folders else [origin.path.parent])]
    found = {m.key: m for m in reversed(chain)}
    for other in family.descendants(origin, places):
        found.setdefault(other.key, other)
    return list(found.values())


def mentions_of(family: Family, member: Member, offset: int,
                folders: Sequence[Path]) -> tuple[Mention, list[Found]] | None:
    """The mention under the cursor and every mention of the same name it shares."""
    here = at(member.spec, offset)
    if here is None:
        return None
    found = [Found(m, x) for m in sharing(family, member, here.kind, here.name, folders)
             for x in named_in(m.spec, here.kind, here.name)]
    return here, found


def references(family: Family, member: Member, offset: int, folders: Sequence[Path],
               declaration: bool) -> list[types.Location]:
    """Where the name under the cursor is mentioned (definitions only if asked)."""
    shared = mentions_of(family, member, offset, folders)
    if shared is None:
        return []
    return [f.location for f in shared[1]
            if f.mention.written and (declaration or f.mention.role != "definition")]


def prepare(family: Family, member: Member,
            offset: int) -> types.PrepareRenamePlaceholder | None:
    """The name the cursor is on, if it can be renamed (a refusal says why not: a
    bundled spec that shares it is the document or one of its ancestors, so the
    folder's other specs need not be read)."""
    shared = mentions_of(family, member, offset, ())
    if shared is None:
        return None
    here, found = shared
    _refuse_bundled(here, found)
    start = here.start if here.written else here.start - len("claim")
    return types.PrepareRenamePlaceholder(member.text.range(start, here.end), here.name)


def rename(family: Family, member: Member, offset: int, folders: Sequence[Path],
           new: str) -> types.WorkspaceEdit | None:
    """The edits renaming the point, bid or claim under the cursor to ``new``."""
    shared = mentions_of(family, member, offset, folders)
    if shared is None:
        raise Refusal(REQUEST_FAILED, "nothing to rename here: rename a point, bid or "
                      "claim where its name is written")
    here, found = shared
    if NAME.fullmatch(new) is None or new in KEYWORDS:
        raise Refusal(INVALID_PARAMS, f"{new!r} is not a name: a name is a letter or '_' "
                      "then letters, digits and '_', and not a keyword")
    _refuse_bundled(here, found)
    sharers = {f.member.key: f.member for f in found}
    above = [a for m in list(sharers.values()) for a in family.lineage(m)]
    _refuse_taken(here, new, {m.key: m for m in [*sharers.values(), *above]}.values())
    changes: dict[str, list[types.TextEdit]] = {}
    for f in found:
        where = f.member.text.range(f.mention.start, f.mention.end)
        text = new if f.mention.written else f" {new}"
        changes.setdefault(f.member.uri, []).append(types.TextEdit(where, text))
    _refuse_broken(found, new)
    return types.WorkspaceEdit(changes=changes)


def _refuse_bundled(here: Mention, found: list[Found]) -> None:
    locked = next((f.member for f in found if f.member.bundled), None)
    if locked is not None:
        raise Refusal(REQUEST_FAILED, f"{here.kind} '{here.name}' is defined in the bundled "
                      f"variant '{locked.spec.name}', which cannot be changed: give your "
                      f"own {here.kind} another name instead")


def _refuse_taken(here: Mention, new: str, members: Iterable[Member]) -> None:
    for member in members:
        if any(x.role == "definition" for x in named_in(member.spec, here.kind, new)):
            raise Refusal(REQUEST_FAILED, f"there is already a {here.kind} named '{new}' "
                          f"(in '{SECTION_OF[here.kind]}' of {member.spec.name}): choose "
                          "another name")


def _refuse_broken(found: list[Found], new: str) -> None:
    """Every renamed spec still parses (a name cannot be every word everywhere)."""
    by_member: dict[Path, tuple[Member, list[Mention]]] = {}
    for f in found:
        by_member.setdefault(f.member.key, (f.member, []))[1].append(f.mention)
    for member, marks in by_member.values():
        text = member.text.text
        for mark in sorted(marks, key=lambda m: m.start, reverse=True):
            put = new if mark.written else f" {new}"
            text = text[:mark.start] + put + text[mark.end:]
        if parse(SourceFile(str(member.path), text))[0] is None:
            raise Refusal(REQUEST_FAILED, f"renamed to '{new}', {member.path.name} would no "
                          "longer parse: choose another name")
