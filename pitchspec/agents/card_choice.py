"""Which card the heuristic player lays to a trick, by a club player's rules of thumb:
lead the master trump to draw trumps (when his side bid or trumps are half his hand),
else cash a master, else lead low; following, win with the cheapest card that surely
wins, play a rich card to a trick worth taking, give the partner a counting card when
his trick is safe, and otherwise duck with the cheapest card (no counting card, no
trump)."""

from __future__ import annotations

from collections.abc import Sequence

from pitchspec.agents.tricks import View, winner
from pitchspec.engine import NO_SUIT, Contract


def lead(seat: int, hand: int, contract: Contract | None, sides: Sequence[int],
         view: View, cards: list[int]) -> int:
    """Lead to a new trick: the master trump while trumps are out and his side bid
    (or trumps are half his hand or more), to draw them; else the richest master of a
    plain suit; else the poorest card."""
    trump_mask = view.trump_mask
    trumps = [c for c in cards if trump_mask >> c & 1]
    plain = [c for c in cards if not trump_mask >> c & 1]
    strength, worth = view.strengths, view.worth
    out_trumps = view.unseen & trump_mask
    if trumps and out_trumps:
        top = strongest(trumps, strength)
        bidder_side = contract is not None and sides[contract.bidder] == sides[seat]
        drawing = bidder_side or len(trumps) * 2 >= hand.bit_count()
        if view.is_master(top) and drawing:
            return top  # draw trumps with the master
    masters = [c for c in plain if view.is_master(c) and view.suit(c) != NO_SUIT]
    if masters:
        return richest(masters, worth, strength)
    return poorest(plain or cards, worth, strength)


def follow(seat: int, sides: Sequence[int], held: Sequence[int],
           plays: Sequence[tuple[int, int]], view: View, cards: list[int]) -> int:
    """Follow to the trick on the table: when the partner is winning it, give him a
    counting card if his card is safe, else duck; else win with the cheapest sure
    winner (any winner when last to play), or with the strongest when the trick is
    worth taking; else duck."""
    leader = winner(view, plays)
    partner_winning = sides[leader] == sides[seat]
    last = last_to_play(seat, held, plays)
    # a card that beats the card winning now beats every card on the table: ask
    # the rule about the lead, the winning card and this card only (the winner's
    # place in the trick, found by seat: no two plays of a trick are alike)
    at = -1
    for index in range(len(plays)):
        if plays[index][0] == leader:
            at = index
            break
    lead = plays[0][1]
    above = -1 if at <= 0 else plays[at][1]
    rules, table, tricks = view.rules, view.table, view.tricks
    wins = rules.beating(table, tricks, lead, above, cards)
    worth = view.worth
    if partner_winning:
        # the card the partner's side is winning with
        card = plays[at][1] if at >= 0 else plays[-1][1]
        safe = last or (view.is_master(card) and
                        (view.is_trump(card) or not view.unseen & view.trump_mask))
        return smear(view, cards, wins) if safe else duck(view, cards)
    if wins:
        sure = wins if last else [c for c in wins if view.is_master(c)]
        if sure:
            return cheapest_win(view, sure)
        dearest = worth[wins[0]]
        for c in wins:
            if worth[c] > dearest:
                dearest = worth[c]
        # the points on the table, read only here (sum()'s own addition, as before)
        if sum([worth[c] for _, c in plays]) + dearest > 0.3:
            return strongest(wins, view.strengths)
    return duck(view, cards)


def cheapest_win(view: View, wins: list[int]) -> int:
    """Win with the card that costs least: a counting card wins its own worth;
    trumps are spent only when nothing plainer wins."""
    trump_mask, worth, strength = view.trump_mask, view.worth, view.strengths
    best, spent, rich, low = -1, False, 0.0, 0
    for c in wins:
        w, s = worth[c], strength[c]
        t = bool(trump_mask >> c & 1) and w == 0  # a trump spent for nothing
        if best < 0 or (t < spent or (t == spent and (w > rich or (w == rich and s < low)))):
            best, spent, rich, low = c, t, w, s
    return best


def duck(view: View, cards: list[int]) -> int:
    """Play low: no counting card, no trump, the weakest card that can go."""
    trump_mask, worth, strength = view.trump_mask, view.worth, view.strengths
    best, cheap, trump, low = -1, 0.0, 0, 0
    for c in cards:
        w, t, s = worth[c], trump_mask >> c & 1, strength[c]
        if best < 0 or (w < cheap or (w == cheap and (t < trump or (t == trump and s < low)))):
            best, cheap, trump, low = c, w, t, s
    return best


def smear(view: View, cards: list[int], wins: list[int]) -> int:
    """The partner takes this trick: give him a counting card that is not a trump
    (the Ten), else play low."""
    plain = [c for c in cards if not view.is_trump(c) and c not in wins]
    if plain:
        best = richest(plain, view.worth, view.strengths, weakest=True)
        if view.worth[best] > 0:
            return best
    return duck(view, cards)


def last_to_play(seat: int, held: Sequence[int], plays: Sequence[tuple[int, int]]) -> bool:
    """Whether every other seat holding cards has played to the trick on the table."""
    played = 0  # the seats that played to it, as a mask (one pass over the trick)
    for player, _ in plays:
        played |= 1 << player
    for s in range(len(held)):
        if s == seat or held[s] == 0:
            continue
        if not played >> s & 1:
            return False
    return True


# The choices of a card by the cards' worth and rank, as loops: the first card that
# the comparison prefers stands, as with max() and min() (a compiled build runs them
# natively rather than calling a key function per card).


def strongest(cards: list[int], strength: tuple[int, ...]) -> int:
    """The highest-ranking card (the first of equals)."""
    best = cards[0]
    top = strength[best]
    for c in cards:
        if strength[c] > top:
            best, top = c, strength[c]
    return best


def richest(cards: list[int], worth: tuple[float, ...], strength: tuple[int, ...],
            weakest: bool = False) -> int:
    """The card worth most, the highest-ranking of equals (``weakest``: the lowest);
    the first of equals."""
    best = cards[0]
    rich, rank = worth[best], strength[best]
    for c in cards:
        w, s = worth[c], strength[c]
        if w > rich or (w == rich and (s < rank if weakest else s > rank)):
            best, rich, rank = c, w, s
    return best


def poorest(cards: list[int], worth: tuple[float, ...], strength: tuple[int, ...]) -> int:
    """The card worth least, the lowest-ranking of equals; the first of equals."""
    best = cards[0]
    cheap, rank = worth[best], strength[best]
    for c in cards:
        w, s = worth[c], strength[c]
        if w < cheap or (w == cheap and s < rank):
            best, cheap, rank = c, w, s
    return best
