#!/usr/bin/env bash
# The package as a host author gets it: `npm pack`, then in an empty project in a temporary folder
# `npm i -D ./capkit-<v>.tgz` and nothing else, then the README's first steps from there:
#   npx capkit init python                        a skeleton that implements no area yet
#   npx capkit run --host-cmd "python3 host.py"   → no verdict, exit 5 (it tested nothing)
#   the Python example host shipped in the package, areas permits and access → exit 0
#   npx capkit report badge                       → an SVG
# Prints the install size and the number of installed packages. Exit 0 iff every step did what it should.
# CAPKIT_SMOKE_TIMEOUT_MULTIPLIER (default 4) scales capkit's per-case timeouts on a loaded machine;
# CAPKIT_SMOKE_KEEP=1 keeps the temporary folder.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/capkit-pack-smoke.XXXXXX")
if [ "${CAPKIT_SMOKE_KEEP:-}" = "1" ]; then echo "pack-smoke: keeping $work"; else trap 'rm -rf "$work"' EXIT; fi
multiplier="${CAPKIT_SMOKE_TIMEOUT_MULTIPLIER:-4}"

fail() {
  echo "pack-smoke: FAILED: $*" >&2
  exit 1
}

# Runs a step, recording its exit code in $code, without letting `set -e` stop the script.
step() {
  code=0
  "$@" || code=$?
}

echo "pack-smoke: packing $root (prepack builds dist/)"
(cd "$root" && npm pack --pack-destination "$work" --silent >"$work/pack.out")
tarball="$work/$(tail -n 1 "$work/pack.out")"
[ -f "$tarball" ] || fail "npm pack wrote no tarball (said: $(cat "$work/pack.out"))"
listing=$(tar -tzf "$tarball")
for needed in package/bin/capkit.js package/dist/cli/main.js package/dist/reference-impl/host.js package/spec/protocol.md \
  package/spec/schemas/config.schema.json package/suites/permits/fixtures.test.ts package/examples/python-host/host.py \
  package/cli/init/templates/python/host.py; do
  grep -qx "$needed" <<<"$listing" || fail "the tarball lacks $needed"
done
for unwanted in package/.ci/run package/stryker.config.mjs package/host/stdio-client.test.ts package/examples/python-host/host.test.ts; do
  if grep -qx "$unwanted" <<<"$listing"; then fail "the tarball carries $unwanted"; fi
done

project="$work/project"
mkdir -p "$project"
cd "$project"
npm init -y >/dev/null
echo "pack-smoke: installing $(basename "$tarball") into an empty project"
npm i -D "$tarball" --no-audit --no-fund --prefer-offline --loglevel=error >/dev/null

step npx --no-install capkit --version
[ "$code" = 0 ] || fail "capkit --version exited $code"

step npx --no-install capkit init python
[ "$code" = 0 ] || fail "capkit init python exited $code"
[ -f host.py ] && [ -f README.md ] || fail "capkit init python wrote no host.py / README.md"

echo "pack-smoke: the skeleton (no area yet) must end with no verdict, exit 5"
step npx --no-install capkit run --host-cmd "python3 host.py" --quiet --timeout-multiplier "$multiplier" --report json:skeleton.json
[ "$code" = 5 ] || fail "capkit run against the skeleton exited $code, not 5 (no verdict)"
node -e '
  const r = require("./skeleton.json");
  if (r.host.areas.length !== 0) throw new Error("the skeleton declared areas " + r.host.areas.join(","));
  if (r.run.areas.length !== 0) throw new Error("areas were run against the skeleton: " + r.run.areas.join(","));
' || fail "the skeleton's report is not what it should be"

echo "pack-smoke: the Python example host shipped in the package, areas permits and access, must pass (exit 0)"
step npx --no-install capkit run --host-cmd "python3 node_modules/capkit/examples/python-host/host.py" --areas permits,access \
  --seed 1 --quiet --timeout-multiplier "$multiplier" --report json:example.json
[ "$code" = 0 ] || fail "capkit run against examples/python-host exited $code, not 0"
node -e '
  const r = require("./example.json");
  const passed = r.requirements.filter((q) => q.status === "PASS").length;
  if (!r.summary.ok || passed === 0) throw new Error("the example report does not pass: " + JSON.stringify(r.summary.mustFailures));
  console.log("pack-smoke: example host: " + passed + " requirements PASS, " + r.summary.tests.total + " tests");
' || fail "the example's report does not pass"

step npx --no-install capkit report badge example.json --out badge.svg
[ "$code" = 0 ] && grep -q "MUST" badge.svg || fail "capkit report badge wrote no badge of the MUSTs"

size=$(du -sh node_modules | cut -f1)
packages=$(npm ls --all --parseable 2>/dev/null | tail -n +2 | sort -u | wc -l | tr -d ' ')
echo "pack-smoke: tarball $(du -h "$tarball" | cut -f1), installed node_modules $size, $packages packages"
echo "pack-smoke: ok"
