"""Armenian one-sentence summaries of a point and a special bid, for the differences
from a parent (:mod:`pitchspec.rulebook.diff`)."""

from __future__ import annotations

from pitchspec import model as m
from pitchspec.rulebook import auction, scores
from pitchspec.rulebook import diff as en
from pitchspec.rulebook.languages.hy import words as w
from pitchspec.rulebook.phrasing import book

phrase = book("hy")


@phrase(en.point_sentence)
def point_sentence(p: m.PointRule, labels: dict[str, str]) -> str:
    text = (f"{w.capital(scores.earns(p))}՝ արժեքը {scores.value(p)}, ստանում է "
            f"{scores.receiver(p)}")
    cond = scores.conditions(p, labels)
    return text + (f", {cond[:1].lower()}{cond[1:]}" if cond else "") + "։"


@phrase(en.special_sentence)
def special_sentence(b: m.SpecialBid) -> str:
    text = (f"Տեղը հայտերի մեջ՝ {auction.special_place(b)}, արժեքը՝ {w.points(b.value)}, "
            f"հայտատուն պետք է {auction.requirements(b)}, եթե կատարի՝ "
            f"{auction.outcome(b.made, b.value)}, եթե ոչ՝ {auction.outcome(b.set, b.value)}")
    barred = auction.bars(b)
    return text + (f", {barred}" if barred else "") + "։"
