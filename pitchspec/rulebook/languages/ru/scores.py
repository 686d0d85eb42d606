"""Russian sentences for scoring, making or failing the bid, and winning the match
(:mod:`pitchspec.rulebook.scores`).

>>> from pitchspec import load
>>> from pitchspec.i18n import language
>>> from pitchspec.rulebook import scores
>>> variant = load("spec/auction_pitch.pitch")
>>> with language("ru"):
...     scores.earns(variant.point("low")), scores.receiver(variant.point("low"))
('самый младший козырь из сыгранных в раздаче', 'игрок, у которого была эта карта')
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import assert_never

from pitchspec import model as m
from pitchspec.cards import NATURAL_ORDER, Rank
from pitchspec.rulebook import scores as en
from pitchspec.rulebook.backing import say, table
from pitchspec.rulebook.languages.ru import grammar as g
from pitchspec.rulebook.languages.ru import words as w
from pitchspec.rulebook.phrasing import book

phrase = book("ru")

_AMONG = {m.InPlay.PLAYED: "из сыгранных в раздаче",
          m.InPlay.HELD: "из бывших на руках к началу розыгрыша",
          m.InPlay.DEALT: "из сданных игрокам"}
_CARD_IN_PLAY = {m.InPlay.HELD: "была на руках к началу розыгрыша",
                 m.InPlay.DEALT: "была сдана игроку"}
_RECEIVERS = table({
    m.Receiver.HOLDER: ("points.to: holder", "игрок, у которого была эта карта"),
    m.Receiver.ORIGINAL_HOLDER: ("points.to: original_holder",
                                 "игрок, которому эта карта была сдана"),
    m.Receiver.CAPTURER: ("points.to: capturer", "тот, кто взял эту карту во взятке"),
    m.Receiver.PLAYER: ("points.to: player", "игрок, который сыграл эту карту"),
    m.Receiver.DEALER: ("points.to: dealer", "дилер"),
    m.Receiver.ELDER: ("points.to: elder", "старшая рука"),
    m.Receiver.MAJORITY: ("points.to: majority", "сторона, у которой больше всех"),
    m.Receiver.TRICK_WINNER: ("points.to: trick winner", "победитель взятки"),
})
_TIES = table({
    m.TieRule.NONE: ("points.point: tie none", "при равенстве его не получает никто"),
    m.TieRule.ELDER: ("points.point: tie elder", "при равенстве его получает та из равных "
                      "сторон, что идёт первой по очереди начиная со старшей руки, то есть "
                      "сторона старшей руки, если она среди равных"),
    m.TieRule.JOKER: ("points.point: tie joker", "при равенстве его получает та из равных "
                      "сторон, что взяла джокера; если такой нет или их несколько, его не "
                      "получает никто"),
    m.TieRule.HALF_JOKERS: ("points.point: tie half_jokers", "при равенстве его получает та "
                            "из равных сторон, что взяла больше джокеров; если поровну, его "
                            "не получает никто"),
})


@phrase(en.points_intro)
def points_intro() -> str:
    return say("points: each deal", "В каждой раздаче разыгрываются такие очки:")


@phrase(en.earns)
def earns(p: m.PointRule) -> str:
    match p.kind:
        case m.PointKind.HIGHEST | m.PointKind.LOWEST:
            end = "самый старший" if p.kind is m.PointKind.HIGHEST else "самый младший"
            what = "подкозырь" if p.scope is m.SuitRef.SUB else "козырь"
            text = f"{end} {what} {_AMONG[p.among]}"
            text += say("points.point: jokers not counted", " (джокеры не в счёт)") \
                if p.excluding_jokers else ""
            if p.kind is m.PointKind.HIGHEST:
                return say("points.point: highest", text)
            return say("points.point: lowest", text)
        case m.PointKind.CARD:
            assert p.card is not None
            return say("points.point: card", w.card(p.card) + (
                "" if p.among is m.InPlay.PLAYED else f", если эта карта {_CARD_IN_PLAY[p.among]}"))
        case m.PointKind.GAME:
            counted = "десяток" if p.count is m.GameCount.TENS else "карточных очков"
            return say("points.point: game", f"больше всех {counted} во взятых взятках")
        case m.PointKind.TURN_UP:
            return say("points.point: turn up", turned(p))
        case m.PointKind.JOKER_PLAYED:
            which = "первый" if (p.joker_order or 1) == 1 else "второй"
            return say("points.point: joker played", f"{which} джокер, сыгранный в раздаче")
        case m.PointKind.LAST_TRICK:
            return say("points.point: last trick", "последняя взятка")
        case m.PointKind.SWEEP:
            return say("points.point: sweep", "все очки раздачи")
        case m.PointKind.TRICK_TRUMPS:
            return say("points.point: trick trumps", "козыри в каждой взятой взятке")
        case _ as never:
            assert_never(never)


def turned(p: m.PointRule) -> str:
    if p.every_turn:
        which = "каждая карта, открытая для определения козыря"
    elif p.turn_only is m.TurnOnly.FIRST:
        which = "первая карта, открытая для определения козыря"
    elif p.turn_only is m.TurnOnly.LAST:
        which = "открытая карта, которая окончательно определяет козырь"
    else:
        which = "каждая открытая карта, которая предлагает новую козырную масть"
    ranks = [v.rank for v in p.turn_up if v.rank is not None]
    if ranks:
        return f"{which}, если это {w.joined((w.rank_low(r) for r in ranks), 'or')}"
    return which


def _accusative(rank: Rank) -> str:
    """A rank after "за": "за валета", "за даму"."""
    nom = w.rank_low(rank)
    if rank in (Rank.ACE, Rank.KING, Rank.JACK):
        return w.rank_low(rank, "gen")
    return nom[:-1] + "у"


@phrase(en.value)
def value(p: m.PointRule) -> str:
    if p.by_card_points:
        text = say("points.value: card points", "карточные очки этих козырей"
                   if p.kind is m.PointKind.TRICK_TRUMPS else "карточные очки карты")
    elif p.turn_up and any(v.rank is not None for v in p.turn_up):
        text = say("points.value: by turned rank", w.joined(
            f"{v.value} за {_accusative(v.rank)}" for v in p.turn_up
            if v.rank is not None and v.value is not None))
    else:
        text = say("points.value: N", str(p.value))
    if p.hanged_value is not None:
        text += say("points.value: hanged", f", или {p.hanged_value}, если эту карту отбили "
                    "у стороны, которая её держала («повесили»)")
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
        parts.append(say("points.point: counts for anyone", "засчитывается любой стороне, "
                         "даже той, что больше ничего не набрала"))
    return w.capital("; ".join(parts))


def _condition(c: m.Condition, labels: dict[str, str]) -> str:
    match c.kind:
        case m.ConditionKind.TRUMP_SUIT_IS:
            assert c.suit is not None
            return say("points.condition: trump suit is", f"только когда козыри — {w.suit(c.suit)}")
        case m.ConditionKind.NOT_SAME_CARD_AS:
            return say("points.condition: not the same card as",
                       f"кроме случая, когда это та же карта, что и "
                       f"{labels.get(c.point or '', c.point)}")
        case m.ConditionKind.BID_WAS:
            return say("points.condition: bid was",
                       f"только когда ставка была {labels.get(c.bid or '', c.bid)}")
        case _ as never:
            assert_never(never)


# --------------------------------------------------------------------------- make or set


@phrase(en.counting)
def counting(scoring: m.Scoring, labels: Sequence[str], winning: m.Winning) -> str:
    text = say("scoring.order", f"Очки подсчитываются в таком порядке: {w.joined(labels)}.")
    if scoring.pitcher_first:
        text = say("scoring.order: pitcher first", "Сначала свои очки подсчитывает сторона "
                   f"питчера; затем очки подсчитываются в таком порядке: {w.joined(labels)}.")
    if winning.both_reach is m.BothReach.COUNTING_ORDER:
        text += say("winning.both_reach: counting order", " Если цели в одной раздаче могут "
                    "достичь несколько сторон, побеждает та, что первой достигнет её при "
                    "этом подсчёте; очки, подсчитанные после неё, всё равно засчитываются.")
    return text


@phrase(en.make_or_set)
def make_or_set(scoring: m.Scoring, bidding: m.Bidding) -> list[str]:
    if not bidding.has_auction:
        return [say("bidding.form: none (scoring)", "Ставки, которую нужно выполнить, нет: "
                    "каждая сторона просто получает набранные очки.")]
    made = say(*_MADE[scoring.made])
    if scoring.exact_bonus:
        made += say("scoring.made: plus N if exact", " Если он набрал ровно столько, сколько "
                    f"заявил, он получает ещё {w.points(scoring.exact_bonus)}.")
    out = [made, set_back(scoring), say(*_OTHERS[scoring.others])]
    if bidding.doubled and scoring.doubled_factor != 1:
        out.append(say("bidding.doubled: yes (scoring)", "Удвоенная ставка идёт с "
                       f"множителем {scoring.doubled_factor}, выполнена она или нет."))
    return out


_MADE = table({
    m.MadeRule.TAKEN: ("scoring.made: taken", "Питчер, выполнивший ставку (набравший не "
                       "меньше очков, чем заявил), получает все набранные очки."),
    m.MadeRule.BID: ("scoring.made: bid", "Питчер, выполнивший ставку (набравший не меньше "
                     "очков, чем заявил), получает сумму своей ставки, сколько бы очков он "
                     "ни набрал."),
})


@phrase(en.set_back)
def set_back(scoring: m.Scoring) -> str:
    match scoring.set_penalty:
        case m.SetPenalty.RESET:
            text = say("scoring.set: reset", "Питчер, не выполнивший ставку, «садится»: его счёт "
                       "обнуляется")
        case m.SetPenalty.BID if scoring.set_keeps is m.SetKeeps.TAKEN:
            text = say("scoring.set: lose bid, keep taken", "Питчер, не выполнивший ставку, "
                       "откатывается назад: сумма его ставки вычитается из его счёта, но "
                       "набранные очки он сохраняет")
        case m.SetPenalty.BID:
            text = say("scoring.set: lose bid, keep nothing", "Питчер, не выполнивший ставку, "
                       "откатывается назад: сумма его ставки вычитается из его счёта, и "
                       "набранных очков он не получает")
        case _ as never:
            assert_never(never)
    if scoring.set_marks:
        text += say("scoring.set: mark N", ", и ему записывают штрафные отметки: "
                    f"{scoring.set_marks}")
    return text + "."


_OTHERS = table({
    m.Others.TAKEN: ("scoring.others: taken", "Остальные стороны получают набранные ими "
                     "очки."),
    m.Others.NOTHING: ("scoring.others: nothing", "Остальные стороны ничего не получают, что "
                       "бы они ни взяли."),
    m.Others.IF_BIDDER_SET: ("scoring.others: only if bidder set", "Остальные стороны "
                             "получают набранные очки, только если питчер не выполнил "
                             "ставку."),
})


@phrase(en.floor)
def floor(scoring: m.Scoring) -> str:
    if scoring.floor is None:
        return say("scoring.floor: none", "Счёт может опускаться ниже нуля; сторона с "
                   "отрицательным счётом — «в минусе» («в яме»).")
    return say("scoring.floor: N", f"Ни один счёт не опускается ниже {scoring.floor}.")


# --------------------------------------------------------------------------- winning


@phrase(en.target)
def target(winning: m.Winning) -> str:
    return f"больше {winning.target}" if winning.reach is m.Reach.OVER else str(winning.target)


@phrase(en.match)
def match(winning: m.Winning) -> list[str]:
    if winning.hands is not None:
        out = [say("winning.hands: N", "Партия длится "
                   f"{g.count(winning.hands, g.DEAL, 'acc')}; затем побеждает сторона с "
                   "большим счётом.")]
        if winning.tie_extra_hands:
            more = g.count(winning.tie_extra_hands, g.DEAL, "acc")
            out.append(say("winning.tie: N more hands", f"Если счёт равный, играют ещё "
                           f"{more}."))
    elif winning.reach is m.Reach.OVER:
        out = [say("winning.reach: over", "Партию выигрывает сторона, первой набравшая "
                   f"больше {w.points_case(winning.target, 'gen')}.")]
    else:
        out = [say("winning.reach: at least", "Партию выигрывает сторона, первой набравшая "
                   f"не меньше {w.points_case(winning.target, 'gen')}.")]
    out += who_may_win(winning) + margins(winning)
    if winning.count_out:
        out.append(say("winning.count_out: yes", "Очки, полученные во время раздачи, "
                       "засчитываются сразу: сторона, достигшая цели до конца раздачи, "
                       "побеждает, не доигрывая её (досчёт)."))
    return out


@phrase(en.who_may_win)
def who_may_win(winning: m.Winning) -> list[str]:
    out = [say(*_WHO[winning.eligible])]
    if winning.both_reach is not m.BothReach.COUNTING_ORDER:
        out.append(say(*_BOTH[winning.both_reach]))
    return out


_WHO = table({
    m.Eligible.ANYONE: ("winning.who: anyone", "В конце раздачи победить может любая "
                        "сторона, достигшая цели."),
    m.Eligible.BIDDER: ("winning.who: bidder", "В конце раздачи победить может только "
                        "сторона, которой принадлежал контракт (ставящий выходит первым)."),
    m.Eligible.BIDDER_OR_SETTER: ("winning.who: bidder or setter", "В конце раздачи "
                                  "победить может только сторона питчера, если она выполнила "
                                  "ставку, или сторона, которая не дала её выполнить."),
    m.Eligible.BID_MADE: ("winning.who: bid made", "В конце раздачи победить может только "
                          "сторона питчера, выполнившая свою ставку."),
})
_BOTH = table({
    m.BothReach.COUNTING_ORDER: ("winning.both_reach: counting order", ""),
    m.BothReach.BIDDER: ("winning.both_reach: bidder", "Если в одной раздаче цели достигают "
                         "несколько сторон, побеждает сторона питчера, если она среди них; "
                         "иначе побеждает больший счёт, а при равном счёте игра "
                         "продолжается."),
    m.BothReach.HIGHER_SCORE: ("winning.both_reach: higher score", "Если в одной раздаче "
                               "цели достигают несколько сторон, побеждает больший счёт; при "
                               "равном счёте игра продолжается."),
    m.BothReach.SHARE_TIES: ("winning.both_reach: share ties", "Если в одной раздаче цели "
                             "достигают несколько сторон, выигрывает больший счёт; стороны "
                             "с равным наибольшим счётом выигрывают вместе."),
})


@phrase(en.margins)
def margins(winning: m.Winning) -> list[str]:
    out = []
    if winning.margin:
        out.append(say("winning.margin: N", "Победитель должен опережать остальных не меньше "
                       f"чем на {w.points_case(winning.margin, 'acc')}; до тех пор игра "
                       "продолжается."))
    for door in winning.backdoor:
        out.append(say(*_DOOR[door.outcome], n=door.threshold))
    return out


_DOOR = table({
    m.MatchOutcome.WIN: ("winning.backdoor: at N win", "Сторона, чей счёт опустился до {n} "
                         "или ниже, выигрывает партию (выход «через чёрный ход»)."),
    m.MatchOutcome.LOSE: ("winning.backdoor: at N lose", "Сторона, чей счёт опустился до "
                          "{n} или ниже, проигрывает партию (выход «через чёрный ход»); "
                          "побеждает самый высокий из остальных счетов."),
    m.MatchOutcome.DRAW: ("winning.backdoor: at N draw", "Если счёт какой-либо стороны "
                          "опустился до {n} или ниже, партия заканчивается вничью (выход "
                          "«через чёрный ход»)."),
})


# --------------------------------------------------------------------------- procedures

_PROCEDURES = {
    m.ProcedureKind.COKE: "сдать плохую руку и получить новую (кок)",
    m.ProcedureKind.MUCK: "сбросить руку, которая не может взять ни одной взятки (мак)",
    m.ProcedureKind.MISDEAL: "показать никчёмную руку и потребовать пересдачи всех карт",
    m.ProcedureKind.REPLACE_POINTLESS: "обменять руку без единой карты с очками на новую",
    m.ProcedureKind.REDEAL_POINTLESS: "потребовать новой сдачи, если на руке нет ни одной "
                                      "карты с очками",
}
_NAMES = {
    m.ProcedureKind.COKE: "Кок", m.ProcedureKind.MUCK: "Мак",
    m.ProcedureKind.MISDEAL: "Пересдача",
    m.ProcedureKind.REPLACE_POINTLESS: "Замена пустой руки",
    m.ProcedureKind.REDEAL_POINTLESS: "Пересдача при пустой руке",
}
_MAY = table({
    m.ProcedureKind.COKE: ("procedures: coke", "Игрок может {what}{terms}."),
    m.ProcedureKind.MUCK: ("procedures: muck", "Игрок может {what}{terms}."),
    m.ProcedureKind.MISDEAL: ("procedures: misdeal", "Игрок может {what}{terms}."),
    m.ProcedureKind.REPLACE_POINTLESS: ("procedures: replace pointless",
                                        "Игрок может {what}{terms}."),
    m.ProcedureKind.REDEAL_POINTLESS: ("procedures: redeal pointless",
                                       "Игрок может {what}{terms}."),
})


@phrase(en.procedure_name)
def procedure_name(kind: m.ProcedureKind) -> str:
    return _NAMES[kind]


@phrase(en.procedure)
def procedure(p: m.Procedure, hand: int) -> str:
    if not p.allowed:
        return say("procedures: not allowed", f"Игрок не может {_PROCEDURES[p.kind]}.")
    terms = ""
    if p.ranks:
        held = "на руке у него" if p.scope is m.Scope.HAND else "среди его некозырных карт"
        terms += say("procedures: ranks", f", если {held} только {rank_range(p.ranks)}")
    return say(*_MAY[p.kind], what=_PROCEDURES[p.kind],
               terms=terms + "".join(f"; {e}" for e in _procedure_terms(p, hand)))


def _procedure_terms(p: m.Procedure, hand: int) -> list[str]:
    extra = []
    if p.new_hand is not None:
        extra.append(say("procedures: new hand N", "он получает "
                         f"{g.count(p.new_hand, g.NEW_CARD, 'acc')}"))
    if p.shown:
        extra.append(say("procedures: shown", "за столом он показывает руку, которую сдаёт "
                         "(движок её никому не показывает: это не меняет ни одного "
                         "решения)"))
    if not p.may_bid:
        extra.append(say("procedures: may not bid", "в этой раздаче он не может делать "
                         "ставку"))
    if p.as_bid:
        extra.append(say("procedures: as bid", "это считается его ставкой"))
    if p.sits_out is m.Sitter.FIRST:
        extra.append(say("procedures: sits out first", "он пропускает первую взятку"))
    elif p.sits_out is m.Sitter.LAST and p.new_hand is not None and p.new_hand < hand:
        extra.append(say("procedures: sits out last", "поэтому он пропускает последнюю "
                         "взятку"))
    elif p.sits_out is m.Sitter.LAST:
        extra.append(say("procedures: sits out last, not applied", "по источникам он "
                         "пропускает последнюю взятку, но движок этой книги правил этого не "
                         "применяет: он играет все взятки своей новой руки"))
    if not p.partnerships:
        extra.append(say("procedures: not in partnerships", "в игре командами это не "
                         "разрешается"))
    return extra


def rank_range(ranks: Sequence[Rank]) -> str:
    """Ranks as "карты от четвёрки до девятки" when they run on, else listed."""
    order = [r for r in NATURAL_ORDER if r in ranks]
    start = NATURAL_ORDER.index(order[0])
    if len(order) > 2 and tuple(order) == NATURAL_ORDER[start:start + len(order)]:
        return f"карты от {w.rank_low(order[-1], 'gen')} до {w.rank_low(order[0], 'gen')}"
    return w.joined(map(w.rank_plural, reversed(order)))
