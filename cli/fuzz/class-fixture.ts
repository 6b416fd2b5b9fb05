// One fixture file per shrunk example of a campaign's classes (spec/schemas/fixture-file.schema.json): the
// example's steps with the reference's answers as expectations, the class's step charged to its requirement.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Example, FoundClass } from './campaign.js';
import type { FuzzSubject } from './subject.js';
import { breaksSchema } from '../../suites/permits/protocol-checks.js';

const slug = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 48);

/** The class's fixtures (or why there is none): its first example's, then one per further example of another finer shape. */
export function writeClassFixtures<I>(dir: string, subject: FuzzSubject<I>, seed: number, ordinal: number, cls: FoundClass): string[] {
  return [
    writeClassFixture(dir, subject, seed, ordinal, cls, cls.example, cls.count, 1),
    ...cls.others.map((o, k) => writeClassFixture(dir, subject, seed, ordinal, cls, o.example, o.count, k + 2)),
  ];
}

function writeClassFixture<I>(dir: string, subject: FuzzSubject<I>, seed: number, ordinal: number, cls: FoundClass, example: Example, count: number, nth: number): string {
  const { testCase, reference, finding } = example;
  const kept = subject.fixtureSteps(testCase, finding);
  // A fixture holds schema-valid steps only (fixture-file.schema.json checks them against the area's
  // schemas); what a host does with the others is the protocol-robustness tests' business.
  if (kept.some((i) => breaksSchema(subject.area, testCase.steps[i]!))) return `none (a step breaks the ${subject.area} schema; fixtures hold schema-valid steps, and the PROTOCOL tests of \`capkit run\` send such steps)`;
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
