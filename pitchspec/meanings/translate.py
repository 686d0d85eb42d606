"""The meanings in the language in use: the ``meanings`` message catalogue.

Every meaning of the registry (:data:`~pitchspec.meanings.TEXTS`, the choice words of
:data:`~pitchspec.meanings.WORDS`, the holes of :data:`~pitchspec.meanings.HOLES`),
every built-in property's texts (:mod:`pitchspec.meanings.properties`) and the few
fixed words ``pitchspec explain`` and the editor's hover put round them (:data:`LABELS`)
is one message, found by its key; English is the registry itself, and the other
languages are translations of it in their catalogues
(:mod:`pitchspec.i18n.catalogues`), so ``explain --language ru`` and a Russian editor's
hover say the same things from the same registry.

>>> from pitchspec.i18n import language
>>> with language("ru"):
...     label("values")
'значения:'
"""

from __future__ import annotations

from contextlib import AbstractContextManager
from contextvars import ContextVar

from pitchspec.collecting import collecting
from pitchspec.i18n import current
from pitchspec.i18n.catalogues import Message, Missing, translations
from pitchspec.meanings.claims import CLAIMS
from pitchspec.meanings.play import HOLES, PLAY, WORDS
from pitchspec.meanings.properties import CLAIM_PROOF, CLAIM_SHOWN, PROPERTIES
from pitchspec.meanings.setup import SETUP

DOMAIN = "meanings"
PARTS = ("claim", "proof", "shown")
"""The texts of a built-in property."""

LABELS: dict[str, str] = {
    "values": "values:",
    "contains": "contains:",
    "words": "words:",
    "proved": "How it is proved: {proof}",
    "witness": "A witness: {shown}",
    "counterexample": "A counterexample: {shown}",
    "verified": "How it is verified: {proof}",
    "claim proof": CLAIM_PROOF,
    "claim shown": CLAIM_SHOWN,
    "built-in property": "built-in property",
    "extends": "every rule not stated here is {parent}'s.",
    "not a value": "{value} is not a value of {path}",
    "several sections": "'{key}' is a setting of several sections: {paths}",
    "sections": "sections: {names}",
    "a section": "'{path}' is a section: explain one of its settings",
    "forms": "forms: {forms}",
    "retired": "'{value}' is retired as ambiguous: {why}; write {instead}",
    "or": " or ",
    "did you mean": "did you mean '{name}'?",
    "ambiguous": "'{key}' is ambiguous",
    "no value": "'{value}' is not a value of '{path}'",
    "unknown": "nothing called '{key}' in the language",
    "rulebook says": "The rulebook says:",
    "worded by": "(worded from the variant itself, by {writer})",
    "worded by, no variant": "(worded from the variant itself, by {writer}: this spec "
                             "has errors, so there is no variant yet to word it from)",
    "worded by, not on the page": "(this variant's rulebook page does not say it; on a "
                                  "page that does, {writer} words it)",
    "engine tests": "engine tests:",
}
"""The words ``explain`` and the hover put round the meanings."""


def _all_texts() -> dict[str, str]:
    return {**SETUP, **PLAY, **CLAIMS}


def messages() -> list[Message]:
    """Every meaning as a message of the ``meanings`` catalogue."""
    out = [Message(key, text) for key, text in _all_texts().items()]
    out += [Message(f"word {group} {word}", text) for group, table in WORDS.items()
            for word, text in table.items()]
    out += [Message(f"hole {name}", text) for name, text in HOLES.items()]
    out += [Message(f"property {p.name} {part}", getattr(p, part))
            for p in PROPERTIES.values() for part in PARTS]
    out += [Message(f"label {key}", text) for key, text in LABELS.items()]
    return out


_english: ContextVar[list[str] | None] = ContextVar("english", default=None)


def lenient() -> AbstractContextManager[list[str]]:
    """Inside the block a meaning not yet translated into the language in use is given
    in English, and its key listed in the list yielded (``explain`` says how many);
    outside it such a meaning is an error (:class:`~pitchspec.i18n.catalogues.Missing`),
    as on a rulebook page."""
    return collecting(_english, [])


def _say(key: str, english: str) -> str:
    try:
        return translations(DOMAIN, current()).pgettext(key, english)
    except Missing:
        shown = _english.get()
        if shown is None:
            raise
        shown.append(key)
        return english


def meaning(key: str) -> str:
    """The meaning of a section, setting or value form (a key of ``TEXTS``)."""
    return _say(key, _all_texts()[key])


def word(group: str, choice: str) -> str:
    """What one word of a ``{a|b|c}`` choice means."""
    return _say(f"word {group} {choice}", WORDS[group][choice])


def hole(name: str) -> str:
    """What a typed hole (``{nat}``) takes."""
    return _say(f"hole {name}", HOLES[name])


def prop(name: str, part: str) -> str:
    """A built-in property's ``claim``, ``proof`` or ``shown``."""
    return _say(f"property {name} {part}", getattr(PROPERTIES[name], part))


def label(key: str, /, **fields: object) -> str:
    """One of the :data:`LABELS`, its ``{fields}`` filled in."""
    words = _say(f"label {key}", LABELS[key])
    return words.format(**fields) if fields else words
