// Inspects one plugin folder with its code loaded in a child process. A tool entry that ends the child or
// outlives the time limit is charged to its file, and a fresh child goes on without it, so every other
// entry is still inspected; then what the code printed and the tool-looking files discovery skips are
// added as diagnostics. Nothing the plugin's code does reaches this process's stdout or exit code.
import * as fs from 'node:fs';
import { basename, join } from 'node:path';
import type { WalkFs } from '../../reference-impl/registry/discover.js';
import { walkFiles } from '../../reference-impl/registry/discover.js';
import { runChild } from './child-run.js';
import type { Output } from './child-run.js';
import { INSPECT_FAILED, PRINTS_AT_LOAD, entryFailure, outputReason, pluginFailure, startFailure } from './load-failure.js';
import { undiscoveredTools } from './undiscovered-tools.js';
import type { InspectDiagnostic, InspectReport } from './report.js';
import { emptyReport } from './report.js';

export interface InspectOptions {
  /** The limit of each step: one tool entry's import, or preparing the plugin. */
  readonly timeoutMs: number;
  /** The child's entry script (the compiled child-main.js by default). */
  readonly script?: string;
}

/** One diagnostic per file and stream, with everything it printed there. */
function outputDiagnostics(plugin: string, outputs: readonly Output[]): InspectDiagnostic[] {
  const joined = new Map<string, { stream: 'stdout' | 'stderr'; file?: string; text: string }>();
  for (const o of outputs) {
    const key = `${o.stream}\0${o.file ?? ''}`;
    const seen = joined.get(key);
    if (seen) seen.text += o.text;
    else joined.set(key, { ...o });
  }
  return [...joined.values()].map((o) => ({
    severity: o.stream === 'stdout' ? 'error' : 'warning',
    code: PRINTS_AT_LOAD,
    file: o.file ?? plugin,
    reason: outputReason(o.stream, o.text, o.file !== undefined),
  }));
}

function readText(root: string, file: string): string | undefined {
  try {
    return fs.readFileSync(join(root, file), 'utf8');
  } catch {
    return undefined;
  }
}

export async function inspectPlugin(dir: string, options: InspectOptions): Promise<InspectReport> {
  const plugin = basename(dir);
  const skip: Record<string, string> = {};
  const outputs: Output[] = [];
  let report: InspectReport | undefined;
  // Each round either reports or charges one more entry and skips it from then on, so rounds are bounded.
  while (report === undefined) {
    const outcome = await runChild({ dir, skip }, options.timeoutMs, options.script);
    outputs.push(...outcome.outputs);
    if (outcome.kind === 'report') report = outcome.report;
    else if (outcome.file !== undefined && !(outcome.file in skip)) skip[outcome.file] = entryFailure(outcome.stop);
    else if (outcome.phase === 'starting') throw new Error(startFailure(outcome.stop, outcome.outputs.filter((o) => o.stream === 'stderr').map((o) => o.text).join('')));
    else report = emptyReport(plugin, [{ severity: 'error', code: INSPECT_FAILED, file: outcome.file ?? plugin, reason: pluginFailure(outcome.stop, outcome.phase) }]);
  }
  const files = walkFiles(fs as unknown as WalkFs, dir);
  return {
    ...report,
    diagnostics: [...report.diagnostics, ...outputDiagnostics(plugin, outputs), ...undiscoveredTools(files, (file) => readText(dir, file))],
  };
}
