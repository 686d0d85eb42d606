"""Determinized Monte Carlo search (PIMC): sample deals of the unseen cards that agree
with what the seat has seen, and score each legal action by playing the deal out with
heuristic players on every sample.

``budget`` is the number of playouts per decision, spread evenly over the legal
actions (at least one sample); with more legal actions than that (a long ladder of
bids), over the heuristic player's choice and the actions nearest to it. The
generator of each decision is derived from the seed and what the seat has seen, so
a decision depends on nothing the seat cannot see, and a seed reproduces a match. A
decision whose position cannot be rebuilt on any sample (a hidden exchange went
another way) is the heuristic player's.

Each action's playout starts from its own copy of the sampled position
(``State.clone()``: the match's lists copied, the rules and tables shared). A sample
that recurs within a decision (a face-up stock leaves the others' hands known) is
replayed at most twice: the position it replays to is kept and copied after that,
where the replay drew nothing at random; an action played out on it without a card
drawn at random is played out once, its value counted at each recurrence.
"""

from __future__ import annotations

import random
from typing import Final

from pitchspec import model as m
from pitchspec.agents.belief import fits
from pitchspec.agents.exchanges import stripped
from pitchspec.agents.heuristic import HeuristicAgent
from pitchspec.agents.replay import Replay
from pitchspec.agents.sample import Memory, Seen, drawn_last, sample_hands, seen_of
from pitchspec.agents.tricks import trick_cards
from pitchspec.engine import Game, Observation, Phase, State, cards_in, observe

_PLAY: Final = Phase.PLAY
_EXCHANGE: Final = Phase.EXCHANGE

ATTEMPTS: Final = 8
"""Samples drawn for one world before the decision gives it up."""
WIN_BONUS: Final = 2.0
"""A playout that ends the match counts this many targets' worth of points."""

Plan = tuple[tuple[int, tuple[int, ...]], ...]
"""A sample as a key: per seat in order, the cards the replay deals him in order."""
Kept = tuple[State | None, int] | None
"""A replay kept for its sample (:meth:`PimcAgent._replay`): the position (None: the
sample was refused) and the replay's surplus; None: replayed once, not kept."""


