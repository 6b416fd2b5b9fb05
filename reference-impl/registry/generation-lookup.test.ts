// The global lookup of a published generation (its callable tools by qualifiedName): the plugins' tools,
// then the tools of the Seam registrations the global lookup sees, whatever rules judged the names.
import { describe, expect, test } from 'vitest';
import { findDuplicates } from './duplicates.js';
import type { GenerationStoreOptions } from './generation.js';
import { GenerationStore } from './generation.js';
import type { FileContent } from './plugin-tree.js';
import { pluginSourcesOf } from './plugin-tree.js';
import { referencePrepareRules } from './prepare.js';
import type { Registration } from './seam.js';
import { toolServiceOf } from './wire-provider.js';

const tool = { tool: { description: 'd' } };
const provider = (id: string, scope: string, names: string[]): Registration => ({
  scope,
  kind: 'tool',
  service: toolServiceOf({ id, kind: 'tool', tools: names.map((name) => ({ name, description: 'd' })) }),
});
const registrations = [provider('mcp:x', 'global', ['s1', 's2']), provider('mine', 'owner-a', ['s3'])];

function committed(options: GenerationStoreOptions, files: Record<string, FileContent>) {
  const store = new GenerationStore(options);
  store.stage(pluginSourcesOf({ name: 'root', files, children: [{ name: 'p', files: { 'tools/b/index.ts': tool } }] }));
  return { result: store.commit(registrations), generation: store.current };
}

describe('the global lookup of a generation', () => {
  // A skill too: it is in no lookup of tools, whichever namespace judged its name.
  const files = { 'tools/z/index.ts': tool, 'tools/a/index.ts': tool, 'skills/k/SKILL.md': { text: '' } };
  test.each([
    ['the reference rules', {}],
    ['a check that finds no duplicate', { rules: { ...referencePrepareRules, duplicates: () => [] } }],
    ['tools and skills in one namespace', { rules: { ...referencePrepareRules, namespaces: <T,>(tools: readonly T[], skills: readonly T[]) => [[...tools, ...skills]] } }],
    ['a check that copies the list', { rules: { ...referencePrepareRules, duplicates: (entries: Parameters<typeof findDuplicates>[0]) => findDuplicates([...entries]) } }],
  ])('%s: plugin tools in order, then the global Seam tools; each name to its capability', (_what, options) => {
    const { result, generation } = committed(options, files);
    expect(result.ok).toBe(true);
    expect([...generation.byName.keys()]).toEqual(['a', 'z', 'p__b', 's1', 's2']);
    const seamTools = generation.seam.flatMap((p) => p.tools);
    for (const [name, capability] of generation.byName) expect(capability).toBe([...generation.tools, ...seamTools].find((t) => t.qualifiedName === name && t.source !== 'seam:mine'));
  });

  test('a broken check that lets a duplicate through: the last holder of the name is looked up', () => {
    const { result, generation } = committed({ rules: { ...referencePrepareRules, duplicates: () => [] } }, { 'tools/s1/index.ts': tool });
    expect(result.ok).toBe(true);
    expect(generation.byName.get('s1')!.source).toBe('seam:mcp:x');
  });

});
