// A disagreement written as a fixture file (spec/schemas/fixture-file.schema.json), ready to review and keep.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Disagreement } from './differential.js';
import type { FuzzTarget } from './targets.js';

export function writeFoundFixture(dir: string, target: FuzzTarget, seed: number, d: Disagreement): string {
  const steps = d.steps.map((i) => ({ ...d.input.steps[i]!, expect: d.reference[i]! }));
  const requirements = [...new Set(steps.map((s) => target.requirementOf(s)))];
  const fixture = {
    area: target.area,
    description: `Found by capkit fuzz ${target.area} (seed ${seed}). Expected values are the reference's answers: check them against the rulings and the requirement IDs before keeping this file.`,
    cases: [
      {
        id: `${target.area}/fuzz-seed-${seed >>> 0}`,
        requirements,
        description: `host disagreed with the reference on ${steps.length} step(s)`,
        setup: d.input.setup,
        steps,
      },
    ],
  };
  const folder = resolve(dir);
  mkdirSync(folder, { recursive: true });
  const file = join(folder, `${target.area}-fuzz-seed-${seed >>> 0}.json`);
  writeFileSync(file, `${JSON.stringify(fixture, null, 2)}\n`);
  return file;
}
