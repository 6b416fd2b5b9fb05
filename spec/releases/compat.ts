// Requirement IDs never change meaning. Every released registry is kept in spec/releases/<version>/;
// the current registry must keep each released ID with the same level and area, and the same title and
// text unless spec/releases/<version>/allowed-changes.json lists the change (a wording fix) with a reason.
// An ID may disappear only when that file lists it as withdrawn. New IDs are always allowed.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseJsonText } from '../../host/json-text.js';

export interface ReleasedRequirement {
  id: string;
  level: string;
  area: string;
  title: string;
  text: string;
}

export interface AllowedChange {
  id: string;
  /** `wording`: title/text may differ (never level or area); `withdrawn`: the ID may be missing. */
  kind: 'wording' | 'withdrawn';
  reason: string;
}

export interface Release {
  version: string;
  /** Label of the release's registry file in messages. */
  file: string;
  requirements: ReleasedRequirement[];
  allowed: AllowedChange[];
}

/** Every problem of `current` against one release, each naming the release, the ID and what changed. */
export function compatProblems(release: Release, current: readonly ReleasedRequirement[]): string[] {
  const now = new Map(current.map((r) => [r.id, r]));
  const allowed = (id: string, kind: AllowedChange['kind']) => release.allowed.some((c) => c.id === id && c.kind === kind);
  const problems: string[] = [];
  const where = `release ${release.version} (${release.file})`;
  for (const old of release.requirements) {
    const r = now.get(old.id);
    if (!r) {
      if (!allowed(old.id, 'withdrawn')) problems.push(`${old.id} of ${where} is missing; an ID is never removed, only listed as withdrawn in allowed-changes.json`);
      continue;
    }
    if (r.level !== old.level) problems.push(`${old.id} changed level ${old.level} → ${r.level} since ${where}; use a new ID`);
    if (r.area !== old.area) problems.push(`${old.id} moved from area ${old.area} to ${r.area} since ${where}; use a new ID`);
    for (const field of ['title', 'text'] as const) {
      if (r[field] !== old[field] && !allowed(old.id, 'wording')) {
        problems.push(`${old.id} changed its ${field} since ${where}; a wording fix must be listed in allowed-changes.json, a new meaning needs a new ID`);
      }
    }
  }
  const released = new Set(release.requirements.map((r) => r.id));
  for (const c of release.allowed) {
    if (!released.has(c.id)) problems.push(`allowed-changes.json of ${where} lists ${c.id}, which that release does not have`);
  }
  return problems;
}

/** Reads every spec/releases/<version>/ folder (requirements.json, optional allowed-changes.json). */
export function loadReleases(dir: string): Release[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort()
    .map((version) => loadRelease(join(dir, version), version));
}

function loadRelease(folder: string, version: string): Release {
  const file = `spec/releases/${version}/requirements.json`;
  const registry = readJson(join(folder, 'requirements.json'), file) as { version?: unknown; requirements?: unknown };
  if (registry.version !== version) throw new Error(`${file}: /version: is ${JSON.stringify(registry.version)}, expected "${version}" (the folder name)`);
  if (!Array.isArray(registry.requirements)) throw new Error(`${file}: /requirements: must be an array`);
  const requirements = registry.requirements.map((r: unknown, i) => requirementAt(r, `${file}: /requirements/${i}`));
  const allowedFile = `spec/releases/${version}/allowed-changes.json`;
  const allowedPath = join(folder, 'allowed-changes.json');
  const allowed = existsSync(allowedPath) ? allowedChanges(readJson(allowedPath, allowedFile), allowedFile) : [];
  return { version, file, requirements, allowed };
}

function readJson(path: string, label: string): unknown {
  if (!existsSync(path)) throw new Error(`${label} does not exist`);
  return parseJsonText(readFileSync(path, 'utf8'), label);
}

function requirementAt(value: unknown, where: string): ReleasedRequirement {
  const r = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  for (const key of ['id', 'level', 'area', 'title', 'text']) {
    if (typeof r[key] !== 'string') throw new Error(`${where}/${key}: must be a string`);
  }
  return { id: r.id as string, level: r.level as string, area: r.area as string, title: r.title as string, text: r.text as string };
}

function allowedChanges(json: unknown, file: string): AllowedChange[] {
  const list = (json as { changes?: unknown } | null)?.changes;
  if (!Array.isArray(list)) throw new Error(`${file}: /changes: must be an array`);
  return list.map((c: unknown, i) => {
    const e = (typeof c === 'object' && c !== null ? c : {}) as Record<string, unknown>;
    const at = `${file}: /changes/${i}`;
    if (typeof e.id !== 'string' || e.id === '') throw new Error(`${at}/id: must be a requirement ID`);
    if (e.kind !== 'wording' && e.kind !== 'withdrawn') throw new Error(`${at}/kind: must be "wording" or "withdrawn"`);
    if (typeof e.reason !== 'string' || e.reason.trim() === '') throw new Error(`${at}/reason: must say why (non-empty)`);
    return { id: e.id, kind: e.kind, reason: e.reason };
  });
}
