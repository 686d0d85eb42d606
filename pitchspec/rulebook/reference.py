"""The generated reference pages: the language (from the vocabulary) and the diagnostic codes.

Both come from the tables the checker itself uses (``schema.TOP`` and ``codes.CODES``),
so the documentation cannot drift from the tool.

>>> page = "\\n".join(codes_page())
>>> "PS203" in page and "Validation" in page
True
"""

from __future__ import annotations

from collections.abc import Iterator

from pitchspec import meanings
from pitchspec.codes import CODES, Category
from pitchspec.grammar import grammar_text
from pitchspec.meanings import TEXTS, WORDS
from pitchspec.phrases import __doc__ as PHRASES_DOC
from pitchspec.rulebook import rest as r
from pitchspec.schema import TOP, Section, Setting

_CATEGORY_TITLES = {
    Category.FILE: "Files and usage (PS0xx)", Category.SYNTAX: "Syntax (PS1xx)",
    Category.NAMES: "Names and lowering (PS2xx)", Category.VALIDATION: "Validation (PS3xx)",
    Category.ENGINE: "Engine (PS4xx)", Category.VERIFICATION: "Verification (PS5xx)",
}


def codes_page() -> Iterator[str]:
    """Every registered diagnostic code, grouped by category."""
    yield from r.label("diagnostic-codes")
    yield from r.heading("Diagnostic codes", "=")
    yield from r.paragraph(
        "Every finding ``pitchspec check`` reports carries one of these codes. The list is "
        "generated from the registry in ``pitchspec/codes.py``.")
    for category in Category:
        found = [c for c in CODES.values() if c.category is category]
        if not found:
            continue
        yield from r.heading(_CATEGORY_TITLES[category], "-")
        yield from r.table(("Code", "Meaning"),
                           [(f"``{c.id}``", r.escape(c.summary)) for c in found], widths=(1, 6))


def language_page() -> Iterator[str]:
    """The language reference: file shape, phrase holes, then every section and setting."""
    yield from r.label("language-reference")
    yield from r.heading("Language reference", "=")
    yield from r.paragraph(
        "A spec file holds one variant: a ``variant`` header, then entries. An entry is a "
        "setting (``key: value, value``), a block (``key { entries }``) or ``drop KEY "
        "NAME``, which removes an inherited entry. A variant that ``extends`` another "
        "states only how it differs; everything else comes from the parent. Doc comments "
        "(``///``) belong to the entry below them and appear in the rulebook as notes; "
        "a note starting ``choice:`` or ``unclear:`` records a reading of unclear sources.")
    yield from r.paragraph(
        "This page is generated from the vocabulary in ``pitchspec/schema/``, the same "
        "table the checker uses, and the meanings in ``pitchspec/meanings/`` (also shown by "
        "``pitchspec explain KEY [VALUE]``). Each meaning says what the engine does.")
    yield from r.heading("Phrases", "-")
    yield from r.paragraph("Values are phrases: words, numbers, ranges and strings. In the "
                           "forms below, a word in angle brackets is a hole:")
    yield from r.table(("Hole", "Takes"), _holes(), widths=(1, 4))
    yield from r.paragraph("A form such as ``face down|up`` takes exactly one of the "
                           "words separated by ``|``.")
    yield from _top_settings()
    for block in TOP.blocks:
        yield from section(block, "-")
    yield from r.heading("Grammar", "-")
    yield from r.paragraph("The shape of a file, as the Lark grammar ``grammar/pitch.lark``:")
    yield from r.directive("code-block", "text", body=grammar_text().rstrip().splitlines())


def _holes() -> list[tuple[str, str]]:
    """The hole table from the phrase matcher's own docstring."""
    rows = []
    for line in (PHRASES_DOC or "").splitlines():
        if line.startswith("``{") and "}``" in line:
            hole, _, meaning = line.partition("``  ")
            name = hole.strip("`{}")
            if "|" not in name:
                rows.append((f"``<{name}>``", meaning.strip()))
    return rows


def _top_settings() -> Iterator[str]:
    yield from r.heading("The header and identity", "-")
    yield from r.paragraph('A file starts ``variant NAME "Title"``, optionally followed by '
                           "``extends PARENT``. " + r.escape(TEXTS["variant"]))
    yield from settings_table("variant", TOP.settings)


def section(block: Section, underline: str, path: str = "") -> Iterator[str]:
    """One section (or nested block) with every setting and value and its meaning."""
    path = path or block.key
    name = f"{block.key} NAME \"Label\"" if block.named else block.key
    yield from r.heading(f"``{name} {{ ... }}``", underline)
    yield from r.paragraph(r.escape(TEXTS[path]))
    if block.settings:
        yield from settings_table(path, block.settings)
    if block.example:
        yield from r.directive("code-block", "pitch", body=block.example.splitlines())
    for inner in block.blocks:
        yield from section(inner, "~", f"{path}.{inner.key}")


def settings_table(path: str, settings: tuple[Setting, ...]) -> Iterator[str]:
    """A row per setting (its meaning, how it is written, an example), then a row per
    value it accepts, each with its meaning from :mod:`pitchspec.meanings`."""
    rows: list[tuple[str, str]] = []
    for s in settings:
        key = s.key if path == "variant" else f"{path}.{s.key}"
        rows.append((f"``{s.key}``", _setting_cell(key, s)))
        rows.extend(_value_rows(key, s))
    yield from r.table(("Setting and values", "Meaning"), rows, widths=(2, 5))


def _setting_cell(key: str, s: Setting) -> str:
    notes = [text for flag, text in ((s.many, "several phrases, comma-separated"),
                                     (s.repeat, "may be repeated"),
                                     (s.named, "takes a name and a label")) if flag]
    if s.clauses:
        notes.append("the first phrase is one of the values below, further phrases are "
                     "clauses (shown after '...,')")
    cell = "**" + r.escape(TEXTS[key]) + "**"
    cell += f" ({r.escape('; '.join(notes))})" if notes else ""
    cell += f" Example: ``{s.example}``" if s.example else ""
    for old in s.retired:
        instead = " or ".join(f"``{i}``" for i in old.instead)
        cell += f" Retired: ``{old.phrase}`` ({r.escape(old.why)}; PS217): write {instead}."
    return cell


def _value_rows(key: str, s: Setting) -> Iterator[tuple[str, str]]:
    for index, form in enumerate((*s.forms, *s.clauses)):
        clause = index >= len(s.forms)
        shown = f"``..., {form.shown()}``" if clause else f"``{s.key}: {form.shown()}``"
        cell = r.escape(TEXTS[f"{key}: {form.pattern}"])
        for group in meanings.choices(form.pattern):
            words = "; ".join(f"``{w}``: {r.escape(t)}" for w, t in WORDS[group].items())
            cell += f" — {words}."
        yield shown, cell
