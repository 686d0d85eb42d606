"""Russian phrases for the table and the cards (players, pack, deal, trump and
exchange); the walk is :mod:`pitchspec.rulebook.prose`.

>>> from pitchspec import load
>>> from pitchspec.i18n import language
>>> from pitchspec.rulebook import prose
>>> with language("ru"):
...     prose.players_summary(load("spec/auction_pitch.pitch").seating)
'от 2 до 8 игроков'
"""

from __future__ import annotations

from pitchspec import model as m
from pitchspec.i18n import plural
from pitchspec.rulebook.languages.ru import grammar as g
from pitchspec.rulebook.languages.ru import words as w
from pitchspec.rulebook.phrasing import Sentence

# the kitty and the blind: the verb agrees with the count


def _laid(n: int) -> str:
    return "сдаётся" if plural(n, "ru") == "one" else "сдаются"


# the exchange's actors and piles, in the cases the sentences take

_ACTORS = {
    # nominative, dative
    m.Actor.ALL: ("каждый игрок", "каждому игроку"),
    m.Actor.OTHERS: ("каждый игрок, кроме победителя торгов",
                     "каждому игроку, кроме победителя торгов"),
    m.Actor.BIDDER: ("победитель торгов", "победителю торгов"),
    m.Actor.DEALER: ("дилер", "дилеру"),
    m.Actor.NONDEALERS: ("каждый игрок, кроме дилера", "каждому игроку, кроме дилера"),
}
_PILES = {
    # nominative, accusative, genitive
    m.Pile.KITTY: ("прикуп", "прикуп", "прикупа"),
    m.Pile.WIDOW: ("вдова", "вдову", "вдовы"),
    m.Pile.STOCK: ("остаток колоды", "остаток колоды", "остатка колоды"),
    m.Pile.SCRAP: ("сброс", "сброс", "сброса"),
    m.Pile.LOST: ("карты, потерянные смотревшими", "карты, потерянные смотревшими",
                  "карт, потерянных смотревшими"),
}


def _what(nontrumps: bool) -> str:
    """The cards a discard is of: the non-trumps, or any."""
    return "некозырные карты" if nontrumps else "карты"


