"""`pitchspec fmt`: one canonical layout, idempotent, and lossless for rules and comments.

Lossless means: the parse of the laid-out text equals the parse of the original (the
header, every entry and value, every doc comment; spans aside) and the comments are
the same, word for word, as many of each. The bundled catalogue and the option
fixtures are already in the layout; random changes of whitespace to a bundled spec lay
out back to the same text.
"""

from __future__ import annotations

import doctest
import os
import re
import stat
from collections.abc import Callable
from functools import cache
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import given, settings
from hypothesis import strategies as st

import pitchspec.fmt as fmt_module
from pitchspec.cli import main
from pitchspec.diagnostics import SpecError
from pitchspec.export import variant_data
from pitchspec.fmt import FormatBug, comments, format_text, shape
from pitchspec.matches.logs.log import spec_digest
from pitchspec.parse import parse
from pitchspec.pipeline import check_text, load
from pitchspec.source import SourceFile

from conftest import ROOT, SPEC_DIR

BUNDLED = sorted(SPEC_DIR.glob("*.pitch"))
OPTIONS = sorted((ROOT / "tests" / "fixtures" / "options").glob("*.pitch"))
OTHERS = sorted([*(ROOT / "verify" / "broken").glob("*.pitch"),
                 *(ROOT / "tests" / "fixtures" / "rulebook").glob("*.pitch"),
                 *(ROOT / "docs" / "example").glob("*.pitch")])
INVALID = sorted((ROOT / "tests" / "fixtures" / "invalid").glob("*.pitch"))


def _id(path: Path) -> str:
    return path.relative_to(ROOT).as_posix()


def _text(path: Path) -> str:
    return path.read_bytes().decode("utf-8")


@cache
def _formatted(path: Path) -> str:
    """A corpus file laid out once (the tests below share it)."""
    return format_text(_text(path), str(path))


def _parsed(text: str) -> object:
    spec, problems = parse(SourceFile("<t>", text))
    assert spec is not None, problems
    return shape(spec)


def run(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, list(args))
    return result.exit_code, result.output


# ----------------------------------------------------------------------- the corpus


@pytest.mark.parametrize("path", BUNDLED + OPTIONS, ids=_id)
def test_bundled_specs_and_option_fixtures_are_in_the_layout(path: Path) -> None:
    assert _formatted(path) == _text(path)


@pytest.mark.parametrize("path", BUNDLED + OPTIONS + OTHERS, ids=_id)
def test_layout_is_idempotent_and_keeps_rules_and_comments(path: Path) -> None:
    text, out = _text(path), _formatted(path)
    assert format_text(out, str(path)) == out
    assert _parsed(out) == _parsed(text)
    assert comments(out) == comments(text)
    assert sum(comments(text).values()) == sum(
        1 for line in text.splitlines() if _code_and_comment(line)[1])


@pytest.mark.parametrize("path", [p for p in INVALID if not p.name.startswith(("PS001", "PS1"))],
                         ids=_id)
def test_invalid_but_parsing_fixtures_keep_their_expectation_comments(path: Path) -> None:
    """The inline expectations (``// error[PS203]``) stay after the code they mark."""
    text = _text(path)
    out = format_text(text, str(path))
    assert _parsed(out) == _parsed(text)
    assert _marks(out) == _marks(text)


def _marks(text: str) -> list[tuple[str, str]]:
    """Each inline expectation with the words of the code it follows."""
    split = (_code_and_comment(line) for line in text.splitlines())
    return [(re.sub(r"\s*([:,])\s*|\s+", r"\1 ", code).strip(), comment.rstrip())
            for code, comment in split if "error[" in comment or "warning[" in comment]


@pytest.mark.parametrize("path", BUNDLED, ids=_id)
def test_laid_out_spec_is_the_same_variant(path: Path, tmp_path: Path) -> None:
    """What check, play, verify and the rulebook read does not change (V01..V45)."""
    before = load(path, include=[SPEC_DIR])
    moved = tmp_path / path.name
    result = check_text(_formatted(path), moved, include=[SPEC_DIR])
    assert result.ok and result.variant is not None, result.diagnostics
    assert result.variant == before
    assert spec_digest(result.variant) == spec_digest(before)
    data, again = variant_data(before), variant_data(result.variant)
    for d in (data, again):
        d["derived"].pop("source_file")
    assert again == data


