"""One registry per construct: its meaning, its rulebook sentence and the engine test
behind it, under one key.

A *construct* is a thing a spec can say that the rulebook states in a sentence: its key is
the sentence's (``"play.follow: must follow"``), which :func:`pitchspec.rulebook.backing.say`
names and each language's phrase table (:mod:`pitchspec.rulebook.languages`) words. Per
key, :data:`CONSTRUCTS` carries

- ``meaning``: the key of its text in :mod:`pitchspec.meanings` (the registry ``explain``,
  an editor's hover and the language reference read), the construct's own key wherever
  the meanings name it so, else the value form or setting that writes it
  (:data:`MEANING_OF`);
- ``sentence``: the key of its sentence in the phrase tables (or, for the walkers not yet
  made one, the writer that words it in each language);
- ``tests``: the engine tests that show the engine does what the sentence says
  (:data:`pitchspec.rulebook.backing.BACKINGS`).

``tests/rulebook/test_constructs.py`` checks every construct has all three, every meaning
key has a text, and every test exists.

>>> CONSTRUCTS["points.to: capturer"].meaning_text()
'whoever wins the card in a trick; no one if it is not played'
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from pitchspec.meanings import TEXTS, WORDS
from pitchspec.rulebook.backing import BACKINGS

MEANING_OF: Mapping[str, str] = {
    # play
    "play.trick winner leads": "play.first_leader",
    "play.trick_winner: highest": "{highest|lowest} highest",
    "play.trick_winner: lowest": "{highest|lowest} lowest",
    "play.lookers: sit out": "play.lookers: sit out {first|last}",
    "play.concession: bidder, play out": "play.concession: play out",
    "play.revoke: set back by bid, deal void": "play.revoke: deal void",
    # points
    "points: each deal": "points",
    "points.point: highest": "points.point: highest trump",
    "points.point: lowest": "points.point: lowest trump",
    "points.point: jokers not counted": "points.point: lowest trump excluding jokers",
    "points.point: card": "points.point: {card}",
    "points.point: game": "points.point: most card points",
    "points.point: turn up": "points.point: turned card",
    "points.point: sweep": "points.point: every point scored",
    "points.point: joker played": "points.point: first joker played",
    "points.point: counts for anyone": "points.point: scored by anyone",
    "points.point: tie none": "{none|elder|joker|half_jokers} none",
    "points.point: tie elder": "{none|elder|joker|half_jokers} elder",
    "points.point: tie joker": "{none|elder|joker|half_jokers} joker",
    "points.point: tie half_jokers": "{none|elder|joker|half_jokers} half_jokers",
    "points.condition: trump suit is":
        "points.point: when {spades|hearts|diamonds|clubs} trump",
    "points.condition: not the same card as": "points.point: unless same card as {name}",
    "points.condition: bid was": "points.point: only with bid {name}",
    "points.value: N": "points.point: worth {nat}",
    "points.value: card points": "points.point: worth card points",
    "points.value: by turned rank": "points.point: {rank} {nat}",
    "points.value: hanged": "points.point: hanged {nat}",
    **{f"points.to: {who.replace('_', ' ') if who == 'trick_winner' else who}":
       f"{{holder|original_holder|capturer|player|dealer|elder|majority|trick_winner}} {who}"
       for who in ("holder", "original_holder", "capturer", "player", "dealer", "elder",
                   "majority", "trick_winner")},
    # scoring and winning
    "bidding.form: none (scoring)": "bidding.form: none",
    "bidding.doubled: yes (scoring)": "bidding.doubled: yes",
    "scoring.made: plus N if exact": "scoring.made: plus {nat} if exact",
    "scoring.set: lose bid, keep taken": "scoring.set: keep taken",
    "scoring.set: lose bid, keep nothing": "scoring.set: keep nothing",
    "scoring.set: mark N": "scoring.set: mark {nat}",
    "scoring.floor: N": "scoring.floor",
    "winning.hands: N": "winning.hands",
    "winning.tie: N more hands": "winning.tie: {nat} more hands",
    "winning.who: bidder": "winning.who",
    "winning.margin: N": "winning.margin",
    "winning.backdoor: at N win": "{win|lose|draw} win",
    "winning.backdoor: at N lose": "{win|lose|draw} lose",
    "winning.backdoor: at N draw": "{win|lose|draw} draw",
    # bidding
    "bidding (the pitcher)": "bidding",
    "bidding.all_pass: dealer bids N": "bidding.all_pass: dealer bids {nat}",
    "bidding.all_pass: dealer must bid N": "bidding.all_pass: dealer must bid {nat}",
    "bidding.all_pass: elder bids N": "bidding.all_pass: elder bids {nat}",
    "bidding.all_pass: dealer set N": "bidding.all_pass: dealer set {nat}",
    "bidding.all_pass: or BID": "bidding.all_pass",
    "bidding.look: optional, lookers lose N": "bidding.look: lookers lose {nat}",
    "bidding.special": "bidding.bid",
    "bidding.special: at": "bidding.bid.at",
    "bidding.special: above": "bidding.bid.above",
    "bidding.special: as bid": "bidding.bid.requires",
    "bidding.special: all points": "bidding.bid.requires: every point scored",
    "bidding.special: all tricks": "bidding.bid.requires: all tricks",
    "bidding.special: capture": "bidding.bid.requires: capture {name}",
    "bidding.special: at least": "bidding.bid.requires: points {nat}",
    "bidding.special: score N": "bidding.bid.made: score {nat}",
    "bidding.special: score bid": "bidding.bid.made: score bid",
    "bidding.special: score taken": "bidding.bid.made: score taken",
    "bidding.special: lose N": "bidding.bid.set: lose {nat}",
    "bidding.special: lose bid": "bidding.bid.set: lose bid",
    "bidding.special: win match": "bidding.bid.made: win match",
    "bidding.special: lose match": "bidding.bid.set: lose match",
    "bidding.special: lose match after scoring": "bidding.bid.set: lose match after scoring",
    "bidding.special: by score": "bidding.bid.made: win match if score {int}",
    "bidding.special: barred": "bidding.bid.barred",
    "bidding.special: barred, any side in the hole": "bidding.bid.barred: any side in hole",
    "bidding.special: barred, own side in the hole": "bidding.bid.barred: own side in hole",
    "bidding.special: barred, score at least": "bidding.bid.barred: own score at least {int}",
    "bidding.special: blind": "bidding.bid.blind: yes",
    # the table and the cards
    "deck: standard": "deck",
    "deck: ranks removed": "deck.remove: {ranks}",
    "deck: jokers added": "deck.jokers",
    "deck: two jokers told apart": "deck.jokers: two",
    "ranking: natural": "ranking.plain",
    "ranking: table": "ranking.trump: {rest}",
    "ranking: jokers ranked": "ranking.jokers: trump",
    "ranking: jokers rankless": "ranking.jokers: rankless",
    "ranking: reversed for tricks": "ranking",
    "players.teams: fixed": "players.teams: {nat} of {nat}",
    "players.teams: optional": "players.partnership: {required|optional}",
    "players.partner_call: others together": "players.partner: others together",
    "players.partner_call": "players.partner: called {card|trump}",
    "players.direction: clockwise": "{clockwise|counter_clockwise} clockwise",
    "players.direction: counter-clockwise": "{clockwise|counter_clockwise} counter_clockwise",
    "deal.dealer passes": "deal.first_dealer",
    "deal.blind: per player": "deal.blind: {nat} per player",
    "deal.blind: pile": "deal.blind: {nat}",
    "deal.stock: face up": "{down|up} up",
    "deal.stock: face down": "{down|up} down",
    # trump: begging
    "trump.beg: stand or beg": "trump.beg",
    "trump.beg: gift plays on": "trump.beg.granted: play on",
    "trump.beg: gift redeals": "trump.beg.granted: redeal",
    "trump.beg: run": "trump.beg.run: {nat}",
    "trump.beg: same suit, put aside": "trump.beg.same_suit: discard unseen and run again",
    "trump.beg: same suit, kept": "trump.beg.same_suit: run again",
    "trump.beg: after run, keep": "trump.beg.after_run: keep",
    "trump.beg: after run, discard": "trump.beg.after_run: discard to hand",
    "trump.beg: stock out": "trump.beg.stock_out: redeal",
    "trump.beg: stock out, turned points stand":
        "trump.beg.stock_out: redeal keeping turned points",
    "trump.beg: restricted looking": "trump.beg.looking: restricted",
    # the exchange
    "exchange: in order": "exchange.order: in turn",
    "exchange: discard": "exchange.step: {all|others|bidder|dealer|nondealers} discard any",
    "exchange: take": "exchange.step: {all|others|bidder|dealer|nondealers} take kitty",
    "exchange: refill": "exchange.step: refill {all|others|bidder|dealer|nondealers} to {nat}",
    "exchange: reduce":
        "exchange.step: {all|others|bidder|dealer|nondealers} reduce to {nat}",
    "exchange: complete":
        "exchange.step: {all|others|bidder|dealer|nondealers} complete to {nat} by choice",
    "exchange: complete trumps first": "exchange.step: {all|others|bidder|dealer|nondealers} "
                                       "complete to {nat} by choice trumps first",
    "exchange: reclaim":
        "exchange.step: {all|others|bidder|dealer|nondealers} reclaim trumps from scrap",
    "exchange: dead cards to opponents": "exchange.dead_cards: to opponents",
    # hand-improvement procedures: the kind's setting, or (for a term every kind takes
    # alike) Coke's form of it
    "procedures: coke": "procedures.coke",
    "procedures: muck": "procedures.muck",
    "procedures: misdeal": "procedures.misdeal",
    "procedures: replace pointless": "procedures.replace_pointless",
    "procedures: redeal pointless": "procedures.redeal_pointless",
    "procedures: not allowed": "procedures.coke: forbidden",
    "procedures: ranks": "procedures.coke: when hand within {ranks}",
    "procedures: new hand N": "procedures.coke: new hand {nat}",
    "procedures: shown": "procedures.coke: hand shown",
    "procedures: may not bid": "procedures.coke: may not bid",
    "procedures: as bid": "procedures.coke: as bid",
    "procedures: sits out first": "procedures.coke: sits out {first|last}",
    "procedures: sits out last": "procedures.coke: sits out {first|last}",
    "procedures: sits out last, not applied": "procedures.coke: sits out {first|last}",
    "procedures: not in partnerships": "procedures.coke: not in partnerships",
}
"""The meaning key of each construct whose sentence key the meanings do not use."""


def meaning_text(key: str) -> str | None:
    """The English meaning under ``key``: a section, setting or value form, or a choice
    word (``{group} word``); None when the meanings have no such key."""
    if key in TEXTS:
        return TEXTS[key]
    group, _, word = key.partition(" ")
    return WORDS.get(group, {}).get(word)


@dataclass(frozen=True)
class Construct:
    """One construct: what it means, how the rulebook states it, and its proof."""

    key: str
    """The construct in spec words; also its sentence's key in the phrase tables."""
    meaning: str
    """Its meaning's key in :mod:`pitchspec.meanings`."""
    writer: str
    """The rulebook walker (or table) that states it."""
    tests: tuple[str, ...]
    """pytest node ids of the engine tests that show the behaviour."""

    @property
    def sentence(self) -> str:
        """The sentence's key: the phrase tables' (and ``say``'s) key is the construct's."""
        return self.key

    def meaning_text(self) -> str | None:
        return meaning_text(self.meaning)


CONSTRUCTS: Mapping[str, Construct] = {
    key: Construct(key, MEANING_OF.get(key, key), backing.writer, backing.tests)
    for key, backing in BACKINGS.items()
}
"""Every construct the rulebook states, by its key."""
