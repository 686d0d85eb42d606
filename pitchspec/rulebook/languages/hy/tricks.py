"""Armenian sentences for trick play (:mod:`pitchspec.rulebook.tricks`).

>>> from pitchspec import load
>>> from pitchspec.i18n import language
>>> from pitchspec.rulebook import tricks
>>> with language("hy"):
...     tricks.follow_summary(load("spec/roadhouse_pitch.pitch").play)
'հետևել գույնին'
"""

from __future__ import annotations

from typing import assert_never

from pitchspec import model as m
from pitchspec.rulebook import tricks as en
from pitchspec.rulebook.backing import say, table
from pitchspec.rulebook.languages.hy import words as w
from pitchspec.rulebook.phrasing import book

phrase = book("hy")

_FOLLOW = table({
    m.FollowRule.FOLLOW_OR_TRUMP: (
        "play.follow: follow or trump",
        "Սովորական գույնի քայլին խաղացողը պետք է հետևի գույնին, եթե կարող է, բայց կարող է "
        "դրա փոխարեն հաղթաթուղթ խաղալ, նույնիսկ երբ կարող էր հետևել։ Հաղթաթղթի քայլին նա "
        "պետք է հաղթաթուղթ խաղա, եթե ունի։ Խաղացողը, որը չի կարող հետևել գույնին, կարող է "
        "խաղալ ցանկացած խաղաթուղթ։"),
    m.FollowRule.MUST_FOLLOW: (
        "play.follow: must follow",
        "Խաղացողը պետք է հետևի գույնին, եթե կարող է՝ թե՛ սովորական գույնի, թե՛ հաղթաթղթի "
        "քայլին, և միայն նա, ով չի կարող հետևել, կարող է հաղթաթուղթ կամ այլ խաղաթուղթ "
        "խաղալ։"),
    m.FollowRule.TRUMP_ON_TRUMP: (
        "play.follow: trump on trump",
        "Պետք է հետևել միայն հաղթաթղթի քայլին՝ հաղթաթուղթ ունեցող խաղացողը պետք է այն "
        "խաղա։ Սովորական գույնի քայլին յուրաքանչյուրը կարող է խաղալ ցանկացած խաղաթուղթ։"),
    m.FollowRule.MUST_FOLLOW_UNTIL_BROKEN: (
        "play.follow: must follow until broken",
        "Քանի դեռ առաջին հաղթաթուղթը չի խաղացվել, խաղացողը պետք է հետևի գույնին, եթե կարող "
        "է։ Դրանից հետո նա կարող է հետևելու փոխարեն հաղթաթուղթ խաղալ, բայց հաղթաթղթի "
        "քայլին պետք է պատասխանի հաղթաթղթով։"),
})
_FOLLOW_SHORT = {
    m.FollowRule.FOLLOW_OR_TRUMP: "հետևել գույնին կամ խաղալ հաղթաթուղթ",
    m.FollowRule.MUST_FOLLOW: "հետևել գույնին",
    m.FollowRule.TRUMP_ON_TRUMP: "հաղթաթուղթ հաղթաթղթին",
    m.FollowRule.MUST_FOLLOW_UNTIL_BROKEN: "հետևել գույնին, մինչև հաղթաթուղթը կոտրվի",
}


@phrase(en.follow_summary)
def follow_summary(play: m.Play) -> str:
    return _FOLLOW_SHORT[play.follow]


@phrase(en.leading)
def leading(play: m.Play, trump: m.Trump) -> list[str]:
    out = [say("play.first_leader", f"{w.capital(w.seat(play.first_leader))} անում է "
               "առաջին քայլը։")]
    match play.first_lead:
        case m.LeadRule.TRUMP if trump.method is not m.TrumpMethod.FIRST_LEAD:
            out.append(say("play.first_lead: trump", "Առաջին խաղաթուղթը պետք է հաղթաթուղթ "
                           "լինի, եթե քայլողն այն ունի։"))
        case m.LeadRule.NOT_TRUMP:
            out.append(say("play.first_lead: not trump", "Առաջին խաղաթուղթը չի կարող "
                           "հաղթաթուղթ լինել, եթե միայն քայլողը հաղթաթղթերից բացի այլ բան "
                           "չունի։"))
        case m.LeadRule.TRUMP | m.LeadRule.ANY:
            pass  # any card may be led (or the first lead fixes trump): nothing to say
        case _ as never:
            assert_never(never)
    if play.trump_must_be_broken:
        out.append(say("play.trump_broken: required", "Ոչ ոք չի կարող հաղթաթղթով քայլ "
                       "անել, քանի դեռ նախորդ վերցումներից որևէ մեկում հաղթաթուղթ չի "
                       "խաղացվել (քանի դեռ հաղթաթուղթը «կոտրված» չէ), եթե միայն նա "
                       "հաղթաթղթերից բացի այլ բան չունի։"))
    out.append(say("play.trick winner leads", "Այնուհետև յուրաքանչյուր վերցման հաղթողն է "
                   "սկսում հաջորդը։"))
    return out


