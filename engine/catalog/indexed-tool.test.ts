// The index of a recommitted generation takes the entries of unchanged tools from the last one; every
// answer of its turns must equal the answer of an index whose generation was committed afresh.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { normalizeMessage } from '../../reference-impl/access/message-view.js';
import { GenerationStore, generationOf } from '../../reference-impl/registry/generation.js';
import { visibleRegistrations } from '../../reference-impl/registry/seam.js';
import type { Generation } from '../../reference-impl/registry/generation.js';
import type { FileContent, PluginTree } from '../../reference-impl/registry/plugin-tree.js';
import { pluginSourcesOf } from '../../reference-impl/registry/plugin-tree.js';
import type { TurnScope } from './catalog-index.js';
import { buildCatalogIndex } from './catalog-index.js';
import { IndexedTools } from './indexed-tool.js';
import { IndexMemory } from './index-layout.js';
import { EngineGenerationStore } from '../registry/engine-generation-store.js';
import { agentFiles, QQ_GROUP, scopeOf, toolFile } from '../../selftest/support/catalog-builders.js';
import { DEFAULT_DEFERRED_TOOLS } from '../../reference-impl/catalog/config.js';
import type { HostSemantics } from '../../reference-impl/semantics.js';
import { referenceSemantics } from '../../reference-impl/semantics.js';
import { createSchemaChecker } from '../../reference-impl/registry/input-schema.js';

// One checker for every store of the file: it keeps nothing but the metaschemas it loaded.
const schemas = createSchemaChecker();

const TOOLS: readonly FileContent[] = [
  toolFile('open'),
  toolFile('qq only', { platforms: ['qq'] }),
  toolFile('masters', { permissions: ['role(master)'] }),
  toolFile('hidden', { hidden: true }),
  toolFile('private', { scopes: ['private'] }),
  toolFile('schema', { inputSchema: { type: 'object', properties: { q: { type: 'string' } } } }),
];
const PATHS = ['tools/a/index.ts', 'tools/ask_user/index.ts', 'agents/h/tools/b/index.ts', 'skills/s/tools/c/index.ts', 'agents/h/skills/k/tools/d/index.ts'];

const pluginArb: fc.Arbitrary<PluginTree> = fc.record({
  name: fc.constantFrom('p', 'q', 'r'),
  files: fc.dictionary(fc.constantFrom(...PATHS), fc.constantFrom(...TOOLS), { maxKeys: 4 }),
}).map((p) => ({ name: p.name, files: { ...p.files, ...agentFiles('agents/h'), 'skills/s/SKILL.md': { text: '' }, 'agents/h/skills/k/SKILL.md': { text: '' } } }));

// Distinct plugin names: the candidates commit, so the turns have a generation to look at.
const commitArb = fc.uniqueArray(pluginArb, { selector: (p) => p.name, maxLength: 3 });

const SCOPES: readonly TurnScope[] = [
  scopeOf(),
  scopeOf({ attended: false }),
  scopeOf({ view: normalizeMessage(QQ_GROUP) }),
  scopeOf({ agent: 'p__h', activeSkills: new Set(['p__s', 'p__h__k', 'q__s']), loaded: new Set(['p__a', 'q__h__b', 'ask_user']) }),
];

/** What turns of an index answer, for every scope above; `memory` is the host's (an oracle's index has its own). */
function answers(generation: Generation, semantics: HostSemantics = referenceSemantics, memory = new IndexMemory()) {
  const index = buildCatalogIndex(generation, DEFAULT_DEFERRED_TOOLS, semantics, undefined, memory);
  return {
    all: index.allTools,
    turns: SCOPES.map((scope) => {
      const turn = index.turn(scope);
      const names = ['p__a', 'ask_user', 'q__h__b', 'r__s__c', 'p__h__k__d', 'load_tool'];
      return { tools: turn.tools, exposed: [...turn.exposed], has: names.map(turn.has), always: names.map(turn.isAlwaysLoaded), unlocked: index.unlockedBy(scope, 'q__s') };
    }),
  };
}

