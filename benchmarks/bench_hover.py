"""Time the language server's hover as an editor sees it: `pitchspec lsp` started as a
subprocess, a bundled spec opened, then hover requests over its values.

Run: python benchmarks/bench_hover.py [--repeat N] [SPEC]
Prints the server's start (to its answer to ``initialize``), the opening of the
document (to its diagnostics), the first hover after it, a hover repeated over the
same text (what every mouse-over costs), and the first hover after each edit (a new
version of the text), as best and median round trips in ms. Figures, not assertions.
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

from lsp_client import Client  # noqa: E402


def machine() -> str:
    cpu = platform.processor() or platform.machine()
    return (f"{platform.system()} {platform.release()} {cpu}, {os.cpu_count()} cores, "
            f"Python {platform.python_version()}")


def _position(text: str, needle: str) -> dict[str, int]:
    offset = text.index(needle)
    line = text.count("\n", 0, offset)
    return {"line": line, "character": offset - (text.rfind("\n", 0, offset) + 1)}


def _ms(run: Callable[[], object]) -> float:
    start = time.perf_counter()
    run()
    return (time.perf_counter() - start) * 1000


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("spec", nargs="?", default=str(ROOT / "spec" / "nine_five.pitch"))
    ap.add_argument("--repeat", type=int, default=20)
    ap.add_argument("--value", default="above: 18",
                    help="the text hovered (the cursor on its last word)")
    args = ap.parse_args()
    text = Path(args.spec).read_text(encoding="utf-8")
    where = _position(text, args.value)
    where["character"] += len(args.value) - 1
    print(machine())
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / Path(args.spec).name
        path.write_text(text, encoding="utf-8")
        start = time.perf_counter()
        client = Client.start(Path(folder))
        try:
            client.initialize()
            started = (time.perf_counter() - start) * 1000
            uri = ""

            def open_it() -> None:
                nonlocal uri
                uri = client.open(path, text)

            opened = _ms(open_it)
            doc = {"uri": uri}

            def ask() -> object:
                return client.result("textDocument/hover",
                                     {"textDocument": doc, "position": where})

            first = _ms(ask)
            again = [_ms(ask) for _ in range(args.repeat)]
            edited = []
            for version in range(2, args.repeat + 2):
                changed = text + "\n" * (version - 1)
                client.notify("textDocument/didChange", {
                    "textDocument": {"uri": uri, "version": version},
                    "contentChanges": [{"text": changed}]})
                client.diagnostics(uri)
                edited.append(_ms(ask))
            client.stop()
        finally:
            client.kill()
    print(f"hover over {args.value!r} in {Path(args.spec).name}, {args.repeat} runs")
    print(f"  server start     : {started:7.1f} ms")
    print(f"  open, diagnostics: {opened:7.1f} ms")
    print(f"  first after open : {first:7.1f} ms")
    for name, runs in (("same text", again), ("after an edit", edited)):
        print(f"  {name:<17}: best {min(runs):6.1f} ms, median "
              f"{statistics.median(runs):6.1f} ms")


if __name__ == "__main__":
    main()
