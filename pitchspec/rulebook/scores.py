"""Sentences for scoring: the points of a deal, make or set, and winning the match.

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
from pitchspec.rulebook.claims import say, table
from pitchspec.rulebook.phrasing import phrase

_IN_PLAY = {m.InPlay.PLAYED: "played in the deal", m.InPlay.HELD: "held when play begins",
            m.InPlay.DEALT: "dealt to the players"}
_RECEIVERS = table({
    m.Receiver.HOLDER: ("points.to: holder", "the player who held it"),
    m.Receiver.CAPTURER: ("points.to: capturer", "whoever wins it in a trick"),
    m.Receiver.PLAYER: ("points.to: player", "the player who plays it"),
    m.Receiver.DEALER: ("points.to: dealer", "the dealer"),
    m.Receiver.ELDER: ("points.to: elder", "elder"),
    m.Receiver.MAJORITY: ("points.to: majority", "the side with the most"),
    m.Receiver.TRICK_WINNER: ("points.to: trick winner", "the winner of the trick"),
})
_TIES = table({
    m.TieRule.NONE: ("points.point: tie none", "on a tie no one scores it"),
    m.TieRule.ELDER: ("points.point: tie elder", "a tie goes to the tied side that comes "
                      "first in turn counting from elder, so to elder's side if it is tied"),
    m.TieRule.JOKER: ("points.point: tie joker", "a tie goes to the tied side that "
                      "captured a joker; if none did, or more than one, no one scores it"),
    m.TieRule.HALF_JOKERS: ("points.point: tie half_jokers", "a tie goes to the tied side "
                            "that captured more jokers; if they captured as many, no one "
                            "scores it"),
})


@phrase
def points_intro() -> str:
    return say("points: each deal", "These points are scored in each deal:")


@phrase
def earns(p: m.PointRule) -> str:
    """What earns a point, in a phrase: one case per kind of point, each a sentence
    backed by an engine test (:mod:`pitchspec.rulebook.claim_table`)."""
    match p.kind:
        case m.PointKind.HIGHEST:
            return say("points.point: highest", _extreme("highest", p))
        case m.PointKind.LOWEST:
            return say("points.point: lowest", _extreme("lowest", p))
        case m.PointKind.CARD:
            assert p.card is not None
            return say("points.point: card", w.card(p.card) + (
                "" if p.among is m.InPlay.PLAYED else f", if {_IN_PLAY[p.among]}"))
        case m.PointKind.GAME:
            counted = "Tens" if p.count is m.GameCount.TENS else "card points"
            return say("points.point: game", f"the most {counted} in the tricks won")
        case m.PointKind.TURN_UP:
            return say("points.point: turn up", turned(p))
        case m.PointKind.JOKER_PLAYED:
            which = "first" if (p.joker_order or 1) == 1 else "second"
            return say("points.point: joker played", f"the {which} joker played in the deal")
        case m.PointKind.LAST_TRICK:
            return say("points.point: last trick", "winning the last trick")
        case m.PointKind.SWEEP:
            return say("points.point: sweep", "taking every point of the deal")
        case m.PointKind.TRICK_TRUMPS:
            return say("points.point: trick trumps", "the trumps in each trick won")
        case _ as never:
            assert_never(never)


def _extreme(end: str, p: m.PointRule) -> str:
    """The highest (lowest) trump or sub-trump in play."""
    what = "sub-trump" if p.scope is m.SuitRef.SUB else "trump"
    text = f"the {end} {what} {_IN_PLAY[p.among]}"
    return text + (say("points.point: jokers not counted", " (jokers not counted)")
                   if p.excluding_jokers else "")


def turned(p: m.PointRule) -> str:
    if p.every_turn:
        which = "every card turned up for trump"
    elif p.turn_only is m.TurnOnly.FIRST:
        which = "the first card turned up for trump"
    elif p.turn_only is m.TurnOnly.LAST:
        which = "the card turned up that finally fixes trump"
    else:
        which = "each card turned up that proposes a new trump suit"
    ranks = [v for v in p.turn_up if v.rank is not None]
    if ranks:
        names = w.joined((f"{w.rank_name(v.rank)}" for v in ranks if v.rank is not None), "or")
        return f"{which}, if it is {_an(names)}"
    return which


def _an(names: str) -> str:
    return ("an " if names[:1] in "AEIOU" else "a ") + names


@phrase
def value(p: m.PointRule) -> str:
    """A point's value: "1", "its card points", "1, or 3 if hanged"."""
    if p.by_card_points:
        text = say("points.value: card points", "their card points"
                   if p.kind is m.PointKind.TRICK_TRUMPS else "its card points")
    elif p.turn_up and any(v.rank is not None for v in p.turn_up):
        text = say("points.value: by turned rank", w.joined(
            f"{v.value} for {_an(w.rank_name(v.rank))}" for v in p.turn_up
            if v.rank is not None and v.value is not None))
    else:
        text = say("points.value: N", str(p.value))
    if p.hanged_value is not None:
        text += say("points.value: hanged", f", or {p.hanged_value} if captured from the "
                    "side that held it (hanged)")
    return text


