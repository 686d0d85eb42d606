"""Armenian sentences for scoring, making or failing the bid, and winning the match
(:mod:`pitchspec.rulebook.scores`).

>>> from pitchspec import load
>>> from pitchspec.i18n import language
>>> from pitchspec.rulebook import scores
>>> variant = load("spec/auction_pitch.pitch")
>>> with language("hy"):
...     scores.earns(variant.point("low"))
'բաժանման մեջ խաղացված հաղթաթղթերից ամենացածրը'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import assert_never

from pitchspec import model as m
from pitchspec.cards import NATURAL_ORDER, Rank
from pitchspec.rulebook import scores as en
from pitchspec.rulebook.backing import say, table
from pitchspec.rulebook.languages.hy import grammar as g
from pitchspec.rulebook.languages.hy import words as w
from pitchspec.rulebook.phrasing import book

phrase = book("hy")

_AMONG = {m.InPlay.PLAYED: "բաժանման մեջ խաղացված",
          m.InPlay.HELD: "խաղի սկզբին ձեռքերում եղած",
          m.InPlay.DEALT: "խաղացողներին բաժանված"}
_CARD_IN_PLAY = {m.InPlay.HELD: "խաղի սկզբին որևէ մեկի ձեռքում է",
                 m.InPlay.DEALT: "բաժանվել է խաղացողներից մեկին"}
_RECEIVERS = table({
    m.Receiver.HOLDER: ("points.to: holder", "այն խաղացողը, որի մոտ էր խաղաթուղթը"),
    m.Receiver.ORIGINAL_HOLDER: ("points.to: original_holder",
                                 "այն խաղացողը, ում բաժանվել էր խաղաթուղթը"),
    m.Receiver.CAPTURER: ("points.to: capturer", "նա, ով վերցման մեջ շահում է այդ "
                          "խաղաթուղթը"),
    m.Receiver.PLAYER: ("points.to: player", "այն խաղացողը, ով խաղում է այդ խաղաթուղթը"),
    m.Receiver.DEALER: ("points.to: dealer", "դիլերը"),
    m.Receiver.ELDER: ("points.to: elder", "առաջին ձեռքը"),
    m.Receiver.MAJORITY: ("points.to: majority", "ամենաշատն ունեցող կողմը"),
    m.Receiver.TRICK_WINNER: ("points.to: trick winner", "վերցման հաղթողը"),
})
_TIES = table({
    m.TieRule.NONE: ("points.point: tie none", "հավասարության դեպքում այն ոչ ոք չի ստանում"),
    m.TieRule.ELDER: ("points.point: tie elder", "հավասարության դեպքում այն ստանում է "
                      "հավասար կողմերից այն, որը հերթով առաջինն է՝ հաշված առաջին ձեռքից, "
                      "այսինքն՝ առաջին ձեռքի կողմը, եթե այն հավասարների մեջ է"),
    m.TieRule.JOKER: ("points.point: tie joker", "հավասարության դեպքում այն ստանում է ջոկեր "
                      "վերցրած հավասար կողմը, իսկ եթե այդպիսին չկա կամ մի քանիսն են, ոչ ոք"),
    m.TieRule.HALF_JOKERS: ("points.point: tie half_jokers", "հավասարության դեպքում այն "
                            "ստանում է ավելի շատ ջոկեր վերցրած հավասար կողմը, իսկ եթե "
                            "հավասար են, ոչ ոք"),
})


@phrase(en.points_intro)
def points_intro() -> str:
    return say("points: each deal", "Յուրաքանչյուր բաժանման մեջ վաստակվում են այս "
               "միավորները՝")


@phrase(en.earns)
def earns(p: m.PointRule) -> str:
    match p.kind:
        case m.PointKind.HIGHEST | m.PointKind.LOWEST:
            end = "ամենաբարձրը" if p.kind is m.PointKind.HIGHEST else "ամենացածրը"
            what = "ենթահաղթաթղթերից" if p.scope is m.SuitRef.SUB else "հաղթաթղթերից"
            text = f"{_AMONG[p.among]} {what} {end}"
            text += say("points.point: jokers not counted", " (ջոկերները չեն հաշվվում)") \
                if p.excluding_jokers else ""
            if p.kind is m.PointKind.HIGHEST:
                return say("points.point: highest", text)
            return say("points.point: lowest", text)
        case m.PointKind.CARD:
            assert p.card is not None
            return say("points.point: card", w.card(p.card) + (
                "" if p.among is m.InPlay.PLAYED else f", եթե այն {_CARD_IN_PLAY[p.among]}"))
        case m.PointKind.GAME:
            counted = "տասնոցները" if p.count is m.GameCount.TENS else "խաղաթղթային միավորները"
            return say("points.point: game", f"շահած վերցումներում ամենաշատ {counted}")
        case m.PointKind.TURN_UP:
            return say("points.point: turn up", turned(p))
        case m.PointKind.JOKER_PLAYED:
            which = "առաջին" if (p.joker_order or 1) == 1 else "երկրորդ"
            return say("points.point: joker played", f"բաժանման մեջ խաղացված {which} ջոկերը")
        case m.PointKind.LAST_TRICK:
            return say("points.point: last trick", "վերջին վերցման շահումը")
        case m.PointKind.SWEEP:
            return say("points.point: sweep", "բաժանման բոլոր միավորների վաստակումը")
        case m.PointKind.TRICK_TRUMPS:
            return say("points.point: trick trumps", "յուրաքանչյուր շահած վերցման հաղթաթղթերը")
        case _ as never:
            assert_never(never)


def turned(p: m.PointRule) -> str:
    if p.every_turn:
        which = "հաղթաթուղթը որոշելու համար բացված յուրաքանչյուր խաղաթուղթ"
    elif p.turn_only is m.TurnOnly.FIRST:
        which = "հաղթաթուղթը որոշելու համար բացված առաջին խաղաթուղթը"
    elif p.turn_only is m.TurnOnly.LAST:
        which = "բացված խաղաթուղթը, որը վերջնականապես որոշում է հաղթաթուղթը"
    else:
        which = "բացված յուրաքանչյուր խաղաթուղթ, որն առաջարկում է նոր հաղթաթղթային գույն"
    ranks = [v.rank for v in p.turn_up if v.rank is not None]
    if ranks:
        return f"{which}, եթե այն {w.joined((w.rank_low(r) for r in ranks), 'or')} է"
    return which


@phrase(en.value)
def value(p: m.PointRule) -> str:
    if p.by_card_points:
        text = say("points.value: card points", "դրանց խաղաթղթային միավորները"
                   if p.kind is m.PointKind.TRICK_TRUMPS else "դրա խաղաթղթային միավորները")
    elif p.turn_up and any(v.rank is not None for v in p.turn_up):
        text = say("points.value: by turned rank", w.joined(
            f"{v.value} ({w.rank_low(v.rank)})" for v in p.turn_up
            if v.rank is not None and v.value is not None))
    else:
        text = say("points.value: N", str(p.value))
    if p.hanged_value is not None:
        text += say("points.value: hanged", f", կամ {p.hanged_value}, եթե այն վերցվում է "
                    "այն պահած կողմից («կախված»)")
    return text


@phrase(en.receiver)
def receiver(p: m.PointRule) -> str:
    return say(*_RECEIVERS[p.receiver])


@phrase(en.conditions)
def conditions(p: m.PointRule, labels: dict[str, str]) -> str:
    parts = [_condition(c, labels) for c in p.conditions]
    if p.kind is m.PointKind.GAME:
        parts.append(say(*_TIES[p.tie]))
    if p.anyone:
        parts.append(say("points.point: counts for anyone", "հաշվվում է ցանկացած կողմի, "
                         "նույնիսկ նրան, որն այլ բան չի վաստակում"))
    return w.capital(", ".join(parts))


def _condition(c: m.Condition, labels: dict[str, str]) -> str:
    match c.kind:
        case m.ConditionKind.TRUMP_SUIT_IS:
            assert c.suit is not None
            return say("points.condition: trump suit is",
                       f"միայն երբ հաղթաթուղթը {w.suit(c.suit)} է")
        case m.ConditionKind.NOT_SAME_CARD_AS:
            return say("points.condition: not the same card as",
                       "բացի այն դեպքից, երբ դա նույն խաղաթուղթն է, ինչ "
                       f"{labels.get(c.point or '', c.point)}")
        case m.ConditionKind.BID_WAS:
            return say("points.condition: bid was",
                       f"միայն երբ հայտը {labels.get(c.bid or '', c.bid)} էր")
        case _ as never:
            assert_never(never)


# --------------------------------------------------------------------------- make or set


@phrase(en.counting)
def counting(scoring: m.Scoring, labels: Sequence[str], winning: m.Winning) -> str:
    text = say("scoring.order", "Միավորները հաշվվում են այս հերթականությամբ՝ "
               f"{w.joined(labels)}։")
    if scoring.pitcher_first:
        text = say("scoring.order: pitcher first", "Նախ իր միավորներն է հաշվում փիչերի "
                   "կողմը, ապա միավորները հաշվվում են այս հերթականությամբ՝ "
                   f"{w.joined(labels)}։")
    if winning.both_reach is m.BothReach.COUNTING_ORDER:
        text += say("winning.both_reach: counting order", " Եթե մի քանի կողմ կարող են "
                    "նույն բաժանման մեջ հասնել նպատակին, հաղթում է նա, ով այս հաշվարկով "
                    "առաջինն է հասնում դրան, իսկ դրանից հետո հաշված միավորները նույնպես "
                    "գրանցվում են։")
    return text


@phrase(en.make_or_set)
def make_or_set(scoring: m.Scoring, bidding: m.Bidding) -> list[str]:
    if not bidding.has_auction:
        return [say("bidding.form: none (scoring)", "Կատարելու հայտ չկա՝ յուրաքանչյուր "
                    "կողմ պարզապես ստանում է իր վաստակած միավորները։")]
    made = say(*_MADE[scoring.made])
    if scoring.exact_bonus:
        made += say("scoring.made: plus N if exact", " Եթե նա վաստակել է ճիշտ իր հայտի "
                    f"չափով, ստանում է ևս {w.points(scoring.exact_bonus)}։")
    out = [made, set_back(scoring), say(*_OTHERS[scoring.others])]
    if bidding.doubled and scoring.doubled_factor != 1:
        out.append(say("bidding.doubled: yes (scoring)", "Կրկնապատկված հայտը հաշվվում է "
                       f"{scoring.doubled_factor}-ապատիկ՝ կատարված լինի, թե ոչ։"))
    return out


_MADE = table({
    m.MadeRule.TAKEN: ("scoring.made: taken", "Փիչերը, որը կատարում է իր հայտը (վաստակում "
                       "է առնվազն այնքան միավոր, որքան հայտարարել էր), ստանում է իր "
                       "վաստակած բոլոր միավորները։"),
    m.MadeRule.BID: ("scoring.made: bid", "Փիչերը, որը կատարում է իր հայտը (վաստակում է "
                     "առնվազն այնքան միավոր, որքան հայտարարել էր), ստանում է իր հայտի չափով "
                     "միավոր՝ անկախ նրանից, թե քանիսն է վաստակել։"),
})


@phrase(en.set_back)
def set_back(scoring: m.Scoring) -> str:
    match scoring.set_penalty:
        case m.SetPenalty.RESET:
            text = say("scoring.set: reset", "Փիչերը, որը չի կատարում հայտը, «նստում» է՝ նրա "
                       "հաշիվը զրոյանում է")
        case m.SetPenalty.BID if scoring.set_keeps is m.SetKeeps.TAKEN:
            text = say("scoring.set: lose bid, keep taken", "Փիչերը, որը չի կատարում հայտը, "
                       "հետ է ընկնում՝ հայտի չափը հանվում է նրա հաշվից, բայց նա պահում է իր "
                       "վաստակած միավորները")
        case m.SetPenalty.BID:
            text = say("scoring.set: lose bid, keep nothing", "Փիչերը, որը չի կատարում հայտը, "
                       "հետ է ընկնում՝ հայտի չափը հանվում է նրա հաշվից, և նա չի ստանում իր "
                       "վաստակած միավորները")
        case _ as never:
            assert_never(never)
    if scoring.set_marks:
        text += say("scoring.set: mark N", ", և նրան գրանցվում է "
                    f"{g.count(scoring.set_marks, g.MARK)}")
    return text + "։"


_OTHERS = table({
    m.Others.TAKEN: ("scoring.others: taken", "Մյուս կողմերը ստանում են իրենց վաստակած "
                     "միավորները։"),
    m.Others.NOTHING: ("scoring.others: nothing", "Մյուս կողմերը ոչինչ չեն ստանում, ինչ էլ "
                       "որ վաստակեն։"),
    m.Others.IF_BIDDER_SET: ("scoring.others: only if bidder set", "Մյուս կողմերը ստանում "
                             "են իրենց վաստակած միավորները միայն այն դեպքում, եթե փիչերը "
                             "չի կատարել հայտը։"),
})


@phrase(en.floor)
def floor(scoring: m.Scoring) -> str:
    if scoring.floor is None:
        return say("scoring.floor: none", "Հաշիվը կարող է իջնել զրոյից ցածր, և բացասական "
                   "հաշիվ ունեցող կողմը «փոսում» է։")
    return say("scoring.floor: N", f"Ոչ մի հաշիվ չի իջնում {scoring.floor}-ից ցածր։")


# --------------------------------------------------------------------------- winning


@phrase(en.target)
def target(winning: m.Winning) -> str:
    return f"{winning.target}-ից ավելի" if winning.reach is m.Reach.OVER \
        else str(winning.target)


@phrase(en.match)
def match(winning: m.Winning) -> list[str]:
    if winning.hands is not None:
        out = [say("winning.hands: N", f"Խաղը տևում է {g.count(winning.hands, g.DEAL)}, "
                   "որից հետո հաղթում է ավելի բարձր հաշիվ ունեցող կողմը։")]
        if winning.tie_extra_hands:
            out.append(say("winning.tie: N more hands", "Եթե հաշիվը հավասար է, խաղարկվում "
                           f"է ևս {g.count(winning.tie_extra_hands, g.DEAL)}։"))
    elif winning.reach is m.Reach.OVER:
        out = [say("winning.reach: over", "Խաղը հաղթում է այն կողմը, որն առաջինն է "
                   f"վաստակում {winning.target}-ից ավելի միավոր։")]
    else:
        out = [say("winning.reach: at least", "Խաղը հաղթում է այն կողմը, որն առաջինն է "
                   f"վաստակում առնվազն {w.points(winning.target)}։")]
    out += who_may_win(winning) + margins(winning)
    if winning.count_out:
        out.append(say("winning.count_out: yes", "Բաժանման ընթացքում վաստակած միավորները "
                       "հաշվվում են անմիջապես՝ կողմը, որը նպատակին հասնում է մինչև "
                       "բաժանման ավարտը, հաղթում է առանց խաղն ավարտելու։"))
    return out


@phrase(en.who_may_win)
def who_may_win(winning: m.Winning) -> list[str]:
    out = [say(*_WHO[winning.eligible])]
    if winning.both_reach is not m.BothReach.COUNTING_ORDER:
        out.append(say(*_BOTH[winning.both_reach]))
    return out


_WHO = table({
    m.Eligible.ANYONE: ("winning.who: anyone", "Բաժանման ավարտին կարող է հաղթել նպատակին "
                        "հասած ցանկացած կողմ։"),
    m.Eligible.BIDDER: ("winning.who: bidder", "Բաժանման ավարտին կարող է հաղթել միայն "
                        "պայմանագիրն ունեցած կողմը (հայտատուն դուրս է գալիս առաջինը)։"),
    m.Eligible.BIDDER_OR_SETTER: ("winning.who: bidder or setter", "Բաժանման ավարտին "
                                  "կարող է հաղթել միայն փիչերի կողմը, եթե այն կատարել է "
                                  "հայտը, կամ այն կողմը, որը թույլ չի տվել այն կատարել։"),
    m.Eligible.BID_MADE: ("winning.who: bid made", "Բաժանման ավարտին կարող է հաղթել միայն "
                          "փիչերի կողմը, որը կատարել է իր հայտը։"),
})
_BOTH = table({
    m.BothReach.COUNTING_ORDER: ("winning.both_reach: counting order", ""),
    m.BothReach.BIDDER: ("winning.both_reach: bidder", "Եթե մի քանի կողմ նույն բաժանման "
                         "մեջ են հասնում նպատակին, հաղթում է փիչերի կողմը, եթե այն նրանց "
                         "մեջ է, հակառակ դեպքում՝ ավելի բարձր հաշիվը, իսկ հավասար հաշվի "
                         "դեպքում խաղը շարունակվում է։"),
    m.BothReach.HIGHER_SCORE: ("winning.both_reach: higher score", "Եթե մի քանի կողմ նույն "
                               "բաժանման մեջ են հասնում նպատակին, հաղթում է ավելի բարձր "
                               "հաշիվը, իսկ հավասար հաշվի դեպքում խաղը շարունակվում է։"),
    m.BothReach.SHARE_TIES: ("winning.both_reach: share ties", "Եթե մի քանի կողմ նույն "
                             "բաժանման մեջ հասնում են նպատակին, հաղթում է ավելի մեծ հաշիվը. "
                             "ամենամեծ հավասար հաշիվ ունեցող կողմերը հաղթում են միասին։"),
})


@phrase(en.margins)
def margins(winning: m.Winning) -> list[str]:
    out = []
    if winning.margin:
        out.append(say("winning.margin: N", "Հաղթողը պետք է մյուսներից առաջ լինի առնվազն "
                       f"{winning.margin} միավորով, իսկ մինչ այդ խաղը շարունակվում է։"))
    for door in winning.backdoor:
        out.append(say(*_DOOR[door.outcome], n=door.threshold))
    return out


_DOOR = table({
    m.MatchOutcome.WIN: ("winning.backdoor: at N win", "Կողմը, որի հաշիվն իջնում է մինչև "
                         "{n} կամ ավելի ցածր, հաղթում է խաղը («հետևի դռնով» դուրս գալով)։"),
    m.MatchOutcome.LOSE: ("winning.backdoor: at N lose", "Կողմը, որի հաշիվն իջնում է մինչև "
                          "{n} կամ ավելի ցածր, պարտվում է խաղում («հետևի դռնով» դուրս "
                          "գալով), իսկ մյուս հաշիվներից ամենաբարձրը հաղթում է։"),
    m.MatchOutcome.DRAW: ("winning.backdoor: at N draw", "Եթե որևէ կողմի հաշիվն իջնում է "
                          "մինչև {n} կամ ավելի ցածր, խաղն ավարտվում է ոչ-ոքի («հետևի "
                          "դռնով»)։"),
})


# --------------------------------------------------------------------------- procedures

_PROCEDURES = {
    m.ProcedureKind.COKE: "վատ ձեռքը փոխել նորով (կոկ)",
    m.ProcedureKind.MUCK: "հրաժարվել ձեռքից, որը ոչ մի վերցում չի կարող շահել (մաք)",
    m.ProcedureKind.MISDEAL: "ցույց տալ անարժեք ձեռքը և պահանջել բոլոր խաղաթղթերի "
                             "վերաբաժանում",
    m.ProcedureKind.REPLACE_POINTLESS: "փոխել նորով այն ձեռքը, որում միավոր բերող ոչ մի "
                                       "խաղաթուղթ չկա",
    m.ProcedureKind.REDEAL_POINTLESS: "պահանջել նոր բաժանում, երբ իր ձեռքում միավոր բերող "
                                      "ոչ մի խաղաթուղթ չկա",
}
_NAMES = {
    m.ProcedureKind.COKE: "Կոկ", m.ProcedureKind.MUCK: "Մաք",
    m.ProcedureKind.MISDEAL: "Վերաբաժանում",
    m.ProcedureKind.REPLACE_POINTLESS: "Անմիավոր ձեռքի փոխարինում",
    m.ProcedureKind.REDEAL_POINTLESS: "Վերաբաժանում անմիավոր ձեռքի դեպքում",
}
_MAY = table({
    m.ProcedureKind.COKE: ("procedures: coke", "Խաղացողը կարող է {what}{terms}։"),
    m.ProcedureKind.MUCK: ("procedures: muck", "Խաղացողը կարող է {what}{terms}։"),
    m.ProcedureKind.MISDEAL: ("procedures: misdeal", "Խաղացողը կարող է {what}{terms}։"),
    m.ProcedureKind.REPLACE_POINTLESS: ("procedures: replace pointless",
                                        "Խաղացողը կարող է {what}{terms}։"),
    m.ProcedureKind.REDEAL_POINTLESS: ("procedures: redeal pointless",
                                       "Խաղացողը կարող է {what}{terms}։"),
})


@phrase(en.procedure_name)
def procedure_name(kind: m.ProcedureKind) -> str:
    return _NAMES[kind]


@phrase(en.procedure)
def procedure(p: m.Procedure, hand: int) -> str:
    if not p.allowed:
        return say("procedures: not allowed", f"Խաղացողը չի կարող {_PROCEDURES[p.kind]}։")
    terms = ""
    if p.ranks:
        held = "նրա ձեռքում կան" if p.scope is m.Scope.HAND \
            else "նրա ոչ հաղթաթղթային խաղաթղթերն են"
        terms += say("procedures: ranks", f", երբ {held} միայն {rank_range(p.ranks)}")
    return say(*_MAY[p.kind], what=_PROCEDURES[p.kind],
               terms=terms + "".join(f", {e}" for e in _procedure_terms(p, hand)))


def _procedure_terms(p: m.Procedure, hand: int) -> list[str]:
    extra = []
    if p.new_hand is not None:
        extra.append(say("procedures: new hand N", "նա ստանում է "
                         f"{g.count(p.new_hand, g.NEW_CARD)}"))
    if p.shown:
        extra.append(say("procedures: shown", "սեղանի շուրջ նա ցույց է տալիս հանձնած ձեռքը "
                         "(շարժիչն այն ոչ մեկին ցույց չի տալիս, և դա ոչ մի որոշում չի "
                         "փոխում)"))
    if not p.may_bid:
        extra.append(say("procedures: may not bid", "այդ բաժանման մեջ նա չի կարող հայտ տալ"))
    if p.as_bid:
        extra.append(say("procedures: as bid", "դա համարվում է նրա հայտը"))
    if p.sits_out is m.Sitter.FIRST:
        extra.append(say("procedures: sits out first", "նա բաց է թողնում առաջին վերցումը"))
    elif p.sits_out is m.Sitter.LAST and p.new_hand is not None and p.new_hand < hand:
        extra.append(say("procedures: sits out last", "ուստի նա բաց է թողնում վերջին "
                         "վերցումը"))
    elif p.sits_out is m.Sitter.LAST:
        extra.append(say("procedures: sits out last, not applied", "աղբյուրների համաձայն "
                         "նա բաց է թողնում վերջին վերցումը, ինչը այս կանոնագրքի շարժիչը չի "
                         "կիրառում՝ նա խաղում է իր նոր ձեռքի բոլոր վերցումները"))
    if not p.partnerships:
        extra.append(say("procedures: not in partnerships", "թիմային խաղում դա չի "
                         "թույլատրվում"))
    return extra


def rank_range(ranks: Sequence[Rank]) -> str:
    """Ranks as "չորսնոցից մինչև իննոց խաղաթղթեր" when they run on, else listed."""
    order = [r for r in NATURAL_ORDER if r in ranks]
    start = NATURAL_ORDER.index(order[0])
    if len(order) > 2 and tuple(order) == NATURAL_ORDER[start:start + len(order)]:
        return f"{w.rank_low(order[-1])}ից մինչև {w.rank_low(order[0])} խաղաթղթեր"
    return w.joined(map(w.rank_plural, reversed(order)))
