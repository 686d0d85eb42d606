"""Inputs name nothing they should not; text from files cannot steer the terminal;
outputs that cannot be written are coded findings (issue 15).

A game log is a record of actions: the spec it names is looked up only as a bundled
variant or a ``.pitch`` file beside the log or below its folder (PS007 otherwise, and
the file is never opened). A spec's strings, a log's labels and a deal's moves are shown
with control characters escaped. A read-only folder, a full disk or a path under a file
is PS006 at that path, exit 1, no traceback; written files keep the user's umask.
"""

from __future__ import annotations

import builtins
import errno
import io
import json
import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner
from helpers import ROOT, SPEC_DIR

from pitchspec.cli import main
from pitchspec.diagnostics import Diagnostic
from pitchspec.matches.logs import chain
from pitchspec.output import OutputError, write_atomic
from pitchspec.report import SourceCache, render_text
from pitchspec.rulebook.data import simulate_all
from pitchspec.source import SourceFile

PACKAGE = os.path.realpath(Path(chain.__file__).parents[2]) + os.sep
BID_THREE = ROOT / "tests" / "fixtures" / "deals" / "auction_pitch_bid_three.json"
ESC, BELL, RLO = "\x1b", "\x07", "\u202e"


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args))
    return result.exit_code, result.stdout, result.stderr


def played_log(folder: Path, spec: Path | str = "pitch", seed: int = 4) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    log = folder / "m.log"
    code, _, err = run("play", str(spec), "--seed", str(seed), "--log", str(log))
    assert code == 0, err
    return log


def rename_spec(log: Path, named: str, header_only: bool = False) -> None:
    """Make the log's header name ``named`` as its spec (keeping only the header line
    when ``header_only``: a log that is nothing but a pointer at a file), its chain
    recomputed as anyone can: the refusal is the spec's, not the chain's."""
    lines = [json.loads(line) for line in log.read_text().splitlines()]
    lines[0]["spec"] = named
    kept = lines[:1] if header_only else lines
    sealed = chain.seal(kept, str(lines[0]["spec_sha256"]))
    log.write_text("".join(json.dumps(line) + "\n" for line in sealed))