@phrase
def receiver(p: m.PointRule) -> str:
    """Who scores a point."""
    return say(*_RECEIVERS[p.receiver])


@phrase
def conditions(p: m.PointRule, labels: dict[str, str]) -> str:
    """Conditions and tie rule of a point, in a phrase ("" when there are none)."""
    parts = [_condition(c, labels) for c in p.conditions]
    if p.kind is m.PointKind.GAME:
        parts.append(say(*_TIES[p.tie]))
    if p.anyone:
        parts.append(say("points.point: counts for anyone", "counts for any side, even one "
                         "that scores nothing else"))
    return w.capital("; ".join(parts))


def _condition(c: m.Condition, labels: dict[str, str]) -> str:
    match c.kind:
        case m.ConditionKind.TRUMP_SUIT_IS:
            assert c.suit is not None
            return say("points.condition: trump suit is",
                       f"only when {w.suit(c.suit)} are trumps")
        case m.ConditionKind.NOT_SAME_CARD_AS:
            return say("points.condition: not the same card as",
                       f"not when it is the same card as {labels.get(c.point or '', c.point)}")
        case m.ConditionKind.BID_WAS:
            return say("points.condition: bid was",
                       f"only when the bid was {labels.get(c.bid or '', c.bid)}")
        case _ as never:
            assert_never(never)


# --------------------------------------------------------------------------- make or set


@phrase
def counting(scoring: m.Scoring, labels: Sequence[str], winning: m.Winning) -> str:
    """The counting order and why it matters."""
    text = say("scoring.order", f"Points are counted in this order: {w.joined(labels)}.")
    if scoring.pitcher_first:
        text = say("scoring.order: pitcher first", "The pitcher's side counts its points "
                   f"first; then the points are counted in this order: {w.joined(labels)}.")
    if winning.both_reach is m.BothReach.COUNTING_ORDER:
        text += say("winning.both_reach: counting order", " When several sides could reach "
                    "the target in the same deal, the first to reach it in this count wins; "
                    "the points counted after it still score.")
    return text


@phrase
def make_or_set(scoring: m.Scoring, bidding: m.Bidding) -> list[str]:
    """What the bidder scores when he makes or fails his bid, and what the others score."""
    if not bidding.has_auction:
        return [say("bidding.form: none (scoring)", "There is no bid to make: every side simply "
                    "scores the points it took.")]
    made = say(*_MADE[scoring.made])
    if scoring.exact_bonus:
        made += say("scoring.made: plus N if exact", f" He scores "
                    f"{w.points(scoring.exact_bonus)} more if he took exactly his bid.")
    out = [made, set_back(scoring), say(*_OTHERS[scoring.others])]
    if bidding.doubled and scoring.doubled_factor != 1:
        out.append(say("bidding.doubled: yes (scoring)", "A doubled bid counts "
                       f"{scoring.doubled_factor} times over, made or set."))
    return out


_MADE = table({
    m.MadeRule.TAKEN: ("scoring.made: taken", "A pitcher who makes his bid (takes at least "
                       "as many points as he bid) scores every point he took."),
    m.MadeRule.BID: ("scoring.made: bid", "A pitcher who makes his bid (takes at least as "
                     "many points as he bid) scores the amount of his bid, however many "
                     "points he took."),
})


