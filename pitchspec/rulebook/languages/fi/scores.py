"""Finnish phrases for scoring; the walk is :mod:`pitchspec.rulebook.scores`."""

from __future__ import annotations

from pitchspec.rulebook.languages.fi import grammar as g
from pitchspec.rulebook.languages.fi import words as w
from pitchspec.rulebook.phrasing import Sentence

PHRASES: dict[str, Sentence] = {
    "points.to: holder":
        "pelaaja, jolla kortti oli",
    "points.to: original_holder":
        "pelaaja, jolle kortti jaettiin",
    "points.to: capturer":
        "se, joka voittaa kortin tikissä",
    "points.to: player":
        "pelaaja, joka pelaa kortin",
    "points.to: dealer":
        "jakaja",
    "points.to: elder":
        "etukäsi",
    "points.to: majority":
        "puoli, jolla on eniten",
    "points.to: trick winner":
        "tikin voittaja",
    "points.point: tie none":
        "tasatilanteessa sitä ei saa kukaan",
    "points.point: tie elder":
        ("tasatilanteessa sen saa tasoissa olevista puolista se, joka on vuorossa "
         "ensimmäisenä etukädestä lukien, eli etukäden puoli, jos se on tasoissa"),
    "points.point: tie joker":
        ("tasatilanteessa sen saa se tasoissa oleva puoli, joka on voittanut jokerin; jos "
         "ei kukaan tai useampi, sitä ei saa kukaan"),
    "points.point: tie half_jokers":
        ("tasatilanteessa sen saa se tasoissa oleva puoli, joka on voittanut enemmän "
         "jokereita; jos yhtä monta, sitä ei saa kukaan"),
    "points: each deal":
        "Jokaisessa jaossa saadaan nämä pisteet:",
    "points.point: jokers not counted":
        " (jokereita ei lasketa)",
    "points.point: last trick":
        "viimeisen tikin voittaminen",
    "points.point: sweep":
        "jaon kaikkien pisteiden saaminen",
    "points.point: trick trumps":
        "kunkin voitetun tikin valtit",
    "points.point: counts for anyone":
        "lasketaan kenelle tahansa puolelle, myös sellaiselle, joka ei saa muuta",
    "winning.both_reach: counting order":
        (" Jos useampi puoli voisi saavuttaa tavoitteen samassa jaossa, voittaa se, joka "
         "saavuttaa sen laskennassa ensimmäisenä; sen jälkeen lasketut pisteet kirjataan "
         "silti."),
    "bidding.form: none (scoring)":
        ("Pidettävää tarjousta ei ole: jokainen puoli saa yksinkertaisesti voittamansa "
         "pisteet."),
    "scoring.made: taken":
        ("Syöttäjä, joka pitää tarjouksensa (saa vähintään tarjoamansa määrän pisteitä), "
         "saa kaikki voittamansa pisteet."),
    "scoring.made: bid":
        ("Syöttäjä, joka pitää tarjouksensa (saa vähintään tarjoamansa määrän pisteitä), "
         "saa tarjouksensa verran pisteitä riippumatta siitä, montako hän voitti."),
    "scoring.set: reset":
        "Syöttäjä, joka jää vajaaksi, putoaa: hänen pisteensä nollataan",
    "scoring.set: lose bid, keep taken":
        ("Syöttäjä, joka jää vajaaksi, putoaa taaksepäin: tarjous vähennetään hänen "
         "pisteistään, mutta hän pitää voittamansa pisteet"),
    "scoring.set: lose bid, keep nothing":
        ("Syöttäjä, joka jää vajaaksi, putoaa taaksepäin: tarjous vähennetään hänen "
         "pisteistään, eikä hän saa voittamiaan pisteitä"),
    "scoring.others: taken":
        "Muut puolet saavat voittamansa pisteet.",
    "scoring.others: nothing":
        "Muut puolet eivät saa mitään, voittivatpa mitä tahansa.",
    "scoring.others: only if bidder set":
        "Muut puolet saavat voittamansa pisteet vain, jos syöttäjä jää vajaaksi.",
    "scoring.floor: none":
        ("Pisteet voivat mennä nollan alle; puoli, jolla on negatiiviset pisteet, on "
         "”kuopassa”."),
    "winning.count_out: yes":
        ("Jaon aikana saadut pisteet lasketaan heti: puoli, joka saavuttaa tavoitteen ennen "
         "jaon loppua, voittaa pelaamatta loppuun (laskeminen ulos)."),
    "winning.who: anyone":
        "Jaon lopussa mikä tahansa tavoitteen saavuttanut puoli voi voittaa.",
    "winning.who: bidder":
        ("Jaon lopussa voi voittaa vain puoli, jolla oli sopimus (tarjoaja menee ulos "
         "ensin)."),
    "winning.who: bidder or setter":
        ("Jaon lopussa voi voittaa vain syöttäjän puoli, jos se piti tarjouksensa, tai "
         "puoli, joka kaatoi sen."),
    "winning.who: bid made":
        "Jaon lopussa voi voittaa vain syöttäjän puoli, joka piti tarjouksensa.",
    "winning.both_reach: bidder":
        ("Jos useampi puoli saavuttaa tavoitteen samassa jaossa, syöttäjän puoli voittaa, "
         "jos se on niiden joukossa; muuten suuremmat pisteet voittavat, ja tasapisteillä "
         "peli jatkuu."),
    "winning.both_reach: higher score":
        ("Jos useampi puoli saavuttaa tavoitteen samassa jaossa, suuremmat pisteet "
         "voittavat; tasapisteillä peli jatkuu."),
    "winning.both_reach: share ties":
        ("Jos useampi puoli saavuttaa tavoitteen samassa jaossa, suuremmat pisteet "
         "voittavat; korkeimmilla pisteillä tasan olevat puolet voittavat yhdessä."),
    "winning.backdoor: at N win":
        ("Puoli, jonka pisteet putoavat lukuun {n} tai sen alle, voittaa pelin (takaoven "
         "kautta)."),
    "winning.backdoor: at N lose":
        ("Puoli, jonka pisteet putoavat lukuun {n} tai sen alle, häviää pelin (takaoven "
         "kautta); muiden suurimmat pisteet voittavat."),
    "winning.backdoor: at N draw":
        ("Jos jonkin puolen pisteet putoavat lukuun {n} tai sen alle, peli päättyy tasan "
         "(takaoven kautta)."),
    "procedures: coke":
        "Pelaaja saa {what}{terms}.",
    "procedures: muck":
        "Pelaaja saa {what}{terms}.",
    "procedures: misdeal":
        "Pelaaja saa {what}{terms}.",
    "procedures: replace pointless":
        "Pelaaja saa {what}{terms}.",
    "procedures: redeal pointless":
        "Pelaaja saa {what}{terms}.",
    "procedures: shown":
        ("pöydässä hän näyttää luovuttamansa käden (moottori ei näytä sitä kenellekään: se "
         "ei muuta yhtään päätöstä)"),
    "procedures: may not bid":
        "hän ei saa tarjota siinä jaossa",
    "procedures: as bid":
        "tämä lasketaan hänen tarjouksekseen",
    "procedures: sits out first":
        "hän jää pois ensimmäisestä tikistä",
    "procedures: sits out last":
        "joten hän jää pois viimeisestä tikistä",
    "procedures: sits out last, not applied":
        ("lähteiden mukaan hän jää pois viimeisestä tikistä, mitä tämän sääntökirjan "
         "moottori ei sovella: hän pelaa uuden kätensä jokaisen tikin"),
    "procedures: not in partnerships":
        "tämä ei ole sallittua joukkuepelissä",
    "points.point: highest": "{among} {what} suurin{jokers}",
    "points.point: lowest": "{among} {what} pienin{jokers}",
    "points.point: card": "{card}{among}",
    "points.point: game": "eniten {counted} voitetuissa tikeissä",
    "points.point: turn up": lambda which, ranks: (
        f"{which}, jos se on {w.joined((w.rank_low(r) for r in ranks), 'or')}" if ranks
        else which),
    "points.point: joker played": "{which} jaossa pelattu jokeri",
    "points.value: card points": "sen korttipisteet",
    "points.value: card points / trick trumps": "niiden korttipisteet",
    "points.value: by turned rank": "{values}",
    "points.value: N": "{n}",
    "points.value: hanged": ", tai {n}, jos se voitetaan sen haltijan puolelta (hirtetään)",
    "points.condition: trump suit is": "vain kun valttina on {suit}",
    "points.condition: not the same card as": "ei, jos se on sama kortti kuin {point}",
    "points.condition: bid was": "vain kun tarjous oli {bid}",
    "scoring.order": "Pisteet lasketaan tässä järjestyksessä: {labels}.",
    "scoring.order: pitcher first":
        ("Syöttäjän puoli laskee pisteensä ensin; sitten pisteet lasketaan tässä "
         "järjestyksessä: {labels}."),
    "scoring.made: plus N if exact": lambda n: (
        f" Jos hän sai täsmälleen tarjouksensa verran, hän saa vielä {w.points(n)}."),
    "bidding.doubled: yes (scoring)":
        "Tuplattu tarjous lasketaan {factor}-kertaisena, pidettiin se tai ei.",
    "scoring.set: mark N": lambda n: f", ja hänelle kirjataan {g.count(n, g.MARK)}",
    "scoring.floor: N": "Mikään pistemäärä ei mene alle luvun {n}.",
    "winning.hands: N": lambda n: (
        f"Peli kestää {g.count(n, g.DEAL)}; sen jälkeen suuremmat pisteet voittavat."),
    "winning.tie: N more hands": lambda n: (
        f"Jos pisteet ovat tasan, pelataan vielä {g.count(n, g.DEAL)}."),
    "winning.reach: over": lambda n: (
        f"Ensimmäinen puoli, joka saa yli {w.points(n)}, voittaa pelin."),
    "winning.reach: at least": lambda n: (
        f"Ensimmäinen puoli, joka saa vähintään {w.points(n)}, voittaa pelin."),
    "winning.margin: N": lambda n: (
        f"Voittajan on oltava vähintään {w.points(n)} edellä; siihen asti peli jatkuu."),
    "procedures: not allowed": "Pelaaja ei saa {what}.",
    "procedures: ranks": ", kun {held} pelkkiä {ranks}",
    "procedures: new hand N": lambda n: f"hän saa {g.count(n, g.NEW_CARD)}",
    # words the sentences above take, and the summaries
    "among: played": "jaossa pelatuista",
    "among: held": "pelin alkaessa käsissä olleista",
    "among: dealt": "pelaajille jaetuista",
    "card among: held": ", jos se on jonkun kädessä pelin alkaessa",
    "card among: dealt": ", jos se on jaettu pelaajalle",
    "extreme: trump": "valteista",
    "extreme: sub-trump": "alavalteista",
    "game: tens": "kymppejä",
    "game: card points": "korttipisteitä",
    "joker: first": "ensimmäinen",
    "joker: second": "toinen",
    "turned: every": "jokainen valtin määräämiseksi käännetty kortti",
    "turned: first": "ensimmäinen valtin määräämiseksi käännetty kortti",
    "turned: last": "käännetty kortti, joka lopulta määrää valtin",
    "turned: each proposing": "jokainen käännetty kortti, joka ehdottaa uutta valttimaata",
    "value for rank": lambda value, rank: f"{value} {w.rank_low(rank, 3)}",
    "conditions joined": "; ",
    "target: over": "yli {n}",
    "procedure: coke": "vaihtaa huonon käden uuteen (coke)",
    "procedure: muck": "luopua kädestä, jolla ei voi voittaa yhtään tikkiä (muck)",
    "procedure: misdeal":
        "näyttää arvottoman käden ja pyytää kaikki kortit jaettaviksi uudelleen",
    "procedure: replace_pointless": "vaihtaa käden, jossa ei ole yhtään pistekorttia, uuteen",
    "procedure: redeal_pointless":
        "pyytää uutta jakoa, kun hänen kädessään ei ole yhtään pistekorttia",
    "procedure name: coke": "Coke",
    "procedure name: muck": "Muck",
    "procedure name: misdeal": "Uusintajako",
    "procedure name: replace_pointless": "Pisteettömän käden vaihto",
    "procedure name: redeal_pointless": "Uusintajako pisteettömällä kädellä",
    "held: hand": "hänen kädessään on",
    "held: non-trumps": "hänen ei-valttikorttinsa ovat",
    "term": "; {term}",
    "ranks: run": lambda high, low: f"kortteja {w.rank_low(high, 3)} {w.rank_low(low, 4)}",
    "ranks: listed": lambda ranks: w.joined(w.rank_low(r, 2) for r in ranks),
}
