// The golden scenarios shipped in fixtures/scenarios/: each `<name>.json` with its pinned transcript
// `<name>.transcript.jsonl` beside it.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fixturesDir } from '../spec/paths.js';
import { loadScenarioFile } from './load-scenario.js';
import type { Scenario } from './scenario.js';

export const scenariosDir = join(fixturesDir, 'scenarios');

export interface ScenarioFile {
  /** Path relative to the kit root, e.g. fixtures/scenarios/approval-once.json. */
  label: string;
  scenario: Scenario;
  /** Absolute path of the golden transcript (it may not exist yet). */
  goldenPath: string;
}

export function loadScenarioFiles(dir: string = scenariosDir): ScenarioFile[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((n) => n.endsWith('.json'))
    .sort()
    .map((n) => {
      const label = `fixtures/scenarios/${n}`;
      const scenario = loadScenarioFile(join(dir, n), label);
      if (`${scenario.name}.json` !== n) throw new Error(`${label}: /name: "${scenario.name}" must match the file name (${n.replace(/\.json$/, '')})`);
      return { label, scenario, goldenPath: join(dir, `${scenario.name}.transcript.jsonl`) };
    });
}
