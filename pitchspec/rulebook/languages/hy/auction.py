"""Armenian sentences for the auction (:mod:`pitchspec.rulebook.auction`).

>>> from pitchspec import load
>>> from pitchspec.i18n import language
>>> from pitchspec.rulebook import auction
>>> with language("hy"):
...     auction.bids_summary(load("spec/auction_pitch.pitch").bidding)
'1–4, մեկ շրջան'
"""

from __future__ import annotations

from pitchspec import model as m
from pitchspec.rulebook import auction as en
from pitchspec.rulebook.backing import say, table
from pitchspec.rulebook.languages.hy import grammar as g
from pitchspec.rulebook.languages.hy import words as w
from pitchspec.rulebook.phrasing import book

phrase = book("hy")


@phrase(en.bids_summary)
def bids_summary(bidding: m.Bidding) -> str:
    if bidding.form is m.AuctionForm.NONE:
        return "առանց աճուրդի"
    form = {m.AuctionForm.ONCE_AROUND: "մեկ շրջան",
            m.AuctionForm.CONTINUING: "շրջան առ շրջան",
            m.AuctionForm.COMMERCIAL: "իրավունքի վաճառք"}[bidding.form]
    return f"{bidding.minimum}\u2013{bidding.maximum}, {form}"


@phrase(en.bids_rule)
def bids_rule(bidding: m.Bidding) -> str:
    doubled = say("bidding.doubled: yes", ", կրկնապատկված հայտերը թույլատրվում են") \
        if bidding.doubled else ""
    return bids_summary(bidding) + doubled


@phrase(en.auction)
def auction(bidding: m.Bidding) -> list[str]:
    if bidding.form is m.AuctionForm.NONE:
        return [say("bidding.form: none", "Աճուրդ և պայմանագիր չկան՝ ոչ ոք պարտավորություն "
                    "չի վերցնում որոշակի թվով միավորներ վաստակելու, և յուրաքանչյուր կողմ "
                    "պարզապես ստանում է իր շահածը։")]
    out = [say(*_FORM[bidding.form], opener=w.seat(bidding.opener)),
           say("bidding.bids", f"Հայտերը {bidding.minimum}-ից {bidding.maximum} են "
               "(միավորների քանակը, որը հայտատուն պարտավորվում է վաստակել), և "
               "յուրաքանչյուր հայտ պետք է բարձր լինի նախորդից։")]
    if bidding.doubled:
        out.append(say("bidding.doubled: yes", "Հայտը կարելի է նաև կրկնապատկել («6՝ 12-ի "
                       "դիմաց»)՝ կրկնապատկված հայտն անմիջապես բարձր է նույն թվի սովորական "
                       "հայտից և կրկնապատկում է թե՛ շահումը, թե՛ կորուստը։"))
    if bidding.steal is not None:
        out.append(steal(bidding.steal))
    out.extend(forced(f) for f in bidding.forced)
    out.append(all_pass(bidding.all_pass, bidding))
    if bidding.form is not m.AuctionForm.COMMERCIAL:
        out.append(say("bidding (the pitcher)", "Ամենաբարձր հայտ տվողը դառնում է փիչեր։"))
    return out


_FORM = table({
    m.AuctionForm.NONE: ("bidding.form: none", ""),
    m.AuctionForm.ONCE_AROUND: ("bidding.form: once around", "Առաջինը խոսում է {opener}, "
                                "ապա յուրաքանչյուր խաղացող իր հերթին մեկ անգամ հայտ է "
                                "տալիս կամ պաս ասում։"),
    m.AuctionForm.CONTINUING: ("bidding.form: continuing", "Առաջինը խոսում է {opener}, ապա "
                               "խաղացողները հերթով հայտ են տալիս կամ պաս ասում, շրջան առ "
                               "շրջան, մինչև բոլորը, բացի մեկից, պաս ասեն։"),
    m.AuctionForm.COMMERCIAL: ("bidding.form: commercial", "Առաջինը խոսում է {opener}, ապա "
                               "յուրաքանչյուր խաղացող իր հերթին կարող է առաջին ձեռքին "
                               "միավորներ առաջարկել փիչ անելու իրավունքի դիմաց, և առաջին "
                               "ձեռքը վաճառում է այն ամենաբարձր առաջարկին կամ հրաժարվում և "
                               "ինքն է փիչ անում։"),
})


