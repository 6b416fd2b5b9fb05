// Reports are written one by one: a bad path costs its own output only, never the others, and a path
// below /proc is an error, not a hang.
import { describe, expect, test } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ReportWriteError, writeFileEnsuringDir, writeReports } from './report-outputs.js';
import type { RunReport } from './report.js';

const report = { kit: { name: 'capkit', version: '0' } } as unknown as RunReport;

describe('writeReports', () => {
  test('a failing output is reported by name and the ones after it are still written', () => {
    const dir = mkdtempSync(join(tmpdir(), 'capkit-outputs-'));
    const file = join(dir, 'plain-file');
    writeFileSync(file, 'x');
    const good = join(dir, 'deep', 'er', 'r.json');
    let error: unknown;
    try {
      writeReports(report, [{ format: 'json', file: join(file, 'below.json') }, { format: 'json', file: good }]);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ReportWriteError);
    expect((error as ReportWriteError).failures).toEqual([expect.stringMatching(/^--report json:.*below\.json was not written: .*plain-file is a file, not a folder$/)]);
    expect(JSON.parse(readFileSync(good, 'utf8'))).toEqual(report);
  });
  test('a folder under /proc is refused at once', () => {
    expect(() => writeFileEnsuringDir('/proc/capkit-no-such/x/r.json', '{}')).toThrow();
    expect(existsSync('/proc/capkit-no-such')).toBe(false);
  });
});
