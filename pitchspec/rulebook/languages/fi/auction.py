"""Finnish sentences for the auction (:mod:`pitchspec.rulebook.auction`).

>>> from pitchspec import load
>>> from pitchspec.i18n import language
>>> from pitchspec.rulebook import auction
>>> with language("fi"):
...     auction.bids_summary(load("spec/auction_pitch.pitch").bidding)
'1–4, yksi kierros'
"""

from __future__ import annotations

from pitchspec import model as m
from pitchspec.rulebook import auction as en
from pitchspec.rulebook.backing import say, table
from pitchspec.rulebook.languages.fi import grammar as g
from pitchspec.rulebook.languages.fi import words as w
from pitchspec.rulebook.phrasing import book

phrase = book("fi")


@phrase(en.bids_summary)
def bids_summary(bidding: m.Bidding) -> str:
    if bidding.form is m.AuctionForm.NONE:
        return "ei huutokauppaa"
    form = {m.AuctionForm.ONCE_AROUND: "yksi kierros",
            m.AuctionForm.CONTINUING: "jatkuva",
            m.AuctionForm.COMMERCIAL: "syöttöoikeuden myynti"}[bidding.form]
    return f"{bidding.minimum}\u2013{bidding.maximum}, {form}"


@phrase(en.bids_rule)
def bids_rule(bidding: m.Bidding) -> str:
    doubled = say("bidding.doubled: yes", ", tuplatut tarjoukset sallittu") \
        if bidding.doubled else ""
    return bids_summary(bidding) + doubled


@phrase(en.auction)
def auction(bidding: m.Bidding) -> list[str]:
    if bidding.form is m.AuctionForm.NONE:
        return [say("bidding.form: none", "Huutokauppaa eikä sopimusta ole: kukaan ei "
                    "sitoudu saamaan tiettyä pistemäärää, vaan kukin puoli saa yksinkertaisesti "
                    "voittamansa pisteet.")]
    out = [say(*_FORM[bidding.form], opener=w.seat(bidding.opener)),
           say("bidding.bids", f"Tarjoukset ovat {bidding.minimum}\u2013{bidding.maximum} "
               "(pistemäärä, jonka tarjoaja sitoutuu saamaan); jokaisen tarjouksen on "
               "oltava edellistä suurempi.")]
    if bidding.doubled:
        out.append(say("bidding.doubled: yes", "Tarjouksen voi myös tuplata (”6 tuplana "
                       "12”): tuplattu tarjous on heti saman luvun tavallisen tarjouksen "
                       "yläpuolella ja tuplaa sekä voiton että tappion."))
    if bidding.steal is not None:
        out.append(steal(bidding.steal))
    out.extend(forced(f) for f in bidding.forced)
    out.append(all_pass(bidding.all_pass, bidding))
    if bidding.form is not m.AuctionForm.COMMERCIAL:
        out.append(say("bidding (the pitcher)", "Suurimman tarjouksen tehnyt pelaaja on "
                       "syöttäjä."))
    return out


_FORM = table({
    m.AuctionForm.NONE: ("bidding.form: none", ""),
    m.AuctionForm.ONCE_AROUND: ("bidding.form: once around", "Ensimmäisenä puhuu "
                                "{opener}; sitten jokainen pelaaja vuorollaan tekee yhden "
                                "tarjouksen tai passaa."),
    m.AuctionForm.CONTINUING: ("bidding.form: continuing", "Ensimmäisenä puhuu {opener}; "
                               "sitten pelaajat tarjoavat tai passaavat vuorotellen "
                               "kierros kierrokselta, kunnes kaikki paitsi yksi ovat "
                               "passanneet."),
    m.AuctionForm.COMMERCIAL: ("bidding.form: commercial", "Ensimmäisenä puhuu {opener}; "
                               "sitten kukin pelaaja vuorollaan voi tarjota etukädelle "
                               "pisteitä syöttöoikeudesta; etukäsi myy oikeuden suurimman "
                               "tarjouksen tekijälle tai kieltäytyy ja syöttää itse."),
})


