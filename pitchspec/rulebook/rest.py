"""reStructuredText building blocks: headings, paragraphs, lists, tables, links.

Every function yields lines (no trailing newline); a block ends with one blank line,
so blocks can be chained. Nothing here knows about card games.

>>> list(heading("Deal", "-"))
['Deal', '----', '']
>>> escape("*all* points_")
'\\\\*all\\\\* points\\\\_'
"""

from __future__ import annotations

import re
import textwrap
from collections.abc import Iterable, Iterator, Sequence

WIDTH = 88
_SPECIAL = re.compile(r"([\\*`|_@]|:(?=\S))")
_EXPLICIT = re.compile(r"^(\s*)\.\.", re.MULTILINE)


def escape(text: str) -> str:
    """Text with reST markup characters made literal: emphasis, literals, roles,
    substitutions, link targets, and a colon before a word or an at-sign that would turn a bare
    ``javascript:...`` or e-mail address into a live link; a leading ``..`` cannot
    start a directive or a comment."""
    return _EXPLICIT.sub(r"\1\\..", _SPECIAL.sub(r"\\\1", text))


def heading(text: str, underline: str) -> Iterator[str]:
    """A section title."""
    yield text
    yield underline * len(text)
    yield ""


def label(name: str) -> Iterator[str]:
    """A cross-reference target for the block that follows."""
    yield f".. _{name}:"
    yield ""


def ref(target: str, text: str) -> str:
    """A link to a label, showing ``text``."""
    return f":ref:`{_role_text(text)} <{target}>`"


def _role_text(text: str) -> str:
    return text.replace("<", r"\<").replace("`", r"\`")


def wrap(text: str, indent: str = "", first: str | None = None) -> list[str]:
    """One paragraph wrapped to the page width; ``first`` prefixes the first line."""
    start = indent if first is None else first
    return textwrap.wrap(text, WIDTH, initial_indent=start, subsequent_indent=indent,
                         break_long_words=False, break_on_hyphens=False) or [start.rstrip()]


def paragraph(text: str) -> Iterator[str]:
    """A wrapped paragraph."""
    yield from wrap(text)
    yield ""


def bullets(items: Iterable[str]) -> Iterator[str]:
    """A bullet list, one wrapped item per entry."""
    any_item = False
    for item in items:
        any_item = True
        yield from wrap(item, "  ", "- ")
    if any_item:
        yield ""


def numbered(items: Iterable[str]) -> Iterator[str]:
    """A numbered list (auto-numbered with ``#.``)."""
    any_item = False
    for item in items:
        any_item = True
        yield from wrap(item, "   ", "#. ")
    if any_item:
        yield ""


def table(header: Sequence[str], rows: Iterable[Sequence[str]], *,
          widths: Sequence[int] | None = None, stub: bool = False,
          css: str | None = None) -> Iterator[str]:
    """A ``list-table`` with one header row; cells are single-paragraph text."""
    yield ".. list-table::"
    yield "   :header-rows: 1"
    if widths:
        yield "   :widths: " + " ".join(str(w) for w in widths)
    if stub:
        yield "   :stub-columns: 1"
    if css:
        yield f"   :class: {css}"
    yield ""
    for row in (header, *rows):
        for index, cell in enumerate(row):
            lead = "   * - " if index == 0 else "     - "
            yield (lead + cell).rstrip() if cell else lead.rstrip()
    yield ""


def field_table(rows: Iterable[tuple[str, str]]) -> Iterator[str]:
    """A two-column table of labelled facts without a header row."""
    yield ".. list-table::"
    yield "   :stub-columns: 1"
    yield "   :widths: 1 4"
    yield ""
    for name, value in rows:
        yield f"   * - {name}"
        yield f"     - {value}"
    yield ""


def directive(name: str, argument: str = "", options: Sequence[tuple[str, str]] = (),
              body: Iterable[str] = ()) -> Iterator[str]:
    """A directive with options and an indented body."""
    yield f".. {name}:: {argument}".rstrip()
    for key, value in options:
        yield f"   :{key}: {value}".rstrip()
    yield ""
    lines = list(body)
    if lines:
        yield from (f"   {line}".rstrip() for line in lines)
        yield ""


def literal(lines: Iterable[str]) -> Iterator[str]:
    """A literal block: the lines exactly as given, in a fixed-width font."""
    yield "::"
    yield ""
    for line in lines:
        yield f"   {line}".rstrip()
    yield ""


def rubric(text: str) -> Iterator[str]:
    """A small unnumbered heading that does not start a section."""
    yield f".. rubric:: {text}"
    yield ""


def comment(text: str) -> Iterator[str]:
    yield f".. {text}"
    yield ""


def picture(html: str, alt: Iterable[str], css: str = "") -> Iterator[str]:
    """An HTML picture and its text alternative. The picture is hidden from screen
    readers; the text (escaped reST paragraphs) is read by them, and shown instead of
    the picture by every builder that drops raw HTML (text, LaTeX, manual pages)."""
    yield ".. raw:: html"
    yield ""
    classes = f"pitch-picture {css}".strip()
    yield f'   <div class="{classes}" aria-hidden="true">'
    yield from (f"   {line}" for line in html.splitlines())
    yield "   </div>"
    yield ""
    yield ".. container:: pitch-alt"
    yield ""
    for paragraph in alt:
        yield from wrap(paragraph, "   ")
        yield ""


def code(language: str, lines: Iterable[str]) -> Iterator[str]:
    """A literal block highlighted as ``language`` (``text``: not at all)."""
    yield from directive("code-block", language, body=lines)
