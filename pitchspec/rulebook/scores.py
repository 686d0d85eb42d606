"""Sentences for scoring: the points of a deal, make or set, and winning the match.

The walk is written once; the sentences are in each language's phrase table
(:mod:`pitchspec.rulebook.languages.en.scores`, ``.ru.scores``, ...).

>>> from pitchspec import load
>>> variant = load("spec/auction_pitch.pitch")
>>> earns(variant.point("low")), receiver(variant.point("low"))
('the lowest trump played in the deal', 'the player who held it')
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import assert_never

from pitchspec import model as m
from pitchspec.cards import NATURAL_ORDER, Rank
from pitchspec.rulebook import words as w
from pitchspec.rulebook.backing import constructs, say
from pitchspec.rulebook.phrasing import word

_IN_PLAY = {m.InPlay.PLAYED: "among: played", m.InPlay.HELD: "among: held",
            m.InPlay.DEALT: "among: dealt"}
_CARD_IN_PLAY = {m.InPlay.HELD: "card among: held", m.InPlay.DEALT: "card among: dealt"}
_RECEIVERS = constructs({
    m.Receiver.HOLDER: "points.to: holder",
    m.Receiver.ORIGINAL_HOLDER: "points.to: original_holder",
    m.Receiver.CAPTURER: "points.to: capturer",
    m.Receiver.PLAYER: "points.to: player",
    m.Receiver.DEALER: "points.to: dealer",
    m.Receiver.ELDER: "points.to: elder",
    m.Receiver.MAJORITY: "points.to: majority",
    m.Receiver.TRICK_WINNER: "points.to: trick winner",
})
_TIES = constructs({
    m.TieRule.NONE: "points.point: tie none",
    m.TieRule.ELDER: "points.point: tie elder",
    m.TieRule.JOKER: "points.point: tie joker",
    m.TieRule.HALF_JOKERS: "points.point: tie half_jokers",
})


def points_intro() -> str:
    return say("points: each deal")


def earns(p: m.PointRule) -> str:
    """What earns a point, in a phrase: one case per kind of point, each a sentence
    backed by an engine test (:mod:`pitchspec.constructs`)."""
    match p.kind:
        case m.PointKind.HIGHEST:
            return say("points.point: highest", **_extreme(p))
        case m.PointKind.LOWEST:
            return say("points.point: lowest", **_extreme(p))
        case m.PointKind.CARD:
            assert p.card is not None
            among = "" if p.among is m.InPlay.PLAYED else word(_CARD_IN_PLAY[p.among])
            return say("points.point: card", card=w.card(p.card), among=among)
        case m.PointKind.GAME:
            counted = "game: tens" if p.count is m.GameCount.TENS else "game: card points"
            return say("points.point: game", counted=word(counted))
        case m.PointKind.TURN_UP:
            return say("points.point: turn up", which=turned(p),
                       ranks=tuple(v.rank for v in p.turn_up if v.rank is not None))
        case m.PointKind.JOKER_PLAYED:
            which = "joker: first" if (p.joker_order or 1) == 1 else "joker: second"
            return say("points.point: joker played", which=word(which))
        case m.PointKind.LAST_TRICK:
            return say("points.point: last trick")
        case m.PointKind.SWEEP:
            return say("points.point: sweep")
        case m.PointKind.TRICK_TRUMPS:
            return say("points.point: trick trumps")
        case _ as never:
            assert_never(never)


def _extreme(p: m.PointRule) -> dict[str, str]:
    """The highest (lowest) trump or sub-trump in play: the sentence's fields."""
    what = "extreme: sub-trump" if p.scope is m.SuitRef.SUB else "extreme: trump"
    jokers = say("points.point: jokers not counted") if p.excluding_jokers else ""
    return {"what": word(what), "among": word(_IN_PLAY[p.among]), "jokers": jokers}


def turned(p: m.PointRule) -> str:
    """Which turned-up card scores."""
    if p.every_turn:
        return word("turned: every")
    if p.turn_only is m.TurnOnly.FIRST:
        return word("turned: first")
    if p.turn_only is m.TurnOnly.LAST:
        return word("turned: last")
    return word("turned: each proposing")