@phrase(en.steal)
def steal(s: m.Steal) -> str:
    limit = f", kunhan se on enintään {s.up_to}" if s.up_to is not None else ""
    return say("bidding.steal", "Jakaja, joka puhuu viimeisenä, voi viedä sopimuksen "
               f"pelkästään tasoittamalla suurimman tarjouksen{limit} (tarjouksen "
               "varastaminen).")


@phrase(en.forced)
def forced(f: m.ForcedBid) -> str:
    mate = " ja toinen saman maan kortti" if f.with_suit_mate else ""
    return say("bidding.forced", f"Pelaajan, jolla on {w.rank_low(f.rank)}{mate}, on "
               f"tarjottava vähintään {f.minimum}.")


@phrase(en.all_pass)
def all_pass(rule: m.AllPass, bidding: m.Bidding) -> str:
    text = say(*_ALL_PASS[rule.action], amount=rule.amount)
    if rule.may_bid:
        labels = [_special_label(bidding, name) for name in rule.may_bid]
        text += say("bidding.all_pass: or BID", ", tai hän voi sen sijaan tarjota "
                    + w.joined(labels, "or"))
    if rule.show_hands:
        text += say("bidding.all_pass: hands shown", "; lähteiden mukaan kädet näytetään "
                    "ensin kaikille, mitä tämän sääntökirjan moottori ei tee (se ei muuta "
                    "yhtään päätöstä)")
    return text + "."


_ALL_PASS = table({
    m.AllPassAction.REDEAL: ("bidding.all_pass: redeal", "Jos kaikki passaavat, kortit "
                             "heitetään pois ja sama jakaja jakaa uudelleen"),
    m.AllPassAction.PASS_DEAL: ("bidding.all_pass: pass deal", "Jos kaikki passaavat, kortit "
                                "heitetään pois ja jakovuoro siirtyy seuraavalle pelaajalle"),
    m.AllPassAction.DEALER_BIDS: ("bidding.all_pass: dealer bids N", "Jos kaikki passaavat, "
                                  "jakaja mukaan lukien, jakajalle annetaan tarjous "
                                  "{amount}"),
    m.AllPassAction.DEALER_MUST_BID: ("bidding.all_pass: dealer must bid N", "Jos kaikki "
                                      "muut passaavat, jakaja ei saa passata: hänen on "
                                      "tarjottava vähintään {amount}"),
    m.AllPassAction.ELDER_BIDS: ("bidding.all_pass: elder bids N", "Jos kaikki passaavat, "
                                 "etukäden on tarjottava {amount}"),
    m.AllPassAction.ELDER_PITCHES: ("bidding.all_pass: elder pitches", "Jos kaikki "
                                    "passaavat, etukäsi syöttää ilman sopimusta, kuten "
                                    "Pitchissä ilman huutokauppaa"),
})


def _special_label(bidding: m.Bidding, name: str) -> str:
    bid = next((b for b in bidding.special if b.name == name), None)
    return bid.label if bid is not None else name


@phrase(en.look)
def look(lk: m.Look) -> str:
    n = lk.lookers_lose
    which = "jonka" if n == 1 else "jotka"
    text = say("bidding.look: optional, lookers lose N", "Kukin pelaaja päättää, katsooko "
               "hän korttinsa ennen tarjoamista. Kortit katsonut pelaaja menettää "
               f"satunnaisesti {g.count(n, g.CARD)}")
    if lk.bidder_may_take:
        text += say("bidding.look: bidder may take", f", {which} huutokaupan voittaja saa "
                    "katsoa ja ottaa")
    text += "."
    if lk.passers_exempt:
        text += say("bidding.look: passers exempt", " Pelaaja, joka katsoo korttinsa ja "
                    "passaa, pitää kaikki korttinsa.")
    return text


@phrase(en.commercial)
def commercial(c: m.Commercial) -> str:
    parts = []
    if c.seller_scores_bid:
        parts.append(say("bidding.commercial: seller scores bid", "Kun etukäsi myy, hän saa "
                         "tarjotut pisteet heti ja ostaja syöttää sitoutuen saamaan saman "
                         "verran"))
    if c.refusal_must_make:
        parts.append(say("bidding.commercial: refusal must make", "jos etukäsi torjuu "
                         "kaikki tarjoukset, hän syöttää itse ja hänen on saatava vähintään "
                         "yhtä monta pistettä kuin paras tarjous"))
    return w.capital("; ".join(parts)) + "." if parts else ""