describe('catalog index entries kept per prepared tool, and the layout of the last index taken over', () => {
  test('a recommitted generation\'s index answers what a freshly committed one answers', () => {
    fc.assert(
      fc.property(fc.array(commitArb, { minLength: 2, maxLength: 5 }), (commits) => {
        const store = new EngineGenerationStore({ schemas });
        const memory = new IndexMemory();
        for (const plugins of commits) {
          const root: PluginTree = { name: 'root', files: {}, children: plugins };
          store.stageTree(root);
          if (!store.commit([]).ok) continue;
          const fresh = new GenerationStore({ schemas });
          fresh.stage(pluginSourcesOf(root));
          expect(fresh.commit([]).ok).toBe(true);
          // The oracle's capabilities are their own: none is bound from a prepared tool an index has met.
          const own = { ...fresh.current, tools: fresh.current.tools.map(({ prepared: _prepared, ...tool }) => tool) };
          const oracle = generationOf(own.number, own, visibleRegistrations);
          // Its own semantics too (the reference's rules, not its object): no layout of the store's indexes is taken over.
          expect(answers(store.current, referenceSemantics, memory)).toEqual(answers(oracle, { ...referenceSemantics }));
        }
      }),
      { numRuns: 100 },
    );
  });

  // A recommit that changes one tool's text, its access, or which tools there are: the index of each
  // recommitted generation answers what an index of its own answers.
  const base: PluginTree[] = [
    { name: 'p', files: { 'tools/a/index.ts': toolFile('open'), 'tools/b/index.ts': toolFile('qq only', { platforms: ['qq'] }), ...agentFiles('agents/h'), 'agents/h/tools/c/index.ts': toolFile('agent') } },
    { name: 'q', files: { 'tools/a/index.ts': toolFile('masters', { permissions: ['role(master)'] }) } },
  ];
  const twoOpen: PluginTree[] = [{ ...base[0]!, files: { ...base[0]!.files, 'tools/b/index.ts': toolFile('open too') } }, base[1]!];
  const withTool = (trees: PluginTree[], plugin: number, path: string, content: FileContent | undefined): PluginTree[] =>
    trees.map((t, i) => {
      if (i !== plugin) return t;
      const files = { ...t.files };
      if (content === undefined) delete files[path];
      else files[path] = content;
      return { ...t, files };
    });
  test.each([
    ['a description', withTool(base, 0, 'tools/a/index.ts', toolFile('open, reworded'))],
    ['a description and an input schema', withTool(base, 1, 'tools/a/index.ts', toolFile('masters', { permissions: ['role(master)'], inputSchema: { type: 'object', properties: { q: { type: 'string' } } } }))],
    ['the access of a tool', withTool(base, 0, 'tools/a/index.ts', toolFile('open', { platforms: ['discord'] }))],
    ['a tool more', withTool(base, 1, 'tools/z/index.ts', toolFile('new'))],
    ['a tool less', withTool(base, 0, 'tools/b/index.ts', undefined)],
    ['a tool renamed', withTool(withTool(base, 0, 'tools/a/index.ts', undefined), 0, 'tools/a2/index.ts', toolFile('open'))],
    // p__a becomes p__i: the entries of p__b and p__i take the places of p__a and p__b, and the names' order changes.
    ['a tool renamed, its neighbour alike', withTool(withTool(twoOpen, 0, 'tools/a/index.ts', undefined), 0, 'tools/i/index.ts', toolFile('open')), twoOpen],
  ])('changed: %s', (_what, changed, from = base) => {
    const store = new EngineGenerationStore({ schemas });
    const memory = new IndexMemory();
    for (const trees of [from, changed, from]) {
      store.stageTree({ name: 'root', files: {}, children: trees });
      expect(store.commit([]).ok).toBe(true);
      const fresh = new GenerationStore({ schemas });
      fresh.stage(pluginSourcesOf({ name: 'root', files: {}, children: trees }));
      fresh.commit([]);
      const own = { ...fresh.current, tools: fresh.current.tools.map(({ prepared: _prepared, ...tool }) => tool) };
      expect(answers(store.current, referenceSemantics, memory)).toEqual(answers(generationOf(own.number, own, visibleRegistrations), { ...referenceSemantics }));
    }
  });
});

describe('the entry of a prepared tool', () => {
  test('every binding of one prepared tool shares its entry; a capability of its own has its own', () => {
    const store = new EngineGenerationStore({ schemas });
    const entries = new IndexedTools();
    const commit = () => {
      store.stageTree({ name: 'root', files: { 'tools/a/index.ts': toolFile('open') } });
      expect(store.commit([]).ok).toBe(true);
      return store.current.byName.get('a')!;
    };
    const first = commit();
    const second = commit();
    expect(second).not.toBe(first);
    expect(second.prepared).toBe(first.prepared);
    expect(entries.of(second)).toBe(entries.of(first));
    const { prepared: _prepared, ...own } = first;
    expect(entries.of(own)).not.toBe(entries.of(first));
    expect(entries.of(own)).toEqual(entries.of(first));
    expect(entries.of(own)).toBe(entries.of(own));
    // Another host's memory derives its own entries: nothing is shared between hosts.
    expect(new IndexedTools().of(second)).not.toBe(entries.of(second));
    expect(new IndexedTools().of(second)).toEqual(entries.of(second));
  });
});