# ----------------------------------------------------------------------- the layout


MESSY = """

// about the file
/// Doc of the header.
variant   house "House"   extends auction_pitch   // trailing on the header
catalogue :V01
players{count:2..4 // after the count
// last in players
}
/// Doc of the deck.
deck {


  jokers : none


  card_points: 10 10 ,A 4,
      // inside the list
K 3,

   Q 2
}
winning {}
scoring {   // on the brace
}
  // the end   \n"""

TIDY = """// about the file
/// Doc of the header.
variant house "House" extends auction_pitch // trailing on the header
catalogue: V01

players {
  count: 2..4 // after the count
  // last in players
}

/// Doc of the deck.
deck {
  jokers: none

  card_points: 10 10, A 4,
    // inside the list
    K 3,
    Q 2
}

winning {
}

scoring { // on the brace
}

// the end
"""


def test_a_messy_spec_is_laid_out_with_every_comment_in_place() -> None:
    assert format_text(MESSY) == TIDY
    assert _parsed(TIDY) == _parsed(MESSY)
    assert comments(TIDY) == comments(MESSY)


def test_an_entry_on_its_blocks_line_moves_to_its_own() -> None:
    text = "variant a\nplay { follow: must follow\n  trick_winner: highest\n}\n"
    assert format_text(text) == ("variant a\n\nplay {\n  follow: must follow\n"
                                 "  trick_winner: highest\n}\n")


def test_an_entry_sharing_its_blocks_doc_comment_stays_on_the_line() -> None:
    """The doc comment above ``play { follow: ...`` belongs to both entries; moving the
    setting would take it away, so it stays (and the doc still reaches both)."""
    text = "variant a\n/// Doc.\nplay {   follow: must follow\ntrick_winner: highest\n}\n"
    out = format_text(text)
    assert out == ("variant a\n\n/// Doc.\nplay { follow: must follow\n"
                   "  trick_winner: highest\n}\n")
    spec, _ = parse(SourceFile("<t>", out))
    assert spec is not None and spec.entries[0].children[0].doc == ("Doc.",)


def test_windows_line_endings_and_tabs_become_the_layout() -> None:
    text = "variant a\r\n\r\nplay {\r\n\tfollow: must follow  \r\n}\r\n"
    assert format_text(text) == "variant a\n\nplay {\n  follow: must follow\n}\n"


def test_a_form_feed_is_a_space_and_keeps_the_doc_comment_below_it() -> None:
    text = "variant a\nplay {\f\n  /// Must follow.\n  follow: must follow\f\n}\n"
    assert format_text(text) == ("variant a\n\nplay {\n  /// Must follow.\n"
                                 "  follow: must follow\n}\n")


def test_top_level_settings_keep_the_authors_blank_lines() -> None:
    text = "variant a\ncatalogue: V01\n\n\n\nsource: 000 \"x\"\n// note\nplay {\n}\n"
    assert format_text(text) == ("variant a\ncatalogue: V01\n\nsource: 000 \"x\"\n\n// note\n"
                                 "play {\n}\n")


def test_the_example_on_the_formatting_page_is_right() -> None:
    page = (ROOT / "docs" / "formatting.rst").read_text(encoding="utf-8")
    blocks = re.findall(r"::\n\n((?:    .*\n|\n)+)", page)
    written, laid_out = (re.sub(r"^    ", "", b, flags=re.M).strip("\n") + "\n"
                         for b in blocks[-2:])
    assert format_text(written) == laid_out


# ----------------------------------------------------------------------- refusals


def test_a_syntax_error_is_refused_with_its_code() -> None:
    with pytest.raises(SpecError) as err:
        format_text("variant a\nwinning {\n  target 11\n}\n", "bad.pitch")
    assert [d.code for d in err.value.diagnostics] == ["PS102"]


def test_a_line_laid_out_too_long_is_refused_with_ps107() -> None:
    values = ",".join(["x"] * 340)
    text = f"variant a\n\nscoring {{\n  order: {values}\n}}\n"
    assert len(max(text.splitlines(), key=len)) <= 1000
    with pytest.raises(SpecError) as err:
        format_text(text)
    (problem,) = err.value.diagnostics
    assert problem.code == "PS107" and problem.span.line == 4


