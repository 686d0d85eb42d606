"""Checks of the table, the deck and the deal (PS3xx): team forms and called partners
fit the player counts, the trump and plain orders place every card of the deck once,
and the deck deals every player count its hand, packets and refills.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from pitchspec.cards import Joker, Rank
from pitchspec.diagnostics import Diagnostic
from pitchspec.model import Actor, CardRef, JokerRole, StepKind, SuitRef, TrumpMethod, Variant
from pitchspec.validate.common import at, card_in_deck, deck_words, rank_symbols

# ---------------------------------------------------------------------- players


def check_team_forms_fit_player_counts(variant: Variant) -> Iterator[Diagnostic]:
    """Every team form seats a number of players the variant allows."""
    seating = variant.seating
    for form in seating.teams:
        if form.players not in seating.players:
            yield Diagnostic(
                "PS301", f"teams '{form.teams} of {form.size}' seat {form.players} players, "
                f"but the variant allows {_counts(seating.players)}",
                at(variant, form.span, seating.span),
                help=f"allow {form.players} players in 'count:' or remove this team form")


def _counts(counts: Iterable[int]) -> str:
    ordered = sorted(counts)
    if not ordered:
        return "no player count"
    if ordered == list(range(ordered[0], ordered[-1] + 1)) and len(ordered) > 1:
        return f"{ordered[0]} to {ordered[-1]} players"
    return " or ".join(str(n) for n in ordered) + " players"


def check_partner_call_counts_are_allowed(variant: Variant) -> Iterator[Diagnostic]:
    """Call-partner applies only to player counts the variant allows."""
    seating = variant.seating
    call = seating.partner_call
    if call is None:
        return
    outside = sorted(call.players - seating.players)
    if outside:
        yield Diagnostic(
            "PS302", f"the partner call is for {_counts(outside)}, but the variant allows "
            f"{_counts(seating.players)}", at(variant, call.span, seating.span),
            help="narrow 'partner: called ..., with N..M players' to allowed counts")


def check_teams_and_partner_call_do_not_overlap(variant: Variant) -> Iterator[Diagnostic]:
    """With required fixed teams for a player count, no partner is called at that count."""
    seating = variant.seating
    call = seating.partner_call
    if call is None or seating.teams_optional:
        return
    both = sorted(n for n in call.players if seating.forms_for(n))
    if both:
        yield Diagnostic(
            "PS303", f"with {_counts(both)} partners are both fixed by 'teams' and called "
            "by the bid winner", at(variant, call.span, seating.span),
            help="limit the call with 'with N..M players', drop that team form, or make "
            "teams optional ('partnership: optional')")


# ---------------------------------------------------------------------- deck and ranking


def check_card_points_name_cards_in_deck(variant: Variant) -> Iterator[Diagnostic]:
    """Card points are given only to cards the deck contains."""
    deck = variant.deck
    for value in deck.card_points:
        if value.value == 0 or value.span.line == 0:
            continue
        missing = not deck.jokers if value.joker else value.rank not in deck.ranks
        if missing:
            what = "jokers" if value.joker or value.rank is None else f"{value.rank.symbol}s"
            yield Diagnostic(
                "PS304", f"card points are given to {what}, which are not in the deck",
                at(variant, value.span, deck.span),
                help=f"the deck holds {deck_words(deck)}; drop this value or the 'remove:'")


def check_trump_order_lists_each_card_once(variant: Variant) -> Iterator[Diagnostic]:
    """Each card has exactly one place in the trump order."""
    seen: set[tuple[SuitRef | None, Rank | None, Joker | None]] = set()
    for ref in variant.ranking.trump:
        key = (ref.suit, ref.rank, ref.joker)
        if key in seen:
            yield Diagnostic(
                "PS305", f"'{_ref_words(ref)}' appears twice in the trump order",
                at(variant, ref.span, variant.ranking.span),
                help="a card ranks in one place only: remove one of them")
        seen.add(key)


def _ref_words(ref: CardRef) -> str:
    if ref.joker is not None:
        return ref.joker.value
    assert ref.rank is not None
    return ref.rank.symbol if ref.suit is SuitRef.TRUMP else str(ref)


def check_ranking_names_cards_in_deck(variant: Variant) -> Iterator[Diagnostic]:
    """The trump and plain orders rank only cards the deck contains."""
    deck, ranking = variant.deck, variant.ranking
    for ref in ranking.trump:
        if not card_in_deck(ref, deck):
            yield Diagnostic(
                "PS306", f"the trump order ranks '{_ref_words(ref)}', which is not in the deck",
                at(variant, ref.span, ranking.span),
                help=f"the deck holds {deck_words(deck)}: restate 'ranking {{ trump: ... }}'")
    extra = [r for r in ranking.plain if r not in deck.ranks]
    if extra:
        yield Diagnostic(
            "PS306", f"the plain order ranks {rank_symbols(extra)}, which the deck does not hold",
            at(variant, ranking.span, deck.span),
            help=f"the deck holds {deck_words(deck)}: restate 'ranking {{ plain: ... }}'")


def check_ranking_places_every_card(variant: Variant) -> Iterator[Diagnostic]:
    """Every rank of the deck has a place in the trump order and in the plain order."""
    ranking = variant.ranking
    trumps = {ref.rank for ref in ranking.trump if ref.suit is SuitRef.TRUMP}
    for order, ranked in (("trump", trumps), ("plain", set(ranking.plain))):
        missing = [r for r in variant.deck.ranks if r not in ranked]
        if missing:
            yield Diagnostic(
                "PS307", f"the {order} order leaves out {rank_symbols(missing)}, which the "
                "deck holds",
                at(variant, ranking.span, variant.deck.span),
                help=f"add them to 'ranking {{ {order}: ... }}' or take them out with "
                "'deck { remove: ... }'")


def check_jokers_are_ranked_or_rankless(variant: Variant) -> Iterator[Diagnostic]:
    """Each joker in the deck is either a trump in the trump order or declared rankless."""
    ranking = variant.ranking
    ranked = {ref.joker for ref in ranking.trump if ref.joker is not None}
    where = at(variant, ranking.span, variant.deck.span)
    for joker in variant.deck.jokers:
        if ranking.jokers is JokerRole.TRUMP and joker not in ranked:
            yield Diagnostic(
                "PS308", f"the {joker.value} is in the deck but has no place in the trump order",
                where, help=f"rank it ('trump: ... {joker.value} ...') or write "
                "'jokers: rankless'")
        elif ranking.jokers is JokerRole.RANKLESS and joker in ranked:
            yield Diagnostic(
                "PS308", f"the {joker.value} is ranked in the trump order but declared rankless",
                where, help="remove it from the trump order or drop 'jokers: rankless'")


# ---------------------------------------------------------------------- deal


def check_hand_is_dealt(variant: Variant) -> Iterator[Diagnostic]:
    """Each player is dealt at least one card."""
    deal = variant.deal
    if deal.hand < 1:
        yield Diagnostic("PS309", "players are dealt no cards ('hand: 0')",
                         at(variant, deal.span), help="state the hand size, e.g. 'hand: 6'")


def check_packets_make_the_hand(variant: Variant) -> Iterator[Diagnostic]:
    """The packets a hand is dealt in add up to the hand size."""
    deal = variant.deal
    if deal.hand > 0 and deal.packets and sum(deal.packets) != deal.hand:
        shown = " + ".join(str(p) for p in deal.packets)
        yield Diagnostic(
            "PS310", f"packets {shown} deal {sum(deal.packets)} cards, but a hand is "
            f"{deal.hand}", at(variant, deal.span),
            help=f"make the packets add up to {deal.hand}, or change 'hand:'")


def check_deck_deals_every_player_count(variant: Variant) -> Iterator[Diagnostic]:
    """The deck holds enough cards to deal every allowed number of players."""
    deal, deck = variant.deal, variant.deck
    turned = 1 if variant.trump.method is TrumpMethod.TURN_UP else 0
    short = []
    for n in sorted(variant.seating.players):
        blind = 0 if deal.blind is None else deal.blind.size * (n if deal.blind.per_player else 1)
        need = n * deal.hand + deal.widow + deal.kitty + blind + turned
        if need > deck.size:
            short.append((n, need))
    if short:
        n, need = short[0]
        table = need - n * deal.hand - turned
        parts = [f"{n} hands of {deal.hand}", *([f"{table} table cards"] if table else []),
                 *(["a card turned for trump"] if turned else [])]
        yield Diagnostic(
            "PS311", f"{_counts(n for n, _ in short)} cannot be dealt: "
            f"{' and '.join(parts)} need {need} cards, but the deck has {deck.size}",
            at(variant, variant.seating.span, deal.span),
            help="allow fewer players in 'count:', deal fewer cards, or add cards to the deck")


def check_refills_fit_the_deck(variant: Variant) -> Iterator[Diagnostic]:
    """A refill never asks for more cards than the whole deck holds."""
    size = variant.deck.size
    for step in variant.exchange.steps:
        if step.kind is not StepKind.REFILL or step.to is None:
            continue
        for n in sorted(variant.seating.players):
            served = {Actor.ALL: n, Actor.OTHERS: n - 1, Actor.NONDEALERS: n - 1}.get(
                step.actor, 1)
            if served * step.to > size:
                yield Diagnostic(
                    "PS312", f"refilling {served} hands to {step.to} needs {served * step.to} "
                    f"cards, but the deck has {size}", at(variant, step.span),
                    help="lower the refill target or the number of players")
                break
