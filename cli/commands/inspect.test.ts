import { describe, test, expect } from 'vitest';
import { runCapkit } from '../test-support/run-capkit.js';

// Runs the built CLI (npm run build first), as a plugin author would.
describe('capkit inspect', () => {
  test('example-plugin: the owner tree with qualifiedNames and sources, exit 0', async () => {
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

  test('example-plugin --json: the same tree as data', async () => {
    const r = await runCapkit(['inspect', 'fixtures/plugins/example-plugin', '--json']);
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout) as { tools: { qualifiedName: string; flags: { requiresApproval: string } }[]; skills: { qualifiedName: string; tools: { qualifiedName: string }[] }[]; agents: { name: string; tools: { qualifiedName: string }[] }[]; diagnostics: unknown[] };
    expect(report.tools.map((t) => [t.qualifiedName, t.flags.requiresApproval])).toEqual([['echo', 'never']]);
    expect(report.skills.map((s) => [s.qualifiedName, s.tools.map((t) => t.qualifiedName)])).toEqual([['short-url', ['short-url__normalize']]]);
    expect(report.agents.map((a) => [a.name, a.tools.map((t) => t.qualifiedName)])).toEqual([['reviewer', ['reviewer__check-result']]]);
    expect(report.diagnostics).toEqual([]);
  });

  test('broken-plugin: every diagnostic with file, field and reason, exit 1', async () => {
    const r = await runCapkit(['inspect', 'fixtures/plugins/broken-plugin']);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/error\[invalid-name\] tools\/Bad_Name\/index\.ts/);
    expect(r.stdout).toMatch(/error\[invalid-definition\] tools\/no-default\/index\.ts/);
    expect(r.stdout).toMatch(/error\[missing-agent-file\] agents\/helper\/conventions\.md/);
    expect(r.stdout).toMatch(/warning\[malformed-permit\] tools\/lookup\/index\.ts \(field permissions\[1\]\).*role\(master\|trusted\)/);
  });

  test('broken-plugin --json: the diagnostics as data', async () => {
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

  test('a path that is not a folder is a usage error, not a stack trace', async () => {
    const r = await runCapkit(['inspect', 'fixtures/plugins/nowhere']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('is not a directory');
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});
