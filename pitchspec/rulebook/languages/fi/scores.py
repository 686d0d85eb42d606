"""Finnish sentences for scoring, keeping or failing the bid, and winning the match
(:mod:`pitchspec.rulebook.scores`).

>>> from pitchspec import load
>>> from pitchspec.i18n import language
>>> from pitchspec.rulebook import scores
>>> variant = load("spec/auction_pitch.pitch")
>>> with language("fi"):
...     scores.earns(variant.point("low")), scores.receiver(variant.point("low"))
('jaossa pelatuista valteista pienin', 'pelaaja, jolla kortti oli')
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import assert_never

from pitchspec import model as m
from pitchspec.cards import NATURAL_ORDER, Rank
from pitchspec.rulebook import scores as en
from pitchspec.rulebook.backing import say, table
from pitchspec.rulebook.languages.fi import grammar as g
from pitchspec.rulebook.languages.fi import words as w
from pitchspec.rulebook.phrasing import book

phrase = book("fi")

_AMONG = {m.InPlay.PLAYED: "jaossa pelatuista", m.InPlay.HELD: "pelin alkaessa käsissä "
          "olleista", m.InPlay.DEALT: "pelaajille jaetuista"}
_CARD_IN_PLAY = {m.InPlay.HELD: "on jonkun kädessä pelin alkaessa",
                 m.InPlay.DEALT: "on jaettu pelaajalle"}
_RECEIVERS = table({
    m.Receiver.HOLDER: ("points.to: holder", "pelaaja, jolla kortti oli"),
    m.Receiver.ORIGINAL_HOLDER: ("points.to: original_holder", "pelaaja, jolle kortti jaettiin"),
    m.Receiver.CAPTURER: ("points.to: capturer", "se, joka voittaa kortin tikissä"),
    m.Receiver.PLAYER: ("points.to: player", "pelaaja, joka pelaa kortin"),
    m.Receiver.DEALER: ("points.to: dealer", "jakaja"),
    m.Receiver.ELDER: ("points.to: elder", "etukäsi"),
    m.Receiver.MAJORITY: ("points.to: majority", "puoli, jolla on eniten"),
    m.Receiver.TRICK_WINNER: ("points.to: trick winner", "tikin voittaja"),
})
_TIES = table({
    m.TieRule.NONE: ("points.point: tie none", "tasatilanteessa sitä ei saa kukaan"),
    m.TieRule.ELDER: ("points.point: tie elder", "tasatilanteessa sen saa tasoissa olevista "
                      "puolista se, joka on vuorossa ensimmäisenä etukädestä lukien, eli "
                      "etukäden puoli, jos se on tasoissa"),
    m.TieRule.JOKER: ("points.point: tie joker", "tasatilanteessa sen saa se tasoissa oleva "
                      "puoli, joka on voittanut jokerin; jos ei kukaan tai useampi, sitä ei "
                      "saa kukaan"),
    m.TieRule.HALF_JOKERS: ("points.point: tie half_jokers", "tasatilanteessa sen saa se "
                            "tasoissa oleva puoli, joka on voittanut enemmän jokereita; jos "
                            "yhtä monta, sitä ei saa kukaan"),
})


@phrase(en.points_intro)
def points_intro() -> str:
    return say("points: each deal", "Jokaisessa jaossa saadaan nämä pisteet:")


@phrase(en.earns)
def earns(p: m.PointRule) -> str:
    match p.kind:
        case m.PointKind.HIGHEST | m.PointKind.LOWEST:
            end = "suurin" if p.kind is m.PointKind.HIGHEST else "pienin"
            what = "alavalteista" if p.scope is m.SuitRef.SUB else "valteista"
            text = f"{_AMONG[p.among]} {what} {end}"
            text += say("points.point: jokers not counted", " (jokereita ei lasketa)") \
                if p.excluding_jokers else ""
            if p.kind is m.PointKind.HIGHEST:
                return say("points.point: highest", text)
            return say("points.point: lowest", text)
        case m.PointKind.CARD:
            assert p.card is not None
            return say("points.point: card", w.card(p.card) + (
                "" if p.among is m.InPlay.PLAYED else f", jos se {_CARD_IN_PLAY[p.among]}"))
        case m.PointKind.GAME:
            counted = "kymppejä" if p.count is m.GameCount.TENS else "korttipisteitä"
            return say("points.point: game", f"eniten {counted} voitetuissa tikeissä")
        case m.PointKind.TURN_UP:
            return say("points.point: turn up", turned(p))
        case m.PointKind.JOKER_PLAYED:
            which = "ensimmäinen" if (p.joker_order or 1) == 1 else "toinen"
            return say("points.point: joker played", f"{which} jaossa pelattu jokeri")
        case m.PointKind.LAST_TRICK:
            return say("points.point: last trick", "viimeisen tikin voittaminen")
        case m.PointKind.SWEEP:
            return say("points.point: sweep", "jaon kaikkien pisteiden saaminen")
        case m.PointKind.TRICK_TRUMPS:
            return say("points.point: trick trumps", "kunkin voitetun tikin valtit")
        case _ as never:
            assert_never(never)


def turned(p: m.PointRule) -> str:
    if p.every_turn:
        which = "jokainen valtin määräämiseksi käännetty kortti"
    elif p.turn_only is m.TurnOnly.FIRST:
        which = "ensimmäinen valtin määräämiseksi käännetty kortti"
    elif p.turn_only is m.TurnOnly.LAST:
        which = "käännetty kortti, joka lopulta määrää valtin"
    else:
        which = "jokainen käännetty kortti, joka ehdottaa uutta valttimaata"
    ranks = [v.rank for v in p.turn_up if v.rank is not None]
    if ranks:
        return f"{which}, jos se on {w.joined((w.rank_low(r) for r in ranks), 'or')}"
    return which


@phrase(en.value)
def value(p: m.PointRule) -> str:
    if p.by_card_points:
        text = say("points.value: card points", "niiden korttipisteet"
                   if p.kind is m.PointKind.TRICK_TRUMPS else "sen korttipisteet")
    elif p.turn_up and any(v.rank is not None for v in p.turn_up):
        text = say("points.value: by turned rank", w.joined(
            f"{v.value} {w.rank_low(v.rank, 3)}" for v in p.turn_up
            if v.rank is not None and v.value is not None))
    else:
        text = say("points.value: N", str(p.value))
    if p.hanged_value is not None:
        text += say("points.value: hanged", f", tai {p.hanged_value}, jos se voitetaan sen "
                    "haltijan puolelta (hirtetään)")
    return text


@phrase(en.receiver)
def receiver(p: m.PointRule) -> str:
    return say(*_RECEIVERS[p.receiver])


@phrase(en.conditions)
def conditions(p: m.PointRule, labels: dict[str, str]) -> str:
    parts = [_condition(c, labels) for c in p.conditions]
    if p.kind is m.PointKind.GAME:
        parts.append(say(*_TIES[p.tie]))
    if p.anyone:
        parts.append(say("points.point: counts for anyone", "lasketaan kenelle tahansa "
                         "puolelle, myös sellaiselle, joka ei saa muuta"))
    return w.capital("; ".join(parts))


def _condition(c: m.Condition, labels: dict[str, str]) -> str:
    match c.kind:
        case m.ConditionKind.TRUMP_SUIT_IS:
            assert c.suit is not None
            return say("points.condition: trump suit is", f"vain kun valttina on {w.suit(c.suit)}")
        case m.ConditionKind.NOT_SAME_CARD_AS:
            return say("points.condition: not the same card as",
                       f"ei, jos se on sama kortti kuin {labels.get(c.point or '', c.point)}")
        case m.ConditionKind.BID_WAS:
            return say("points.condition: bid was",
                       f"vain kun tarjous oli {labels.get(c.bid or '', c.bid)}")
        case _ as never:
            assert_never(never)


# --------------------------------------------------------------------------- make or set


@phrase(en.counting)
def counting(scoring: m.Scoring, labels: Sequence[str], winning: m.Winning) -> str:
    text = say("scoring.order", f"Pisteet lasketaan tässä järjestyksessä: {w.joined(labels)}.")
    if scoring.pitcher_first:
        text = say("scoring.order: pitcher first", "Syöttäjän puoli laskee pisteensä ensin; "
                   f"sitten pisteet lasketaan tässä järjestyksessä: {w.joined(labels)}.")
    if winning.both_reach is m.BothReach.COUNTING_ORDER:
        text += say("winning.both_reach: counting order", " Jos useampi puoli voisi saavuttaa "
                    "tavoitteen samassa jaossa, voittaa se, joka saavuttaa sen laskennassa "
                    "ensimmäisenä; sen jälkeen lasketut pisteet kirjataan silti.")
    return text


@phrase(en.make_or_set)
def make_or_set(scoring: m.Scoring, bidding: m.Bidding) -> list[str]:
    if not bidding.has_auction:
        return [say("bidding.form: none (scoring)", "Pidettävää tarjousta ei ole: jokainen "
                    "puoli saa yksinkertaisesti voittamansa pisteet.")]
    made = say(*_MADE[scoring.made])
    if scoring.exact_bonus:
        made += say("scoring.made: plus N if exact", " Jos hän sai täsmälleen tarjouksensa "
                    f"verran, hän saa vielä {w.points(scoring.exact_bonus)}.")
    out = [made, set_back(scoring), say(*_OTHERS[scoring.others])]
    if bidding.doubled and scoring.doubled_factor != 1:
        out.append(say("bidding.doubled: yes (scoring)", "Tuplattu tarjous lasketaan "
                       f"{scoring.doubled_factor}-kertaisena, pidettiin se tai ei."))
    return out


_MADE = table({
    m.MadeRule.TAKEN: ("scoring.made: taken", "Syöttäjä, joka pitää tarjouksensa (saa "
                       "vähintään tarjoamansa määrän pisteitä), saa kaikki voittamansa "
                       "pisteet."),
    m.MadeRule.BID: ("scoring.made: bid", "Syöttäjä, joka pitää tarjouksensa (saa "
                     "vähintään tarjoamansa määrän pisteitä), saa tarjouksensa verran "
                     "pisteitä riippumatta siitä, montako hän voitti."),
})


@phrase(en.set_back)
def set_back(scoring: m.Scoring) -> str:
    match scoring.set_penalty:
        case m.SetPenalty.RESET:
            text = say("scoring.set: reset", "Syöttäjä, joka jää vajaaksi, putoaa: hänen "
                       "pisteensä nollataan")
        case m.SetPenalty.BID if scoring.set_keeps is m.SetKeeps.TAKEN:
            text = say("scoring.set: lose bid, keep taken", "Syöttäjä, joka jää vajaaksi, "
                       "putoaa taaksepäin: tarjous vähennetään hänen pisteistään, mutta hän "
                       "pitää voittamansa pisteet")
        case m.SetPenalty.BID:
            text = say("scoring.set: lose bid, keep nothing", "Syöttäjä, joka jää vajaaksi, "
                       "putoaa taaksepäin: tarjous vähennetään hänen pisteistään, eikä hän saa "
                       "voittamiaan pisteitä")
        case _ as never:
            assert_never(never)
    if scoring.set_marks:
        text += say("scoring.set: mark N", ", ja hänelle kirjataan "
                    f"{g.count(scoring.set_marks, g.MARK)}")
    return text + "."


_OTHERS = table({
    m.Others.TAKEN: ("scoring.others: taken", "Muut puolet saavat voittamansa pisteet."),
    m.Others.NOTHING: ("scoring.others: nothing", "Muut puolet eivät saa mitään, "
                       "voittivatpa mitä tahansa."),
    m.Others.IF_BIDDER_SET: ("scoring.others: only if bidder set", "Muut puolet saavat "
                             "voittamansa pisteet vain, jos syöttäjä jää vajaaksi."),
})


@phrase(en.floor)
def floor(scoring: m.Scoring) -> str:
    if scoring.floor is None:
        return say("scoring.floor: none", "Pisteet voivat mennä nollan alle; puoli, jolla on "
                   "negatiiviset pisteet, on ”kuopassa”.")
    return say("scoring.floor: N", f"Mikään pistemäärä ei mene alle luvun {scoring.floor}.")


# --------------------------------------------------------------------------- winning


@phrase(en.target)
def target(winning: m.Winning) -> str:
    return f"yli {winning.target}" if winning.reach is m.Reach.OVER else str(winning.target)


@phrase(en.match)
def match(winning: m.Winning) -> list[str]:
    if winning.hands is not None:
        out = [say("winning.hands: N", f"Peli kestää {g.count(winning.hands, g.DEAL)}; sen "
                   "jälkeen suuremmat pisteet voittavat.")]
        if winning.tie_extra_hands:
            out.append(say("winning.tie: N more hands", "Jos pisteet ovat tasan, pelataan "
                           f"vielä {g.count(winning.tie_extra_hands, g.DEAL)}."))
    elif winning.reach is m.Reach.OVER:
        out = [say("winning.reach: over", "Ensimmäinen puoli, joka saa yli "
                   f"{w.points(winning.target)}, voittaa pelin.")]
    else:
        out = [say("winning.reach: at least", "Ensimmäinen puoli, joka saa vähintään "
                   f"{w.points(winning.target)}, voittaa pelin.")]
    out += who_may_win(winning) + margins(winning)
    if winning.count_out:
        out.append(say("winning.count_out: yes", "Jaon aikana saadut pisteet lasketaan heti: "
                       "puoli, joka saavuttaa tavoitteen ennen jaon loppua, voittaa "
                       "pelaamatta loppuun (laskeminen ulos)."))
    return out


@phrase(en.who_may_win)
def who_may_win(winning: m.Winning) -> list[str]:
    out = [say(*_WHO[winning.eligible])]
    if winning.both_reach is not m.BothReach.COUNTING_ORDER:
        out.append(say(*_BOTH[winning.both_reach]))
    return out


_WHO = table({
    m.Eligible.ANYONE: ("winning.who: anyone", "Jaon lopussa mikä tahansa tavoitteen "
                        "saavuttanut puoli voi voittaa."),
    m.Eligible.BIDDER: ("winning.who: bidder", "Jaon lopussa voi voittaa vain puoli, jolla "
                        "oli sopimus (tarjoaja menee ulos ensin)."),
    m.Eligible.BIDDER_OR_SETTER: ("winning.who: bidder or setter", "Jaon lopussa voi "
                                  "voittaa vain syöttäjän puoli, jos se piti tarjouksensa, "
                                  "tai puoli, joka kaatoi sen."),
    m.Eligible.BID_MADE: ("winning.who: bid made", "Jaon lopussa voi voittaa vain syöttäjän "
                          "puoli, joka piti tarjouksensa."),
})
_BOTH = table({
    m.BothReach.COUNTING_ORDER: ("winning.both_reach: counting order", ""),
    m.BothReach.BIDDER: ("winning.both_reach: bidder", "Jos useampi puoli saavuttaa "
                         "tavoitteen samassa jaossa, syöttäjän puoli voittaa, jos se on "
                         "niiden joukossa; muuten suuremmat pisteet voittavat, ja "
                         "tasapisteillä peli jatkuu."),
    m.BothReach.HIGHER_SCORE: ("winning.both_reach: higher score", "Jos useampi puoli "
                               "saavuttaa tavoitteen samassa jaossa, suuremmat pisteet "
                               "voittavat; tasapisteillä peli jatkuu."),
    m.BothReach.SHARE_TIES: ("winning.both_reach: share ties", "Jos useampi puoli saavuttaa "
                             "tavoitteen samassa jaossa, suuremmat pisteet voittavat; "
                             "korkeimmilla pisteillä tasan olevat puolet voittavat yhdessä."),
})


@phrase(en.margins)
def margins(winning: m.Winning) -> list[str]:
    out = []
    if winning.margin:
        out.append(say("winning.margin: N", "Voittajan on oltava vähintään "
                       f"{w.points(winning.margin)} edellä; siihen asti peli jatkuu."))
    for door in winning.backdoor:
        out.append(say(*_DOOR[door.outcome], n=door.threshold))
    return out


_DOOR = table({
    m.MatchOutcome.WIN: ("winning.backdoor: at N win", "Puoli, jonka pisteet putoavat "
                         "lukuun {n} tai sen alle, voittaa pelin (takaoven kautta)."),
    m.MatchOutcome.LOSE: ("winning.backdoor: at N lose", "Puoli, jonka pisteet putoavat "
                          "lukuun {n} tai sen alle, häviää pelin (takaoven kautta); muiden "
                          "suurimmat pisteet voittavat."),
    m.MatchOutcome.DRAW: ("winning.backdoor: at N draw", "Jos jonkin puolen pisteet "
                          "putoavat lukuun {n} tai sen alle, peli päättyy tasan (takaoven "
                          "kautta)."),
})


# --------------------------------------------------------------------------- procedures

_PROCEDURES = {
    m.ProcedureKind.COKE: "vaihtaa huonon käden uuteen (coke)",
    m.ProcedureKind.MUCK: "luopua kädestä, jolla ei voi voittaa yhtään tikkiä (muck)",
    m.ProcedureKind.MISDEAL: "näyttää arvottoman käden ja pyytää kaikki kortit jaettaviksi "
                             "uudelleen",
    m.ProcedureKind.REPLACE_POINTLESS: "vaihtaa käden, jossa ei ole yhtään pistekorttia, "
                                       "uuteen",
    m.ProcedureKind.REDEAL_POINTLESS: "pyytää uutta jakoa, kun hänen kädessään ei ole "
                                      "yhtään pistekorttia",
}
_NAMES = {
    m.ProcedureKind.COKE: "Coke", m.ProcedureKind.MUCK: "Muck",
    m.ProcedureKind.MISDEAL: "Uusintajako",
    m.ProcedureKind.REPLACE_POINTLESS: "Pisteettömän käden vaihto",
    m.ProcedureKind.REDEAL_POINTLESS: "Uusintajako pisteettömällä kädellä",
}
_MAY = table({
    m.ProcedureKind.COKE: ("procedures: coke", "Pelaaja saa {what}{terms}."),
    m.ProcedureKind.MUCK: ("procedures: muck", "Pelaaja saa {what}{terms}."),
    m.ProcedureKind.MISDEAL: ("procedures: misdeal", "Pelaaja saa {what}{terms}."),
    m.ProcedureKind.REPLACE_POINTLESS: ("procedures: replace pointless",
                                        "Pelaaja saa {what}{terms}."),
    m.ProcedureKind.REDEAL_POINTLESS: ("procedures: redeal pointless",
                                       "Pelaaja saa {what}{terms}."),
})


@phrase(en.procedure_name)
def procedure_name(kind: m.ProcedureKind) -> str:
    return _NAMES[kind]


@phrase(en.procedure)
def procedure(p: m.Procedure, hand: int) -> str:
    if not p.allowed:
        return say("procedures: not allowed", f"Pelaaja ei saa {_PROCEDURES[p.kind]}.")
    terms = ""
    if p.ranks:
        held = "hänen kädessään on" if p.scope is m.Scope.HAND \
            else "hänen ei-valttikorttinsa ovat"
        terms += say("procedures: ranks", f", kun {held} pelkkiä {rank_range(p.ranks)}")
    return say(*_MAY[p.kind], what=_PROCEDURES[p.kind],
               terms=terms + "".join(f"; {e}" for e in _procedure_terms(p, hand)))


def _procedure_terms(p: m.Procedure, hand: int) -> list[str]:
    extra = []
    if p.new_hand is not None:
        extra.append(say("procedures: new hand N", f"hän saa {g.count(p.new_hand, g.NEW_CARD)}"))
    if p.shown:
        extra.append(say("procedures: shown", "pöydässä hän näyttää luovuttamansa käden "
                         "(moottori ei näytä sitä kenellekään: se ei muuta yhtään päätöstä)"))
    if not p.may_bid:
        extra.append(say("procedures: may not bid", "hän ei saa tarjota siinä jaossa"))
    if p.as_bid:
        extra.append(say("procedures: as bid", "tämä lasketaan hänen tarjouksekseen"))
    if p.sits_out is m.Sitter.FIRST:
        extra.append(say("procedures: sits out first", "hän jää pois ensimmäisestä tikistä"))
    elif p.sits_out is m.Sitter.LAST and p.new_hand is not None and p.new_hand < hand:
        extra.append(say("procedures: sits out last", "joten hän jää pois viimeisestä "
                         "tikistä"))
    elif p.sits_out is m.Sitter.LAST:
        extra.append(say("procedures: sits out last, not applied", "lähteiden mukaan hän jää "
                         "pois viimeisestä tikistä, mitä tämän sääntökirjan moottori ei "
                         "sovella: hän pelaa uuden kätensä jokaisen tikin"))
    if not p.partnerships:
        extra.append(say("procedures: not in partnerships", "tämä ei ole sallittua "
                         "joukkuepelissä"))
    return extra


def rank_range(ranks: Sequence[Rank]) -> str:
    """Ranks as "kortteja nelosesta ysiin" when they run on, else listed."""
    order = [r for r in NATURAL_ORDER if r in ranks]
    start = NATURAL_ORDER.index(order[0])
    if len(order) > 2 and tuple(order) == NATURAL_ORDER[start:start + len(order)]:
        return f"kortteja {w.rank_low(order[-1], 3)} {w.rank_low(order[0], 4)}"
    return w.joined(w.rank_low(r, 2) for r in reversed(order))
