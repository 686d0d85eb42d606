"""Armenian nouns and counts: a noun after a number stays singular (վեց խաղաթուղթ),
and takes its case ending (6 խաղաթղթով); the plural is for nouns without a number.

>>> count(1, CARD), count(6, CARD), count(6, CARD, "ins"), count(2, PLAYER, "dat")
('մեկ խաղաթուղթ', 'վեց խաղաթուղթ', '6 խաղաթղթով', '2 խաղացողի')
"""

from __future__ import annotations

from dataclasses import dataclass

CASES = ("nom", "def", "gen", "dat", "abl", "ins", "loc")


@dataclass(frozen=True)
class Noun:
    """A noun in its cases (in :data:`CASES` order: the definite nominative ``def``;
    the genitive and the dative are one form) and its plural."""

    sg: tuple[str, ...]
    pl: str

    def case(self, case: str) -> str:
        return self.sg[CASES.index(case)]


def _n(sg: str, pl: str) -> Noun:
    forms = tuple(sg.split("|"))
    assert len(forms) == len(CASES)
    return Noun(forms, pl)


CARD = _n("խաղաթուղթ|խաղաթուղթը|խաղաթղթի|խաղաթղթի|խաղաթղթից|խաղաթղթով|խաղաթղթում",
          "խաղաթղթեր")
NEW_CARD = _n("նոր խաղաթուղթ|նոր խաղաթուղթը|նոր խաղաթղթի|նոր խաղաթղթի|նոր խաղաթղթից|"
              "նոր խաղաթղթով|նոր խաղաթղթում", "նոր խաղաթղթեր")
PLAYER = _n("խաղացող|խաղացողը|խաղացողի|խաղացողի|խաղացողից|խաղացողով|խաղացողում",
            "խաղացողներ")
TEAM = _n("թիմ|թիմը|թիմի|թիմի|թիմից|թիմով|թիմում", "թիմեր")
ROUND = _n("շրջան|շրջանը|շրջանի|շրջանի|շրջանից|շրջանով|շրջանում", "շրջաններ")
POINT = _n("միավոր|միավորը|միավորի|միավորի|միավորից|միավորով|միավորում", "միավորներ")
DEAL = _n("բաժանում|բաժանումը|բաժանման|բաժանման|բաժանումից|բաժանումով|բաժանման ընթացքում",
          "բաժանումներ")
JOKER = _n("ջոկեր|ջոկերը|ջոկերի|ջոկերի|ջոկերից|ջոկերով|ջոկերում", "ջոկերներ")
MARK = _n("տուգանային նշում|տուգանային նշումը|տուգանային նշման|տուգանային նշման|"
          "տուգանային նշումից|տուգանային նշումով|տուգանային նշման մեջ", "տուգանային նշումներ")

_WORDS = ("զրո", "մեկ", "երկու", "երեք", "չորս", "հինգ", "վեց", "յոթ", "ութ", "ինը", "տասը",
          "տասնմեկ", "տասներկու")


def numeral(n: int) -> str:
    return _WORDS[n] if 0 <= n < len(_WORDS) else str(n)


def count(n: int, noun: Noun, case: str = "nom", words: bool = True) -> str:
    """``n`` and the noun after it: "վեց խաղաթուղթ", "6 խաղաթղթով"."""
    said = numeral(n) if words and case == "nom" else str(n)
    return f"{said} {noun.case(case)}"
