import { describe, expect, test } from 'vitest';
import { renderBenchmarksPage } from './benchmarks-page.js';

const when = new Date('2026-01-02T03:04:00Z');

describe('the benchmarks page', () => {
  test("a run replaces its suite's section and keeps the others, with the machine and the command", () => {
    const first = renderBenchmarksPage(undefined, 'registry', 'npx capkit bench registry --time 3s', 'CPU A', when, 'median 1 ms\n');
    const second = renderBenchmarksPage(first, 'permits', 'npx capkit bench permits --time 1s', 'CPU B', when, '\x1b[1m71×\x1b[22m\n');
    const third = renderBenchmarksPage(second, 'registry', 'npx capkit bench registry --time 3s', 'CPU C', when, 'median 2 ms\n');
    expect(third.match(/<!-- bench:registry -->/g)).toHaveLength(1);
    expect(third).toContain('median 2 ms');
    expect(third).not.toContain('median 1 ms'); // latest run only
    expect(third).toContain('Machine: CPU C');
    expect(third).toContain('Command: `npx capkit bench permits --time 1s`');
    expect(third).toContain('71×'); // the other suite kept, colours removed
    expect(third).not.toContain('\x1b');
    expect(third.indexOf('bench:permits')).toBeLessThan(third.indexOf('bench:registry')); // a fixed order
    expect(third.startsWith('# Benchmarks')).toBe(true);
  });

  test('every suite the command runs has a section: work too, kept when another suite writes', () => {
    const work = renderBenchmarksPage(undefined, 'work', 'npx capkit bench work', 'CPU A', when, 'miss 3.2×\n');
    expect(work).toContain('<!-- bench:work -->');
    const then = renderBenchmarksPage(work, 'permits', 'npx capkit bench permits', 'CPU A', when, '71×\n');
    expect(then).toContain('miss 3.2×');
  });
});
