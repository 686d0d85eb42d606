"""What the rules decide once per variant, compiled for the hot loop: the plain trick
play and the plain auction, and the bid and settle tables every variant uses.

Most hands of most variants are played by a few simple rules: a card is legal if it
follows the suit led (or trumps, under follow-or-trump), else any card is; the trick
goes to the strongest trump, else the strongest card of the suit led; a bid must top
the standing bid. Jokers ranked among the trumps, a first lead that must (or must
not) be a trump, and jokers barred from the first trick are masks too. When a variant
has none of the constructs that complicate these (rankless or suitless jokers, a
sub-trump, a player's own blind, the low trump capturing, special bids other than a
name for a numeric bid, look-or-not, a steal...), the compiler says so once, and
:mod:`pitchspec.engine.phases.plain` plays the trick and the auction from these
tables: one mask per trump and suit led, one list of bids per standing bid. Any
other variant, or any other moment, takes the general phases; both give the same
legal actions and the same outcome (tests/engine/test_plans.py).

The auction's plan, and the bid and settle tables every variant's general auction and
settlement read, are compiled in :mod:`pitchspec.engine.core.auction_plans`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Final

from pitchspec import model as m
from pitchspec.cards import Rank
from pitchspec.engine.core import actions as A
from pitchspec.engine.core.auction_plans import AuctionPlan, auction_plan, plain_auction
from pitchspec.engine.core.frozen import Frozen
from pitchspec.engine.core.tables import (
    JOKER_ID,
    TABLE_KEYS,
    TRUMP_BASE,
    Tables,
    rank_of,
    table_key,
)


@dataclass(frozen=True)
class PlayPlan(Frozen):
    """Plain trick play, compiled: ``follow[trump][led]`` is the mask a player who holds
    the suit led must play within; ``suits[trump][led]`` that suit's cards;
    ``first_lead[trump]`` the cards the first lead of a hand is kept to when he holds
    one; ``pitchable`` the cards that can fix trump by being pitched (not a joker);
    ``barred_first`` the cards kept out of the first trick while another will do."""

    follow: tuple[tuple[int, ...], ...]
    suits: tuple[tuple[int, ...], ...]
    effective: tuple[tuple[int, ...], ...]
    strength: tuple[tuple[int, ...], ...]
    trump_masks: tuple[int, ...]
    first_lead: tuple[int, ...] = ()
    pitchable: int = 0
    barred_first: int = 0
    led_by: tuple[tuple[tuple[int, int], ...], ...] = ()
    """``led_by[trump][card]``: when that card leads, the suit led's cards and the mask a
    player holding one must play within (``suits`` and ``follow`` of its suit)."""
    first_lead_kept: bool = False
    """The first lead of a hand is kept to trumps, or to non-trumps (``first_lead``)."""
    unbroken: bool = False
    """Until trump is broken a player must follow suit (not trump) when he can."""
    lead_unbroken: bool = False
    """Until trump is broken a player may lead a trump only when he holds nothing
    else (after the first trick, or where the first lead is free)."""
    draws: int = 0
    """After each trick the players draw from the stock: 1 the winner first, 2 the
    leader first; 0 nobody draws."""
    keeps_lead: bool = False
    """An off-suit lead nobody trumps goes to its leader (after the first trick)."""
    extras: bool = False
    """A player may concede or throw in, besides playing a card (the general play
    rules list and apply those)."""
    trick_trumps: tuple[str, ...] = ()
    """The points that score the trumps in each trick as it closes, by name."""
    trick_trump_points: tuple[int, ...] = ()
    """Per card id, the doubled card points it counts as a trump in a trick."""
    barred_first_lead: int = 0
    """The cards kept out of the first lead of a hand while another will do (the
    others may still play them to the first trick)."""


@dataclass(frozen=True)
class PlayRules(Frozen):
    """What the general trick play asks of the play rules at every card, read once from
    the model (every variant): a compiled build reads a field of the model's Python
    objects by a dict lookup, and an enum member by two; these are native fields."""

    first_lead: int = 0
    """The first lead of a hand, by the module's constants: LEAD_ANY (any card),
    LEAD_TRUMP (a trump if he holds one) or LEAD_NOT_TRUMP (a non-trump if he holds
    one)."""
    follow: int = 0
    """The follow rule, by the module's constants: FOLLOW_OR_TRUMP (also must follow
    until broken, once trump is broken), MUST_FOLLOW or TRUMP_ON_TRUMP."""
    until_broken: bool = False
    """Must follow until trump is broken, follow or trump after."""
    trump_must_be_broken: bool = False
    jokers_barred_first: bool = False
    jokers_not_led_first: bool = False
    joker_held_back: bool = False
    doubling_override: bool = False
    sub_trump_may_trump: bool = False
    blind_card: bool = False
    """A player may play the top card of his blind."""
    suitless_jokers: bool = False
    """A led joker is suitless."""
    concession_plays_out: bool = False
    draws: int = 0
    """After each trick the players draw from the stock: 1 the winner first, 2 the
    leader first; 0 nobody draws (as :attr:`PlayPlan.draws`)."""
    trick_rules: list[Any] = field(default_factory=lambda: [None] * TABLE_KEYS,
                                   compare=False)
    """The trick rule (play_rules.TrickRule) of each trump table, by :func:`table_key`
    (None until made), made the first time play under it asks."""


FOLLOW_OR_TRUMP: Final = 0
MUST_FOLLOW: Final = 1
TRUMP_ON_TRUMP: Final = 2

LEAD_ANY: Final = 0
LEAD_TRUMP: Final = 1
LEAD_NOT_TRUMP: Final = 2


def compile_play_rules(play: m.Play) -> PlayRules:
    """The play rules of a variant, as :class:`PlayRules`."""
    follow = play.follow
    return PlayRules(
        {m.LeadRule.ANY: LEAD_ANY, m.LeadRule.TRUMP: LEAD_TRUMP,
         m.LeadRule.NOT_TRUMP: LEAD_NOT_TRUMP}[play.first_lead],
        MUST_FOLLOW if follow is m.FollowRule.MUST_FOLLOW
        else TRUMP_ON_TRUMP if follow is m.FollowRule.TRUMP_ON_TRUMP else FOLLOW_OR_TRUMP,
        follow is m.FollowRule.MUST_FOLLOW_UNTIL_BROKEN,
        play.trump_must_be_broken, play.jokers_barred_first_trick,
        play.jokers_not_led_first_trick, play.joker_held_back_on_trump_lead,
        play.doubling_override, play.sub_trump_may_trump, play.blind_card_may_be_played,
        play.joker_lead is m.JokerLead.SUITLESS, play.concession_plays_out, who_draws(play))


def who_draws(play: m.Play) -> int:
    """Who draws first from the stock after each trick: 1 the winner, 2 the leader;
    0 where nobody draws (:attr:`PlayPlan.draws`, :attr:`PlayRules.draws`)."""
    if not play.draw_after_trick:
        return 0
    return 1 if play.draw_winner_first else 2


POINT_RANKS: Final = frozenset({Rank.TEN, Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK})
"""The ranks that count toward Game: a pointless hand holds none of them."""


def compile_procedures(variant: m.Variant, teams: int) -> tuple[tuple[int, int, bool], ...]:
    """The procedures a player may be offered at a table of ``teams`` teams (0: each
    plays alone), in the variant's order: each one's action, the cards a hand may hold
    and qualify (:func:`procedure_cards`), and whether only the hand's non-trumps are
    asked about (once trump is fixed)."""
    kinds = list(m.ProcedureKind)
    return tuple((A.PROCEDURE_BASE + kinds.index(proc.kind), procedure_cards(proc),
                  proc.scope is m.Scope.NONTRUMPS)
                 for proc in variant.procedures
                 if proc.allowed and (proc.partnerships or not teams))


def procedure_cards(proc: m.Procedure) -> int:
    """The cards a hand may hold and qualify for the procedure: those of its ranks, or
    for a pointless hand those of no point rank (never a joker, which has no rank);
    -1 (every card) where it sets no condition."""
    if proc.ranks:
        ranks = set(proc.ranks)
    elif proc.kind in (m.ProcedureKind.REPLACE_POINTLESS, m.ProcedureKind.REDEAL_POINTLESS):
        ranks = set(Rank) - POINT_RANKS
    else:
        return -1
    return sum(1 << card for card in range(52) if rank_of(card) in ranks)


@dataclass(frozen=True)
class Plans(Frozen):
    """The variant's hot-loop plans; None where the variant needs the general phases."""

    play: PlayPlan | None = None
    auction: AuctionPlan | None = None