@phrase(en.steal)
def steal(s: m.Steal) -> str:
    limit = f", եթե այդ հայտը {s.up_to}-ից ավելի չէ" if s.up_to is not None else ""
    return say("bidding.steal", "Դիլերը, որը խոսում է վերջինը, կարող է վերցնել "
               f"պայմանագիրը՝ պարզապես հավասարեցնելով ամենաբարձր հայտը{limit} (հայտի "
               "«գողություն»)։")


@phrase(en.forced)
def forced(f: m.ForcedBid) -> str:
    mate = " նույն գույնի մեկ այլ խաղաթղթի հետ" if f.with_suit_mate else ""
    return say("bidding.forced", f"Խաղացողը, որն ունի {w.rank_low(f.rank)}{mate}, պետք է "
               f"հայտ տա առնվազն {f.minimum}։")


@phrase(en.all_pass)
def all_pass(rule: m.AllPass, bidding: m.Bidding) -> str:
    text = say(*_ALL_PASS[rule.action], amount=rule.amount)
    if rule.may_bid:
        labels = [_special_label(bidding, name) for name in rule.may_bid]
        text += say("bidding.all_pass: or BID", ", կամ կարող է դրա փոխարեն հայտարարել "
                    + w.joined(labels, "or"))
    if rule.show_hands:
        text += say("bidding.all_pass: hands shown", ", աղբյուրների համաձայն նախ բոլորը "
                    "ցույց են տալիս իրենց խաղաթղթերը, ինչը այս կանոնագրքի շարժիչը չի անում "
                    "(դա ոչ մի որոշում չի փոխում)")
    return text + "։"


_ALL_PASS = table({
    m.AllPassAction.REDEAL: ("bidding.all_pass: redeal", "Եթե բոլորը պաս են ասում, "
                             "խաղաթղթերը հավաքվում են, և նույն դիլերը նորից է բաժանում"),
    m.AllPassAction.PASS_DEAL: ("bidding.all_pass: pass deal", "Եթե բոլորը պաս են ասում, "
                                "խաղաթղթերը հավաքվում են, և բաժանելու հերթն անցնում է "
                                "հաջորդ խաղացողին"),
    m.AllPassAction.DEALER_BIDS: ("bidding.all_pass: dealer bids N", "Եթե բոլորը, դիլերը "
                                  "ներառյալ, պաս են ասում, դիլերին տրվում է {amount} հայտ"),
    m.AllPassAction.DEALER_MUST_BID: ("bidding.all_pass: dealer must bid N", "Եթե մյուս "
                                      "բոլորը պաս են ասել, դիլերը չի կարող պաս ասել՝ նա "
                                      "պետք է հայտ տա առնվազն {amount}"),
    m.AllPassAction.ELDER_BIDS: ("bidding.all_pass: elder bids N", "Եթե բոլորը պաս են "
                                 "ասում, առաջին ձեռքը պետք է հայտ տա {amount}"),
    m.AllPassAction.ELDER_PITCHES: ("bidding.all_pass: elder pitches", "Եթե բոլորը պաս են "
                                    "ասում, առաջին ձեռքը փիչ է անում առանց պայմանագրի, "
                                    "ինչպես Pitch-ում առանց աճուրդի"),
})


def _special_label(bidding: m.Bidding, name: str) -> str:
    bid = next((b for b in bidding.special if b.name == name), None)
    return bid.label if bid is not None else name


@phrase(en.look)
def look(lk: m.Look) -> str:
    text = say("bidding.look: optional, lookers lose N", "Յուրաքանչյուր խաղացող հայտ "
               "տալուց առաջ որոշում է՝ նայի՞ իր խաղաթղթերին։ Նայած խաղացողը "
               f"պատահականորեն կորցնում է {g.count(lk.lookers_lose, g.CARD)}")
    if lk.bidder_may_take:
        text += say("bidding.look: bidder may take", ", որը աճուրդի հաղթողը կարող է դիտել "
                    "և վերցնել")
    text += "։"
    if lk.passers_exempt:
        text += say("bidding.look: passers exempt", " Խաղացողը, որը նայել է և հետո պաս "
                    "ասել, պահում է իր բոլոր խաղաթղթերը։")
    return text


@phrase(en.commercial)
def commercial(c: m.Commercial) -> str:
    parts = []
    if c.seller_scores_bid:
        parts.append(say("bidding.commercial: seller scores bid", "Երբ առաջին ձեռքը "
                         "վաճառում է, նա անմիջապես ստանում է առաջարկված միավորները, իսկ "
                         "գնորդը փիչ է անում և պարտավոր է վաստակել նույնքան"))
    if c.refusal_must_make:
        parts.append(say("bidding.commercial: refusal must make", "եթե առաջին ձեռքը մերժում "
                         "է բոլոր առաջարկները, նա ինքն է փիչ անում և պետք է վաստակի առնվազն "
                         "այնքան միավոր, որքան լավագույն առաջարկն էր"))
    return w.capital(", իսկ ".join(parts)) + "։" if parts else ""


