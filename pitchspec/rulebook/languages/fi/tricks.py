"""Finnish sentences for trick play (:mod:`pitchspec.rulebook.tricks`).

>>> from pitchspec import load
>>> from pitchspec.i18n import language
>>> from pitchspec.rulebook import tricks
>>> with language("fi"):
...     tricks.follow_summary(load("spec/roadhouse_pitch.pitch").play)
'tunnusta maata'
"""

from __future__ import annotations

from typing import assert_never

from pitchspec import model as m
from pitchspec.rulebook import tricks as en
from pitchspec.rulebook.backing import say, table
from pitchspec.rulebook.languages.fi import words as w
from pitchspec.rulebook.phrasing import book

phrase = book("fi")

_FOLLOW = table({
    m.FollowRule.FOLLOW_OR_TRUMP: (
        "play.follow: follow or trump",
        "Tavalliseen maahan on tunnustettava maata, jos voi, mutta pelaaja saa lyödä "
        "valttia silloinkin, kun voisi tunnustaa. Valttilähtöön hänen on pelattava valtti, "
        "jos hänellä on sellainen. Pelaaja, joka ei voi tunnustaa maata, saa pelata minkä "
        "tahansa kortin."),
    m.FollowRule.MUST_FOLLOW: (
        "play.follow: must follow",
        "Maata on tunnustettava, jos voi, niin tavalliseen maahan kuin valttilähtöönkin; "
        "vain pelaaja, joka ei voi tunnustaa, saa lyödä valttia tai pelata muun kortin."),
    m.FollowRule.TRUMP_ON_TRUMP: (
        "play.follow: trump on trump",
        "Vain valttilähtöön on tunnustettava: pelaajan, jolla on valtti, on pelattava se. "
        "Tavalliseen maahan kuka tahansa saa pelata minkä tahansa kortin."),
    m.FollowRule.MUST_FOLLOW_UNTIL_BROKEN: (
        "play.follow: must follow until broken",
        "Kunnes ensimmäinen valtti on pelattu, pelaajan on tunnustettava maata, jos voi. "
        "Sen jälkeen hän saa lyödä valttia tunnustamisen sijaan, kunhan hän pelaa "
        "valttilähtöön valtin."),
})
_FOLLOW_SHORT = {
    m.FollowRule.FOLLOW_OR_TRUMP: "tunnusta tai lyö valttia",
    m.FollowRule.MUST_FOLLOW: "tunnusta maata",
    m.FollowRule.TRUMP_ON_TRUMP: "valtti valttiin",
    m.FollowRule.MUST_FOLLOW_UNTIL_BROKEN: "tunnusta, kunnes valtti on murrettu",
}


@phrase(en.follow_summary)
def follow_summary(play: m.Play) -> str:
    return _FOLLOW_SHORT[play.follow]


@phrase(en.leading)
def leading(play: m.Play, trump: m.Trump) -> list[str]:
    out = [say("play.first_leader", f"{w.capital(w.seat(play.first_leader))} aloittaa "
               "ensimmäisen tikin.")]
    match play.first_lead:
        case m.LeadRule.TRUMP if trump.method is not m.TrumpMethod.FIRST_LEAD:
            out.append(say("play.first_lead: trump", "Ensimmäisen kortin on oltava valtti, "
                           "ellei aloittajalla ole yhtään valttia."))
        case m.LeadRule.NOT_TRUMP:
            out.append(say("play.first_lead: not trump", "Ensimmäinen kortti ei saa olla valtti, "
                           "ellei aloittajalla ole pelkkiä valtteja."))
        case m.LeadRule.TRUMP | m.LeadRule.ANY:
            pass  # any card may be led (or the first lead fixes trump): nothing to say
        case _ as never:
            assert_never(never)
    if play.trump_must_be_broken:
        out.append(say("play.trump_broken: required", "Kukaan ei saa aloittaa valtilla ennen "
                       "kuin valttia on pelattu aiempaan tikkiin (valtti on murrettu), ellei "
                       "hänellä ole pelkkiä valtteja."))
    out.append(say("play.trick winner leads", "Sen jälkeen kunkin tikin voittaja aloittaa "
                   "seuraavan."))
    return out


@phrase(en.following)
def following(play: m.Play) -> list[str]:
    out = [say(*_FOLLOW[play.follow])]
    if play.sub_trump_may_trump:
        out.append(say("play.sub_trump: may trump", "Alavaltin kortin saa myös pelata "
                       "tavalliseen maahan tunnustamisen sijaan, kuten valtin."))
    return out


@phrase(en.winning_trick)
def winning_trick(play: m.Play) -> list[str]:
    if play.trick_winner is m.TrickWinner.LOWEST:
        out = [say("play.trick_winner: lowest", "Tikin voittaa sen pienin valtti tai, jos "
                   "tikissä ei ole valttia, aloitetun maan pienin kortti.")]
    else:
        out = [say("play.trick_winner: highest", "Tikin voittaa sen suurin valtti tai, jos "
                   "tikissä ei ole valttia, aloitetun maan suurin kortti.")]
    if play.low_trump_captures:
        out.append(say("play.low_trump: captures", "Pienin valtti kuitenkin voittaa tikin, "
                       "johon se pelataan."))
    if play.off_lead_untrumped_previous_winner_leads:
        out.append(say("play.off_lead: previous winner leads if untrumped", "Toisesta "
                       "tikistä alkaen tikki, johon ei pelata valttia, menee kuitenkin sen "
                       "aloittajalle, edellisen tikin voittajalle, joka aloittaa "
                       "uudelleen."))
    return out


