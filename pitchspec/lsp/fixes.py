"""Quick fixes: each change a finding's help names (:mod:`pitchspec.lsp.helps`), made
an edit of the document.

A did-you-mean replaces the misspelt words (the finding's own place, or the quoted
word inside it: ``or mooon`` in an ``all_pass`` line); ``use 'floor: 0'`` writes the
setting where the finding is (its value replaced, or the line added to the block the
setting belongs in, the block added when the spec has none); ``add`` adds the line or
the value; ``drop`` takes the entry out; ``drop the point`` takes out the entry the
finding is about. A fix is offered only when the text it makes still parses.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from pitchspec.diagnostics import Diagnostic
from pitchspec.lsp.edits import (
    Chain,
    Edit,
    Spec,
    append_edit,
    apply,
    children,
    section_of,
    sections_with,
    values_edit,
    without_value,
)
from pitchspec.lsp.helps import Proposal, proposals
from pitchspec.parse import Entry, EntryKind, SpecFile, parse
from pitchspec.source import SourceFile

_QUOTED = re.compile(r"'([^']*)'")
_SETTING = re.compile(r"^([A-Za-z_]\w*):\s*(.*)$")
_IN_BLOCK = re.compile(r"^([A-Za-z_]\w*)\s*\{\s*(.*?)\s*\}$")


@dataclass(frozen=True)
class Fix:
    """A quick fix: its title and edits, or a new file name for the document."""

    title: str
    edits: tuple[Edit, ...] = ()
    rename_file: str | None = None
    preferred: bool = False


@dataclass(frozen=True)
class Target:
    """A setting named by a fragment: its block (``section``), key and value."""

    section: str | None
    key: str
    value: str


def fixes(spec: SpecFile, text: str, found: Diagnostic) -> list[Fix]:
    """The quick fixes for one finding about this text (none for another file's)."""
    if found.span.file != spec.source.path or found.span.line == 0:
        return []
    doc = Spec(spec, text)
    offered: list[Fix] = []
    for proposal in proposals(found.help):
        fix = _fix(doc, found, proposal)
        if fix is not None and fix not in offered and _parses(doc, fix):
            offered.append(fix)
    if len(offered) == 1:
        offered = [Fix(offered[0].title, offered[0].edits, offered[0].rename_file, True)]
    return offered


def _parses(doc: Spec, fix: Fix) -> bool:
    changed = apply(doc.text, fix.edits)
    return parse(SourceFile(doc.spec.source.path, changed))[0] is not None


def _fix(doc: Spec, found: Diagnostic, proposal: Proposal) -> Fix | None:
    action, fragment = proposal.action, proposal.fragment
    if action == "mean":
        return _mean(doc, found, fragment)
    if action == "rename variant":
        span = doc.spec.name_span
        return Fix(f"Rename the variant to '{fragment}'", ((span.start, span.end, fragment),))
    if action == "rename file":
        return Fix(f"Rename the file to {fragment}", rename_file=fragment)
    if action == "drop here":
        return _drop_here(doc, found, fragment)
    if action == "once":
        return _once(doc, found)
    chain = doc.chain_at(found.span.start)
    target = _target(fragment)
    if target is None:
        return _value_fix(doc, found, chain, action, fragment)
    if action in ("set", "example"):
        return _set(doc, found, chain, target, f"Write '{fragment}'")
    if action == "add":
        return _add(doc, found, chain, target, f"Add '{fragment}'")
    if action == "add it":
        return _add_it(doc, found, chain, target)
    if action == "drop":
        return _drop(doc, chain, target, f"Drop '{fragment}'")
    return None


def _target(fragment: str) -> Target | None:
    """``S { K: V }``, ``K: V`` or ``K:`` as a target; None for a bare value."""
    section = None
    inner = _IN_BLOCK.match(fragment)
    if inner is not None:
        section, fragment = inner.group(1), inner.group(2)
    setting = _SETTING.match(fragment)
    if setting is None:
        return None
    return Target(section, setting.group(1), setting.group(2).strip())


# ------------------------------------------------------------------ did you mean


def _mean(doc: Spec, found: Diagnostic, new: str) -> Fix | None:
    """Replace the misspelt words with the ones the help means: the finding's place
    when the message quotes it (or quotes words it stands in), else the quoted word
    inside the place."""
    start, end = found.span.start, found.span.end
    said = doc.text[start:end]
    quoted = [q for q in _QUOTED.findall(found.message) if q]
    if not said.strip():
        return None
    if said not in quoted and all(_word_in(q, said) is None for q in quoted):
        inside = next(((start + hit, start + hit + len(q)) for q in quoted
                       if (hit := _word_in(said, q)) is not None), None)
        if inside is None:
            return None
        start, end = inside
    stop = _words_from(doc.text, start, len(new.split()))
    if stop is None or doc.text[start:stop] == new:
        return None
    return Fix(f"Change '{doc.text[start:stop]}' to '{new}'", ((start, stop, new),))


def _word_in(text: str, word: str) -> int | None:
    """Where ``word`` stands in ``text`` as whole words, or None."""
    hit = re.search(r"(?<![\w.])" + re.escape(word) + r"(?![\w.])", text)
    return hit.start() if hit else None


def _words_from(text: str, start: int, count: int) -> int | None:
    """The end of ``count`` words from ``start`` on its line."""
    word = r"[^\s,:{}]+"
    found = re.match(rf"{word}(?:[ \t]+{word}){{{count - 1}}}", text[start:]) if count else None
    return start + found.end() if found else None


# ------------------------------------------------------------------ settings


def _locate(doc: Spec, chain: Chain, target: Target) -> Entry | None:
    """The setting the target names: in its block when one is named, else the nearest
    one around the finding's place, else in the section it belongs to."""
    if target.section is not None:
        block = doc.top(target.section)
        return next(children(block, target.key), None) if block is not None else None
    for entry in reversed(chain):
        if entry.key == target.key and entry.kind is not EntryKind.BLOCK:
            return entry
        if entry.kind is EntryKind.BLOCK:
            inner = next(children(entry, target.key), None)
            if inner is not None:
                return inner
    homes = sections_with(target.key)
    block = doc.top(homes[0]) if len(homes) == 1 else None
    return next(children(block, target.key), None) if block is not None else None


def _insert(doc: Spec, chain: Chain, target: Target) -> Edit | None:
    """The line ``K: V`` added where the setting belongs."""
    line = f"{target.key}: {target.value}"
    if target.section is None:
        blocks = [e for e in chain if e.kind is EntryKind.BLOCK]
        for depth in range(len(blocks), 0, -1):
            section = section_of(tuple(blocks[:depth]))
            if section is not None and section.setting(target.key) is not None:
                return doc.insert(blocks[depth - 1], line)
    homes = [target.section] if target.section is not None else sections_with(target.key)
    if len(homes) != 1:
        return None
    block = doc.top(homes[0])
    return doc.insert(block, line) if block is not None else doc.create(homes[0], line)


def _set(doc: Spec, found: Diagnostic, chain: Chain, target: Target,
         title: str) -> Fix | None:
    if not target.value:
        return None
    entry = _locate(doc, chain, target)
    if entry is None:
        edit = _insert(doc, chain, target)
        return Fix(title, (edit,)) if edit is not None else None
    if entry.kind is not EntryKind.SETTING or not entry.values:
        return None
    phrase = next((v for v in entry.values if (v.span.start, v.span.end) ==
                   (found.span.start, found.span.end)), None)
    if phrase is not None:
        return Fix(title, ((phrase.span.start, phrase.span.end, target.value),))
    return Fix(title, (values_edit(entry, target.value),))


def _add(doc: Spec, found: Diagnostic, chain: Chain, target: Target,
         title: str) -> Fix | None:
    entry = _locate(doc, chain, target)
    if entry is None or entry.kind is not EntryKind.SETTING or not entry.values:
        return _set(doc, found, chain, target, title)
    section = section_of(_blocks_above(doc, entry))
    setting = section.setting(entry.key) if section is not None else None
    if setting is not None and setting.many:
        return Fix(title, (append_edit(entry, target.value),))
    return Fix(title, (values_edit(entry, target.value),))


def _add_it(doc: Spec, found: Diagnostic, chain: Chain, target: Target) -> Fix | None:
    """``add it to 'S { K: a, b, ... }'``: the thing the finding names joins the list."""
    named = _QUOTED.findall(found.message)
    if not named or not re.fullmatch(r"[A-Za-z_]\w*", named[0]):
        return None
    title = f"Add '{named[0]}' to '{target.key}'"
    entry = _locate(doc, chain, target)
    if entry is not None and entry.kind is EntryKind.SETTING and entry.values:
        return Fix(title, (append_edit(entry, named[0]),))
    full = Target(target.section, target.key, f"{target.value}, {named[0]}")
    edit = _insert(doc, chain, full)
    return Fix(title, (edit,)) if edit is not None else None


def _drop(doc: Spec, chain: Chain, target: Target | None, title: str,
          key: str | None = None) -> Fix | None:
    probe = target or Target(None, key or "", "")
    entry = _locate(doc, chain, probe)
    if entry is None and target is None:  # a block named bare: 'drop the 'beg' block'
        entry = next((e for c in reversed(chain) for e in children(c, probe.key)), None)
    return Fix(title, (doc.delete(entry),)) if entry is not None else None


def _blocks_above(doc: Spec, entry: Entry) -> Chain:
    chain = doc.chain_at(entry.span.start)
    return tuple(e for e in chain if e is not entry and e.kind is EntryKind.BLOCK)


# ------------------------------------------------------------------ values, entries


def _value_fix(doc: Spec, found: Diagnostic, chain: Chain, action: str,
               fragment: str) -> Fix | None:
    """A bare fragment: a value written in place, added, taken out; a block dropped."""
    entry = chain[-1] if chain else None
    if action == "drop":
        return _drop(doc, chain, None, f"Drop '{fragment}'", key=fragment)
    if entry is None or entry.kind is not EntryKind.SETTING or not entry.values:
        return None
    if action == "set":
        phrase = next((v for v in entry.values if (v.span.start, v.span.end) ==
                       (found.span.start, found.span.end)), None)
        if phrase is None:
            return None
        return Fix(f"Write '{fragment}'", ((phrase.span.start, phrase.span.end, fragment),))
    if action == "add":
        return Fix(f"Add '{fragment}'", (append_edit(entry, fragment),))
    if action == "remove":
        phrase = next((v for v in entry.values if v.atoms and v.atoms[0].text == fragment),
                      None)
        if phrase is None:
            return None
        return Fix(f"Remove '{phrase}'", (without_value(entry, phrase),))
    return None


def _drop_here(doc: Spec, found: Diagnostic, noun: str) -> Fix | None:
    """``drop the point`` (the claim, the step, it): the entry the finding is about;
    ``drop the rule``: that setting, or the one the message quotes."""
    chain = doc.chain_at(found.span.start)
    entry = chain[-1] if chain else None
    if entry is not None and (entry.key == noun or noun == "it") \
            and entry.kind is not EntryKind.BLOCK:
        return Fix(f"Drop this {entry.key}", (doc.delete(entry),))
    if noun in ("rule", "setting", "lead rule"):
        if entry is not None and entry.kind is EntryKind.SETTING and len(chain) > 1:
            return Fix(f"Drop '{entry.key}'", (doc.delete(entry),))
        subject = _QUOTED.match(found.message)  # "'stock: face up' cannot take effect"
        said = subject.group(1) if subject is not None else ""
        target = _target(said)
        if target is not None:
            return _drop(doc, chain, target, f"Drop '{said}'")
    return None


def _once(doc: Spec, found: Diagnostic) -> Fix | None:
    """What the message quotes, written more than once, kept the first time: a value
    repeated in a list (``order: high, low, high``) or a word repeated in a value
    (``trump: A K Q J J 10``)."""
    named = _QUOTED.findall(found.message)
    if not named:
        return None
    chain = doc.chain_at(found.span.start)
    settings = [e for c in reversed(chain) for e in (c, *c.children)
                if e.kind is EntryKind.SETTING]
    for entry in settings:
        again = [v for v in entry.values if str(v) == named[0]][1:]
        if again:
            return Fix(f"Keep one '{named[0]}'", tuple(without_value(entry, v) for v in again))
        for phrase in entry.values:
            twice = [a for a in phrase.atoms if a.text == named[0]][1:]
            if twice and len(twice) < len(phrase.atoms) - 1:
                return Fix(f"Keep one '{named[0]}'", tuple(
                    (a.span.start - 1, a.span.end, "") for a in twice))
    return None
