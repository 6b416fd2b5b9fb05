// The engine's prepare path (engine-prepare.ts, with interned-definitions.ts as its definition check) against
// the plain prepare (reference-impl/registry/prepare.ts): the same capabilities, problems (in order) and lints
// for any candidate, and, when it publishes, the same global lookup (reference-impl/registry/generation.ts).
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { FileContent, PluginTree } from '../../reference-impl/registry/plugin-tree.js';
import { definitionFromWire, pluginSourcesOf } from '../../reference-impl/registry/plugin-tree.js';
import { createSchemaChecker } from '../../reference-impl/registry/input-schema.js';
import type { CandidateInput, Prepared } from '../../reference-impl/registry/prepare.js';
import { prepare, referencePrepareRules } from '../../reference-impl/registry/prepare.js';
import { generationOf } from '../../reference-impl/registry/generation.js';
import { preparePlugin } from '../../reference-impl/registry/prepare-plugin.js';
import { SeamIntegration, visibleRegistrations } from '../../reference-impl/registry/seam.js';
import { validateDefinition } from '../../reference-impl/registry/definition.js';
import { enginePrepare } from './engine-prepare.js';
import { InternedDefinitions } from './interned-definitions.js';

// One checker for every prepare of the file: it keeps nothing but the metaschemas it loaded.
const schemas = createSchemaChecker();

const TOOL_FILES: readonly FileContent[] = [
  { tool: { description: 'one' } },
  { tool: { description: 'two', inputSchema: { type: 'object', properties: { q: { type: 'string' } } }, platforms: ['qq'], scopes: ['group'] } },
  { tool: { description: 'three', permissions: ['role(master)', 'bad(('], behavior: { echo: true }, requiresApproval: 'always' } },
  { tool: { description: 'four', permissions: ['role(master)'], platforms: ['qq'], hidden: true, policy: 'bash', allow: ['ls'] } },
  { tool: { description: 'bad schema', inputSchema: { type: 'object', properties: 3 } } },
  { tool: { description: 'bad scope', scopes: ['room'] } },
  { tool: { description: '' } },
  { module: true },
];
// Mostly valid files, so that many candidates publish and their lookups are compared.
const FILE_WEIGHTS = [6, 3, 3, 3, 1, 1, 1, 1];
const fileArb = fc.oneof(...TOOL_FILES.map((file, i) => ({ arbitrary: fc.constant(file), weight: FILE_WEIGHTS[i]! })));
// 'tools/B' is a bad name, drawn now and then.
const PATHS = [...Array(4).fill(['tools/a/index.ts', 'tools/b/index.ts', 'agents/h/tools/a/index.ts', 'skills/s/tools/c/index.ts']).flat(), 'tools/B/index.ts'] as string[];
const EXTRA: Readonly<Record<string, Record<string, FileContent>>> = {
  none: {},
  skill: { 'skills/s/SKILL.md': { text: '# s' } },
  agent: { 'agents/h/agent.json': { json: { auto: { platform: 'qq' } } }, 'agents/h/system.md': { text: '' }, 'agents/h/boundaries.md': { text: '' }, 'agents/h/conventions.md': { text: '' } },
};

const pluginArb: fc.Arbitrary<PluginTree> = fc.record({
  name: fc.constantFrom('p', 'q', 'r', 'p', 'q', 'r', 'p', 'q', 'r', 'Bad'),
  files: fc.record({
    tools: fc.dictionary(fc.constantFrom(...PATHS), fileArb, { maxKeys: 3 }),
    extra: fc.constantFrom(...Object.keys(EXTRA)),
  }).map(({ tools, extra }) => ({ ...tools, ...EXTRA[extra] })),
});

/** Seam providers: tools or skills, global or for an owner, whose names may meet the plugins'. */
const providerArb = fc.record({
  id: fc.constantFrom('x', 'y'),
  kind: fc.constantFrom('tool', 'skill'),
  scope: fc.constantFrom('global', 'global', 'p__h'),
  names: fc.uniqueArray(fc.constantFrom('p__a', 'a', 's', 'p__s', 'c', 'd', 'e', 'Bad name'), { maxLength: 2 }),
});

const candidateArb = fc.record({
  plugins: fc.array(pluginArb, { maxLength: 4 }),
  addTools: fc.array(fc.record({ name: fc.constantFrom('a', 'added', 'p__a'), tool: fc.constantFrom(...TOOL_FILES.filter((f) => 'tool' in f)) }), { maxLength: 2 }),
  // One provider per id and scope (a second is refused when registered).
  providers: fc.uniqueArray(providerArb, { maxLength: 3, selector: (p) => `${p.id} ${p.scope}` }),
  failAt: fc.option(fc.constantFrom('p/tools/a/index.ts', 'addTool:added'), { nil: undefined, freq: 8 }),
});

type Candidate = typeof candidateArb extends fc.Arbitrary<infer C> ? C : never;

