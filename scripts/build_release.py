#!/usr/bin/env python3
"""Build pitchspec's release files and check them as a package index would.

    python3 scripts/build_release.py [--out DIR] [--python PYTHON ...] [--no-smoke]

For each Python given (default: the one running this script) it builds, in a scratch
folder outside the checkout:

1. the source distribution, and from it the wheel with the engine compiled by mypyc
   (``hatch_build.py``), tagged for that Python and this machine (``linux_x86_64``,
   which no package index accepts);
2. that wheel repaired by ``auditwheel repair`` to the most widely compatible
   ``manylinux`` tag its extensions allow (they link nothing but the C library, so
   repairing retags them), then ``auditwheel show`` on the result;
3. once, the pure-Python wheel (``PITCHSPEC_PURE=1``, tagged ``py3-none-any``): the
   fallback pip takes on every other platform and Python;

then ``twine check --strict`` on every file, and (unless ``--no-smoke``) installs each
wheel into a fresh virtual environment and runs ``pitchspec --version`` (which names
the engine's build) and ``pitchspec check auction_pitch`` from an empty folder. The
files that pass go to ``--out`` (default ``dist/``, which git ignores); the checkout is
left as it was. The tools come from the ``release`` extra's requirements in
``pyproject.toml``, installed into a virtual environment of their own. Exit status 0
when everything passed, 1 when a step failed (its output is shown).
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import tomllib
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


class StepFailed(RuntimeError):
    """A command of the release failed; its output has been shown."""


def main(argv: list[str] | None = None) -> int:
    args = _arguments(argv)
    before = _git_status()
    work = Path(tempfile.mkdtemp(prefix="pitchspec-release-"))
    try:
        files = _release(args, work)
    except StepFailed as failed:
        print(f"release: {failed}", file=sys.stderr)
        return 1
    finally:
        if not args.keep:
            shutil.rmtree(work, ignore_errors=True)
    if _git_status() != before:
        print("release: the checkout changed during the build", file=sys.stderr)
        return 1
    _table(files)
    return 0


def _arguments(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=ROOT / "dist",
                        help="where the release files go (default: dist/)")
    parser.add_argument("--python", action="append", default=None,
                        help="a Python to build the compiled wheel for (repeatable; "
                        "default: this one)")
    parser.add_argument("--no-smoke", dest="smoke", action="store_false",
                        help="do not install and run the wheels")
    parser.add_argument("--keep", action="store_true",
                        help="keep the scratch folder (its path is printed)")
    return parser.parse_args(argv)


def _release(args: argparse.Namespace, work: Path) -> list[Path]:
    print(f"release: working in {work}", flush=True)
    tools = _tools(work / "tools")
    done: list[Path] = []
    sdist: Path | None = None
    for python in args.python or [sys.executable]:
        built = _build(python, tools, work / f"build-{len(done)}")
        sdist = sdist or built[0]
        done.append(_repair(built[1], tools, work / "repaired"))
    pure = _pure_wheel(tools, work / "pure")
    assert sdist is not None
    files = [sdist, *done, pure]
    print(_run([_bin(tools, "twine"), "--no-color", "check", "--strict",
                *map(str, files)]), flush=True)
    if args.smoke:
        for python, wheel in zip(args.python or [sys.executable], done, strict=True):
            _smoke(python, wheel, work / "smoke", "compiled")
        _smoke(sys.executable, pure, work / "smoke", "pure Python")
    args.out.mkdir(parents=True, exist_ok=True)
    return [Path(shutil.copy2(f, args.out / f.name)) for f in files]


def _tools(venv: Path) -> Path:
    """A virtual environment holding the ``release`` extra's tools."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    wanted = project["project"]["optional-dependencies"]["release"]
    _run([sys.executable, "-m", "venv", str(venv)])
    _run([_bin(venv, "python"), "-m", "pip", "install", "-q", *wanted])
    return venv


def _build(python: str, tools: Path, out: Path) -> tuple[Path, Path]:
    """The sdist and, built from it, the compiled wheel for ``python``."""
    print(f"release: building the sdist and the compiled wheel for {python}", flush=True)
    env = {k: v for k, v in os.environ.items() if k != "PITCHSPEC_PURE"}
    builder = _builder(python, tools, out / "venv")
    _run([builder, "-m", "build", "--outdir", str(out / "dist"), str(ROOT)], env=env)
    (sdist,) = (out / "dist").glob("pitchspec-*.tar.gz")
    (wheel,) = (out / "dist").glob("pitchspec-*.whl")
    if wheel.name.endswith("-py3-none-any.whl") or not _has_extensions(wheel):
        raise StepFailed(f"{wheel.name}: the engine was not compiled (is a C compiler "
                         "installed? the build's messages say why)")
    return sdist, wheel


