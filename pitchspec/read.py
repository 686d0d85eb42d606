"""Reading merged entries against the vocabulary: every phrase becomes a fragment.

Unknown sections and settings (PS201, PS202), wrong entry shapes (PS210, PS211),
phrases that match no form (PS203) and retired ambiguous phrases (PS217) are reported here,
all of them, and reading carries on so one run shows every problem.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from itertools import islice

from pitchspec.bounds import MAX_VALUES, out_of_bounds, too_many_values
from pitchspec.diagnostics import Diagnostic, did_you_mean
from pitchspec.parse import Atom, Entry, EntryKind, Phrase
from pitchspec.phrases import Form, Fragment, match_any
from pitchspec.source import NO_SPAN, Span
from pitchspec.vocabulary import Section, Setting


@dataclass
class Read:
    """What one section said: fragments per setting, and nested blocks."""

    entries: dict[str, list[tuple[Entry, list[Fragment]]]] = field(default_factory=dict)
    blocks: dict[str, list[tuple[Entry, Read]]] = field(default_factory=dict)

    def has(self, key: str) -> bool:
        return key in self.entries or key in self.blocks

    def one(self, key: str) -> Fragment:
        """The fragments of a setting's phrases merged into one dict ({} when absent)."""
        merged: Fragment = {}
        for _, fragments in self.entries.get(key, []):
            for fragment in fragments:
                merged.update(fragment)
        return merged

    def get(self, key: str, name: str, default: object = None) -> object:
        return self.one(key).get(name, default)

    def phrases(self, key: str) -> list[Fragment]:
        """Every phrase's fragment, in order, across all entries with this key."""
        return [f for _, fragments in self.entries.get(key, []) for f in fragments]

    def each(self, key: str) -> list[tuple[Entry, list[Fragment]]]:
        return self.entries.get(key, [])

    def span(self, key: str) -> Span:
        found = self.entries.get(key) or self.blocks.get(key)
        return found[0][0].span if found else NO_SPAN

    def block(self, key: str) -> Read:
        found = self.blocks.get(key)
        return found[0][1] if found else Read()

    def named_blocks(self, key: str) -> list[tuple[Entry, Read]]:
        return self.blocks.get(key, [])


