"""Finnish phrases for trick play; the walk is :mod:`pitchspec.rulebook.tricks`.

>>> from pitchspec import load
>>> from pitchspec.i18n import language
>>> from pitchspec.rulebook import tricks
>>> with language("fi"):
...     tricks.follow_summary(load("spec/roadhouse_pitch.pitch").play)
'tunnusta maata'
"""

from __future__ import annotations

from pitchspec.rulebook.phrasing import Sentence

_CONCEDE = ("Huutokaupan voittaja saa luovuttaa jaon millä tahansa vuorollaan pelin "
            "aikana, jolloin hän jää vajaaksi.")
_REVOKE = "Pöydässä {who} menettää tarjouksen verran pisteitä"
_NEVER = ("; tämän sääntökirjan moottori ei koskaan anna pelaajan jättää tunnustamatta, "
          "joten rangaistusta ei sen peleissä synny.")

PHRASES: dict[str, Sentence] = {
    "play.follow: follow or trump":
        ("Tavalliseen maahan on tunnustettava maata, jos voi, mutta pelaaja saa lyödä "
         "valttia silloinkin, kun voisi tunnustaa. Valttilähtöön hänen on pelattava valtti, "
         "jos hänellä on sellainen. Pelaaja, joka ei voi tunnustaa maata, saa pelata minkä "
         "tahansa kortin."),
    "play.follow: must follow":
        ("Maata on tunnustettava, jos voi, niin tavalliseen maahan kuin valttilähtöönkin; "
         "vain pelaaja, joka ei voi tunnustaa, saa lyödä valttia tai pelata muun kortin."),
    "play.follow: trump on trump":
        ("Vain valttilähtöön on tunnustettava: pelaajan, jolla on valtti, on pelattava se. "
         "Tavalliseen maahan kuka tahansa saa pelata minkä tahansa kortin."),
    "play.follow: must follow until broken":
        ("Kunnes ensimmäinen valtti on pelattu, pelaajan on tunnustettava maata, jos voi. "
         "Sen jälkeen hän saa lyödä valttia tunnustamisen sijaan, kunhan hän pelaa "
         "valttilähtöön valtin."),
    "play.first_lead: trump":
        "Ensimmäisen kortin on oltava valtti, ellei aloittajalla ole yhtään valttia.",
    "play.first_lead: not trump":
        "Ensimmäinen kortti ei saa olla valtti, ellei aloittajalla ole pelkkiä valtteja.",
    "play.trump_broken: required":
        ("Kukaan ei saa aloittaa valtilla ennen kuin valttia on pelattu aiempaan tikkiin "
         "(valtti on murrettu), ellei hänellä ole pelkkiä valtteja."),
    "play.trick winner leads":
        "Sen jälkeen kunkin tikin voittaja aloittaa seuraavan.",
    "play.sub_trump: may trump":
        ("Alavaltin kortin saa myös pelata tavalliseen maahan tunnustamisen sijaan, kuten "
         "valtin."),
    "play.trick_winner: lowest":
        ("Tikin voittaa sen pienin valtti tai, jos tikissä ei ole valttia, aloitetun maan "
         "pienin kortti."),
    "play.trick_winner: highest":
        ("Tikin voittaa sen suurin valtti tai, jos tikissä ei ole valttia, aloitetun maan "
         "suurin kortti."),
    "play.low_trump: captures":
        "Pienin valtti kuitenkin voittaa tikin, johon se pelataan.",
    "play.off_lead: previous winner leads if untrumped":
        ("Toisesta tikistä alkaen tikki, johon ei pelata valttia, menee kuitenkin sen "
         "aloittajalle, edellisen tikin voittajalle, joka aloittaa uudelleen."),
    "play.jokers: led suitless":
        ("Aloitettu jokeri ei kuulu mihinkään maahan: seuraavaksi pelattu kortti määrää "
         "tunnustettavan maan, tai jos se on toinen jokeri, ensimmäinen sen jälkeen pelattu "
         "maakortti; siihen asti saa pelata minkä tahansa kortin."),
    "play.jokers: not on first trick":
        ("Jokeria ei saa pelata ensimmäiseen tikkiin, jos sen haltija voi pelata siihen "
         "jonkin muun kortin. Maan tunnustaminen menee edelle: jos aloitetaan valtilla ja "
         "pelaajan ainoa valtti on jokeri, hänen on pelattava se."),
    "play.jokers: not led to first trick":
        ("Jokerilla ei saa aloittaa ensimmäistä tikkiä, jos aloittaja voi aloittaa jollakin "
         "muulla kortilla; muut saavat pelata siihen jokerin niin kuin tunnustamissääntö "
         "sallii."),
    "play.jokers: held back on trump lead":
        ("Kun aloitetaan valtilla, jokeria ei saa pelata niin kauan kuin sen haltijalla on "
         "muita valtteja; muuhun lähtöön sen saa pelata milloin tahansa."),
    "play.jokers: doubling override":
        ("Kun aloitetaan toisella jokerilla, toisen jokerin saa pelata siihen riippumatta "
         "siitä, mitä haltijan kädessä on."),
    "play.throw_in: dead hand":
        ("Pelaaja, jonka käsi ei voi tehdä mitään, saa heittää korttinsa pois ja antaa "
         "kumppaninsa jatkaa yksin."),
    "play.first_leader": "{seat} aloittaa ensimmäisen tikin.",
    "play.lookers: sit out":
        "Pelaaja, joka katsoi korttinsa ennen tarjoamista, jää pois {which} tikistä.",
    "play.blind: top card playable":
        ("Pelaaja saa pelata sokkonsa päällimmäisen kortin kädestä pelattavan kortin "
         "sijaan{pitch}. Kun hän tunnustaa, kädestä pelatun kortin on tunnustettava maata "
         "tai oltava valtti sen mukaan kuin yllä olevat säännöt sallivat; jos kädessä ei "
         "ole sellaista korttia, hänen on pelattava sokon päällimmäinen kortti."),
    "play.draw: after each trick":
        ("Jokaisen tikin jälkeen jokainen pelaaja nostaa pakasta kortin, {order}, kunnes "
         "pakka on käytetty."),
    "play.concession: bidder, play out":
        _CONCEDE + " Jako pelataan silti loppuun ja pisteet lasketaan tavalliseen tapaan.",
    "play.concession: bidder":
        _CONCEDE + (" Meneillään oleva tikki pelataan loppuun ja peli päättyy; muut saavat "
                    "pisteitä vain jo pelatuista korteista, eikä kukaan saa "
                    "korttipisteiden enemmistön pistettä."),
    "play.revoke: set back by bid, deal void":
        _REVOKE + ", eikä siinä jaossa lasketa mitään muuta" + _NEVER,
    "play.revoke: set back by bid": _REVOKE + _NEVER,
    # words the sentences above take, and the comparison table's summary
    "follow short: follow or trump": "tunnusta tai lyö valttia",
    "follow short: must follow": "tunnusta maata",
    "follow short: trump on trump": "valtti valttiin",
    "follow short: must follow until broken": "tunnusta, kunnes valtti on murrettu",
    "sitter: first": "ensimmäisestä",
    "sitter: last": "viimeisestä",
    "blind: except the pitch": ", paitsi syöttö, joka tehdään kädestä",
    "draw: winner first": "ensin tikin voittaja ja sitten muut vuorollaan",
    "draw: in turn": "vuorollaan",
    "revoke: the pitcher": "syöttäjä, jos hän jättää maan tunnustamatta, vaikka voisi,",
    "revoke: a player": "pelaaja, joka jättää maan tunnustamatta, vaikka voisi,",
}
