// The implementers' guide (docs/hosts.md) lists each area's requirements one line each, between
// `<!-- requirements:<area> … -->` and `<!-- /requirements -->`. Those lines are generated from the area
// files, like requirements.json, so the guide never misses a requirement nor keeps a stale title.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { kitRoot, specDir } from './paths.js';
import { loadRequirements, type Requirement } from './requirements.js';

export const GUIDE_FILE = join('docs', 'hosts.md');

const BLOCK = /(<!-- requirements:([a-z]+)[^>]*-->\n)[\s\S]*?(<!-- \/requirements -->)/g;

/** One line per requirement: `- PERMIT-001 · MUST · Seven recognised kinds, …`. */
export function requirementLines(requirements: readonly Requirement[], area: string): string {
  return requirements
    .filter((r) => r.area === area)
    .map((r) => `- ${r.id} · ${r.level} · ${r.title}\n`)
    .join('');
}

/** The guide's text with every requirements block filled from `requirements`. */
export function renderGuideRequirements(text: string, requirements: readonly Requirement[]): string {
  return text.replace(BLOCK, (_, open: string, area: string, close: string) => `${open}${requirementLines(requirements, area)}${close}`);
}

/** Rewrites the guide's requirements blocks; only touches the file when its text changes. */
export function writeGuideRequirements(root: string = kitRoot, dir: string = specDir): { path: string; changed: boolean } | undefined {
  const path = join(root, GUIDE_FILE);
  if (!existsSync(path)) return undefined;
  const before = readFileSync(path, 'utf8');
  const after = renderGuideRequirements(before, loadRequirements(dir));
  if (after !== before) writeFileSync(path, after);
  return { path, changed: after !== before };
}
