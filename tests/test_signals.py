"""Clean shutdown: a signal to a command with worker processes (simulate, verify,
rulebook --stats) ends every worker, prints one line, exits 128 + the signal's number
and leaves no partial file."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from conftest import ROOT

SPEC = str(ROOT / "spec" / "wahoo_ten_point.pitch")
COMMANDS = {
    "simulate": ["simulate", SPEC, "-n", "2000", "--engine", "reference", "-j", "2",
                 "--seed", "1", "--format", "json"],
    "verify": ["verify", str(ROOT / "spec"), "-j", "2", "--save-cex", "{tmp}/cex"],
    "rulebook": ["rulebook", SPEC, "--out", "{tmp}/site", "--stats", "5000", "-j", "2"],
}


def _children(pid: int) -> list[int]:
    found = []
    for task in Path(f"/proc/{pid}/task").glob("*"):
        text = (task / "children").read_text()
        found += [int(c) for c in text.split()]
    return found


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (FileNotFoundError, ProcessLookupError):
        return False
    return state != "Z"


def _start(command: str, tmp: Path) -> tuple[subprocess.Popen[str], list[int]]:
    args = [a.replace("{tmp}", str(tmp)) for a in COMMANDS[command]]
    temp = tmp.parent / f"{tmp.name}-temp"  # the command's temporary files go here
    temp.mkdir()
    proc = subprocess.Popen([sys.executable, "-m", "pitchspec", *args], cwd=tmp,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            start_new_session=True, env={**os.environ, "TMPDIR": str(temp)})
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        workers = [c for c in _children(proc.pid) if _alive(c)]
        if len(workers) >= 2:
            time.sleep(0.5)  # let the workers start on their jobs
            return proc, workers
        if proc.poll() is not None:
            break
        time.sleep(0.1)
    proc.kill()
    pytest.fail(f"{command} started no workers: {proc.communicate()}")


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
@pytest.mark.parametrize(("command", "signum", "group"), [
    ("simulate", signal.SIGTERM, False),
    ("simulate", signal.SIGINT, True),
    ("verify", signal.SIGTERM, True),
    ("verify", signal.SIGTERM, False),
    ("verify", signal.SIGINT, False),
    ("rulebook", signal.SIGTERM, False),
    ("rulebook", signal.SIGINT, True),
])
def test_a_signal_ends_every_worker(tmp_path: Path, command: str, signum: int,
                                    group: bool) -> None:
    if command == "rulebook":
        pytest.importorskip("sphinx", reason="rulebook --stats needs the 'docs' extra (Sphinx)")
    proc, workers = _start(command, tmp_path)
    if group:
        os.killpg(proc.pid, signum)
    else:
        os.kill(proc.pid, signum)
    out, err = proc.communicate(timeout=30)
    time.sleep(0.5)
    assert proc.returncode == 128 + signum, err
    assert [w for w in workers if _alive(w)] == []
    lines = [line for line in err.strip().splitlines() if line.startswith("pitchspec:")]
    assert lines == [f"pitchspec: stopped by {signal.Signals(signum).name}; "
                     "nothing was left half written"], err
    assert "Traceback" not in err and out == ""
    assert list(tmp_path.iterdir()) == []
    assert list((tmp_path.parent / f"{tmp_path.name}-temp").iterdir()) == []


BAD_SPEC = str(ROOT / "tests" / "fixtures" / "invalid" / "PS102_missing_colon.pitch")
EVERY_COMMAND = [
    ["play", "auction_pitch", "--seed", "1"],
    ["play", "auction_pitch", "--seed", "1", "--format", "json"],
    ["show", "auction_pitch"],
    ["list", "--format", "json"],
    ["list"],
    ["check", "auction_pitch", "pitch"],
    ["check", BAD_SPEC],
    ["check", "--format", "sarif", BAD_SPEC],
    ["explain"],
    ["explain", "winning", "--format", "json"],
    ["simulate", "auction_pitch", "-n", "3", "--seed", "1"],
    ["simulate", "auction_pitch", "-n", "3", "--seed", "1", "--format", "json"],
    ["verify", "auction_pitch", "-p", "deck_sufficient"],
    ["verify", "auction_pitch", "-p", "deck_sufficient", "--format", "sarif"],
    ["diff", "auction_pitch", "auction_pitch"],
    ["fmt", "--diff", str(ROOT / "spec" / "pitch.pitch")],
    ["new", "house", "--extends", "pitch", "-o", "{tmp}/house.pitch"],
    ["--help"],
    ["play", "--help"],
]


@pytest.mark.parametrize("args", EVERY_COMMAND, ids=" ".join)
def test_a_reader_that_stops_reading_ends_the_command_quietly(tmp_path: Path,
                                                              args: list[str]) -> None:
    """``pitchspec play ... | head``: the reader closes the pipe (here before the command
    writes at all); the command ends with status 141 (128 + SIGPIPE) and no message,
    not as an internal error (3)."""
    args = [a.replace("{tmp}", str(tmp_path)) for a in args]
    proc = subprocess.Popen([sys.executable, "-m", "pitchspec", *args], cwd=tmp_path,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert proc.stdout is not None
    proc.stdout.close()
    _, err = proc.communicate(timeout=120)
    assert proc.returncode == 128 + signal.SIGPIPE, err
    assert "Traceback" not in err and "internal error" not in err
    if args[0] not in ("check", "simulate", "verify"):  # those print findings there
        assert err == ""


def test_simulate_into_head_ends_with_141() -> None:
    """``pitchspec simulate auction_pitch -n 50 | head -2``: the shell's pipeline,
    the report's first two lines read, then the reader gone."""
    script = f"{sys.executable} -m pitchspec simulate auction_pitch -n 50 --seed 3 | head -2; " \
        "exit ${PIPESTATUS[0]}"
    done = subprocess.run(["bash", "-c", script], capture_output=True, text=True, timeout=300)
    assert done.returncode == 128 + signal.SIGPIPE, done.stderr
    assert len(done.stdout.splitlines()) == 2 and done.stderr == ""
