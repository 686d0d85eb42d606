"""Every diagnostic code, pinned by an invalid spec that states its expected findings.

Each ``tests/fixtures/invalid/PSnnn_slug.pitch`` carries mypy-style inline expectations
on the line where the caret of each expected diagnostic starts::

    bids: 1..9   // error[PS314]
    bids: 1..9   // error[PS314]: bids up to 9 are allowed
    trump_broken: required   // warning[PS340]

(the text after ``:`` is a prefix of the message; the word before ``[`` is the
severity the finding must have). The harness checks each fixture
with ``spec/`` on the include path and requires the findings to match exactly: no
missing diagnostic, no extra one, and none located outside the fixture. Files without
expectations (``base_ok.pitch``, the clean parent) must produce nothing.

A few rendered reports are kept as goldens; ``pytest --update-goldens`` rewrites them.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

from pitchspec.codes import CODES, Category
from pitchspec.diagnostics import Diagnostic
from pitchspec.pipeline import check
from pitchspec.report import render_all

from conftest import ROOT, compare_golden

INVALID = Path("tests/fixtures/invalid")
GOLDEN = ROOT / "tests" / "golden" / "diagnostics"
INCLUDE = ["spec"]
FIXTURES = sorted((ROOT / INVALID).glob("*.pitch"))

_EXPECTATION = re.compile(
    r"(error|warning)\[(PS\d{3})\](?::[ \t]*(.*?))?[ \t]*(?=(?:error|warning)\[|$)")

# Codes no spec file can trigger: they are pinned by the Python tests named here.
PYTHON_TESTED = {
    "PS002": "test_ps002_path_names_no_spec_file",
    "PS003": "test_ps003_same_variant_in_two_folders",
    "PS004": "test_ps004_file_too_large",
    "PS005": "test_ps005_new_variant_name_is_not_a_name",
    "PS006": "test_ps006_output_file_cannot_be_written",
    "PS007": "test_ps007_log_names_a_spec_outside_its_folder",
    "PS008": "test_ps008_dask_scheduler_cannot_be_reached",
    "PS009": "test_ps009_explain_names_nothing_in_the_language",
}
# Ranges whose stages do not exist yet.
NOT_YET = {Category.ENGINE, Category.VERIFICATION}


@dataclass(frozen=True)
class Expected:
    line: int
    code: str
    prefix: str | None
    severity: str = "error"


def expectations(path: Path) -> list[Expected]:
    """The inline expectations of a fixture (read as bytes: PS001's file is not UTF-8)."""
    text = path.read_bytes().decode("utf-8", errors="replace")
    found = []
    for number, line in enumerate(text.splitlines(), start=1):
        _, sep, comment = line.partition("//")
        if not sep:
            continue
        for severity, code, prefix in _EXPECTATION.findall(comment):
            found.append(Expected(number, code, prefix.strip() or None, severity))
    return found


def run_fixture(path: Path) -> list[Diagnostic]:
    return [d for r in check([path], include=INCLUDE) for d in r.diagnostics]


@pytest.fixture(autouse=True)
def _at_repo_root(monkeypatch: pytest.MonkeyPatch) -> None:
    """Relative paths in, relative paths out: goldens do not depend on the checkout."""
    monkeypatch.chdir(ROOT)


# ------------------------------------------------------------------ fixtures


@pytest.mark.parametrize("fixture", FIXTURES, ids=lambda p: p.stem)
def test_fixture_produces_exactly_its_expected_diagnostics(fixture: Path) -> None:
    path = INVALID / fixture.name
    expected = expectations(path)
    actual = run_fixture(path)
    shown = render_all(actual) or "(no diagnostics)"

    elsewhere = [d for d in actual if Path(d.span.file) != path]
    assert not elsewhere, f"diagnostics located outside {path}:\n{shown}"

    got = {(d.span.line, d.code, d.severity.value) for d in actual}
    want = {(e.line, e.code, e.severity) for e in expected}
    assert sorted(got - want) == [], f"unexpected diagnostics:\n{shown}"
    assert sorted(want - got) == [], f"expected diagnostics missing:\n{shown}"
    assert len(actual) == len(got), f"a diagnostic is reported twice:\n{shown}"

    for e in expected:
        if e.prefix is None:
            continue
        messages = [d.message for d in actual if (d.span.line, d.code) == (e.line, e.code)]
        assert any(m.startswith(e.prefix) for m in messages), (
            f"line {e.line} {e.code}: no message starts with {e.prefix!r}: {messages}")


@pytest.mark.parametrize("fixture", FIXTURES, ids=lambda p: p.stem)
def test_fixture_is_named_after_the_code_it_pins(fixture: Path) -> None:
    named = re.match(r"(PS\d{3})_[a-z0-9_]+$", fixture.stem)
    if named is None:
        assert fixture.stem.endswith("_ok"), f"{fixture.name}: name it PSnnn_slug or *_ok"
        assert expectations(fixture) == [], f"{fixture.name}: a parent must be clean"
        return
    assert named.group(1) in {e.code for e in expectations(fixture)}


def test_every_spec_code_is_pinned_by_a_fixture_or_a_python_test() -> None:
    pinned = {e.code for f in FIXTURES for e in expectations(f)} | set(PYTHON_TESTED)
    wanted = {c.id for c in CODES.values() if c.category not in NOT_YET}
    assert sorted(wanted - pinned) == []
    assert sorted(pinned - set(CODES)) == [], "a fixture expects an unregistered code"
    assert all(name in globals() for name in PYTHON_TESTED.values())


def test_expectation_syntax() -> None:
    comment = "error[PS305]: 'J' appears twice error[PS306] warning[PS340]: no"
    assert _EXPECTATION.findall(comment) == [
        ("error", "PS305", "'J' appears twice"), ("error", "PS306", ""), ("warning", "PS340", "no")]


_LISTED_ALONE = """
import json, sys
from pitchspec.codes import CODES
print(json.dumps({"codes": sorted(CODES),
                  "loaded": sorted(m for m in sys.modules if m.startswith("pitchspec"))}))
"""


def codes_used_in_the_package() -> dict[str, str]:
    """Every ``PSnnn`` the package's files name (source, data, templates) -> one file."""
    used: dict[str, str] = {}
    for path in sorted((ROOT / "pitchspec").rglob("*")):
        if path.is_file() and "__pycache__" not in path.parts and path.suffix != ".so":
            text = path.read_bytes().decode("utf-8", "ignore")
            for found in re.findall(r"PS\d{3}", text):
                used.setdefault(found, str(path.relative_to(ROOT)))
    return used


def test_codes_py_alone_lists_every_code_the_package_uses() -> None:
    """The registry is closed: importing ``pitchspec.codes`` and nothing else gives every
    code any module raises, so its content does not depend on what was imported."""
    run = subprocess.run([sys.executable, "-c", _LISTED_ALONE], capture_output=True,
                         text=True, check=True, cwd=ROOT)
    listed = json.loads(run.stdout)
    assert listed["loaded"] == ["pitchspec", "pitchspec.codes"]
    used = codes_used_in_the_package()
    assert len(used) > 100
    assert {c: f for c, f in used.items() if c not in listed["codes"]} == {}
    assert sorted(CODES) == listed["codes"]


# ------------------------------------------------------------------ codes no file triggers


def test_ps002_path_names_no_spec_file(tmp_path: Path) -> None:
    missing = [d for r in check([INVALID / "no_such_file.pitch"]) for d in r.diagnostics]
    empty = [d for r in check([tmp_path]) for d in r.diagnostics]
    assert [d.code for d in missing] == ["PS002"]
    assert "does not exist" in missing[0].message
    assert [d.code for d in empty] == ["PS002"]
    assert "holds no .pitch files" in empty[0].message


def test_ps003_same_variant_in_two_folders(tmp_path: Path) -> None:
    for folder in ("one", "two"):
        (tmp_path / folder).mkdir()
        shutil.copy(INVALID / "base_ok.pitch", tmp_path / folder / "base_ok.pitch")
    results = check([tmp_path / "one", tmp_path / "two"])
    codes = [d.code for r in results for d in r.diagnostics]
    assert codes == ["PS003"]


def test_ps004_file_too_large(tmp_path: Path) -> None:
    big = tmp_path / "big.pitch"
    big.write_text("variant big\n" + "// padding\n" * 7000, encoding="utf-8")
    found = [d for r in check([big]) for d in r.diagnostics]
    assert [(d.code, d.span.line) for d in found] == [("PS004", 1)]


def test_ps005_new_variant_name_is_not_a_name(tmp_path: Path) -> None:
    from click.testing import CliRunner

    from pitchspec.cli import main

    result = CliRunner().invoke(main, ["new", "9_pitch", "-o", str(tmp_path)])
    assert result.exit_code == 2
    assert "error[PS005]: '9_pitch' is not a variant name" in result.output
    assert list(tmp_path.iterdir()) == []


def test_ps006_output_file_cannot_be_written(tmp_path: Path) -> None:
    from pitchspec.output import OutputError, write_atomic

    (tmp_path / "afile").write_text("")
    with pytest.raises(OutputError) as err:
        write_atomic(tmp_path / "afile" / "out.json", "{}")
    (problem,) = err.value.diagnostics
    assert problem.code == "PS006" and problem.span.file == str(tmp_path / "afile" / "out.json")
    assert render_all([problem]).startswith(f"{tmp_path}/afile/out.json: error[PS006]: ")


def test_ps007_log_names_a_spec_outside_its_folder(tmp_path: Path) -> None:
    import json

    from click.testing import CliRunner

    from pitchspec.cli import main
    from pitchspec.matches.logs import chain

    log = tmp_path / "m.log"
    assert CliRunner().invoke(main, ["play", "pitch", "--seed", "1", "--log", str(log)]) \
        .exit_code == 0
    lines = [json.loads(line) for line in log.read_text().splitlines()]
    lines[0]["spec"] = "/etc/passwd"  # and the chain recomputed, as anyone can
    sealed = chain.seal(lines, lines[0]["spec_sha256"])
    log.write_text("".join(json.dumps(line) + "\n" for line in sealed))
    result = CliRunner().invoke(main, ["replay", str(log)])
    assert result.exit_code == 1 and "error[PS007]" in result.stderr
    assert "root:" not in result.output


def test_ps008_dask_scheduler_cannot_be_reached(monkeypatch: pytest.MonkeyPatch) -> None:
    """No scheduler listens on the loopback's discard port (or Dask is not installed)."""
    from click.testing import CliRunner

    from pitchspec import workers
    from pitchspec.cli import main

    monkeypatch.setattr(workers, "CONNECT_TIMEOUT", "1s")
    result = CliRunner().invoke(main, ["simulate", "pitch", "-n", "2",
                                       "--dask", "tcp://127.0.0.1:9"])
    assert result.exit_code == 1 and "error[PS008]" in result.stderr


def test_ps009_explain_names_nothing_in_the_language() -> None:
    """A misspelt setting is a coded finding with a did-you-mean, not a bare line."""
    from click.testing import CliRunner

    from pitchspec.cli import main

    result = CliRunner().invoke(main, ["explain", "tagret"])
    assert result.exit_code == 1
    assert result.stderr.splitlines() == [
        "pitchspec explain: error[PS009]: nothing called 'tagret' in the language",
        "  = help: did you mean 'target'?"]


# ------------------------------------------------------------------ rendered goldens

GOLDENS = [
    "PS102_missing_colon",  # a syntax error
    "PS202_unknown_setting",  # a did-you-mean
    "PS311_too_many_players_for_deck",  # a validation error
    "PS214_undefined_bid_name",  # a name error found by validation
    "PS203_misspelt_words",  # a did-you-mean for values of several words
    "PS314_found_beside_an_unknown_value",  # lowering and validation findings in one run
    "PS342_moon_made_short_of_its_points",  # a warning
    "PS103_unclosed_block",  # the '{' left open is named
    "PS219_point_named_like_an_engine_credit",  # a name the engine keeps for its credits
]


@pytest.mark.parametrize("name", GOLDENS)
def test_rendered_report_matches_golden(name: str, update_goldens: bool) -> None:
    text = render_all(run_fixture(INVALID / f"{name}.pitch")) + "\n"
    compare_golden(GOLDEN / f"{name}.txt", text, update_goldens)


def _child_of_base(tmp_path: Path, name: str, body: str) -> list[Diagnostic]:
    shutil.copy(INVALID / "base_ok.pitch", tmp_path / "base_ok.pitch")
    child = tmp_path / f"{name}.pitch"
    child.write_text(f"variant {name} extends base_ok\n\n{body}", encoding="utf-8")
    return [d for r in check([child]) for d in r.diagnostics]


def test_finding_prefers_the_rule_the_child_states(tmp_path: Path) -> None:
    """Nine hands of nine: the child's deal is blamed, not the parent's player count."""
    found = _child_of_base(tmp_path, "nine_hands", "deal {\n  hand: 9\n  packets: 3 3 3\n}\n")
    assert [(d.code, Path(d.span.file).name, d.span.line) for d in found] == [
        ("PS311", "nine_hands.pitch", 3)]


def test_inherited_rule_is_reported_on_the_child_header(tmp_path: Path) -> None:
    """The child drops Game: the parent's counting order still names it, and its bids
    go to 4 where only three points are left."""
    found = _child_of_base(tmp_path, "no_game", "points {\n  drop point game\n}\n")
    assert {(d.code, Path(d.span.file).name, d.span.line) for d in found} == {
        ("PS214", "no_game.pitch", 1), ("PS314", "no_game.pitch", 1)}
    for d in found:
        (note,) = d.related
        assert Path(note.span.file).name == "base_ok.pitch"
        assert "inherited through 'base_ok'" in note.message


# ------------------------------------------------------------------ did you mean, several words


@pytest.mark.parametrize(("fixture", "line", "help"), [
    ("PS203_misspelt_words", 5, "did you mean 'must follow'?"),
    ("PS203_misspelt_words", 9, "did you mean 'to capturer'?"),
    ("PS203_value_matches_no_form", 5, "did you mean 'once around'?"),
])
def test_misspelt_value_of_several_words_gets_a_suggestion(fixture: str, line: int,
                                                           help: str) -> None:
    found = [d for d in run_fixture(INVALID / f"{fixture}.pitch") if d.span.line == line]
    assert [d.help for d in found] == [help]


def test_a_misspelt_receiver_is_not_also_reported_missing() -> None:
    """'to captor' is PS203 alone: Low's receiver is not reported as unstated (PS212)."""
    codes = [d.code for d in run_fixture(INVALID / "PS203_misspelt_words.pitch")]
    assert "PS212" not in codes


def test_validation_runs_beside_lowering_errors_only_where_lowering_succeeded(
        tmp_path: Path) -> None:
    """A misspelt bid range leaves bidding unsure: PS314 is not guessed from a stand-in,
    but a deal that cannot be dealt is still found in the same run."""
    text = ("variant both extends base_ok\n\nbidding {\n  bids: one to nine\n}\n\n"
            "deal {\n  hand: 9\n  packets: 9\n}\n")
    (tmp_path / "both.pitch").write_text(text, encoding="utf-8")
    found = [d.code for r in check([tmp_path / "both.pitch"], include=[INVALID])
             for d in r.diagnostics]
    assert sorted(found) == ["PS203", "PS311"]