def compile_plans(variant: m.Variant, tables: Tables) -> Plans:
    """The plans of a variant: each one only where every rule it skips is absent."""
    play = _play_plan(tables) if plain_play(variant) else None
    auction = auction_plan(variant, play is not None) if plain_auction(variant) else None
    return Plans(play, auction)


def plain_play(variant: m.Variant) -> bool:
    """Trick play needs nothing but follow suit (or trump, or trump only once trump is
    broken) and the strongest card (or the weakest, under reverse ranking) wins: no
    jokers but trumps (ranked in the trump order, a trump when led, never held back on
    a trump lead, no joker-on-joker override), no sub-trump, no player's own blind (a
    blind pile nobody holds is simply out of play), no low-trump capture, nobody
    sitting out the first trick. A draw after each trick, the previous
    winner keeping an untrumped off-lead, trick-trump points, a concession and a
    throw-in are part of the plan (the last two by the general play rules); so are
    lookers who sit out the last tricks (look-or-not): a looker who lost cards has
    nothing left to play to them, and the plan, like the general play, passes over an
    empty hand."""
    p = variant.play
    return (jokers_are_trumps(variant) and not variant.trump.sub_trump
            and (variant.deal.blind is None or not variant.deal.blind.per_player)
            and p.follow in (m.FollowRule.FOLLOW_OR_TRUMP, m.FollowRule.MUST_FOLLOW,
                             m.FollowRule.TRUMP_ON_TRUMP,
                             m.FollowRule.MUST_FOLLOW_UNTIL_BROKEN)
            and not (p.low_trump_captures or p.blind_card_may_be_played
                     or p.doubling_override)
            and p.lookers_sit_out in (None, m.Sitter.LAST)
            and not any(proc.sits_out is not None for proc in variant.procedures))


