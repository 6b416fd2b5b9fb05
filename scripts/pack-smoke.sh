#!/usr/bin/env bash
# The package as a host author gets it: `npm pack`, then in an empty project in a temporary folder
# `npm i -D ./capkit-<v>.tgz --offline` and nothing else, then the README's first steps from there:
#   npx capkit init python      a skeleton that implements no area yet, and capkit.config.json naming it
#   npx capkit run              → tests the skeleton: no verdict, exit 5 (it declares no area)
#   npx capkit list             → from the package's test manifest
#   import { runConformance } from 'capkit'   → a function, with its types shipped
#   npx capkit run --host-cmd "python3 node_modules/capkit/examples/python-host/host.py" --areas permits,access → exit 0
#   npx capkit report badge     → an SVG
# The install prints no warning, and no capkit command run from the project writes anything under
# node_modules/capkit (vite's cache goes to the user's cache folder; here XDG_CACHE_HOME in the temp folder).
# Prints the install size, the number of installed packages, every package over 1 MB and how long it took.
# Exit 0 iff every step did what it should.
#   --reuse-dist   pack the dist/ already built (npm pack --ignore-scripts), as .ci/run does after npm test;
#                  without it, npm pack's prepack builds dist/ afresh.
# CAPKIT_SMOKE_TIMEOUT_MULTIPLIER (default 4) scales capkit's per-case timeouts on a loaded machine;
# CAPKIT_SMOKE_KEEP=1 keeps the temporary folder. The install is offline when npm's cache holds the
# dependencies and their registry metadata; otherwise it asks the registry (--prefer-offline).
set -euo pipefail

started=$(date +%s)
root=$(cd "$(dirname "$0")/.." && pwd)
reuse_dist=0
for arg in "$@"; do
  case "$arg" in
    --reuse-dist) reuse_dist=1 ;;
    *) echo "pack-smoke: unknown argument $arg (known: --reuse-dist)" >&2; exit 2 ;;
  esac
done
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

if [ "$reuse_dist" = 1 ]; then
  for built in dist/cli/main.js dist/cli/api.js dist/cli/api.d.ts dist/reference-impl/host.js dist/test-manifest.json; do
    [ -f "$root/$built" ] || fail "--reuse-dist: $built is missing (run npm run build first)"
  done
  echo "pack-smoke: packing $root with the dist/ already built"
  (cd "$root" && npm pack --ignore-scripts --pack-destination "$work" --silent >"$work/pack.out")
else
  echo "pack-smoke: packing $root (prepack builds dist/)"
  (cd "$root" && npm pack --pack-destination "$work" --silent >"$work/pack.out")
fi
tarball="$work/$(tail -n 1 "$work/pack.out")"
[ -f "$tarball" ] || fail "npm pack wrote no tarball (said: $(cat "$work/pack.out"))"
listing=$(tar -tzf "$tarball")
for needed in package/bin/capkit.js package/dist/cli/main.js package/dist/cli/api.js package/dist/cli/api.d.ts package/dist/test-manifest.json package/dist/reference-impl/host.js package/spec/protocol.md \
  package/spec/schemas/config.schema.json package/dist/suites/permits/fixtures.test.js package/examples/python-host/host.py \
  package/cli/init/templates/python/host.py; do
  grep -qx "$needed" <<<"$listing" || fail "the tarball lacks $needed"
done
for unwanted in package/suites/permits/fixtures.test.ts package/dist/suites/permits/model.test.js package/.ci/run package/stryker.config.mjs package/host/stdio-client.test.ts package/examples/python-host/host.test.ts; do
  if grep -qx "$unwanted" <<<"$listing"; then fail "the tarball carries $unwanted"; fi
done

project="$work/project"
mkdir -p "$project"
cd "$project"
npm init -y >/dev/null
echo "pack-smoke: installing $(basename "$tarball") into an empty project"
# Offline first. `npm ci` caches the dependencies' tarballs but not always the registry's metadata that
# resolving the package's version ranges needs: on a machine whose npm cache is new, ask the registry.
# Warnings are kept (--loglevel=warn): a host author must see none.
if ! npm i -D "$tarball" --no-audit --no-fund --offline --loglevel=warn >/dev/null 2>"$work/install.err"; then
  echo "pack-smoke: offline install failed ($(head -n1 "$work/install.err")); installing with --prefer-offline"
  npm i -D "$tarball" --no-audit --no-fund --prefer-offline --loglevel=warn >/dev/null 2>"$work/install.err" || fail "npm i -D $(basename "$tarball") failed, offline and with --prefer-offline: $(cat "$work/install.err")"
