"""Completion: the keys a section accepts where a key is being written, the forms
and choice words of a setting after its ``:``, and after ``extends`` the variants a
parent may be (:func:`parents`).

It reads the text around the cursor, not a parse tree: a line being typed rarely
parses.

>>> text = 'variant x extends pitch\\nbidding {\\n  fo'
>>> [i.label for i in complete(text, len(text))][:3]
['form', 'opener', 'bids']
>>> text = 'variant x extends pitch\\ndeal {\\n  stock: '
>>> [i.label for i in complete(text, len(text))]
['face down', 'face up']
"""

from __future__ import annotations

import re

from lsprotocol import types

from pitchspec.meanings import TEXTS, WORDS, choices
from pitchspec.phrases import Form
from pitchspec.vocabulary import TOP, Section, Setting

_EXTENDS = re.compile(r'^\s*variant\s+[A-Za-z_][A-Za-z0-9_]*(?:\s+"[^"\n]*")?\s+extends\s+'
                      r'([A-Za-z0-9_]*)$')
_KEY = re.compile(r"^\s*([A-Za-z_][A-Za-z0-9_]*)")
_WORD = re.compile(r"[A-Za-z0-9_.\-/]*$")


def complete(text: str, offset: int) -> list[types.CompletionItem]:
    """The completions at ``offset``: keys, or the values of the key on this line."""
    before = text[:offset]
    keys = _open_blocks(before)
    section, path = _section(keys)
    if section is None:
        return []
    line = before[before.rfind("\n") + 1:]
    code = _code(line)
    if code.lstrip().startswith(("/", '"')) or (not keys and code.lstrip() == code and
                                                 code.startswith("variant")):
        return []
    if ":" not in code:
        return _keys(section, path)
    key = _KEY.match(code)
    setting = section.setting(key.group(1)) if key else None
    if setting is None:
        return []
    index = code.split(":", 1)[1].count(",")
    return _values(setting, _child(path, setting.key), index)


def after_extends(text: str, offset: int) -> str | None:
    """The part of a parent's name typed so far when the cursor is after ``extends``
    in the header (``""`` right after the space), else None."""
    before = text[:offset]
    found = _EXTENDS.match(before[before.rfind("\n") + 1:])
    return found.group(1) if found else None


def parents(choices: list[tuple[str, str]], start: types.Position,
            end: types.Position) -> list[types.CompletionItem]:
    """The parents on offer after ``extends``: ``choices`` are (name, where it lives)
    in the order ``check`` searches them; the part typed (``start`` to ``end``) is
    replaced by the name chosen."""
    where = types.Range(start, end)
    return [types.CompletionItem(
        label=name, kind=types.CompletionItemKind.Module, detail=found,
        text_edit=types.TextEdit(where, name), sort_text=f"{n:04}", filter_text=name)
        for n, (name, found) in enumerate(choices)]


def _code(line: str) -> str:
    """The line without a trailing comment."""
    cut = line.find("//")
    return line if cut < 0 else line[:cut]


def _open_blocks(before: str) -> list[str]:
    """The keys of the blocks still open at the end of ``before``, outermost first."""
    stack: list[str] = []
    for line in before.split("\n"):
        code = re.sub(r'"[^"]*"', '""', _code(line))
        for char in code:
            if char == "{":
                key = _KEY.match(code)
                stack.append(key.group(1) if key else "")
            elif char == "}" and stack:
                stack.pop()
    return stack


def _section(keys: list[str]) -> tuple[Section | None, str]:
    section: Section | None = TOP
    path = "variant"
    for key in keys:
        section = section.block(key) if section is not None else None
        path = key if path == "variant" else f"{path}.{key}"
    return section, path


def _child(path: str, key: str) -> str:
    return key if path == "variant" else f"{path}.{key}"


def _keys(section: Section, path: str) -> list[types.CompletionItem]:
    items = [types.CompletionItem(
        label=s.key, kind=types.CompletionItemKind.Property, detail=s.summary,
        documentation=TEXTS.get(_child(path, s.key)), insert_text=f"{s.key}: ",
        sort_text=f"{n:03}") for n, s in enumerate(section.settings)]
    items += [types.CompletionItem(
        label=b.key, kind=types.CompletionItemKind.Module, detail=b.summary,
        documentation=TEXTS.get(_child(path, b.key)), sort_text=f"{len(items) + n:03}")
        for n, b in enumerate(section.blocks)]
    if section is not TOP:
        items.append(types.CompletionItem(
            label="drop", kind=types.CompletionItemKind.Keyword,
            detail="Remove an inherited entry: drop KEY [NAME]", sort_text="999"))
    return items


def _values(setting: Setting, path: str, index: int) -> list[types.CompletionItem]:
    items: list[types.CompletionItem] = []
    for form in setting.forms_for(index):
        meaning = TEXTS.get(f"{path}: {form.pattern}")
        for shown, pattern, word in _spelled(form):
            items.append(types.CompletionItem(
                label=shown, kind=types.CompletionItemKind.Value,
                detail=word or meaning, documentation=meaning,
                insert_text=_snippet(pattern), insert_text_format=types.InsertTextFormat.Snippet,
                sort_text=f"{len(items):03}"))
    return items


def _spelled(form: Form) -> list[tuple[str, str, str | None]]:
    """A form as it may be written: each word of its first choice spelled out."""
    groups = choices(form.pattern)
    if not groups:
        return [(form.shown(), form.pattern, None)]
    group = groups[0]
    spelled = []
    for word in group[1:-1].split("|"):
        pattern = form.pattern.replace(group, word, 1)
        spelled.append((Form(pattern, form.build).shown(), pattern,
                        WORDS.get(group, {}).get(word)))
    return spelled


def _snippet(pattern: str) -> str:
    """``{nat} of {nat}`` as a snippet whose holes the editor tabs through."""
    parts, hole = [], 0
    for token in pattern.split():
        if token.startswith("{") and "|" in token:
            token = token[1:-1].split("|")[0]
        elif token.startswith("{"):
            hole += 1
            token = f"${{{hole}:<{token[1:-1]}>}}"
        parts.append(token)
    return " ".join(parts)
