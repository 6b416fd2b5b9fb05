#!/usr/bin/env bash
# The step of capkit's GitHub Action (action.yml): `capkit run` against a host with JSON, Markdown
# and HTML reports, the Markdown appended to the step summary, and capkit's own exit code as ours.
# Outside GitHub it works the same: without GITHUB_STEP_SUMMARY / GITHUB_OUTPUT those parts are skipped.
#
# Environment: CAPKIT_HOST_COMMAND (required), CAPKIT_AREAS, CAPKIT_EXPECTATIONS, CAPKIT_SHARD,
# CAPKIT_SEED, CAPKIT_TIMEOUT_MULTIPLIER, CAPKIT_REPORT_DIR (default capkit-reports), and
# CAPKIT_BIN: the capkit executable (default: `npx --no-install capkit`, the project's own install).
set -uo pipefail

if [ -z "${CAPKIT_HOST_COMMAND:-}" ]; then
  echo "capkit action: the input host-command is empty; give the command that starts your host" >&2
  exit 2
fi

dir="${CAPKIT_REPORT_DIR:-capkit-reports}"
# Each shard of a matrix writes (and uploads) files of its own name.
suffix=""
if [ -n "${CAPKIT_SHARD:-}" ]; then suffix="-shard-${CAPKIT_SHARD//[^0-9]/-}"; fi
json="$dir/capkit$suffix.json"
md="$dir/capkit$suffix.md"
html="$dir/capkit$suffix.html"
mkdir -p "$dir"
rm -f "$json" "$md" "$html" # a report left by an earlier run must not pass for this one's

if [ -n "${CAPKIT_BIN:-}" ]; then capkit=("$CAPKIT_BIN"); else capkit=(npx --no-install capkit); fi
args=(run --host-cmd "$CAPKIT_HOST_COMMAND" --report "json:$json" --report "md:$md" --report "html:$html")
if [ -n "${CAPKIT_AREAS:-}" ]; then args+=(--areas "$CAPKIT_AREAS"); fi
if [ -n "${CAPKIT_EXPECTATIONS:-}" ]; then args+=(--expectations "$CAPKIT_EXPECTATIONS"); fi
if [ -n "${CAPKIT_SHARD:-}" ]; then args+=(--shard "$CAPKIT_SHARD"); fi
if [ -n "${CAPKIT_SEED:-}" ]; then args+=(--seed "$CAPKIT_SEED"); fi
if [ -n "${CAPKIT_TIMEOUT_MULTIPLIER:-}" ]; then args+=(--timeout-multiplier "$CAPKIT_TIMEOUT_MULTIPLIER"); fi

"${capkit[@]}" "${args[@]}"
code=$?

if [ -n "${GITHUB_STEP_SUMMARY:-}" ]; then
  {
    if [ -f "$md" ]; then
      size=$(wc -c < "$md")
      # GitHub refuses a step summary over 1 MiB; the full report is in the artifact then.
      if [ "$size" -le 1000000 ]; then
        cat "$md"
      else
        echo "capkit: the Markdown report is $size bytes, over the step summary's limit; see the artifact (exit code $code)."
      fi
    else
      echo "capkit run wrote no Markdown report (exit code $code): the host may not have started; see the log of this step."
    fi
    echo
  } >> "$GITHUB_STEP_SUMMARY"
fi

if [ -n "${GITHUB_OUTPUT:-}" ]; then
  {
    echo "exit-code=$code"
    echo "report-json=$json"
    echo "report-md=$md"
    echo "report-html=$html"
    echo "artifact-name=capkit-report$suffix"
  } >> "$GITHUB_OUTPUT"
fi

exit "$code"
