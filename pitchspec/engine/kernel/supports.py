"""What the batch kernel can run: the constructs of a variant outside its repertoire.

``supports`` inspects the model (never the variant's name) and names each construct
the kernel lacks as ``section.setting`` with its value where it has one, e.g.
``deal.widow 3`` or ``point game: count tens``; callers fall back to the
reference engine for a variant it refuses, and ``simulate --engine batch`` reports
the list as PS420.
"""

from __future__ import annotations

from collections.abc import Iterator

from pitchspec import model as m
from pitchspec.diagnostics import Diagnostic
from pitchspec.engine.core.rules import EngineError, choose_seating
from pitchspec.engine.kernel.auction import STUCK
from pitchspec.engine.kernel.exchange import chosen, forced, runs
from pitchspec.model.derived import lookers_sit_out_by_their_loss

_FORMS = (m.AuctionForm.NONE, m.AuctionForm.ONCE_AROUND, m.AuctionForm.COMMERCIAL,
          m.AuctionForm.CONTINUING)
_ALL_PASS = (m.AllPassAction.REDEAL, m.AllPassAction.PASS_DEAL, m.AllPassAction.ELDER_PITCHES,
             m.AllPassAction.DEALER_PITCHES, *STUCK)
_OPENERS = (m.Seat.ELDER, m.Seat.LEFT_OF_DEALER, m.Seat.DEALER, m.Seat.LEFT_OF_ELDER)
_TRUMP = (m.TrumpMethod.FIRST_LEAD, m.TrumpMethod.DECLARED, m.TrumpMethod.RANDOM,
          m.TrumpMethod.TURN_UP)
_FOLLOW = (m.FollowRule.FOLLOW_OR_TRUMP, m.FollowRule.MUST_FOLLOW, m.FollowRule.TRUMP_ON_TRUMP,
           m.FollowRule.MUST_FOLLOW_UNTIL_BROKEN)
_LEADERS = (m.Seat.PITCHER, m.Seat.ELDER, m.Seat.LEFT_OF_PITCHER)
_KINDS = (m.PointKind.HIGHEST, m.PointKind.LOWEST, m.PointKind.CARD, m.PointKind.GAME,
          m.PointKind.LAST_TRICK, m.PointKind.TRICK_TRUMPS, m.PointKind.TURN_UP)
_RECEIVERS = (m.Receiver.HOLDER, m.Receiver.ORIGINAL_HOLDER, m.Receiver.CAPTURER,
              m.Receiver.PLAYER, m.Receiver.MAJORITY, m.Receiver.TRICK_WINNER)
_CONDITIONS = (m.ConditionKind.TRUMP_SUIT_IS, m.ConditionKind.NOT_SAME_CARD_AS)
_TIES = (m.TieRule.NONE, m.TieRule.ELDER, m.TieRule.JOKER, m.TieRule.HALF_JOKERS)
_MADE = (m.MadeRule.TAKEN, m.MadeRule.BID)
_PENALTIES = (m.SetPenalty.BID, m.SetPenalty.RESET)
_PLAY_FLAGS = ("low_trump_captures", "blind_card_may_be_played", "doubling_override")


def supports(variant: m.Variant, players: int | None = None,
             teams: int | None = None) -> list[str]:
    """The variant's constructs the batch kernel cannot run at the table (its default
    table unless ``players`` and ``teams`` say otherwise; empty: it runs here)."""
    return [*_bidding(variant.bidding, variant.trump, variant.winning),
            *_taking_lost(variant), *_partner_call(variant, players, teams),
            *_trump(variant), *_turn_up(variant),
            *_deal(variant), *_play(variant.play), *_lookers(variant), *_conceding(variant),
            *_drawing(variant),
            *_ranking(variant.ranking),
            *(lack for rule in variant.points for lack in _point(rule)),
            *_scoring(variant.scoring, variant.winning)]


def refusal(variant: m.Variant, players: int | None = None,
            teams: int | None = None) -> Diagnostic | None:
    """PS420 naming every construct the kernel lacks at the table, or None when it
    runs the variant there."""
    lacks = supports(variant, players, teams)
    if not lacks:
        return None
    return Diagnostic("PS420", f"the batch kernel cannot run {variant.name}: "
                      + "; ".join(lacks), help="use --engine reference (or auto)")


