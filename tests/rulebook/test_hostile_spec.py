"""Safe publishing: a rulebook built from someone else's spec never runs their script.

Every string a spec carries (title, aliases, notes, ``/// choice:`` comments, source
parts, names of bids and points) reaches the page as text. The test builds the site of
a hostile spec and reads the parsed HTML (not its text): no script element, no event
handler attribute, no ``href`` or ``src`` that is neither http(s) nor relative."""

from __future__ import annotations

import subprocess
import sys
from html.parser import HTMLParser
from pathlib import Path

import pytest

pytest.importorskip("sphinx", reason="publishing needs the 'docs' extra (Sphinx)")

ATTACKS = [
    "javascript:alert(1)//",
    "<script>alert(2)</script>",
    "<img src=x onerror=alert(3)>",
    "`click <javascript:alert(4)>`_",
    ":raw-html:`<script>alert(5)</script>`",
    "mail evil@example.com",
    "data:text/html;base64,PHNjcmlwdD5hbGVydCg2KTwvc2NyaXB0Pg==",
    "|sub| [#]_ *x* **y** ``z``",
]


def _hostile_spec() -> str:
    said = " ".join(ATTACKS)
    quoted = said.replace('"', "'")
    return "\n".join([
        f"/// {said}",
        f'variant hostile_pitch "Hostile {quoted}" extends auction_pitch',
        f'aliases: "{quoted}", "javascript:alert(7)"',
        f'source: 000 "{quoted}"',
        "",
        "bidding {",
        f"  /// choice: {said}",
        "  bids: 2..4",
        "}",
        "",
        "winning {",
        "  /// .. raw:: html",
        "  ///",
        "  ///    <script>alert(8)</script>",
        "  target: 15",
        "}",
        "",
    ])


class _Scan(HTMLParser):
    """Everything in a page that could run code: script elements (with their source or
    text), embedded objects, event-handler attributes, and links or sources that are
    neither http(s) nor relative."""

    def __init__(self) -> None:
        super().__init__()
        self.scripts: list[str] = []
        self.found: list[str] = []
        self._in_script = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "script":
            self._in_script = True
            self.scripts.append(dict(attrs).get("src") or "")
        if tag in ("iframe", "object", "embed"):
            self.found.append(f"<{tag}> element")
        for name, value in attrs:
            if name.startswith("on"):
                self.found.append(f"<{tag} {name}=...>")
            if name in ("href", "src", "action", "formaction") and value and not _safe(value):
                self.found.append(f"<{tag} {name}={value}>")

    def handle_data(self, data: str) -> None:
        if self._in_script:
            self.scripts[-1] += data

    def handle_endtag(self, tag: str) -> None:
        if tag == "script":
            self._in_script = False


def _safe(url: str) -> bool:
    lowered = url.strip().lower()
    if lowered.startswith(("http://", "https://", "#", "./", "../")):
        return True
    scheme = lowered.split("/", 1)[0]
    return ":" not in scheme


def _build(folder: Path, text: str) -> dict[str, _Scan]:
    folder.mkdir()
    (folder / "hostile_pitch.pitch").write_text(text, encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "pitchspec", "rulebook", "hostile_pitch.pitch",
                           "--out", "site"], cwd=folder, capture_output=True, text=True,
                          timeout=600, check=False)
    assert done.returncode == 0, done.stdout + done.stderr
    scans = {}
    for path in sorted((folder / "site").rglob("*.html")):
        scan = _Scan()
        scan.feed(path.read_text(encoding="utf-8"))
        scans[str(path.relative_to(folder / "site"))] = scan
    return scans


def test_a_hostile_spec_publishes_as_plain_text(tmp_path: Path) -> None:
    hostile = _build(tmp_path / "hostile", _hostile_spec())
    benign = _build(tmp_path / "benign", "\n".join(
        line for line in _hostile_spec().splitlines() if "///" not in line)
        .replace(" ".join(ATTACKS).replace('"', "'"), "plain words")
        .replace('"javascript:alert(7)"', '"plain"'))
    page = (tmp_path / "hostile" / "site" / "variants" / "hostile_pitch.html")
    html = page.read_text(encoding="utf-8")
    assert "alert(1)" in html and "alert(8)" in html  # the words are there, as text
    assert hostile.keys() == benign.keys()
    for name, scan in hostile.items():
        assert scan.found == [], name
        # Sphinx's own scripts, and no other: the same as the benign spec's page has.
        assert scan.scripts == benign[name].scripts, name
