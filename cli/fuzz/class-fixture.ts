// One fixture file per class of a campaign (spec/schemas/fixture-file.schema.json): the shrunk example's
// steps with the reference's answers as expectations, the class's step charged to its requirement.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FoundClass } from './campaign.js';
import type { FuzzSubject } from './subject.js';

const slug = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 48);

export function writeClassFixture<I>(dir: string, subject: FuzzSubject<I>, seed: number, ordinal: number, cls: FoundClass): string {
  const { testCase, reference, finding } = cls.example;
  const kept = subject.fixtureSteps(testCase, finding);
  const steps = kept.map((i) => ({
    ...testCase.steps[i]!,
    expect: reference[i]!,
    ...(i === finding.step ? { requirement: finding.requirement } : {}),
  }));
  const name = `${subject.area}-fuzz-seed-${seed >>> 0}-class-${ordinal}-${slug(cls.requirement)}`;
  const fixture = {
    area: subject.area,
    description: `Found by capkit fuzz ${subject.area} (seed ${seed}), class ${ordinal}: ${cls.requirement} ${cls.shape}. Expected values are the reference's answers: check them against the requirement before keeping this file.`,
    cases: [
      {
        id: `${subject.area}/${name}`,
        requirements: [finding.requirement],
        description: `host disagreed with the reference at step ${kept.indexOf(finding.step)} (${cls.shape}), ${cls.count} time(s) in the campaign`,
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
