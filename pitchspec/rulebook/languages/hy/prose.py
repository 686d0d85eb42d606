"""Armenian sentences for the table and the cards (:mod:`pitchspec.rulebook.prose`):
players, pack, deal, trump and exchange.

>>> from pitchspec import load
>>> from pitchspec.i18n import language
>>> from pitchspec.rulebook import prose
>>> with language("hy"):
...     prose.players_summary(load("spec/auction_pitch.pitch").seating)
'2–8 խաղացող'
"""

from __future__ import annotations

from pitchspec import model as m
from pitchspec.rulebook import prose as en
from pitchspec.rulebook.backing import say
from pitchspec.rulebook.languages.hy import grammar as g
from pitchspec.rulebook.languages.hy import words as w
from pitchspec.rulebook.phrasing import Sentence, book

phrase = book("hy")

# --------------------------------------------------------------------------- players


# --------------------------------------------------------------------------- deck


# --------------------------------------------------------------------------- ranking


# --------------------------------------------------------------------------- deal


# --------------------------------------------------------------------------- trump


@phrase(en.declare_when)
def declare_when(trump: m.Trump, exchange: m.Exchange) -> str:
    take = next((s for s in exchange.steps if s.kind is m.StepKind.TAKE), None)
    if trump.declare_before_kitty:
        if not exchange.steps:
            return say("trump.declare: before kitty", " աճուրդն ավարտվելուն պես։")
        before = f"նախքան {_PILES[take.pile][0]} վերցնելը" if take is not None and \
            take.pile is not None else "նախքան որևէ մեկը խաղաթղթեր կնետի կամ կվերցնի"
        return say("trump.declare: before kitty", f" աճուրդն ավարտվելուն պես, {before}։")
    if take is not None and take.pile is not None:
        return say("trump.declare: after kitty", " այն բանից հետո, երբ "
                   f"{_ACTORS[take.actor][0]} վերցնում է {_PILES[take.pile][0]}, մինչև "
                   "մնացած նետելն ու վերցնելը։")
    return say("trump.declare: after kitty", " երբ նետելն ու վերցնելն ավարտված են, առաջին "
               "քայլից անմիջապես առաջ։")


# --------------------------------------------------------------------------- exchange

_ACTORS = {
    # nominative, dative
    m.Actor.ALL: ("յուրաքանչյուր խաղացող", "յուրաքանչյուր խաղացողի"),
    m.Actor.OTHERS: ("յուրաքանչյուր խաղացող, բացի աճուրդի հաղթողից,",
                     "յուրաքանչյուր խաղացողի, բացի աճուրդի հաղթողից,"),
    m.Actor.BIDDER: ("աճուրդի հաղթողը", "աճուրդի հաղթողին"),
    m.Actor.DEALER: ("դիլերը", "դիլերին"),
    m.Actor.NONDEALERS: ("յուրաքանչյուր խաղացող, բացի դիլերից,",
                         "յուրաքանչյուր խաղացողի, բացի դիլերից,"),
}
_PILES = {
    # definite, ablative
    m.Pile.KITTY: ("պահեստը", "պահեստից"),
    m.Pile.WIDOW: ("այրի ձեռքը", "այրի ձեռքից"),
    m.Pile.STOCK: ("կապուկի մնացորդը", "կապուկի մնացորդից"),
    m.Pile.SCRAP: ("դեն նետված խաղաթղթերը", "դեն նետված խաղաթղթերից"),
    m.Pile.LOST: ("նայողների կորցրած խաղաթղթերը", "նայողների կորցրած խաղաթղթերից"),
}


@phrase(en.step)
def step(s: m.Step) -> str:
    return _STEP_WORDS[s.kind](s)


def _sentence(text: str) -> str:
    return w.capital(text.replace(",,", ",")) + "։"


def _discard(s: m.Step) -> str:
    who = _ACTORS[s.actor][0]
    what = "ոչ հաղթաթղթային խաղաթղթերից" if s.cards is m.CardClass.NONTRUMPS \
        else "խաղաթղթերից"
    if s.per_card_taken:
        text = f"{who} յուրաքանչյուր վերցրած խաղաթղթի դիմաց նետում է իր ընտրած մեկ խաղաթուղթ"
    elif s.to is not None:
        text = (f"{who} նետում է իր ընտրած {what}, մինչև ձեռքում մնա "
                f"{g.count(s.to, g.CARD)}")
    elif s.by_choice:
        text = f"{who} կարող է նետել իր {what} ցանկացածը"
    elif s.cards is m.CardClass.NONTRUMPS:
        text = f"{who} նետում է իր բոլոր ոչ հաղթաթղթային խաղաթղթերը"
    else:
        text = f"{who} կարող է նետել ցանկացած խաղաթղթեր"
    return say("exchange: discard", _sentence(text + (", բաց" if s.shown else "")))


