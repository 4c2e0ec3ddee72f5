// Runs every graphql-http server audit against the URL given and prints each one that is
// not `ok`. Exits 1 when any audit is an error or a warning: the server is meant to pass
// them all (notices are the specification's MAYs, printed but not failed).
import { serverAudits } from 'graphql-http';

const url = process.argv[2];
if (!url) {
  console.error('usage: node audit.mjs http://127.0.0.1:PORT/graphql');
  process.exit(2);
}
const results = [];
for (const audit of serverAudits({ url })) {
  const result = await audit.fn();
  results.push({ id: audit.id, name: audit.name, status: result.status, reason: result.reason });
}
for (const r of results) {
  if (r.status !== 'ok') console.log(`${r.status}\t${r.id}\t${r.name}\t${r.reason ?? ''}`);
}
const count = (status) => results.filter((r) => r.status === status).length;
console.log(`graphql-http audits: ${results.length}, ok ${count('ok')}, notice ${count('notice')}, warn ${count('warn')}, error ${count('error')}`);
process.exit(count('warn') + count('error') > 0 ? 1 : 0);
