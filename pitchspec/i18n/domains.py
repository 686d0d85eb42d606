"""Every message of every catalogue, in English: what a translation must cover.

The rulebook's fixed words (:func:`pitchspec.rulebook.texts.messages`) make the
``rulebook`` domain, the meanings of the language (:func:`pitchspec.meanings.
translate.messages`) the ``meanings`` domain. ``scripts/i18n_catalogues.py`` writes
them into each language's ``.po`` files, and ``tests/test_i18n.py`` requires every one
translated in every language.
"""

from __future__ import annotations

from pitchspec.i18n.catalogues import Message
from pitchspec.meanings.translate import messages as meanings
from pitchspec.rulebook.texts import messages as rulebook

__all__ = ["Message", "messages"]


def messages() -> dict[str, list[Message]]:
    """Every domain's messages, in the order their owners list them."""
    return {"rulebook": rulebook(), "meanings": meanings()}