def jokers_are_trumps(variant: m.Variant) -> bool:
    """Every joker in the pack is a trump whatever the trump suit (ranked, named in the
    trump order), leads as a trump, and is never held back on a trump lead: then a
    joker is one more card of the trump suit."""
    jokers = variant.deck.jokers
    if not jokers:
        return True
    p = variant.play
    ranked = {JOKER_ID[r.joker] for r in variant.ranking.trump if r.joker is not None}
    return (variant.ranking.jokers is m.JokerRole.TRUMP
            and {JOKER_ID[j] for j in jokers} <= ranked
            and p.joker_lead is m.JokerLead.TRUMP
            and not p.joker_held_back_on_trump_lead)


def _play_plan(tables: Tables) -> PlayPlan:
    play = tables.variant.play
    follow, suits = [], []
    for trump in range(4):
        table = tables.table(trump)
        masks = table.suit_masks[:4]
        suits.append(masks)
        follow.append(tuple(_follow_mask(play.follow, table.trump_mask, masks[led],
                                         led == trump, tables.deck_mask)
                            for led in range(4)))
    by_trump = [tables.table(t) for t in range(4)]
    deck = tables.deck_mask
    first_lead = tuple(_lead_mask(play.first_lead, t.trump_mask, deck) for t in by_trump)
    lowest = play.trick_winner is m.TrickWinner.LOWEST
    variant = tables.variant
    return PlayPlan(tuple(follow), tuple(suits), tuple(t.effective for t in by_trump),
                    tuple(_win_keys(t.strength, lowest) for t in by_trump),
                    tuple(t.trump_mask for t in by_trump),
                    first_lead, deck & ~JOKERS,
                    JOKERS if play.jokers_barred_first_trick else 0,
                    tuple(_led_by(t.effective, suits[k], follow[k])
                          for k, t in enumerate(by_trump)),
                    play.first_lead is not m.LeadRule.ANY,
                    play.follow is m.FollowRule.MUST_FOLLOW_UNTIL_BROKEN,
                    play.trump_must_be_broken,
                    who_draws(play),
                    play.off_lead_untrumped_previous_winner_leads,
                    play.bidder_may_concede or play.dead_hand_throw_in,
                    tuple(p.name for p in variant.points if p.kind is m.PointKind.TRICK_TRUMPS),
                    tables.trump_card_points,
                    barred_first_lead=JOKERS if play.jokers_not_led_first_trick else 0)