@phrase(en.following)
def following(play: m.Play) -> list[str]:
    out = [say(*_FOLLOW[play.follow])]
    if play.sub_trump_may_trump:
        out.append(say("play.sub_trump: may trump", "Ենթահաղթաթղթի խաղաթուղթը նույնպես "
                       "կարելի է սովորական գույնի քայլին խաղալ հետևելու փոխարեն, ինչպես "
                       "հաղթաթուղթը։"))
    return out


@phrase(en.winning_trick)
def winning_trick(play: m.Play) -> list[str]:
    if play.trick_winner is m.TrickWinner.LOWEST:
        out = [say("play.trick_winner: lowest", "Վերցումը շահում է դրանում եղած ամենացածր "
                   "հաղթաթուղթը, իսկ եթե հաղթաթուղթ չկա՝ առաջին քայլի գույնի ամենացածր "
                   "խաղաթուղթը։")]
    else:
        out = [say("play.trick_winner: highest", "Վերցումը շահում է դրանում եղած "
                   "ամենաբարձր հաղթաթուղթը, իսկ եթե հաղթաթուղթ չկա՝ առաջին քայլի գույնի "
                   "ամենաբարձր խաղաթուղթը։")]
    if play.low_trump_captures:
        out.append(say("play.low_trump: captures", "Սակայն ամենացածր հաղթաթուղթը շահում է "
                       "այն վերցումը, որում խաղացվում է։"))
    if play.off_lead_untrumped_previous_winner_leads:
        out.append(say("play.off_lead: previous winner leads if untrumped", "Սակայն "
                       "երկրորդ վերցումից սկսած այն վերցումը, որում հաղթաթուղթ չի "
                       "խաղացվում, անցնում է այն սկսած խաղացողին՝ նախորդ վերցման հաղթողին, "
                       "որը նորից է սկսում։"))
    return out


@phrase(en.jokers)
def jokers(play: m.Play, deck: m.Deck) -> list[str]:
    if not deck.jokers:
        return []
    out = []
    if play.joker_lead is m.JokerLead.SUITLESS:
        out.append(say("play.jokers: led suitless", "Քայլով խաղացված ջոկերը չի պատկանում "
                       "որևէ գույնի՝ հետևելու գույնը որոշում է հաջորդ խաղացված "
                       "խաղաթուղթը, իսկ եթե դա մյուս ջոկերն է՝ դրանից հետո առաջին "
                       "գունավոր խաղաթուղթը. մինչ այդ կարելի է խաղալ ցանկացած "
                       "խաղաթուղթ։"))
    if play.jokers_barred_first_trick:
        out.append(say("play.jokers: not on first trick", "Ջոկերը չի կարելի խաղալ առաջին "
                       "վերցմանը, քանի դեռ դրա տերը կարող է այնտեղ այլ խաղաթուղթ խաղալ։ "
                       "Գույնին հետևելն առաջնային է՝ եթե քայլը հաղթաթղթով է, և խաղացողի "
                       "միակ հաղթաթուղթը ջոկերն է, նա պետք է այն խաղա։"))
    if play.jokers_not_led_first_trick and not play.jokers_barred_first_trick:
        out.append(say("play.jokers: not led to first trick", "Առաջին վերցմանը չի կարելի "
                       "ջոկերով քայլ անել, քանի դեռ քայլողը կարող է այլ խաղաթղթով քայլ "
                       "անել. մյուսները կարող են դրան ջոկեր խաղալ, ինչպես թույլ է տալիս "
                       "գույնին հետևելու կանոնը։"))
    if play.joker_held_back_on_trump_lead:
        out.append(say("play.jokers: held back on trump lead", "Երբ քայլը հաղթաթղթով է, "
                       "ջոկերը չի կարելի խաղալ, քանի դեռ դրա տերն այլ հաղթաթուղթ ունի, իսկ "
                       "ցանկացած այլ քայլի այն կարելի է խաղալ ցանկացած պահի։"))
    if play.doubling_override:
        out.append(say("play.jokers: doubling override", "Երբ քայլ է արվում մի ջոկերով, "
                       "մյուսը կարելի է խաղալ դրան՝ անկախ նրանից, թե ինչ ունի դրա տերը "
                       "ձեռքում։"))
    return out


