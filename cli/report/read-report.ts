// Reads a JSON report written by `capkit run --report json:<file>`; anything else is a clear error
// naming the file and what is wrong with it.
import { parseJsonText } from '../../host/json-text.js';
import { schemaRegistry } from '../../host/schema-registry.js';
import { readInputText } from '../options/input-file.js';
import type { RunReport } from '../run/report.js';
import { UsageError } from '../usage-error.js';

export function parseRunReport(text: string, label: string): RunReport {
  let json: unknown;
  try {
    json = parseJsonText(text, label);
  } catch (error) {
    throw new UsageError(`${label}: not JSON (${error instanceof Error ? error.message.replace(`${label}: `, '') : String(error)})`);
  }
  const problem = shapeProblem(json) ?? typeProblem(json);
  if (problem) throw new UsageError(`${label}: not a capkit run report: ${problem}`);
  return json as RunReport;
}

export function readRunReport(file: string): RunReport {
  return parseRunReport(readInputText(file, `report ${file}`), file);
}

/** The first field whose type is not the one spec/schemas/run-report.schema.json gives it, if any. */
function typeProblem(json: unknown): string | undefined {
  const validate = schemaRegistry().get('run-report');
  if (validate(json)) return undefined;
  const first = validate.errors?.[0];
  return `${first?.instancePath || '/'} ${first?.message ?? 'does not match the report schema'}`;
}

function shapeProblem(json: unknown): string | undefined {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return 'expected a JSON object';
  const r = json as Record<string, unknown>;
  if ((r.kit as { name?: unknown } | undefined)?.name !== 'capkit') return 'missing kit.name "capkit"';
  if ('error' in r && !('summary' in r)) return `it records a run that did not start (${String(r.error).split('\n')[0]})`;
  const run = r.run as Record<string, unknown> | undefined;
  if (typeof run !== 'object' || run === null) return 'missing "run"';
  if (typeof run.seed !== 'number') return 'missing run.seed';
  if (!Array.isArray(run.areas)) return 'missing run.areas';
  if (!Array.isArray(r.requirements)) return 'missing "requirements"';
  for (const [i, q] of (r.requirements as unknown[]).entries()) {
    const req = q as Record<string, unknown> | null;
    if (typeof req !== 'object' || req === null) return `requirements[${i}] is not an object`;
    for (const field of ['id', 'level', 'area', 'status'] as const) {
      if (typeof req[field] !== 'string') return `requirements[${i}].${field} is missing`;
    }
    if (!Array.isArray(req.tests)) return `requirements[${i}] (${String(req.id)}).tests is missing`;
  }
  if (typeof r.summary !== 'object' || r.summary === null) return 'missing "summary"';
  if (typeof r.host !== 'object' || r.host === null) return 'missing "host"';
  return undefined;
}
