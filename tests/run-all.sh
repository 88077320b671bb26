#!/usr/bin/env bash
# `npm test`: type-check, lint, unit tests, API tests on PGlite and on PostgreSQL, then
# browser tests in Chromium. Installs from Debian what is missing. Ends with one line
# "N passed, N failed" summing every vitest run.
set -euo pipefail
cd "$(dirname "$0")/.."
results=artifacts/results
rm -rf "$results" && mkdir -p "$results"

bash tests/support/system-deps.sh
npm run gen --silent
echo "== Verificação de tipos"
npx tsc --noEmit -p tsconfig.json
echo "== Lint"
npx oxlint --quiet

run() { # name, vitest arguments...
  local name=$1; shift
  echo "== Testes: $name"
  npx vitest run "$@" --reporter=default --reporter=json --outputFile="$results/$name.json"
}

status=0
run unit --project unit || status=1
run api-pglite --project api || status=1
source tests/support/postgres.sh
pg_start
trap pg_stop EXIT
run api-postgres --project api || status=1
pg_stop
echo "== Build"
npm run build --silent
run browser --project browser || status=1

node -e '
const fs = require("fs"), dir = process.argv[1];
let passed = 0, failed = 0;
for (const f of fs.readdirSync(dir)) {
  const r = JSON.parse(fs.readFileSync(dir + "/" + f, "utf8"));
  // A file that failed to load has no failing test of its own: count it once.
  const broken = r.testResults.filter((t) => t.status === "failed" && !t.assertionResults.some((a) => a.status === "failed")).length;
  passed += r.numPassedTests; failed += r.numFailedTests + broken;
  console.log(`${f.replace(".json", "")}: ${r.numPassedTests} passed, ${r.numFailedTests + broken} failed`);
}
console.log(`${passed} passed, ${failed} failed`);
' "$results"
exit $status
