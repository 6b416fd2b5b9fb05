// The requirements registry: every requirement of every area file in spec/, in a stable order.
// spec/<area>.md is the source of truth; spec/requirements.json is generated from it (renderRegistryJson)
// so that tools in other languages can read the IDs without a Markdown parser.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { kitRoot, specDir } from './paths.js';
import { parseAreaFile, SpecError } from './parse-area-file.js';
import type { Requirement } from './parse-area-file.js';

export type { Level, Provenance, Requirement } from './parse-area-file.js';
export { SpecError, SEED_PAGES, parseAreaFile } from './parse-area-file.js';

export const CONTRACT_NAME = 'agent-capability-contract';
/** Version of the contract the spec states (year.month of the rulings it follows). */
export const CONTRACT_VERSION = '2026.11';

/** Known areas, in registry order, with the ID prefix each one owns. */
export const SPEC_AREAS = [
  { area: 'permits', prefix: 'PERMIT' },
  { area: 'access', prefix: 'ACCESS' },
  { area: 'registry', prefix: 'REGISTRY' },
  { area: 'turns', prefix: 'TURN' },
  { area: 'catalog', prefix: 'CATALOG' },
  // What every host does with the protocol itself, whatever areas it implements (spec/protocol.md).
  { area: 'protocol', prefix: 'PROTOCOL' },
] as const;

/**
 * Every requirement must say where it comes from (`Source: Documented: …` with a seed quote, or
 * `Source: Ruling: …`): a requirement without a Source line is a SpecError naming its file and line.
 */
export const PROVENANCE_REQUIRED = true;

/** Area files that are mostly prose, with requirements among their sections. */
const MIXED_FILES: ReadonlySet<string> = new Set(['protocol']);

export type SpecArea = (typeof SPEC_AREAS)[number]['area'];

/** Paths in messages are relative to the kit when they can be, so errors read `spec/permits.md:12: …`. */
function displayPath(path: string): string {
  const rel = relative(kitRoot, path);
  return rel.startsWith('..') ? path : rel.split(sep).join('/');
}

/**
 * Parses every known area file in `dir` (default: the kit's spec/). Files that are not area files
 * (README.md, protocol.md, …) are ignored. Throws a SpecError naming file and line on any defect.
 */
export function loadRequirements(dir: string = specDir): Requirement[] {
  return loadAll(dir).filter((r) => r.withdrawn === undefined);
}

/** The retired requirements of the area files (`Withdrawn: …`): their IDs are never reused. */
export function loadWithdrawn(dir: string = specDir): Requirement[] {
  return loadAll(dir).filter((r) => r.withdrawn !== undefined);
}

function loadAll(dir: string): Requirement[] {
  if (!existsSync(dir)) throw new Error(`capkit spec: folder ${dir} does not exist`);
  const present = new Set(readdirSync(dir));
  const all: Requirement[] = [];
  const fileOf = new Map<string, string>();
  for (const { area, prefix } of SPEC_AREAS) {
    const name = `${area}.md`;
    if (!present.has(name)) continue;
    const file = displayPath(join(dir, name));
    for (const req of parseAreaFile(readFileSync(join(dir, name), 'utf8'), file, area, prefix, { mixed: MIXED_FILES.has(area), requireProvenance: PROVENANCE_REQUIRED })) {
      const other = fileOf.get(req.id);
      if (other !== undefined) throw new SpecError(file, 1, `requirement ${req.id} is also defined in ${other}`);
      fileOf.set(req.id, file);
      all.push(req);
    }
  }
  const rank = (area: string): number => SPEC_AREAS.findIndex((a) => a.area === area);
  return all.sort((a, b) => rank(a.area) - rank(b.area) || compareIds(a.id, b.id));
}

function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

// The kit's own spec does not change while the kit runs, so it is read once.
let cached: readonly Requirement[] | undefined;
function kitRequirements(): readonly Requirement[] {
  cached ??= Object.freeze(loadRequirements().map((r) => Object.freeze({ ...r, seeds: Object.freeze([...r.seeds]) }) as Requirement));
  return cached;
}

/** The requirements of one area of the kit's spec, in ID order (empty for an area with no file yet). */
export function requirementsByArea(area: string): Requirement[] {
  return kitRequirements().filter((r) => r.area === area);
}

/** One requirement of the kit's spec by ID, or undefined. */
export function findRequirement(id: string): Requirement | undefined {
  return kitRequirements().find((r) => r.id === id);
}

/** The exact text of spec/requirements.json: stable order, 2-space indent, trailing newline. */
export function renderRegistryJson(requirements: readonly Requirement[] = loadRequirements(), withdrawn: readonly Requirement[] = []): string {
  const registry = {
    contract: CONTRACT_NAME,
    version: CONTRACT_VERSION,
    // Fixed key order, whatever order the objects were built in.
    requirements: requirements.map((r) => ({
      id: r.id,
      level: r.level,
      area: r.area,
      title: r.title,
      text: r.text,
      seeds: [...r.seeds],
      ...(r.provenance === undefined ? {} : { provenance: r.provenance }),
      ...(r.source === undefined ? {} : { source: r.source }),
    })),
    // Retired IDs: listed so a tool reading an old report can say what became of them.
    ...(withdrawn.length === 0 ? {} : { withdrawn: withdrawn.map((r) => ({ id: r.id, level: r.level, area: r.area, title: r.title, withdrawn: r.withdrawn })) }),
  };
  return `${JSON.stringify(registry, null, 2)}\n`;
}
