"""One registry of constructs: each thing a spec can say that the rulebook states in a
sentence, written once, with its meaning, its sentence and the engine tests behind it.

A construct's key is its sentence's (``"play.follow: must follow"``): the key
:func:`pitchspec.rulebook.backing.say` names and each language's phrase table
(:mod:`pitchspec.rulebook.languages`) words. Its entry (:class:`Construct`, kept in
:mod:`~pitchspec.constructs.play`, :mod:`~pitchspec.constructs.scores`,
:mod:`~pitchspec.constructs.auction` and :mod:`~pitchspec.constructs.table`) names the
writer that words it, the tests that play or score a deal through the engine and show
the behaviour the sentence states, and the key of its meaning in
:mod:`pitchspec.meanings` (the words ``pitchspec explain``, an editor's hover and the
language reference say), when that is not the construct's own key. The meanings keep
the text; this registry keeps which sentence states it and which tests prove it, so
``explain`` and the hover can show all three without loading the rulebook's walkers.

This package imports nothing: the rulebook (which refuses a sentence whose construct is
not here), the meanings, ``explain`` and the language server all read it.
``tests/rulebook/test_constructs.py`` checks each construct has a meaning, a sentence in
every language and tests that exist, and that every value form of the language reaches a
construct or is in :data:`NOT_SENTENCES` with the reason.

>>> CONSTRUCTS["points.to: capturer"].meaning
'{holder|original_holder|capturer|player|dealer|elder|majority|trick_winner} capturer'
>>> [c.key for c in stating(["{highest|lowest} lowest"])]
['play.trick_winner: lowest']
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from pitchspec.constructs.auction import AUCTION, SPECIAL
from pitchspec.constructs.entry import Construct
from pitchspec.constructs.play import BEG, EXCHANGE, PLAY, TRUMP
from pitchspec.constructs.scores import POINT_CELLS, SCORING, SETTLE, WINNING
from pitchspec.constructs.table import CARDS, DEAL, PROCEDURES

__all__ = ["CONSTRUCTS", "NOT_SENTENCES", "UNSAID", "Construct", "registered", "stating"]


def registered(*entries: Construct) -> dict[str, Construct]:
    """The entries by key; a key written twice is an error (one entry would silently
    lose)."""
    out: dict[str, Construct] = {}
    for construct in entries:
        if construct.key in out:
            raise KeyError(f"the construct {construct.key!r} is registered twice")
        out[construct.key] = construct
    return out


CONSTRUCTS: Mapping[str, Construct] = registered(
    *PLAY, *TRUMP, *SCORING, *SETTLE, *WINNING, *AUCTION, *CARDS, *DEAL, *BEG, *EXCHANGE,
    *PROCEDURES, *POINT_CELLS, *SPECIAL)
"""Every construct the rulebook states, by its key (its sentence's key)."""


def stating(meanings: Iterable[str]) -> list[Construct]:
    """The constructs whose sentences state one of these meanings (keys of
    :mod:`pitchspec.meanings`), in the registry's order."""
    wanted = set(meanings)
    return [c for c in CONSTRUCTS.values() if c.meaning in wanted]


UNSAID: Mapping[str, str] = {
    "LeadRule.ANY": "any card may be led to the first trick: the rulebook says only who "
                    "leads it (tricks.leading)",
}
"""The construct-enum members the rulebook says nothing about, on purpose, and why
(``Enum.MEMBER``): every other member has a sentence (tests/test_footprint.py)."""

_DEFAULT = "the default, nothing of the kind: the page has no sentence for it"

NOT_SENTENCES: Mapping[str, str] = {
    # the header: the page's title and its place in the catalogue
    "aliases": "the variant's other names: the page's title and index, not a rule",
    "name": "the variant's name: the page's title, not a rule",
    "catalogue": "the variant's place in the catalogue: the index, not a rule",
    "source": "the source a rule is taken from: the page's notes, not a rule",
    # settings the page words inside another construct's sentence
    "players.count": "the number of players: the page's setup table and the seating "
                     "picture, not a backed sentence",
    "players.partner: with {range} players": "the table sizes a partner is called at: "
                                             "words inside the partner-call sentence "
                                             "(players.partner_call)",
    "bidding.opener": "who bids first: words inside the auction's sentence (bidding.form)",
    "bidding.bid.value": "a special bid's value: words inside its outcome's sentence "
                         "(bidding.special: score N, lose N)",
    "bidding.bid.made": "an outcome written under 'made' that the sentences state under "
                        "'set' (or an 'else' branch): the same outcome's sentence states it "
                        "(bidding.special: score N ... lose match, by score)",
    "bidding.bid.set": "an outcome written under 'set' that the sentences state under "
                       "'made' (or an 'else' branch): the same outcome's sentence states it "
                       "(bidding.special: score N ... lose match, by score)",
    "trump.beg.gift": "the gift's size and who gets it: words inside the begging sentence "
                      "(trump.beg: stand or beg)",
    "exchange.step": "a variant of a discard, take, refill or reduce step: words inside "
                     "that step's sentence (exchange: discard, take, refill, reduce)",
    "play.revoke: pitcher only": "who is set back: words inside the revoke sentence "
                                 "(play.revoke: set back by bid)",
    "play.draw: after each trick winner first": "the drawing order: words inside the "
                                                "drawing sentence (play.draw: after each "
                                                "trick)",
    "points.point: highest sub": "the sub-trump's highest: the scoring table's highest "
                                 "cell, with the sub-trump named (points.point: highest)",
    "points.point: lowest sub": "the sub-trump's lowest: the scoring table's lowest cell, "
                                "with the sub-trump named (points.point: lowest)",
    "points.point: most tens": "game counted by tens: the scoring table's game cell "
                               "(points.point: game), in the tens' words",
    "points.point: second joker played": "the joker-played cell with the joker's order "
                                         "(points.point: joker played)",
    "points.point: among {dealt|held|played}": "which cards a point is reckoned among: "
                                               "words inside the point's cell",
    "points.point: every turn": "when a turned card scores: words inside the turn-up cell "
                                "(points.point: turn up)",
    "points.point: first turn only": "when a turned card scores: words inside the turn-up "
                                     "cell (points.point: turn up)",
    "points.point: last turn only": "when a turned card scores: words inside the turn-up "
                                    "cell (points.point: turn up)",
    "winning.target": "the target: words inside the sentence of reaching it "
                      "(winning.reach: at least, over)",
    "properties.claim": "a term of the verifier's claim language: the page reports what "
                        "the verifier proved as a verdict, not as a rule sentence",
    # the defaults: the page says nothing of what a variant does not have
    "deck.remove: none": _DEFAULT,
    "deal.blind: none": _DEFAULT,
    "bidding.doubled: no": _DEFAULT,
    "bidding.look: optional": "looking is free: the page has no sentence for it (a penalty "
                              "for looking has one: bidding.look)",
    "bidding.bid.blind: no": _DEFAULT,
    "trump.sub_trump: none": _DEFAULT,
    "trump.beg.looking: free": "anyone may look: the page has no sentence for it (a "
                               "restriction has one: trump.beg: restricted looking)",
    "exchange.dead_cards: none": _DEFAULT,
    "exchange.order: step by step": "the default order: the page words the steps in the "
                                    "order written, with no sentence of its own",
    "play.first_lead: any": "any card may be led: the page says only who leads "
                            "(UNSAID, LeadRule.ANY)",
    "play.trump_broken: not required": _DEFAULT,
    "play.low_trump: normal": _DEFAULT,
    "play.concession: none": _DEFAULT,
    "play.throw_in: none": _DEFAULT,
    "play.revoke: none": _DEFAULT,
    "play.draw: none": _DEFAULT,
    "scoring.set: lose bid": "losing the bid: the set sentence states it with what the side "
                             "keeps (scoring.set: lose bid, keep taken; keep nothing)",
    "winning.count_out: no": _DEFAULT,
}
"""The settings and value forms of the language that no construct's sentence states, and
why (a setting named alone stands for those of its forms that none states): the
meanings ``explain`` and the hover give for them come with no rulebook sentence."""
