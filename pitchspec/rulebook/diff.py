"""How a variant differs from its parent, computed from the two resolved models.

A :data:`RULES` entry names one rule a player would recognise ("Follow suit", "Target")
by the model fields that make it up, and says it in words. Two variants differ in a
rule when those fields differ; points, special bids and hand-improvement procedures
are compared one by one by name, so an added or dropped point shows as such.

>>> from pitchspec import load
>>> child, parent = load("spec/roadhouse_pitch.pitch"), load("spec/auction_pitch.pitch")
>>> [d.rule for d in differences(parent, child)][:3]
['Auction', 'Bids', 'When everyone passes']
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from pitchspec import model as m
from pitchspec.model.derived import points_in_order
from pitchspec.rulebook import auction, prose, scores, tricks
from pitchspec.rulebook import words as w
from pitchspec.rulebook.phrasing import word
from pitchspec.rulebook.texts import text


@dataclass(frozen=True)
class Difference:
    """One rule that differs: its name, the parent's version and this variant's."""

    rule: str
    parent: str
    child: str


@dataclass(frozen=True)
class Rule:
    """A rule a player names, made of some fields of one section of the model."""

    key: str
    """The rule's name in :mod:`pitchspec.rulebook.texts` (``rule.KEY``)."""
    section: str
    fields: tuple[str, ...]
    describe: Callable[[m.Variant], str]

    @property
    def label(self) -> str:
        """The rule's name in the language in use ("Follow suit")."""
        return text(f"rule.{self.key}")

    def project(self, variant: m.Variant) -> tuple[Any, ...]:
        part = getattr(variant, self.section)
        return tuple(getattr(part, f) for f in self.fields)


def _r(key: str, section: str, fields: str, describe: Callable[[m.Variant], str]) -> Rule:
    return Rule(key, section, tuple(fields.split()), describe)


def not_used() -> str:
    """What a variant that has no such rule shows in its column."""
    return text("rule.not used")


def _all(sentences: list[str]) -> str:
    return " ".join(s for s in sentences if s) or not_used()


def _opt(value: Any, say: Callable[[Any], str]) -> str:
    return not_used() if value is None or value == () or value is False else say(value)


def _card_points(v: m.Variant) -> str:
    return ", ".join(f"{name} {pts}" for name, pts in prose.card_point_rows(v.deck)) or \
        text("rule.none")


def _trump_order(v: m.Variant) -> str:
    return ", ".join(w.ranked_card(c) for c in v.ranking.trump)


def _steps(v: m.Variant) -> str:
    return _all([f"({i}) {prose.step(s)}" for i, s in enumerate(v.exchange.steps, 1)])


RULES: tuple[Rule, ...] = (
    _r("players", "seating", "players", lambda v: prose.players_summary(v.seating)),
    _r("partnerships", "seating", "teams teams_optional partner_call",
       lambda v: prose.partnerships(v.seating)),
    _r("direction of play", "seating", "direction", lambda v: prose.direction(v.seating)),
    _r("cards", "deck", "ranks jokers", lambda v: prose.deck_summary(v.deck)),
    _r("card points for game", "deck", "card_points", _card_points),
    _r("trump order", "ranking", "trump", _trump_order),
    _r("plain suit order", "ranking", "plain", lambda v: w.ranks(v.ranking.plain)),
    _r("jokers", "ranking", "jokers",
       lambda v: prose.joker_role(v.ranking, v.deck) or not_used()),
    _r("dealing", "deal", "hand packets rounds", lambda v: prose.dealing(v.deal)),
    _r("cards on the table", "deal", "widow kitty blind stock",
       lambda v: _all(prose.table_cards(v.deal))),
    _r("first dealer", "deal", "first_dealer cut_ranking", lambda v: prose.first_dealer(v.deal)),
    _r("auction", "bidding", "form opener",
       lambda v: _all(auction.auction(v.bidding)[:1])),
    _r("bids", "bidding", "minimum maximum doubled", lambda v: auction.bids_rule(v.bidding)),
    _r("stealing the bid", "bidding", "steal", lambda v: _opt(v.bidding.steal, auction.steal)),
    _r("when everyone passes", "bidding", "all_pass",
       lambda v: auction.all_pass(v.bidding.all_pass, v.bidding)),
    _r("forced bids", "bidding", "forced",
       lambda v: _all([auction.forced(f) for f in v.bidding.forced])),
    _r("looking at the hand", "bidding", "look", lambda v: _opt(v.bidding.look, auction.look)),
    _r("commercial sale", "bidding", "commercial",
       lambda v: _opt(v.bidding.commercial, auction.commercial)),
    _r("bidding by pitching", "bidding", "declare_by_pitching",
       lambda v: _opt(v.bidding.declare_by_pitching, auction.declare_by_pitching)),
    _r("trump", "trump", "method declare_before_kitty sub_trump",
       lambda v: prose.trump_method(v.trump, v.exchange)),
    _r("begging", "trump", "beg", lambda v: _opt(v.trump.beg, lambda b: _all(prose.beg(b)))),
    _r("exchange", "exchange", "steps", _steps),
    _r("exchange order", "exchange", "in_turn",
       lambda v: prose.in_turn(v.exchange) or not_used()),
    _r("discarded point cards", "exchange", "dead_cards_to_opponents",
       lambda v: prose.dead_cards(v.exchange) or not_used()),
    _r("leading", "play", "first_leader first_lead trump_must_be_broken",
       lambda v: _all(tricks.leading(v.play, v.trump))),
    _r("following suit", "play", "follow sub_trump_may_trump "
       "off_lead_untrumped_previous_winner_leads", lambda v: _all(tricks.following(v.play))),
    _r("winning a trick", "play", "trick_winner low_trump_captures",
       lambda v: _all(tricks.winning_trick(v.play))),
    _r("jokers in play", "play", "jokers_barred_first_trick jokers_not_led_first_trick "
       "joker_lead joker_held_back_on_trump_lead doubling_override",
       lambda v: _all(tricks.jokers(v.play, v.deck))),
    _r("other play rules", "play", "lookers_sit_out bidder_may_concede dead_hand_throw_in "
       "revoke_penalty_bid blind_card_may_be_played draw_after_trick draw_winner_first "
       "concession_plays_out revoke_pitcher_only revoke_voids_deal",
       lambda v: _all(tricks.extras(v.play, v.trump))),
    _r("counting order", "scoring", "order pitcher_first",
       lambda v: scores.counting(v.scoring, _order_labels(v), v.winning)),
    _r("making the bid", "scoring", "made exact_bonus doubled_factor",
       lambda v: _all(scores.make_or_set(v.scoring, v.bidding)[:1])),
    _r("being set", "scoring", "set_penalty set_keeps set_marks",
       lambda v: scores.set_back(v.scoring)),
    _r("other sides points", "scoring", "others",
       lambda v: _all(scores.make_or_set(v.scoring, v.bidding)[2:3])),
    _r("lowest score", "scoring", "floor", lambda v: scores.floor(v.scoring)),
    _r("target", "winning", "target reach hands tie_extra_hands",
       lambda v: _all(scores.match(v.winning)[:1])),
    _r("who may win", "winning", "eligible both_reach",
       lambda v: _all(scores.who_may_win(v.winning))),
    _r("margin and back door", "winning", "margin backdoor",
       lambda v: _all(scores.margins(v.winning))),
    _r("counting out", "winning", "count_out",
       lambda v: text("rule.yes") if v.winning.count_out else not_used()),
)


