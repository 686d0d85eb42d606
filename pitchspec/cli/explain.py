"""`pitchspec explain KEY [VALUE]`: what a setting or one of its values means.

Under the meaning it prints what the rulebook says of it: each sentence that states
it (in the language asked for) and the engine tests behind that sentence
(:mod:`pitchspec.rulebook.explained`).

Exit status: 0 found, 1 not found (error[PS009], with suggestions), 2 usage errors.
``--language ru`` (or fi, hy) says it in that language from the same registry's
catalogue; a meaning not yet translated is shown in English, and a note on the
standard error counts them.
"""

from __future__ import annotations

import json
import sys
from typing import TYPE_CHECKING

import click

from pitchspec.cli.common import FORMAT
from pitchspec.i18n import ENGLISH, LANGUAGES, NAMES

if TYPE_CHECKING:
    from pitchspec.meanings import Meaning
    from pitchspec.rulebook.explained import Stated


@click.command("explain")
@click.argument("key", required=False)
@click.argument("value", nargs=-1)
@FORMAT
@click.option("--language", "lang", type=click.Choice(LANGUAGES), default=ENGLISH,
              show_default=True, help="The language to explain in.")
def explain_command(key: str | None, value: tuple[str, ...], fmt: str, lang: str) -> None:
    """Explain KEY (e.g. 'winning.who' or 'who') or one VALUE of it (e.g. 'bid made').

    With no KEY, list the sections."""
    from pitchspec.i18n import language
    from pitchspec.meanings.translate import lenient

    with language(lang), lenient() as english:
        _explain(key, value, fmt)
    if english:
        click.echo(f"note: {len(set(english))} of these texts are not yet translated into "
                   f"{NAMES[lang]}: shown in English", err=True)


def _explain(key: str | None, value: tuple[str, ...], fmt: str) -> None:
    from pitchspec.i18n import current
    from pitchspec.meanings import explain
    from pitchspec.rulebook.explained import stated

    if key is None:
        _sections(fmt)
        return
    text = " ".join(value) or None
    found = explain(key, text)
    if found is None:
        _not_found(key, text, fmt)
        return
    said = stated(found.keys, text, current())
    if fmt == "json":
        click.echo(json.dumps({**found.as_dict(), "rulebook": [s.as_dict() for s in said]},
                              indent=2))
    else:
        click.echo(render(found, said))


def _sections(fmt: str) -> None:
    from pitchspec.meanings import sections
    from pitchspec.meanings.translate import meaning

    rows = [(path, meaning(path)) for path, _ in sections()]
    if fmt == "json":
        click.echo(json.dumps([{"path": p, "meaning": t} for p, t in rows], indent=2))
        return
    width = max(len(p) for p, _ in rows)
    for path, text in rows:
        click.echo(f"{path:<{width}}  {text}")


def _not_found(key: str, value: str | None, fmt: str) -> None:
    from pitchspec.cli.common import echo_findings
    from pitchspec.diagnostics import Diagnostic
    from pitchspec.meanings import lookup, suggest
    from pitchspec.meanings.translate import label
    from pitchspec.source import Span

    hints = suggest(key, value)
    found = lookup(key)
    if len(found) > 1:
        message = label("ambiguous", key=key)
    elif found and value:
        message = label("no value", value=value, path=found[0].path)
    else:
        message = label("unknown", key=key)
    if fmt == "json":
        click.echo(json.dumps({"error": message, "code": "PS009", "suggestions": hints},
                              indent=2))
    else:
        asked = Span("pitchspec explain", 0, 0, 0, 0)
        help = "; ".join(hints) or None
        echo_findings([Diagnostic("PS009", message, asked, help=help)], err=True)
    sys.exit(1)


def render(found: Meaning, said: list[Stated] | None = None) -> str:
    """A meaning as text for people: the thing, its meaning, its parts, then what the
    rulebook says of it and the engine tests behind each sentence."""
    from pitchspec.meanings.translate import label

    lines = [f"{found.path} — {found.shown}", "", found.long]
    if found.forms and found.kind != "value":
        lines += ["", label("values") if found.kind == "setting" else label("contains")]
        lines += [f"  {shown}: {text}" for shown, text in found.forms]
    elif found.forms:
        lines += ["", *[f"  {hole}: {text}" for hole, text in found.forms]]
    if len(found.words) > 1:
        lines += ["", label("words"), *[f"  {word}: {text}" for word, text in found.words]]
    if said:
        lines += ["", label("rulebook says")]
        for one in said:
            lines += ["", f"  {one.construct}",
                      f"    {one.sentence or label('worded by', writer=one.writer)}",
                      f"    {label('engine tests')}", *[f"      {t}" for t in one.tests]]
    return "\n".join(lines)