def value(p: m.PointRule) -> str:
    """A point's value: "1", "its card points", "1, or 3 if hanged"."""
    if p.by_card_points:
        text = say("points.value: card points", aspect="trick trumps") \
            if p.kind is m.PointKind.TRICK_TRUMPS else say("points.value: card points")
    elif p.turn_up and any(v.rank is not None for v in p.turn_up):
        text = say("points.value: by turned rank", values=w.joined(
            word("value for rank", value=v.value, rank=v.rank) for v in p.turn_up
            if v.rank is not None and v.value is not None))
    else:
        text = say("points.value: N", n=p.value)
    if p.hanged_value is not None:
        text += say("points.value: hanged", n=p.hanged_value)
    return text


def receiver(p: m.PointRule) -> str:
    """Who scores a point."""
    return say(_RECEIVERS[p.receiver])


def conditions(p: m.PointRule, labels: dict[str, str]) -> str:
    """Conditions and tie rule of a point, in a phrase ("" when there are none)."""
    parts = [_condition(c, labels) for c in p.conditions]
    if p.kind is m.PointKind.GAME:
        parts.append(say(_TIES[p.tie]))
    if p.anyone:
        parts.append(say("points.point: counts for anyone"))
    return w.capital(word("conditions joined").join(parts))


def _condition(c: m.Condition, labels: dict[str, str]) -> str:
    match c.kind:
        case m.ConditionKind.TRUMP_SUIT_IS:
            assert c.suit is not None
            return say("points.condition: trump suit is", suit=w.suit(c.suit))
        case m.ConditionKind.NOT_SAME_CARD_AS:
            return say("points.condition: not the same card as",
                       point=labels.get(c.point or '', c.point))
        case m.ConditionKind.BID_WAS:
            return say("points.condition: bid was", bid=labels.get(c.bid or '', c.bid))
        case _ as never:
            assert_never(never)


# --------------------------------------------------------------------------- make or set


def counting(scoring: m.Scoring, labels: Sequence[str], winning: m.Winning) -> str:
    """The counting order and why it matters."""
    if scoring.pitcher_first:
        text = say("scoring.order: pitcher first", labels=w.joined(labels))
    else:
        text = say("scoring.order", labels=w.joined(labels))
    if winning.both_reach is m.BothReach.COUNTING_ORDER:
        text += say("winning.both_reach: counting order")
    return text


def make_or_set(scoring: m.Scoring, bidding: m.Bidding) -> list[str]:
    """What the bidder scores when he makes or fails his bid, and what the others score."""
    if not bidding.has_auction:
        return [say("bidding.form: none (scoring)")]
    made = say(_MADE[scoring.made])
    if scoring.exact_bonus:
        made += say("scoring.made: plus N if exact", n=scoring.exact_bonus)
    out = [made, set_back(scoring), say(_OTHERS[scoring.others])]
    if bidding.doubled and scoring.doubled_factor != 1:
        out.append(say("bidding.doubled: yes (scoring)", factor=scoring.doubled_factor))
    return out


_MADE = constructs({
    m.MadeRule.TAKEN: "scoring.made: taken",
    m.MadeRule.BID: "scoring.made: bid",
})


def set_back(scoring: m.Scoring) -> str:
    """What a pitcher who fails his bid loses."""
    match scoring.set_penalty:
        case m.SetPenalty.RESET:
            text = say("scoring.set: reset")
        case m.SetPenalty.BID if scoring.set_keeps is m.SetKeeps.TAKEN:
            text = say("scoring.set: lose bid, keep taken")
        case m.SetPenalty.BID:
            text = say("scoring.set: lose bid, keep nothing")
        case _ as never:
            assert_never(never)
    if scoring.set_marks:
        text += say("scoring.set: mark N", n=scoring.set_marks)
    return text + word("full stop")


_OTHERS = constructs({
    m.Others.TAKEN: "scoring.others: taken",
    m.Others.NOTHING: "scoring.others: nothing",
    m.Others.IF_BIDDER_SET: "scoring.others: only if bidder set",
})


def floor(scoring: m.Scoring) -> str:
    """How low a score may go."""
    if scoring.floor is None:
        return say("scoring.floor: none")
    return say("scoring.floor: N", n=scoring.floor)


# --------------------------------------------------------------------------- winning


def target(winning: m.Winning) -> str:
    """The target in a phrase: "11", "over 100"."""
    return word("target: over", n=winning.target) if winning.reach is m.Reach.OVER \
        else str(winning.target)


def match(winning: m.Winning) -> list[str]:
    """How the match is won."""
    if winning.hands is not None:
        out = [say("winning.hands: N", n=winning.hands)]
        if winning.tie_extra_hands:
            out.append(say("winning.tie: N more hands", n=winning.tie_extra_hands))
    elif winning.reach is m.Reach.OVER:
        out = [say("winning.reach: over", n=winning.target)]
    else:
        out = [say("winning.reach: at least", n=winning.target)]
    out += who_may_win(winning) + margins(winning)
    if winning.count_out:
        out.append(say("winning.count_out: yes"))
    return out