def _selling(b: m.Bidding, w: m.Winning) -> Iterator[str]:
    """Commercial Pitch's sale runs after a once-around auction of plain numeric
    offers, with no counting out (the sale's credit could end the match before play)."""
    if b.commercial is None and b.form is not m.AuctionForm.COMMERCIAL:
        return
    if b.special or b.doubled or b.all_pass.action in STUCK or b.declare_by_pitching:
        yield "bidding.commercial with special, doubled, given or pitched bids"
    if w.count_out:
        yield "bidding.commercial with winning.count_out"
    if b.commercial is not None and not b.commercial.refusal_must_make:
        yield "bidding.commercial without refusal must make"  # a refuser is held to the bid


def _bidding(b: m.Bidding, t: m.Trump, w: m.Winning) -> Iterator[str]:
    if b.form not in _FORMS:
        yield f"bidding.form {b.form.value}"
    if b.doubled and b.declare_by_pitching is not None:
        yield "bidding.doubled with declare_by_pitching"
    yield from _look_and_continuing(b)
    yield from _selling(b, w)
    for special in b.special:
        yield from _special(special, b)
    if b.all_pass.action not in _ALL_PASS:
        yield f"bidding.all_pass {b.all_pass.action.value}"
    if b.all_pass.may_bid and (b.all_pass.action not in STUCK or any(
            x.name in b.all_pass.may_bid and x.at in b.levels() for x in b.special)):
        yield "bidding.all_pass may_bid"
    if b.opener not in _OPENERS:
        yield f"bidding.opener {b.opener.value}"


def _taking_lost(variant: m.Variant) -> Iterator[str]:
    """Look-or-not's 'bidder may take' runs as the exchange step that takes the lost
    cards; without that step the bidder could not take them."""
    look = variant.bidding.look
    if look is not None and look.bidder_may_take and not any(
            s.kind is m.StepKind.TAKE and s.pile is m.Pile.LOST
            for s in variant.exchange.steps):
        yield "bidding.look bidder may take without a step taking the lost cards"


def _look_and_continuing(b: m.Bidding) -> Iterator[str]:
    """Look-or-not runs once around (each player decides at his one turn), with no
    stuck dealer's choice after it; a continuing auction runs without the dealer's
    steal and without a 4 "pitched" to end it."""
    if b.look is not None and b.form is not m.AuctionForm.ONCE_AROUND:
        yield f"bidding.look with bidding.form {b.form.value}"
    if b.look is not None and b.all_pass.may_bid:
        yield "bidding.look with bidding.all_pass may_bid"
    if b.form is m.AuctionForm.CONTINUING and b.steal is not None:
        yield "bidding.form continuing with bidding.steal"
    if b.form is m.AuctionForm.CONTINUING and b.declare_by_pitching is not None:
        yield "bidding.form continuing with bidding.declare_by_pitching"


def _partner_call(variant: m.Variant, players: int | None,
                  teams: int | None) -> Iterator[str]:
    """Calling a partner, at a table where the rules have one called (Campbell Eleven
    at five; at four the partners sit fixed), runs when the match is decided as the
    hand is counted, no points count in play and nothing is sold."""
    call = variant.seating.partner_call
    if call is None:
        return
    try:
        n = choose_seating(variant, players, teams).players
    except EngineError:
        return  # the engine refuses the table itself
    if n not in call.players:
        return
    w = variant.winning
    if w.count_out or any(r.kind is m.PointKind.TRICK_TRUMPS for r in variant.points):
        yield "seating.partner_call with points counted in play"
    if w.both_reach is m.BothReach.COUNTING_ORDER:
        yield "seating.partner_call with winning.both_reach counting_order"
    if variant.bidding.commercial is not None \
            or variant.bidding.form is m.AuctionForm.COMMERCIAL:
        yield "seating.partner_call with bidding.commercial"