@phrase(en.declare_by_pitching)
def declare_by_pitching(n: int) -> str:
    return say("bidding.declare_by_pitching", f"{n} հայտն անմիջապես ավարտում է աճուրդը՝ "
               "հայտատուից հետո խաղացողները հայտ չեն տալիս, իսկ նա իր առաջին խաղաթուղթը "
               "բաց է խաղում (հայտ փիչով)։")


# --------------------------------------------------------------------------- special bids


@phrase(en.special_intro)
def special_intro() -> str:
    return say("bidding.special", "Հատուկ հայտեր՝")


@phrase(en.special_place)
def special_place(bid: m.SpecialBid) -> str:
    if bid.at is not None:
        return say("bidding.special: at", f"բուն {bid.at} հայտը")
    return say("bidding.special: above", f"անմիջապես {bid.above}-ից բարձր")


@phrase(en.requirements)
def requirements(bid: m.SpecialBid) -> str:
    if not bid.requires:
        return say("bidding.special: as bid", "վաստակել այնքան միավոր, որքան հայտարարված է")
    return w.joined(say(*_REQUIRES[r.kind], amount=w.points(r.amount or 0), point=r.point)
                    for r in bid.requires)


_REQUIRES = table({
    m.RequirementKind.ALL_POINTS: ("bidding.special: all points", "վաստակել բաժանման "
                                   "բոլոր միավորները"),
    m.RequirementKind.ALL_TRICKS: ("bidding.special: all tricks", "շահել բոլոր "
                                   "վերցումները"),
    m.RequirementKind.CAPTURE: ("bidding.special: capture", "վերցնել {point} միավորը"),
    m.RequirementKind.POINTS: ("bidding.special: at least", "վաստակել առնվազն {amount}"),
})


@phrase(en.outcome)
def outcome(o: m.Outcome, value: int) -> str:
    amount = o.amount if o.amount is not None else value
    return say(*_OUTCOMES[o.kind], amount=w.points(amount))


_OUTCOMES = table({
    m.OutcomeKind.SCORE: ("bidding.special: score N", "ստանում է {amount}"),
    m.OutcomeKind.SCORE_BID: ("bidding.special: score bid", "ստանում է իր հայտը"),
    m.OutcomeKind.SCORE_TAKEN: ("bidding.special: score taken", "ստանում է վաստակած "
                                "միավորները"),
    m.OutcomeKind.LOSE: ("bidding.special: lose N", "կորցնում է {amount}"),
    m.OutcomeKind.LOSE_BID: ("bidding.special: lose bid", "կորցնում է իր հայտը"),
    m.OutcomeKind.WIN_MATCH: ("bidding.special: win match", "անմիջապես հաղթում է խաղը"),
    m.OutcomeKind.LOSE_MATCH: ("bidding.special: lose match", "անմիջապես պարտվում է "
                               "խաղում"),
})


@phrase(en.bars)
def bars(bid: m.SpecialBid) -> str:
    words = [say(*_BARS[bar.kind], amount=w.points(bar.amount or 0)) for bar in bid.barred]
    if bid.blind:
        words.append(say("bidding.special: blind", "երբ խաղացողն արդեն նայել է իր "
                         "խաղաթղթերին (այն հայտարարվում է կուրորեն՝ իր առաջին հերթին "
                         "յուրաքանչյուրը կա՛մ հայտարարում է այն առանց նայելու, կա՛մ "
                         "նայում է խաղաթղթերին)"))
    if not words:
        return ""
    return say("bidding.special: barred", "չի թույլատրվում {when}", when=w.joined(words, "or"))


_BARS = table({
    m.BarKind.ANY_SIDE_IN_HOLE: ("bidding.special: barred, any side in the hole",
                                 "քանի դեռ որևէ կողմ մինուսում է"),
    m.BarKind.OWN_SIDE_IN_HOLE: ("bidding.special: barred, own side in the hole",
                                 "քանի դեռ հայտատուի կողմը մինուսում է"),
    m.BarKind.OWN_SCORE_AT_LEAST: ("bidding.special: barred, score at least",
                                   "{amount} կամ ավելի ունեցող կողմին"),
})