@pytest.fixture
def opened(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """Every file the command opens, resolved (builtins.open, io.open, Path's readers)."""
    seen: list[str] = []
    real_open, real_text, real_bytes = builtins.open, Path.read_text, Path.read_bytes
    real_os_open = os.open

    def spy_open(file: object, *args: object, **kwargs: object) -> object:
        if isinstance(file, (str, Path)):
            seen.append(os.path.realpath(file))
        return real_open(file, *args, **kwargs)  # type: ignore[call-overload]

    def spy_text(self: Path, *args: object, **kwargs: object) -> str:
        seen.append(os.path.realpath(self))
        return real_text(self, *args, **kwargs)  # type: ignore[arg-type]

    def spy_bytes(self: Path) -> bytes:
        seen.append(os.path.realpath(self))
        return real_bytes(self)

    def spy_os_open(file: str | Path, *args: int, **kwargs: int) -> int:
        seen.append(os.path.realpath(file))
        return real_os_open(file, *args, **kwargs)

    monkeypatch.setattr(builtins, "open", spy_open)
    monkeypatch.setattr(os, "open", spy_os_open)
    monkeypatch.setattr(io, "open", spy_open)
    monkeypatch.setattr(Path, "read_text", spy_text)
    monkeypatch.setattr(Path, "read_bytes", spy_bytes)
    yield seen


# ------------------------------------------------------------------ a log names its spec


@pytest.mark.parametrize("named", ["/proc/self/environ", "/etc/passwd",
                                   "../../../../etc/passwd", "../../../../etc/passwd.pitch",
                                   "/etc/hostname.pitch", "sub/../../outside.pitch",
                                   "notes.txt", "..\\..\\etc\\passwd", "pitch\x00.pitch",
                                   f"x{ESC}[2J.pitch", ""])
def test_a_log_naming_a_file_outside_its_folder_is_refused_unopened(
        tmp_path: Path, named: str, opened: list[str]) -> None:
    log = played_log(tmp_path / "logs")
    (tmp_path / "outside.pitch").write_text((SPEC_DIR / "pitch.pitch").read_text())
    (tmp_path / "logs" / "notes.txt").write_text("a secret note\n")
    rename_spec(log, named, header_only=True)
    opened.clear()
    code, out, err = run("replay", str(log))
    assert code == 1 and "error[PS007]" in err and "--spec" in err, err
    assert "Traceback" not in err
    forbidden = {"/etc/passwd", "/proc/self/environ", str(tmp_path / "outside.pitch"),
                 str(tmp_path / "logs" / "notes.txt")}
    assert not forbidden & {os.path.realpath(p) for p in opened}, opened
    inputs = {p for p in opened if not p.startswith(PACKAGE)}  # not the shipped schemas
    assert inputs == {os.path.realpath(log)}  # the log itself, and nothing else
    shown = out + err
    for line in Path("/etc/passwd").read_text().splitlines()[:5]:
        assert line not in shown
    assert "a secret note" not in shown and "PATH=" not in shown


def test_a_link_beside_the_log_leading_out_is_refused(tmp_path: Path) -> None:
    log = played_log(tmp_path / "logs")
    (tmp_path / "away.pitch").write_text((SPEC_DIR / "pitch.pitch").read_text())
    (tmp_path / "logs" / "pitch.pitch").symlink_to(tmp_path / "away.pitch")
    rename_spec(log, "pitch.pitch")
    code, _, err = run("replay", str(log))
    assert code == 1 and "error[PS007]" in err


def test_a_spec_beside_or_below_the_log_and_a_bundled_name_still_replay(
        tmp_path: Path) -> None:
    beside = tmp_path / "beside"
    beside.mkdir()
    shutil.copy(SPEC_DIR / "pitch.pitch", beside / "pitch.pitch")
    log = played_log(beside, beside / "pitch.pitch")
    assert json.loads(log.read_text().splitlines()[0])["spec"] == "pitch.pitch"
    assert run("replay", str(log))[0] == 0
    below = tmp_path / "below"
    (below / "specs").mkdir(parents=True)
    shutil.copy(SPEC_DIR / "pitch.pitch", below / "specs" / "pitch.pitch")
    log = played_log(below, below / "specs" / "pitch.pitch")
    assert json.loads(log.read_text().splitlines()[0])["spec"] == "specs/pitch.pitch"
    code, out, _ = run("replay", str(log))
    assert code == 0 and "every action legal" in out
    log = played_log(tmp_path / "bundled", SPEC_DIR / "pitch.pitch")
    assert json.loads(log.read_text().splitlines()[0])["spec"] == "pitch"
    assert run("replay", str(log))[0] == 0


def test_replay_spec_points_elsewhere(tmp_path: Path) -> None:
    log = played_log(tmp_path)
    rename_spec(log, "/etc/passwd")
    assert run("replay", str(log))[0] == 1
    code, out, _ = run("replay", str(log), "--spec", str(SPEC_DIR / "pitch.pitch"))
    assert code == 0 and "every score as recorded" in out


# ------------------------------------------------------------------ control characters


def evil_spec(folder: Path) -> Path:
    """A spec (V01 Pitch, extended) whose title and alias carry terminal escapes."""
    spec = folder / "evil.pitch"
    spec.write_text(f'variant evil "E{ESC}[31mvil{RLO}" extends pitch\n'
                    f'aliases: "A{BELL}b"\n', encoding="utf-8")
    return spec


def test_a_spec_string_is_escaped_in_a_diagnostic(tmp_path: Path) -> None:
    spec = evil_spec(tmp_path)
    spec.write_text(spec.read_text() + f'bogus: "x{ESC}]0;pwned{BELL}"\n')
    code, out, err = run("check", str(spec), "-I", str(SPEC_DIR))
    shown = out + err
    assert code == 1 and "PS201" in shown
    assert ESC not in shown and BELL not in shown and RLO not in shown
    assert 'bogus: "x\\x1b]0;pwned\\x07"' in shown
    code, out, _ = run("check", str(spec), "-I", str(SPEC_DIR), "--format", "json")
    assert ESC not in out and json.loads(out)  # JSON escapes them itself


class _One(SourceCache):
    def __init__(self, source: SourceFile) -> None:
        super().__init__()
        self._files[source.path] = source


def test_the_caret_stays_under_its_token_after_an_escaped_character() -> None:
    text = f'variant evil\naliases: "{ESC}{RLO}" bogus\n'
    source = SourceFile("evil.pitch", text)
    at = text.index("bogus")
    problem = Diagnostic("PS102", f"unexpected 'bogus' after \"{ESC}\"",
                         source.span(at, at + 5))
    shown = render_text(problem, _One(source)).splitlines()
    assert shown[0] == "evil.pitch:2:15: error[PS102]: unexpected 'bogus' after \"\\x1b\""
    assert shown[2] == '2 | aliases: "\\x1b\\u202e" bogus'
    assert shown[3].index("^") == shown[2].index("bogus") and shown[3].endswith("^^^^^")


def test_a_spec_title_is_escaped_in_the_play_transcript(tmp_path: Path) -> None:
    code, out, err = run("play", str(evil_spec(tmp_path)), "--seed", "1", "-I",
                         str(SPEC_DIR))
    assert code == 0, err
    first = out.splitlines()[0]
    assert first.startswith("E\\x1b[31mvil\\u202e (evil): ")
    assert ESC not in out and RLO not in out


def test_a_deal_move_is_escaped_in_its_finding(tmp_path: Path) -> None:
    """Auction Pitch (V02) worked example, its first bid replaced by an escape."""
    data = json.loads(BID_THREE.read_text())
    data["deals"][0]["moves"] = {"0": [f"{ESC}[2Jbid{RLO} 9"]}
    deal = tmp_path / "deal.json"
    deal.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    code, out, err = run("play", "auction_pitch", "--deal", str(deal), "--seed", "1")
    shown = out + err
    assert code == 1 and "error[PS402]" in shown and "Traceback" not in shown
    assert "'\\x1b[2Jbid\\u202e 9'" in shown
    assert ESC not in shown and RLO not in shown


# ------------------------------------------------------------------ outputs


def test_verify_into_a_path_under_a_file_is_ps006(tmp_path: Path) -> None:
    (tmp_path / "afile").write_text("")
    for option in ("--save-cex", "--results"):
        target = tmp_path / "afile" / "sub"
        code, out, err = run("verify", "auction_pitch", "-p", "bids_makeable", option,
                             str(target))
        assert code == 1 and "error[PS006]" in err and str(target) in err, err
        assert "Traceback" not in out + err


def test_verify_results_that_cannot_be_renamed_into_place_are_ps006(tmp_path: Path) -> None:
    results = tmp_path / "results"
    (results / "auction_pitch.verify.json").mkdir(parents=True)  # a folder in the way
    code, out, err = run("verify", "auction_pitch", "-p", "bids_makeable", "--results",
                         str(results))
    assert code == 1 and "error[PS006]" in err and "Traceback" not in out + err
    assert [p.name for p in results.iterdir()] == ["auction_pitch.verify.json"]


def test_a_log_that_cannot_be_written_is_ps006_and_nothing_is_left(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def full(*_: object) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "replace", full)  # the disk fills as the log is put in place
    code, out, err = run("play", "pitch", "--seed", "1", "--log", str(tmp_path / "m.log"))
    assert code == 1 and "error[PS006]" in err and "Traceback" not in out + err
    assert "No space left on device" in err and str(tmp_path / "m.log") in err
    assert list(tmp_path.iterdir()) == []  # neither the log nor its temporary
    code, out, _ = run("play", "pitch", "--seed", "1", "--log", str(tmp_path / "m.log"),
                       "--format", "json")
    assert code == 1 and [d["code"] for d in json.loads(out)] == ["PS006"]  # one document


def test_rulebook_statistics_into_a_path_under_a_file_are_ps006(tmp_path: Path) -> None:
    (tmp_path / "afile").write_text("")
    with pytest.raises(OutputError) as err:
        simulate_all([], tmp_path / "afile" / "data", 1, 1, 5)
    assert err.value.diagnostics[0].code == "PS006"


@pytest.mark.parametrize(("umask", "mode"), [(0o022, 0o644), (0o077, 0o600), (0o002, 0o664)])
def test_write_atomic_gives_the_mode_the_umask_allows(tmp_path: Path, umask: int,
                                                      mode: int) -> None:
    before = os.umask(umask)
    try:
        write_atomic(tmp_path / "out.txt", "text\n")
    finally:
        os.umask(before)
    assert (tmp_path / "out.txt").stat().st_mode & 0o777 == mode
    assert (tmp_path / "out.txt").read_text() == "text\n"


def test_write_atomic_keeps_the_mode_of_the_file_it_replaces(tmp_path: Path) -> None:
    target = tmp_path / "out.txt"
    target.write_text("old")
    target.chmod(0o640)
    write_atomic(target, "new")
    assert target.stat().st_mode & 0o777 == 0o640 and target.read_text() == "new"


def test_a_move_label_is_escaped_in_the_transcript_and_the_prompt() -> None:
    """A bid named with a bell and a bidi override (a spec's own bid name) is shown
    escaped both in the watched transcript and to a person at the seat."""
    from pitchspec.agents.human import HumanAgent
    from pitchspec.matches.logs.log import ActionLine
    from pitchspec.matches.logs.render import TextRenderer

    shown: list[str] = []
    TextRenderer(shown.append, (0, 1, 2, 3))(
        ActionLine(1, 2, 60, f"bid moon{BELL}{RLO}", phase="bid"))
    assert shown == ["  bid: seat 2 bid moon\\x07\\u202e"]
    out = io.StringIO()
    HumanAgent(io.StringIO(""), out)._say(f"  1) bid {ESC}[2Jmoon")
    assert out.getvalue() == "  1) bid \\x1b[2Jmoon\n"


# ------------------------------------------------------------ secrets never printed (issue 34)

SECRET = b"S3CRET-KEY-BYTES-"
"""A marker in every key file below: it must appear in no output."""


def _key_files(folder: Path) -> dict[str, Path]:
    """Key files of every awkward kind, each holding the marker where it has content."""
    folder.mkdir(parents=True, exist_ok=True)
    files = {
        "oversized": SECRET * (chain.MAX_KEY_BYTES // len(SECRET) + 2),
        "one over": (SECRET * 4000)[: chain.MAX_KEY_BYTES + 1],
        "binary": SECRET + bytes(range(256)) * 4 + b"\x1b[2J\x00\xff\n",
        "empty": b"",
        "newlines": SECRET + b"\n" * 100 + SECRET,
    }
    paths = {}
    for name, data in files.items():
        path = folder / name.replace(" ", "_")
        path.write_bytes(data)
        paths[name] = path
    fifo = folder / "fifo"
    os.mkfifo(fifo)  # no writer: opening it for reading would wait for ever
    paths["fifo"] = fifo
    link = folder / "zero"
    link.symlink_to("/dev/zero")
    paths["link to /dev/zero"] = link
    paths["/dev/zero"] = Path("/dev/zero")
    paths["/dev/urandom"] = Path("/dev/urandom")
    paths["folder"] = folder
    paths["missing"] = folder / "missing"
    return paths


@pytest.mark.parametrize("kind", ["oversized", "one over", "empty", "fifo", "link to /dev/zero",
                                  "/dev/zero", "/dev/urandom", "missing"])
@pytest.mark.parametrize("command", ["play", "replay"])
def test_a_bad_key_is_refused_without_showing_it(tmp_path: Path, kind: str,
                                                 command: str) -> None:
    key = _key_files(tmp_path / "keys")[kind]
    log = played_log(tmp_path / "logs")
    args = ["play", "pitch", "--seed", "1", "--log", str(tmp_path / "new.log"),
            "--sign-key", str(key)] if command == "play" else \
        ["replay", str(log), "--verify-key", str(key)]
    for fmt in ("text", "json"):
        code, out, err = run(*args, "--format", fmt)
        assert code == 1 and "PS412" in out + err, (kind, out, err)
        assert "Traceback" not in out + err and "internal error" not in out + err
        _nothing_of_the_key(key, out + err)
    assert not (tmp_path / "new.log").exists()


def test_a_key_that_signs_is_never_shown(tmp_path: Path) -> None:
    """A good key (binary, with newlines and control bytes) signs and verifies; no
    output shows it, and a wrong key's refusal shows neither key."""
    keys = _key_files(tmp_path / "keys")
    log = tmp_path / "m.log"
    code, out, err = run("play", "pitch", "--seed", "2", "--log", str(log),
                         "--sign-key", str(keys["binary"]))
    assert code == 0, err
    _nothing_of_the_key(keys["binary"], out + err + log.read_text(encoding="utf-8"))
    code, out, err = run("replay", str(log), "--verify-key", str(keys["binary"]))
    assert code == 0, err
    _nothing_of_the_key(keys["binary"], out + err)
    code, out, err = run("replay", str(log), "--verify-key", str(keys["newlines"]))
    assert code == 1 and "PS411" in err
    _nothing_of_the_key(keys["binary"], out + err)
    _nothing_of_the_key(keys["newlines"], out + err)


def _nothing_of_the_key(key: Path, shown: str) -> None:
    """Neither the marker nor any run of 8 bytes of the key's start appears."""
    assert SECRET.decode() not in shown
    if key.is_file():
        start = key.read_bytes()[:64]
        for i in range(max(0, len(start) - 8)):
            piece = start[i:i + 8].decode("latin-1")
            assert piece not in shown, (key, piece)
