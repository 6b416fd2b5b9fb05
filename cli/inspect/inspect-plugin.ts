// Inspects one plugin folder with its code loaded in a child process. A tool entry that ends the child or
// outlives the time limit is charged to its file, and a fresh child goes on without it, so every other
// entry is still inspected; then what the code printed and the tool-looking files discovery skips are
// added as diagnostics. Nothing the plugin's code does reaches this process's stdout or exit code.
import * as fs from 'node:fs';
import { basename, join } from 'node:path';
import { walkFiles } from '../../reference-impl/registry/discover.js';
import { runChild } from './child-run.js';
import type { Forgery, Output } from './child-run.js';
import { FORGED_MESSAGE, SYMBOLIC_LINK, forgeryReason } from './load-failure.js';
import { linkFollowingFs } from './plugin-links.js';
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

/** One error per line plugin code wrote on the kit's channel: the report it sent may not be the kit's. */
function forgeryDiagnostics(plugin: string, forgeries: readonly Forgery[]): InspectDiagnostic[] {
  return forgeries.map((f) => ({ severity: 'error', code: FORGED_MESSAGE, file: f.file ?? plugin, reason: forgeryReason(f.text) }));
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
  const forgeries: Forgery[] = [];
  let report: InspectReport | undefined;
  // Each round either reports or charges one more entry and skips it from then on, so rounds are bounded.
  while (report === undefined) {
    const outcome = await runChild({ dir, skip }, options.timeoutMs, options.script);
    outputs.push(...outcome.outputs);
    forgeries.push(...outcome.forgeries);
    if (outcome.kind === 'report') report = outcome.report;
    else if (outcome.file !== undefined && !(outcome.file in skip)) skip[outcome.file] = entryFailure(outcome.stop);
    else if (outcome.phase === 'starting') throw new Error(startFailure(outcome.stop, outcome.outputs.filter((o) => o.stream === 'stderr').map((o) => o.text).join('')));
    else report = emptyReport(plugin, [{ severity: 'error', code: INSPECT_FAILED, file: outcome.file ?? plugin, reason: pluginFailure(outcome.stop, outcome.phase) }]);
  }
  // Walked here, where no plugin code runs: the links the child did not follow are reported from this walk.
  const links = linkFollowingFs(dir);
  const files = walkFiles(links.fs, dir);
  const linkDiagnostics: InspectDiagnostic[] = links.problems.map((p) => ({ severity: 'error', code: SYMBOLIC_LINK, file: p.file, reason: p.reason }));
  return {
    ...report,
    diagnostics: [
      ...forgeryDiagnostics(plugin, forgeries),
      ...linkDiagnostics,
      ...report.diagnostics,
      ...outputDiagnostics(plugin, outputs),
      ...undiscoveredTools(files, (file) => readText(dir, file)),
    ],
  };
}
