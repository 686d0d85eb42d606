"""Verifying a catalogue: specs x properties, in parallel, against expected verdicts.

Each variant is verified in its own fresh z3 context (:func:`terms.fresh_context`), so
its verdicts and counterexamples are the same whichever worker verifies it and
whatever it verified before. ``verify/expected.toml`` states the expected verdict of
every spec and property (PROVED when not listed); a run passes when every verdict is
the expected one. An UNKNOWN passes only where the file expects it and says why (what
the verifier cannot decide, and what is believed of it).
"""

from __future__ import annotations

import json
import tomllib
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pitchspec import catalogue
from pitchspec import model as m
from pitchspec.limits import TooLarge, read_bounded
from pitchspec.model.derived import untabled
from pitchspec.output import make_folder, write_atomic
from pitchspec.smt import Proof, Verdict, cache_dir, recall, remember, verdict_keys
from pitchspec.workers import pool_map

EXPECTED = Path("verify") / "expected.toml"


@dataclass
class Expectation:
    """What a spec x property should give, and why (for anything but PROVED)."""

    verdict: Verdict
    why: str = ""
    recorded: bool = True
    """False for a spec x property no expected-verdicts file lists (PROVED assumed)."""


@dataclass
class Expectations:
    """The expected verdicts, by variant name then property."""

    table: dict[str, dict[str, Expectation]] = field(default_factory=dict)

    def get(self, variant: str, prop: str) -> Expectation:
        listed = self.table.get(variant, {}).get(prop)
        return listed or Expectation(Verdict.PROVED, recorded=variant in self.table)


def find_expected(files: Sequence[Path]) -> Path | None:
    """The expected verdicts for these specs: ``verify/expected.toml`` in the working
    folder, or beside the nearest folder above the specs that holds one."""
    if EXPECTED.is_file():
        return EXPECTED
    for f in files:
        for folder in f.resolve().parents:
            if (folder / EXPECTED).is_file():
                return folder / EXPECTED
    return None


def expectations_for(files: Sequence[Path], explicit: Path | None = None) -> Expectations:
    """The expected verdicts for these specs: the file given, else the one
    :func:`find_expected` finds, else the bundled catalogue's for the bundled specs
    among them (a table's own variants then have none recorded)."""
    if explicit is not None:
        return read_expectations(explicit)
    found = find_expected(files)
    if found is not None:
        return read_expectations(found)
    bundled_dir = catalogue.spec_dir().resolve()
    names = {f.stem for f in files if f.resolve().parent == bundled_dir}
    packaged = read_expectations(catalogue.expected_file()) if names else Expectations()
    return Expectations({k: v for k, v in packaged.table.items() if k in names})


def record(outcomes: Iterable[Outcome], path: Path) -> list[Outcome]:
    """Write the verdicts found as an expected-verdicts file an author can keep
    (docs/expected-verdicts.rst); each refutation's why is its finding. UNKNOWN cannot
    be expected: those verdicts are left out and returned."""
    lines = ["# Expected verdicts written by 'pitchspec verify --record'. A REFUTED verdict",
             "# is a finding of the variant: replace each why with the rule that causes it.",
             ""]
    left_out: list[Outcome] = []
    by_variant: dict[str, list[Proof]] = {}
    for o in outcomes:
        if o.proof.verdict is Verdict.UNKNOWN:
            left_out.append(o)
        else:
            by_variant.setdefault(o.proof.variant, []).append(o.proof)
    for variant, proofs in by_variant.items():
        lines.append(f"[{variant}]")
        lines.extend(_recorded(p) for p in proofs)
        lines.append("")
    write_atomic(path, "\n".join(lines))
    return left_out


