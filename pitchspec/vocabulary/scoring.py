"""The words of points, scoring and winning: the ``points`` section's targets
and clauses, and the ``scoring`` and ``winning`` sections.
"""

from __future__ import annotations

from pitchspec import model as m
from pitchspec.phrases import const
from pitchspec.phrases import field as put
from pitchspec.vocabulary.bidding import ALL_POINTS_WHY
from pitchspec.vocabulary.section import YES_NO, F, Retired, S, Section

# ------------------------------------------------------------------------- points

_RECEIVERS = "{holder|original_holder|capturer|player|dealer|elder|majority|trick_winner}"


def _turn_up(*atoms: object) -> dict[str, object]:
    return {"kind": m.PointKind.TURN_UP}


POINT_TARGETS = (
    F("highest trump", const(kind=m.PointKind.HIGHEST, scope=m.SuitRef.TRUMP)),
    F("highest sub", const(kind=m.PointKind.HIGHEST, scope=m.SuitRef.SUB)),
    F("lowest trump", const(kind=m.PointKind.LOWEST, scope=m.SuitRef.TRUMP)),
    F("lowest trump excluding jokers",
      const(kind=m.PointKind.LOWEST, scope=m.SuitRef.TRUMP, excluding_jokers=True)),
    F("lowest sub", const(kind=m.PointKind.LOWEST, scope=m.SuitRef.SUB)),
    F("{card}", lambda c: {"kind": m.PointKind.CARD, "card": c}),
    F("most card points", const(kind=m.PointKind.GAME, count=m.GameCount.CARD_POINTS,
                                receiver=m.Receiver.MAJORITY)),
    F("most tens", const(kind=m.PointKind.GAME, count=m.GameCount.TENS,
                         receiver=m.Receiver.MAJORITY)),
    F("last trick", const(kind=m.PointKind.LAST_TRICK, receiver=m.Receiver.TRICK_WINNER)),
    F("every point scored", const(kind=m.PointKind.SWEEP, receiver=m.Receiver.MAJORITY)),
    F("turned card", const(kind=m.PointKind.TURN_UP, receiver=m.Receiver.DEALER)),
    F("trick trumps", const(kind=m.PointKind.TRICK_TRUMPS, receiver=m.Receiver.TRICK_WINNER)),
    F("first joker played", const(kind=m.PointKind.JOKER_PLAYED, joker_order=1)),
    F("second joker played", const(kind=m.PointKind.JOKER_PLAYED, joker_order=2)),
)

POINT_CLAUSES = (
    F("worth {nat}", put("value")),
    F("worth card points", const(value=0, by_card_points=True)),
    F(f"to {_RECEIVERS}", put("receiver", m.Receiver)),
    F("among {dealt|held|played}", put("among", m.InPlay)),
    F("tie {none|elder|joker|half_jokers}", put("tie", m.TieRule)),
    F("when {spades|hearts|diamonds|clubs} trump",
      lambda s: {"cond": m.Condition(m.ConditionKind.TRUMP_SUIT_IS, suit=m.SuitRef(s))}),
    F("unless same card as {name}",
      lambda p: {"cond": m.Condition(m.ConditionKind.NOT_SAME_CARD_AS, point=p)}),
    F("only with bid {name}",
      lambda b: {"cond": m.Condition(m.ConditionKind.BID_WAS, bid=b)}),
    F("hanged {nat}", put("hanged_value")),
    F("scored by anyone", const(anyone=True)),
    F("every turn", const(every_turn=True)),
    F("first turn only", const(turn_only=m.TurnOnly.FIRST)),
    F("last turn only", const(turn_only=m.TurnOnly.LAST)),
    F("{rank} {nat}", lambda r, v: {"turn_value": m.RankValue(r, v)}),
)

POINTS = Section(
    "points",
    "The scoring points of a deal, each with its value and receiver.",
    (
        S("point", "A point kind: what earns it, then clauses (worth, to, among, tie, ...).",
          *POINT_TARGETS, clauses=POINT_CLAUSES, many=True, named=True,
          example='point low "Low": lowest trump, worth 1, to capturer',
          retired=(Retired("all points", ("every point scored",), ALL_POINTS_WHY),)),
    ),
)

# ------------------------------------------------------------------------- scoring

SCORING = Section(
    "scoring",
    "Counting order and how the bidder and the others score.",
    (
        S("order", "Counting order of the points (optionally the pitcher's points first).",
          F("pitcher first", const(pitcher_first=True)), F("{name}", put("point")),
          many=True, example="order: pitcher first, high, low, jack, game"),
        S("made", "What a bidder who makes his bid scores.",
          F("taken", const(made=m.MadeRule.TAKEN)), F("bid", const(made=m.MadeRule.BID)),
          clauses=(F("plus {nat} if exact", put("exact_bonus")),), many=True,
          example="made: bid, plus 1 if exact"),
        S("set", "What happens to a bidder who fails his bid.",
          F("lose bid", const(penalty=m.SetPenalty.BID)),
          F("reset", const(penalty=m.SetPenalty.RESET)),
          clauses=(F("keep taken", const(keeps=m.SetKeeps.TAKEN)),
                   F("keep nothing", const(keeps=m.SetKeeps.NOTHING)),
                   F("mark {nat}", put("marks"))),
          many=True, example="set: lose bid, keep nothing"),
        S("others", "What the sides other than the bidder score.",
          F("taken", const(others=m.Others.TAKEN)), F("nothing", const(others=m.Others.NOTHING)),
          F("only if bidder set", const(others=m.Others.IF_BIDDER_SET)),
          example="others: taken"),
        S("floor", "The lowest score a side can have.", F("none", const(floor=None)),
          F("{int}", put("floor")), example="floor: 0"),
    ),
)

# ------------------------------------------------------------------------- winning

WINNING = Section(
    "winning",
    "Target, who may win, and what decides when several reach it.",
    (
        S("target", "Points needed to win the match.", F("{nat}", put("target")),
          example="target: 11"),
        S("reach", "Whether the target must be reached or exceeded.",
          F("at least", const(reach=m.Reach.AT_LEAST)), F("over", const(reach=m.Reach.OVER))),
        S("who", "Who may win at the end of a deal.",
          F("anyone", const(eligible=m.Eligible.ANYONE)),
          F("bidder even if set", const(eligible=m.Eligible.BIDDER)),
          F("bidder or setter", const(eligible=m.Eligible.BIDDER_OR_SETTER)),
          F("bid made", const(eligible=m.Eligible.BID_MADE)), example="who: bid made",
          retired=(Retired("bidder", ("bidder even if set", "bid made"),
                           "'bidder' does not say whether a bidder who is set may still "
                           "win; it always meant he may"),)),
        S("both_reach", "What decides when several sides reach the target in one deal.",
          F("counting order", const(both=m.BothReach.COUNTING_ORDER)),
          F("bidder", const(both=m.BothReach.BIDDER)),
          F("higher score", const(both=m.BothReach.HIGHER_SCORE))),
        S("margin", "The winner must lead by at least this much.", F("{nat}", put("margin")),
          example="margin: 2"),
        S("backdoor", "A score at or below the threshold ends the match.",
          F("at {int} {win|lose|draw}",
            lambda n, o: {"backdoor": m.Backdoor(n, m.MatchOutcome(o))}),
          repeat=True, example="backdoor: at -100 lose"),
        S("hands", "The match lasts a fixed number of deals.", F("{nat}", put("hands"))),
        S("tie", "A tied match is followed by more deals.",
          F("{nat} more hands", put("extra"))),
        S("count_out", "Points scored during the deal count at once and can end the match.",
          *YES_NO),
    ),
)
