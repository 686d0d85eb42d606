"""Sentences for the table and the cards: players, pack, deal, trump and exchange.

Each function turns one part of a resolved variant into plain English a player
understands. Nothing is copied from the spec's comments: the words come from the model.

>>> from pitchspec import load
>>> players_summary(load("spec/auction_pitch.pitch").seating)
'2 to 8 players'
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping

from pitchspec import model as m
from pitchspec.cards import NATURAL_ORDER, Rank
from pitchspec.rulebook import words as w
from pitchspec.rulebook.backing import constructs, say
from pitchspec.rulebook.phrasing import word

# --------------------------------------------------------------------------- players


def players_summary(seating: m.Seating) -> str:
    """How many may play: "2 to 8 players", "4 players"."""
    return word("players summary", players=seating.players)


def partnerships(seating: m.Seating) -> str:
    """Who plays with whom."""
    if not seating.teams:
        text = say("players.teams: none")
    else:
        forms = w.joined((word("team form", teams=t.teams, size=t.size, players=t.players)
                          for t in seating.teams), "or")
        if seating.teams_optional:
            text = say("players.teams: optional", forms=forms)
        else:
            text = say("players.teams: fixed", forms=forms)
    if seating.partner_call is not None:
        text += " " + partner_call(seating.partner_call)
    return text


def partnership_summary(seating: m.Seating) -> str:
    """Partnerships in a phrase: "none", "2x2" (two teams of two), "2x2 or 3x2 (optional)"."""
    forms = w.joined((f"{t.teams}x{t.size}" for t in seating.teams), "or")
    text = word("partnerships short: none") if not forms \
        else word("partnerships short: optional", forms=forms) if seating.teams_optional \
        else forms
    if seating.partner_call is not None:
        text += word("partnerships short: called", span=w.span_of(seating.partner_call.players))
    return text


def partner_call(call: m.PartnerCall) -> str:
    """A partner called for the deal by naming a card."""
    what = word("called: a card" if call.card is m.PartnerCard.ANY else "called: a trump")
    text = say("players.partner_call", span=w.span_of(call.players), what=what)
    if call.others_together:
        return text + say("players.partner_call: others together")
    return text + word("full stop")


def direction(seating: m.Seating) -> str:
    """Which way the deal and the play go round the table."""
    if seating.direction is m.Direction.CLOCKWISE:
        return say("players.direction: clockwise")
    return say("players.direction: counter-clockwise")


# --------------------------------------------------------------------------- deck


def _removed(deck: m.Deck) -> list[Rank]:
    """The ranks taken out of the pack, lowest first."""
    return [r for r in NATURAL_ORDER if r not in deck.ranks]


def deck_summary(deck: m.Deck) -> str:
    """The pack in a phrase: "52 cards", "32 cards (no Twos to Sixes)", "54 (two jokers)"."""
    notes = []
    removed = _removed(deck)
    if removed:
        notes.append(word("deck short: without run", high=removed[-1], low=removed[0])
                     if len(removed) > 2 else word("deck short: without", ranks=removed))
    if deck.jokers:
        notes.append(word("deck short: jokers", n=len(deck.jokers)))
    tail = word("deck short: notes", notes=word("notes joined").join(notes)) if notes else ""
    return word("deck short", size=deck.size) + tail


def deck_sentence(deck: m.Deck) -> str:
    """The pack in a sentence."""
    removed = _removed(deck)
    text = say("deck: standard")
    if removed:
        text += say("deck: ranks removed", ranks=removed[::-1])
    if deck.jokers:
        text += say("deck: jokers added", n=len(deck.jokers), removed=bool(removed))
    if deck.jokers:
        text += say("deck: jokers added", aspect="total", size=deck.size)
    elif removed:
        text += say("deck: ranks removed", aspect="total", size=deck.size)
    else:
        text += word("full stop")
    if len(deck.jokers) == 2:
        text += say("deck: two jokers told apart")
    return text


def card_point_rows(deck: m.Deck) -> Iterator[tuple[str, str]]:
    """(card, card points) rows for the Game count."""
    for value in deck.card_points:
        if value.joker:
            name = word("card points: each joker")
        else:
            assert value.rank is not None
            name = word("card points: trump rank", rank=value.rank) if value.trump_only \
                else w.rank_name(value.rank)
        yield say("deck.card_points", name), say("deck.card_points", w.fraction(value.value))


# --------------------------------------------------------------------------- ranking


def natural_ranking(ranking: m.Ranking) -> bool:
    """Whether every suit, trumps included, ranks the same plain way."""
    plain_trump = all(c.suit is m.SuitRef.TRUMP and c.rank is not None for c in ranking.trump)
    return plain_trump and tuple(c.rank for c in ranking.trump) == ranking.plain


def natural_order(ranking: m.Ranking) -> str:
    """One order for every suit, written out."""
    return say("ranking: natural", ranks=w.ranks(ranking.plain))


def ranking_intro() -> str:
    return say("ranking: table")


def ranking_rows(ranking: m.Ranking) -> Iterator[tuple[str, str, str]]:
    """(place, trump card, plain rank) rows, highest first."""
    trump, plain = ranking.trump, ranking.plain
    for i in range(max(len(trump), len(plain))):
        yield (str(i + 1),
               say("ranking: table", w.ranked_card(trump[i])) if i < len(trump) else "",
               say("ranking: table", w.rank_name(plain[i])) if i < len(plain) else "")


def card_points_intro() -> str:
    return say("deck.card_points")


def joker_role(ranking: m.Ranking, deck: m.Deck) -> str:
    """Whether the jokers rank as trumps; nothing when the pack has none."""
    if not deck.jokers:
        return ""
    if ranking.jokers is m.JokerRole.TRUMP:  # each in the trump order (PS308 checks it)
        return say("ranking: jokers ranked")
    return say("ranking: jokers rankless")


def trick_order(play: m.Play) -> str:
    """The order reversed for winning tricks, if it is."""
    if play.trick_winner is m.TrickWinner.LOWEST:
        return say("ranking: reversed for tricks")
    return ""


# --------------------------------------------------------------------------- deal

_FIRST_DEALER = {
    m.FirstDealer.CUT: "cut",
    m.FirstDealer.DRAW: "draw",
    m.FirstDealer.FIRST_JACK: "first_jack",
    m.FirstDealer.CUT_AND_GUESS: "cut_and_guess",
    m.FirstDealer.RANDOM: "random",
}
"""Each way of choosing the first dealer, and the aspect of its sentence."""


def first_dealer(deal: m.Deal) -> str:
    """How the first dealer is chosen (the engine: at random, each player equally
    likely, which is what a fair cut or draw comes to) and how the deal moves on."""
    text = say("deal.first_dealer", aspect=_FIRST_DEALER[deal.first_dealer])
    if deal.first_dealer is not m.FirstDealer.RANDOM:
        text += say("deal.first_dealer", aspect="the engine's")
    if deal.cut_ranking:
        text += say("deal.cut_ranking", ranks=w.ranks(deal.cut_ranking))
    return text + say("deal.dealer passes")


def dealing(deal: m.Deal) -> str:
    """How the hands are dealt."""
    text = say("deal.hand", n=deal.hand)
    if deal.rounds:
        text += say("deal.rounds", n=deal.rounds)
    elif len(deal.packets) > 1:
        text += say("deal.packets", packets=deal.packets)
    elif deal.packets == (1,):
        text += say("deal.packets", aspect="one at a time")
    return text + word("full stop")


def table_cards(deal: m.Deal) -> list[str]:
    """Sentences for the widow, kitty, blinds and the stock."""
    out = []
    if deal.widow:
        out.append(say("deal.widow", n=deal.widow))
    if deal.kitty:
        out.append(say("deal.kitty", n=deal.kitty))
    if deal.blind is not None:
        out.append(blind(deal.blind))
    out.append(say(_STOCK[deal.stock]))
    return out


_STOCK = constructs({
    m.StockFace.UP: "deal.stock: face up",
    m.StockFace.DOWN: "deal.stock: face down",
})


def blind(b: m.Blind) -> str:
    """The blind: a hand of its own for each player, or one pile."""
    if b.per_player:
        return say("deal.blind: per player", n=b.size)
    return say("deal.blind: pile", n=b.size)


# --------------------------------------------------------------------------- trump

_TRUMP = constructs({
    m.TrumpMethod.FIRST_LEAD: "trump.method: first lead",
    m.TrumpMethod.DECLARED: "trump.method: declared",
    m.TrumpMethod.TURN_UP: "trump.method: turn up",
    m.TrumpMethod.CALLED_CARD: "trump.method: called card",
    m.TrumpMethod.RANDOM: "trump.method: random",
})


def trump_method(trump: m.Trump, exchange: m.Exchange) -> str:
    """How the trump suit is fixed; a declared trump says when, against the exchange."""
    text = say(_TRUMP[trump.method])
    if trump.method is m.TrumpMethod.DECLARED:
        text += declare_when(trump, exchange)
    if trump.sub_trump:
        text += say("trump.sub_trump: declared")
    return text


def declare_when(trump: m.Trump, exchange: m.Exchange) -> str:
    """When a declared trump is named: at once after the auction (before any exchange
    step), or after the first step that takes cards (else just before the first lead)."""
    take = next((s for s in exchange.steps if s.kind is m.StepKind.TAKE), None)
    if trump.declare_before_kitty:
        if not exchange.steps:
            return say("trump.declare: before kitty", aspect="at once")
        before = word("declare: before taking", pile=take.pile) \
            if take is not None and take.pile is not None else word("declare: before any")
        return say("trump.declare: before kitty", before=before)
    if take is not None and take.pile is not None:
        return say("trump.declare: after kitty", actor=take.actor, pile=take.pile)
    return say("trump.declare: after kitty", aspect="at the end")


def trump_summary(trump: m.Trump) -> str:
    """Trump in a phrase, for the comparison table."""
    extra = [word("trump short: + beg") if trump.beg is not None else "",
             word("trump short: + sub-trump") if trump.sub_trump else ""]
    return word(f"trump short: {trump.method.value}") + "".join(extra)


def beg(b: m.Beg) -> list[str]:
    """Stand, beg, gift and running the cards, in order."""
    to = word("gift to: elder" if b.gift_to is m.GiftTo.ELDER else "gift to: each opponent")
    out = [say("trump.beg: stand or beg", to=to, gift=w.points(b.gift))]
    if b.granted_redeal:
        out.append(say("trump.beg: gift redeals"))
    else:
        out.append(say("trump.beg: gift plays on"))
    out.append(say("trump.beg: run", n=b.run))
    if b.same_suit_discard:
        out.append(say("trump.beg: same suit, put aside"))
    else:
        out.append(say("trump.beg: same suit, kept"))
    out.append(say(_AFTER_RUN[b.after_run]))
    if b.stock_out_keeps_turned:
        out.append(say("trump.beg: stock out, turned points stand"))
    else:
        out.append(say("trump.beg: stock out"))
    if b.restricted_looking:
        out.append(say("trump.beg: restricted looking"))
    return out


_AFTER_RUN = constructs({
    m.AfterRun.KEEP: "trump.beg: after run, keep",
    m.AfterRun.DISCARD_TO_HAND: "trump.beg: after run, discard",
})


# --------------------------------------------------------------------------- exchange

def step(s: m.Step) -> str:
    """One exchange step as a sentence."""
    return _STEP_WORDS[s.kind](s)


def _sentence(text: str) -> str:
    return word("step sentence", text=text)


_DISCARD_ALL: Mapping[m.CardClass, str] = {
    m.CardClass.NONTRUMPS: "discard: all non-trumps",  # he must throw every one
    m.CardClass.ANY: "discard: any cards",  # he may throw what he likes
}
"""The sentence of a discard with no count and no choice named, by the cards it throws."""


def _discard(s: m.Step) -> str:
    if s.per_card_taken:
        key = "discard: one per card taken"
    elif s.to is not None:
        key = "discard: down to"
    elif s.by_choice:
        key = "discard: any of his"
    else:
        key = _DISCARD_ALL[s.cards or m.CardClass.ANY]
    text = word(key, actor=s.actor, nontrumps=s.cards is m.CardClass.NONTRUMPS, n=s.to)
    return say("exchange: discard",
               _sentence(text + (word("discard: face up") if s.shown else "")))


def _take(s: m.Step) -> str:
    assert s.pile is not None
    if s.by_choice:
        return say("exchange: take", _sentence(word("take: any of", actor=s.actor,
                                                    pile=s.pile)))
    return say("exchange: take", _sentence(word("take: into his hand", actor=s.actor,
                                                pile=s.pile)))


def _refill(s: m.Step) -> str:
    packet = word("refill: in packets", n=s.packet) if s.packet else ""
    return say("exchange: refill",
               _sentence(word("refill", actor=s.actor, n=s.to or 0) + packet))


def _reduce(s: m.Step) -> str:
    text = word("reduce", actor=s.actor, n=s.to or 0)
    if s.nonpoint_first:
        text += word("reduce: nonpoint first")
    return say("exchange: reduce",
               _sentence(text + (word("reduce: shown") if s.shown else "")))


def _complete(s: m.Step) -> str:
    if s.trumps_first:
        return say("exchange: complete trumps first", _sentence(
            word("complete: trumps first", actor=s.actor, n=s.to or 0)))
    return say("exchange: complete", _sentence(word("complete", actor=s.actor, n=s.to or 0)))


def _reclaim(s: m.Step) -> str:
    return say("exchange: reclaim", _sentence(word("reclaim", actor=s.actor)))


_STEP_WORDS = {
    m.StepKind.DISCARD: _discard, m.StepKind.TAKE: _take, m.StepKind.REFILL: _refill,
    m.StepKind.REDUCE: _reduce, m.StepKind.COMPLETE: _complete, m.StepKind.RECLAIM: _reclaim,
}


def in_turn(exchange: m.Exchange) -> str:
    """The exchange player by player, if it goes so."""
    if not exchange.in_turn:
        return ""
    return say("exchange.order: in turn")


def steps_intro() -> str:
    return say("exchange: in order")


def dead_cards(exchange: m.Exchange) -> str:
    """Where the point of a card forced into the discards goes."""
    if not exchange.dead_cards_to_opponents:
        return ""
    return say("exchange: dead cards to opponents")