def _recorded(p: Proof) -> str:
    # a claim's name (claim:NAME) is a quoted TOML key
    key = p.property if p.property.replace("_", "").isalnum() else json.dumps(p.property)
    if p.verdict is Verdict.PROVED:
        return f'{key} = "PROVED"'
    told = p.counterexample.lines if p.counterexample is not None else []
    why = next((line[5:] for line in told if line.startswith("why: ")), p.note or "refuted")
    return f'{key} = {{ verdict = "REFUTED", why = {json.dumps(why)} }}'


class ExpectationsError(ValueError):
    """PS506: the expected-verdicts file cannot be read; the message says where."""


def read_expectations(path: Path | None) -> Expectations:
    """Read ``expected.toml``: per variant, ``property = "VERDICT"`` or
    ``property = { verdict = "REFUTED", why = "..." }`` (or ``"UNKNOWN"``, always with
    its why). Raises :class:`ExpectationsError` for anything else."""
    if path is None or not path.is_file():
        return Expectations()
    try:
        data = tomllib.loads(read_bounded(path, "expected-verdicts file"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError, TooLarge) as err:
        raise ExpectationsError(f"{path}: error[PS506]: {err}") from err
    except RecursionError:  # tomllib reads nested arrays and tables by recursion
        raise ExpectationsError(f"{path}: error[PS506]: arrays or tables nested too deep; "
                                "an expected verdict is a string or a one-level table") from None
    table: dict[str, dict[str, Expectation]] = {}
    for variant, props in data.items():
        if not isinstance(props, dict):
            raise ExpectationsError(f"{path}: error[PS506]: '{variant}' is not a table "
                                    "of properties")
        for prop, value in props.items():
            table.setdefault(variant, {})[prop] = _expectation(path, variant, prop, value)
    return Expectations(table)


def _expectation(path: Path, variant: str, prop: str, value: Any) -> Expectation:
    from pitchspec.smt import PROPERTIES, is_claim

    where = f"{path}: error[PS506]: [{variant}] {prop}"
    if prop not in PROPERTIES and not is_claim(prop):
        raise ExpectationsError(f"{where}: not a property; known: {', '.join(PROPERTIES)}")
    verdict = value if isinstance(value, str) else \
        value.get("verdict") if isinstance(value, dict) else None
    if verdict not in ("PROVED", "REFUTED", "UNKNOWN"):
        raise ExpectationsError(f"{where}: the verdict must be \"PROVED\", \"REFUTED\" or "
                                f"\"UNKNOWN\", not {verdict!r}")
    why = value.get("why", "") if isinstance(value, dict) else ""
    if verdict == "UNKNOWN" and not str(why).strip():
        raise ExpectationsError(f"{where}: an expected UNKNOWN must say why (what the "
                                "verifier cannot decide): {{ verdict = \"UNKNOWN\", why = "
                                "\"...\" }}")
    return Expectation(Verdict(verdict), str(why))


@dataclass
class Outcome:
    """One verdict with what was expected of it."""

    proof: Proof
    expected: Expectation

    @property
    def ok(self) -> bool:
        """The verdict is the one expected: an UNKNOWN only where the file expects it
        (never without a why: :func:`read_expectations` refuses that)."""
        return self.proof.verdict is self.expected.verdict


Task = tuple[str, tuple[str, ...], tuple[str, ...], float]
"""One spec for a worker: its path, the include folders, the names asked, the scale."""


def _verify_file(task: Task) -> list[Proof]:
    """Worker: load one spec and verify the properties asked for (those the cache does
    not hold)."""
    from pitchspec.pipeline import load

    path, include, asked, scale = task
    return _verify_loaded(load(path, include), asked, scale)


def _verify_loaded(variant: m.Variant, asked: Sequence[str], scale: float) -> list[Proof]:
    from pitchspec.smt import verify_variant

    names, keys, known = _recall(variant, asked, scale)
    missing = [name for name in names if known[name] is None]
    fresh = dict(zip(missing, verify_variant(variant, missing, scale), strict=True)) \
        if missing else {}
    for name, proof in fresh.items():
        remember(keys[name], proof)
    return [known[name] or fresh[name] for name in names]


def _recall(variant: m.Variant, asked: Sequence[str], scale: float
            ) -> tuple[list[str], dict[str, str], dict[str, Proof | None]]:
    """The names asked of one variant, their cache keys and the verdicts remembered."""
    from pitchspec.smt import expand_names

    names = expand_names(asked, variant)
    keys = verdict_keys(variant, list(names), scale)
    return names, keys, {name: recall(keys[name]) for name in names}


def _remembered(tasks: Sequence[Task], loaded: Mapping[str, m.Variant]
                ) -> dict[int, list[Proof]]:
    """In the parent, before any worker starts: the specs whose every verdict the cache
    holds, with those verdicts (a second run with nothing changed solves nothing and
    starts no worker). ``loaded``: variants already loaded, by path. A spec that does
    not load is left to its worker."""
    from pitchspec.pipeline import Loader

    if cache_dir() is None or not tasks:
        return {}
    loader = Loader(tasks[0][1])
    found: dict[int, list[Proof]] = {}
    for i, (path, _include, asked, scale) in enumerate(tasks):
        variant = loaded.get(path)
        if variant is None:
            result = loader.load(Path(path))
            variant = result.variant if result.ok else None
        if variant is None:
            continue
        names, _keys, known = _recall(variant, asked, scale)
        proofs = [known[name] for name in names]
        if all(p is not None for p in proofs):
            found[i] = [p for p in proofs if p is not None]
    return found


def _indexed(job: tuple[int, Task]) -> tuple[int, list[Proof]]:
    return job[0], _verify_file(job[1])


def _cost(path: Path) -> int:
    """A rough size of a spec's problems, to start the largest first."""
    text = path.read_text(encoding="utf-8")
    return len(text) + (5000 if "count: 9" in text or "3 of 3" in text else 0)


def verify_paths(files: Sequence[Path], names: Sequence[str], include: Sequence[Path] = (),
                 jobs: int = 1, scale: float = 1.0,
                 progress: Callable[[list[Proof]], None] | None = None,
                 loaded: Mapping[str, m.Variant] | None = None) -> list[Proof]:
    """Verify every file for every property name; results in file order. Verdicts the
    cache holds are read here (from ``loaded``, the variants the caller already loaded
    by path, or loading them); only specs with something left to solve go to the
    workers."""
    tasks: list[Task] = [(str(f), tuple(map(str, include)), tuple(names), scale)
                         for f in files]
    results = _remembered(tasks, loaded or {})
    for proofs in results.values():
        if progress:
            progress(proofs)
    order = sorted((i for i in range(len(tasks)) if i not in results),
                   key=lambda i: -_cost(files[i]))
    jobs_in_order = [(i, tasks[i]) for i in order]
    for i, proofs in pool_map(_indexed, jobs_in_order, jobs, ordered=False):
        results[i] = proofs
        if progress:
            progress(proofs)
    return [p for i in range(len(tasks)) for p in results[i]]


def judge(proofs: Iterable[Proof], expectations: Expectations) -> list[Outcome]:
    return [Outcome(p, expectations.get(p.variant, p.property)) for p in proofs]


def file_part(prop: str) -> str:
    """A property's name as part of a file name: ``claim:moon`` -> ``claim-moon`` (a
    colon is no file name character everywhere)."""
    return prop.replace(":", "-")


def save_examples(outcomes: Iterable[Outcome], folder: Path) -> list[Path]:
    """Write each counterexample's (and witness's) story as ``VARIANT.PROPERTY.txt``
    and its deal file as ``VARIANT.PROPERTY.json``, each whole or not at all."""
    make_folder(folder)
    written = []
    for o in outcomes:
        example = o.proof.counterexample
        if example is None:
            continue
        stem = f"{o.proof.variant}.{file_part(o.proof.property)}"
        story = folder / f"{stem}.txt"
        write_atomic(story, example.text())
        written.append(story)
        if example.deal is not None:
            path = folder / f"{stem}.json"
            write_atomic(path, json.dumps(example.deal, indent=2) + "\n")
            written.append(path)
    return written


def write_results(outcomes: Iterable[Outcome], folder: Path,
                  variants: Mapping[str, m.Variant] | None = None,
                  scale: float = 1.0) -> list[Path]:
    """The rulebook's ``VARIANT.verify.json`` for each variant verified (the format is
    in :mod:`pitchspec.rulebook.results`), with a ``VARIANT.PROPERTY.deal.json`` beside
    it for every refutation's hand. Each file names what it was verified for: the
    ``budget`` (``scale``), the ``pitchspec`` version and, for a variant in
    ``variants`` (by name, as loaded for the run), ``spec_sha256``, the digest of its
    resolved rules; the rulebook shows the verdicts only for rules with that digest."""
    from pitchspec import __version__
    from pitchspec.matches.logs.log_format import spec_digest
    from pitchspec.smt import CLAIMS

    make_folder(folder)
    by_variant: dict[str, list[dict[str, Any]]] = {}
    written = []
    for o in outcomes:
        p = o.proof
        entry: dict[str, Any] = {"name": p.property, "verdict": p.verdict.value.lower(),
                                 "claim": CLAIMS.get(p.property, p.claim), "method": p.method,
                                 "tables": [table_data(t) for t in p.tables]}
        if p.table is not None:
            entry["table"] = table_data(p.table)
        example = p.counterexample
        if p.verdict is Verdict.REFUTED:
            entry["why"] = o.expected.why or untabled(p.note, p.table)  # "table" says it
        # a refutation's hand, and a claim's witness (some deal shows it)
        told = p.verdict is Verdict.REFUTED or (p.claim and p.verdict is Verdict.PROVED)
        if told and example is not None:
            entry["story"] = example.lines
            if example.deal is not None:
                deal = folder / f"{p.variant}.{file_part(p.property)}.deal.json"
                write_atomic(deal, json.dumps(example.deal, indent=2) + "\n")
                written.append(deal)
                entry["deal"] = deal.name
        by_variant.setdefault(p.variant, []).append(entry)
    for variant, entries in by_variant.items():
        path = folder / f"{variant}.verify.json"
        head: dict[str, Any] = {"variant": variant, "budget": scale,
                                "pitchspec": __version__}
        if variants is not None and variant in variants:
            head["spec_sha256"] = spec_digest(variants[variant])
        write_atomic(path, json.dumps({**head, "properties": entries}, indent=2) + "\n")
        written.append(path)
    return written


def table_data(table: tuple[int, int]) -> dict[str, Any]:
    """A table as results data: ``{"players": 3, "partnerships": false}``, and in
    partnerships the number of teams: ``{"players": 6, "partnerships": true, "teams":
    2}`` (two teams of three)."""
    players, teams = table
    return {"players": players, "partnerships": bool(teams), **({"teams": teams} if teams
                                                                else {})}


def as_json(outcomes: Sequence[Outcome]) -> str:
    """The run for programs: one object per spec x property."""
    rows: list[dict[str, Any]] = []
    for o in outcomes:
        p = o.proof
        example = p.counterexample
        rows.append({
            "variant": p.variant, "property": p.property, "verdict": p.verdict.value,
            "expected": o.expected.verdict.value, "ok": o.ok, "seconds": round(p.seconds, 3),
            "rlimit": p.work,
            "method": p.method, "note": p.note, "states": p.states,
            "tables": [table_data(t) for t in p.tables],
            "table": None if p.table is None else table_data(p.table),
            "why_expected": o.expected.why,
            "counterexample": None if example is None else {
                "kind": example.kind, "case": example.case, "story": example.lines,
                "deal": example.deal},
        })
    return json.dumps(rows, indent=2)