PHRASES: dict[str, Sentence] = {
    "players.direction: clockwise":
        "Сдача и игра идут по часовой стрелке (налево).",
    "players.direction: counter-clockwise":
        "Сдача и игра идут против часовой стрелки (направо).",
    "ranking: table":
        ("Старшинство карт, от старшей к младшей. В столбце козырей перечислены все карты, "
         "которые относятся к козырной масти."),
    "deck.card_points":
        ("При подсчёте карточных очков (кто набрал больше) каждая из этих карт стоит "
         "столько очков; остальные карты не стоят ничего."),
    "ranking: jokers ranked":
        "Джокеры — козыри; их место в старшинстве показано в таблице.",
    "ranking: jokers rankless":
        ("Джокеры не относятся ни к одной масти и не имеют старшинства: они никогда не "
         "берут взятку, но приносят очки, которые за ними числятся."),
    "ranking: reversed for tricks":
        ("В этом варианте для взяток порядок обратный: взятку берёт самый младший козырь, а "
         "если козыря во взятке нет — самая младшая карта масти первого хода."),
    "exchange.order: in turn":
        ("Игроки по очереди, начиная с сидящего слева от дилера, проходят эти шаги: каждый "
         "заканчивает их прежде, чем начнёт следующий."),
    "exchange: in order":
        "Перед первым ходом, в таком порядке:",
    "exchange: dead cards to opponents":
        ("Карта с очком, которую игрок вынужден сбросить, не пропадает: её очко получают "
         "его противники."),
    "trump.method: first lead":
        ("Козырь определяет первый ход питчера: масть первой карты, которую он сыграет, "
         "становится козырной на всю раздачу."),
    "trump.method: declared":
        "Победитель торгов объявляет козырную масть",
    "trump.method: turn up":
        "После сдачи дилер открывает верхнюю карту колоды; её масть предлагается в козыри.",
    "trump.method: called card":
        "Козырной становится масть карты, которую называет победитель торгов.",
    "trump.method: random":
        "Козырь выбирается случайно перед сдачей.",
    "trump.sub_trump: declared":
        (" Он также называет вторую масть, подкозырную: её карты младше любого козыря, но "
         "старше карт простых мастей."),
    "trump.beg: gift redeals":
        "Если подарок дан, карты сбрасываются и сдача переходит к следующему игроку.",
    "trump.beg: gift plays on":
        "Если подарок дан, игра продолжается, и козырем остаётся открытая масть.",
    "trump.beg: same suit, put aside":
        ("Если снова выходит та же масть, эта карта и только что сданные карты "
         "откладываются не глядя, и дилер прогоняет карты ещё раз."),
    "trump.beg: same suit, kept":
        ("Если снова выходит та же масть, все оставляют себе лишние карты, и дилер "
         "прогоняет карты ещё раз."),
    "trump.beg: after run, keep":
        "Когда козырь определён, каждый игрок оставляет себе все лишние карты.",
    "trump.beg: after run, discard":
        ("Когда козырь определён, каждый игрок сбрасывает карты до первоначального размера "
         "руки."),
    "trump.beg: stock out":
        ("Если колода кончится раньше, тот же дилер сдаёт заново, а очки за открытые карты "
         "в несостоявшейся раздаче отменяются."),
    "trump.beg: stock out, turned points stand":
        ("Если колода кончится раньше, тот же дилер сдаёт заново; очки, уже полученные за "
         "открытые карты, сохраняются."),
    "trump.beg: restricted looking":
        ("За столом смотреть свои карты до решения старшей руки могут только дилер и "
         "старшая рука (движок этой книги правил не моделирует, кто может смотреть свои "
         "карты)."),
    "deal.stock: face up":
        "Несданные карты (колода) откладываются в сторону лицом вверх.",
    "deal.stock: face down":
        "Несданные карты (колода) откладываются в сторону рубашкой вверх.",
    "ranking: natural":
        ("Во всех мастях, включая козырную, карты идут в одном порядке, от старшей к "
         "младшей: {ranks}."),
    "trump.beg: stand or beg":
        ("Старшая рука смотрит свои карты и либо остаётся (принимает открытую масть), либо "
         "просит («прошу»). Если она просит, дилер либо даёт {to} {gift} (подарок), либо "
         "отказывается и прогоняет карты."),
    "trump.beg: run": lambda n: (
        f"Чтобы прогнать карты, дилер сдаёт каждому игроку ещё по {g.count(n, g.CARD)} и "
        "открывает следующую карту. Новая масть сразу становится козырной."),
    "deal.widow": lambda n: (
        "Рубашкой вверх сдаётся ещё одна, лишняя рука из "
        f"{g.count(n, g.CARD, 'gen', words=False)} (вдова)."),
    "deal.kitty": lambda n: (
        f"{w.capital(g.count(n, g.CARD))} {_laid(n)} рубашкой вверх на середину стола "
        "(прикуп)."),
    "deal.blind: per player": lambda n: (
        f"Каждому игроку также сдаётся рубашкой вверх {g.count(n, g.CARD)} — его блайнд; "
        "смотреть на эти карты ему нельзя."),
    "deal.blind: pile": lambda n: (
        f"{w.capital(g.count(n, g.CARD))} {_laid(n)} рубашкой вверх как блайнд."),
    # words the sentences above take
    "gift to: elder": "старшей руке",
    "gift to: each opponent": "каждому противнику",
    # players
    "players summary": lambda players: w.players(players),
    "team form": lambda teams, size, players: (
        f"{g.count(teams, g.TEAM)} по {g.numeral(size, g.PLAYER)} {g.form(g.PLAYER, size)} "
        f"({g.count(players, g.PLAYER, words=False)})"),
    "players.teams: none": "Каждый играет сам за себя.",
    "players.teams: optional":
        ("Игроки могут играть постоянными командами ({forms}), партнёры сидят за столом "
         "через одного; иначе каждый играет сам за себя."),
    "players.teams: fixed": "Постоянные команды: {forms}; партнёры сидят за столом через одного.",
    "partnerships short: none": "нет",
    "partnerships short: optional": "{forms} (по желанию)",
    "partnerships short: called": "; партнёр по вызову, когда игроков {span}",
    "players.partner_call":
        ("Когда игроков {span}, победитель торгов называет {what}; тот, у кого она на руках, "
         "становится его партнёром на эту раздачу, остальные играют против них"),
    "players.partner_call: others together":
        (" одной стороной: они вместе набирают очки и вместе выигрывают или проигрывают, "
         "хотя каждый ведёт свой собственный счёт."),
    "called: a card": "любую карту",
    "called: a trump": "козырную карту",
    # the deal
    "deal.first_dealer / cut": "Игроки снимают колоду, чтобы определить первого дилера",
    "deal.first_dealer / draw": "Игроки тянут карты из колоды, чтобы определить первого дилера",
    "deal.first_dealer / first_jack":
        "Карты сдаются в открытую по одной; первый, кому выпадет валет, сдаёт первым",
    "deal.first_dealer / cut_and_guess":
        ("Один игрок снимает колоду, другой угадывает цвет снятой карты; так определяется "
         "первый дилер"),
    "deal.first_dealer / random": "Первый дилер выбирается случайно",
    "deal.first_dealer / the engine's":
        " (движок этой книги правил выбирает его случайно, с равными шансами для каждого игрока)",
    "deal.cut_ranking":
        ("; при этом снятии карты старшинствуют так: {ranks}, от старшей к младшей (движок "
         "колоду не снимает, поэтому в его партиях этот порядок не играет роли)"),
    "deal.dealer passes": "; после каждой раздачи сдача переходит к следующему по очереди игроку.",
    "deal.hand": lambda n: (
        f"Дилер сдаёт каждому игроку {'по одной карте' if n == 1 else f'по {g.count(n, g.CARD)}'}"),
    "deal.rounds": lambda n: (
        f" за {g.count(n, g.ROUND, 'acc')}; сколько карт давать за каждый круг, он решает сам "
        "(движок этой книги правил сдаёт карты каждому игроку одной пачкой, начиная со "
        "старшей руки)"),
    "deal.packets": lambda packets: (
        f", пачками по {w.joined(str(p) for p in packets)} {g.form(g.CARD, packets[-1])}, "
        "начиная со старшей руки"),
    "deal.packets / one at a time": ", по одной карте за раз, начиная со старшей руки",
    # trump in a phrase
    "trump short: first_lead": "первый ход",
    "trump short: declared": "называет победитель торгов",
    "trump short: turn_up": "открытая карта",
    "trump short: called_card": "названная карта",
    "trump short: random": "случайно",
    "trump short: + beg": " + просьба",
    "trump short: + sub-trump": " + подкозырь",
    # the pack
    "deck short": lambda size: g.count(size, g.CARD, words=False),
    "deck short: notes": " ({notes})",
    "notes joined": "; ",
    "deck short: without run": lambda high, low: (
        f"без карт от {w.rank_low(high, 'gen')} до {w.rank_low(low, 'gen')}"),
    "deck short: without": lambda ranks: "без " + w.joined(w.ranks_gen(ranks)),
    "deck short: jokers": lambda n: g.count(n, g.JOKER),
    "deck: standard": "Стандартная колода из 52 карт",
    "deck: ranks removed": lambda ranks: (
        f", из которой убраны {w.joined(w.rank_plural(r) for r in ranks)}"),
    "deck: jokers added": lambda n, removed: (
        f"{', а к ней' if removed else ', к которой'} "
        f"{'добавлен' if n == 1 else 'добавлены'} {g.count(n, g.JOKER)}"),
    "deck: jokers added / total": lambda size: (
        f": всего {g.count(size, g.CARD, words=False)}."),
    "deck: ranks removed / total": lambda size: (
        f": всего {g.count(size, g.CARD, words=False)}."),
    "deck: two jokers told apart": " Два джокера различаются: большой и малый.",
    "card points: each joker": "Каждый джокер",
    "card points: trump rank": lambda rank: (
        w.capital(w.card(m.CardRef(m.SuitRef.TRUMP, rank)))),
    # declaring trump
    "trump.declare: before kitty / at once": " сразу после окончания торгов.",
    "trump.declare: before kitty": " сразу после окончания торгов, {before}.",
    "declare: before taking": lambda pile: f"до того, как берут {_PILES[pile][1]}",
    "declare: before any": "до того, как кто-либо сбросит или возьмёт карты",
    "trump.declare: after kitty": lambda actor, pile: (
        f" после того, как {_ACTORS[actor][0]} возьмёт {_PILES[pile][1]}, до остального "
        "сброса и добора."),
    "trump.declare: after kitty / at the end":
        " когда сброс и добор закончены, непосредственно перед первым ходом.",
    # the exchange's steps
    "step sentence": lambda text: w.capital(text) + ".",
    "discard: one per card taken": lambda actor, **_: (
        f"{_ACTORS[actor][0]} сбрасывает по одной карте на свой выбор за каждую взятую"),
    "discard: down to": lambda actor, nontrumps, n: (
        f"{_ACTORS[actor][0]} сбрасывает {_what(nontrumps)} на свой выбор, пока на руке не "
        f"останется {g.count(n, g.CARD)}"),
    "discard: any of his": lambda actor, nontrumps, **_: (
        f"{_ACTORS[actor][0]} может сбросить любые свои {_what(nontrumps)}"),
    "discard: all non-trumps": lambda actor, **_: (
        f"{_ACTORS[actor][0]} сбрасывает все свои некозырные карты"),
    "discard: any cards": lambda actor, **_: f"{_ACTORS[actor][0]} может сбросить любые карты",
    "discard: face up": ", в открытую",
    "take: any of": lambda actor, pile: (
        f"{_ACTORS[actor][0]} может взять любые карты из {_PILES[pile][2]}"),
    "take: into his hand": lambda actor, pile: (
        f"{_ACTORS[actor][0]} берёт {_PILES[pile][1]} себе в руку"),
    "refill": lambda actor, n: (
        f"дилер из колоды добирает карты {_ACTORS[actor][1]}"
        f"{',' if ',' in _ACTORS[actor][1] else ''} до "
        f"{g.count(n, g.CARD, 'gen', words=False)}"),
    "refill: in packets": lambda n: (
        f", за столом по {g.count(n, g.CARD)} за раз (движок сдаёт их сразу)"),
    "reduce": lambda actor, n: (
        f"{_ACTORS[actor][0]} сбрасывает карты, пока на руке не останется {g.count(n, g.CARD)}"),
    "reduce: nonpoint first": ", сначала избавляясь от карт, которые не приносят очков",
    "reduce: shown": ", и показывает сброшенное",
    "complete: trumps first": lambda actor, n: (
        f"{_ACTORS[actor][0]} просматривает колоду и выбирает из неё карты, пока у него на "
        f"руке не будет {g.count(n, g.CARD)}, и сначала берёт все оставшиеся там козыри: "
        "любую другую карту он может взять, только когда козырей не осталось"),
    "complete": lambda actor, n: (
        f"{_ACTORS[actor][0]} просматривает колоду и выбирает из неё карты, пока у него на "
        f"руке не будет {g.count(n, g.CARD)}"),
    "reclaim": lambda actor: (
        f"{_ACTORS[actor][0]} может забрать обратно любые козыри из {_PILES[m.Pile.SCRAP][2]}"),
}
"""The sentences and words of the prose walkers, by key."""
