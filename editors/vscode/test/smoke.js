// A smoke test of `pitchspec lsp` through the protocol library the extension's client
// is built on (vscode-jsonrpc and vscode-languageserver-protocol, the versions packed
// in the .vsix): a house spec is opened, its finding arrives, and hover, completion
// after `extends`, the quick fix, formatting, references, rename, folding and
// semantic tokens are asked for; then the server is shut down. build.sh runs it after
// packing when `pitchspec` is on the PATH.
"use strict";

const assert = require("assert");
const fs = require("fs");
const os = require("os");
const path = require("path");
const { spawn } = require("child_process");
const rpc = require("vscode-jsonrpc/node");
const lsp = require("vscode-languageserver-protocol");

const BASE = 'variant base "Base" extends pitch\n\npoints {\n' +
  '  point ten "Ten": trump 10, worth 1, to capturer\n}\n';
const HOUSE = 'variant house "House" extends base\n\nwinnin {\n  target :21\n}\n\n' +
  "scoring {\n  order: ten, high, low, jack, game\n}\n";

async function main() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "pitchspec-vscode-"));
  fs.writeFileSync(path.join(folder, "base.pitch"), BASE);
  fs.writeFileSync(path.join(folder, "house.pitch"), HOUSE);
  const uri = "file://" + path.join(folder, "house.pitch");
  const server = spawn("pitchspec", ["lsp"], { cwd: folder });
  let stderr = "";
  server.stderr.on("data", (chunk) => { stderr += chunk; });
  const exited = new Promise((resolve) => server.on("exit", resolve));
  const connection = rpc.createMessageConnection(
    new rpc.StreamMessageReader(server.stdout), new rpc.StreamMessageWriter(server.stdin));
  const published = [];
  const waiting = [];
  connection.onNotification(lsp.PublishDiagnosticsNotification.type, (params) => {
    published.push(params);
    while (waiting.length) waiting.shift()();
  });
  const nextDiagnostics = () => new Promise((resolve) => {
    const seen = published.length;
    const check = () => (published.length > seen ? resolve(published[published.length - 1])
      : waiting.push(check));
    check();
  });
  connection.listen();

  const init = await connection.sendRequest(lsp.InitializeRequest.type, {
    processId: process.pid, rootUri: null, capabilities: {
      textDocument: { rename: { prepareSupport: true },
                      hover: { contentFormat: ["plaintext"] } } } });
  const caps = init.capabilities;
  for (const provider of ["documentFormattingProvider", "documentRangeFormattingProvider",
    "codeActionProvider", "referencesProvider", "renameProvider", "foldingRangeProvider",
    "semanticTokensProvider", "hoverProvider", "completionProvider"]) {
    assert.ok(caps[provider], provider);
  }
  connection.sendNotification(lsp.InitializedNotification.type, {});
  const opened = nextDiagnostics();
  connection.sendNotification(lsp.DidOpenTextDocumentNotification.type, {
    textDocument: { uri, languageId: "pitch", version: 1, text: HOUSE } });
  const found = (await opened).diagnostics;
  assert.deepStrictEqual(found.map((d) => d.code), ["PS201"]);

  const doc = { uri };
  const hover = await connection.sendRequest(lsp.HoverRequest.type, {
    textDocument: doc, position: { line: 3, character: 3 } });
  assert.strictEqual(hover.contents.kind, "plaintext");
  const items = await connection.sendRequest(lsp.CompletionRequest.type, {
    textDocument: doc, position: { line: 0, character: 30 } });
  assert.strictEqual(items.items[0].label, "base");
  const actions = await connection.sendRequest(lsp.CodeActionRequest.type, {
    textDocument: doc, range: found[0].range, context: { diagnostics: found } });
  assert.deepStrictEqual(actions.map((a) => a.title), ["Change 'winnin' to 'winning'"]);
  const edits = await connection.sendRequest(lsp.DocumentFormattingRequest.type, {
    textDocument: doc, options: { tabSize: 2, insertSpaces: true } });
  assert.ok(edits.some((e) => e.newText.includes("target: 21")));
  const places = await connection.sendRequest(lsp.ReferencesRequest.type, {
    textDocument: doc, position: { line: 7, character: 10 },
    context: { includeDeclaration: true } });
  assert.strictEqual(places.length, 2);
  const ready = await connection.sendRequest(lsp.PrepareRenameRequest.type, {
    textDocument: doc, position: { line: 7, character: 10 } });
  assert.strictEqual(ready.placeholder, "ten");
  const renamed = await connection.sendRequest(lsp.RenameRequest.type, {
    textDocument: doc, position: { line: 7, character: 10 }, newName: "tenner" });
  assert.strictEqual(Object.keys(renamed.changes).length, 2);
  const folds = await connection.sendRequest(lsp.FoldingRangeRequest.type, { textDocument: doc });
  assert.ok(folds.length >= 1);
  const tokens = await connection.sendRequest(lsp.SemanticTokensRequest.type, { textDocument: doc });
  assert.ok(tokens.data.length > 0 && tokens.data.length % 5 === 0);
  await assert.rejects(connection.sendRequest(lsp.HoverRequest.type, {
    textDocument: doc, position: { line: -1, character: 0 } }),
  (error) => error.code === -32602);

  await connection.sendRequest(lsp.ShutdownRequest.type);
  connection.sendNotification(lsp.ExitNotification.type);
  assert.strictEqual(await exited, 0);
  assert.ok(!stderr.includes("Traceback"), stderr);
  fs.rmSync(folder, { recursive: true });
  console.log("pitchspec lsp answered vscode-languageserver-protocol " +
    require("vscode-languageserver-protocol/package.json").version + ": 12 requests");
}

main().catch((error) => { console.error(error); process.exit(1); });
