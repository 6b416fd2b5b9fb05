// No command writes over a file it reads, and no two outputs share a file: refused in one line (exit 2)
// before anything runs, the input left as it was. Outputs from capkit.config.json are checked as flags are.
// Runs the built CLI (npm run build first).
import { describe, test } from 'vitest';
import { mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sampleReport } from '../../selftest/samples/sample-report.js';
import { runCapkit } from '../../selftest/support/run-capkit.js';

function folderWithReports(): { dir: string; report: string; shards: [string, string]; text: string } {
  const dir = mkdtempSync(join(tmpdir(), 'capkit-outputs-'));
  const text = `${JSON.stringify(sampleReport(), null, 2)}\n`;
  const report = join(dir, 'r.json');
  writeFileSync(report, text);
  const shards: [string, string] = [join(dir, 's1.json'), join(dir, 's2.json')];
  shards.forEach((file, i) => writeFileSync(file, JSON.stringify({ ...sampleReport(), run: { ...sampleReport().run, shard: `${i + 1}/2` } })));
  return { dir, report, shards, text };
}

describe.concurrent('outputs over inputs', () => {
  for (const [name, args] of [
    ['report render r.json --html r.json', (f: ReturnType<typeof folderWithReports>) => ['report', 'render', f.report, '--html', f.report]],
    ['report render r.json --md <a link to r.json>', (f: ReturnType<typeof folderWithReports>) => {
      const link = join(f.dir, 'link.md');
      symlinkSync(f.report, link);
      return ['report', 'render', f.report, '--md', link];
    }],
    ['report render a.json --compare r.json --html r.json', (f: ReturnType<typeof folderWithReports>) => ['report', 'render', f.shards[0], '--compare', f.report, '--html', f.report]],
    ['report badge r.json --out r.json', (f: ReturnType<typeof folderWithReports>) => ['report', 'badge', f.report, '--out', f.report]],
  ] as const) {
    test(`${name}: refused, exit 2, the input unchanged`, async ({ expect }) => {
      const f = folderWithReports();
      const r = await runCapkit(args(f) as string[]);
      expect(r.code, r.stderr).toBe(2);
      expect(r.stderr).toMatch(/would write over (the report|--compare) .*which this command reads/);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(readFileSync(f.report, 'utf8')).toBe(f.text);
    });
  }

  test('report merge s1 s2 --out s1: refused, exit 2, the shard unchanged', async ({ expect }) => {
    const f = folderWithReports();
    const before = readFileSync(f.shards[0], 'utf8');
    const r = await runCapkit(['report', 'merge', ...f.shards, '--out', f.shards[0]]);
    expect(r.code, r.stderr).toBe(2);
    expect(r.stderr).toMatch(/--out .*s1\.json would write over the report .*s1\.json/);
    expect(readFileSync(f.shards[0], 'utf8')).toBe(before);
  });

  test('two outputs on one file: refused, for report merge and for run', async ({ expect }) => {
    const f = folderWithReports();
    const out = join(f.dir, 'm.json');
    const merge = await runCapkit(['report', 'merge', ...f.shards, '--out', out, '--html', out]);
    expect(merge.code).toBe(2);
    expect(merge.stderr).toMatch(/--out .* and --html .* would write the same file/);
    const run = await runCapkit(['run', '--report', `json:${out}`, '--report', `html:${out}`]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/would write the same file/);
  });
});

describe.concurrent('outputs named by capkit.config.json', () => {
  const withConfig = (reports: string[]) => {
    const dir = mkdtempSync(join(tmpdir(), 'capkit-config-out-'));
    writeFileSync(join(dir, 'capkit.config.json'), JSON.stringify({ reports }));
    return join(dir, 'capkit.config.json');
  };

  test('json: and html: on one file, a path below /proc, the config itself: each refused before any host starts, naming the config', async ({ expect }) => {
    for (const [reports, said] of [
      [['json:r.json', 'html:r.json'], /capkit\.config\.json "reports": json:.*r\.json and .*html:.*r\.json would write the same file/],
      [['json:/proc/capkit/r.json'], /capkit\.config\.json "reports": json:\/proc\/capkit\/r\.json: cannot create/],
      [['json:capkit.config.json'], /would write over the config/],
    ] as const) {
      const r = await runCapkit(['run', '--config', withConfig([...reports])]);
      expect(r.code, r.stderr).toBe(2);
      expect(r.stderr).toMatch(said);
      // Refused before the run: no suite, no host.
      expect(r.stdout).toBe('');
    }
  });
});