def test_a_layout_that_would_lose_a_comment_is_a_bug_not_a_rewrite(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    real: Callable[[list[fmt_module.Line]], list[fmt_module.Line]] = fmt_module._separate
    monkeypatch.setattr(fmt_module, "_separate", lambda lines: [
        x for x in real(lines) if x.kind is not fmt_module.Kind.COMMENT])
    text = "variant a\n// a comment\ncatalogue:  V01\n"
    with pytest.raises(FormatBug):
        format_text(text)
    path = tmp_path / "a.pitch"
    path.write_text(text, encoding="utf-8")
    code, out = run("fmt", str(path))
    assert code == 3 and "internal error" in out
    assert path.read_text(encoding="utf-8") == text


# ----------------------------------------------------------------------- the command


UNTIDY = "variant a  \nplay {\n    follow: must follow\n}\n"


def test_fmt_rewrites_only_what_changes_and_names_it(tmp_path: Path) -> None:
    untidy, tidy = tmp_path / "a.pitch", tmp_path / "b.pitch"
    untidy.write_text(UNTIDY, encoding="utf-8")
    tidy.write_text(format_text(UNTIDY), encoding="utf-8")
    os.chmod(untidy, 0o640)
    inode = tidy.stat().st_ino
    code, out = run("fmt", str(tmp_path))
    assert code == 0, out
    assert f"reformatted {untidy}" in out and str(tidy) not in out
    assert "1 spec file(s) reformatted, 1 left unchanged" in out
    assert untidy.read_text(encoding="utf-8") == format_text(UNTIDY)
    assert stat.S_IMODE(untidy.stat().st_mode) == 0o640
    assert tidy.stat().st_ino == inode
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.pitch", "b.pitch"]
    assert run("fmt", "--check", str(tmp_path))[0] == 0


def test_fmt_check_lists_what_would_change_and_writes_nothing(tmp_path: Path) -> None:
    path = tmp_path / "a.pitch"
    path.write_text(UNTIDY, encoding="utf-8")
    code, out = run("fmt", "--check", str(path))
    assert code == 1
    assert f"would reformat {path}" in out and "---" not in out
    code, out = run("fmt", "--diff", str(path))
    assert code == 1
    assert "-variant a  \n+variant a\n" in out and "-    follow" in out and "+  follow" in out
    assert path.read_text(encoding="utf-8") == UNTIDY


def test_fmt_check_of_the_bundled_catalogue_is_clean() -> None:
    code, out = run("fmt", "--check", str(SPEC_DIR))
    assert code == 0, out
    assert f"0 spec file(s) would be reformatted, {len(BUNDLED)} already formatted" in out


def test_fmt_leaves_a_file_with_a_syntax_error_and_exits_1(tmp_path: Path) -> None:
    bad, fine = tmp_path / "bad.pitch", tmp_path / "fine.pitch"
    bad.write_text("variant bad\nwinning {\n  target 11\n}\n", encoding="utf-8")
    fine.write_text(UNTIDY, encoding="utf-8")
    for args in (["--check"], []):
        code, out = run("fmt", *args, str(bad), str(fine))
        assert code == 1
        assert f"{bad}:3:10: error[PS102]" in out and "1 with errors" in out
        assert bad.read_text(encoding="utf-8") == "variant bad\nwinning {\n  target 11\n}\n"
    assert fine.read_text(encoding="utf-8") == format_text(UNTIDY)


def test_fmt_usage_errors_exit_2_and_touch_nothing(tmp_path: Path) -> None:
    path = tmp_path / "a.pitch"
    path.write_text(UNTIDY, encoding="utf-8")
    (tmp_path / "empty").mkdir()
    for args in ([str(path), str(tmp_path / "missing.pitch")], [str(tmp_path / "empty")], []):
        code, out = run("fmt", *args)
        assert code == 2, out
    code, out = run("fmt", str(path), str(tmp_path / "missing.pitch"))
    assert "error[PS002]" in out
    assert path.read_text(encoding="utf-8") == UNTIDY


# ----------------------------------------------------------------------- hypothesis


NAMES = [p.name for p in BUNDLED]


def _canonical(name: str) -> str:
    return _formatted(SPEC_DIR / name)
_SPACES = st.text(" \t", max_size=4)


def _code_and_comment(line: str) -> tuple[str, str]:
    """A line split where its comment starts (outside strings)."""
    for match in re.finditer(r'"[^"]*"|//', line):
        if match.group() == "//":
            return line[:match.start()], line[match.start():]
    return line, ""


def _respace(code: str, draw: st.DrawFn) -> str:
    """Change the spaces around ':' and ',' and between words, outside strings."""
    parts = re.split(r'("[^"]*")', code)
    for i in range(0, len(parts), 2):
        parts[i] = re.sub(r" *([:,]) *|  *", lambda m: _spaced(m.group(1), draw), parts[i])
    return "".join(parts)


def _spaced(punctuation: str | None, draw: st.DrawFn) -> str:
    if punctuation is None:
        return " " + draw(_SPACES)
    return draw(_SPACES) + punctuation + draw(_SPACES)


def _removable_blank(lines: list[str], i: int) -> bool:
    """A blank line the layout puts back: below a top-level '}' or above a top-level
    block and its comments."""
    if lines[i - 1] == "}":
        return True
    if lines[i - 1].startswith("//"):
        return False
    below = i + 1
    while below < len(lines) and lines[below].startswith("//"):
        below += 1
    return below < len(lines) and not lines[below][:1].isspace() and \
        _code_and_comment(lines[below])[0].rstrip().endswith("{")


def _blank_goes(lines: list[str], i: int, code: str) -> bool:
    """Whether blank lines added below line ``i`` are taken out again: below a blank
    line (at most one stays), a '{', inside a value list, or above a '}'."""
    closing = i + 1 < len(lines) and lines[i + 1].strip().startswith("}")
    return not lines[i] or code.rstrip().endswith(("{", ",")) or closing


@st.composite
def messed_up(draw: st.DrawFn) -> tuple[str, str]:
    name = draw(st.sampled_from(NAMES))
    lines = _canonical(name).splitlines()
    out: list[str] = [""] * draw(st.integers(0, 2))
    for i, line in enumerate(lines):
        if not line and _removable_blank(lines, i) and draw(st.booleans()):
            continue
        code, comment = _code_and_comment(line.strip())
        code = _respace(code, draw)
        if comment:
            code = code.rstrip() + " " + draw(_SPACES) if code.strip() else code
        carriage = draw(st.sampled_from(["", "\r"]))
        out.append(draw(_SPACES) + code + comment + draw(_SPACES) + carriage)
        if _blank_goes(lines, i, code):
            out.extend([""] * draw(st.integers(0, 2)))
    out.extend([""] * draw(st.integers(0, 2)))
    return name, "\n".join(out)


@settings(max_examples=50, deadline=None)
@given(messed_up())
def test_whitespace_changes_lay_out_back_to_the_canonical_text(case: tuple[str, str]) -> None:
    name, text = case
    assert format_text(text, name) == _canonical(name)


def test_the_docstring_example_runs() -> None:
    result = doctest.testmod(fmt_module)
    assert result.attempted > 0 and result.failed == 0


EDITS = ["\n", "{", "}", "\n}\n", " // c\n", "/// d\n", "\n\n", ",", ",\n", ":", "\t",
         '"s"', "a", "1..2", "\r\n", "play {", "{}", "\f"]


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(NAMES),
       st.lists(st.tuples(st.integers(0, 10**5), st.sampled_from(EDITS)), min_size=1,
                max_size=4))
def test_any_edit_is_laid_out_idempotently_or_refused(name: str,
                                                      edits: list[tuple[int, str]]) -> None:
    """Whatever is typed into a spec, fmt either lays it out (never a FormatBug: the
    meaning and the comments are kept) or refuses it with a syntax diagnostic."""
    text = _canonical(name)
    for position, piece in edits:
        at = position % (len(text) + 1)
        text = text[:at] + piece + text[at:]
    try:
        out = format_text(text, name)
    except SpecError as err:
        assert err.diagnostics and err.diagnostics[0].code.startswith(("PS1", "PS004"))
        return
    assert format_text(out, name) == out


def test_a_new_spec_is_written_in_the_layout(tmp_path: Path) -> None:
    for name, args in (("house_a", []), ("house_b", ["--extends", "auction_pitch"])):
        code, out = run("new", name, "-o", str(tmp_path), *args)
        assert code == 0, out
    assert run("fmt", "--check", str(tmp_path)) == (
        0, "0 spec file(s) would be reformatted, 2 already formatted\n")
