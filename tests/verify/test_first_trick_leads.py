"""The hand model's rule for 'jokers: not led to first trick' (issue 29), asked of the
solver: the leader of the first trick may not lead a joker while the lead rule lets him
lead another card, and the others may still play a joker to the first trick (engine
play_rules: the lead rule first, then no joker unless nothing else)."""

from __future__ import annotations

from helpers import card, spec_text

from pitchspec import model as m
from pitchspec.engine.core.rules import choose_seating
from pitchspec.engine.core.tables import compile_tables
from pitchspec.smt.encode import terms as T
from pitchspec.smt.encode.encode import outcome_model
from pitchspec.smt.encode.hand import exact, hand_model

from conftest import ROOT

RULE = "  jokers: not led to first trick\n"
SPEC = (ROOT / "tests" / "fixtures" / "rulebook" / "jokers_not_led_first_trick.pitch").read_text(
    encoding="utf-8")
HEARTS = 1


def _possible(variant: m.Variant, goal: str, holding: str) -> bool:
    """Whether some hand of hearts as trumps has a seat that leads (or, with goal
    'follow', follows to) the first trick with the big joker while holding ``holding``."""
    outcome = outcome_model(compile_tables(variant), choose_seating(variant, None, None),
                            HEARTS, None)
    tricks = hand_model(outcome)
    f, joker, held = outcome.facts, card("BJ"), card(holding)
    leads = [tricks.lead[0][s] if goal == "lead" else T.not_(tricks.lead[0][s])
             for s in range(f.n)]
    wanted = T.any_(T.and_(leads[s], tricks.plays[joker][0][s], f.held[held][s])
                    for s in range(f.n))
    return T.satisfiable([*outcome.levels[1], *tricks.constraints, wanted])


def test_no_joker_leads_the_first_trick_while_another_card_may() -> None:
    variant = spec_text(SPEC, "jokers_not_led_first_trick")
    assert exact(variant)
    assert not _possible(variant, "lead", "AH")
    assert _possible(variant, "follow", "4C")  # the others may play it to the first trick
    free = spec_text(SPEC.replace(RULE, ""), "jokers_not_led_first_trick")
    assert _possible(free, "lead", "AH")  # without the rule it may lead


def test_a_joker_leads_first_when_it_is_the_only_card_the_lead_rule_allows() -> None:
    """With 'first_lead: trump' a leader whose only trump is a joker must lead it; one
    holding the AH too may not."""
    variant = spec_text(SPEC.replace(RULE, RULE + "  first_lead: trump\n"),
                        "jokers_not_led_first_trick")
    assert not _possible(variant, "lead", "AH")
    outcome = outcome_model(compile_tables(variant), choose_seating(variant, None, None),
                            HEARTS, None)
    tricks = hand_model(outcome)
    f, joker = outcome.facts, card("BJ")
    hearts = [c for c in f.deck if f.is_trump(c) and c != joker]
    alone = T.any_(T.and_(tricks.lead[0][s], tricks.plays[joker][0][s],
                          *(T.not_(f.held[c][s]) for c in hearts)) for s in range(f.n))
    assert T.satisfiable([*outcome.levels[1], *tricks.constraints, alone])