class PimcAgent:
    """Searches by playouts; remembers its own dealt cards and decisions of the deal."""

    def __init__(self, game: Game, seat: int, seed: int | str, budget: int) -> None:
        self.game, self.seat, self.seed, self.budget = game, seat, seed, max(1, budget)
        self.heuristic = HeuristicAgent(game, seat)
        self.players = [HeuristicAgent(game, s, self.heuristic.points)
                        for s in range(game.num_players)]
        self.memory = Memory()
        self.searched = self.rebuilt = self.refused = 0
        self.stock_up = game.variant.deal.stock is m.StockFace.UP
        self.replayed: Plan | None = None
        """The sample of the world made last, where its replay drew nothing at random
        (the same sample makes the same world); None where it drew."""
        self.drew = False
        """Whether the playout made last drew a chance step (a card from the stock)."""

    def act(self, observation: Observation) -> int:
        self.memory.see(observation)
        action = self._choose(observation)
        self.memory.record(observation.phase, action)
        return action

    def _choose(self, obs: Observation) -> int:
        legal = obs.legal
        fallback = self.heuristic.act(obs)
        if len(legal) == 1:
            return legal[0]
        rng = random.Random(f"{self.seed}:{obs.seat}:{obs.hand_number}:"
                           f"{len(self.memory.own)}:{len(obs.auction)}:{len(obs.tricks)}:"
                           f"{len(obs.current_trick)}")
        candidates = nearest(legal, fallback, self.budget)
        totals = dict.fromkeys(candidates, 0.0)
        worlds = max(1, self.budget // len(candidates))
        self.searched += 1
        seen = seen_of(obs, self.memory, self.game)
        replays: dict[Plan, Kept] = {}
        played: dict[Plan, dict[int, float]] = {}
        for _ in range(worlds):
            self.replayed = None
            state = self._world(obs, rng, seen, replays)
            if state is None:
                self.refused += 1
                continue
            self.rebuilt += 1
            self._play_out(state, candidates, totals, rng, played)
        if all(v == 0.0 for v in totals.values()):
            return fallback
        return max(candidates, key=lambda a: (totals[a], a == fallback))

    def _world(self, obs: Observation, rng: random.Random, seen: Seen,
               replays: dict[Plan, Kept]) -> State | None:
        """A sampled deal replayed to the seat's decision. A sample is kept with the
        chance that it fits the others' bids (:func:`~pitchspec.agents.belief.
        plausibility`); one the public record refutes (a forced bid its holder did not
        make, a card he could not have played) is drawn again. After a hidden exchange
        every other attempt reads the sample as cards drawn, not dealt
        (:func:`~pitchspec.agents.sample.drawn_last`); every attempt so for the seats
        that threw away all their non-trumps before a draw
        (:func:`~pitchspec.agents.exchanges.stripped`). Up to ``ATTEMPTS`` draws; the
        last fitting sample stands when none is kept by chance. ``replays``: the
        decision's replays so far (:meth:`_replay`)."""
        hidden = bool(self.game.variant.exchange.steps)
        stripped_seats = stripped(obs, self.game) - {obs.seat}
        state, tried = None, 0
        for attempt in range(ATTEMPTS):
            plan = sampled = sample_hands(obs, self.memory, self.game, rng, seen)
            draw = rng.random()  # drawn at every attempt; the last keeps its sample
            if attempt < ATTEMPTS - 1 and not fits(obs, plan, self.heuristic.points,
                                                   self.heuristic.margin, draw):
                continue
            if hidden and tried % 2 == 1:
                plan = drawn_last(plan, obs, self.memory, self.game, rng, seen=seen)
            elif stripped_seats:
                plan = drawn_last(plan, obs, self.memory, self.game, rng, stripped_seats,
                                  seen=seen)
            tried += 1
            state, surplus = self._replay(obs, plan, rng, seen, replays)
            if state is None and hidden and surplus > 0:
                state = self._lighter(obs, sampled, surplus, stripped_seats, rng, seen,
                                      replays)
            if state is not None:
                break
        return state

    def _lighter(self, obs: Observation, plan: dict[int, list[int]], surplus: int,
                 seats: set[int], rng: random.Random, seen: Seen,
                 replays: dict[Plan, Kept]) -> State | None:
        """The sample replayed once more with ``surplus`` of the others' trumps read
        as drawn, not dealt: the seat took a pile (the rest of the stock) that many
        cards smaller than the replay left it, so the others kept fewer dealt trumps
        and drew more."""
        lighter = drawn_last(plan, obs, self.memory, self.game, rng, seats or None, surplus,
                             seen)
        return self._replay(obs, lighter, rng, seen, replays)[0]

    def _replay(self, obs: Observation, plan: dict[int, list[int]], rng: random.Random,
                seen: Seen, replays: dict[Plan, Kept]) -> tuple[State | None, int]:
        """The position the sample ``plan`` replays to (None: it cannot lead to what
        the seat sees) and the replay's surplus (:attr:`~pitchspec.agents.replay.Replay.
        surplus`). A replay that draws nothing at random is the same for the same sample
        (the seat's observation, memory and the players' choices are the decision's):
        one made a second time is kept, and the same sample later is a copy of it, not
        replayed (a face-up stock leaves the others' hands known, so most samples of a
        decision are one; elsewhere samples rarely recur, and nothing is copied)."""
        # the sample as a key, made only where a replay of this decision was kept (one
        # drew nothing at random): where every replay draws, no key is ever read
        key = plan_key(plan) if replays else ()
        self.replayed = None
        again = key in replays
        if again:
            kept = replays[key]
            if kept is not None:
                self.replayed = key
                state, surplus = kept
                return (None if state is None else state.clone()), surplus
        replay = Replay(self.game, obs, self.memory, plan, self._helper, rng, seen)
        state = replay.run()
        if replay.restart:  # it learnt the scores at the deal: made again from them
            replay = Replay(self.game, obs, self.memory, plan, self._helper, rng, seen)
            state = replay.run()
        if not replay.drew:
            if not key:
                key = plan_key(plan)
            self.replayed = key
            if state is None:
                replays[key] = (None, replay.surplus)
            elif again:
                replays[key] = (state.clone(), replay.surplus)
            else:
                replays[key] = None  # once: kept if it comes again
        return state, replay.surplus

    def _play_out(self, state: State, candidates: list[int], totals: dict[int, float],
                  rng: random.Random, played: dict[Plan, dict[int, float]]) -> None:
        """Each action played out on the world ``state`` (which the last uses up), its
        value added to its total. A world that recurs within the decision (the same
        sample, replayed without drawing: a face-up stock leaves the others' hands
        known) plays an action out the same way where no card is drawn at random after
        it: that playout is not played again, its value is counted again."""
        known: dict[int, float] | None = None
        if self.replayed is not None:
            known = played.get(self.replayed)
            if known is None:
                known = played[self.replayed] = {}
        last = len(candidates) - 1
        for index, action in enumerate(candidates):
            if known is not None and action in known:
                totals[action] += known[action]
                continue
            start = state if index == last else state.clone()
            value = self._playout(start, action, rng)
            if known is not None and not self.drew:
                known[action] = value
            totals[action] += value

    def _helper(self, state: State, player: int) -> int:
        return self.players[player].act(observe(state, player))

    def _playout(self, start: State, action: int, rng: random.Random) -> float:
        """Play the deal out after ``action`` (on ``start``, which it uses up): the
        seat's side's gain over the best other side's, a match won or lost counted as
        ``WIN_BONUS`` targets."""
        state = start
        before = list(state.scores)
        # the finished tricks' cards, added up as the playout closes tricks (what a
        # player's memory of them reads, without looking its tricks over each time)
        tricks = state.tricks
        read = len(tricks)
        finished = trick_cards(tricks)
        values: tuple[float, ...] = ()  # the card values of the exchange, per trump
        valued_trump: int = -1
        valued_sub: int | None = -1
        self.drew = False
        state.apply_action(action)
        while not state.is_terminal() and state.hand_number == 0 and not state.hands_played:
            if state.is_chance_node():
                self.drew = True
                state.apply_action(state.sample_chance(rng))
                continue
            legal = state.legal_actions()
            if len(legal) == 1:  # the heuristic player takes it without looking
                state.apply_action(legal[0])
                continue
            player = state.current_player()
            agent = self.players[player]
            phase = state.phase
            trump = state.trump
            if phase is _PLAY and trump is not None:
                # the heuristic's trick play read from the state: what the observation
                # (play_view) would give it, field for field
                shown = state.scrap | state.stock if self.stock_up else state.scrap
                for card in state.turned:
                    shown |= 1 << card
                hands = state.hands
                tricks = state.tricks
                while read < len(tricks):
                    for _, card in tricks[read].plays:
                        finished |= 1 << card
                    read += 1
                action = agent.trick_play(player, hands[player], legal, trump, state.sub,
                                          tricks, state.plays, shown,
                                          state.contract, state.sides, hands, finished)
            elif phase is _EXCHANGE and trump is not None:
                # the exchange's actions are listed ascending (cards, then done): a card
                # among them is the first; the cards' values are the trump's, read once
                # while it stands
                if legal[0] < 54:
                    sub = state.sub
                    if trump != valued_trump or sub != valued_sub:
                        values = self.heuristic.points.card_values(trump, sub)
                        valued_trump, valued_sub = trump, sub
                    action = agent.exchange_with(legal, values, state.hands[player])
                else:
                    action = legal[0]
            else:
                action = agent.act(play_view(state, player, legal, self.stock_up))
            state.apply_action(action)
        side = state.sides[self.seat]
        scores = state.scores
        if len(scores) != len(before):
            raise ValueError("the playout's scores changed length")  # as zip(strict=True)
        # the side's gain over the best other side's (0 with no other side), by loops
        # (a compiled build runs them natively; zip() and max() are generic calls)
        gain, best, other = 0, 0, False
        for s in range(len(before)):
            g = scores[s] - before[s]
            if s == side:
                gain = g
            elif not other or g > best:
                best, other = g, True
        value = float(gain - best)
        if state.winners is not None:
            bonus = WIN_BONUS * self.game.variant.winning.target
            value += bonus if side in state.winners else -bonus
        return value


def play_view(state: State, seat: int, legal: list[int], stock_up: bool) -> Observation:
    """``observe(state, seat)`` for the seat to act, built from what the playout
    already holds (the legal actions just asked for; in trick play the hand is always
    in view): the same observation, field for field, for a fraction of the cost (the
    playouts ask a player a thousand times a decision). Outside trick play it is
    :func:`~pitchspec.engine.observe` itself. ``stock_up``: the stock lies face up."""
    if state.phase is not Phase.PLAY:
        return observe(state, seat)
    face_up = state.scrap | state.stock if stock_up else state.scrap
    observation = object.__new__(Observation)
    # the fields as one dict, set in place of the empty one (the frozen class's own
    # __setattr__ refuses it): no second dict to merge in
    object.__setattr__(observation, "__dict__", {
        "seat": seat, "phase": "play", "hand": tuple(cards_in(state.hands[seat])),
        "blind_count": len(state.blinds[seat]), "dealer": state.dealer,
        "elder": state.elder, "trump": state.trump, "sub": state.sub,
        "turned": tuple(state.turned), "auction": tuple(state.auction_log),
        "contract": state.contract, "called": state.called,
        "tricks": tuple(state.tricks), "current_trick": tuple(state.plays),
        "scores": tuple(state.scores), "sides": tuple(state.sides),
        "hand_sizes": tuple(map(int.bit_count, state.hands)),
        "face_up": _face_up(face_up),
        "hand_number": state.hand_number, "legal": tuple(legal)})
    return observation


_SHOWN: Final[dict[int, tuple[int, ...]]] = {}
"""The cards face up, by their mask (a face-up stock changes only when a card is
drawn, and the same masks recur playout after playout)."""
MAX_SHOWN: Final = 4_096
"""Masks kept before the memory of them is cleared."""


def _face_up(mask: int) -> tuple[int, ...]:
    """The cards of ``mask`` in order, as the observation lists the cards face up."""
    if not mask:
        return ()
    found = _SHOWN.get(mask)
    if found is None:
        if len(_SHOWN) > MAX_SHOWN:
            _SHOWN.clear()
        found = _SHOWN[mask] = tuple(cards_in(mask))
    return found


def plan_key(plan: dict[int, list[int]]) -> Plan:
    """A sample as a key (:data:`Plan`): per seat in order, the cards it is dealt."""
    return tuple(sorted([(seat, tuple(cards)) for seat, cards in plan.items()]))


def nearest(legal: tuple[int, ...], choice: int, budget: int) -> list[int]:
    """At most ``budget`` actions to search: the heuristic's choice and the legal
    actions next to it (the neighbouring bids, cards in order), nearest first."""
    at = legal.index(choice)
    return sorted(legal, key=lambda a: (abs(legal.index(a) - at), a))[:max(1, budget)]
