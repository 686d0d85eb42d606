"""Headless Chromium opens the built site: pages load with no console message and no
failed request.

The site is served on 127.0.0.1 by a local HTTP server (so a missing stylesheet or
script shows as a failed request), and Chromium writes every console message of the
page to its log (``--enable-logging=stderr``), where the test looks for them. The test
skips, saying why, only where Chromium is not installed; ``.ci/run`` installs Debian's
``chromium``.
"""

from __future__ import annotations

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

PAGES = {
    "index.html": "pitchspec rulebooks",
    "variants/roadhouse_pitch.html": "Differences from Auction Pitch",
    "variants/compare.html": "Comparison matrix",
    "search.html?q=moon": "Search",
}


@contextmanager
def serve(folder: Path) -> Iterator[tuple[str, list[str]]]:
    """Serve ``folder`` on a free local port; yield its URL and the failed requests."""
    failed: list[str] = []

    class Handler(SimpleHTTPRequestHandler):
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, directory=str(folder), **kwargs)

        def send_response(self, code: int, message: str | None = None) -> None:
            # The browser asks for /favicon.ico on its own; the site links none.
            if code >= 400 and self.path != "/favicon.ico":
                failed.append(f"{code} {self.path}")
            super().send_response(code, message)

        def log_message(self, format: str, *args: Any) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_port}", failed
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=10)


def open_page(url: str, profile: Path) -> tuple[str, list[str]]:
    """The page's DOM after loading, and the console messages Chromium logged."""
    assert CHROMIUM is not None
    done = subprocess.run(
        [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--no-first-run", f"--user-data-dir={profile}", "--enable-logging=stderr", "--v=0",
         "--dump-dom", url],
        capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, f"chromium failed on {url}:\n{done.stderr[-2000:]}"
    console = [line for line in done.stderr.splitlines() if ":CONSOLE" in line]
    return done.stdout, console


@pytest.mark.parametrize("page", PAGES)
def test_page_opens_without_console_errors(page: str, tmp_path: Path) -> None:
    html, _ = built_site()
    with serve(html) as (base, failed):
        dom, console = open_page(f"{base}/{page}", tmp_path / "profile")
    assert console == [], f"console messages on {page}"
    assert failed == [], f"failed requests on {page}"
    assert PAGES[page] in dom
