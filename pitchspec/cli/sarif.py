"""SARIF 2.1.0 logs (``check --format sarif``, ``verify --format sarif``): findings and
verdicts as a CI service shows them, each as an annotation on its spec's line.

One run of one tool, ``pitchspec``. Each diagnostic code that occurs is a rule (its id
the code, its description the registry's, :mod:`pitchspec.codes`), and each finding a
result at its file, line and column (a finding about a whole file has no region).
``verify`` gives one result per verdict, its rule the property: a verdict as expected
is a ``pass``, one not as expected a ``fail`` (an error), an UNKNOWN ``open`` (an
error too, as the exit status says), each at the variant's header line or, for a
claim, at the claim.

Paths are written as given, relative ones as relative URIs (the folder the command
ran in, ``%SRCROOT%``, is their base), absolute ones as ``file://`` URIs. Columns count
characters (``unicodeCodePoints``), as the text diagnostics do.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from importlib.metadata import version
from pathlib import Path
from typing import TYPE_CHECKING, Any
from urllib.parse import quote

if TYPE_CHECKING:
    from pitchspec.cli.verify_run import Outcome
    from pitchspec.diagnostics import Diagnostic
    from pitchspec.model import Variant
    from pitchspec.source import Span

SARIF_VERSION = "2.1.0"
SARIF_SCHEMA = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/" \
    "sarif-schema-2.1.0.json"
SOURCE_ROOT = "%SRCROOT%"
"""The base of relative paths: the folder the command ran in."""

_LEVELS = {"error": "error", "warning": "warning"}


def findings_log(diagnostics: Sequence[Diagnostic]) -> str:
    """A SARIF log of findings (``check``): one result per diagnostic."""
    from pitchspec.codes import code

    ordered = sorted(diagnostics, key=lambda d: d.sort_key())
    rules = sorted({d.code for d in ordered})
    index = {rule: i for i, rule in enumerate(rules)}
    results = [_finding(d, index[d.code]) for d in ordered]
    described = [_rule(rule, code(rule).summary) for rule in rules]
    return _log(described, results)


def _finding(d: Diagnostic, rule_index: int) -> dict[str, Any]:
    text = d.message + (f"\nhelp: {d.help}" if d.help else "")
    result: dict[str, Any] = {
        "ruleId": d.code, "ruleIndex": rule_index, "level": _LEVELS[d.severity.value],
        "message": {"text": text}, "locations": [_location(d.span)],
    }
    if d.related:
        result["relatedLocations"] = [
            {**_location(r.span), "id": i, "message": {"text": r.message}}
            for i, r in enumerate(d.related)]
    return result


def verdicts_log(outcomes: Sequence[Outcome], variants: Mapping[str, Variant]) -> str:
    """A SARIF log of verdicts (``verify``): one result per variant and property,
    located at the variant's header (a claim: at the claim) in ``variants``."""
    names = sorted({_rule_of(o.proof.property) for o in outcomes})
    index = {name: i for i, name in enumerate(names)}
    results = [_verdict(o, index[_rule_of(o.proof.property)], variants.get(o.proof.variant))
               for o in outcomes]
    return _log([_rule(name, _described(name)) for name in names], results)


def _rule_of(prop: str) -> str:
    """A verdict's rule: the property, or ``claim`` for every author's claim."""
    return "claim" if prop.startswith("claim:") else prop


def _described(rule: str) -> str:
    if rule == "claim":
        return "an author's claim (the spec's properties section) holds"
    from pitchspec.smt import CLAIMS

    return CLAIMS.get(rule, rule)


def _verdict(o: Outcome, rule_index: int, variant: Variant | None) -> dict[str, Any]:
    from pitchspec.cli.verify_run import table_data

    p = o.proof
    verdict = p.verdict.value
    kind = "pass" if o.ok else ("open" if verdict == "UNKNOWN" else "fail")
    expected = o.expected.verdict.value
    text = f"{p.variant}: {p.property} {verdict} (expected {expected})"
    if o.expected.why:
        text += f"; expected because: {o.expected.why}"
    if p.note:
        text += f"; note: {p.note}"
    if p.counterexample is not None:
        text += "\n" + p.counterexample.text().rstrip()
    result: dict[str, Any] = {
        "ruleId": _rule_of(p.property), "ruleIndex": rule_index, "kind": kind,
        "level": "none" if o.ok else "error", "message": {"text": text},
        "properties": {"variant": p.variant, "property": p.property, "verdict": verdict,
                       "expected": expected,
                       "tables": [table_data(t) for t in p.tables],
                       **({"table": table_data(p.table)} if p.table is not None else {})},
    }
    span = _where(p.property, variant)
    if span is not None:
        result["locations"] = [_location(span)]
    return result


def _where(prop: str, variant: Variant | None) -> Span | None:
    if variant is None:
        return None
    claim = next((c for c in variant.claims if c.property == prop), None)
    return claim.span if claim is not None else variant.span


def _rule(rule: str, description: str) -> dict[str, Any]:
    return {"id": rule, "shortDescription": {"text": description}}


def _location(span: Span) -> dict[str, Any]:
    physical: dict[str, Any] = {"artifactLocation": _artifact(span.file)}
    if span.line > 0:
        physical["region"] = {"startLine": span.line, "startColumn": span.column,
                              "endLine": max(span.end_line, span.line),
                              "endColumn": max(span.end_column, 1)}
    return {"physicalLocation": physical}


def _artifact(file: str) -> dict[str, Any]:
    path = Path(file)
    if path.is_absolute():
        return {"uri": path.as_uri()}
    return {"uri": quote(path.as_posix()), "uriBaseId": SOURCE_ROOT}


def _log(rules: Iterable[dict[str, Any]], results: list[dict[str, Any]]) -> str:
    driver = {"name": "pitchspec", "version": version("pitchspec"), "rules": list(rules)}
    run = {"tool": {"driver": driver}, "columnKind": "unicodeCodePoints",
           "originalUriBaseIds": {SOURCE_ROOT: {"uri": Path.cwd().as_uri() + "/"}},
           "results": results}
    return json.dumps({"$schema": SARIF_SCHEMA, "version": SARIF_VERSION, "runs": [run]},
                      indent=2, ensure_ascii=False)
