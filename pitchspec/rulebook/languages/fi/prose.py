"""Finnish phrases for the table and the cards (players, pack, deal, trump and
exchange); the walk is :mod:`pitchspec.rulebook.prose`.

>>> from pitchspec import load
>>> from pitchspec.i18n import language
>>> from pitchspec.rulebook import prose
>>> with language("fi"):
...     prose.players_summary(load("spec/auction_pitch.pitch").seating)
'2–8 pelaajaa'
"""

from __future__ import annotations

from pitchspec import model as m
from pitchspec.rulebook.languages.fi import grammar as g
from pitchspec.rulebook.languages.fi import words as w
from pitchspec.rulebook.phrasing import Sentence

_GENITIVE = ("nollan", "yhden", "kahden", "kolmen", "neljän", "viiden", "kuuden",
             "seitsemän", "kahdeksan", "yhdeksän", "kymmenen")

# the exchange's actors and piles, in the cases the sentences take

_ACTORS = {
    # nominative, allative
    m.Actor.ALL: ("jokainen pelaaja", "jokaiselle pelaajalle"),
    m.Actor.OTHERS: ("jokainen pelaaja huutokaupan voittajaa lukuun ottamatta",
                     "jokaiselle pelaajalle huutokaupan voittajaa lukuun ottamatta"),
    m.Actor.BIDDER: ("huutokaupan voittaja", "huutokaupan voittajalle"),
    m.Actor.DEALER: ("jakaja", "jakajalle"),
    m.Actor.NONDEALERS: ("jokainen pelaaja jakajaa lukuun ottamatta",
                         "jokaiselle pelaajalle jakajaa lukuun ottamatta"),
}
_PILES = {
    # nominative, object, elative
    m.Pile.KITTY: ("kissa", "kissan", "kissasta"),
    m.Pile.WIDOW: ("leski", "lesken", "leskestä"),
    m.Pile.STOCK: ("pakan loput", "pakan loput", "pakan lopuista"),
    m.Pile.SCRAP: ("hylätyt kortit", "hylätyt kortit", "hylätyistä korteista"),
    m.Pile.LOST: ("katsojien menettämät kortit", "katsojien menettämät kortit",
                  "katsojien menettämistä korteista"),
}


def _what(nontrumps: bool) -> str:
    """The cards a discard is of: the non-trumps, or any."""
    return "ei-valttikortteja" if nontrumps else "kortteja"


