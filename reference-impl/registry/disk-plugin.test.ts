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
});