def _take(s: m.Step) -> str:
    assert s.pile is not None
    who = _ACTORS[s.actor][0]
    if s.by_choice:
        return say("exchange: take", _sentence(f"{who} կարող է վերցնել ցանկացած խաղաթղթեր "
                                               f"{_PILES[s.pile][1]}"))
    return say("exchange: take", _sentence(f"{who} վերցնում է {_PILES[s.pile][0]} իր ձեռքը"))


def _refill(s: m.Step) -> str:
    packet = (f", սեղանի շուրջ՝ {g.count(s.packet, g.CARD)} անգամից (շարժիչը դրանք տալիս "
              "է միանգամից)" if s.packet else "")
    return say("exchange: refill", _sentence(
        f"դիլերը կապուկից լրացնում է {_ACTORS[s.actor][1]} խաղաթղթերը մինչև "
        f"{g.count(s.to or 0, g.CARD)}{packet}"))


def _reduce(s: m.Step) -> str:
    text = (f"{_ACTORS[s.actor][0]} նետում է խաղաթղթեր, մինչև ձեռքում մնա "
            f"{g.count(s.to or 0, g.CARD)}")
    if s.nonpoint_first:
        text += ", նախ նետելով միավոր չբերող խաղաթղթերը"
    return say("exchange: reduce",
               _sentence(text + (" և ցույց է տալիս նետածը" if s.shown else "")))


def _complete(s: m.Step) -> str:
    if s.trumps_first:
        return say("exchange: complete trumps first", _sentence(
            f"{_ACTORS[s.actor][0]} նայում է կապուկը և ընտրում է դրանից խաղաթղթեր, մինչև "
            f"ձեռքում լինի {g.count(s.to or 0, g.CARD)}՝ նախ վերցնելով այնտեղ մնացած բոլոր "
            "հաղթաթղթերը. այլ խաղաթուղթ նա կարող է վերցնել միայն այն ժամանակ, երբ "
            "հաղթաթուղթ չի մնացել"))
    return say("exchange: complete", _sentence(
        f"{_ACTORS[s.actor][0]} նայում է կապուկը և ընտրում է դրանից խաղաթղթեր, մինչև "
        f"ձեռքում լինի {g.count(s.to or 0, g.CARD)}"))


def _reclaim(s: m.Step) -> str:
    return say("exchange: reclaim", _sentence(
        f"{_ACTORS[s.actor][0]} կարող է հետ վերցնել ցանկացած հաղթաթուղթ "
        f"{_PILES[m.Pile.SCRAP][1]}"))


_STEP_WORDS = {
    m.StepKind.DISCARD: _discard, m.StepKind.TAKE: _take, m.StepKind.REFILL: _refill,
    m.StepKind.REDUCE: _reduce, m.StepKind.COMPLETE: _complete, m.StepKind.RECLAIM: _reclaim,
}