PHRASES: dict[str, Sentence] = {
    "players.direction: clockwise":
        "Jako ja pelaaminen etenevät myötäpäivään (vasemmalle).",
    "players.direction: counter-clockwise":
        "Jako ja pelaaminen etenevät vastapäivään (oikealle).",
    "ranking: table":
        ("Korttien arvojärjestys suurimmasta pienimpään. Valttisarakkeessa on jokainen "
         "kortti, joka kuuluu valttimaahan."),
    "deck.card_points":
        ("Korttipisteitä laskettaessa (kuka saa eniten) kukin näistä korteista on tämän "
         "verran arvoinen; muut kortit eivät ole minkään arvoisia."),
    "ranking: jokers ranked":
        "Jokerit ovat valtteja, ja niiden paikka arvojärjestyksessä näkyy taulukosta.",
    "ranking: jokers rankless":
        ("Jokerit eivät kuulu mihinkään maahan, eikä niillä ole arvoa: ne eivät voi koskaan "
         "voittaa tikkiä, mutta niiden pisteet lasketaan silti."),
    "ranking: reversed for tricks":
        ("Tässä muunnelmassa järjestys on tikkejä voitettaessa käänteinen: pienin valtti "
         "tai, jos valttia ei pelata, aloitetun maan pienin kortti voittaa."),
    "exchange.order: in turn":
        ("Jokainen pelaaja vuorollaan, jakajasta vasemmalla istuvasta alkaen, käy nämä "
         "vaiheet läpi ja saa korttinsa ennen kuin seuraava aloittaa."),
    "exchange: in order":
        "Ennen ensimmäistä lähtöä tässä järjestyksessä:",
    "exchange: dead cards to opponents":
        ("Pistekortti, jonka pelaaja joutuu hylkäämään, ei katoa: sen piste menee hänen "
         "vastustajilleen."),
    "trump.method: first lead":
        ("Syöttäjän ensimmäinen lähtö määrää valtin: ensimmäisen hänen pelaamansa kortin "
         "maa on valttia koko jaon ajan."),
    "trump.method: declared":
        "Huutokaupan voittaja nimeää valttimaan",
    "trump.method: turn up":
        ("Jaon jälkeen jakaja kääntää pakan päällimmäisen kortin; sen maata ehdotetaan "
         "valtiksi."),
    "trump.method: called card":
        "Huutokaupan voittajan kutsuman kortin maa on valttia.",
    "trump.method: random":
        "Valtti valitaan sattumanvaraisesti ennen jakoa.",
    "trump.sub_trump: declared":
        (" Hän nimeää myös toisen maan, alavaltin, jonka kortit ovat kaikkia valtteja "
         "pienempiä mutta tavallisten maiden kortteja suurempia."),
    "trump.beg: gift redeals":
        ("Kun lahja annetaan, kortit heitetään pois ja jakovuoro siirtyy seuraavalle "
         "pelaajalle."),
    "trump.beg: gift plays on":
        "Kun lahja annetaan, peli jatkuu ja käännetty maa on valttia.",
    "trump.beg: same suit, put aside":
        ("Jos sama maa kääntyy uudelleen, se kortti ja juuri jaetut kortit pannaan "
         "katsomatta sivuun, ja jakaja jakaa jälleen lisää."),
    "trump.beg: same suit, kept":
        ("Jos sama maa kääntyy uudelleen, kaikki pitävät ylimääräiset korttinsa, ja jakaja "
         "jakaa jälleen lisää."),
    "trump.beg: after run, keep":
        "Kun valtti on selvillä, jokainen pelaaja pitää kaikki ylimääräiset korttinsa.",
    "trump.beg: after run, discard":
        ("Kun valtti on selvillä, jokainen pelaaja hylkää kortteja, kunnes hänellä on "
         "alkuperäinen määrä."),
    "trump.beg: stock out":
        ("Jos pakka loppuu ensin, sama jakaja jakaa uudelleen, ja mitätöidyssä jaossa "
         "käännetyistä korteista saadut pisteet perutaan."),
    "trump.beg: stock out, turned points stand":
        ("Jos pakka loppuu ensin, sama jakaja jakaa uudelleen; käännetyistä korteista jo "
         "saadut pisteet pysyvät."),
    "trump.beg: restricted looking":
        ("Pöydässä vain jakaja ja etukäsi saavat katsoa korttejaan ennen kuin etukäsi "
         "päättää (tämän sääntökirjan moottori ei mallinna, kuka saa katsoa korttejaan)."),
    "deal.stock: face up":
        "Jakamatta jääneet kortit (pakka) asetetaan sivuun kuvapuoli ylöspäin.",
    "deal.stock: face down":
        "Jakamatta jääneet kortit (pakka) asetetaan sivuun kuvapuoli alaspäin.",
    "ranking: natural":
        ("Kaikissa maissa, valtit mukaan lukien, kortit ovat samassa järjestyksessä "
         "suurimmasta pienimpään: {ranks}."),
    "trump.beg: stand or beg":
        ("Etukäsi katsoo korttinsa ja joko pysyy (hyväksyy käännetyn maan) tai pyytää. Jos "
         "hän pyytää, jakaja joko antaa {to} {gift} (lahja) tai kieltäytyy ja jakaa lisää."),
    "trump.beg: run": lambda n: (
        f"Jakaessaan lisää jakaja antaa jokaiselle pelaajalle vielä {g.count(n, g.CARD)} ja "
        "kääntää seuraavan kortin. Uusi maa tulee heti valtiksi."),
    "deal.widow":
        "Lisäksi jaetaan kuvapuoli alaspäin ylimääräinen {n} kortin käsi (leski).",
    "deal.kitty": lambda n: (
        f"{w.capital(g.count(n, g.CARD))} jaetaan kuvapuoli alaspäin pöydän keskelle "
        "(kissa)."),
    "deal.blind: per player": lambda n: (
        f"Jokaiselle pelaajalle jaetaan lisäksi {g.count(n, g.CARD)} kuvapuoli alaspäin "
        "(hänen sokkonsa), eikä hän saa katsoa niitä."),
    "deal.blind: pile": lambda n: (
        f"{w.capital(g.count(n, g.CARD))} jaetaan kuvapuoli alaspäin sokoksi."),
    # words the sentences above take
    "gift to: elder": "etukädelle",
    "gift to: each opponent": "jokaiselle vastustajalle",
    # players
    "players summary": lambda players: w.players(players),
    "team form": lambda teams, size, players: (
        f"{g.numeral(teams)} "
        f"{_GENITIVE[size] if size < len(_GENITIVE) else str(size)} pelaajan "
        f"{g.form(g.TEAM, teams)} ({g.count(players, g.PLAYER, words=False)})"),
    "players.teams: none": "Jokainen pelaa itseään varten.",
    "players.teams: optional":
        ("Pelaajat voivat muodostaa kiinteät joukkueet ({forms}), jolloin kumppanit istuvat "
         "pöydässä vuorotellen; muuten jokainen pelaa itseään varten."),
    "players.teams: fixed": "Kiinteät joukkueet: {forms}; kumppanit istuvat pöydässä vuorotellen.",
    "partnerships short: none": "ei",
    "partnerships short: optional": "{forms} (valinnainen)",
    "partnerships short: called": "; kutsuttu kumppani, kun pelaajia on {span}",
    "players.partner_call":
        ("Kun pelaajia on {span}, huutokaupan voittaja kutsuu {what}; sen haltijasta tulee "
         "hänen kumppaninsa tämän jaon ajaksi, ja muut pelaavat heitä vastaan"),
    "players.partner_call: others together":
        (" yhtenä puolena: he saavat pisteet yhdessä ja voittavat tai häviävät yhdessä, "
         "mutta kukin pitää omat pisteensä."),
    "called: a card": "minkä tahansa kortin",
    "called: a trump": "valttikortin",
    # the deal
    "deal.first_dealer / cut": "Pelaajat nostavat pakasta ensimmäisen jakajan valitsemiseksi",
    "deal.first_dealer / draw":
        "Pelaajat vetävät pakasta kortit ensimmäisen jakajan valitsemiseksi",
    "deal.first_dealer / first_jack":
        ("Kortteja jaetaan kuvapuoli ylöspäin yksi kerrallaan; ensimmäinen jätkän saanut "
         "pelaaja jakaa ensin"),
    "deal.first_dealer / cut_and_guess":
        ("Yksi pelaaja nostaa ja toinen arvaa nostetun kortin värin; tämä ratkaisee "
         "ensimmäisen jakajan"),
    "deal.first_dealer / random": "Ensimmäinen jakaja valitaan sattumanvaraisesti",
    "deal.first_dealer / the engine's":
        (" (tämän sääntökirjan pelimoottori valitsee hänet sattumanvaraisesti, jokaisella "
         "pelaajalla yhtä suuri mahdollisuus)"),
    "deal.cut_ranking":
        ("; tässä nostossa arvojärjestys on {ranks} suurimmasta pienimpään (moottori ei "
         "nosta, joten järjestyksellä ei ole merkitystä sen peleissä)"),
    "deal.dealer passes": "; jokaisen jaon jälkeen jakovuoro siirtyy seuraavalle pelaajalle.",
    "deal.hand": lambda n: f"Jakaja antaa jokaiselle pelaajalle {g.count(n, g.CARD)}",
    "deal.rounds":
        (", {n} kierroksella; hän päättää itse, montako korttia kullakin kierroksella "
         "annetaan (tämän sääntökirjan moottori jakaa kunkin pelaajan kortit yhtenä nippuna "
         "etukädestä alkaen)"),
    "deal.packets": lambda packets: (
        f", {w.joined(str(p) for p in packets)} kortin nipuissa etukädestä alkaen"),
    "deal.packets / one at a time": ", yksi kerrallaan etukädestä alkaen",
    # trump in a phrase
    "trump short: first_lead": "ensimmäinen lähtö",
    "trump short: declared": "syöttäjä nimeää",
    "trump short: turn_up": "käännetty kortti",
    "trump short: called_card": "kutsuttu kortti",
    "trump short: random": "sattuma",
    "trump short: + beg": " + pyyntö",
    "trump short: + sub-trump": " + alavaltti",
    # the pack
    "deck short": lambda size: g.count(size, g.CARD, words=False),
    "deck short: notes": " ({notes})",
    "notes joined": "; ",
    "deck short: without run": lambda high, low: (
        f"ilman kortteja {w.rank_low(high, 3)} {w.rank_low(low, 4)}"),
    "deck short: without": lambda ranks: "ilman " + w.joined(w.rank_low(r, 2) for r in ranks),
    "deck short: jokers": lambda n: g.count(n, g.JOKER),
    "deck: standard": "Tavallinen 52 kortin pakka",
    "deck: ranks removed": lambda ranks: (
        f", josta on poistettu {w.joined(w.rank_plural(r) for r in ranks)}"),
    "deck: jokers added": lambda n, removed: (
        f"{', ja johon' if removed else ', johon'} on lisätty {g.count(n, g.JOKER)}"),
    "deck: jokers added / total": lambda size: (
        f": yhteensä {g.count(size, g.CARD, words=False)}."),
    "deck: ranks removed / total": lambda size: (
        f": yhteensä {g.count(size, g.CARD, words=False)}."),
    "deck: two jokers told apart": " Jokerit erotetaan toisistaan: iso ja pieni jokeri.",
    "card points: each joker": "Jokainen jokeri",
    "card points: trump rank": lambda rank: (
        w.capital(w.card(m.CardRef(m.SuitRef.TRUMP, rank)))),
    # declaring trump
    "trump.declare: before kitty / at once": " heti huutokaupan päätyttyä.",
    "trump.declare: before kitty": " heti huutokaupan päätyttyä, {before}.",
    "declare: before taking": lambda pile: f"ennen kuin {_PILES[pile][0]} otetaan",
    "declare: before any": "ennen kuin kukaan hylkää tai nostaa kortteja",
    "trump.declare: after kitty": lambda actor, pile: (
        f" sen jälkeen kun {_ACTORS[actor][0]} on ottanut {_PILES[pile][1]}, ennen muuta "
        "hylkäämistä ja nostamista."),
    "trump.declare: after kitty / at the end":
        " kun hylkääminen ja nostaminen on ohi, juuri ennen ensimmäistä lähtöä.",
    # the exchange's steps
    "step sentence": lambda text: w.capital(text) + ".",
    "discard: one per card taken": lambda actor, **_: (
        f"{_ACTORS[actor][0]} hylkää valitsemansa kortin jokaista ottamaansa korttia kohden"),
    "discard: down to": lambda actor, nontrumps, n: (
        f"{_ACTORS[actor][0]} hylkää valitsemiaan {_what(nontrumps)}, kunnes hänellä on "
        f"{g.count(n, g.CARD)}"),
    "discard: any of his": lambda actor, nontrumps, **_: (
        f"{_ACTORS[actor][0]} saa hylätä mitä tahansa {_what(nontrumps)} kädestään"),
    "discard: all non-trumps": lambda actor, **_: (
        f"{_ACTORS[actor][0]} hylkää kaikki ei-valttikorttinsa"),
    "discard: any cards": lambda actor, **_: (
        f"{_ACTORS[actor][0]} saa hylätä mitä tahansa kortteja"),
    "discard: face up": ", kuvapuoli ylöspäin",
    "take: any of": lambda actor, pile: (
        f"{_ACTORS[actor][0]} saa ottaa mitä tahansa kortteja {_PILES[pile][2]}"),
    "take: into his hand": lambda actor, pile: (
        f"{_ACTORS[actor][0]} ottaa {_PILES[pile][1]} käteensä"),
    "refill": lambda actor, n: (
        f"jakaja täydentää pakasta kortteja {_ACTORS[actor][1]}, kunnes kullakin on "
        f"{g.count(n, g.CARD)}"),
    "refill: in packets": lambda n: (
        f", pöydässä {g.count(n, g.CARD)} kerrallaan (moottori jakaa ne kerralla)"),
    "reduce": lambda actor, n: (
        f"{_ACTORS[actor][0]} hylkää kortteja, kunnes hänellä on {g.count(n, g.CARD)}"),
    "reduce: nonpoint first": ", ensin kortit, joista ei saa pisteitä",
    "reduce: shown": " ja näyttää hylkäämänsä kortit",
    "complete: trumps first": lambda actor, n: (
        f"{_ACTORS[actor][0]} käy pakan läpi ja valitsee siitä kortteja, kunnes hänellä on "
        f"{g.count(n, g.CARD)}, ottaen ensin kaikki sinne jääneet valtit: muun kortin hän "
        "saa ottaa vasta, kun valtteja ei ole jäljellä"),
    "complete": lambda actor, n: (
        f"{_ACTORS[actor][0]} käy pakan läpi ja valitsee siitä kortteja, kunnes hänellä on "
        f"{g.count(n, g.CARD)}"),
    "reclaim": lambda actor: (
        f"{_ACTORS[actor][0]} saa ottaa takaisin mitä tahansa valtteja "
        f"{_PILES[m.Pile.SCRAP][2]}"),
}
"""The sentences and words of the prose walkers, by key."""
