// A recommit that reuses the parts of unchanged plugins must prepare exactly what preparing every plugin
// afresh prepares: the same capabilities (bound to the new generation), problems, lints, in the same order.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { FileContent, PluginTree } from '../../reference-impl/registry/plugin-tree.js';
import { pluginSourcesOf } from '../../reference-impl/registry/plugin-tree.js';
import { PluginParts } from './plugin-parts.js';
import { createSchemaChecker } from '../../reference-impl/registry/input-schema.js';
import type { CandidateInput, Prepared } from '../../reference-impl/registry/prepare.js';
import { prepare, referencePrepareRules } from '../../reference-impl/registry/prepare.js';
import { EngineGenerationStore } from './engine-generation-store.js';
import { indexView } from '../../reference-impl/registry/index-view.js';
import { visibleRegistrations } from '../../reference-impl/registry/seam.js';

// One checker for every prepare of the file: it keeps nothing but the metaschemas it loaded.
const schemas = createSchemaChecker();

// A small pool of file contents, so that plugins repeat and differ by one file often.
const TOOL_FILES: readonly FileContent[] = [
  { tool: { description: 'one' } },
  { tool: { description: 'two', inputSchema: { type: 'object', properties: { q: { type: 'string' } } } } },
  { tool: { description: 'three', permissions: ['role(master)', 'bad(('], behavior: { echo: true } } },
  { tool: { description: 'bad schema', inputSchema: { type: 'object', properties: 3 } } },
  { tool: { description: '' } },
  { module: true },
];
const PATHS = ['tools/a/index.ts', 'tools/b/index.ts', 'tools/B/index.ts', 'agents/h/tools/a/index.ts', 'skills/s/tools/c/index.ts'];
const EXTRA: Readonly<Record<string, Record<string, FileContent>>> = {
  none: {},
  skill: { 'skills/s/SKILL.md': { text: '# s' } },
  agent: { 'agents/h/agent.json': { json: { auto: { platform: 'qq' } } }, 'agents/h/system.md': { text: '' }, 'agents/h/boundaries.md': { text: '' }, 'agents/h/conventions.md': { text: '' } },
  brokenAgent: { 'agents/h/agent.json': { json: { auto: 7 } } },
};

const pluginArb: fc.Arbitrary<PluginTree> = fc.record({
  name: fc.constantFrom('p', 'q', 'r', 'p__x', 'Bad'),
  files: fc.record({
    tools: fc.dictionary(fc.constantFrom(...PATHS), fc.constantFrom(...TOOL_FILES), { maxKeys: 3 }),
    extra: fc.constantFrom(...Object.keys(EXTRA)),
  }).map(({ tools, extra }) => ({ ...tools, ...EXTRA[extra] })),
  setup: fc.option(fc.constant<NonNullable<PluginTree['setup']>>({ addTools: [{ name: 'added', tool: { description: 'set up' } }] }), { nil: undefined }),
}).map((p): PluginTree => (p.setup === undefined ? { name: p.name, files: p.files } : p));

// A candidate: some plugins (children of one root, so nested names may clash), maybe an injected failure.
const candidateArb = fc.record({
  plugins: fc.array(pluginArb, { maxLength: 4 }),
  failAt: fc.option(fc.constantFrom('p/tools/a/index.ts', 'q/skills/s/SKILL.md'), { nil: undefined }),
  // Stage the very sources of the previous commit again, instead of a fresh copy of the same trees.
  sameSources: fc.boolean(),
});

/** Everything a prepare decides, without the functions (run is checked apart). */
const decided = (p: Prepared) => ({
  tools: p.tools.map(({ run: _run, prepared: _prepared, ...fields }) => fields),
  skills: p.skills,
  agents: p.agents,
  problems: p.problems,
  lints: p.lints,
});

describe('plugin parts kept from one commit to the next (REGISTRY-031/015)', () => {
  test('preparing with kept parts equals preparing every plugin afresh, commit after commit', () => {
    fc.assert(
      fc.property(fc.array(candidateArb, { minLength: 1, maxLength: 6 }), (candidates) => {
        const parts = new PluginParts(referencePrepareRules, schemas);
        let previous: CandidateInput['plugins'] = [];
        candidates.forEach((c, i) => {
          const root: PluginTree = { name: 'root', files: {}, children: c.plugins };
          const plugins = c.sameSources && previous.length > 0 ? previous : parts.sourcesOf(root);
          previous = plugins;
          const input: CandidateInput = { plugins, addTools: [], registrations: [], generation: i + 1, failAt: c.failAt };
          const kept = prepare(input, referencePrepareRules, schemas, (ps, failAt) => parts.partsOf(ps, failAt));
          const afresh = prepare(input, referencePrepareRules, schemas);
          expect(decided(kept)).toEqual(decided(afresh));
          // Every tool runs in the generation it was bound to, whatever part it came from.
          for (const [k, tool] of kept.tools.entries()) expect(tool.run({ x: i })).toEqual(afresh.tools[k]!.run({ x: i }));
          for (const tool of kept.tools) expect(tool.context.generation).toBe(i + 1);
        });
      }),
      { numRuns: 150 },
    );
  });

  test('a store that recommits answers what a fresh store answers for the same candidate', () => {
    fc.assert(
      fc.property(fc.array(fc.array(pluginArb, { maxLength: 4 }), { minLength: 2, maxLength: 5 }), (commits) => {
        const store = new EngineGenerationStore({ schemas });
        for (const plugins of commits) {
          const root: PluginTree = { name: 'root', files: {}, children: plugins };
          store.stageTree(root);
          const result = store.commit([]);
          const fresh = prepare({ plugins: pluginSourcesOf(root), addTools: [], registrations: [], generation: store.current.number + (result.ok ? 0 : 1) }, referencePrepareRules, schemas);
          if (!result.ok) expect(result.problem).toEqual(fresh.problems[0]);
          else {
            expect(fresh.problems).toEqual([]);
            const view = indexView(store.current, visibleRegistrations);
            expect(view.tools.map((t) => t.qualifiedName)).toEqual(fresh.tools.map((t) => t.qualifiedName).sort());
            expect(decided({ ...fresh, tools: store.current.tools })).toEqual(decided(fresh));
          }
        }
      }),
      { numRuns: 100 },
    );
  });

  test('only the changed plugin is prepared again', () => {
    const parts = new PluginParts(referencePrepareRules, schemas);
    const tree = (d: string): PluginTree => ({ name: 'root', files: {}, children: [{ name: 'p', files: { 'tools/a/index.ts': { tool: { description: d } } } }, { name: 'q', files: { 'tools/a/index.ts': { tool: { description: 'q' } } } }] });
    const first = parts.partsOf(parts.sourcesOf(tree('one')), undefined);
    const second = parts.partsOf(parts.sourcesOf(tree('two')), undefined);
    expect(second[0]).toBe(first[0]); // the root, unchanged
    expect(second[1]).not.toBe(first[1]);
    expect(second[2]).toBe(first[2]);
  });
});
