"""The page's "Claims" section: each claim of the spec's ``properties`` section under
its own words, with the verifier's verdict and the hand behind it.

A claim over every deal (or no deal) is PROVED when no deal breaks it, and a REFUTED
claim shows the deal that does; a claim over some deal is PROVED by a deal that shows
it, which is played again under the page's variant and drawn too. A verdict is shown
only when the results were verified for exactly these rules
(:mod:`pitchspec.rulebook.verdicts`). (Not :mod:`pitchspec.rulebook.backing`, the
registry of the page's rule sentences.)
"""

from __future__ import annotations

from collections.abc import Iterator

from pitchspec import model as m
from pitchspec.model.derived import tables_allowed
from pitchspec.rulebook import examples, notes, verdicts
from pitchspec.rulebook import rest as r
from pitchspec.rulebook import words as w
from pitchspec.rulebook.context import Context
from pitchspec.rulebook.documents import untag
from pitchspec.rulebook.results import Property, Verdict
from pitchspec.rulebook.texts import text


def section(v: m.Variant, ctx: Context) -> Iterator[str]:
    """Every claim of the variant, or nothing when it states none."""
    if not v.claims:
        return
    yield from r.heading(text("claims.heading"), "-")
    yield from r.paragraph(text("claims.intro"))
    if ctx.links:
        yield from r.directive("container", "pitch-see-also",
                               body=[text("claims.see", link=r.ref("claims",
                                                                  text("claims.page")))])
    shown = verdicts.usable(v, ctx)
    by_name = {p.name: p for p in shown or ()}
    for claim in v.claims:
        yield from _claim(v, ctx, claim, by_name.get(claim.property), shown is not None)


def _claim(v: m.Variant, ctx: Context, claim: m.Claim, proof: Property | None,
           verified: bool) -> Iterator[str]:
    yield from r.rubric(r.escape(w.capital(claim.words)))
    yield from r.paragraph(f"``{claim.text}`` (``--property {claim.property}``"
                           f"{r.escape(_inherited(v, ctx, claim))})")
    if ctx.notes:
        for note in v.notes:  # the spec's doc comment above the claim
            if note.topic == f"properties.claim {claim.name}":
                yield from notes.author_note(untag(note.text))
    if not ctx.verdicts:
        return
    if proof is None:
        yield from r.paragraph(text("claims.unverified.absent" if verified
                                    else "claims.unverified"))
        return
    method = f" ({r.escape(verdicts.method_words(proof.method))})" if proof.method else ""
    many = len(tables_allowed(v)) > 1
    yield from r.paragraph(f"**{r.escape(verdicts.verdict_cell(proof, many))}**{method}.")
    if proof.note:
        yield from r.paragraph(r.escape(text("verify.note", note=proof.note)))
    if proof.why:
        yield from r.paragraph(r.escape(examples.finding(v, proof.why)))
    if proof.story or proof.deal:
        witness = claim.quantifier is m.Quantifier.SOME and proof.verdict is Verdict.PROVED
        yield from r.paragraph(text("claims.shows" if witness else "claims.breaks"))
        yield from examples.shown(v, proof, ctx.results.deals, ctx.ref, ctx.problems)


def _inherited(v: m.Variant, ctx: Context, claim: m.Claim) -> str:
    """", stated by Auction Pitch" for a claim a parent states; else nothing."""
    origin = claim.span.file.rsplit("/", 1)[-1].removesuffix(".pitch")
    if origin and origin != v.name and claim.span.file:
        return text("claims.stated by", origin=ctx.title_of(origin))
    return ""