@phrase(en.jokers)
def jokers(play: m.Play, deck: m.Deck) -> list[str]:
    if not deck.jokers:
        return []
    out = []
    if play.joker_lead is m.JokerLead.SUITLESS:
        out.append(say("play.jokers: led suitless", "Aloitettu jokeri ei kuulu mihinkään "
                       "maahan: seuraavaksi pelattu kortti määrää tunnustettavan maan, tai jos "
                       "se on toinen jokeri, ensimmäinen sen jälkeen pelattu maakortti; siihen "
                       "asti saa pelata minkä tahansa kortin."))
    if play.jokers_barred_first_trick:
        out.append(say("play.jokers: not on first trick", "Jokeria ei saa pelata "
                       "ensimmäiseen tikkiin, jos sen haltija voi pelata siihen jonkin muun "
                       "kortin. Maan tunnustaminen menee edelle: jos aloitetaan valtilla ja "
                       "pelaajan ainoa valtti on jokeri, hänen on pelattava se."))
    if play.jokers_not_led_first_trick and not play.jokers_barred_first_trick:
        out.append(say("play.jokers: not led to first trick", "Jokerilla ei saa aloittaa "
                       "ensimmäistä tikkiä, jos aloittaja voi aloittaa jollakin muulla "
                       "kortilla; muut saavat pelata siihen jokerin niin kuin "
                       "tunnustamissääntö sallii."))
    if play.joker_held_back_on_trump_lead:
        out.append(say("play.jokers: held back on trump lead", "Kun aloitetaan valtilla, "
                       "jokeria ei saa pelata niin kauan kuin sen haltijalla on muita "
                       "valtteja; muuhun lähtöön sen saa pelata milloin tahansa."))
    if play.doubling_override:
        out.append(say("play.jokers: doubling override", "Kun aloitetaan toisella "
                       "jokerilla, toisen jokerin saa pelata siihen riippumatta siitä, mitä "
                       "haltijan kädessä on."))
    return out


@phrase(en.extras)
def extras(play: m.Play, trump: m.Trump) -> list[str]:
    out = []
    if play.lookers_sit_out is not None:
        which = "ensimmäisestä" if play.lookers_sit_out is m.Sitter.FIRST else "viimeisestä"
        out.append(say("play.lookers: sit out", "Pelaaja, joka katsoi korttinsa ennen "
                       f"tarjoamista, jää pois {which} tikistä."))
    if play.bidder_may_concede:
        out.append(concession(play))
    if play.dead_hand_throw_in:
        out.append(say("play.throw_in: dead hand", "Pelaaja, jonka käsi ei voi tehdä mitään, "
                       "saa heittää korttinsa pois ja antaa kumppaninsa jatkaa yksin."))
    if play.revoke_penalty_bid:
        out.append(revoke(play))
    if play.blind_card_may_be_played:
        out.append(say("play.blind: top card playable", blind_card(trump)))
    if play.draw_after_trick:
        order = "ensin tikin voittaja ja sitten muut vuorollaan" \
            if play.draw_winner_first else "vuorollaan"
        out.append(say("play.draw: after each trick", "Jokaisen tikin jälkeen jokainen "
                       f"pelaaja nostaa pakasta kortin, {order}, kunnes pakka on "
                       "käytetty."))
    return out


def blind_card(trump: m.Trump) -> str:
    pitch = ", paitsi syöttö, joka tehdään kädestä" \
        if trump.method is m.TrumpMethod.FIRST_LEAD else ""
    return (f"Pelaaja saa pelata sokkonsa päällimmäisen kortin kädestä pelattavan kortin "
            f"sijaan{pitch}. Kun hän tunnustaa, kädestä pelatun kortin on tunnustettava maata "
            "tai oltava valtti sen mukaan kuin yllä olevat säännöt sallivat; jos kädessä ei "
            "ole sellaista korttia, hänen on pelattava sokon päällimmäinen kortti.")


def concession(play: m.Play) -> str:
    text = ("Huutokaupan voittaja saa luovuttaa jaon millä tahansa vuorollaan pelin "
            "aikana, jolloin hän jää vajaaksi.")
    if play.concession_plays_out:
        return say("play.concession: bidder, play out", text + " Jako pelataan silti "
                   "loppuun ja pisteet lasketaan tavalliseen tapaan.")
    return say("play.concession: bidder", text + " Meneillään oleva tikki pelataan loppuun "
               "ja peli päättyy; muut saavat pisteitä vain jo pelatuista korteista, eikä "
               "kukaan saa korttipisteiden enemmistön pistettä.")


def revoke(play: m.Play) -> str:
    who = "syöttäjä, jos hän jättää maan tunnustamatta, vaikka voisi," \
        if play.revoke_pitcher_only \
        else "pelaaja, joka jättää maan tunnustamatta, vaikka voisi,"
    text = f"Pöydässä {who} menettää tarjouksen verran pisteitä"
    plain = ("; tämän sääntökirjan moottori ei koskaan anna pelaajan jättää tunnustamatta, "
             "joten rangaistusta ei sen peleissä synny.")
    if play.revoke_voids_deal:
        return say("play.revoke: set back by bid, deal void",
                   text + ", eikä siinä jaossa lasketa mitään muuta" + plain)
    return say("play.revoke: set back by bid", text + plain)
