"""Parsing: the shape of a file, spans, doc comments, and located syntax errors."""

from __future__ import annotations

import pytest

from pitchspec.parse import AtomKind, EntryKind, parse
from pitchspec.source import SourceFile


def _parse(text: str):  # type: ignore[no-untyped-def]
    spec, diagnostics = parse(SourceFile("t.pitch", text))
    return spec, diagnostics


def test_header_names_variant_title_and_parent() -> None:
    spec, diagnostics = _parse('variant setback "Setback" extends pitch\n')
    assert diagnostics == []
    assert (spec.name, spec.title, spec.parent) == ("setback", "Setback", "pitch")


def test_entries_keep_keys_names_labels_and_atoms() -> None:
    spec, _ = _parse(
        'variant x\npoints {\n  point low "Low": lowest trump, worth 1, to capturer\n}\n'
        "deck {\n  card_points: joker 1/2, 10 10\n}\nbidding {\n  bids: 1..4\n}\n"
    )
    points, deck, bidding = spec.entries
    low = points.children[0]
    assert (low.kind, low.key, low.name, low.label) == (EntryKind.SETTING, "point", "low", "Low")
    assert [str(p) for p in low.values] == ["lowest trump", "worth 1", "to capturer"]
    assert deck.children[0].values[0].atoms[1].kind is AtomKind.FRACTION
    assert bidding.children[0].values[0].atoms[0].kind is AtomKind.RANGE


def test_spans_point_at_the_text() -> None:
    spec, _ = _parse("variant x\nwinning {\n  target: 11\n}\n")
    target = spec.entries[0].children[0]
    assert (target.key_span.line, target.key_span.column) == (3, 3)
    atom = target.values[0].atoms[0]
    assert (atom.span.line, atom.span.column, atom.span.end_column) == (3, 11, 13)


def test_doc_comments_attach_to_the_entry_below() -> None:
    spec, _ = _parse(
        "/// The variant.\nvariant x\n/// choice: eleven.\n/// Second line.\nwinning {\n"
        "  // plain comment\n  target: 11\n}\n"
    )
    assert spec.doc == ("The variant.",)
    assert spec.entries[0].doc == ("choice: eleven.", "Second line.")
    assert spec.entries[0].children[0].doc == ()


def test_a_list_may_continue_after_a_comma() -> None:
    spec, diagnostics = _parse('variant x\naliases: "a",\n   "b"\n')
    assert diagnostics == []
    assert len(spec.entries[0].values) == 2


def test_a_file_without_final_newline_parses() -> None:
    spec, diagnostics = _parse("variant x\nwinning {\n  target: 11\n}")
    assert diagnostics == [] and spec is not None


@pytest.mark.parametrize(
    ("text", "code", "line", "column"),
    [
        ("variant x\ntarget: 11 $\n", "PS101", 2, 12),
        ("variant x\ntarget 11\n", "PS102", 2, 8),
        ("variant x\nwinning {\n  target: 11\n", "PS103", 4, 1),
        ("variant x\n}\n", "PS104", 2, 1),
        ("variant x\ntarget:\n", "PS105", 2, 8),
        ("winning {\n}\n", "PS106", 1, 1),
    ],
)
def test_syntax_errors_are_coded_and_located(text: str, code: str, line: int, column: int) -> None:
    spec, diagnostics = _parse(text)
    assert spec is None
    [d] = diagnostics
    assert (d.code, d.span.line, d.span.column) == (code, line, column)


# ------------------------------------------------------------------ the '{' left open


@pytest.mark.parametrize(
    ("text", "block", "line", "column"),
    [
        ("variant x\nwinning {\n  target: 11\n", "winning", 2, 9),
        # the inner block lacks its '}': the bidding block's '}' is indented as bidding's
        ("variant x\nbidding {\n  bid moon {\n    at: 5\n}\ntrump {\n  method: first lead\n"
         "}\n", "bid moon", 3, 12),
        # the outer block lacks its '}': the inner one is closed where it should be
        ("variant x\nbidding {\n  bid moon {\n    at: 5\n  }\ntrump {\n  method: first lead\n"
         "}\n", "bidding", 2, 9),
        # braces in strings and comments do not count
        ('variant x "a {"\n// {\nwinning {\n  target: 11 // }\n', "winning", 3, 9),
    ],
)
def test_an_unclosed_block_names_the_brace_left_open(text: str, block: str, line: int,
                                                     column: int) -> None:
    _, [d] = _parse(text)
    assert d.code == "PS103"
    assert f"the '{block}' block opened at line {line}, column {column}" in d.message
    [note] = d.related
    assert (note.span.line, note.span.column) == (line, column)
    assert d.span.line == text.count("\n") + 1  # reported where the file ends


def test_a_form_feed_does_not_move_doc_comments_off_their_entry() -> None:
    """Lines are counted at newlines only, as the parser counts them: a form feed
    (ignored like a space) does not shift a doc comment onto another line."""
    spec, _ = _parse("variant x\nplay {\f\n  /// Must follow suit.\n  follow: must follow\n}\n")
    assert spec is not None
    assert spec.entries[0].children[0].doc == ("Must follow suit.",)
