// The pitchspec extension: .pitch files get the TextMate grammar, the language
// configuration and a language client that starts `pitchspec lsp` (the settings
// pitchspec.command and pitchspec.include say how), restarted when they change.
"use strict";

const vscode = require("vscode");
const { LanguageClient, TransportKind } = require("vscode-languageclient/node");

let client;

function serverOptions() {
  const settings = vscode.workspace.getConfiguration("pitchspec");
  const [command, ...args] = settings.get("command", ["pitchspec", "lsp"]);
  const include = settings.get("include", []).flatMap((folder) => ["-I", folder]);
  return { command, args: [...args, ...include], transport: TransportKind.stdio };
}

async function start() {
  client = new LanguageClient("pitchspec", "pitchspec", serverOptions(), {
    documentSelector: [{ language: "pitch" }],
  });
  await client.start();
}

async function activate(context) {
  context.subscriptions.push(vscode.workspace.onDidChangeConfiguration(async (change) => {
    if (change.affectsConfiguration("pitchspec")) {
      await deactivate();
      await start();
    }
  }));
  await start();
}

async function deactivate() {
  if (client) {
    const stopping = client;
    client = undefined;
    await stopping.stop();
  }
}

module.exports = { activate, deactivate };
