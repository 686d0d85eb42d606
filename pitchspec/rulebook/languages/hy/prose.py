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

from collections.abc import Iterator

from pitchspec import model as m
from pitchspec.cards import NATURAL_ORDER, Rank
from pitchspec.rulebook import prose as en
from pitchspec.rulebook.backing import say
from pitchspec.rulebook.languages.hy import grammar as g
from pitchspec.rulebook.languages.hy import words as w
from pitchspec.rulebook.phrasing import Sentence, book
from pitchspec.rulebook.words import fraction

phrase = book("hy")

# --------------------------------------------------------------------------- players


@phrase(en.players_summary)
def players_summary(seating: m.Seating) -> str:
    return w.players(seating.players)


def team_form(form: m.TeamForm) -> str:
    """"երկու թիմ, յուրաքանչյուրում երկու խաղացող"."""
    return (f"{g.count(form.teams, g.TEAM)}, յուրաքանչյուրում "
            f"{g.count(form.size, g.PLAYER)}")


@phrase(en.partnerships)
def partnerships(seating: m.Seating) -> str:
    if not seating.teams:
        text = say("players.teams: none", "Յուրաքանչյուրը խաղում է իր համար։")
    else:
        forms = w.joined((f"{team_form(t)} ({t.players} խաղացող)" for t in seating.teams),
                         "or")
        if seating.teams_optional:
            text = say("players.teams: optional", "Խաղացողները կարող են խաղալ մշտական "
                       f"թիմերով ({forms}), և զուգընկերները նստում են սեղանի շուրջ "
                       "հերթափոխով, հակառակ դեպքում յուրաքանչյուրը խաղում է իր համար։")
        else:
            text = say("players.teams: fixed", f"Մշտական թիմեր՝ {forms}, զուգընկերները "
                       "նստում են սեղանի շուրջ հերթափոխով։")
    if seating.partner_call is not None:
        text += " " + partner_call(seating.partner_call)
    return text


@phrase(en.partnership_summary)
def partnership_summary(seating: m.Seating) -> str:
    forms = w.joined((f"{t.teams}x{t.size}" for t in seating.teams), "or")
    text = "ոչ" if not forms else f"{forms} (ըստ ցանկության)" if seating.teams_optional \
        else forms
    if seating.partner_call is not None:
        text += (f", կանչված զուգընկեր՝ {w.span_of(seating.partner_call.players)} "
                 "խաղացողի դեպքում")
    return text


def partner_call(call: m.PartnerCall) -> str:
    what = "ցանկացած խաղաթուղթ" if call.card is m.PartnerCard.ANY else "մի հաղթաթուղթ"
    text = say("players.partner_call", f"Երբ խաղացողները {w.span_of(call.players)} են, "
               f"աճուրդի հաղթողը կանչում է {what}, և այն ունեցողը դառնում է նրա "
               "զուգընկերը այդ բաժանման համար, իսկ մյուսները խաղում են նրանց դեմ")
    if call.others_together:
        return text + say("players.partner_call: others together", " որպես մեկ կողմ՝ "
                          "նրանք միասին են վաստակում միավորներ և միասին հաղթում կամ "
                          "պարտվում, թեև յուրաքանչյուրը պահում է իր հաշիվը։")
    return text + "։"


# --------------------------------------------------------------------------- deck


def _removed(deck: m.Deck) -> list[Rank]:
    return [r for r in NATURAL_ORDER if r not in deck.ranks]


@phrase(en.deck_summary)
def deck_summary(deck: m.Deck) -> str:
    notes = []
    removed = _removed(deck)
    if removed:
        notes.append(f"առանց {w.rank_low(removed[-1])}ից մինչև {w.rank_low(removed[0])} "
                     "խաղաթղթերի" if len(removed) > 2 else
                     "առանց " + w.joined(w.rank_plural(r) + "ի" for r in removed))
    if deck.jokers:
        notes.append(g.count(len(deck.jokers), g.JOKER))
    tail = f" ({', '.join(notes)})" if notes else ""
    return f"{g.count(deck.size, g.CARD, words=False)}{tail}"


@phrase(en.deck_sentence)
def deck_sentence(deck: m.Deck) -> str:
    removed = _removed(deck)
    text = say("deck: standard", "Ստանդարտ 52 խաղաթղթանոց կապուկ")
    if removed:
        names = w.joined(w.rank_plural(r) + "ը" for r in reversed(removed))
        text += say("deck: ranks removed", f", որից հանված են {names}")
    if deck.jokers:
        text += say("deck: jokers added", f"{', և որին' if removed else ', որին'} ավելացված "
                    f"է {g.count(len(deck.jokers), g.JOKER)}")
    total = f"՝ ընդամենը {g.count(deck.size, g.CARD, words=False)}։"
    if deck.jokers:
        text += say("deck: jokers added", total)
    elif removed:
        text += say("deck: ranks removed", total)
    else:
        text += "։"
    if len(deck.jokers) == 2:
        text += say("deck: two jokers told apart", " Երկու ջոկերները տարբերվում են՝ մեծ և "
                    "փոքր ջոկեր։")
    return text