@phrase(en.declare_by_pitching)
def declare_by_pitching(n: int) -> str:
    return say("bidding.declare_by_pitching", f"Tarjous {n} päättää huutokaupan heti: "
               "tarjoajan jälkeiset pelaajat eivät tarjoa, ja hän pelaa ensimmäisen korttinsa "
               "kuvapuoli ylöspäin (tarjous syöttämällä).")


# --------------------------------------------------------------------------- special bids


@phrase(en.special_intro)
def special_intro() -> str:
    return say("bidding.special", "Erikoistarjoukset:")


@phrase(en.special_place)
def special_place(bid: m.SpecialBid) -> str:
    if bid.at is not None:
        return say("bidding.special: at", f"itse tarjous {bid.at}")
    return say("bidding.special: above", f"heti tarjouksen {bid.above} yläpuolella")


@phrase(en.requirements)
def requirements(bid: m.SpecialBid) -> str:
    if not bid.requires:
        return say("bidding.special: as bid", "saada niin monta pistettä kuin tarjosi")
    return w.joined(say(*_REQUIRES[r.kind], amount=w.points(r.amount or 0), point=r.point)
                    for r in bid.requires)


_REQUIRES = table({
    m.RequirementKind.ALL_POINTS: ("bidding.special: all points", "saada kaikki jaon "
                                   "pisteet"),
    m.RequirementKind.ALL_TRICKS: ("bidding.special: all tricks", "voittaa kaikki tikit"),
    m.RequirementKind.CAPTURE: ("bidding.special: capture", "voittaa piste {point}"),
    m.RequirementKind.POINTS: ("bidding.special: at least", "saada vähintään {amount}"),
})


@phrase(en.outcome)
def outcome(o: m.Outcome, value: int) -> str:
    amount = o.amount if o.amount is not None else value
    return say(*_OUTCOMES[o.kind], amount=w.points(amount))


_OUTCOMES = table({
    m.OutcomeKind.SCORE: ("bidding.special: score N", "saa {amount}"),
    m.OutcomeKind.SCORE_BID: ("bidding.special: score bid", "saa tarjouksensa"),
    m.OutcomeKind.SCORE_TAKEN: ("bidding.special: score taken", "saa voittamansa pisteet"),
    m.OutcomeKind.LOSE: ("bidding.special: lose N", "menettää {amount}"),
    m.OutcomeKind.LOSE_BID: ("bidding.special: lose bid", "menettää tarjouksensa"),
    m.OutcomeKind.WIN_MATCH: ("bidding.special: win match", "voittaa pelin heti"),
    m.OutcomeKind.LOSE_MATCH: ("bidding.special: lose match", "häviää pelin heti"),
})


@phrase(en.bars)
def bars(bid: m.SpecialBid) -> str:
    words = [say(*_BARS[bar.kind], amount=w.points(bar.amount or 0)) for bar in bid.barred]
    if bid.blind:
        words.append(say("bidding.special: blind", "kun pelaaja on katsonut korttinsa (se "
                         "tarjotaan sokkona: ensimmäisellä vuorollaan kukin joko tarjoaa sen "
                         "katsomatta tai katsoo korttinsa)"))
    if not words:
        return ""
    return say("bidding.special: barred", "ei sallittu {when}", when=w.joined(words, "or"))


_BARS = table({
    m.BarKind.ANY_SIDE_IN_HOLE: ("bidding.special: barred, any side in the hole",
                                 "kun jokin puoli on miinuksella"),
    m.BarKind.OWN_SIDE_IN_HOLE: ("bidding.special: barred, own side in the hole",
                                 "kun tarjoajan puoli on miinuksella"),
    m.BarKind.OWN_SCORE_AT_LEAST: ("bidding.special: barred, score at least",
                                   "puolelle, jolla on {amount} tai enemmän"),
})
