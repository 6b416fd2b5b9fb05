// A printed replay line reproduces its failure: a broken host is run, the replay the console printed
// for a failing requirement is parsed as a shell would and run again, and the same test fails the same way.
import { describe, expect, test } from 'vitest';
import { join } from 'node:path';
import { kitRoot } from '../../spec/paths.js';
import { firstFailingTest } from '../report/replay.js';
import { capkitRunInProcess as capkitRun, shellWords } from '../../selftest/support/run-in-process.js';

describe('shellWords', () => {
  test('reads single quotes and the quote escape the replay uses', () => {
    expect(shellWords(`npx capkit run --grep 'a b'\\''c$' --seed 1`)).toEqual(['npx', 'capkit', 'run', '--grep', "a b'c$", '--seed', '1']);
  });
});

describe('the printed replay reproduces its failure', () => {
  test('each failing requirement\'s replay line reruns its failing test to the same failure', async () => {
    const host = join(kitRoot, 'selftest/broken-hosts/or-as-and.ts');
    const first = await capkitRun(['--host', host, '--no-isolate', '--areas', 'permits', '--seed', '3', '--property-runs', '10', '--timeout-multiplier', '4']);
    expect(first.code).toBe(1);
    const failing = first.report.requirements.filter((r) => r.status === 'FAIL');
    expect(failing.length).toBeGreaterThan(0);
    const printed = [...first.out.matchAll(/^ +replay +(npx capkit run .*)$/gm)].map((m) => m[1]!);
    expect(printed.length).toBe(failing.length);
    // Every card says which rule and where it lives: the requirement's sentence, then its spec file and line.
    for (const r of failing) {
      expect(first.out).toMatch(new RegExp(`^FAIL +${r.id} .*\\n +rule +\\S.*\\n +spec +\\S*spec/${r.area}\\.md:\\d+$`, 'm'));
    }
    // One replay of a fixture case and one of a property, when the run failed both ways.
    const byKind = (property: boolean) => failing.find((r) => (firstFailingTest(r)?.message?.includes('Property failed') ?? false) === property);
    const picked = [byKind(false), byKind(true)].filter((r) => r !== undefined);
    expect(picked.length).toBeGreaterThan(0);
    for (const requirement of picked) {
      const line = printed.find((p) => p === requirement.replay);
      expect(line, `the console printed the replay of ${requirement.id}`).toBeDefined();
      // Short enough to copy from a CI log: the case id or a few title words, never the whole escaped title.
      // (This run's own settings are not the replay's doing: the line is measured without them.)
      const own = line!.replace(/ --(?:seed 3|property-runs 10|timeout-multiplier 4|no-isolate)\b/g, '');
      expect(own.length, line).toBeLessThanOrEqual(120);
      const words = shellWords(line!);
      expect(words.slice(0, 3)).toEqual(['npx', 'capkit', 'run']);
      // A property needs the seed and run count; a fixture case is the same JSON without them.
      const generated = !firstFailingTest(requirement)!.file.endsWith('/fixtures.test.ts');
      expect(words).toEqual(expect.arrayContaining([...(generated ? ['--seed', '3', '--property-runs', '10'] : []), '--timeout-multiplier', '4', '--no-isolate']));
      const again = await capkitRun(words.slice(3));
      expect(again.code, again.out).toBe(1);
      const before = firstFailingTest(requirement)!;
      const replayed = again.report.requirements.find((r) => r.id === requirement.id)!;
      expect(replayed.status).toBe('FAIL');
      const after = replayed.tests.filter((t) => t.status !== 'SKIPPED');
      // Only the failing test ran, and it failed with the same text (the same counterexample, for a property).
      expect(after.map((t) => t.name)).toEqual([before.name]);
      expect(after[0]!.message).toBe(before.message);
    }
  }, 300_000);
});