function inputOf(c: Candidate): CandidateInput {
  const seam = new SeamIntegration();
  for (const p of c.providers) {
    if (p.kind === 'tool') seam.registerToolService(p.scope, { id: p.id, schema: () => p.names.map((name) => ({ name, description: 'd' })), execute: () => ({ success: true, output: null }) });
    else seam.registerSkillService(p.scope, { id: p.id, catalog: () => p.names.map((name) => ({ name, description: 'd' })), describe: () => '' });
  }
  const root: PluginTree = { name: 'root', files: {}, children: c.plugins };
  const addTools = c.addTools.map((a) => ({ segments: [], name: a.name, definition: definitionFromWire((a.tool as { tool: Record<string, unknown> }).tool) }));
  return { plugins: pluginSourcesOf(root), addTools, registrations: seam.registrations(), generation: 3, failAt: c.failAt };
}

/** Everything a prepare decides, without the functions and the binding's identity. */
const decided = (p: Prepared) => ({
  tools: p.tools.map(({ run: _run, prepared: _prepared, ...fields }) => fields),
  skills: p.skills,
  agents: p.agents,
  seam: p.seam.map((s) => ({ id: s.registration.service.id, scope: s.registration.scope, tools: s.tools.map(({ run: _run, prepared: _prepared, ...fields }) => fields), skills: s.skills })),
  problems: p.problems,
  lints: p.lints,
});

describe('the engine prepare path against the plain prepare (REGISTRY-001…032)', () => {
  test('the same decisions for any candidate, and the same global lookup when it publishes', () => {
    fc.assert(
      fc.property(candidateArb, (c) => {
        const input = inputOf(c);
        const rules = { ...referencePrepareRules, validate: new InternedDefinitions().validate };
        const engine = enginePrepare(input, rules, schemas, (plugins, failAt) => plugins.map((plugin) => preparePlugin(plugin, rules, schemas, failAt)));
        const plain = prepare(input, referencePrepareRules, schemas);
        expect(decided(engine)).toEqual(decided(plain));
        if (plain.problems.length === 0) {
          const lookup = (p: Prepared) => [...generationOf(3, p, visibleRegistrations).byName].map(([name, tool]) => [name, tool.source]);
          expect(lookup(engine)).toEqual(lookup(plain));
        }
      }),
      { numRuns: 500 },
    );
  });

  test('the candidates reach both of its passes, duplicates and publishing ones', () => {
    const inputs = fc.sample(candidateArb, { numRuns: 300, seed: 32 }).map(inputOf);
    const outcomes = inputs.map((input) => prepare(input, referencePrepareRules, schemas));
    expect(inputs.some((i) => i.registrations.some((r) => r.scope !== 'global'))).toBe(true);
    expect(outcomes.some((p) => p.problems.some((q) => q.code === 'duplicate-name'))).toBe(true);
    expect(outcomes.filter((p) => p.problems.length === 0 && p.tools.length + p.seam.length > 1).length).toBeGreaterThan(15);
  });
});

/** Definitions whose every field may be valid, absent, or wrong. */
const definitionArb = fc.record(
  {
    description: fc.constantFrom('d', '', 5),
    inputSchema: fc.constantFrom({ type: 'object' }, { type: 'string' }, { type: 'object', required: 'q' }, null),
    requiresApproval: fc.constantFrom('never', 'once', 'sometimes', null),
    platforms: fc.constantFrom(['qq'], ['qq', 'discord'], [], ['a\u0000b'], ['a', 'b'], [1], 'qq'),
    scopes: fc.constantFrom(['group'], ['private', 'channel'], [], ['room'], null),
    permissions: fc.constantFrom(['role(master)'], ['adapter()', 'role(master)'], [], [' role(x)'], [null]),
    hidden: fc.constantFrom(true, false, 'yes'),
    policy: fc.constantFrom('bash', 'file', 'shell'),
    allow: fc.constantFrom(['ls'], [], '/tmp'),
    execute: fc.constantFrom(() => 1, 'run'),
  },
  { requiredKeys: [] },
);

describe('InternedDefinitions against validateDefinition (REGISTRY-003/004/006)', () => {
  test('the same answer for any definition, with lists and lints met again', () => {
    fc.assert(
      fc.property(fc.array(definitionArb, { minLength: 1, maxLength: 6 }), (definitions) => {
        const interned = new InternedDefinitions();
        for (const d of [...definitions, ...definitions]) {
          const engine = interned.validate(structuredCloneWithFunctions(d), 's', schemas);
          const plain = validateDefinition(structuredCloneWithFunctions(d), 's', schemas);
          expect(engine).toEqual(plain);
          if (engine.ok) for (const list of [engine.definition.platforms, engine.definition.scopes, engine.definition.permissions, engine.definition.allow]) expect(Object.isFrozen(list)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  test('equal lists are one frozen list; lists whose items hold the separator stay apart', () => {
    const interned = new InternedDefinitions();
    const check = (platforms: string[]) => {
      const r = interned.validate({ description: 'd', execute: () => 1, platforms }, 's', schemas);
      if (!r.ok) throw new Error(r.problem.message);
      return r.definition.platforms;
    };
    const given = ['qq', 'discord'];
    const first = check(given);
    expect(check(['qq', 'discord'])).toBe(first);
    given.push('x');
    expect(first).toEqual(['qq', 'discord']);
    expect(check(['a\u0000b'])).not.toBe(check(['a', 'b']));
    expect(check(['a', 'b'])).toEqual(['a', 'b']);
  });
});

/** A copy of a generated definition (its lists are the test's own), functions kept. */
function structuredCloneWithFunctions(d: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(d).map(([k, v]) => [k, typeof v === 'function' ? v : structuredClone(v)]));
}
