"""Russian nouns and counts: six cases, and the noun after a number chosen by the
number's CLDR plural category (1 карта, 3 карты, 5 карт; в 1 раздаче, в 5 раздачах).

>>> count(1, CARD), count(3, CARD), count(5, CARD), count(21, CARD, "acc")
('одна карта', 'три карты', 'пять карт', '21 карту')
>>> count(2, PLAYER, "gen"), count(6, DEAL, "prep")
('2 игроков', '6 раздачах')
"""

from __future__ import annotations

from dataclasses import dataclass

from pitchspec.i18n import plural

CASES = ("nom", "gen", "dat", "acc", "ins", "prep")


@dataclass(frozen=True)
class Noun:
    """A noun (or adjective and noun) in its six cases, singular and plural."""

    sg: tuple[str, str, str, str, str, str]
    pl: tuple[str, str, str, str, str, str]
    gender: str
    """``m``, ``f`` or ``n``: the form of the numerals one and two."""
    animate: bool = False
    few: str | None = None
    """After two to four in the nominative, when it is not the genitive singular (an
    adjective goes into the plural: две новые карты)."""

    def case(self, case: str, many: bool = False) -> str:
        return (self.pl if many else self.sg)[CASES.index(case)]


def _n(sg: str, pl: str, gender: str, animate: bool = False, few: str | None = None) -> Noun:
    a, b = sg.split(), pl.split()
    return Noun((a[0], a[1], a[2], a[3], a[4], a[5]), (b[0], b[1], b[2], b[3], b[4], b[5]),
                gender, animate, few)


CARD = _n("карта карты карте карту картой карте", "карты карт картам карты картами картах", "f")
NEW_CARD = Noun(("новая карта", "новой карты", "новой карте", "новую карту", "новой картой",
                 "новой карте"),
                ("новые карты", "новых карт", "новым картам", "новые карты", "новыми картами",
                 "новых картах"), "f", few="новые карты")
PLAYER = _n("игрок игрока игроку игрока игроком игроке",
            "игроки игроков игрокам игроков игроками игроках", "m", animate=True)
TEAM = _n("команда команды команде команду командой команде",
          "команды команд командам команды командами командах", "f")
ROUND = _n("круг круга кругу круг кругом круге", "круги кругов кругам круги кругами кругах", "m")
POINT = _n("очко очка очку очко очком очке", "очки очков очкам очки очками очках", "n")
DEAL = _n("раздача раздачи раздаче раздачу раздачей раздаче",
          "раздачи раздач раздачам раздачи раздачами раздачах", "f")
JOKER = _n("джокер джокера джокеру джокер джокером джокере",
           "джокеры джокеров джокерам джокеры джокерами джокерах", "m")
MARK = _n("отметка отметки отметке отметку отметкой отметке",
          "отметки отметок отметкам отметки отметками отметках", "f")
VARIANT = _n("вариант варианта варианту вариант вариантом варианте",
             "варианты вариантов вариантам варианты вариантами вариантах", "m")

_WORDS = ("ноль", "", "", "три", "четыре", "пять", "шесть", "семь", "восемь", "девять",
          "десять", "одиннадцать", "двенадцать")
_ONE = {"m": ("один", "одного"), "f": ("одна", "одну"), "n": ("одно", "одно")}
_TWO = {"m": "два", "f": "две", "n": "два"}


def form(noun: Noun, n: int, case: str = "nom") -> str:
    """The noun as it goes after the number ``n`` in ``case``."""
    category = plural(n, "ru")
    if case in ("nom", "acc"):
        if category == "one":
            return noun.case(case)
        if noun.animate and case == "acc":
            return noun.case("gen", many=True)
        if category == "few":
            return noun.few or noun.case("gen")
        return noun.case("gen", many=True)
    return noun.case(case, many=category != "one")


def numeral(n: int, noun: Noun, case: str = "nom") -> str:
    """A small count in words where the case leaves the numeral as it is written (the
    nominative and the accusative), else in digits."""
    if case not in ("nom", "acc") or not 0 <= n < len(_WORDS) or (
            noun.animate and case == "acc" and n > 1):
        return str(n)
    if n == 1:
        nom, acc = _ONE[noun.gender]
        return acc if case == "acc" and (noun.gender == "f" or noun.animate) else nom
    if n == 2:
        return _TWO[noun.gender]
    return _WORDS[n]


def count(n: int, noun: Noun, case: str = "nom", words: bool = True) -> str:
    """``n`` and the noun agreeing with it: "шесть карт", "2 игроков"."""
    said = numeral(n, noun, case) if words else str(n)
    return f"{said} {form(noun, n, case)}"