@phrase
def set_back(scoring: m.Scoring) -> str:
    match scoring.set_penalty:
        case m.SetPenalty.RESET:
            text = say("scoring.set: reset", "A pitcher who fails is set: his score goes "
                       "back to zero")
        case m.SetPenalty.BID if scoring.set_keeps is m.SetKeeps.TAKEN:
            text = say("scoring.set: lose bid, keep taken", "A pitcher who fails is set "
                       "back: the amount of his bid is taken off his score, but he keeps "
                       "the points he took")
        case m.SetPenalty.BID:
            text = say("scoring.set: lose bid, keep nothing", "A pitcher who fails is set "
                       "back: the amount of his bid is taken off his score, and he scores "
                       "none of the points he took")
        case _ as never:
            assert_never(never)
    if scoring.set_marks:
        text += say("scoring.set: mark N", f", and he receives "
                    f"{w.counted(scoring.set_marks, 'mark')} against him")
    return text + "."


_OTHERS = table({
    m.Others.TAKEN: ("scoring.others: taken", "The other sides score the points they took."),
    m.Others.NOTHING: ("scoring.others: nothing", "The other sides score nothing, whatever "
                       "they took."),
    m.Others.IF_BIDDER_SET: ("scoring.others: only if bidder set", "The other sides score "
                             "the points they took only when the pitcher is set."),
})


@phrase
def floor(scoring: m.Scoring) -> str:
    if scoring.floor is None:
        return say("scoring.floor: none", "Scores may go below zero; a side with a negative "
                   "score is \"in the hole\".")
    return say("scoring.floor: N", f"No score goes below {scoring.floor}.")


# --------------------------------------------------------------------------- winning


@phrase
def target(winning: m.Winning) -> str:
    """The target in a phrase: "11", "over 100"."""
    return f"over {winning.target}" if winning.reach is m.Reach.OVER else str(winning.target)


@phrase
def match(winning: m.Winning) -> list[str]:
    """How the match is won."""
    if winning.hands is not None:
        out = [say("winning.hands: N", f"The match lasts {w.counted(winning.hands, 'deal')}; "
                   "the side with the higher score then wins.")]
        if winning.tie_extra_hands:
            more = w.counted(winning.tie_extra_hands, "more deal")
            out.append(say("winning.tie: N more hands", f"If the scores are level, {more} "
                           "are played."))
    elif winning.reach is m.Reach.OVER:
        out = [say("winning.reach: over", "The first side to score more than "
                   f"{w.points(winning.target)} wins the match.")]
    else:
        out = [say("winning.reach: at least", "The first side to score at least "
                   f"{w.points(winning.target)} wins the match.")]
    out += who_may_win(winning) + margins(winning)
    if winning.count_out:
        out.append(say("winning.count_out: yes", "Points scored during a deal count at once: "
                       "a side that reaches the target before the deal is over wins without "
                       "playing on (counting out)."))
    return out


@phrase
def who_may_win(winning: m.Winning) -> list[str]:
    out = [say(*_WHO[winning.eligible])]
    if winning.both_reach is not m.BothReach.COUNTING_ORDER:
        out.append(say(*_BOTH[winning.both_reach]))
    return out


_WHO = table({
    m.Eligible.ANYONE: ("winning.who: anyone", "At the end of a deal any side that reaches "
                        "the target can win."),
    m.Eligible.BIDDER: ("winning.who: bidder", "Only the side that held the contract can win "
                        "at the end of a deal (the bidder goes out first)."),
    m.Eligible.BIDDER_OR_SETTER: ("winning.who: bidder or setter", "At the end of a deal only "
                                  "the pitcher's side, if it made its bid, or the side that "
                                  "set it can win."),
    m.Eligible.BID_MADE: ("winning.who: bid made", "Only a pitcher's side that made its bid "
                          "can win at the end of that deal."),
})
_BOTH = table({
    m.BothReach.COUNTING_ORDER: ("winning.both_reach: counting order", ""),
    m.BothReach.BIDDER: ("winning.both_reach: bidder", "If several sides reach the target in "
                         "the same deal, the pitcher's side wins if it is one of them; "
                         "otherwise the higher score wins, and on equal scores play goes "
                         "on."),
    m.BothReach.HIGHER_SCORE: ("winning.both_reach: higher score", "If several sides reach "
                               "the target in the same deal, the higher score wins; on "
                               "equal scores play goes on."),
})


@phrase
def margins(winning: m.Winning) -> list[str]:
    out = []
    if winning.margin:
        out.append(say("winning.margin: N", "The winner must lead by at least "
                       f"{w.points(winning.margin)}; until then play goes on."))
    for door in winning.backdoor:
        out.append(say(*_DOOR[door.outcome], n=door.threshold))
    return out


