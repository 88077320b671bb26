#!/usr/bin/env bash
# `npm test`: type-check, lint, unit tests, API tests on PGlite and on PostgreSQL, then
# browser tests in Chromium. Installs from Debian what is missing. Ends with one line
# "N passed, N failed" summing every vitest run, then how long each phase and the whole took
# (also when a phase stops it), to see where CI's time budget goes.
set -euo pipefail
cd "$(dirname "$0")/.."
results=artifacts/results
rm -rf "$results" && mkdir -p "$results"

durations=()
duration() { printf '%d min %d s' $(($1 / 60)) $(($1 % 60)); }
phase() { # title, command...: runs it and keeps its duration
  local title=$1 began=$SECONDS rc=0; shift
  echo "== $title"
  "$@" || rc=$?
  durations+=("$title: $(duration $((SECONDS - began)))")
  return $rc
}
finish() {
  echo "== Duração"
  for line in "${durations[@]}"; do echo "$line"; done
  echo "npm test levou $(duration $SECONDS)"
}
trap finish EXIT

phase "Dependências do sistema" bash tests/support/system-deps.sh
phase "Geração de código" npm run gen --silent
phase "Verificação de tipos" npx tsc --noEmit -p tsconfig.json
phase "Lint" npx oxlint --quiet

run() { # name, vitest arguments...
  local name=$1; shift
  phase "Testes: $name" npx vitest run "$@" --reporter=default --reporter=json --outputFile="$results/$name.json"
}

status=0
run unit --project unit || status=1
run api-pglite --project api || status=1
source tests/support/postgres.sh
phase "PostgreSQL" pg_start
trap 'pg_stop; finish' EXIT
run api-postgres --project api || status=1
pg_stop
phase "Build" npm run build --silent
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