def _special(x: m.SpecialBid, b: m.Bidding) -> Iterator[str]:
    """A special bid the kernel runs is a numeric bid, named, that scores as that bid
    (made: point by point, or 'score value' which settles as the numeric bid; set:
    'lose bid') or ends the match ('win match', 'lose match'), only 'every point
    scored' required; or one ranking above every numeric bid, made by every point
    scored, every trick, N points or a point captured, scoring its value or ending the
    match, and maybe bid blind, before the player looks at his hand, or barred at the
    match scores (a side in the hole, his own side's score). Not an outcome that
    depends on the bidder's score ('win match if score 0, else ...') nor a match lost
    after the deal's points are credited ('lose match after scoring')."""
    where = f"bidding.special {x.name}"
    if x.by_score:
        yield f"{where}: an outcome by the bidder's score"
    if any(o.credited for o in (*x.made.outcomes(), *x.set.outcomes())):
        yield f"{where}: lose match after scoring (the deal's points credited first)"
    top = x.at is None or x.at not in b.levels()
    if top and (x.above is None or x.above < b.maximum):
        yield f"{where}: above a level"
    made = (m.OutcomeKind.SCORE, m.OutcomeKind.WIN_MATCH) if top else \
        (m.OutcomeKind.SCORE_TAKEN, m.OutcomeKind.SCORE, m.OutcomeKind.WIN_MATCH)
    if x.made.kind not in made:
        yield f"{where}: made {x.made.kind.value}"
    lost = (m.OutcomeKind.LOSE, m.OutcomeKind.LOSE_BID, m.OutcomeKind.LOSE_MATCH) if top else \
        (m.OutcomeKind.LOSE_BID, m.OutcomeKind.LOSE_MATCH)
    if (top or x.made.kind is not m.OutcomeKind.SCORE) and x.set.kind not in lost:
        yield f"{where}: set {x.set.kind.value}"
    needs = (m.RequirementKind.ALL_POINTS, m.RequirementKind.ALL_TRICKS,
             m.RequirementKind.POINTS, m.RequirementKind.CAPTURE) if top \
        else (m.RequirementKind.ALL_POINTS,)
    for r in x.requires:
        if r.kind not in needs:
            yield f"{where}: requires {r.kind.value}"
    if x.barred and (not top or x.blind):  # barred at the scores: above the numeric bids
        yield f"{where}: barred"
    if x.blind and (not top or b.look is not None):
        yield f"{where}: blind"


def _trump(variant: m.Variant) -> Iterator[str]:
    """Trump fixed by the first lead, declared or chosen at random; a sub-trump is
    declared with a declared trump, nothing exchanged (an exchange would see it)."""
    t = variant.trump
    if t.method not in _TRUMP:
        yield f"trump.method {t.method.value}"
    if t.sub_trump and t.method is not m.TrumpMethod.DECLARED:
        yield f"trump.sub_trump with trump.method {t.method.value}"
    if t.sub_trump and variant.exchange.steps:
        yield "trump.sub_trump with exchange steps"
    if t.beg is not None and t.method is not m.TrumpMethod.TURN_UP:
        yield "trump.beg"
    if t.beg is not None and t.beg.granted_redeal:
        yield "trump.beg granted redeal"


def _turn_up(variant: m.Variant) -> Iterator[str]:
    """The kernel turns trump up (kernel/beg.py) right after a deal with no jokers,
    before play, with no auction and no exchange steps; points scored then count out
    at once, so it needs 'count out' (which settles them as the engine does)."""
    if variant.trump.method is not m.TrumpMethod.TURN_UP:
        return
    if variant.deck.jokers:
        yield "trump.method turn_up with jokers"
    if variant.bidding.form is not m.AuctionForm.NONE:
        yield "trump.method turn_up with an auction"
    if variant.exchange.steps:
        yield "trump.method turn_up with exchange steps"
    scored = variant.trump.beg is not None or any(
        r.kind is m.PointKind.TURN_UP for r in variant.points)
    if scored and not variant.winning.count_out:
        yield "trump.method turn_up scoring without winning.count_out"


def _deal(variant: m.Variant) -> Iterator[str]:
    d = variant.deal
    if d.blind is not None and d.blind.per_player:
        yield "deal.blind per_player"  # a blind pile nobody receives is out of play
    yield from _widow(variant)
    if (d.kitty or variant.bidding.look is not None) \
            and any(r.among is not m.InPlay.PLAYED for r in variant.points):
        yield "deal.kitty or bidding.look with points among cards not played"
    if not runs(variant):
        lacks = [f"exchange.step {s.actor.value} {s.kind.value}" for s in variant.exchange.steps
                 if not (forced(s) or chosen(s))]
        yield from lacks or ["exchange.steps in this order"]  # each step runs, not so ordered
    for proc in variant.procedures:
        # a forbidden procedure changes nothing; a misdeal of the whole hand runs
        if proc.allowed and (proc.kind is not m.ProcedureKind.MISDEAL
                             or proc.scope is not m.Scope.HAND):
            yield f"procedure {proc.kind.value} on scope {proc.scope.value}"


def _widow(variant: m.Variant) -> Iterator[str]:
    """The widow runs as the engine deals it, the undealt cards right after the blind
    pile and the kitty, out of play unless a step gives it whole to a player; not
    beside a card turned for trump or drawn after each trick (both from the stock
    after it), nor with points among cards not played (cards never held)."""
    d = variant.deal
    if not d.widow:
        return
    if variant.trump.method is m.TrumpMethod.TURN_UP:
        yield f"deal.widow {d.widow} with trump.method turn_up"
    if variant.play.draw_after_trick:
        yield f"deal.widow {d.widow} with play.draw_after_trick"
    if any(r.among is not m.InPlay.PLAYED for r in variant.points):
        yield f"deal.widow {d.widow} with points among cards not played"