@phrase(en.card_point_rows)
def card_point_rows(deck: m.Deck) -> Iterator[tuple[str, str]]:
    for value in deck.card_points:
        if value.joker:
            name = "Յուրաքանչյուր ջոկեր"
        else:
            assert value.rank is not None
            name = w.capital(w.card(m.CardRef(m.SuitRef.TRUMP, value.rank))) \
                if value.trump_only else w.rank_name(value.rank)
        yield say("deck.card_points", name), say("deck.card_points", fraction(value.value))


# --------------------------------------------------------------------------- ranking


# --------------------------------------------------------------------------- deal

_FIRST_DEALER = {
    m.FirstDealer.CUT: "Խաղացողները կտրում են կապուկը՝ առաջին դիլերին ընտրելու համար",
    m.FirstDealer.DRAW: "Խաղացողները կապուկից խաղաթղթեր են քաշում՝ առաջին դիլերին "
                        "ընտրելու համար",
    m.FirstDealer.FIRST_JACK: "Խաղաթղթերը բաց բաժանվում են մեկ առ մեկ, և առաջինը ջեք "
                              "ստացած խաղացողն է առաջինը բաժանում",
    m.FirstDealer.CUT_AND_GUESS: "Մի խաղացողը կտրում է կապուկը, մյուսը գուշակում է "
                                 "կտրված խաղաթղթի երանգը, և դա որոշում է առաջին դիլերին",
    m.FirstDealer.RANDOM: "Առաջին դիլերն ընտրվում է պատահականորեն",
}


@phrase(en.first_dealer)
def first_dealer(deal: m.Deal) -> str:
    text = say("deal.first_dealer", _FIRST_DEALER[deal.first_dealer])
    if deal.first_dealer is not m.FirstDealer.RANDOM:
        text += say("deal.first_dealer", " (այս կանոնագրքի շարժիչը նրան ընտրում է "
                    "պատահականորեն՝ յուրաքանչյուր խաղացողի համար հավասար հավանականությամբ)")
    if deal.cut_ranking:
        text += say("deal.cut_ranking", ", այս կտրման համար աստիճանները դասավորված են "
                    f"{w.ranks(deal.cut_ranking)} (ավագից կրտսեր), բայց շարժիչը կապուկ "
                    "չի կտրում, ուստի այս կարգը նրա խաղերում դեր չունի")
    return text + say("deal.dealer passes", ", յուրաքանչյուր բաժանումից հետո բաժանելու "
                      "հերթն անցնում է հաջորդ խաղացողին։")


@phrase(en.dealing)
def dealing(deal: m.Deal) -> str:
    text = say("deal.hand", "Դիլերը յուրաքանչյուր խաղացողի տալիս է "
               f"{g.count(deal.hand, g.CARD)}")
    if deal.rounds:
        text += say("deal.rounds", f", {deal.rounds} շրջանով, և ամեն շրջանում քանի "
                    "խաղաթուղթ տալ՝ ինքն է որոշում (այս կանոնագրքի շարժիչը յուրաքանչյուր "
                    "խաղացողի խաղաթղթերը տալիս է մեկ փաթեթով՝ սկսած առաջին ձեռքից)")
    elif len(deal.packets) > 1:
        sizes = w.joined(str(p) for p in deal.packets)
        text += say("deal.packets", f", {sizes} խաղաթղթանոց փաթեթներով՝ սկսած առաջին "
                    "ձեռքից")
    elif deal.packets == (1,):
        text += say("deal.packets", ", մեկ առ մեկ՝ սկսած առաջին ձեռքից")
    return text + "։"


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


@phrase(en.trump_summary)
def trump_summary(trump: m.Trump) -> str:
    said = {
        m.TrumpMethod.FIRST_LEAD: "առաջին քայլ", m.TrumpMethod.DECLARED: "հայտարարում է "
        "փիչերը", m.TrumpMethod.TURN_UP: "բացված խաղաթուղթ",
        m.TrumpMethod.CALLED_CARD: "կանչված խաղաթուղթ", m.TrumpMethod.RANDOM: "պատահական",
    }[trump.method]
    extra = [" + խնդրանք" if trump.beg is not None else "",
             " + ենթահաղթաթուղթ" if trump.sub_trump else ""]
    return said + "".join(extra)


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
}
"""The sentences of the prose walkers written once (direction, ranking, table cards,
trump, begging, the exchange's frame), by key."""
