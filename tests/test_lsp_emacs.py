"""A real client: Emacs in batch mode with eglot, set up with the snippet
docs/editors.rst gives, edits a house spec through `pitchspec lsp`.

The run opens the spec (eglot connects, Flymake shows the finding), asks for
completion after `extends`, takes the quick fix from eglot's own code-action command
(its prompt answered with the default, the preferred fix), formats with
`eglot-format-buffer`, asks for hover (eglot without markdown-mode asks for plain
text), references and the definition of a point, and renames it across two files with
`eglot-rename` (its "edit files not visited?" question answered yes). In batch mode no
idle timer sends the edit, so the run sends it with eglot's own function before
waiting for the finding to go.

Emacs and eglot are Debian's packages (`apt-get install emacs-nox elpa-eglot`: Emacs
28.2 and eglot 1.9 on Debian 12; eglot is built into Emacs 29 and later); without them
the test skips.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from conftest import ROOT

EMACS = shutil.which("emacs")
SERVER = Path(sys.executable).parent / "pitchspec"
ELPA = "/usr/share/emacs/site-lisp/elpa"
HARNESS = f"""
(dolist (dir (file-expand-wildcards "{ELPA}/*")) (add-to-list 'load-path dir))
(require 'eglot)
"""


def _eglot() -> bool:
    if EMACS is None:
        return False
    done = subprocess.run([EMACS, "--batch", "-Q", "--eval", HARNESS.replace("\n", " ")],
                          capture_output=True, timeout=120)
    return done.returncode == 0


pytestmark = [
    pytest.mark.skipif(not _eglot(), reason="Emacs with eglot is not installed (Debian: "
                       "apt-get install emacs-nox elpa-eglot)"),
    pytest.mark.skipif(not SERVER.exists(), reason=f"no 'pitchspec' command beside "
                       f"{sys.executable} for eglot to start"),
]

BASE = ('variant base "Base" extends pitch\n\npoints {\n'
        '  point ten "Ten": trump 10, worth 1, to capturer\n}\n\n'
        'scoring {\n  order: high, low, jack, ten, game\n}\n')
HOUSE = ('variant house "House" extends base\n\nwinnin {\n  target :21\n}\n\n'
         'scoring {\n  order: ten, high, low, jack, game\n}\n')

RUN = r"""
;; -*- lexical-binding: t -*-
(require 'json)
(defvar out nil)
(defun note (key value) (push (cons key value) out))
(defun wait-for (pred)
  (let ((n 0))
    (while (and (not (funcall pred)) (< n 300))
      (accept-process-output nil 0.1)
      (setq n (1+ n)))
    (and (funcall pred) t)))
(defun at (line column)
  (goto-char (point-min)) (forward-line line) (forward-char column))
(defun ask (method params)
  (jsonrpc-request (eglot-current-server) method params))
;; the user's answers to eglot's questions: the default choice, and yes
(fset 'completing-read (lambda (_prompt _collection &rest rest) (nth 4 rest)))
(fset 'y-or-n-p (lambda (&rest _) t))
(condition-case err
    (progn
      (find-file "house.pitch")
      (run-hooks 'post-command-hook)  ; eglot-ensure connects after a command
      (note 'mode (symbol-name major-mode))
      (note 'server (wait-for #'eglot-current-server))
      (note 'diagnosed (wait-for #'flymake-diagnostics))
      (note 'diagnostics (mapcar #'flymake-diagnostic-text (flymake-diagnostics)))
      (at 0 30)
      (let ((items (ask :textDocument/completion (eglot--TextDocumentPositionParams))))
        (note 'completion (plist-get (aref (plist-get items :items) 0) :label)))
      (at 2 2)
      (let ((last-nonmenu-event 0))  ; from the keyboard: the menu is a prompt
        (eglot-code-actions (point) (1+ (point)) nil t))
      (note 'fixed (buffer-string))
      (note 'cleared (wait-for (lambda ()
                                 (eglot--signal-textDocument/didChange)
                                 (flymake-start)
                                 (null (flymake-diagnostics)))))
      (eglot-format-buffer)
      (note 'formatted (buffer-string))
      (at 3 3)
      (let ((hover (plist-get (ask :textDocument/hover (eglot--TextDocumentPositionParams))
                              :contents)))
        (note 'hover (list (plist-get hover :kind) (plist-get hover :value))))
      (at 7 10)
      (note 'references (length (ask :textDocument/references
                                     (append (eglot--TextDocumentPositionParams)
                                             '(:context (:includeDeclaration t))))))
      (let ((where (ask :textDocument/definition (eglot--TextDocumentPositionParams))))
        (note 'definition (file-name-nondirectory
                           (eglot--uri-to-path
                            (plist-get (if (vectorp where) (aref where 0) where) :uri)))))
      (at 7 10)
      (eglot-rename "tenner")
      (note 'house (buffer-string))
      (note 'base (with-current-buffer (find-buffer-visiting "base.pitch") (buffer-string))))
  (error (note 'error (format "%S" err))))
(with-temp-file (getenv "PITCHSPEC_EMACS_OUT") (insert (json-encode out)))
(kill-emacs 0)
"""


def snippet() -> str:
    """The eglot setup docs/editors.rst gives."""
    text = (ROOT / "docs" / "editors.rst").read_text(encoding="utf-8")
    found = re.search(r"^\.\. code-block:: elisp\n\n((?:    .*\n|\n)+)", text, re.MULTILINE)
    assert found is not None
    return "\n".join(line[4:] for line in found.group(1).split("\n"))


def _drive(folder: Path) -> dict[str, Any]:
    home = folder.parent / "home"
    home.mkdir()
    for name, text in (("harness.el", HARNESS), ("init.el", snippet()), ("run.el", RUN)):
        (folder.parent / name).write_text(text, encoding="utf-8")
    out = folder.parent / "out.json"
    env = {**os.environ, "HOME": str(home), "PITCHSPEC_EMACS_OUT": str(out),
           "PATH": f"{SERVER.parent}{os.pathsep}{os.environ.get('PATH', '')}"}
    assert EMACS is not None
    done = subprocess.run([EMACS, "--batch", "-Q", *[a for name in ("harness", "init", "run")
                                                     for a in ("-l", f"../{name}.el")]],
                          cwd=folder, env=env, capture_output=True, timeout=300)
    assert out.exists(), done.stderr.decode(errors="replace")
    assert b"Traceback" not in done.stderr
    found: dict[str, Any] = json.loads(out.read_text(encoding="utf-8"))
    return found


def test_emacs_eglot_edits_a_spec_through_the_server(tmp_path: Path) -> None:
    folder = tmp_path / "specs"
    folder.mkdir()
    (folder / "base.pitch").write_text(BASE, encoding="utf-8")
    (folder / "house.pitch").write_text(HOUSE, encoding="utf-8")
    run = _drive(folder)
    assert "error" not in run, run["error"]
    assert run["mode"] == "pitch-mode" and run["server"] and run["diagnosed"]
    assert run["diagnostics"] == [
        "pitchspec [PS201]: unknown section 'winnin'\nhelp: did you mean 'winning'?"]
    kind, shown = run["hover"]
    # eglot without markdown-mode asks for plain text, and gets it
    assert kind == "plaintext" and shown.startswith("winning.target — target: ...")
    assert "The score that wins the match." in shown
    assert "**" not in shown and "`" not in shown
    assert run["completion"] == "base"
    assert run["fixed"] == HOUSE.replace("winnin", "winning") and run["cleared"]
    assert run["formatted"] == HOUSE.replace("winnin", "winning").replace(
        "target :21", "target: 21")
    assert run["references"] == 3 and run["definition"] == "base.pitch"
    assert "order: tenner, high" in run["house"]
    assert 'point tenner "Ten"' in run["base"] and "jack, tenner, game" in run["base"]
    assert (folder / "base.pitch").read_text(encoding="utf-8") == BASE  # never saved
