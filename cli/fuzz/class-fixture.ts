// One fixture file per shrunk example of a campaign's classes (spec/schemas/fixture-file.schema.json): the
// example's steps with the reference's answers as expectations, the class's step charged to its requirement.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Example, FoundClass } from './campaign.js';
import type { FuzzSubject } from './subject.js';

const slug = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 48);

/** The class's fixtures: its first example's, then one per further example of another finer shape. */
export function writeClassFixtures<I>(dir: string, subject: FuzzSubject<I>, seed: number, ordinal: number, cls: FoundClass): string[] {
  return [
    writeClassFixture(dir, subject, seed, ordinal, cls, cls.example, cls.count, 1),
    ...cls.others.map((o, k) => writeClassFixture(dir, subject, seed, ordinal, cls, o.example, o.count, k + 2)),
  ];
}

function writeClassFixture<I>(dir: string, subject: FuzzSubject<I>, seed: number, ordinal: number, cls: FoundClass, example: Example, count: number, nth: number): string {
  const { testCase, reference, finding } = example;
  const kept = subject.fixtureSteps(testCase, finding);
  const steps = kept.map((i) => ({
    ...testCase.steps[i]!,
    expect: reference[i]!,
    ...(i === finding.step ? { requirement: finding.requirement } : {}),
  }));
  const name = `${subject.area}-fuzz-seed-${seed >>> 0}-class-${ordinal}${nth > 1 ? `-example-${nth}` : ''}-${slug(cls.requirement)}`;
  const fixture = {
    area: subject.area,
    description: `Found by capkit fuzz ${subject.area} (seed ${seed}), class ${ordinal}${nth > 1 ? `, example ${nth}` : ''}: ${cls.requirement} ${cls.shape}${finding.detail ? ` (${finding.detail})` : ''}. Expected values are the reference's answers: check them against the requirement before keeping this file.`,
    cases: [
      {
        id: `${subject.area}/${name}`,
        requirements: [finding.requirement],
        description: `host disagreed with the reference at step ${kept.indexOf(finding.step)} (${cls.shape}${finding.detail ? `; ${finding.detail}` : ''}), ${count} time(s) in the campaign`,
        setup: testCase.setup,
        steps,
      },
    ],
  };
  const folder = resolve(dir);
  mkdirSync(folder, { recursive: true });
  const file = join(folder, `${name}.json`);
  writeFileSync(file, `${JSON.stringify(fixture, null, 2)}\n`);
  return file;
}
