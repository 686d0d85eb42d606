#!/usr/bin/env python3
"""Bring pitchspec's message catalogues in line with the English they translate.

    python3 scripts/i18n_catalogues.py [--check] [--fill LANG FILE.json]

Every message of every domain (``rulebook``: pitchspec/rulebook/texts.py and the
rulebook's other fixed words; ``meanings``: pitchspec/meanings) is written into each
language's ``pitchspec/i18n/locale/LANG/LC_MESSAGES/DOMAIN.po``, found by its key (the
``msgctxt``): a message whose English is unchanged keeps its translation; one whose
English changed keeps the old translation marked fuzzy (a fuzzy message is not used:
the page refuses to build until it is translated again) with the English it was made
from; a new message is added untranslated; a message no longer asked for is dropped.
``--check`` writes nothing and exits 1 when a catalogue would change or lacks a
translation (tests/test_i18n.py checks the same). ``--fill LANG FILE.json`` takes
translations from a JSON object {key: words, or a list of plural forms}.
"""

from __future__ import annotations

import argparse
import io
import json
import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po, write_po

from pitchspec.i18n import TRANSLATED
from pitchspec.i18n.catalogues import Message, po_file
from pitchspec.meanings.translate import messages as meanings
from pitchspec.rulebook.texts import messages as rulebook

HEADER = "pitchspec {domain}: the {language} translation"


def messages() -> dict[str, list[Message]]:
    """Every domain's messages, in English, in the order their owners list them: the
    rulebook's fixed words (:func:`pitchspec.rulebook.texts.messages`) make the
    ``rulebook`` domain, the meanings of the language (:func:`pitchspec.meanings.
    translate.messages`) the ``meanings`` domain. Gathered here, above both owners, so
    that :mod:`pitchspec.i18n`, which both translate through, imports neither."""
    return {"rulebook": rulebook(), "meanings": meanings()}


def _load(path: Path, code: str, domain: str) -> Catalog:
    if path.is_file():
        with path.open("rb") as source:
            return read_po(source, locale=code, domain=domain)
    return Catalog(locale=code, domain=domain, project="pitchspec",
                   header_comment=f"# {HEADER.format(domain=domain, language=code)}.")


def merged(old: Catalog, wanted: list[Message], code: str, domain: str) -> Catalog:
    """The catalogue with exactly the wanted messages, translations kept by key."""
    new = Catalog(locale=code, domain=domain, project="pitchspec",
                  header_comment=old.header_comment, fuzzy=False)
    new.revision_date = old.revision_date
    new.creation_date = old.creation_date
    by_key = {m.context: m for m in old if m.id and m.context}
    for want in wanted:
        msgid = (want.english, want.plural) if want.plural else want.english
        found = by_key.get(want.key)
        string: str | tuple[str, ...] = "" if not want.plural else ("",) * new.num_plurals
        flags: set[str] = set()
        previous = None
        if found is not None:
            string = found.string
            same = found.id == msgid
            if not same or found.fuzzy:
                flags.add("fuzzy")
            if not same:
                previous = [found.id] if isinstance(found.id, str) else list(found.id)
            elif found.previous_id:
                previous = list(found.previous_id)
            if want.plural and isinstance(string, str):
                string, flags = ("",) * new.num_plurals, set()
            elif not want.plural and not isinstance(string, str):
                string, flags = "", set()
        new.add(msgid, string, context=want.key, flags=flags, previous_id=previous,
                auto_comments=[want.note] if want.note else ())
    return new


def _text(catalogue: Catalog) -> bytes:
    out = io.BytesIO()
    write_po(out, catalogue, width=100, omit_header=False, include_previous=True,
             sort_output=False)
    return out.getvalue()


def fill(catalogue: Catalog, words: dict[str, str | list[str]]) -> list[str]:
    """Translations from ``words`` by key; returns the keys it has no message for."""
    unknown = []
    by_key = {m.context: m for m in catalogue if m.id and m.context}
    for key, said in words.items():
        message = by_key.get(key)
        if message is None:
            unknown.append(key)
            continue
        message.string = tuple(said) if isinstance(said, list) else said
        message.flags.discard("fuzzy")
        message.previous_id = []
    return unknown


def untranslated(catalogue: Catalog) -> list[str]:
    out = []
    for m in catalogue:
        if not m.id:
            continue
        strings = m.string if isinstance(m.string, tuple) else (m.string,)
        if m.fuzzy or not all(strings):
            out.append(str(m.context))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true")
    parser.add_argument("--fill", nargs=2, metavar=("LANG", "FILE"))
    args = parser.parse_args(argv)
    status = 0
    for domain, wanted in messages().items():
        for code in TRANSLATED:
            path = po_file(code, domain)
            old = _load(path, code, domain)
            new = merged(old, wanted, code, domain)
            if args.fill and args.fill[0] == code:
                words = json.loads(Path(args.fill[1]).read_text(encoding="utf-8"))
                unknown = fill(new, words.get(domain, {}))
                for key in unknown:
                    print(f"{code} {domain}: no message {key!r}", file=sys.stderr)
            text = _text(new)
            missing = untranslated(new)
            if args.check:
                if not path.is_file() or path.read_bytes() != text:
                    print(f"{path}: not up to date", file=sys.stderr)
                    status = 1
                if missing:
                    print(f"{path}: {len(missing)} untranslated: {', '.join(missing[:8])}",
                          file=sys.stderr)
                    status = 1
                continue
            path.parent.mkdir(parents=True, exist_ok=True)
            if not path.is_file() or path.read_bytes() != text:
                path.write_bytes(text)
                print(f"wrote {path} ({len(missing)} untranslated)")
    return status


if __name__ == "__main__":
    sys.exit(main())
