"""Armenian phrases for the table and the cards (players, pack, deal, trump and
exchange); the walk is :mod:`pitchspec.rulebook.prose`.

>>> from pitchspec import load
>>> from pitchspec.i18n import language
>>> from pitchspec.rulebook import prose
>>> with language("hy"):
...     prose.players_summary(load("spec/auction_pitch.pitch").seating)
'2–8 խաղացող'
"""

from __future__ import annotations

from pitchspec import model as m
from pitchspec.rulebook.languages.hy import grammar as g
from pitchspec.rulebook.languages.hy import words as w
from pitchspec.rulebook.phrasing import Sentence

# the exchange's actors and piles, in the cases the sentences take

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


def _what(nontrumps: bool) -> str:
    """The cards a discard is of: the non-trumps, or any."""
    return "ոչ հաղթաթղթային խաղաթղթերից" if nontrumps else "խաղաթղթերից"


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
    # declaring trump
    "trump.declare: before kitty / at once": " աճուրդն ավարտվելուն պես։",
    "trump.declare: before kitty": " աճուրդն ավարտվելուն պես, {before}։",
    "declare: before taking": lambda pile: f"նախքան {_PILES[pile][0]} վերցնելը",
    "declare: before any": "նախքան որևէ մեկը խաղաթղթեր կնետի կամ կվերցնի",
    "trump.declare: after kitty": lambda actor, pile: (
        f" այն բանից հետո, երբ {_ACTORS[actor][0]} վերցնում է {_PILES[pile][0]}, մինչև "
        "մնացած նետելն ու վերցնելը։"),
    "trump.declare: after kitty / at the end":
        " երբ նետելն ու վերցնելն ավարտված են, առաջին քայլից անմիջապես առաջ։",
    # the exchange's steps
    "step sentence": lambda text: w.capital(text.replace(",,", ",")) + "։",
    "discard: one per card taken": lambda actor, **_: (
        f"{_ACTORS[actor][0]} յուրաքանչյուր վերցրած խաղաթղթի դիմաց նետում է իր ընտրած մեկ "
        "խաղաթուղթ"),
    "discard: down to": lambda actor, nontrumps, n: (
        f"{_ACTORS[actor][0]} նետում է իր ընտրած {_what(nontrumps)}, մինչև ձեռքում մնա "
        f"{g.count(n, g.CARD)}"),
    "discard: any of his": lambda actor, nontrumps, **_: (
        f"{_ACTORS[actor][0]} կարող է նետել իր {_what(nontrumps)} ցանկացածը"),
    "discard: all non-trumps": lambda actor, **_: (
        f"{_ACTORS[actor][0]} նետում է իր բոլոր ոչ հաղթաթղթային խաղաթղթերը"),
    "discard: any cards": lambda actor, **_: (
        f"{_ACTORS[actor][0]} կարող է նետել ցանկացած խաղաթղթեր"),
    "discard: face up": ", բաց",
    "take: any of": lambda actor, pile: (
        f"{_ACTORS[actor][0]} կարող է վերցնել ցանկացած խաղաթղթեր {_PILES[pile][1]}"),
    "take: into his hand": lambda actor, pile: (
        f"{_ACTORS[actor][0]} վերցնում է {_PILES[pile][0]} իր ձեռքը"),
    "refill": lambda actor, n: (
        f"դիլերը կապուկից լրացնում է {_ACTORS[actor][1]} խաղաթղթերը մինչև "
        f"{g.count(n, g.CARD)}"),
    "refill: in packets": lambda n: (
        f", սեղանի շուրջ՝ {g.count(n, g.CARD)} անգամից (շարժիչը դրանք տալիս է միանգամից)"),
    "reduce": lambda actor, n: (
        f"{_ACTORS[actor][0]} նետում է խաղաթղթեր, մինչև ձեռքում մնա {g.count(n, g.CARD)}"),
    "reduce: nonpoint first": ", նախ նետելով միավոր չբերող խաղաթղթերը",
    "reduce: shown": " և ցույց է տալիս նետածը",
    "complete: trumps first": lambda actor, n: (
        f"{_ACTORS[actor][0]} նայում է կապուկը և ընտրում է դրանից խաղաթղթեր, մինչև ձեռքում "
        f"լինի {g.count(n, g.CARD)}՝ նախ վերցնելով այնտեղ մնացած բոլոր հաղթաթղթերը. այլ "
        "խաղաթուղթ նա կարող է վերցնել միայն այն ժամանակ, երբ հաղթաթուղթ չի մնացել"),
    "complete": lambda actor, n: (
        f"{_ACTORS[actor][0]} նայում է կապուկը և ընտրում է դրանից խաղաթղթեր, մինչև ձեռքում "
        f"լինի {g.count(n, g.CARD)}"),
    "reclaim": lambda actor: (
        f"{_ACTORS[actor][0]} կարող է հետ վերցնել ցանկացած հաղթաթուղթ "
        f"{_PILES[m.Pile.SCRAP][1]}"),
}
"""The sentences and words of the prose walkers, by key."""
