"""Russian phrases for the auction; the walk is :mod:`pitchspec.rulebook.auction`.

>>> from pitchspec import load
>>> from pitchspec.i18n import language
>>> from pitchspec.rulebook import auction
>>> with language("ru"):
...     auction.bids_summary(load("spec/auction_pitch.pitch").bidding)
'от 1 до 4, один круг'
"""

from __future__ import annotations

from pitchspec.i18n import plural
from pitchspec.rulebook.languages.ru import grammar as g
from pitchspec.rulebook.languages.ru import words as w
from pitchspec.rulebook.phrasing import Sentence


def _which(lost: int) -> str:
    """The relative pronoun after a count of cards: которую (one), которые (more)."""
    return "которую" if plural(lost, "ru") == "one" else "которые"

PHRASES: dict[str, Sentence] = {
    "bidding.doubled: yes / in short":
        ", удвоенные ставки разрешены",
    "bidding.form: none":
        ("Торгов и контракта нет: никто не обязуется набрать определённое число очков, и "
         "каждая сторона просто получает то, что выиграла."),
    "bidding.doubled: yes":
        ("Ставку можно также удвоить («6 за 12»): удвоенная ставка стоит сразу над обычной "
         "ставкой того же числа и удваивает и выигрыш, и проигрыш."),
    "bidding (the pitcher)":
        "Игрок с самой высокой ставкой становится питчером.",
    "bidding.form: once around":
        ("Первым говорит {opener}; затем каждый игрок по очереди один раз делает ставку или "
         "пасует."),
    "bidding.form: continuing":
        ("Первым говорит {opener}; затем игроки по очереди делают ставку или пасуют, круг "
         "за кругом, пока не спасуют все, кроме одного."),
    "bidding.form: commercial":
        ("Первым говорит {opener}; затем каждый игрок по очереди, кроме старшей руки и её "
         "партнёров, может предложить старшей руке некоторое число очков за право подачи; "
         "старшая рука продаёт его тому, кто предложил больше всех, или отказывается и "
         "подаёт сама."),
    "bidding.steal: dealer at top bid":
        ("Дилер, который говорит последним, может забрать контракт, сравнявшись с самой "
         "высокой ставкой, только если это высшая ставка, которую он не может перебить; "
         "любую меньшую ставку он должен перебить."),
    "bidding.all_pass: hands shown":
        ("; по источникам, сначала все открывают карты, чего движок этой книги правил не "
         "делает (это не меняет ни одного решения)"),
    "bidding.all_pass: redeal":
        "Если все пасуют, карты сбрасываются и тот же дилер сдаёт заново",
    "bidding.all_pass: pass deal":
        "Если все пасуют, карты сбрасываются и сдача переходит к следующему игроку",
    "bidding.all_pass: dealer bids N":
        "Если пасуют все, включая дилера, дилеру засчитывается ставка {amount}",
    "bidding.all_pass: dealer must bid N":
        ("Если все остальные спасовали, дилер не может пасовать: он обязан поставить не "
         "меньше {amount}"),
    "bidding.all_pass: elder bids N":
        "Если все пасуют, старшая рука обязана поставить {amount}",
    "bidding.all_pass: elder pitches":
        "Если все пасуют, старшая рука подаёт без контракта, как в питче без торгов",
    "bidding.all_pass: dealer set N":
        ("Если пасуют все, включая дилера, сторона дилера теряет {amount}, а карты "
         "сбрасываются без розыгрыша; сдача переходит к следующему игроку"),
    "bidding.all_pass: dealer pitches":
        ("Если пасуют все, включая дилера, дилер подаёт с контрактом 0: он играет как "
         "победитель торгов, но не может быть наказан"),
    "bidding.look: passers exempt":
        " Игрок, который посмотрел карты, а затем спасовал, оставляет себе все свои карты.",
    "bidding.commercial: seller scores bid":
        ("Продав право, старшая рука сразу получает предложенные очки, а покупатель подаёт "
         "и обязан набрать столько же; продажа считается первой, так что если она доводит "
         "старшую руку до цели, та выигрывает раньше любого очка сдачи"),
    "bidding.commercial: refusal must make":
        ("если старшая рука отвергает все предложения, она подаёт сама и должна набрать не "
         "меньше очков, чем в лучшем предложении"),
    "bidding.special":
        "Особые ставки:",
    "bidding.special: as bid":
        "набрать столько очков, сколько заявлено",
    "bidding.special: all points":
        "взять все очки раздачи",
    "bidding.special: all tricks":
        "взять все взятки",
    "bidding.special: capture":
        "взять очко {point}",
    "bidding.special: by score":
        "{first}, если счёт его стороны до раздачи равен {score}, иначе {rest}",
    "bidding.special: lose match after scoring":
        ("проигрывает партию после зачёта очков раздачи (из остальных выигрывает тот, у "
         "кого по новому счёту больше всех)"),
    "bidding.special: score N":
        "получает {amount}",
    "bidding.special: score bid":
        "получает свою ставку",
    "bidding.special: score taken":
        "получает набранные очки",
    "bidding.special: lose N":
        "теряет {amount}",
    "bidding.special: lose bid":
        "теряет свою ставку",
    "bidding.special: win match":
        "сразу выигрывает партию",
    "bidding.special: lose match":
        "сразу проигрывает партию, до зачёта очков раздачи",
    "bidding.special: blind":
        ("после того как игрок посмотрел свои карты (её объявляют вслепую: на первом ходу "
         "торгов каждый либо объявляет её не глядя, либо смотрит карты)"),
    "bidding.special: barred":
        "запрещена {when}",
    "bidding.special: barred, any side in the hole":
        "пока какая-либо сторона в минусе",
    "bidding.special: barred, own side in the hole":
        "пока сторона ставящего в минусе",
    "bidding.bids":
        ("Ставки — от {low} до {high} (столько очков ставящий обязуется набрать); каждая "
         "ставка должна быть выше предыдущей."),
    "bidding.steal":
        ("Дилер, который говорит последним, может забрать контракт, просто сравнявшись с "
         "самой высокой ставкой{limit} (перехват ставки)."),
    "bidding.forced": lambda rank, mate, minimum: (
        f"Игрок, у которого на руках {w.rank_low(rank)}{mate}, обязан поставить не меньше "
        f"{minimum}."),
    "bidding.all_pass: or BID": ", либо может вместо этого объявить {bids}",
    "bidding.look: optional, lookers lose N": lambda lost: (
        "Перед своей ставкой каждый игрок решает, смотреть ли ему свои карты. Посмотревший "
        f"теряет наугад {g.count(lost, g.CARD, 'acc')}"),
    "bidding.look: bidder may take": lambda lost: (
        f", {_which(lost)} победитель торгов может просмотреть и взять себе"),
    "bidding.declare_by_pitching":
        ("Ставка {n} сразу заканчивает торги: игроки после ставящего уже не говорят, а он "
         "открыто делает свой первый ход (ставка подачей)."),
    "bidding.special: at": "сама ставка {at}",
    "bidding.special: above": "сразу над ставкой {above}",
    "bidding.special: at least": lambda amount, point: (
        f"набрать не меньше {w.points_case(amount, 'gen')}"),
    "bidding.special: barred, score at least": lambda amount: (
        f"стороне, у которой {w.points(amount or 0)} или больше"),
    # words the sentences above take, and the comparison table's summary
    "auction short": "от {low} до {high}, {form}",
    "auction short: none": "без торгов",
    "auction short: once around": "один круг",
    "auction short: continuing": "круг за кругом",
    "auction short: commercial": "продажа права подачи",
    "steal: up to": ", если эта ставка не больше {up_to}",
    "forced: with a suit mate": " вместе с другой картой той же масти",
    "full stop": ".",
    "clauses joined": "; ",
}