_DOOR = table({
    m.MatchOutcome.WIN: ("winning.backdoor: at N win", "A side whose score falls to {n} or "
                         "below wins the match (going out the back door)."),
    m.MatchOutcome.LOSE: ("winning.backdoor: at N lose", "A side whose score falls to {n} or "
                          "below loses the match (going out the back door); the highest of the "
                          "other scores wins."),
    m.MatchOutcome.DRAW: ("winning.backdoor: at N draw", "A side whose score falls to {n} or "
                          "below draws the match (going out the back door)."),
})


# --------------------------------------------------------------------------- procedures

_PROCEDURES = {
    m.ProcedureKind.COKE: "turn in a poor hand for a new one (coke)",
    m.ProcedureKind.MUCK: "fold a hand that can win no trick (muck)",
    m.ProcedureKind.MISDEAL: "show a worthless hand and have all the cards dealt again",
    m.ProcedureKind.REPLACE_POINTLESS: "exchange a hand that holds no point card for a new one",
    m.ProcedureKind.REDEAL_POINTLESS: "ask for a new deal when his hand holds no point card",
}
_MAY = table({
    m.ProcedureKind.COKE: ("procedures: coke", "A player may {what}{terms}."),
    m.ProcedureKind.MUCK: ("procedures: muck", "A player may {what}{terms}."),
    m.ProcedureKind.MISDEAL: ("procedures: misdeal", "A player may {what}{terms}."),
    m.ProcedureKind.REPLACE_POINTLESS: ("procedures: replace pointless",
                                        "A player may {what}{terms}."),
    m.ProcedureKind.REDEAL_POINTLESS: ("procedures: redeal pointless",
                                       "A player may {what}{terms}."),
})


@phrase
def procedure_name(kind: m.ProcedureKind) -> str:
    """A hand-improvement rule's name: "Coke", "Replace pointless"."""
    return kind.value.replace("_", " ").capitalize()


@phrase
def procedure(p: m.Procedure, hand: int) -> str:
    """A hand-improvement rule as a sentence (``hand``: the cards dealt to each player)."""
    if not p.allowed:
        return say("procedures: not allowed", f"A player may not {_PROCEDURES[p.kind]}.")
    terms = ""
    if p.ranks:
        held = "his hand holds" if p.scope is m.Scope.HAND else "his non-trumps are"
        terms += say("procedures: ranks", f", when {held} nothing but {rank_range(p.ranks)}")
    return say(*_MAY[p.kind], what=_PROCEDURES[p.kind],
               terms=terms + "".join(f"; {e}" for e in _procedure_terms(p, hand)))


def _procedure_terms(p: m.Procedure, hand: int) -> list[str]:
    extra = []
    if p.new_hand is not None:
        extra.append(say("procedures: new hand N", f"he receives "
                         f"{w.counted(p.new_hand, 'new card')}"))
    if p.shown:
        extra.append(say("procedures: shown", "at the table he shows the hand he turns in "
                         "(the engine shows it to no one: it changes no decision)"))
    if not p.may_bid:
        extra.append(say("procedures: may not bid", "he may not bid in that deal"))
    if p.as_bid:
        extra.append(say("procedures: as bid", "doing so counts as his bid"))
    if p.sits_out is m.Sitter.FIRST:
        extra.append(say("procedures: sits out first", "he sits out the first trick"))
    elif p.sits_out is m.Sitter.LAST and p.new_hand is not None and p.new_hand < hand:
        extra.append(say("procedures: sits out last", "so he sits out the last trick"))
    elif p.sits_out is m.Sitter.LAST:
        extra.append(say("procedures: sits out last, not applied", "the sources have him sit "
                         "out the last trick, which this rulebook's engine does not apply: "
                         "he plays every trick of his new hand"))
    if not p.partnerships:
        extra.append(say("procedures: not in partnerships", "this is not allowed in "
                         "partnership play"))
    return extra


def rank_range(ranks: Sequence[Rank]) -> str:
    """Ranks as "Fours to Nines" when they run on, else listed."""
    order = [r for r in NATURAL_ORDER if r in ranks]
    start = NATURAL_ORDER.index(order[0])
    if len(order) > 2 and tuple(order) == NATURAL_ORDER[start:start + len(order)]:
        return f"{w.rank_plural(order[-1])} to {w.rank_plural(order[0])}"
    return w.joined(map(w.rank_plural, reversed(order)))
