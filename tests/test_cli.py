"""The command line: exit codes, located messages, JSON output, show and list."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from pitchspec.cli import main

from conftest import ROOT, SPEC_DIR


def run(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, list(args))
    return result.exit_code, result.output


def test_check_of_the_bundled_specs_is_clean() -> None:
    code, out = run("check", str(SPEC_DIR))
    assert code == 0, out
    assert "with errors" in out and " 0 with errors" in out


def test_a_malformed_file_gives_exit_1_and_a_located_caret(tmp_path: Path) -> None:
    bad = tmp_path / "bad.pitch"
    bad.write_text("variant bad\nwinning {\n  target 11\n}\n")
    code, out = run("check", str(bad))
    assert code == 1
    assert f"{bad}:3:10: error[PS102]" in out
    assert "3 |   target 11" in out
    assert "  |          ^^" in out
    assert "Traceback" not in out


def test_check_json_lists_each_finding(tmp_path: Path) -> None:
    bad = tmp_path / "bad.pitch"
    bad.write_text("variant bad\nwinning {\n  targte: 11\n}\n")
    code, out = run("check", "--format", "json", str(bad))
    assert code == 1
    findings = json.loads(out)
    assert {f["code"] for f in findings} >= {"PS202"}
    unknown = next(f for f in findings if f["code"] == "PS202")
    assert unknown["span"]["line"] == 3 and unknown["help"] == "did you mean 'target'?"


@pytest.mark.parametrize("args", [("check",), ("check", "--format", "xml", "spec"),
                                  ("show",), ("frobnicate",)])
def test_usage_errors_exit_2(args: tuple[str, ...]) -> None:
    code, _ = run(*args)
    assert code == 2


def test_a_missing_path_is_a_finding_not_a_crash(tmp_path: Path) -> None:
    code, out = run("check", str(tmp_path / "nothing-here"))
    assert code == 1 and "PS002" in out


def test_show_auction_pitch_prints_ranking_bids_points_and_win_rules() -> None:
    code, out = run("show", str(SPEC_DIR / "auction_pitch.pitch"))
    assert code == 0
    data = json.loads(out)
    trump = [c["rank"] for c in data["ranking"]["trump"]]
    assert trump[:4] == ["A", "K", "Q", "J"] and trump[-1] == "2"
    assert data["bidding"]["minimum"] == 1 and data["bidding"]["maximum"] == 4
    assert data["derived"]["bid_levels"] == [1, 2, 3, 4]
    assert [p["name"] for p in data["points"]] == ["high", "low", "jack", "game"]
    assert data["scoring"]["pitcher_first"] is True
    assert data["winning"]["target"] == 11


def test_show_of_a_broken_spec_exits_1(tmp_path: Path) -> None:
    bad = tmp_path / "bad.pitch"
    bad.write_text("variant bad\n")
    code, _ = run("show", str(bad))
    assert code == 1


def test_list_prints_a_table_of_variants() -> None:
    code, out = run("list", str(SPEC_DIR), "--format", "json")
    assert code == 0
    rows = {r["name"]: r for r in json.loads(out)}
    assert rows["auction_pitch"]["parent"] == "pitch"
    assert rows["auction_pitch"]["deck"] == 52
    code, out = run("list", str(SPEC_DIR))
    assert code == 0 and "auction_pitch" in out


# ------------------------------------------------------------------ warnings and --strict

WARNED = ROOT / "tests" / "fixtures" / "invalid" / "PS340_trump_broken_with_first_lead_trump.pitch"


def test_a_warning_alone_passes_check_but_fails_strict() -> None:
    code, out = run("check", str(WARNED))
    assert code == 0, out
    assert "warning[PS340]" in out and "1 with warnings, 0 with errors" in out
    strict, out = run("check", "--strict", str(WARNED))
    assert strict == 1, out


def test_check_json_gives_each_finding_its_severity() -> None:
    code, out = run("check", "--format", "json", str(WARNED))
    assert code == 0
    assert [(d["code"], d["severity"]) for d in json.loads(out)] == [("PS340", "warning")]


def test_strict_does_not_fail_a_clean_spec() -> None:
    code, out = run("check", "--strict", str(SPEC_DIR / "auction_pitch.pitch"))
    assert code == 0, out


def test_play_prints_warnings_and_plays_on() -> None:
    result = CliRunner().invoke(main, ["play", str(WARNED), "--seed", "1", "--max-hands", "1"])
    assert result.exit_code == 0, result.output
    assert "warning[PS340]" in result.stderr
    assert "warning[PS340]" not in result.stdout


# ------------------------------------------------------------ colour on a terminal (issue 31)

BAD = ROOT / "tests" / "fixtures" / "invalid" / "PS102_missing_colon.pitch"


def _on_a_terminal(args: list[str], **env: str) -> str:
    """What the command writes to a terminal (a pseudo-terminal as its stdout and stderr)."""
    import os
    import pty
    import subprocess
    import sys

    leader, follower = pty.openpty()
    environment = {k: v for k, v in os.environ.items() if k != "NO_COLOR"} | env
    proc = subprocess.Popen([sys.executable, "-m", "pitchspec", *args], stdout=follower,
                            stderr=follower, env=environment)
    os.close(follower)
    chunks = []
    while True:
        try:
            chunk = os.read(leader, 65536)
        except OSError:  # the terminal closed: the command has ended
            break
        if not chunk:
            break
        chunks.append(chunk)
    proc.wait(timeout=120)
    os.close(leader)
    return b"".join(chunks).decode("utf-8", "replace")


def test_findings_are_coloured_on_a_terminal() -> None:
    shown = _on_a_terminal(["check", str(BAD)])
    assert "\x1b[31m\x1b[1merror[PS102]\x1b[0m" in shown  # the severity and code in red
    assert "\x1b[1m" + str(BAD) in shown  # the place in bold


def test_no_color_is_honoured() -> None:
    shown = _on_a_terminal(["check", str(BAD)], NO_COLOR="1")
    assert "error[PS102]" in shown and "\x1b[" not in shown


def test_a_pipe_gets_plain_text() -> None:
    code, out = run("check", str(BAD))
    assert code == 1 and "error[PS102]" in out and "\x1b[" not in out


def test_paint_colours_only_the_tools_own_parts() -> None:
    from pitchspec.cli.colour import paint

    text = ("a.pitch:2:9: error[PS203]: bad\n  |\n2 | target: x\n  |         ^\n"
            "  = help: a number")
    painted = paint(text)
    assert "\x1b[" in painted
    import click

    assert click.unstyle(painted) == text  # nothing but colour added
    assert "2 | target: x\n" in painted  # the quoted line untouched


# ------------------------------------------------------------ the --human prompt (issue 34)

@pytest.mark.parametrize("answer", ["²", "٣", "1²", "\ufffd\ufffd", "x" * 5000, "", "  ",
                                    "bid", "99", "-1", "0"])
def test_any_answer_that_names_no_move_is_not_understood_and_asked_again(answer: str) -> None:
    result = CliRunner().invoke(main, ["play", "auction_pitch", "--seed", "1", "--human", "0"],
                                input=f"{answer}\nq\n")
    assert result.exit_code == 1, result.output
    assert "not understood" in result.stdout and "seat 0 quit the match" in result.stderr
    assert result.stdout.count("your move (") == 2  # asked again after the answer


def test_bytes_that_are_not_text_at_the_prompt_are_not_understood(tmp_path: Path) -> None:
    import subprocess
    import sys

    done = subprocess.run([sys.executable, "-m", "pitchspec", "play", "auction_pitch", "--seed",
                           "1", "--human", "0"], input=b"\xff\xfe\x80\nq\n",
                          capture_output=True, timeout=120)
    assert done.returncode == 1 and b"not understood" in done.stdout
    assert b"Traceback" not in done.stderr


def test_an_endless_line_at_the_prompt_stops_the_match() -> None:
    import subprocess
    import sys

    with open("/dev/zero", "rb") as zero:
        done = subprocess.run([sys.executable, "-m", "pitchspec", "play", "auction_pitch",
                               "--seed", "1", "--human", "0"], stdin=zero,
                              capture_output=True, timeout=300)
    assert done.returncode == 1 and b"without ending" in done.stderr


# ------------------------------------------------------------ a deal file's version (issue 34)

@pytest.mark.parametrize("version", [1.0, True, "1", 2])
def test_a_deal_file_version_other_than_the_whole_number_1_is_ps403(tmp_path: Path,
                                                                     version: object) -> None:
    data = json.loads((ROOT / "tests" / "fixtures" / "deals" /
                       "auction_pitch_bid_three.json").read_text(encoding="utf-8"))
    data["version"] = version
    deal = tmp_path / "deal.json"
    deal.write_text(json.dumps(data), encoding="utf-8")
    result = CliRunner().invoke(main, ["play", "auction_pitch", "--deal", str(deal)])
    assert result.exit_code == 1 and "error[PS403]" in result.stderr
    assert "version" in result.stderr


# ------------------------------------------------------------ simulate --dask (issues 31, 34)

BAD_ADDRESSES = ["", "tcp://", "not an address", "tcp://[::1", "inproc://", "inproc://x/1",
                 "tcp://" + "a" * 400, "tcp://host:0", "tcp://host:65536", "tcp://host:8786/x",
                 "ucx://host:1", "tcp://host:", "tcp://-host:1", "tcp://a..b:1",
                 "tcp://user@host:1", "tcp://::1:8786", "tcp://256.0.0.1:1", "\x00",
                 "tcp://héllo:1", "tcp://host:\uff11\uff12"]


@pytest.mark.parametrize("address", BAD_ADDRESSES)
def test_a_malformed_dask_address_is_ps008_exit_2_in_one_line(address: str) -> None:
    result = CliRunner().invoke(main, ["simulate", "pitch", "-n", "2", "--dask", address])
    assert result.exit_code == 2, result.output
    [line] = result.stderr.splitlines()
    assert line.startswith("--dask: error[PS008]: ") and "Traceback" not in result.output


def test_dask_scheduler_address_is_honoured_and_gives_way_to_jobs(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DASK_SCHEDULER_ADDRESS", "tcp://")
    result = CliRunner().invoke(main, ["simulate", "pitch", "-n", "2"])
    assert result.exit_code == 2
    assert result.stderr.startswith("DASK_SCHEDULER_ADDRESS: error[PS008]: ")
    result = CliRunner().invoke(main, ["simulate", "pitch", "-n", "2", "--jobs", "1",
                                       "--seed", "1"])
    assert result.exit_code == 0, result.output


def test_without_dask_the_dask_option_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    """Without the 'dist' extra, --dask is PS008 naming the extra, exit 1, one finding."""
    import builtins

    real = builtins.__import__

    def no_dask(name: str, *args: object, **kwargs: object) -> object:
        if name.split(".")[0] == "distributed":
            raise ModuleNotFoundError("No module named 'distributed'")
        return real(name, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(builtins, "__import__", no_dask)
    result = CliRunner().invoke(main, ["simulate", "pitch", "-n", "2", "--dask",
                                       "tcp://127.0.0.1:8786"])
    assert result.exit_code == 1, result.output
    assert "error[PS008]" in result.stderr and "Dask is not installed" in result.stderr
    assert "pitchspec[dist]" in result.stderr and "Traceback" not in result.output


@pytest.mark.skipif(importlib.util.find_spec("distributed") is None,
                    reason="Dask is not installed (the 'dist' extra): without it --dask "
                           "says so (test_without_dask_the_dask_option_says_so)")
def test_nothing_listening_is_ps008_exit_1_at_once() -> None:
    import socket

    with socket.socket() as closed:  # a port just freed: nothing listens there
        closed.bind(("127.0.0.1", 0))
        port = closed.getsockname()[1]
    result = CliRunner().invoke(main, ["simulate", "pitch", "-n", "2", "--dask",
                                       f"tcp://127.0.0.1:{port}"])
    assert result.exit_code == 1
    [line] = result.stderr.splitlines()
    assert "error[PS008]" in line and "refused" in line and "dist" not in line


@pytest.mark.skipif(importlib.util.find_spec("distributed") is None,
                    reason="Dask is not installed (the 'dist' extra): without it --dask "
                           "says so (test_without_dask_the_dask_option_says_so)")
def test_a_listener_that_never_answers_is_ps008_within_the_bounded_wait(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """It accepts the connection and says nothing: once the handshake's wait is over
    (shortened here), PS008."""
    import socket

    from pitchspec import scheduler

    monkeypatch.setattr(scheduler, "HANDSHAKE_SECONDS", 0.5)
    with socket.socket() as silent:
        silent.bind(("127.0.0.1", 0))
        silent.listen(4)
        port = silent.getsockname()[1]
        result = CliRunner().invoke(main, ["simulate", "pitch", "-n", "2", "--dask",
                                           f"tcp://127.0.0.1:{port}"])
    assert result.exit_code == 1, result.output
    assert "did not answer as a Dask scheduler" in result.stderr
    assert "Traceback" not in result.output
