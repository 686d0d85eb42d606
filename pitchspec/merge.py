"""``extends``: overlay a child's entries on its parent's, before any meaning is given.

Rules, applied section by section:

* a setting replaces the parent's setting with the same key (and name);
* a block merges into the parent's block of the same key (and name), recursively;
* a repeatable setting (``step``, ``forced``, ``backdoor``) given by the child replaces
  all of the parent's entries with that key, so a child restates a whole procedure;
* ``drop KEY [NAME]`` removes an inherited entry;
* ``aliases`` and ``source`` are never inherited: each variant cites its own.
"""

from __future__ import annotations

from dataclasses import replace

from pitchspec.diagnostics import Diagnostic, did_you_mean
from pitchspec.parse import Entry, EntryKind
from pitchspec.vocabulary import OWN_ONLY, TOP, Section


def merge(
    parent: tuple[Entry, ...], child: tuple[Entry, ...], section: Section = TOP
) -> tuple[tuple[Entry, ...], list[Diagnostic]]:
    """The child's entries overlaid on the parent's; diagnostics for bad drops."""
    merged = [e for e in parent if not (section is TOP and e.key in OWN_ONLY)]
    diagnostics: list[Diagnostic] = []
    restated: set[str] = set()
    for entry in child:
        if entry.kind is EntryKind.DROP:
            diagnostics.extend(_drop(merged, entry))
            continue
        setting = section.setting(entry.key)
        if setting is not None and setting.repeat:
            if entry.key not in restated:
                merged = [e for e in merged if e.key != entry.key]
                restated.add(entry.key)
            merged.append(entry)
            continue
        _overlay(merged, entry, section, diagnostics)
    return tuple(merged), diagnostics


def _overlay(merged: list[Entry], entry: Entry, section: Section,
             diagnostics: list[Diagnostic]) -> None:
    index = next((i for i, e in enumerate(merged) if e.ident == entry.ident), None)
    if index is None:
        merged.append(entry)
        return
    old = merged[index]
    sub = section.block(entry.key)
    if entry.kind is EntryKind.BLOCK and old.kind is EntryKind.BLOCK and sub is not None:
        children, found = merge(old.children, entry.children, sub)
        diagnostics.extend(found)
        merged[index] = replace(entry, children=children)
    else:
        merged[index] = entry


def _drop(merged: list[Entry], entry: Entry) -> list[Diagnostic]:
    index = next((i for i, e in enumerate(merged) if e.ident == entry.ident), None)
    if index is not None:
        del merged[index]
        return []
    names = [e.path for e in merged]
    return [Diagnostic(
        "PS208",
        f"'drop {entry.path}' names nothing inherited from the parent",
        entry.key_span,
        help=did_you_mean(entry.path, names) or "only inherited entries can be dropped",
    )]


def duplicates(entries: tuple[Entry, ...], section: Section = TOP) -> list[Diagnostic]:
    """Entries one file states twice (before merging would silently keep the last)."""
    found: list[Diagnostic] = []
    seen: dict[tuple[str, str | None], Entry] = {}
    for entry in entries:
        setting = section.setting(entry.key)
        if entry.kind is not EntryKind.DROP and not (setting is not None and setting.repeat):
            first = seen.setdefault(entry.ident, entry)
            if first is not entry:
                found.append(Diagnostic("PS204", f"'{entry.path}' is given twice",
                                        entry.key_span, f"first given at {first.key_span}"))
        sub = section.block(entry.key)
        if sub is not None and entry.kind is EntryKind.BLOCK:
            found.extend(duplicates(entry.children, sub))
    return found
