"""Finnish nouns and counts: the cases a rule needs, and the noun after a number chosen
by the number's CLDR plural category (yksi kortti, kuusi korttia; 6 kortilla).

>>> count(1, CARD), count(6, CARD), count(6, CARD, "ade"), count(2, PLAYER, "gen")
('yksi kortti', 'kuusi korttia', '6 kortilla', '2 pelaajan')
"""

from __future__ import annotations

from dataclasses import dataclass

from pitchspec.i18n import plural

CASES = ("nom", "gen", "part", "ade", "all", "ill", "ine", "ela", "ess", "tra")


@dataclass(frozen=True)
class Noun:
    """A noun in its singular cases (in :data:`CASES` order) and its plural
    nominative, partitive and genitive."""

    sg: tuple[str, ...]
    pl: tuple[str, str, str]

    def case(self, case: str) -> str:
        return self.sg[CASES.index(case)]


def _n(sg: str, pl: str) -> Noun:
    a, b = tuple(sg.split("|")), pl.split("|")
    assert len(a) == len(CASES) and len(b) == 3
    return Noun(a, (b[0], b[1], b[2]))


CARD = _n("kortti|kortin|korttia|kortilla|kortille|korttiin|kortissa|kortista|korttina|"
          "kortiksi", "kortit|kortteja|korttien")
NEW_CARD = _n("uusi kortti|uuden kortin|uutta korttia|uudella kortilla|uudelle kortille|"
              "uuteen korttiin|uudessa kortissa|uudesta kortista|uutena korttina|"
              "uudeksi kortiksi", "uudet kortit|uusia kortteja|uusien korttien")
PLAYER = _n("pelaaja|pelaajan|pelaajaa|pelaajalla|pelaajalle|pelaajaan|pelaajassa|"
            "pelaajasta|pelaajana|pelaajaksi", "pelaajat|pelaajia|pelaajien")
TEAM = _n("joukkue|joukkueen|joukkuetta|joukkueella|joukkueelle|joukkueeseen|joukkueessa|"
          "joukkueesta|joukkueena|joukkueeksi", "joukkueet|joukkueita|joukkueiden")
ROUND = _n("kierros|kierroksen|kierrosta|kierroksella|kierrokselle|kierrokseen|"
           "kierroksessa|kierroksesta|kierroksena|kierrokseksi",
           "kierrokset|kierroksia|kierrosten")
POINT = _n("piste|pisteen|pistettä|pisteellä|pisteelle|pisteeseen|pisteessä|pisteestä|"
           "pisteenä|pisteeksi", "pisteet|pisteitä|pisteiden")
DEAL = _n("jako|jaon|jakoa|jaolla|jaolle|jakoon|jaossa|jaosta|jakona|jaoksi",
          "jaot|jakoja|jakojen")
JOKER = _n("jokeri|jokerin|jokeria|jokerilla|jokerille|jokeriin|jokerissa|jokerista|"
           "jokerina|jokeriksi", "jokerit|jokereita|jokereiden")
MARK = _n("merkintä|merkinnän|merkintää|merkinnällä|merkinnälle|merkintään|merkinnässä|"
          "merkinnästä|merkintänä|merkinnäksi", "merkinnät|merkintöjä|merkintöjen")

_WORDS = ("nolla", "yksi", "kaksi", "kolme", "neljä", "viisi", "kuusi", "seitsemän",
          "kahdeksan", "yhdeksän", "kymmenen", "yksitoista", "kaksitoista")


def form(noun: Noun, n: int, case: str = "nom") -> str:
    """The noun as it goes after the number ``n``: after one the case itself, after
    any other number the partitive singular in the nominative, else the case."""
    if case == "nom" and plural(n, "fi") != "one":
        return noun.case("part")
    return noun.case(case)


def numeral(n: int) -> str:
    return _WORDS[n] if 0 <= n < len(_WORDS) else str(n)


def count(n: int, noun: Noun, case: str = "nom", words: bool = True) -> str:
    """``n`` and the noun agreeing with it: "kuusi korttia", "6 kortilla"."""
    said = numeral(n) if words and case == "nom" else str(n)
    return f"{said} {form(noun, n, case)}"
