"""The verifier's findings on the catalogue (verify/expected.toml): spec edits made
because of a counterexample, checked on the engine."""

from __future__ import annotations

import random

from pitchspec import load
from pitchspec.cards import parse_card
from pitchspec.engine.core import actions as A
from pitchspec.engine.core.state import Phase
from pitchspec.engine.core.tables import SUITS, card_id
from pitchspec.engine.game import Game
from pitchspec.matches.logs.deals import DealScript, HandScript
from pitchspec.model import StepKind

from conftest import SPEC_DIR


def _ids(text: str) -> list[int]:
    out = []
    for name in text.split():
        card = parse_card(name)
        assert card is not None and card.suit is not None and card.rank is not None
        out.append(card_id(SUITS.index(card.suit), card.rank))
    return out


def test_nw_connecticut_reclaim_never_leaves_more_than_six() -> None:
    """V29 Nine-Five, north-west Connecticut (spec/nine_five_nw_connecticut.pitch), seed
    000: any player may reclaim discarded trumps from the scrap pile. The deck
    counterexample first showed a player reclaiming the eight trumps another threw away
    and playing fourteen cards; a player over six now discards back to six after
    reclaiming. Seat 2 throws away all nine trumps, seat 1 takes back every one."""
    variant = load(SPEC_DIR / "nine_five_nw_connecticut.pitch")
    hands = {0: "2H 3H 4H JH QH KH 7D 8D 9D", 1: "5H 6H 7H AH 2D 3D 10D JD QD",
             2: "2S 3S 4S 5S 6S 7S 8S 9S 10S", 3: "8H 9H 10H 4D 5D 6D KD AD 2C"}
    script = DealScript(first_dealer=3, deals=[HandScript(
        hands={s: _ids(h) for s, h in hands.items()})])
    state = Game(variant, players=4, teams=True, max_hands=1).new_initial_state(3)
    rng = random.Random(0)
    reclaimed = 0
    while state.phase is not Phase.PLAY:
        if state.is_chance_node():
            outcome = script(state)
            state.apply_action(outcome if outcome is not None else state.sample_chance(rng))
            continue
        seat, legal = state.current_player(), state.legal_actions()
        labels = {state.action_to_string(a).lower(): a for a in legal}
        cards = [a for a in legal if a != A.DONE and a < 100]
        if state.phase is Phase.BID and A.LOOK in legal:
            choice = A.LOOK  # the blind-bid turn (blind smudge): look at the hand
        elif state.phase is Phase.BID:
            choice = labels["bid 9"] if seat == 0 else labels["pass"]
        elif state.phase is Phase.DECLARE:
            choice = labels["trump spades"]
        else:
            step = state.steps[state.step_index]
            wants = (seat == 1) if step.kind is StepKind.RECLAIM else \
                (seat == 2 or step.to is not None)
            choice = cards[0] if wants and cards else A.DONE
            reclaimed += step.kind is StepKind.RECLAIM and choice != A.DONE
        state.apply_action(choice)
    assert reclaimed == 9
    assert [bin(h).count("1") for h in state.hands] == [6, 6, 6, 6]
