"""Russian sentences for the auction (:mod:`pitchspec.rulebook.auction`).

>>> from pitchspec import load
>>> from pitchspec.i18n import language
>>> from pitchspec.rulebook import auction
>>> with language("ru"):
...     auction.bids_summary(load("spec/auction_pitch.pitch").bidding)
'от 1 до 4, один круг'
"""

from __future__ import annotations

from pitchspec import model as m
from pitchspec.i18n import plural
from pitchspec.rulebook import auction as en
from pitchspec.rulebook.backing import say, table
from pitchspec.rulebook.languages.ru import grammar as g
from pitchspec.rulebook.languages.ru import words as w
from pitchspec.rulebook.phrasing import book

phrase = book("ru")


@phrase(en.bids_summary)
def bids_summary(bidding: m.Bidding) -> str:
    if bidding.form is m.AuctionForm.NONE:
        return "без торгов"
    form = {m.AuctionForm.ONCE_AROUND: "один круг",
            m.AuctionForm.CONTINUING: "круг за кругом",
            m.AuctionForm.COMMERCIAL: "продажа права подачи"}[bidding.form]
    return f"от {bidding.minimum} до {bidding.maximum}, {form}"


@phrase(en.bids_rule)
def bids_rule(bidding: m.Bidding) -> str:
    doubled = say("bidding.doubled: yes", ", удвоенные ставки разрешены") \
        if bidding.doubled else ""
    return bids_summary(bidding) + doubled


@phrase(en.auction)
def auction(bidding: m.Bidding) -> list[str]:
    if bidding.form is m.AuctionForm.NONE:
        return [say("bidding.form: none", "Торгов и контракта нет: никто не обязуется "
                    "набрать определённое число очков, и каждая сторона просто получает то, "
                    "что выиграла.")]
    out = [say(*_FORM[bidding.form], opener=w.seat(bidding.opener)),
           say("bidding.bids", f"Ставки — от {bidding.minimum} до {bidding.maximum} (столько "
               "очков ставящий обязуется набрать); каждая ставка должна быть выше "
               "предыдущей.")]
    if bidding.doubled:
        out.append(say("bidding.doubled: yes", "Ставку можно также удвоить («6 за 12»): "
                       "удвоенная ставка стоит сразу над обычной ставкой того же числа и "
                       "удваивает и выигрыш, и проигрыш."))
    if bidding.steal is not None:
        out.append(steal(bidding.steal))
    out.extend(forced(f) for f in bidding.forced)
    out.append(all_pass(bidding.all_pass, bidding))
    if bidding.form is not m.AuctionForm.COMMERCIAL:
        out.append(say("bidding (the pitcher)", "Игрок с самой высокой ставкой становится "
                       "питчером."))
    return out


_FORM = table({
    m.AuctionForm.NONE: ("bidding.form: none", ""),
    m.AuctionForm.ONCE_AROUND: ("bidding.form: once around", "Первым говорит {opener}; "
                                "затем каждый игрок по очереди один раз делает ставку или "
                                "пасует."),
    m.AuctionForm.CONTINUING: ("bidding.form: continuing", "Первым говорит {opener}; затем "
                               "игроки по очереди делают ставку или пасуют, круг за кругом, "
                               "пока не спасуют все, кроме одного."),
    m.AuctionForm.COMMERCIAL: ("bidding.form: commercial", "Первым говорит {opener}; затем "
                               "каждый игрок по очереди может предложить старшей руке "
                               "некоторое число очков за право подачи; старшая рука "
                               "продаёт его тому, кто предложил больше всех, или "
                               "отказывается и подаёт сама."),
})


@phrase(en.steal)
def steal(s: m.Steal) -> str:
    limit = f", если эта ставка не больше {s.up_to}" if s.up_to is not None else ""
    return say("bidding.steal", "Дилер, который говорит последним, может забрать контракт, "
               f"просто сравнявшись с самой высокой ставкой{limit} (перехват ставки).")


@phrase(en.forced)
def forced(f: m.ForcedBid) -> str:
    mate = " вместе с другой картой той же масти" if f.with_suit_mate else ""
    return say("bidding.forced", f"Игрок, у которого на руках {w.rank_low(f.rank)}{mate}, "
               f"обязан поставить не меньше {f.minimum}.")


@phrase(en.all_pass)
def all_pass(rule: m.AllPass, bidding: m.Bidding) -> str:
    text = say(*_ALL_PASS[rule.action], amount=rule.amount)
    if rule.may_bid:
        labels = [_special_label(bidding, name) for name in rule.may_bid]
        text += say("bidding.all_pass: or BID", ", либо может вместо этого объявить "
                    + w.joined(labels, "or"))
    if rule.show_hands:
        text += say("bidding.all_pass: hands shown", "; по источникам, сначала все "
                    "открывают карты, чего движок этой книги правил не делает (это не меняет "
                    "ни одного решения)")
    return text + "."


_ALL_PASS = table({
    m.AllPassAction.REDEAL: ("bidding.all_pass: redeal", "Если все пасуют, карты "
                             "сбрасываются и тот же дилер сдаёт заново"),
    m.AllPassAction.PASS_DEAL: ("bidding.all_pass: pass deal", "Если все пасуют, карты "
                                "сбрасываются и сдача переходит к следующему игроку"),
    m.AllPassAction.DEALER_BIDS: ("bidding.all_pass: dealer bids N", "Если пасуют все, "
                                  "включая дилера, дилеру засчитывается ставка {amount}"),
    m.AllPassAction.DEALER_MUST_BID: ("bidding.all_pass: dealer must bid N", "Если все "
                                      "остальные спасовали, дилер не может пасовать: он "
                                      "обязан поставить не меньше {amount}"),
    m.AllPassAction.ELDER_BIDS: ("bidding.all_pass: elder bids N", "Если все пасуют, "
                                 "старшая рука обязана поставить {amount}"),
    m.AllPassAction.ELDER_PITCHES: ("bidding.all_pass: elder pitches", "Если все пасуют, "
                                    "старшая рука подаёт без контракта, как в питче без "
                                    "торгов"),
})


