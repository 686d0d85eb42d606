"""Finnish phrases for the auction; the walk is :mod:`pitchspec.rulebook.auction`.

>>> from pitchspec import load
>>> from pitchspec.i18n import language
>>> from pitchspec.rulebook import auction
>>> with language("fi"):
...     auction.bids_summary(load("spec/auction_pitch.pitch").bidding)
'1\u20134, yksi kierros'
"""

from __future__ import annotations

from pitchspec.rulebook.languages.fi import grammar as g
from pitchspec.rulebook.languages.fi import words as w
from pitchspec.rulebook.phrasing import Sentence

PHRASES: dict[str, Sentence] = {
    "bidding.doubled: yes / in short":
        ", tuplatut tarjoukset sallittu",
    "bidding.form: none":
        ("Huutokauppaa eikä sopimusta ole: kukaan ei sitoudu saamaan tiettyä pistemäärää, "
         "vaan kukin puoli saa yksinkertaisesti voittamansa pisteet."),
    "bidding.doubled: yes":
        ("Tarjouksen voi myös tuplata (”6 tuplana 12”): tuplattu tarjous on heti saman "
         "luvun tavallisen tarjouksen yläpuolella ja tuplaa sekä voiton että tappion."),
    "bidding (the pitcher)":
        "Suurimman tarjouksen tehnyt pelaaja on syöttäjä.",
    "bidding.form: once around":
        ("Ensimmäisenä puhuu {opener}; sitten jokainen pelaaja vuorollaan tekee yhden "
         "tarjouksen tai passaa."),
    "bidding.form: continuing":
        ("Ensimmäisenä puhuu {opener}; sitten pelaajat tarjoavat tai passaavat vuorotellen "
         "kierros kierrokselta, kunnes kaikki paitsi yksi ovat passanneet."),
    "bidding.form: commercial":
        ("Ensimmäisenä puhuu {opener}; sitten kukin pelaaja vuorollaan, paitsi etukäsi ja "
         "hänen parinsa, voi tarjota etukädelle pisteitä syöttöoikeudesta; etukäsi myy "
         "oikeuden suurimman tarjouksen tekijälle tai kieltäytyy ja syöttää itse."),
    "bidding.steal: dealer at top bid":
        ("Jakaja, joka puhuu viimeisenä, voi viedä sopimuksen tasoittamalla suurimman "
         "tarjouksen vain, jos se on ylin tarjous, jota hän ei voisi ylittää; pienemmän "
         "tarjouksen hänen on ylitettävä."),
    "bidding.all_pass: hands shown":
        ("; lähteiden mukaan kädet näytetään ensin kaikille, mitä tämän sääntökirjan "
         "moottori ei tee (se ei muuta yhtään päätöstä)"),
    "bidding.all_pass: redeal":
        "Jos kaikki passaavat, kortit heitetään pois ja sama jakaja jakaa uudelleen",
    "bidding.all_pass: pass deal":
        ("Jos kaikki passaavat, kortit heitetään pois ja jakovuoro siirtyy seuraavalle "
         "pelaajalle"),
    "bidding.all_pass: dealer bids N":
        "Jos kaikki passaavat, jakaja mukaan lukien, jakajalle annetaan tarjous {amount}",
    "bidding.all_pass: dealer must bid N":
        ("Jos kaikki muut passaavat, jakaja ei saa passata: hänen on tarjottava vähintään "
         "{amount}"),
    "bidding.all_pass: elder bids N":
        "Jos kaikki passaavat, etukäden on tarjottava {amount}",
    "bidding.all_pass: elder pitches":
        ("Jos kaikki passaavat, etukäsi syöttää ilman sopimusta, kuten Pitchissä ilman "
         "huutokauppaa"),
    "bidding.all_pass: dealer set N":
        ("Jos kaikki passaavat, jakaja mukaan lukien, jakajan puoli menettää {amount} "
         "pistettä ja kortit heitetään pois pelaamatta; jakovuoro siirtyy seuraavalle "
         "pelaajalle"),
    "bidding.all_pass: dealer pitches":
        ("Jos kaikki passaavat, jakaja mukaan lukien, jakaja syöttää sopimuksella 0: hän "
         "pelaa tarjouksen voittajana, mutta häntä ei voi kaataa"),
    "bidding.look: passers exempt":
        " Pelaaja, joka katsoo korttinsa ja passaa, pitää kaikki korttinsa.",
    "bidding.commercial: seller scores bid":
        ("Kun etukäsi myy, hän saa tarjotut pisteet heti ja ostaja syöttää sitoutuen "
         "saamaan saman verran; myynti lasketaan ensin, joten jos se vie etukäden "
         "tavoitteeseen, hän on voittanut ennen jaon pisteitä"),
    "bidding.commercial: refusal must make":
        ("jos etukäsi torjuu kaikki tarjoukset, hän syöttää itse ja hänen on saatava "
         "vähintään yhtä monta pistettä kuin paras tarjous"),
    "bidding.special":
        "Erikoistarjoukset:",
    "bidding.special: as bid":
        "saada niin monta pistettä kuin tarjosi",
    "bidding.special: all points":
        "saada kaikki jaon pisteet",
    "bidding.special: all tricks":
        "voittaa kaikki tikit",
    "bidding.special: capture":
        "voittaa piste {point}",
    "bidding.special: by score":
        "{first}, jos hänen puolensa pisteet ennen jakoa ovat {score}, muuten {rest}",
    "bidding.special: lose match after scoring":
        ("häviää pelin, kun jaon pisteet on kirjattu (muista voittaa se, jolla on uusin "
         "pistein eniten)"),
    "bidding.special: score N":
        "saa {amount}",
    "bidding.special: score bid":
        "saa tarjouksensa",
    "bidding.special: score taken":
        "saa voittamansa pisteet",
    "bidding.special: lose N":
        "menettää {amount}",
    "bidding.special: lose bid":
        "menettää tarjouksensa",
    "bidding.special: win match":
        "voittaa pelin heti",
    "bidding.special: lose match":
        "häviää pelin heti, ennen kuin jaon pisteitä kirjataan",
    "bidding.special: blind":
        ("kun pelaaja on katsonut korttinsa (se tarjotaan sokkona: ensimmäisellä vuorollaan "
         "kukin joko tarjoaa sen katsomatta tai katsoo korttinsa)"),
    "bidding.special: barred":
        "ei sallittu {when}",
    "bidding.special: barred, any side in the hole":
        "kun jokin puoli on miinuksella",
    "bidding.special: barred, own side in the hole":
        "kun tarjoajan puoli on miinuksella",
    "bidding.bids":
        ("Tarjoukset ovat {low}\u2013{high} (pistemäärä, jonka tarjoaja sitoutuu saamaan); "
         "jokaisen tarjouksen on oltava edellistä suurempi."),
    "bidding.steal":
        ("Jakaja, joka puhuu viimeisenä, voi viedä sopimuksen pelkästään tasoittamalla "
         "suurimman tarjouksen{limit} (tarjouksen varastaminen)."),
    "bidding.forced": lambda rank, mate, minimum: (
        f"Pelaajan, jolla on {w.rank_low(rank)}{mate}, on tarjottava vähintään {minimum}."),
    "bidding.all_pass: or BID": ", tai hän voi sen sijaan tarjota {bids}",
    "bidding.look: optional, lookers lose N": lambda lost: (
        "Kukin pelaaja päättää, katsooko hän korttinsa ennen tarjoamista. Kortit katsonut "
        f"pelaaja menettää satunnaisesti {g.count(lost, g.CARD)}"),
    "bidding.look: bidder may take": lambda lost: (
        f", {'jonka' if lost == 1 else 'jotka'} huutokaupan voittaja saa katsoa ja ottaa"),
    "bidding.declare_by_pitching":
        ("Tarjous {n} päättää huutokaupan heti: tarjoajan jälkeiset pelaajat eivät tarjoa, "
         "ja hän pelaa ensimmäisen korttinsa kuvapuoli ylöspäin (tarjous syöttämällä)."),
    "bidding.special: at": "itse tarjous {at}",
    "bidding.special: above": "heti tarjouksen {above} yläpuolella",
    "bidding.special: at least": lambda amount, point: f"saada vähintään {w.points(amount)}",
    "bidding.special: barred, score at least": lambda amount: (
        f"puolelle, jolla on {w.points(amount or 0)} tai enemmän"),
    # words the sentences above take, and the comparison table's summary
    "auction short": "{low}\u2013{high}, {form}",
    "auction short: none": "ei huutokauppaa",
    "auction short: once around": "yksi kierros",
    "auction short: continuing": "jatkuva",
    "auction short: commercial": "syöttöoikeuden myynti",
    "steal: up to": ", kunhan se on enintään {up_to}",
    "forced: with a suit mate": " ja toinen saman maan kortti",
    "full stop": ".",
    "clauses joined": "; ",
}