def who_may_win(winning: m.Winning) -> list[str]:
    """Which sides may win at the end of a deal, and when several reach the target."""
    out = [say(_WHO[winning.eligible])]
    if winning.both_reach is not m.BothReach.COUNTING_ORDER:
        out.append(say(_BOTH[winning.both_reach]))
    return out


_WHO = constructs({
    m.Eligible.ANYONE: "winning.who: anyone",
    m.Eligible.BIDDER: "winning.who: bidder",
    m.Eligible.BIDDER_OR_SETTER: "winning.who: bidder or setter",
    m.Eligible.BID_MADE: "winning.who: bid made",
})
_BOTH = constructs({
    m.BothReach.COUNTING_ORDER: "winning.both_reach: counting order",
    m.BothReach.BIDDER: "winning.both_reach: bidder",
    m.BothReach.HIGHER_SCORE: "winning.both_reach: higher score",
    m.BothReach.SHARE_TIES: "winning.both_reach: share ties",
})


def margins(winning: m.Winning) -> list[str]:
    """The lead a winner needs, and the back door."""
    out = []
    if winning.margin:
        out.append(say("winning.margin: N", n=winning.margin))
    for door in winning.backdoor:
        out.append(say(_DOOR[door.outcome], n=door.threshold))
    return out


_DOOR = constructs({
    m.MatchOutcome.WIN: "winning.backdoor: at N win",
    m.MatchOutcome.LOSE: "winning.backdoor: at N lose",
    m.MatchOutcome.DRAW: "winning.backdoor: at N draw",
})


# --------------------------------------------------------------------------- procedures

_MAY = constructs({
    m.ProcedureKind.COKE: "procedures: coke",
    m.ProcedureKind.MUCK: "procedures: muck",
    m.ProcedureKind.MISDEAL: "procedures: misdeal",
    m.ProcedureKind.REPLACE_POINTLESS: "procedures: replace pointless",
    m.ProcedureKind.REDEAL_POINTLESS: "procedures: redeal pointless",
})


def procedure_name(kind: m.ProcedureKind) -> str:
    """A hand-improvement rule's name: "Coke", "Replace pointless"."""
    return word(f"procedure name: {kind.value}")


def procedure(p: m.Procedure, hand: int) -> str:
    """A hand-improvement rule as a sentence (``hand``: the cards dealt to each player)."""
    what = word(f"procedure: {p.kind.value}")
    if not p.allowed:
        return say("procedures: not allowed", what=what)
    terms = ""
    if p.ranks:
        held = word("held: hand" if p.scope is m.Scope.HAND else "held: non-trumps")
        terms += say("procedures: ranks", held=held, ranks=rank_range(p.ranks))
    return say(_MAY[p.kind], what=what,
               terms=terms + "".join(word("term", term=e) for e in _procedure_terms(p, hand)))


def _procedure_terms(p: m.Procedure, hand: int) -> list[str]:
    extra = []
    if p.new_hand is not None:
        extra.append(say("procedures: new hand N", n=p.new_hand))
    if p.shown:
        extra.append(say("procedures: shown"))
    if not p.may_bid:
        extra.append(say("procedures: may not bid"))
    if p.as_bid:
        extra.append(say("procedures: as bid"))
    if p.sits_out is m.Sitter.FIRST:
        extra.append(say("procedures: sits out first"))
    elif p.sits_out is m.Sitter.LAST and p.new_hand is not None and p.new_hand < hand:
        extra.append(say("procedures: sits out last"))
    elif p.sits_out is m.Sitter.LAST:
        extra.append(say("procedures: sits out last, not applied"))
    if not p.partnerships:
        extra.append(say("procedures: not in partnerships"))
    return extra


def rank_range(ranks: Sequence[Rank]) -> str:
    """Ranks as a run ("Fours to Nines") when they run on, else listed, highest first."""
    order = [r for r in NATURAL_ORDER if r in ranks]
    start = NATURAL_ORDER.index(order[0])
    if len(order) > 2 and tuple(order) == NATURAL_ORDER[start:start + len(order)]:
        return word("ranks: run", high=order[-1], low=order[0])
    return word("ranks: listed", ranks=tuple(reversed(order)))
