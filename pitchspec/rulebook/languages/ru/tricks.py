"""Russian sentences for trick play (:mod:`pitchspec.rulebook.tricks`).

>>> from pitchspec import load
>>> from pitchspec.i18n import language
>>> from pitchspec.rulebook import tricks
>>> with language("ru"):
...     tricks.follow_summary(load("spec/roadhouse_pitch.pitch").play)
'следовать масти'
"""

from __future__ import annotations

from typing import assert_never

from pitchspec import model as m
from pitchspec.rulebook import tricks as en
from pitchspec.rulebook.backing import say, table
from pitchspec.rulebook.languages.ru import words as w
from pitchspec.rulebook.phrasing import book

phrase = book("ru")

_FOLLOW = table({
    m.FollowRule.FOLLOW_OR_TRUMP: (
        "play.follow: follow or trump",
        "На ход простой мастью игрок обязан следовать масти, если может, но вместо этого "
        "может козырнуть, даже если мог бы следовать масти. На ход козырем он обязан сыграть "
        "козырь, если он у него есть. Игрок, который не может следовать масти, может "
        "сыграть любую карту."),
    m.FollowRule.MUST_FOLLOW: (
        "play.follow: must follow",
        "Игрок обязан следовать масти, если может, — и на ход простой мастью, и на ход "
        "козырем; козырять или сбрасывать другую карту может только тот, кто не может "
        "следовать масти."),
    m.FollowRule.TRUMP_ON_TRUMP: (
        "play.follow: trump on trump",
        "Следовать нужно только ходу козырем: игрок, у которого есть козырь, обязан его "
        "сыграть. На ход простой мастью каждый может сыграть любую карту."),
    m.FollowRule.MUST_FOLLOW_UNTIL_BROKEN: (
        "play.follow: must follow until broken",
        "Пока не сыгран первый козырь, игрок обязан следовать масти, если может. После "
        "этого он может козырять вместо того, чтобы следовать масти, но на ход козырем "
        "по-прежнему отвечает козырем."),
})
_FOLLOW_SHORT = {
    m.FollowRule.FOLLOW_OR_TRUMP: "следовать масти или козырять",
    m.FollowRule.MUST_FOLLOW: "следовать масти",
    m.FollowRule.TRUMP_ON_TRUMP: "козырь на козырь",
    m.FollowRule.MUST_FOLLOW_UNTIL_BROKEN: "следовать масти, пока козырь не разбит",
}


@phrase(en.follow_summary)
def follow_summary(play: m.Play) -> str:
    return _FOLLOW_SHORT[play.follow]


@phrase(en.leading)
def leading(play: m.Play, trump: m.Trump) -> list[str]:
    out = [say("play.first_leader", f"{w.capital(w.seat(play.first_leader))} делает "
               "первый ход.")]
    match play.first_lead:
        case m.LeadRule.TRUMP if trump.method is not m.TrumpMethod.FIRST_LEAD:
            out.append(say("play.first_lead: trump", "Первой картой должен быть козырь, если он "
                           "есть у ходящего."))
        case m.LeadRule.NOT_TRUMP:
            out.append(say("play.first_lead: not trump", "Первой картой не может быть козырь, "
                           "если только у ходящего не одни козыри."))
        case m.LeadRule.TRUMP | m.LeadRule.ANY:
            pass  # any card may be led (or the first lead fixes trump): nothing to say
        case _ as never:
            assert_never(never)
    if play.trump_must_be_broken:
        out.append(say("play.trump_broken: required", "Никто не может ходить с козыря, пока "
                       "козырь не был сыгран в одной из предыдущих взяток (пока козырь не "
                       "«разбит»), если только у него не одни козыри."))
    out.append(say("play.trick winner leads", "Дальше каждую взятку начинает тот, кто взял "
                   "предыдущую."))
    return out


@phrase(en.following)
def following(play: m.Play) -> list[str]:
    out = [say(*_FOLLOW[play.follow])]
    if play.sub_trump_may_trump:
        out.append(say("play.sub_trump: may trump", "Карту подкозырной масти тоже можно, как "
                       "козырь, сыграть на ход простой мастью вместо того, чтобы следовать "
                       "масти."))
    return out


@phrase(en.winning_trick)
def winning_trick(play: m.Play) -> list[str]:
    if play.trick_winner is m.TrickWinner.LOWEST:
        out = [say("play.trick_winner: lowest", "Взятку берёт самый младший козырь в ней, а "
                   "если козырей нет — самая младшая карта масти первого хода.")]
    else:
        out = [say("play.trick_winner: highest", "Взятку берёт самый старший козырь в ней, "
                   "а если козырей нет — самая старшая карта масти первого хода.")]
    if play.low_trump_captures:
        out.append(say("play.low_trump: captures", "Однако самый младший козырь берёт "
                       "взятку, в которой он сыгран."))
    if play.off_lead_untrumped_previous_winner_leads:
        out.append(say("play.off_lead: previous winner leads if untrumped", "Однако начиная "
                       "со второй взятки взятка, в которой не сыграно ни одного козыря, "
                       "достаётся игроку, который с неё ходил (победителю предыдущей "
                       "взятки), и он ходит снова."))
    return out


