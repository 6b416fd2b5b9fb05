import { describe, test, expect } from 'vitest';
import { join } from 'node:path';
import { fixturesDir } from '../../spec/paths.js';
import { diskPluginSource } from './disk-plugin.js';
import { prepare } from './prepare.js';

const prepareDir = async (name: string) => prepare({ plugins: [await diskPluginSource(join(fixturesDir, 'plugins', name))], addTools: [], registrations: [], generation: 1 });

describe('a real plugin folder on disk', () => {
  test('example-plugin: tools of all kinds with their owner paths, a skill, an agent, no problems', async () => {
    const p = await prepareDir('example-plugin');
    expect(p.problems).toEqual([]);
    expect(p.tools.map((t) => [t.qualifiedName, t.source]).sort()).toEqual([
      ['echo', 'tools/echo/index.ts'],
      ['reviewer__check-result', 'agents/reviewer/tools/check-result/index.ts'],
      ['short-url__normalize', 'skills/short-url/tools/normalize/index.ts'],
    ]);
    expect(p.skills.map((s) => s.qualifiedName)).toEqual(['short-url']);
    expect(p.agents.map((a) => [a.name, a.autoPlatform])).toEqual([['reviewer', 'github']]);
    // The zod schema was projected, and execute is the module's own.
    const echo = p.tools.find((t) => t.qualifiedName === 'echo')!;
    expect(echo.inputSchema).toMatchObject({ type: 'object', required: ['message'] });
    expect(echo.run({ message: 'hi' })).toBe('echo: hi');
  });
  test('broken-plugin: each problem named by its file', async () => {
    const p = await prepareDir('broken-plugin');
    expect(p.problems.map((x) => [x.code, x.source])).toEqual(
      expect.arrayContaining([
        ['invalid-name', 'tools/Bad_Name/index.ts'],
        ['invalid-definition', 'tools/no-default/index.ts'],
        ['missing-agent-file', 'agents/helper/conventions.md'],
      ]),
    );
    expect(p.lints.map((l) => [l.source, l.permit])).toEqual([['tools/lookup/index.ts', 'role(master|trusted)']]);
  });

  test('a watcher is told before and after each tool entry is evaluated, and a read fixed in advance is not loaded', async () => {
    const seen: string[] = [];
    const dir = join(fixturesDir, 'plugins', 'throws-at-load');
    const watched = await diskPluginSource(join(fixturesDir, 'plugins', 'example-plugin'), { beforeLoad: (f) => void seen.push(`before ${f}`), afterLoad: (f) => void seen.push(`after ${f}`) });
    expect(seen).toEqual(watched.files.filter((f) => f.endsWith('/index.ts')).flatMap((f) => [`before ${f}`, `after ${f}`]));
    expect(seen).toHaveLength(6);
    // Loaded, this module throws; fixed in advance, it is never evaluated.
    expect((await diskPluginSource(dir)).read('tools/throws/index.ts')).toMatchObject({ kind: 'unreadable', reason: expect.stringContaining('configuration missing') });
    const known = await diskPluginSource(dir, { known: new Map([['tools/throws/index.ts', { kind: 'unreadable', reason: 'hung earlier' }]]), beforeLoad: (f) => void seen.push(f) });
    expect(known.read('tools/throws/index.ts')).toEqual({ kind: 'unreadable', reason: 'hung earlier' });
    expect(seen).toHaveLength(6);
  });
});
