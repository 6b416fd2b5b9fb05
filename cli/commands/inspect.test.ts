import { describe, test } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCapkit } from '../../selftest/support/run-capkit.js';

// Runs the built CLI (npm run build first), as a plugin author would.
describe.concurrent('capkit inspect', () => {
  test('example-plugin: the owner tree with qualifiedNames and sources, exit 0', async ({ expect }) => {
    const r = await runCapkit(['inspect', 'fixtures/plugins/example-plugin']);
    expect(r.code).toBe(0);
    for (const line of [
      /agent reviewer\s+agents\/reviewer\/agent\.json \[auto: github\]/,
      /tool\s+reviewer__check-result\s+agents\/reviewer\/tools\/check-result\/index\.ts .*hidden/,
      /skill short-url\s+skills\/short-url\/SKILL\.md/,
      /tool\s+short-url__normalize\s+skills\/short-url\/tools\/normalize\/index\.ts/,
      /tool\s+echo\s+tools\/echo\/index\.ts \[approval never\]/,
    ]) expect(r.stdout).toMatch(line);
    // The supporting module is not a tool.
    expect(r.stdout).not.toContain('client');
  });

  test('example-plugin --json: the same tree as data', async ({ expect }) => {
    const r = await runCapkit(['inspect', 'fixtures/plugins/example-plugin', '--json']);
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout) as { tools: { qualifiedName: string; flags: { requiresApproval: string } }[]; skills: { qualifiedName: string; tools: { qualifiedName: string }[] }[]; agents: { name: string; tools: { qualifiedName: string }[] }[]; diagnostics: unknown[] };
    expect(report.tools.map((t) => [t.qualifiedName, t.flags.requiresApproval])).toEqual([['echo', 'never']]);
    expect(report.skills.map((s) => [s.qualifiedName, s.tools.map((t) => t.qualifiedName)])).toEqual([['short-url', ['short-url__normalize']]]);
    expect(report.agents.map((a) => [a.name, a.tools.map((t) => t.qualifiedName)])).toEqual([['reviewer', ['reviewer__check-result']]]);
    expect(report.diagnostics).toEqual([]);
  });

  test('broken-plugin: every diagnostic with file, field and reason, exit 1', async ({ expect }) => {
    const r = await runCapkit(['inspect', 'fixtures/plugins/broken-plugin']);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/error\[invalid-name\] tools\/Bad_Name\/index\.ts/);
    expect(r.stdout).toMatch(/error\[invalid-definition\] tools\/no-default\/index\.ts/);
    expect(r.stdout).toMatch(/error\[missing-agent-file\] agents\/helper\/conventions\.md/);
    expect(r.stdout).toMatch(/warning\[malformed-permit\] tools\/lookup\/index\.ts \(field permissions\[1\]\).*role\(master\|trusted\)/);
  });

  test('broken-plugin --json: the diagnostics as data', async ({ expect }) => {
    const r = await runCapkit(['inspect', 'fixtures/plugins/broken-plugin', '--json']);
    expect(r.code).toBe(1);
    const report = JSON.parse(r.stdout) as { diagnostics: { severity: string; code: string; file: string; field?: string }[] };
    expect(report.diagnostics.map((d) => [d.severity, d.code, d.file, d.field])).toEqual([
      ['error', 'invalid-name', 'tools/Bad_Name/index.ts', undefined],
      ['error', 'invalid-definition', 'tools/no-default/index.ts', 'default'],
      ['error', 'missing-agent-file', 'agents/helper/conventions.md', undefined],
      ['warning', 'malformed-permit', 'tools/lookup/index.ts', 'permissions[1]'],
    ]);
  });

  test('a path that is not a folder is a usage error, not a stack trace', async ({ expect }) => {
    const r = await runCapkit(['inspect', 'fixtures/plugins/nowhere']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('is not a directory');
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});

// Plugin code runs in a child process of `capkit inspect`: whatever a tool entry does at import, the
// kit ends with exit 1 and a diagnostic naming the file, and its stdout carries only the kit's report.
describe.concurrent('capkit inspect: plugin code that misbehaves when loaded', () => {
  // A stack trace's first frame line.
  const STACK_LINE = /\n\s+at /;

  test('a tool entry that calls process.exit(0): an error naming it, exit 1, and the entries after it still inspected', async ({ expect }) => {
    const r = await runCapkit(['inspect', 'fixtures/plugins/exits-at-load']);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/error\[invalid-definition\] tools\/quits\/index\.ts \(field default\): not a tool entry: ended the process \(exit code 0\) while it was being loaded/);
    expect(r.stdout).toMatch(/tool\s+stays\s+tools\/stays\/index\.ts/);
    expect(r.stderr).not.toMatch(STACK_LINE);
  });

  test('a tool entry that loops forever: stopped at --timeout 2s, an error naming it, exit 1', async ({ expect }) => {
    const r = await runCapkit(['inspect', 'fixtures/plugins/spins-at-load', '--timeout', '2s'], { timeoutMs: 90_000 });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/error\[invalid-definition\] tools\/spin\/index\.ts .*did not finish loading within 2s/);
    // Only that the kit ended, with a wide margin over the 2s limit for a loaded machine.
    expect(r.ms).toBeLessThan(60_000);
  });

  test('a tool entry that throws at import: an error naming it with the thrown message, exit 1', async ({ expect }) => {
    const r = await runCapkit(['inspect', 'fixtures/plugins/throws-at-load']);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/error\[invalid-definition\] tools\/throws\/index\.ts .*cannot be loaded: configuration missing: WEATHER_API_KEY/);
    expect(r.stderr).not.toMatch(STACK_LINE);
  });

  test('a tool entry that prints on stdout: an error naming it, with the output quoted and its escape codes shown, exit 1', async ({ expect }) => {
    const r = await runCapkit(['inspect', 'fixtures/plugins/prints-at-load']);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/error\[prints-at-load\] tools\/chatty\/index\.ts: printed ".*✔ no errors.*" on stdout while it was being loaded/);
    expect(r.stdout).toMatch(/warning\[prints-at-load\] tools\/chatty\/index\.ts: printed "chatty: loading\\n" on stderr/);
    // Written around the console, to file descriptor 1: still caught, never passed through.
    expect(r.stdout).toMatch(/error\[prints-at-load\] [^\n]*"raw line on fd 1\\n" on stdout/);
    expect(r.stdout).not.toMatch(/^raw line on fd 1$/m);
    // Nothing the plugin printed reaches the terminal raw: no escape code, no line of its own.
    expect(r.stdout).not.toContain('\u001b');
    expect(r.stdout).not.toMatch(/^\s*✔ no errors$/m);
  });

  test('a tool entry that prints, with --json: stdout is the report alone, the output a diagnostic', async ({ expect }) => {
    const r = await runCapkit(['inspect', 'fixtures/plugins/prints-at-load', '--json']);
    expect(r.code).toBe(1);
    const report = JSON.parse(r.stdout) as { tools: { qualifiedName: string }[]; diagnostics: { severity: string; code: string; file: string; reason: string }[] };
    expect(report.tools.map((t) => t.qualifiedName)).toEqual(['chatty', 'raw']);
    expect(report.diagnostics.filter((d) => d.code === 'prints-at-load' && d.severity === 'error').map((d) => d.reason)).toEqual(
      expect.arrayContaining([expect.stringContaining('✔ no errors'), expect.stringContaining('raw line on fd 1')]),
    );
  });

  test('a TypeScript tool entry that does not parse: one line saying what is wrong, not the loader\'s bare header or code frame', async ({ expect }) => {
    const dir = mkdtempSync(join(tmpdir(), 'capkit-inspect-'));
    mkdirSync(join(dir, 'tools', 'bad'), { recursive: true });
    writeFileSync(join(dir, 'tools', 'bad', 'index.ts'), 'export default defineAgentTool({ description: "x" \n');
    const r = await runCapkit(['inspect', dir, '--json']);
    expect(r.code).toBe(1);
    const [d] = (JSON.parse(r.stdout) as { diagnostics: { file: string; reason: string }[] }).diagnostics;
    expect(d!.file).toBe('tools/bad/index.ts');
    expect(d!.reason).toMatch(/cannot be loaded: .*Expected/);
    expect(d!.reason).not.toMatch(/[\n│╭]/);
  });

  test('plugin code that ends the process while the plugin is prepared: an error naming the plugin, exit 1', async ({ expect }) => {
    const r = await runCapkit(['inspect', 'fixtures/plugins/exits-in-prepare', '--json']);
    expect(r.code).toBe(1);
    const report = JSON.parse(r.stdout) as { diagnostics: { severity: string; code: string; file: string; reason: string }[] };
    expect(report.diagnostics).toEqual([{ severity: 'error', code: 'inspect-failed', file: 'exits-in-prepare', reason: expect.stringMatching(/ended the process \(exit code 0\) while preparing the plugin/) }]);
  });

  test('--timeout takes a duration; anything else is a usage error in one line', async ({ expect }) => {
    for (const bad of ['10', 'soon', '2h']) {
      const r = await runCapkit(['inspect', 'fixtures/plugins/example-plugin', '--timeout', bad]);
      expect(r.code, bad).toBe(2);
      expect(r.stderr, bad).toMatch(/--timeout/);
      expect(r.stderr).not.toMatch(STACK_LINE);
    }
  });
});

