// What the child that loads a plugin's code tells the inspect process, on the channel of child-channel.ts.
// The child's stdout and stderr carry nothing of this: they belong to the plugin's code, and the parent
// only ever reads them as that code's output.
import type { InspectReport } from './report.js';

/** Given to the child as its one argument (JSON). */
export interface ChildRequest {
  /** The plugin folder, absolute. */
  readonly dir: string;
  /** Tool entries an earlier child could not load (it hung or ended), with the reason: not loaded again. */
  readonly skip: Readonly<Record<string, string>>;
}

export type ChildMessage =
  /** A tool entry's module is about to be evaluated; sent (written) before its code runs. */
  | { type: 'loading'; file: string }
  | { type: 'loaded'; file: string }
  /** Every entry is loaded; prepare runs the plugin's definitions through the registry rules. */
  | { type: 'preparing' }
  /** Something the plugin's code wrote through process.stdout/stderr; `file` is the entry being loaded, if any. */
  | { type: 'output'; stream: 'stdout' | 'stderr'; file?: string; text: string }
  | { type: 'report'; report: InspectReport }
  /** The child's own code failed (a defect of the kit, or plugin code breaking prepare). */
  | { type: 'failed'; message: string };

const TYPES = new Set(['loading', 'loaded', 'preparing', 'output', 'report', 'failed']);

/** A message is trusted only as far as its shape: the child runs plugin code in its own process. */
export function isChildMessage(value: unknown): value is ChildMessage {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as Record<string, unknown>;
  if (typeof m.type !== 'string' || !TYPES.has(m.type)) return false;
  if (m.type === 'loading' || m.type === 'loaded') return typeof m.file === 'string';
  if (m.type === 'output') return (m.stream === 'stdout' || m.stream === 'stderr') && typeof m.text === 'string' && (m.file === undefined || typeof m.file === 'string');
  if (m.type === 'report') return isReport(m.report);
  if (m.type === 'failed') return typeof m.message === 'string';
  return true;
}

function isReport(value: unknown): value is InspectReport {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  return typeof r.plugin === 'string' && [r.tools, r.skills, r.agents, r.diagnostics].every(Array.isArray);
}
