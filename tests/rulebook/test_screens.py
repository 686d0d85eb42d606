"""The rulebook as a reader sees it in headless Chromium, at 1280 pixels and at the
width of a phone: the home page, a simple variant's page and a complex one with a
counterexample.

The site is served on 127.0.0.1 (tests/rulebook/test_browser.py's server) with a
script added to each page that, once the page has loaded, measures it: whether the
page scrolls sideways, every element whose content is cut off (wider than its box,
and not a box meant to scroll), every element reaching past the right edge of the
window, the cards drawn (each with its suit sign, in red or black), and the words a
reader sees outside commands and the spec's own text. The test requires no clipped
element, cards where a variant's page draws them, and no internal name (a label
behind a link, a name in snake_case such as ``off_jack``). With
``PITCHSPEC_SCREENS=DIR`` it also writes a screenshot of each page there.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest
from rulebook_site import built_site

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
pytestmark = pytest.mark.skipif(
    CHROMIUM is None,
    reason="headless Chromium is not installed (Debian package 'chromium'; .ci/run installs it)")

PAGES = {"index": "index.html", "simple": "variants/pitch.html",
         "complex": "variants/roadhouse_pitch.html"}
WIDTHS = {"desktop": 1280, "phone": 390}
CHECK = r"""
<script>
window.addEventListener("load", function () { setTimeout(function () {
  var width = window.innerWidth, out = {clipped: [], beyond: [], cards: 0, red: 0,
      black: 0, text: "", height: document.documentElement.scrollHeight,
      sideways: document.documentElement.scrollWidth > width + 1};
  function where(el) {
    return el.tagName.toLowerCase() + (el.id ? "#" + el.id : "") +
      (el.className && el.className.baseVal === undefined ? "." +
       String(el.className).trim().split(/\s+/).join(".") : "");
  }
  function scrolls(el) {
    for (var e = el; e; e = e.parentElement) {
      var o = getComputedStyle(e).overflowX;
      if ((o === "auto" || o === "scroll") &&
          (e.classList.contains("pitch-scroll") || e.tagName === "TABLE")) { return true; }
    }
    return false;
  }
  document.querySelectorAll("body *").forEach(function (el) {
    var style = getComputedStyle(el);
    if (style.display === "none" || style.visibility === "hidden" ||
        el.closest(".pitch-alt")) { return; }
    var cut = ["hidden", "clip", "auto", "scroll"].indexOf(style.overflowX) >= 0;
    if (cut && el.scrollWidth > el.clientWidth + 1 && !scrolls(el) &&
        el.tagName !== "svg" && el.clientWidth > 0) {
      out.clipped.push(where(el) + " " + el.scrollWidth + ">" + el.clientWidth);
    }
    var box = el.getBoundingClientRect();
    if (box.width > 0 && box.right > width + 1 && !scrolls(el)) {
      out.beyond.push(where(el) + " right " + Math.round(box.right));
    }
  });
  document.querySelectorAll(".pc").forEach(function (card) {
    if (card.querySelector(".pc-suit")) { out.cards += 1; }
    if (card.classList.contains("pc-red")) { out.red += 1; }
    if (card.classList.contains("pc-black")) { out.black += 1; }
  });
  var copy = document.body.cloneNode(true);
  copy.querySelectorAll("code, pre, script, style, .pitch-alt, svg, .highlight")
      .forEach(function (e) { e.remove(); });
  out.text = copy.textContent;
  out.rows = Array.prototype.filter.call(
    document.querySelectorAll("table.pitch-home tbody tr"),
    function (row) { return row.offsetParent !== null; })
    .map(function (row) { return row.querySelector("a").textContent.trim(); });
  out.found = Array.prototype.map.call(
    document.querySelectorAll("#search-results li a"),
    function (a) { return a.textContent.trim(); });
  var report = document.createElement("pre");
  report.id = "pitch-check";
  report.textContent = JSON.stringify(out);
  document.body.appendChild(report);
}, 1000); });
</script>
"""
INTERNAL = re.compile(r"\bvariant-[a-z_]+|\b[a-z][a-z0-9]*_[a-z0-9_]+\b")
"""A label behind a link, or a name in snake_case (off_jack, points_bounded)."""


@contextmanager
def serve(folder: Path) -> Iterator[str]:
    """Serve ``folder`` on a free local port, adding the measuring script to pages."""

    class Handler(SimpleHTTPRequestHandler):
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, directory=str(folder), **kwargs)

        def do_GET(self) -> None:
            path = folder / self.path.split("?")[0].lstrip("/")
            if path.suffix == ".html" and path.is_file():
                body = path.read_text(encoding="utf-8").replace("</body>", CHECK + "</body>")
                data = body.encode("utf-8")
                self.send_response(200)
                self.send_header("Content-Type", "text/html; charset=utf-8")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)
                return
            super().do_GET()

        def log_message(self, format: str, *args: Any) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_port}"
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=10)


def chromium(profile: Path, width: int, height: int, *args: str) -> str:
    assert CHROMIUM is not None
    done = subprocess.run(
        [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--no-first-run", f"--user-data-dir={profile}", "--hide-scrollbars",
         f"--window-size={width},{height}", "--virtual-time-budget=5000", *args],
        capture_output=True, text=True, timeout=180, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stdout


def measure(url: str, width: int, profile: Path) -> dict[str, Any]:
    dom = chromium(profile, width, 900, "--dump-dom", url)
    found = re.search(r'<pre id="pitch-check">(.*?)</pre>', dom, re.S)
    assert found, f"the page did not report its measures: {url}"
    import html

    data: dict[str, Any] = json.loads(html.unescape(found.group(1)))
    return data


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("page", PAGES)
def test_the_page_is_whole_drawn_and_in_player_words(page: str, width: str,
                                                     tmp_path: Path) -> None:
    html, _ = built_site()
    with serve(html) as base:
        url = f"{base}/{PAGES[page]}"
        found = measure(url, WIDTHS[width], tmp_path / "profile")
        shots = os.environ.get("PITCHSPEC_SCREENS")
        if shots:
            Path(shots).mkdir(parents=True, exist_ok=True)
            height = min(int(found["height"]) + 20, 16000)
            chromium(tmp_path / "shot", WIDTHS[width], height,
                     f"--screenshot={Path(shots) / f'{page}-{width}.png'}", url)
    assert not found["sideways"], "the page scrolls sideways"
    assert found["clipped"] == [], "content cut off"
    assert found["beyond"] == [], "elements past the right edge"
    if page != "index":
        assert found["cards"] > 10, "no cards drawn"
    if page == "complex":
        assert found["red"] and found["black"], "suits not in red and black"
    names = sorted(set(INTERNAL.findall(found["text"])))
    assert names == [], "internal names shown"


@pytest.mark.parametrize(("words", "expected"), [("setback", "Auction Pitch"),
                                                  ("old sledge", "Classic All Fours"),
                                                  ("qwerty", None)])
def test_the_home_page_finds_a_variant_by_any_name(words: str, expected: str | None,
                                                   tmp_path: Path) -> None:
    """The finder keeps the rows matching every word typed: another name of a variant
    finds it; the players, pack, points and target are words of the row too."""
    html, _ = built_site()
    with serve(html) as base:
        found = measure(f"{base}/index.html?find={words.replace(' ', '+')}", 1280,
                        tmp_path / "profile")
    if expected is None:
        assert found["rows"] == []
    else:
        assert expected in found["rows"] and 0 < len(found["rows"]) < 10


def test_the_search_finds_a_variant_by_another_name(tmp_path: Path) -> None:
    """Sphinx's search finds a variant's page by a name other than its title (each
    page has an index entry per name)."""
    html, _ = built_site()
    with serve(html) as base:
        found = measure(f"{base}/search.html?q=sledge", 1280, tmp_path / "profile")
    assert any("Classic All Fours" in title or "Old Sledge" in title
               for title in found["found"]), found["found"]
