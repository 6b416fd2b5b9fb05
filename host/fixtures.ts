// Loads the language-agnostic fixture files (fixtures/<area>/*.json), validated, and turns their cases
// into wire cases: a host sees only id, area, setup and steps, never what is expected of it.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { AREAS } from './protocol.js';
import { dirname, join, relative } from 'node:path';
import { fixturesDir } from '../spec/paths.js';
import type { FixtureCase, LoadedFixtureFile } from './fixture-types.js';
import { parseJsonText } from './json-text.js';
import type { Case, Step } from './protocol.js';
import { validateFixtureFile } from './validate.js';

export type { FixtureCase, FixtureFile, FixtureStep, LoadedFixtureFile } from './fixture-types.js';

export class FixtureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FixtureError';
  }
}

/** The area folders of `dir` (folders named after an area), sorted, or just `areas` (each must exist). */
function areaFolders(dir: string, areas: readonly string[] | undefined): string[] {
  if (!existsSync(dir)) throw new FixtureError(`fixtures folder ${dir} does not exist`);
  if (areas) {
    return areas.map((area) => {
      const folder = join(dir, area);
      if (!existsSync(folder)) throw new FixtureError(`no fixtures for area "${area}": ${folder} does not exist`);
      return area;
    });
  }
  // Only folders named after an area hold cases (fixtures/plugins and fixtures/scenarios hold other things).
  return readdirSync(dir)
    .filter((name) => (AREAS as readonly string[]).includes(name) && statSync(join(dir, name)).isDirectory())
    .sort();
}

/**
 * Reads, parses and validates every `<dir>/<area>/*.json` (all area folders, or those of `areas`).
 * Throws a clear error naming the file (and line/column or JSON Pointer) for the first bad file, and
 * names both files when a case id is used twice. Files and cases keep a stable, sorted order.
 */
export function loadFixtureFiles(dir: string = fixturesDir, areas?: readonly string[]): LoadedFixtureFile[] {
  const base = dirname(dir);
  const seen = new Map<string, string>();
  const loaded: LoadedFixtureFile[] = [];
  for (const area of areaFolders(dir, areas)) {
    const folder = join(dir, area);
    const names = readdirSync(folder).filter((n) => n.endsWith('.json')).sort();
    for (const name of names) {
      const path = join(folder, name);
      const label = relative(base, path).split('\\').join('/');
      const file = validateFixtureFile(parseJsonText(readFileSync(path, 'utf8'), label), label);
      if (file.area !== area) throw new FixtureError(`${label}: /area: "${file.area}" does not match its folder "${area}"`);
      for (const c of file.cases) {
        const first = seen.get(c.id);
        if (first !== undefined) throw new FixtureError(`${label}: case id "${c.id}" is already used in ${first}`);
        seen.set(c.id, label);
      }
      loaded.push({ file: label, area, cases: file.cases });
    }
  }
  return loaded;
}

/** The case as sent to a host: expectations, requirement ids (of the case and its steps) and descriptions stripped, deep-copied. */
export function toWireCase(fixtureCase: FixtureCase): Case {
  const area = fixtureCase.id.slice(0, fixtureCase.id.indexOf('/'));
  const steps: Step[] = fixtureCase.steps.map((step) => {
    const { expect: _expect, requirement: _requirement, ...wire } = step;
    return structuredClone(wire) as Step;
  });
  return { id: fixtureCase.id, area, setup: structuredClone(fixtureCase.setup), steps };
}
