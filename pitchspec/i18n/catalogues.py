"""The message catalogues: one GNU gettext catalogue per language and domain.

The translations are ``.po`` files in this package (``locale/LANG/LC_MESSAGES/
DOMAIN.po``): ``rulebook`` (every fixed word of a rulebook page,
:mod:`pitchspec.rulebook.texts`), ``meanings`` (what ``pitchspec explain`` and an
editor's hover say, :mod:`pitchspec.meanings`) and ``sphinx`` (the few words of
Sphinx's own page furniture in a language Sphinx has no catalogue for). Each message
is found by its key (the ``msgctxt``) and its English words (the ``msgid``); a
message with a count has one string per plural form of the language (``msgstr[0]``
...), chosen by the catalogue's CLDR plural rule.

The package carries the ``.po`` files; each is compiled in memory with Babel the first
time a process reads it (a ``.mo`` beside it, were one there, is read instead).
Lookups go through :mod:`gettext` (``pgettext``, ``npgettext``); a message the
catalogue lacks (or whose English has changed since it was translated) is an error,
:class:`Missing`, never English left in a translated page.
"""

from __future__ import annotations

import gettext
import io
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from pitchspec.i18n import ENGLISH, TRANSLATED

LOCALE = Path(__file__).resolve().parent / "locale"
DOMAINS = ("rulebook", "meanings")
"""The catalogues pitchspec looks words up in (``sphinx`` is Sphinx's to read)."""


@dataclass(frozen=True)
class Message:
    """One message: its key (the ``msgctxt``), its English words (the ``msgid``), the
    English plural when it has a count, and a note for the translator."""

    key: str
    english: str
    plural: str | None = None
    note: str = ""


class Missing(KeyError):
    """A message the catalogue of a language lacks (or has only a stale, fuzzy
    translation of)."""


class _Strict(gettext.NullTranslations):
    """The last fallback of a catalogue: a message not found is an error."""

    def __init__(self, domain: str, code: str) -> None:
        super().__init__()
        self.domain, self.code = domain, code

    def _missing(self, context: str, message: str) -> Missing:
        return Missing(f"the {self.code} catalogue '{self.domain}' has no translation of "
                       f"{context!r} ({message!r}); run scripts/i18n_catalogues.py and "
                       "translate it")

    def pgettext(self, context: str, message: str) -> str:
        raise self._missing(context, message)

    def npgettext(self, context: str, msgid1: str, msgid2: str, n: int) -> str:
        raise self._missing(context, msgid1)


def po_file(code: str, domain: str) -> Path:
    return LOCALE / code / "LC_MESSAGES" / f"{domain}.po"


def po_files(root: Path = LOCALE) -> Iterator[Path]:
    """Every catalogue's ``.po`` file under ``root``."""
    yield from sorted(root.glob("*/LC_MESSAGES/*.po"))


def compile_po(path: Path) -> bytes:
    """A ``.po`` file compiled to ``.mo`` bytes (fuzzy entries left out, as msgfmt does)."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    with path.open("rb") as source:
        catalogue = read_po(source, locale=path.parent.parent.name, domain=path.stem)
    out = io.BytesIO()
    write_mo(out, catalogue)
    return out.getvalue()


@cache
def translations(domain: str, code: str) -> gettext.NullTranslations:
    """The catalogue of ``domain`` in language ``code``: English is the messages
    themselves; any other language reads its ``.mo`` (or compiles its ``.po``)."""
    if code == ENGLISH:
        return gettext.NullTranslations()
    if code not in TRANSLATED:
        raise Missing(f"pitchspec has no catalogues in {code!r}")
    po = po_file(code, domain)
    mo = po.with_suffix(".mo")
    data = mo.read_bytes() if mo.is_file() else compile_po(po)
    found = gettext.GNUTranslations(io.BytesIO(data))
    found.add_fallback(_Strict(domain, code))
    return found


def compile_all(out: Path, root: Path = LOCALE) -> list[tuple[Path, str]]:
    """Compile every ``.po`` under ``root`` into ``out`` (mirroring its folders); return
    each ``.mo`` with its name in the package (for a wheel)."""
    made = []
    for po in po_files(root):
        rel = po.relative_to(root).with_suffix(".mo")
        target = out / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(compile_po(po))
        made.append((target, f"pitchspec/i18n/locale/{rel.as_posix()}"))
    return made