def _win_keys(strength: tuple[int, ...], lowest: bool) -> tuple[int, ...]:
    """Each card's key in a trick, the highest key winning among the trumps, else the
    cards of the suit led: its strength, or under reverse ranking (the lowest card
    wins) the strength turned round within trumps and within plain cards, trumps still
    at ``TRUMP_BASE`` and above. A card of no rank (strength below 0) never wins."""
    if not lowest:
        return strength
    top = 2 * TRUMP_BASE + 1000
    return tuple(s if s < 0 else (top - s if s >= TRUMP_BASE else TRUMP_BASE - 1 - s)
                 for s in strength)


def _led_by(effective: tuple[int, ...], suits: tuple[int, ...],
            follow: tuple[int, ...]) -> tuple[tuple[int, int], ...]:
    """For each card as the lead, its suit's cards and the follow mask (nothing for a
    card of no suit: it is never led under the plain play)."""
    return tuple((suits[led], follow[led]) if 0 <= led < 4 else (0, 0) for led in effective)


JOKERS = (1 << 52) | (1 << 53)


def _lead_mask(rule: m.LeadRule, trumps: int, deck: int) -> int:
    """The cards the first lead of a hand is kept to: trumps, non-trumps, or any."""
    if rule is m.LeadRule.TRUMP:
        return trumps
    if rule is m.LeadRule.NOT_TRUMP:
        return deck & ~trumps
    return deck


def _follow_mask(rule: m.FollowRule, trumps: int, suit: int, trump_led: bool, deck: int) -> int:
    """The cards a player holding the suit led may play: on a trump lead, trumps; else
    the suit and trumps (FT, and must-follow-until-broken once broken), the suit (MF),
    or anything (trump-on-trump)."""
    if trump_led:
        return suit
    if rule in (m.FollowRule.FOLLOW_OR_TRUMP, m.FollowRule.MUST_FOLLOW_UNTIL_BROKEN):
        return suit | trumps
    if rule is m.FollowRule.MUST_FOLLOW:
        return suit
    return deck


__all__ = [
    "FOLLOW_OR_TRUMP",
    "LEAD_ANY",
    "LEAD_NOT_TRUMP",
    "LEAD_TRUMP",
    "MUST_FOLLOW",
    "POINT_RANKS",
    "TRUMP_ON_TRUMP",
    "Plans",
    "PlayPlan",
    "PlayRules",
    "compile_plans",
    "compile_play_rules",
    "compile_procedures",
    "jokers_are_trumps",
    "plain_play",
    "procedure_cards",
    "table_key",
    "who_draws",
]