def _builder(python: str, tools: Path, venv: Path) -> str:
    """A Python that runs ``build``: the tools' own, or for another interpreter a
    virtual environment of it with ``build`` installed."""
    if Path(python).resolve() == Path(sys.executable).resolve():
        return _bin(tools, "python")
    _run([python, "-m", "venv", str(venv)])
    _run([_bin(venv, "python"), "-m", "pip", "install", "-q", "build>=1.0"])
    return _bin(venv, "python")


def _repair(wheel: Path, tools: Path, out: Path) -> Path:
    """The wheel retagged ``manylinux`` by auditwheel, shown."""
    env = {**os.environ, "PATH": f"{tools / 'bin'}{os.pathsep}{os.environ.get('PATH', '')}"}
    before = set(out.glob("*.whl")) if out.is_dir() else set()
    _run([_bin(tools, "auditwheel"), "repair", "--wheel-dir", str(out), str(wheel)], env=env)
    (repaired,) = set(out.glob("*.whl")) - before
    if "manylinux" not in repaired.name:
        raise StepFailed(f"{repaired.name}: auditwheel gave no manylinux tag")
    print(_run([_bin(tools, "auditwheel"), "show", str(repaired)], env=env), flush=True)
    return repaired


def _pure_wheel(tools: Path, out: Path) -> Path:
    print("release: building the pure-Python wheel (PITCHSPEC_PURE=1)", flush=True)
    env = {**os.environ, "PITCHSPEC_PURE": "1"}
    _run([_bin(tools, "python"), "-m", "build", "--wheel", "--outdir", str(out), str(ROOT)],
         env=env)
    (wheel,) = out.glob("pitchspec-*.whl")
    if not wheel.name.endswith("-py3-none-any.whl") or _has_extensions(wheel):
        raise StepFailed(f"{wheel.name}: not a pure-Python wheel")
    return wheel


def _smoke(python: str, wheel: Path, work: Path, build: str) -> None:
    """Install the wheel alone into a fresh environment and use it from an empty
    folder: the engine's build as expected, the catalogue from the wheel."""
    print(f"release: installing {wheel.name} with {python}", flush=True)
    venv = work / wheel.stem
    empty = work / f"{wheel.stem}-empty"
    empty.mkdir(parents=True)
    _run([python, "-m", "venv", str(venv)])
    _run([_bin(venv, "python"), "-m", "pip", "install", "-q", str(wheel)])
    version = _run([_bin(venv, "pitchspec"), "--version"], cwd=empty)
    if f"engine: {build}" not in version:
        raise StepFailed(f"{wheel.name} installed says {version.strip()!r}, not {build}")
    _run([_bin(venv, "pitchspec"), "check", "auction_pitch"], cwd=empty)
    if any(empty.iterdir()):
        raise StepFailed(f"{wheel.name}: 'pitchspec check' wrote into the folder")


def _has_extensions(wheel: Path) -> bool:
    with zipfile.ZipFile(wheel) as archive:
        return any(name.endswith(".so") for name in archive.namelist())


def _table(files: list[Path]) -> None:
    print("\nrelease files:")
    for f in files:
        print(f"  {f.stat().st_size / 1024:8.0f} KiB  {f}")


def _bin(venv: Path, name: str) -> str:
    return str(venv / "bin" / name)


def _run(command: list[str], env: dict[str, str] | None = None,
         cwd: Path | None = None) -> str:
    """Run a command; its output, or StepFailed after showing it."""
    done = subprocess.run(command, cwd=cwd, env=env, capture_output=True, text=True,
                          check=False)
    if done.returncode != 0:
        print(done.stdout + done.stderr, file=sys.stderr)
        raise StepFailed(f"{' '.join(command[:3])}... exited {done.returncode}")
    return done.stdout


def _git_status() -> str:
    """The checkout's changes, ignored files included (a build leaving ``build/`` or an
    ``.egg-info`` behind shows), except ``dist/`` (the default output) and the caches
    other programs write there meanwhile (``__pycache__``, ``.pytest_cache``, ...)."""
    done = subprocess.run(["git", "status", "--porcelain", "--ignored", "--untracked-files=all",
                           "--", ".", ":!dist"], cwd=ROOT, capture_output=True,
                          text=True, check=False)
    caches = ("__pycache__/", ".pytest_cache/", ".mypy_cache/", ".ruff_cache/", ".hypothesis/")
    return "\n".join(line for line in done.stdout.splitlines()
                     if not any(cache in line for cache in caches))


if __name__ == "__main__":
    sys.exit(main())