def _conceding(variant: m.Variant) -> Iterator[str]:
    """The bidder's concession runs with a declared trump (a concession before the
    first pitch would leave the deal without trump), every point counted among the
    cards played, and no thrown-in dead hand."""
    p = variant.play
    if not p.bidder_may_concede:
        return
    if variant.trump.method is not m.TrumpMethod.DECLARED:
        yield f"play.bidder_may_concede with trump.method {variant.trump.method.value}"
    if p.dead_hand_throw_in:
        yield "play.bidder_may_concede with play.dead_hand_throw_in"
    if any(r.among is not m.InPlay.PLAYED for r in variant.points):
        yield "play.bidder_may_concede with points among cards not played"


def _drawing(variant: m.Variant) -> Iterator[str]:
    """Drawing after each trick runs from the whole undealt stock (no kitty, no card
    turned or lost from it), every player in the play to the end; and a random trump
    with nothing exchanged."""
    p, d = variant.play, variant.deal
    if p.draw_after_trick:
        if variant.exchange.steps:
            yield "play.draw_after_trick with exchange steps"
        if d.blind is not None:
            yield "play.draw_after_trick with deal.blind"
        if d.kitty or variant.bidding.look is not None:
            yield "play.draw_after_trick with deal.kitty or bidding.look"
        if variant.trump.method is m.TrumpMethod.TURN_UP:
            yield "play.draw_after_trick with trump.method turn_up"
        if p.dead_hand_throw_in or p.bidder_may_concede:
            yield "play.draw_after_trick with a hand thrown in or conceded"
    if variant.trump.method is m.TrumpMethod.RANDOM and variant.exchange.steps:
        yield "trump.method random with exchange steps"


def _play(p: m.Play) -> Iterator[str]:
    if p.follow not in _FOLLOW:
        yield f"play.follow {p.follow.value}"
    for flag in _PLAY_FLAGS:
        if getattr(p, flag):
            yield f"play.{flag}"
    if p.first_leader not in _LEADERS:
        yield f"play.first_leader {p.first_leader.value}"


def _lookers(variant: m.Variant) -> Iterator[str]:
    """Lookers sit out the last trick by the one card each loses (a looker runs out of
    cards); any other sitting out is not played."""
    sit = variant.play.lookers_sit_out
    if not lookers_sit_out_by_their_loss(variant) and sit is not None:
        yield f"play.lookers_sit_out {sit.value}"


def _ranking(r: m.Ranking) -> Iterator[str]:
    """Ranked or rankless jokers both run; a trump order naming a sub-trump card does
    not (the kernel's trump tables are compiled per trump suit alone)."""
    if any(ref.suit is m.SuitRef.SUB for ref in r.trump):
        yield "ranking.trump with sub-trump cards"


def _point(rule: m.PointRule) -> Iterator[str]:
    where = f"point {rule.name}"
    if rule.kind not in _KINDS:
        yield f"{where}: kind {rule.kind.value}"
    if rule.receiver not in _RECEIVERS and not (rule.receiver is m.Receiver.DEALER
                                                and rule.kind is m.PointKind.TURN_UP):
        yield f"{where}: receiver {rule.receiver.value}"
    if rule.scope not in (m.SuitRef.TRUMP, m.SuitRef.SUB):
        yield f"{where}: scope {rule.scope.value}"
    if rule.tie not in _TIES:
        yield f"{where}: tie {rule.tie.value}"
    if rule.count is not m.GameCount.CARD_POINTS:
        yield f"{where}: count {rule.count.value}"
    for c in rule.conditions:
        if c.kind not in _CONDITIONS:
            yield f"{where}: condition {c.kind.value}"


def _scoring(s: m.Scoring, w: m.Winning) -> Iterator[str]:
    if s.made not in _MADE:
        yield f"scoring.made {s.made.value}"
    if s.set_penalty not in _PENALTIES:
        yield f"scoring.set_penalty {s.set_penalty.value}"
    if w.hands is not None:
        yield f"winning.hands {w.hands}"
    if w.both_reach is m.BothReach.SHARE_TIES:
        yield "winning.both_reach share_ties"  # one winner a lane: a shared win has several
    if any(door.outcome is m.MatchOutcome.DRAW for door in w.backdoor):
        yield "winning.backdoor draw"
