"""Who takes a trick, asked of the engine (``winner_of``, and the ``TrickRule`` it and
the players keep) and of a deliberately plain reading of the rules written here, which
shares nothing with the engine's but the trump table: on random tricks of every bundled
variant, under every trump (and every sub-trump a variant declares), with jokers, led
first or after a first trick. The plain reading ranks each card by a tuple (trump above
sub-trump above the suit led; higher strength, or lower where the lowest card wins),
the way the rules are stated, where the engine ranks by one number."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from pitchspec import model as m
from pitchspec.engine import TrickRule, winner_of
from pitchspec.engine.core.tables import NO_SUIT, TRUMP_BASE, TrumpTable
from pitchspec.engine.game import Game
from pitchspec.pipeline import load

from conftest import SPEC_DIR

SPECS = sorted(p.stem for p in SPEC_DIR.glob("*.pitch"))


def plain_suit_led(play: m.Play, table: TrumpTable, plays: Sequence[tuple[int, int]]) -> int:
    """The led card's suit (trump for a trump); after a joker led suitless, the first
    suited card's."""
    for i, (_, card) in enumerate(plays):
        if i == 0 and card < 52:
            return table.effective[card]
        joker_without_suit = card >= 52 and play.joker_lead is m.JokerLead.SUITLESS
        if table.effective[card] != NO_SUIT and not joker_without_suit:
            return table.effective[card]
    return NO_SUIT


def plain_winner(play: m.Play, table: TrumpTable, plays: Sequence[tuple[int, int]],
                 after_first: bool) -> int:
    """The rules as a player states them."""
    cards = [card for _, card in plays]
    if play.low_trump_captures and table.lowest_trump_id in cards:
        return plays[cards.index(table.lowest_trump_id)][0]
    trumped = any(table.strength[c] >= TRUMP_BASE or table.trump_mask >> c & 1
                  for c in cards)
    if play.off_lead_untrumped_previous_winner_leads and after_first and not trumped:
        return plays[0][0]
    suit = plain_suit_led(play, table, plays)
    ranked = []
    for order, (seat, card) in enumerate(plays):
        strength = table.strength[card]
        if strength < 0:  # a rankless joker never wins
            continue
        trump = strength >= TRUMP_BASE
        sub = (table.sub is not None and card < 52 and card // 13 == table.sub
               and not trump)
        if not (trump or sub or table.effective[card] == suit):
            continue
        tier = 2 if trump else 1 if sub else 0
        rank = -strength if play.trick_winner is m.TrickWinner.LOWEST else strength
        ranked.append(((tier, rank, -order), seat))
    return max(ranked)[1] if ranked else plays[0][0]


@pytest.mark.parametrize("name", SPECS)
def test_the_engine_and_a_plain_reading_name_the_same_winner(name: str) -> None:
    variant = load(SPEC_DIR / f"{name}.pitch")
    game = Game(variant, min(variant.seating.players), max_hands=1)
    tables, rng = game.tables, random.Random(name)
    deck = list(tables.deck)
    subs = [None, *range(4)] if variant.trump.sub_trump else [None]
    size = min(len(deck), game.num_players)
    for trump in range(4):
        for sub in subs:
            if sub == trump:
                continue
            table = tables.table(trump, sub)
            kept = TrickRule(variant.play, table)
            for _ in range(150):
                cards = rng.sample(deck, rng.randint(1, size))
                plays = list(zip(rng.sample(range(game.num_players), len(cards)), cards,
                                 strict=False))
                after_first = rng.random() < 0.5
                expected = plain_winner(variant.play, table, plays, after_first)
                assert winner_of(variant.play, table, plays, after_first) == expected, \
                    (trump, sub, plays, after_first)
                assert kept.winner(plays, after_first) == expected