def _special_label(bidding: m.Bidding, name: str) -> str:
    bid = next((b for b in bidding.special if b.name == name), None)
    return bid.label if bid is not None else name


@phrase(en.look)
def look(lk: m.Look) -> str:
    n = lk.lookers_lose
    lost = g.count(n, g.CARD, "acc")
    which = "которую" if plural(n, "ru") == "one" else "которые"
    text = say("bidding.look: optional, lookers lose N", "Перед своей ставкой каждый игрок "
               "решает, смотреть ли ему свои карты. Посмотревший теряет наугад "
               f"{lost}")
    if lk.bidder_may_take:
        text += say("bidding.look: bidder may take", f", {which} победитель торгов может "
                    "просмотреть и взять себе")
    text += "."
    if lk.passers_exempt:
        text += say("bidding.look: passers exempt", " Игрок, который посмотрел карты, а "
                    "затем спасовал, оставляет себе все свои карты.")
    return text


@phrase(en.commercial)
def commercial(c: m.Commercial) -> str:
    parts = []
    if c.seller_scores_bid:
        parts.append(say("bidding.commercial: seller scores bid", "Продав право, старшая "
                         "рука сразу получает предложенные очки, а покупатель подаёт и "
                         "обязан набрать столько же"))
    if c.refusal_must_make:
        parts.append(say("bidding.commercial: refusal must make", "если старшая рука "
                         "отвергает все предложения, она подаёт сама и должна набрать не "
                         "меньше очков, чем в лучшем предложении"))
    return w.capital("; ".join(parts)) + "." if parts else ""


@phrase(en.declare_by_pitching)
def declare_by_pitching(n: int) -> str:
    return say("bidding.declare_by_pitching", f"Ставка {n} сразу заканчивает торги: "
               "игроки после ставящего уже не говорят, а он открыто делает свой первый ход "
               "(ставка подачей).")


# --------------------------------------------------------------------------- special bids


@phrase(en.special_intro)
def special_intro() -> str:
    return say("bidding.special", "Особые ставки:")


@phrase(en.special_place)
def special_place(bid: m.SpecialBid) -> str:
    if bid.at is not None:
        return say("bidding.special: at", f"сама ставка {bid.at}")
    return say("bidding.special: above", f"сразу над ставкой {bid.above}")


@phrase(en.requirements)
def requirements(bid: m.SpecialBid) -> str:
    if not bid.requires:
        return say("bidding.special: as bid", "набрать столько очков, сколько заявлено")
    return w.joined(say(*_REQUIRES[r.kind], amount=w.points_case(r.amount or 0, "gen"),
                        point=r.point) for r in bid.requires)


_REQUIRES = table({
    m.RequirementKind.ALL_POINTS: ("bidding.special: all points", "взять все очки "
                                   "раздачи"),
    m.RequirementKind.ALL_TRICKS: ("bidding.special: all tricks", "взять все взятки"),
    m.RequirementKind.CAPTURE: ("bidding.special: capture", "взять очко {point}"),
    m.RequirementKind.POINTS: ("bidding.special: at least", "набрать не меньше {amount}"),
})


@phrase(en.outcome)
def outcome(o: m.Outcome, value: int) -> str:
    amount = o.amount if o.amount is not None else value
    return say(*_OUTCOMES[o.kind], amount=w.points(amount))


_OUTCOMES = table({
    m.OutcomeKind.SCORE: ("bidding.special: score N", "получает {amount}"),
    m.OutcomeKind.SCORE_BID: ("bidding.special: score bid", "получает свою ставку"),
    m.OutcomeKind.SCORE_TAKEN: ("bidding.special: score taken", "получает набранные очки"),
    m.OutcomeKind.LOSE: ("bidding.special: lose N", "теряет {amount}"),
    m.OutcomeKind.LOSE_BID: ("bidding.special: lose bid", "теряет свою ставку"),
    m.OutcomeKind.WIN_MATCH: ("bidding.special: win match", "сразу выигрывает партию"),
    m.OutcomeKind.LOSE_MATCH: ("bidding.special: lose match", "сразу проигрывает партию"),
})


@phrase(en.bars)
def bars(bid: m.SpecialBid) -> str:
    words = [say(*_BARS[bar.kind], amount=w.points(bar.amount or 0)) for bar in bid.barred]
    if bid.blind:
        words.append(say("bidding.special: blind", "после того как игрок посмотрел свои "
                         "карты (её объявляют вслепую: на первом ходу торгов каждый либо "
                         "объявляет её не глядя, либо смотрит карты)"))
    if not words:
        return ""
    return say("bidding.special: barred", "запрещена {when}", when=w.joined(words, "or"))


_BARS = table({
    m.BarKind.ANY_SIDE_IN_HOLE: ("bidding.special: barred, any side in the hole",
                                 "пока какая-либо сторона в минусе"),
    m.BarKind.OWN_SIDE_IN_HOLE: ("bidding.special: barred, own side in the hole",
                                 "пока сторона ставящего в минусе"),
    m.BarKind.OWN_SCORE_AT_LEAST: ("bidding.special: barred, score at least",
                                   "стороне, у которой {amount} или больше"),
})