def _order_labels(v: m.Variant) -> list[str]:
    return [p.label for p in points_in_order(v)]


def differences(parent: m.Variant, child: m.Variant) -> list[Difference]:
    """Every rule in which ``child`` differs from ``parent``, in rulebook order."""
    keyed = {
        "first dealer": _keyed("procedure", _procedures(parent), _procedures(child)),
        "bidding by pitching": _keyed("special bid", _bids(parent), _bids(child)),
        "other play rules": _keyed("point", _points(parent), _points(child)),
    }
    found: list[Difference] = []
    for rule in RULES:
        if rule.project(parent) != rule.project(child):
            found.append(Difference(rule.label, rule.describe(parent), rule.describe(child)))
        found.extend(keyed.get(rule.key, ()))
    return found


Keyed = dict[str, tuple[Any, str, str]]


def _keyed(kind: str, before: Keyed, after: Keyed) -> Iterator[Difference]:
    """Entries compared by name: added, dropped or changed."""
    for key in list(before) + [k for k in after if k not in before]:
        old, new = before.get(key), after.get(key)
        if old is not None and new is not None and old[0] == new[0]:
            continue
        title = (new or old)[1]  # type: ignore[index]
        yield Difference(text(f"rule.{kind}", name=title), old[2] if old else not_used(),
                         new[2] if new else not_used())


def _points(v: m.Variant) -> Keyed:
    labels = {p.name: p.label for p in v.points}
    return {p.name: (p, p.label, point_sentence(p, labels)) for p in v.points}


def point_sentence(p: m.PointRule, labels: dict[str, str]) -> str:
    """A point in one sentence: what earns it, its value and who scores it."""
    text = word("point in a sentence", earns=w.capital(scores.earns(p)), value=scores.value(p),
                receiver=scores.receiver(p))
    cond = scores.conditions(p, labels)
    return text + (word("term", term=f"{cond[:1].lower()}{cond[1:]}") if cond else "") \
        + word("full stop")


def _bids(v: m.Variant) -> Keyed:
    return {b.name: (b, b.label, special_sentence(b)) for b in v.bidding.special}


def special_sentence(b: m.SpecialBid) -> str:
    """A special bid in one sentence."""
    text = word("special bid in a sentence", place=auction.special_place(b),
                value=w.points(b.value), requires=auction.requirements(b),
                made=auction.outcome(b.made, b.value), set=auction.outcome(b.set, b.value))
    barred = auction.bars(b)
    return text + (word("term", term=barred) if barred else "") + word("full stop")


def _procedures(v: m.Variant) -> Keyed:
    return {p.kind.value: (p, scores.procedure_name(p.kind), scores.procedure(p, v.deal.hand))
            for p in v.procedures}