@phrase(en.jokers)
def jokers(play: m.Play, deck: m.Deck) -> list[str]:
    if not deck.jokers:
        return []
    out = []
    if play.joker_lead is m.JokerLead.SUITLESS:
        out.append(say("play.jokers: led suitless", "Джокер, которым сделан ход, не "
                       "относится ни к одной масти: масть для следования задаёт следующая "
                       "сыгранная карта, а если это второй джокер — первая карта масти после "
                       "него; до тех пор можно играть любую карту."))
    if play.jokers_barred_first_trick:
        out.append(say("play.jokers: not on first trick", "Джокера нельзя играть в первую "
                       "взятку, пока у его владельца есть другая карта, которую можно там "
                       "сыграть. Следование масти важнее: если ходят козырем и единственный "
                       "козырь игрока — джокер, он обязан его сыграть."))
    if play.jokers_not_led_first_trick and not play.jokers_barred_first_trick:
        out.append(say("play.jokers: not led to first trick", "С джокера нельзя ходить в "
                       "первую взятку, пока у ходящего есть другая карта для хода; остальные "
                       "могут сыграть в неё джокера, как позволяет правило ответа."))
    if play.joker_held_back_on_trump_lead:
        out.append(say("play.jokers: held back on trump lead", "Когда ходят козырем, джокера "
                       "нельзя играть, пока у его владельца есть другой козырь; на любой "
                       "другой ход его можно сыграть в любое время."))
    if play.doubling_override:
        out.append(say("play.jokers: doubling override", "Когда ходят одним джокером, на "
                       "него можно сыграть другого, что бы ни было у его владельца на "
                       "руках."))
    return out


@phrase(en.extras)
def extras(play: m.Play, trump: m.Trump) -> list[str]:
    out = []
    if play.lookers_sit_out is not None:
        which = "первую" if play.lookers_sit_out is m.Sitter.FIRST else "последнюю"
        out.append(say("play.lookers: sit out", "Игрок, который посмотрел свои карты перед "
                       f"ставкой, пропускает {which} взятку."))
    if play.bidder_may_concede:
        out.append(concession(play))
    if play.dead_hand_throw_in:
        out.append(say("play.throw_in: dead hand", "Игрок, чья рука ничего не может сделать, "
                       "может бросить карты, и его партнёр доигрывает один."))
    if play.revoke_penalty_bid:
        out.append(revoke(play))
    if play.blind_card_may_be_played:
        out.append(say("play.blind: top card playable", blind_card(trump)))
    if play.draw_after_trick:
        order = "сначала взявший взятку, затем остальные по очереди" \
            if play.draw_winner_first else "по очереди"
        out.append(say("play.draw: after each trick", "После каждой взятки каждый игрок "
                       f"берёт из колоды по карте, {order}, пока колода не кончится."))
    return out


def blind_card(trump: m.Trump) -> str:
    pitch = ", кроме подачи, которая делается с руки" \
        if trump.method is m.TrumpMethod.FIRST_LEAD else ""
    return (f"Игрок может сыграть верхнюю карту своего блайнда вместо карты с руки{pitch}. "
            "Когда он следует масти, карта с руки должна быть в масть или козырем, как "
            "разрешают правила выше; если такой карты на руке нет, он обязан сыграть верхнюю "
            "карту блайнда.")


def concession(play: m.Play) -> str:
    text = ("Победитель торгов может сдаться в любой свой ход во время розыгрыша; это "
            "считается невыполнением ставки.")
    if play.concession_plays_out:
        return say("play.concession: bidder, play out", text + " Раздача всё равно "
                   "доигрывается и подсчитывается как обычно.")
    return say("play.concession: bidder", text + " Текущая взятка доигрывается, и игра "
               "прекращается; остальные получают очки только за уже сыгранные карты, а очко "
               "за большинство карточных очков не получает никто.")


def revoke(play: m.Play) -> str:
    who = "питчер, если он не следует масти, хотя может (ренонс)," \
        if play.revoke_pitcher_only \
        else "игрок, который не следует масти, хотя может (ренонс),"
    text = f"За столом {who} наказывается: со счёта снимается сумма ставки"
    plain = ("; движок этой книги правил никогда не позволяет ренонс, поэтому в его игре "
             "этот штраф не возникает.")
    if play.revoke_voids_deal:
        return say("play.revoke: set back by bid, deal void",
                   text + ", и больше в этой раздаче ничего не засчитывается" + plain)
    return say("play.revoke: set back by bid", text + plain)
