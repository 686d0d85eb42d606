#!/usr/bin/env bash
# Build the VS Code extension (editors/vscode) as OUT_DIR/pitchspec-VERSION.vsix.
#
# It is built in a temporary copy, so the checkout stays as it is: the TextMate grammar
# is copied in from pitchspec/editors/, the packages pinned in package-lock.json are
# installed with `npm ci` (vscode-languageclient for the extension, @vscode/vsce to
# pack it), and `vsce package` writes the .vsix, whose contents are then checked.
# Needs Node.js 20 or later and npm, with the npm registry (or a cache holding the
# pinned packages).
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
[ $# -eq 1 ] || { echo "usage: $0 OUT_DIR" >&2; exit 2; }
mkdir -p "$1"
out="$(cd "$1" && pwd)"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cp -R "$here/." "$work/"
mkdir -p "$work/syntaxes"
cp "$root/pitchspec/editors/pitch.tmLanguage.json" "$work/syntaxes/"
license=(--skip-license)
if [ -f "$root/LICENSE" ]; then cp "$root/LICENSE" "$work/LICENSE"; license=(); fi

cd "$work"
echo "node $(node --version), npm $(npm --version)"
npm ci --no-audit --no-fund --loglevel=error
version="$(node -p 'require("./package.json").version')"
vsix="$out/pitchspec-$version.vsix"
npx --no-install vsce --version | sed 's/^/@vscode\/vsce /'
npx --no-install vsce package --allow-missing-repository "${license[@]}" --out "$vsix"

# The package holds the manifest, the client, the grammar and the client's packages.
python3 - "$vsix" <<'PY'
import json, sys, zipfile
names = set(zipfile.ZipFile(sys.argv[1]).namelist())
wanted = {"extension/package.json", "extension/extension.js",
          "extension/language-configuration.json",
          "extension/syntaxes/pitch.tmLanguage.json",
          "extension/node_modules/vscode-languageclient/node.js",
          "extension/node_modules/vscode-languageserver-protocol/package.json"}
missing = wanted - names
assert not missing, f"the .vsix lacks {sorted(missing)}"
stray = [n for n in names if n.startswith("extension/node_modules/@vscode/vsce/")]
assert not stray, "the .vsix carries the packer"
client = json.loads(zipfile.ZipFile(sys.argv[1]).read(
    "extension/node_modules/vscode-languageclient/package.json"))
print(f"{sys.argv[1]}: {len(names)} files, vscode-languageclient {client['version']}")
PY

# The server answers the protocol library the client is built on.
if command -v pitchspec >/dev/null; then
  node test/smoke.js
else
  echo "no 'pitchspec' on the PATH: the smoke test of the server through the client's library is skipped"
fi