describe.concurrent('capkit inspect: files that look like tool entries but are not discovered', () => {
  test('flat tools/<name>.ts and .js files and a skill\'s flat tool file: one warning each, naming where it belongs', async ({ expect }) => {
    const r = await runCapkit(['inspect', 'fixtures/plugins/flat-tools']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('warning[undiscovered-tool] tools/runtime-status.ts: looks like a tool entry but only tools/<name>/index.ts is discovered: move it to tools/runtime-status/index.ts');
    expect(r.stdout).toContain('warning[undiscovered-tool] tools/dice.js: looks like a tool entry but only tools/<name>/index.js is discovered: move it to tools/dice/index.js');
    expect(r.stdout).toContain('warning[undiscovered-tool] skills/notes/tools/summarize.ts: looks like a tool entry but only skills/notes/tools/<name>/index.ts is discovered: move it to skills/notes/tools/summarize/index.ts');
    expect(r.stdout).toMatch(/tool\s+ok\s+tools\/ok\/index\.ts/);
    expect(r.stdout).toContain('✔ no errors (3 warning(s))');
  });

  test('defineAgentTool default exports outside the tool locations: one warning each, naming its owner\'s tool folder', async ({ expect }) => {
    const r = await runCapkit(['inspect', 'fixtures/plugins/stray-tool-export', '--json']);
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout) as { diagnostics: { severity: string; code: string; file: string; reason: string }[] };
    expect(report.diagnostics.map((d) => [d.severity, d.code, d.file, /move it to (\S+)$/.exec(d.reason)?.[1]])).toEqual([
      ['warning', 'undiscovered-tool', 'agents/helper/lookup.ts', 'agents/helper/tools/lookup/index.ts'],
      ['warning', 'undiscovered-tool', 'lib/weather-tool.ts', 'tools/weather-tool/index.ts'],
      ['warning', 'undiscovered-tool', 'tools/weather/main.ts', 'tools/weather/index.ts'],
    ]);
  });

  test('a file name with control characters is shown with them escaped, on the terminal and in --json', async ({ expect }) => {
    const dir = mkdtempSync(join(tmpdir(), 'capkit-inspect-'));
    mkdirSync(join(dir, 'tools'));
    writeFileSync(join(dir, 'tools', 'evil\u001b[2K\r✔ fine.ts'), 'export default 1;\n');
    const r = await runCapkit(['inspect', dir]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('warning[undiscovered-tool] tools/evil\\x1b[2K\\r✔ fine.ts');
    expect(r.stdout).not.toContain('\u001b');
    expect(r.stdout).not.toContain('\r');
    const json = await runCapkit(['inspect', dir, '--json']);
    expect(json.stdout).not.toContain('\u001b');
    expect((JSON.parse(json.stdout) as { diagnostics: { file: string }[] }).diagnostics[0]!.file).toBe('tools/evil\u001b[2K\r✔ fine.ts');
  });
});