PHRASES: dict[str, Sentence] = {
    "players.direction: clockwise":
        "Բաժանումը և խաղը ընթանում են ժամացույցի սլաքի ուղղությամբ (դեպի ձախ)։",
    "players.direction: counter-clockwise":
        "Բաժանումը և խաղը ընթանում են ժամացույցի սլաքին հակառակ (դեպի աջ)։",
    "ranking: table":
        ("Խաղաթղթերի ավագությունը՝ ավագից կրտսեր։ Հաղթաթղթերի սյունակում նշված է "
         "յուրաքանչյուր խաղաթուղթ, որը պատկանում է հաղթաթղթի գույնին։"),
    "deck.card_points":
        ("Խաղաթղթային միավորները հաշվելիս (ով ավելի շատ ունի) այս խաղաթղթերից "
         "յուրաքանչյուրն արժե նշված միավորները, իսկ մնացած խաղաթղթերը ոչինչ չարժեն։"),
    "ranking: jokers ranked":
        ("Ջոկերները հաղթաթղթեր են, և նրանց տեղը ավագության կարգում ցույց է տրված "
         "աղյուսակում։"),
    "ranking: jokers rankless":
        ("Ջոկերները չեն պատկանում որևէ գույնի և ավագություն չունեն՝ նրանք երբեք չեն շահում "
         "վերցումը, բայց նրանց միավորները հաշվվում են։"),
    "ranking: reversed for tricks":
        ("Այս տարբերակում վերցումները շահելու կարգը հակառակն է՝ շահում է ամենացածր "
         "հաղթաթուղթը կամ, եթե հաղթաթուղթ չի խաղացվել, առաջին քայլի գույնի ամենացածր "
         "խաղաթուղթը։"),
    "exchange.order: in turn":
        ("Յուրաքանչյուր խաղացող իր հերթին, սկսած դիլերից ձախ նստածից, անցնում է այս "
         "քայլերով և ավարտում դրանք, նախքան հաջորդը կսկսի։"),
    "exchange: in order":
        "Առաջին քայլից առաջ, այս հերթականությամբ՝",
    "exchange: dead cards to opponents":
        ("Միավոր բերող խաղաթուղթը, որը խաղացողը ստիպված է նետել, չի կորչում՝ դրա միավորը "
         "ստանում են նրա հակառակորդները։"),
    "trump.method: first lead":
        ("Հաղթաթուղթը որոշում է փիչերի առաջին քայլը՝ նրա խաղացած առաջին խաղաթղթի գույնը "
         "ամբողջ բաժանման ընթացքում հաղթաթուղթ է։"),
    "trump.method: declared":
        "Աճուրդի հաղթողը հայտարարում է հաղթաթղթի գույնը",
    "trump.method: turn up":
        ("Բաժանումից հետո դիլերը բացում է կապուկի վերևի խաղաթուղթը, և դրա գույնն "
         "առաջարկվում է որպես հաղթաթուղթ։"),
    "trump.method: called card":
        "Հաղթաթուղթ է դառնում այն խաղաթղթի գույնը, որը կանչում է աճուրդի հաղթողը։",
    "trump.method: random":
        "Հաղթաթուղթն ընտրվում է պատահականորեն՝ բաժանումից առաջ։",
    "trump.sub_trump: declared":
        (" Նա հայտարարում է նաև երկրորդ գույն՝ ենթահաղթաթուղթ, որի խաղաթղթերը ցածր են "
         "ցանկացած հաղթաթղթից, բայց բարձր՝ սովորական գույների խաղաթղթերից։"),
    "trump.beg: gift redeals":
        ("Եթե նվերը տրվում է, խաղաթղթերը հավաքվում են, և բաժանելու հերթն անցնում է հաջորդ "
         "խաղացողին։"),
    "trump.beg: gift plays on":
        "Եթե նվերը տրվում է, խաղը շարունակվում է, և բացված գույնը մնում է հաղթաթուղթ։",
    "trump.beg: same suit, put aside":
        ("Եթե նորից նույն գույնն է բացվում, այդ խաղաթուղթը և նոր բաժանված խաղաթղթերը առանց "
         "նայելու մի կողմ են դրվում, և դիլերը նորից շարունակում է բաժանել։"),
    "trump.beg: same suit, kept":
        ("Եթե նորից նույն գույնն է բացվում, բոլորը պահում են ավելորդ խաղաթղթերը, և դիլերը "
         "նորից շարունակում է բաժանել։"),
    "trump.beg: after run, keep":
        ("Երբ հաղթաթուղթը որոշված է, յուրաքանչյուր խաղացող պահում է իր բոլոր ավելորդ "
         "խաղաթղթերը։"),
    "trump.beg: after run, discard":
        ("Երբ հաղթաթուղթը որոշված է, յուրաքանչյուր խաղացող նետում է ավելորդը՝ մինչև ձեռքի "
         "սկզբնական չափը։"),
    "trump.beg: stock out":
        ("Եթե կապուկը նախապես սպառվում է, նույն դիլերը նորից է բաժանում, իսկ չեղարկված "
         "բաժանման մեջ բացված խաղաթղթերի համար ստացված միավորները հանվում են։"),
    "trump.beg: stock out, turned points stand":
        ("Եթե կապուկը նախապես սպառվում է, նույն դիլերը նորից է բաժանում, իսկ բացված "
         "խաղաթղթերի համար արդեն ստացված միավորները պահպանվում են։"),
    "trump.beg: restricted looking":
        ("Սեղանի շուրջ միայն դիլերը և առաջին ձեռքը կարող են նայել իրենց խաղաթղթերին, մինչև "
         "առաջին ձեռքը որոշում կայացնի (այս կանոնագրքի շարժիչը չի մոդելավորում, թե ով կարող "
         "է նայել իր խաղաթղթերին)։"),
    "deal.stock: face up":
        "Չբաժանված խաղաթղթերը (կապուկը) դրվում են մի կողմ՝ դեմքով դեպի վեր։",
    "deal.stock: face down":
        "Չբաժանված խաղաթղթերը (կապուկը) դրվում են մի կողմ՝ դեմքով դեպի ներքև։",
    "ranking: natural":
        ("Բոլոր գույներում, հաղթաթղթերը ներառյալ, խաղաթղթերը դասավորված են նույն կարգով "
         "(ավագից կրտսեր)՝ {ranks}։"),
    "trump.beg: stand or beg":
        ("Առաջին ձեռքը նայում է իր խաղաթղթերին և կա՛մ մնում է (ընդունում է բացված "
         "գույնը), կա՛մ խնդրում։ Եթե նա խնդրում է, դիլերը կա՛մ տալիս է {to} {gift} (նվեր), "
         "կա՛մ հրաժարվում է և շարունակում բաժանել։"),
    "trump.beg: run": lambda n: (
        f"Շարունակելով բաժանել՝ դիլերը յուրաքանչյուր խաղացողի տալիս է ևս {g.count(n, g.CARD)} "
        "և բացում հաջորդ խաղաթուղթը։ Նոր գույնն անմիջապես դառնում է հաղթաթուղթ։"),
    "deal.widow":
        ("Բացի այդ, դեմքով դեպի ներքև բաժանվում է {n} խաղաթղթից բաղկացած լրացուցիչ ձեռք "
         "(այրի)։"),
    "deal.kitty": lambda n: (
        f"{w.capital(g.count(n, g.CARD))} դեմքով դեպի ներքև դրվում է սեղանի մեջտեղում "
        "(պահեստ)։"),
    "deal.blind: per player": lambda n: (
        f"Յուրաքանչյուր խաղացողի նաև դեմքով դեպի ներքև տրվում է {g.count(n, g.CARD)} (նրա "
        "բլայնդը), որին նա չի կարող նայել։"),
    "deal.blind: pile": lambda n: (
        f"{w.capital(g.count(n, g.CARD))} դեմքով դեպի ներքև դրվում է որպես բլայնդ։"),
    # words the sentences above take
    "gift to: elder": "առաջին ձեռքին",
    "gift to: each opponent": "յուրաքանչյուր հակառակորդի",
    # players
    "players summary": lambda players: w.players(players),
    "team form": lambda teams, size, players: (
        f"{g.count(teams, g.TEAM)}, յուրաքանչյուրում {g.count(size, g.PLAYER)} "
        f"({players} խաղացող)"),
    "players.teams: none": "Յուրաքանչյուրը խաղում է իր համար։",
    "players.teams: optional":
        ("Խաղացողները կարող են խաղալ մշտական թիմերով ({forms}), և զուգընկերները նստում են "
         "սեղանի շուրջ հերթափոխով, հակառակ դեպքում յուրաքանչյուրը խաղում է իր համար։"),
    "players.teams: fixed":
        "Մշտական թիմեր՝ {forms}, զուգընկերները նստում են սեղանի շուրջ հերթափոխով։",
    "partnerships short: none": "ոչ",
    "partnerships short: optional": "{forms} (ըստ ցանկության)",
    "partnerships short: called": ", կանչված զուգընկեր՝ {span} խաղացողի դեպքում",
    "players.partner_call":
        ("Երբ խաղացողները {span} են, աճուրդի հաղթողը կանչում է {what}, և այն ունեցողը "
         "դառնում է նրա զուգընկերը այդ բաժանման համար, իսկ մյուսները խաղում են նրանց դեմ"),
    "players.partner_call: others together":
        (" որպես մեկ կողմ՝ նրանք միասին են վաստակում միավորներ և միասին հաղթում կամ "
         "պարտվում, թեև յուրաքանչյուրը պահում է իր հաշիվը։"),
    "called: a card": "ցանկացած խաղաթուղթ",
    "called: a trump": "մի հաղթաթուղթ",
    # the deal
    "deal.first_dealer / cut": "Խաղացողները կտրում են կապուկը՝ առաջին դիլերին ընտրելու համար",
    "deal.first_dealer / draw":
        "Խաղացողները կապուկից խաղաթղթեր են քաշում՝ առաջին դիլերին ընտրելու համար",
    "deal.first_dealer / first_jack":
        ("Խաղաթղթերը բաց բաժանվում են մեկ առ մեկ, և առաջինը ջեք ստացած խաղացողն է առաջինը "
         "բաժանում"),
    "deal.first_dealer / cut_and_guess":
        ("Մի խաղացողը կտրում է կապուկը, մյուսը գուշակում է կտրված խաղաթղթի երանգը, և դա "
         "որոշում է առաջին դիլերին"),
    "deal.first_dealer / random": "Առաջին դիլերն ընտրվում է պատահականորեն",
    "deal.first_dealer / the engine's":
        (" (այս կանոնագրքի շարժիչը նրան ընտրում է պատահականորեն՝ յուրաքանչյուր խաղացողի "
         "համար հավասար հավանականությամբ)"),
    "deal.cut_ranking":
        (", այս կտրման համար աստիճանները դասավորված են {ranks} (ավագից կրտսեր), բայց "
         "շարժիչը կապուկ չի կտրում, ուստի այս կարգը նրա խաղերում դեր չունի"),
    "deal.dealer passes":
        ", յուրաքանչյուր բաժանումից հետո բաժանելու հերթն անցնում է հաջորդ խաղացողին։",
    "deal.hand": lambda n: f"Դիլերը յուրաքանչյուր խաղացողի տալիս է {g.count(n, g.CARD)}",
    "deal.rounds":
        (", {n} շրջանով, և ամեն շրջանում քանի խաղաթուղթ տալ՝ ինքն է որոշում (այս "
         "կանոնագրքի շարժիչը յուրաքանչյուր խաղացողի խաղաթղթերը տալիս է մեկ փաթեթով՝ սկսած "
         "առաջին ձեռքից)"),
    "deal.packets": lambda packets: (
        f", {w.joined(str(p) for p in packets)} խաղաթղթանոց փաթեթներով՝ սկսած առաջին ձեռքից"),
    "deal.packets / one at a time": ", մեկ առ մեկ՝ սկսած առաջին ձեռքից",
    # trump in a phrase
    "trump short: first_lead": "առաջին քայլ",
    "trump short: declared": "հայտարարում է փիչերը",
    "trump short: turn_up": "բացված խաղաթուղթ",
    "trump short: called_card": "կանչված խաղաթուղթ",
    "trump short: random": "պատահական",
    "trump short: + beg": " + խնդրանք",
    "trump short: + sub-trump": " + ենթահաղթաթուղթ",
    # the pack
    "deck short": lambda size: g.count(size, g.CARD, words=False),
    "deck short: notes": " ({notes})",
    "notes joined": ", ",
    "deck short: without run": lambda high, low: (
        f"առանց {w.rank_low(high)}ից մինչև {w.rank_low(low)} խաղաթղթերի"),
    "deck short: without": lambda ranks: (
        "առանց " + w.joined(w.rank_plural(r) + "ի" for r in ranks)),
    "deck short: jokers": lambda n: g.count(n, g.JOKER),
    "deck: standard": "Ստանդարտ 52 խաղաթղթանոց կապուկ",
    "deck: ranks removed": lambda ranks: (
        f", որից հանված են {w.joined(w.rank_plural(r) + 'ը' for r in ranks)}"),
    "deck: jokers added": lambda n, removed: (
        f"{', և որին' if removed else ', որին'} ավելացված է {g.count(n, g.JOKER)}"),
    "deck: jokers added / total": lambda size: (
        f"՝ ընդամենը {g.count(size, g.CARD, words=False)}։"),
    "deck: ranks removed / total": lambda size: (
        f"՝ ընդամենը {g.count(size, g.CARD, words=False)}։"),
    "deck: two jokers told apart": " Երկու ջոկերները տարբերվում են՝ մեծ և փոքր ջոկեր։",
    "card points: each joker": "Յուրաքանչյուր ջոկեր",
    "card points: trump rank": lambda rank: (
        w.capital(w.card(m.CardRef(m.SuitRef.TRUMP, rank)))),
}
"""The sentences of the prose walkers written once (direction, ranking, table cards,
trump, begging, the exchange's frame), by key."""