fi
if grep -qi "warn" "$work/install.err"; then
  sed 's/^/  | /' "$work/install.err"
  fail "npm i -D $(basename "$tarball") printed a warning"
fi
echo "pack-smoke: npm i -D printed no warning"

# From here on nothing may be written inside the installed package: every file there is older than this mark.
export XDG_CACHE_HOME="$work/cache"
touch "$work/installed.mark"
sleep 1

step npx --no-install capkit --version
[ "$code" = 0 ] || fail "capkit --version exited $code"

step npx --no-install capkit init python
[ "$code" = 0 ] || fail "capkit init python exited $code"
[ -f host.py ] && [ -f README.md ] && [ -f capkit.config.json ] || fail "capkit init python wrote no host.py / README.md / capkit.config.json"

echo "pack-smoke: npx capkit run (capkit.config.json names the skeleton, which has no area yet): no verdict, exit 5"
step npx --no-install capkit run --timeout-multiplier "$multiplier" --report json:skeleton.json >skeleton.out 2>&1
cat skeleton.out | sed 's/^/  | /'
[ "$code" = 5 ] || fail "capkit run against the skeleton exited $code, not 5 (no verdict)"
grep -q "no verdict" skeleton.out || fail "capkit run against the skeleton did not say \"no verdict\""
node -e '
  const r = require("./skeleton.json");
  if (r.host.areas.length !== 0) throw new Error("the skeleton declared areas " + r.host.areas.join(","));
  if (r.run.areas.length !== 0) throw new Error("areas were run against the skeleton: " + r.run.areas.join(","));
' || fail "the skeleton's report is not what it should be"

list_started=$(date +%s%N)
step npx --no-install capkit list --json >list.json
[ "$code" = 0 ] || fail "capkit list exited $code"
node -e '
  const plan = require("./list.json");
  if (plan.totals.tests < 100) throw new Error("capkit list found only " + plan.totals.tests + " tests");
  console.log("pack-smoke: capkit list: " + plan.totals.tests + " tests of " + plan.totals.requirements + " requirements");
' || fail "capkit list did not list the suites"
node --input-type=module -e '
  const { readManifest } = await import("./node_modules/capkit/dist/cli/list/manifest.js");
  if (!readManifest()) throw new Error("the packaged dist/test-manifest.json does not match the packaged suites");
' || fail "capkit list cannot use the packaged test manifest"
echo "pack-smoke: capkit list took $(( ($(date +%s%N) - list_started) / 1000000 )) ms (npx included)"

node --input-type=module -e '
  const api = await import("capkit");
  if (typeof api.runConformance !== "function") throw new Error("no runConformance in import(\"capkit\")");
' || fail "import { runConformance } from \"capkit\" does not work"
[ -f node_modules/capkit/dist/cli/api.d.ts ] || fail "the API types (dist/cli/api.d.ts) are not installed"

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

written=$(find node_modules/capkit -newer "$work/installed.mark" | sed -n "1,20p")
[ -z "$written" ] || fail "capkit wrote inside the installed package: $written"
echo "pack-smoke: nothing was written under node_modules/capkit"
[ -d "$XDG_CACHE_HOME/capkit" ] || fail "the suite runs kept no cache in the user's cache folder ($XDG_CACHE_HOME/capkit)"

size=$(du -sh node_modules | cut -f1)
packages=$(npm ls --all --parseable 2>/dev/null | tail -n +2 | sort -u | wc -l | tr -d ' ')
echo "pack-smoke: tarball $(du -h "$tarball" | cut -f1), installed node_modules $size, $packages packages"
echo "pack-smoke: packages over 1 MB (a package's own nested node_modules counted in it):"
for dir in node_modules/* node_modules/@*/*; do
  [ -f "$dir/package.json" ] || continue
  kb=$(du -sk "$dir" | cut -f1)
  if [ "$kb" -gt 1024 ]; then printf '  %5d.%d MB  %s\n' $(( kb / 1024 )) $(( (kb % 1024) * 10 / 1024 )) "${dir#node_modules/}"; fi
done | sort -rn
echo "pack-smoke: ok in $(( $(date +%s) - started )) s"
