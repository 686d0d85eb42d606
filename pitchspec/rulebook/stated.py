"""The page's "Claims" section: each claim of the spec's ``properties`` section under
its own words, with the verifier's verdict and the hand behind it.

A claim over every deal (or no deal) is PROVED when no deal breaks it, and a REFUTED
claim shows the deal that does; a claim over some deal is PROVED by a deal that shows
it, which is told too. (Not :mod:`pitchspec.rulebook.claims`, the registry of the
page's rule sentences.)
"""

from __future__ import annotations

from collections.abc import Iterator

from pitchspec import model as m
from pitchspec.rulebook import rest as r
from pitchspec.rulebook import words as w
from pitchspec.rulebook.documents import untag
from pitchspec.rulebook.results import Property, Verdict

_VERDICT = {
    Verdict.PROVED: "Proved",
    Verdict.REFUTED: "Refuted",
    Verdict.UNKNOWN: "Not decided (the verifier's work budget ran out)",
}


def section(v: m.Variant, found: tuple[Property, ...] | None,
            links: bool = True) -> Iterator[str]:
    """Every claim of the variant, or nothing when it states none."""
    if not v.claims:
        return
    yield from r.heading("Claims", "-")
    about = r.ref("claims", "Claims") if links else "Claims"
    yield from r.paragraph("The spec states these claims about its rules; ``pitchspec "
                           f"verify`` proves or refutes each with a real deal (see {about} "
                           "in this documentation).")
    verdicts = {p.name: p for p in found or ()}
    for claim in v.claims:
        yield from _claim(v, claim, verdicts.get(claim.property), found is not None)


def _claim(v: m.Variant, claim: m.Claim, proof: Property | None,
           verified: bool) -> Iterator[str]:
    yield from r.rubric(r.escape(w.capital(claim.words)))
    yield from r.paragraph(f"``{claim.text}`` ({r.escape(_inherited(v, claim))})")
    for note in v.notes:  # the spec's doc comment above the claim
        if note.topic == f"properties.claim {claim.name}":
            yield from r.paragraph(r.escape(untag(note.text)))
    if proof is None:
        yield from r.paragraph("Not verified: " + ("the results do not include this claim."
                                                   if verified else
                                                   "verification results are not yet "
                                                   "available for this variant."))
        return
    yield from r.paragraph(f"**{_VERDICT[proof.verdict]}**" +
                           (f" ({r.escape(untag(proof.method))})." if proof.method else "."))
    if proof.why:
        yield from r.paragraph(r.escape(untag(proof.why)))
    if proof.story:
        shown = "A deal that shows it:" if claim.quantifier is m.Quantifier.SOME \
            and proof.verdict is Verdict.PROVED else "A deal that breaks it:"
        yield from r.paragraph(shown)
        yield from r.literal(proof.story)
    if proof.deal:
        yield from r.paragraph(
            f"``pitchspec verify spec/{v.name}.pitch --property {proof.name} --save-cex "
            "DIR`` writes this deal as a file that ``pitchspec play --deal`` replays.")


def _inherited(v: m.Variant, claim: m.Claim) -> str:
    origin = claim.span.file.rsplit("/", 1)[-1].removesuffix(".pitch")
    if origin and origin != v.name and claim.span.file:
        return f"{claim.property}, stated by {origin}"
    return claim.property

