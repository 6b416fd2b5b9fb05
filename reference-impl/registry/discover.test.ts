import fc from 'fast-check';
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

// The shapes of REGISTRY-001 and of skills, read segment by segment: an oracle for classify, which reads
// each path in place.
function bySegments(files: readonly string[]) {
  const tools: Array<[string, string[], string, string]> = [];
  const skills: Array<[string, string[], string, string]> = [];
  const agents: string[] = [];
  const tool = (last: string | undefined) => last === 'index.ts' || last === 'index.js';
  for (const file of files) {
    const p = file.split('/');
    if (p[0] === 'agents' && p.length >= 3 && !agents.includes(p[1]!)) agents.push(p[1]!);
    const [a, b, c, d, e, f, g] = p;
    if (p.length === 3 && a === 'tools' && tool(c)) tools.push([file, [], b!, 'public']);
    if (p.length === 5 && a === 'agents' && c === 'tools' && tool(e)) tools.push([file, [b!], d!, 'agent']);
    if (p.length === 5 && a === 'skills' && c === 'tools' && tool(e)) tools.push([file, [b!], d!, 'skill']);
    if (p.length === 7 && a === 'agents' && c === 'skills' && e === 'tools' && tool(g)) tools.push([file, [b!, d!], f!, 'agent-skill']);
    if (p.length === 3 && a === 'skills' && c === 'SKILL.md') skills.push([file, [], b!, 'public']);
    if (p.length === 5 && a === 'agents' && c === 'skills' && e === 'SKILL.md') skills.push([file, [b!], d!, 'agent']);
  }
  return { tools, skills, agents };
}

describe('classify reads every path as its segments say', () => {
  const segment = fc.constantFrom('tools', 'skills', 'agents', 'SKILL.md', 'index.ts', 'index.js', 'index.tsx', 'a', 'b', 'tool', '');
  // Any segments, and paths shaped like locations (folder word, name, …, last segment) that often hit one.
  const anyPath = fc.array(segment, { minLength: 1, maxLength: 8 }).map((s) => s.join('/'));
  const shapes = ['tools/N', 'agents/N/tools/N', 'skills/N/tools/N', 'agents/N/skills/N/tools/N', 'skills/N', 'agents/N/skills/N', 'agents/N'];
  const name = fc.constantFrom('a', 'b', '');
  const shaped = fc
    .tuple(fc.constantFrom(...shapes), fc.array(name, { minLength: 3, maxLength: 3 }), fc.constantFrom('index.ts', 'index.js', 'SKILL.md', 'x.md'))
    .map(([shape, names, last]) => {
      let n = 0;
      return `${shape.replace(/N/g, () => names[n++]!)}/${last}`;
    });
  const path = fc.oneof(anyPath, shaped);
  test('the same entries, owners, names and agent folders as a split into segments', () => {
    fc.assert(
      fc.property(fc.array(path, { maxLength: 12 }), (files) => {
        const found = classify(files);
        const entry = (e: { file: string; localOwner: readonly string[]; name: string; kind: string }) => [e.file, [...e.localOwner], e.name, e.kind];
        expect({ tools: found.tools.map(entry), skills: found.skills.map(entry), agents: found.agents.map((a) => [a.name, a.dir]) }).toEqual({
          ...bySegments(files),
          agents: bySegments(files).agents.map((a) => [a, `agents/${a}`]),
        });
      }),
      { numRuns: 500 },
    );
  });
  test('entries name their own owner: the agent or skill folder they are below', () => {
    const found = classify(['agents/x/tools/a/index.ts', 'agents/x/tools/b/index.ts', 'agents/y/tools/c/index.ts', 'skills/x/tools/d/index.ts']);
    expect(found.tools.map((t) => t.localOwner)).toEqual([['x'], ['x'], ['y'], ['x']]);
    expect(found.tools.map((t) => t.kind)).toEqual(['agent', 'agent', 'agent', 'skill']);
  });
});
