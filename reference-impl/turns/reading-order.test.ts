// The reading order of area turns (README.md) against the spec and the files: every MUST/SHOULD requirement
// of spec/turns.md is in exactly one rule group (or held outside the folder, said so), each rule file names
// its requirements in the docs of its functions and claims no other group's, the groups follow the spec's
// order, and every source file of the folder is listed.
import { describe, test, expect } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadRequirements } from '../../spec/requirements.js';

const here = dirname(fileURLToPath(import.meta.url));
const readme = readFileSync(join(here, 'README.md'), 'utf8');
const idsIn = (text: string): string[] => text.match(/TURN-\d{3}/g) ?? [];
/** The table rows of the README: every cell of each `| … |` line below a header. */
const rows = readme.split('\n').filter((line) => line.startsWith('|') && !line.startsWith('|---')).map((line) => line.split('|').slice(1, -1).map((c) => c.trim()));
const fileOf = (cell: string): string | undefined => /\]\(([\w.-]+\.ts)\)/.exec(cell)?.[1];
/** Rule groups: a row of three cells whose last is a file link. */
const groups = rows.filter((r) => r.length === 3 && fileOf(r[2]!) !== undefined).map((r) => ({ file: fileOf(r[2]!)!, ids: idsIn(r[1]!) }));
/** Requirements held outside the folder: two-cell rows naming ids. */
const elsewhere = rows.filter((r) => r.length === 2 && idsIn(r[0]!).length > 0).flatMap((r) => idsIn(r[0]!));
const stateFiles = rows.filter((r) => r.length === 2 && fileOf(r[0]!) !== undefined).map((r) => fileOf(r[0]!)!);
/** The requirement ids a file's doc comments (`/** … *\/`, the rule functions' docs) and header name. */
const docIds = (file: string): Set<string> => {
  const text = readFileSync(join(here, file), 'utf8');
  const docs = text.match(/\/\*\*[\s\S]*?\*\//g) ?? [];
  const header = text.split('\n').filter((l, i, all) => l.startsWith('//') && all.slice(0, i).every((p) => p.startsWith('//'))).join('\n');
  return new Set([...docs.flatMap(idsIn), ...idsIn(header)]);
};

describe('reference-impl/turns reading order (README.md)', () => {
  const required = loadRequirements().filter((r) => r.area === 'turns' && (r.level === 'MUST' || r.level === 'SHOULD')).map((r) => r.id);

  test('every MUST/SHOULD requirement is in exactly one rule group or held outside, and nothing else is listed', () => {
    const listed = [...groups.flatMap((g) => g.ids), ...elsewhere];
    expect(groups.length).toBeGreaterThan(5);
    expect([...listed].sort()).toEqual([...required].sort());
  });

  test('each rule file names its requirements in its docs, and no other group claims them', () => {
    for (const group of groups) {
      const named = docIds(group.file);
      expect({ file: group.file, missing: group.ids.filter((id) => !named.has(id)) }).toEqual({ file: group.file, missing: [] });
      const others = groups.filter((g) => g !== group).flatMap((g) => g.ids);
      expect({ file: group.file, claimsOthers: [...named].filter((id) => others.includes(id)) }).toEqual({ file: group.file, claimsOthers: [] });
    }
  });

  test('the groups follow the spec: ordered by their first requirement', () => {
    const firsts = groups.map((g) => [...g.ids].sort()[0]!);
    expect(firsts).toEqual([...firsts].sort());
  });

  test('every source file of the folder is a rule file or a listed state/wiring file', () => {
    const sources = readdirSync(here).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).sort();
    expect([...groups.map((g) => g.file), ...stateFiles].sort()).toEqual(sources);
  });
});
