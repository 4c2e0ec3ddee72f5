// Opens GraphiQL at SERVER/graphql in headless Chromium, with every request to another
// origin refused, runs a query through its editor and checks the answer in its result pane.
// Fails if the page asked for anything from elsewhere (a CDN), if the editor never loads,
// or if the answer is not the server's list of game kinds.
//   node browse.mjs http://127.0.0.1:PORT [CHROMIUM]
import { chromium } from "playwright-core";

const [server, executablePath = "/usr/bin/chromium"] = process.argv.slice(2);
if (!server) {
  console.error("usage: node browse.mjs http://127.0.0.1:PORT [CHROMIUM]");
  process.exit(2);
}
const origin = new URL(server).origin;
const fail = (message) => {
  console.error(`graphiql-browser: ${message}`);
  process.exitCode = 1;
};

const browser = await chromium.launch({
  executablePath,
  // Root in a container has no user namespace for Chromium's sandbox.
  args: ["--no-sandbox"],
});
try {
  const context = await browser.newContext();
  // The network is this server and nothing else.
  const refused = [];
  await context.route("**/*", (route) => {
    const url = route.request().url();
    if (new URL(url).origin === origin) return route.continue();
    refused.push(url);
    return route.abort("blockedbyclient");
  });
  const page = await context.newPage();
  const pageErrors = [];
  page.on("pageerror", (error) => pageErrors.push(String(error)));

  const response = await page.goto(`${server}/graphql`);
  if (!response || response.status() !== 200) fail(`GET /graphql answered ${response?.status()}`);

  // GraphiQL 4's editors are CodeMirror 5 instances, reachable from their elements.
  const editor = ".graphiql-query-editor .CodeMirror";
  await page.waitForSelector(editor, { timeout: 20_000 });
  const query = "{ gameKinds { kind } }";
  await page.evaluate(
    ([selector, text]) => document.querySelector(selector).CodeMirror.setValue(text),
    [editor, query],
  );
  await page.click(".graphiql-execute-button");
  const result = ".graphiql-response .CodeMirror";
  await page.waitForFunction(
    (selector) => (document.querySelector(selector)?.CodeMirror.getValue() ?? "").includes("gameKinds"),
    result,
    { timeout: 20_000 },
  );
  const text = await page.evaluate((selector) => document.querySelector(selector).CodeMirror.getValue(), result);
  const answer = JSON.parse(text);
  const kinds = (answer.data?.gameKinds ?? []).map((k) => k.kind);
  if (answer.errors) fail(`the query answered errors: ${JSON.stringify(answer.errors)}`);
  if (!kinds.includes("KING_OF_TOKYO") || kinds.length < 5) fail(`unexpected game kinds: ${text}`);
  if (refused.length > 0) fail(`the page asked for other origins: ${refused.join(", ")}`);
  if (pageErrors.length > 0) fail(`the page threw: ${pageErrors.join("; ")}`);
  if (!process.exitCode) {
    console.log(`graphiql-browser: GraphiQL ran ${query} offline and got ${kinds.length} game kinds`);
  }
} finally {
  await browser.close();
}