class Reader:
    """Reads entries section by section, collecting diagnostics."""

    def __init__(self) -> None:
        self.diagnostics: list[Diagnostic] = []
        self.rejected: set[Span] = set()
        """Entries with a phrase that matched no form (PS203): what they leave unsaid
        is not reported again as missing."""

    def read(self, entries: tuple[Entry, ...], section: Section) -> Read:
        result = Read()
        for entry in entries:
            self._entry(entry, section, result)
        return result

    def _entry(self, entry: Entry, section: Section, result: Read) -> None:
        if entry.kind is EntryKind.DROP:
            self._error("PS208", f"'drop {entry.path}' names nothing inherited", entry.key_span)
            return
        setting = section.setting(entry.key)
        block = section.block(entry.key)
        if entry.kind is EntryKind.CLAIM and setting is None:
            self._error("PS202", "a claim belongs in the 'properties' section",
                        entry.key_span, "properties { claim \"words\": condition }")
        elif setting is None and block is None:
            self._unknown(entry, section)
        elif block is not None:
            self._block(entry, block, result)
        elif setting is not None:
            self._setting(entry, setting, section.key, result)

    def _unknown(self, entry: Entry, section: Section) -> None:
        code = "PS201" if section.key == "variant" else "PS202"
        what = "section" if code == "PS201" else f"'{section.key}' setting"
        self._error(code, f"unknown {what} '{entry.key}'", entry.key_span,
                    did_you_mean(entry.key, section.names())
                    or f"known here: {', '.join(section.names())}")

    def _block(self, entry: Entry, block: Section, result: Read) -> None:
        if entry.kind is not EntryKind.BLOCK:
            self._error("PS211", f"'{entry.key}' is a block: write '{entry.key} {{' and "
                        "its settings on the lines below", entry.key_span)
            return
        if not self._name_ok(entry, block.named):
            return
        result.blocks.setdefault(entry.key, []).append((entry, self.read(entry.children, block)))

    def _setting(self, entry: Entry, setting: Setting, section: str, result: Read) -> None:
        if setting.claim or entry.kind is EntryKind.CLAIM:
            self._claim(entry, setting, result)
            return
        if entry.kind is not EntryKind.SETTING:
            self._error("PS211", f"'{entry.key}' takes a value: write '{entry.key}: ...'",
                        entry.key_span)
            return
        if not self._name_ok(entry, setting.named):
            return
        too_many = too_many_values(entry.key, len(entry.values))
        if too_many is not None:
            self._error("PS216", too_many, entry.values[MAX_VALUES].span,
                        "split the rule, or state only what differs from the parent")
            return
        if len(entry.values) > 1 and not setting.many:
            example = f"e.g. {setting.example}" if setting.example else None
            self._error("PS203", f"'{entry.key}' takes a single value, not a list",
                        entry.values[1].span, example)
            return
        matched = list(self._phrases(entry, setting, section))
        if setting.clauses and matched and matched[0] is None:
            return  # clauses mean nothing without the phrase they qualify (PS203 given)
        fragments = [f for f in matched if f is not None]
        result.entries.setdefault(entry.key, []).append((entry, fragments))

    def _claim(self, entry: Entry, setting: Setting, result: Read) -> None:
        """A claim is read whole by :mod:`pitchspec.lower_claims`; here only its shape:
        a claim statement, where claims are written."""
        if not setting.claim:
            self._error("PS202", f"a claim belongs in the 'properties' section, not "
                        f"among the '{entry.key}' settings", entry.key_span,
                        "properties { claim \"words\": condition }")
        elif entry.kind is not EntryKind.CLAIM:
            self._error("PS211", f"'{entry.key}' is written as a claim, e.g. "
                        f"'{setting.example}'", entry.key_span)
        else:
            result.entries.setdefault(entry.key, []).append((entry, []))

    def _phrases(self, entry: Entry, setting: Setting,
                 section: str) -> Iterator[Fragment | None]:
        for index, phrase in enumerate(entry.values):
            bad = list(out_of_bounds(section, entry.key, phrase))
            if bad:
                self.diagnostics.extend(bad)
                self.rejected.add(entry.span)
                yield None
                continue
            forms = setting.forms_for(index)
            fragment = match_any(forms, phrase.atoms)
            if fragment is None:
                self._no_form(entry, setting, phrase, index)
            yield fragment

    def _no_form(self, entry: Entry, setting: Setting, phrase: Phrase, index: int) -> None:
        self.rejected.add(entry.span)
        said = " ".join(a.text for a in phrase.atoms)
        retired = next((r for r in setting.retired if r.phrase == said), None)
        if retired is not None:
            instead = " or ".join(f"'{entry.key}: {i}'" for i in retired.instead)
            self._error("PS217", f"'{said}' is ambiguous: {retired.why}", phrase.span,
                        f"write {instead} (see 'pitchspec explain {entry.key}')")
            return
        forms = setting.forms_for(index)
        shown = " | ".join(f.shown() for f in forms[:8])
        first = phrase.atoms[0].text if phrase.atoms else ""
        words = {f.tokens[0] for f in forms if not f.tokens[0].startswith(("{", "["))}
        hint = did_you_mean(str(phrase), spellings(forms, phrase.atoms) - {str(phrase)})
        if hint is None and first not in words:
            hint = did_you_mean(first, words)
        self._error("PS203", f"'{phrase}' is not a value '{entry.key}' accepts",
                    phrase.span, hint or f"expected {shown}")

    def _name_ok(self, entry: Entry, named: bool) -> bool:
        if named and entry.name is None:
            self._error("PS210", f"'{entry.key}' needs a name, e.g. '{entry.key} moon'",
                        entry.key_span)
            return False
        if not named and entry.name is not None:
            self._error("PS210", f"'{entry.key}' takes no name, but '{entry.name}' was given",
                        entry.key_span)
            return False
        return True

    def _error(self, code: str, message: str, span: Span, help: str | None = None) -> None:
        self.diagnostics.append(Diagnostic(code, message, span, help))


def spellings(forms: Sequence[Form], atoms: Sequence[Atom]) -> set[str]:
    """Every form written out as a phrase of this many words, with each choice spelled
    out and the phrase's own words in the holes: what a misspelled value such as
    ``must folow`` or ``to captor`` is compared with."""
    found = set()
    for form in forms:
        for tokens in islice(_spelled(form.tokens), 200):
            if len(tokens) == len(atoms):
                found.add(" ".join(atom.text if token.startswith("{") else token
                                   for token, atom in zip(tokens, atoms, strict=True)))
    return found


def _spelled(tokens: tuple[str, ...]) -> Iterator[tuple[str, ...]]:
    """The token sequences a pattern stands for: optional words in or out, choices
    ``{a|b}`` one word each; other holes stay as they are."""
    if not tokens:
        yield ()
        return
    head = tokens[0]
    if head.startswith("["):
        options: list[tuple[str, ...]] = [(head[1:-1],), ()]
    elif head.startswith("{") and "|" in head:
        options = [(word,) for word in head[1:-1].split("|")]
    else:
        options = [(head,)]
    for option in options:
        for rest in _spelled(tokens[1:]):
            yield option + rest
