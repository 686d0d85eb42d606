"""The vocabulary of the language: sections, their settings, and the phrases each accepts.

The grammar fixes the shape of a file; this table fixes its words. Lowering checks
every entry against it (unknown names get a did-you-mean, phrases that match no form
list the forms), and the language reference is generated from it.

The vocabulary is a package with one module per part of the rules (:mod:`.table`,
:mod:`.bidding`, :mod:`.trump`, :mod:`.play`, :mod:`.scoring`, :mod:`.procedures`,
:mod:`.claims`), built from :mod:`.section`; this module puts the sections together
under :data:`TOP`.
"""

from __future__ import annotations

from pitchspec.phrases import Form
from pitchspec.phrases import field as put
from pitchspec.vocabulary.bidding import BIDDING, SPECIAL_BID
from pitchspec.vocabulary.claims import CLAIM_TERMS, PROPERTIES
from pitchspec.vocabulary.play import PLAY
from pitchspec.vocabulary.procedures import PROC_CLAUSES, PROCEDURES
from pitchspec.vocabulary.scoring import POINT_CLAUSES, POINT_TARGETS, POINTS, SCORING, WINNING
from pitchspec.vocabulary.section import SEATS, YES_NO, F, Retired, S, Section, Setting
from pitchspec.vocabulary.table import DEAL, DECK, PLAYERS, RANKING
from pitchspec.vocabulary.trump import ACTORS, BEG, EXCHANGE, STEP_FORMS, TRUMP

__all__ = ["ACTORS", "BEG", "BIDDING", "CLAIM_TERMS", "DEAL", "DECK", "EXCHANGE", "OWN_ONLY",
           "PLAY", "PLAYERS", "POINTS", "POINT_CLAUSES", "POINT_TARGETS", "PROCEDURES",
           "PROC_CLAUSES", "PROPERTIES", "RANKING", "SCORING", "SEATS", "SPECIAL_BID",
           "STEP_FORMS", "TOP", "TRUMP", "WINNING", "YES_NO", "F", "Form", "Retired", "S",
           "Section", "Setting"]


TOP = Section(
    "variant",
    "The variant's identity: aliases and sources, then its rule sections.",
    (
        S("aliases", "Other names of the variant.", F("{str}", put("alias")), many=True,
          example='aliases: "Setback", "Bid Pitch"'),
        S("name", "The variant's name in another language: its code and the name.",
          F("{name} {str}", lambda code, title: {"code": code, "title": title}),
          repeat=True, example='name: ru "Аукционный питч"'),
        S("catalogue", "The variant's id in the requirements catalogue (VARIANTS.md).",
          F("{name}", put("catalogue")), example="catalogue: V03"),
        S("source", "A seed document and the part of it the variant comes from.",
          F("{seed} {str}", lambda seed, section: {"seed": seed, "section": section}),
          repeat=True, example='source: 000 "Auction Pitch section"'),
    ),
    blocks=(PLAYERS, DECK, RANKING, DEAL, BIDDING, TRUMP, EXCHANGE, PLAY, POINTS, SCORING,
            WINNING, PROCEDURES, PROPERTIES),
)

OWN_ONLY = frozenset({"aliases", "name", "source", "catalogue"})
"""Top-level settings a child does not inherit: each variant states its own."""