@phrase(en.extras)
def extras(play: m.Play, trump: m.Trump) -> list[str]:
    out = []
    if play.lookers_sit_out is not None:
        which = "առաջին" if play.lookers_sit_out is m.Sitter.FIRST else "վերջին"
        out.append(say("play.lookers: sit out", "Խաղացողը, որը հայտ տալուց առաջ նայել է իր "
                       f"խաղաթղթերին, բաց է թողնում {which} վերցումը։"))
    if play.bidder_may_concede:
        out.append(concession(play))
    if play.dead_hand_throw_in:
        out.append(say("play.throw_in: dead hand", "Խաղացողը, որի ձեռքը ոչինչ անել չի "
                       "կարող, կարող է նետել իր խաղաթղթերը և թողնել, որ զուգընկերը մենակ "
                       "շարունակի։"))
    if play.revoke_penalty_bid:
        out.append(revoke(play))
    if play.blind_card_may_be_played:
        out.append(say("play.blind: top card playable", blind_card(trump)))
    if play.draw_after_trick:
        order = "նախ վերցման հաղթողը, ապա մյուսները հերթով" \
            if play.draw_winner_first else "հերթով"
        out.append(say("play.draw: after each trick", "Յուրաքանչյուր վերցումից հետո "
                       f"յուրաքանչյուր խաղացող կապուկից մեկ խաղաթուղթ է վերցնում՝ {order}, "
                       "մինչև կապուկը սպառվի։"))
    return out


def blind_card(trump: m.Trump) -> str:
    pitch = ", բացի փիչից, որն արվում է ձեռքից" \
        if trump.method is m.TrumpMethod.FIRST_LEAD else ""
    return ("Խաղացողը կարող է ձեռքի խաղաթղթի փոխարեն խաղալ իր բլայնդի վերևի "
            f"խաղաթուղթը{pitch}։ Երբ նա հետևում է, ձեռքից խաղացված խաղաթուղթը պետք է հետևի "
            "գույնին կամ լինի հաղթաթուղթ, ինչպես թույլ են տալիս վերը նշված կանոնները, իսկ "
            "եթե ձեռքում այդպիսի խաղաթուղթ չկա, նա պետք է խաղա բլայնդի վերևի խաղաթուղթը։")


def concession(play: m.Play) -> str:
    text = ("Աճուրդի հաղթողը կարող է հանձնվել խաղի ընթացքում իր ցանկացած հերթին, ինչը "
            "համարվում է հայտի չկատարում։")
    if play.concession_plays_out:
        return say("play.concession: bidder, play out", text + " Բաժանումն, այնուամենայնիվ, "
                   "խաղարկվում է մինչև վերջ և հաշվվում սովորական կարգով։")
    return say("play.concession: bidder", text + " Ընթացիկ վերցումն ավարտվում է, և խաղը "
               "դադարում է, իսկ մյուսները միավորներ են ստանում միայն արդեն խաղացված "
               "խաղաթղթերի համար, և ոչ ոք չի ստանում խաղաթղթային միավորների մեծամասնության "
               "միավորը։")


def revoke(play: m.Play) -> str:
    who = "փիչերը, եթե նա չի հետևում գույնին, թեև կարող է," \
        if play.revoke_pitcher_only \
        else "խաղացողը, որը չի հետևում գույնին, թեև կարող է,"
    text = f"Սեղանի շուրջ {who} տուգանվում է հայտի չափով"
    plain = (", բայց այս կանոնագրքի շարժիչը երբեք թույլ չի տալիս չհետևել գույնին, ուստի "
             "նրա խաղերում այդ տուգանքը չի առաջանում։")
    if play.revoke_voids_deal:
        return say("play.revoke: set back by bid, deal void",
                   text + ", և այդ բաժանման մեջ այլ բան չի հաշվվում" + plain)
    return say("play.revoke: set back by bid", text + plain)
