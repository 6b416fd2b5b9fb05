// Options are checked before any handler runs (so before any host starts): repeated options merged or
// refused, numbers in range, durations with a unit, outputs writable.
import { describe, expect, test } from 'vitest';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseCapkit, refusal } from '../../selftest/support/parse-capkit.js';

describe('repeated options', () => {
  test('a list option given twice is one list', async () => {
    const { command, argv } = await parseCapkit(['run', '--areas', 'permits', '--areas', 'access']);
    expect(command).toBe('run');
    expect(argv.areas).toEqual(['permits', 'access']);
    // --grep repeats too: the run selects the tests matching any of the patterns
    expect((await parseCapkit(['run', '--grep', 'a', '--grep', 'b'])).argv.grep).toEqual(['a', 'b']);
  });
  test('run takes several hosts (a matrix run); other commands take one', async () => {
    const { argv } = await parseCapkit(['run', '--host-cmd', 'a', '--host-cmd', 'b', '--host', 'c.js', '--host', 'd.js']);
    expect([argv['host-cmd'], argv.host]).toEqual([['a', 'b'], ['c.js', 'd.js']]);
    expect(await refusal(['fuzz', 'permits', '--host-cmd', 'a', '--host-cmd', 'b'])).toBe('--host-cmd was given 2 times ("a", "b"): give it once');
  });
  test('any other option given twice is refused in one line', async () => {
    expect(await refusal(['run', '--timeout-multiplier', '2', '--timeout-multiplier', '3'])).toBe('--timeout-multiplier was given 2 times (2, 3): give it once');
  });
  test('array options repeat freely', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'capkit-opts-'));
    const { argv } = await parseCapkit(['run', '--report', `json:${join(dir, 'a.json')}`, '--report', `md:${join(dir, 'a.md')}`]);
    expect(argv.report).toHaveLength(2);
  });
});

describe('numbers', () => {
  test('--timeout-multiplier: positive, and small enough for a timer', async () => {
    expect(await refusal(['run', '--timeout-multiplier', '1e6'])).toMatch(/^--timeout-multiplier 1000000 is too large: at most 214748\.364/);
    expect(await refusal(['run', '--timeout-multiplier', '1e308'])).toMatch(/too large/);
    expect(await refusal(['run', '--timeout-multiplier', '-1'])).toMatch(/must be a positive number .*got -1/);
    expect(await refusal(['fuzz', 'permits', '--timeout-multiplier', 'NaN'])).toMatch(/got a value that is not a number/);
    expect((await parseCapkit(['run', '--timeout-multiplier', '214748'])).argv['timeout-multiplier']).toBe(214748);
  });
  test('--seed, --property-runs, --runs', async () => {
    expect(await refusal(['run', '--seed', '1.5'])).toMatch(/^--seed must be an integer/);
    expect(await refusal(['run', '--seed', '1e300'])).toMatch(/^--seed must be an integer/);
    expect(await refusal(['run', '--property-runs', '0'])).toBe('--property-runs must be a positive integer, got 0');
    expect(await refusal(['run', '--property-runs', '2000000'])).toBe('--property-runs 2000000 is past the limit of 1000000 runs of each property (a run of the suites would take days)');
    expect(await refusal(['fuzz', 'permits', '--runs', '2.5'])).toBe('--runs must be a positive integer, got 2.5');
  });
});

describe('durations', () => {
  test('fuzz and bench take the same units; a bare number is refused with the fix', async () => {
    expect((await parseCapkit(['bench', 'permits', '--time', '1500ms'])).argv.time).toBe('1500ms');
    expect((await parseCapkit(['fuzz', 'permits', '--time', '30s'])).argv.time).toBe('30s');
    expect(await refusal(['bench', 'permits', '--time', '1500'])).toBe('--time 1500: give a unit, e.g. --time 1500ms or --time 1.5s (durations are written with ms, s, m or h)');
    expect(await refusal(['fuzz', 'permits', '--time', '10'])).toMatch(/^--time 10: give a unit/);
    expect(await refusal(['fuzz', 'permits', '--time', '999999h'])).toMatch(/^--time 999999h: at most 596h/);
  });
});

describe('outputs', () => {
  test('a path below a regular file is refused at once, naming both', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'capkit-opts-'));
    const file = join(dir, 'plain');
    writeFileSync(file, 'x');
    const message = await refusal(['run', '--report', `json:${join(file, 'r.json')}`, '--report', `md:${join(dir, 'out.md')}`]);
    expect(message).toBe(`--report json:${join(file, 'r.json')}: ${file} is a file, not a folder, so nothing can be written below it`);
  });
  test('a folder under /proc is refused at once (never a hang)', async () => {
    expect(await refusal(['run', '--report', 'json:/proc/capkit-x/r.json'])).toMatch(/^--report json:\/proc\/capkit-x\/r\.json: cannot create \/proc\/capkit-x: \/proc takes no new files or folders/);
    expect(await refusal(['run', '--reporter', 'junit:/proc/capkit.xml'])).toMatch(/cannot create files in \/proc/);
  });
  test('an unknown format, and two outputs to one file, are refused', async () => {
    expect(await refusal(['run', '--report', 'xml:a.xml'])).toMatch(/format one of json, md, html, junit/);
    const dir = mkdtempSync(join(tmpdir(), 'capkit-opts-'));
    expect(await refusal(['run', '--report', `json:${dir}/r`, '--report', `md:${dir}/r`])).toMatch(/would write the same file/);
  });
  test('the check leaves nothing behind', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'capkit-opts-'));
    await parseCapkit(['run', '--report', `json:${join(dir, 'new', 'r.json')}`, '--report', `md:${join(dir, 'r.md')}`]);
    expect(readdirSync(dir)).toEqual([]);
  });
  test('other commands: report render, bench --json, fuzz --out', async () => {
    expect(await refusal(['report', 'render', 'r.json', '--html', '/proc/x/r.html'])).toMatch(/^--html \/proc\/x\/r\.html: cannot create/);
    expect(await refusal(['bench', 'permits', '--json', '/proc/x.json'])).toMatch(/^--json \/proc\/x\.json: cannot create files in \/proc/);
    expect(await refusal(['fuzz', 'permits', '--out', '/proc/found'])).toMatch(/^--out \/proc\/found: cannot create/);
  });
});
