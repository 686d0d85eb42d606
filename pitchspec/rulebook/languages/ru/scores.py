"""Russian phrases for scoring; the walk is :mod:`pitchspec.rulebook.scores`."""

from __future__ import annotations

from pitchspec.cards import Rank
from pitchspec.rulebook.languages.ru import grammar as g
from pitchspec.rulebook.languages.ru import words as w
from pitchspec.rulebook.phrasing import Sentence


def _accusative(rank: Rank) -> str:
    """A rank after "за": "за валета", "за даму"."""
    nom = w.rank_low(rank)
    if rank in (Rank.ACE, Rank.KING, Rank.JACK):
        return w.rank_low(rank, "gen")
    return nom[:-1] + "у"


PHRASES: dict[str, Sentence] = {
    "points.to: holder":
        "игрок, у которого была эта карта",
    "points.to: original_holder":
        "игрок, которому эта карта была сдана",
    "points.to: capturer":
        "тот, кто взял эту карту во взятке",
    "points.to: player":
        "игрок, который сыграл эту карту",
    "points.to: dealer":
        "дилер",
    "points.to: elder":
        "старшая рука",
    "points.to: majority":
        "сторона, у которой больше всех",
    "points.to: trick winner":
        "победитель взятки",
    "points.point: tie none":
        "при равенстве его не получает никто",
    "points.point: tie elder":
        ("при равенстве его получает та из равных сторон, что идёт первой по очереди "
         "начиная со старшей руки, то есть сторона старшей руки, если она среди равных"),
    "points.point: tie joker":
        ("при равенстве его получает та из равных сторон, что взяла джокера; если такой нет "
         "или их несколько, его не получает никто"),
    "points.point: tie half_jokers":
        ("при равенстве его получает та из равных сторон, что взяла больше джокеров; если "
         "поровну, его не получает никто"),
    "points: each deal":
        "В каждой раздаче разыгрываются такие очки:",
    "points.point: jokers not counted":
        " (джокеры не в счёт)",
    "points.point: last trick":
        "последняя взятка",
    "points.point: sweep":
        "все очки раздачи",
    "points.point: trick trumps":
        "козыри в каждой взятой взятке",
    "points.point: counts for anyone":
        "засчитывается любой стороне, даже той, что больше ничего не набрала",
    "winning.both_reach: counting order":
        (" Если цели в одной раздаче могут достичь несколько сторон, побеждает та, что "
         "первой достигнет её при этом подсчёте; очки, подсчитанные после неё, всё равно "
         "засчитываются."),
    "bidding.form: none (scoring)":
        ("Ставки, которую нужно выполнить, нет: каждая сторона просто получает набранные "
         "очки."),
    "scoring.made: taken":
        ("Питчер, выполнивший ставку (набравший не меньше очков, чем заявил), получает все "
         "набранные очки."),
    "scoring.made: bid":
        ("Питчер, выполнивший ставку (набравший не меньше очков, чем заявил), получает "
         "сумму своей ставки, сколько бы очков он ни набрал."),
    "scoring.set: reset":
        "Питчер, не выполнивший ставку, «садится»: его счёт обнуляется",
    "scoring.set: lose bid, keep taken":
        ("Питчер, не выполнивший ставку, откатывается назад: сумма его ставки вычитается из "
         "его счёта, но набранные очки он сохраняет"),
    "scoring.set: lose bid, keep nothing":
        ("Питчер, не выполнивший ставку, откатывается назад: сумма его ставки вычитается из "
         "его счёта, и набранных очков он не получает"),
    "scoring.others: taken":
        "Остальные стороны получают набранные ими очки.",
    "scoring.others: nothing":
        "Остальные стороны ничего не получают, что бы они ни взяли.",
    "scoring.others: only if bidder set":
        "Остальные стороны получают набранные очки, только если питчер не выполнил ставку.",
    "scoring.floor: none":
        ("Счёт может опускаться ниже нуля; сторона с отрицательным счётом — «в минусе» («в "
         "яме»)."),
    "winning.count_out: yes":
        ("Очки, полученные во время раздачи, засчитываются сразу: сторона, достигшая цели "
         "до конца раздачи, побеждает, не доигрывая её (досчёт)."),
    "winning.who: anyone":
        "В конце раздачи победить может любая сторона, достигшая цели.",
    "winning.who: bidder":
        ("В конце раздачи победить может только сторона, которой принадлежал контракт "
         "(ставящий выходит первым)."),
    "winning.who: bidder or setter":
        ("В конце раздачи победить может только сторона питчера, если она выполнила ставку, "
         "или сторона, которая не дала её выполнить."),
    "winning.who: bid made":
        "В конце раздачи победить может только сторона питчера, выполнившая свою ставку.",
    "winning.both_reach: bidder":
        ("Если в одной раздаче цели достигают несколько сторон, побеждает сторона питчера, "
         "если она среди них; иначе побеждает больший счёт, а при равном счёте игра "
         "продолжается."),
    "winning.both_reach: higher score":
        ("Если в одной раздаче цели достигают несколько сторон, побеждает больший счёт; при "
         "равном счёте игра продолжается."),
    "winning.both_reach: share ties":
        ("Если в одной раздаче цели достигают несколько сторон, выигрывает больший счёт; "
         "стороны с равным наибольшим счётом выигрывают вместе."),
    "winning.backdoor: at N win":
        ("Сторона, чей счёт опустился до {n} или ниже, выигрывает партию (выход «через "
         "чёрный ход»)."),
    "winning.backdoor: at N lose":
        ("Сторона, чей счёт опустился до {n} или ниже, проигрывает партию (выход «через "
         "чёрный ход»); побеждает самый высокий из остальных счетов."),
    "winning.backdoor: at N draw":
        ("Если счёт какой-либо стороны опустился до {n} или ниже, партия заканчивается "
         "вничью (выход «через чёрный ход»)."),
    "procedures: coke":
        "Игрок может {what}{terms}.",
    "procedures: muck":
        "Игрок может {what}{terms}.",
    "procedures: misdeal":
        "Игрок может {what}{terms}.",
    "procedures: replace pointless":
        "Игрок может {what}{terms}.",
    "procedures: redeal pointless":
        "Игрок может {what}{terms}.",
    "procedures: shown":
        ("за столом он показывает руку, которую сдаёт (движок её никому не показывает: это "
         "не меняет ни одного решения)"),
    "procedures: may not bid":
        "в этой раздаче он не может делать ставку",
    "procedures: as bid":
        "это считается его ставкой",
    "procedures: sits out first":
        "он пропускает первую взятку",
    "procedures: sits out last":
        "поэтому он пропускает последнюю взятку",
    "procedures: sits out last, not applied":
        ("по источникам он пропускает последнюю взятку, но движок этой книги правил этого "
         "не применяет: он играет все взятки своей новой руки"),
    "procedures: not in partnerships":
        "в игре командами это не разрешается",
    "points.point: highest": "самый старший {what} {among}{jokers}",
    "points.point: lowest": "самый младший {what} {among}{jokers}",
    "points.point: card": "{card}{among}",
    "points.point: game": "больше всех {counted} во взятых взятках",
    "points.point: turn up": lambda which, ranks: (
        f"{which}, если это {w.joined((w.rank_low(r) for r in ranks), 'or')}" if ranks
        else which),
    "points.point: joker played": "{which} джокер, сыгранный в раздаче",
    "points.value: card points": "карточные очки карты",
    "points.value: card points / trick trumps": "карточные очки этих козырей",
    "points.value: by turned rank": "{values}",
    "points.value: N": "{n}",
    "points.value: hanged":
        ", или {n}, если эту карту отбили у стороны, которая её держала («повесили»)",
    "points.condition: trump suit is": "только когда козыри — {suit}",
    "points.condition: not the same card as": "кроме случая, когда это та же карта, что и {point}",
    "points.condition: bid was": "только когда ставка была {bid}",
    "scoring.order": "Очки подсчитываются в таком порядке: {labels}.",
    "scoring.order: pitcher first":
        ("Сначала свои очки подсчитывает сторона питчера; затем очки подсчитываются в таком "
         "порядке: {labels}."),
    "scoring.made: plus N if exact": lambda n: (
        f" Если он набрал ровно столько, сколько заявил, он получает ещё {w.points(n)}."),
    "bidding.doubled: yes (scoring)":
        "Удвоенная ставка идёт с множителем {factor}, выполнена она или нет.",
    "scoring.set: mark N": ", и ему записывают штрафные отметки: {n}",
    "scoring.floor: N": "Ни один счёт не опускается ниже {n}.",
    "winning.hands: N": lambda n: (
        f"Партия длится {g.count(n, g.DEAL, 'acc')}; затем побеждает сторона с большим "
        "счётом."),
    "winning.tie: N more hands": lambda n: (
        f"Если счёт равный, играют ещё {g.count(n, g.DEAL, 'acc')}."),
    "winning.reach: over": lambda n: (
        f"Партию выигрывает сторона, первой набравшая больше {w.points_case(n, 'gen')}."),
    "winning.reach: at least": lambda n: (
        f"Партию выигрывает сторона, первой набравшая не меньше {w.points_case(n, 'gen')}."),
    "winning.margin: N": lambda n: (
        f"Победитель должен опережать остальных не меньше чем на {w.points_case(n, 'acc')}; "
        "до тех пор игра продолжается."),
    "procedures: not allowed": "Игрок не может {what}.",
    "procedures: ranks": ", если {held} только {ranks}",
    "procedures: new hand N": lambda n: f"он получает {g.count(n, g.NEW_CARD, 'acc')}",
    # words the sentences above take, and the summaries
    "among: played": "из сыгранных в раздаче",
    "among: held": "из бывших на руках к началу розыгрыша",
    "among: dealt": "из сданных игрокам",
    "card among: held": ", если эта карта была на руках к началу розыгрыша",
    "card among: dealt": ", если эта карта была сдана игроку",
    "extreme: trump": "козырь",
    "extreme: sub-trump": "подкозырь",
    "game: tens": "десяток",
    "game: card points": "карточных очков",
    "joker: first": "первый",
    "joker: second": "второй",
    "turned: every": "каждая карта, открытая для определения козыря",
    "turned: first": "первая карта, открытая для определения козыря",
    "turned: last": "открытая карта, которая окончательно определяет козырь",
    "turned: each proposing": "каждая открытая карта, которая предлагает новую козырную масть",
    "value for rank": lambda value, rank: f"{value} за {_accusative(rank)}",
    "conditions joined": "; ",
    "target: over": "больше {n}",
    "procedure: coke": "сдать плохую руку и получить новую (кок)",
    "procedure: muck": "сбросить руку, которая не может взять ни одной взятки (мак)",
    "procedure: misdeal": "показать никчёмную руку и потребовать пересдачи всех карт",
    "procedure: replace_pointless": "обменять руку без единой карты с очками на новую",
    "procedure: redeal_pointless":
        "потребовать новой сдачи, если на руке нет ни одной карты с очками",
    "procedure name: coke": "Кок",
    "procedure name: muck": "Мак",
    "procedure name: misdeal": "Пересдача",
    "procedure name: replace_pointless": "Замена пустой руки",
    "procedure name: redeal_pointless": "Пересдача при пустой руке",
    "held: hand": "на руке у него",
    "held: non-trumps": "среди его некозырных карт",
    "term": "; {term}",
    "ranks: run": lambda high, low: (
        f"карты от {w.rank_low(high, 'gen')} до {w.rank_low(low, 'gen')}"),
    "ranks: listed": lambda ranks: w.joined(map(w.rank_plural, ranks)),
}
