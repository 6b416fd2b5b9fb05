import { describe, test, expect } from 'vitest';
import { Volume, createFsFromVolume } from 'memfs';
import type { WalkFs } from './discover.js';
import { classify, walkFiles } from './discover.js';

// The seed's example layout (Agent Tools and Skills), plus files that must not count.
const layout = [
  'AGENTS.md',
  'tools/short-url/index.ts',
  'tools/short-url/client.ts',
  'tools/echo/lib/index.ts',
  'tools/index.ts',
  'skills/short-url/SKILL.md',
  'skills/short-url/tools/normalize/index.ts',
  'skills/short-url/hooks/audit/index.ts',
  'hooks/audit/index.ts',
  'agents/reviewer/agent.json',
  'agents/reviewer/system.md',
  'agents/reviewer/boundaries.md',
  'agents/reviewer/conventions.md',
  'agents/reviewer/tools/check-result/index.ts',
  'agents/reviewer/skills/review/SKILL.md',
  'agents/reviewer/skills/review/tools/check-result/index.js',
  'agents/reviewer/skills/review/hooks/audit/index.ts',
  'agents/reviewer/knowledge/notes.md',
];

function memfs(files: readonly string[], root = '/p'): WalkFs {
  const json: Record<string, string> = {};
  for (const f of files) json[`${root}/${f}`] = '';
  return createFsFromVolume(Volume.fromJSON(json)) as unknown as WalkFs;
}

describe('walkFiles over memfs', () => {
  test('lists every file, sorted, relative, posix', () => {
    expect(walkFiles(memfs(layout), '/p')).toEqual([...layout].sort());
  });
  test('walks dot folders and node_modules too (a tool folder is whatever its name is)', () => {
    const files = ['.git/config', 'node_modules/x/index.js', 'tools/.x/index.ts', 'tools/a/index.ts', 'tools/node_modules/index.ts'];
    expect(walkFiles(memfs(files), '/p')).toEqual(files);
  });
});

describe('classify (REGISTRY-001/011/012)', () => {
  const found = classify(walkFiles(memfs(layout), '/p'));
  test('exactly the four tool locations, with local owners', () => {
    expect(found.tools.map((t) => [t.file, t.localOwner, t.name])).toEqual([
      ['agents/reviewer/skills/review/tools/check-result/index.js', ['reviewer', 'review'], 'check-result'],
      ['agents/reviewer/tools/check-result/index.ts', ['reviewer'], 'check-result'],
      ['skills/short-url/tools/normalize/index.ts', ['short-url'], 'normalize'],
      ['tools/short-url/index.ts', [], 'short-url'],
    ]);
  });
  test('skills of the plugin and of its agents', () => {
    expect(found.skills.map((s) => [s.file, s.localOwner, s.name])).toEqual([
      ['agents/reviewer/skills/review/SKILL.md', ['reviewer'], 'review'],
      ['skills/short-url/SKILL.md', [], 'short-url'],
    ]);
  });
  test('each entry says which location it came from (the catalog scopes tools by it)', () => {
    expect(found.tools.map((t) => t.kind)).toEqual(['agent-skill', 'agent', 'skill', 'public']);
    expect(found.skills.map((s) => s.kind)).toEqual(['agent', 'public']);
  });
  test('agent folders; the main agent file adds no entry', () => {
    expect(found.agents).toEqual([{ name: 'reviewer', dir: 'agents/reviewer' }]);
  });
  test('only index.ts/index.js are entries: other names in a tool folder are not', () => {
    expect(classify(['tools/a/index.mjs', 'tools/a/main.ts', 'tools/a/index.tsx']).tools).toEqual([]);
  });
  test('a skill-private tool folder without SKILL.md is still discovered', () => {
    expect(classify(['skills/s/tools/t/index.ts']).tools).toEqual([{ file: 'skills/s/tools/t/index.ts', localOwner: ['s'], name: 't', kind: 'skill' }]);
  });
  test('a file directly in agents/ is not an agent folder', () => {
    expect(classify(['agents/README.md']).agents).toEqual([]);
  });
});
