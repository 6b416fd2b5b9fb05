// For each registry variant: a case where it really takes its other choice (it answers differently from the
// reference, in the way spec/registry.md or spec/protocol.md leaves open), so that its passing run proves the
// suites accept that choice. Whether it passes every MUST is `capkit mutants`' business (a full suite run).
import { describe, expect, test } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Case, InProcessHost, RunAnswer } from '../../../host/protocol.js';
import { kitRoot } from '../../../spec/paths.js';
import referenceHost from '../../../reference-impl/host.js';
import { variantModulePath } from '../index.js';
import { registryVariants } from './list.js';

const registryCase = (steps: unknown[]): Case => ({ id: 'variant', area: 'registry', setup: {}, steps: steps as Case['steps'] });
const errorOf = (answer: RunAnswer, i: number) => ((answer as { results?: Array<{ error?: { code: string; message: string } }> }).results ?? [])[i]?.error;
const tool = (description: string) => ({ tool: { description } });

interface Choice {
  case: Case;
  /** What the reference answers, and what the variant answers instead: both conform. */
  check(reference: RunAnswer, variant: RunAnswer): void;
}

const choices: Record<string, Choice> = {
  'last-problem-reported': {
    // Two problems in one candidate: a bad tool name (found first) and a module without a tool export.
    case: registryCase([{ op: 'stage', tree: { name: 'p', files: { 'tools/Bad/index.ts': tool('b'), 'tools/x/index.ts': { module: true } } } }, { op: 'commit' }]),
    check(reference, variant) {
      expect(errorOf(reference, 1)?.code).toBe('invalid-name');
      expect(errorOf(variant, 1)?.code).toBe('invalid-definition');
    },
  },
  'malformed-step-code': {
    case: registryCase([{ op: 'stage' }]),
    check(reference, variant) {
      expect(errorOf(reference, 0)?.code).toBe('bad-step');
      expect(errorOf(variant, 0)?.code).toBe('malformed-step');
    },
  },
  'no-step-validation': {
    // An empty scope (the schema wants a non-empty one) and a Seam tool named 5 are read as values.
    case: registryCase([
      { op: 'registerProvider', scope: '', provider: { id: 'p', kind: 'tool', tools: [{ name: 5, description: 'five' }] } },
      { op: 'commit' },
      { op: 'index', owner: '' },
    ]),
    check(reference, variant) {
      expect(errorOf(reference, 0)?.code).toBe('bad-step');
      expect(variant).toMatchObject({ results: [{ disposer: 'disposer-1' }, { generation: 1 }, { tools: [{ qualifiedName: '5', source: 'seam:p' }] }] });
    },
  },
  'other-messages': {
    case: registryCase([
      { op: 'stage', tree: { name: 'p', files: { 'tools/echo/index.ts': tool('file') } } },
      { op: 'addTool', name: 'echo', tool: { description: 'added' } },
      { op: 'commit' },
      { op: 'stage', tree: { name: 'root', files: {}, children: [{ name: 'maps', files: {}, children: [{ name: 'geo', files: {}, setup: { throws: 'down' } }] }] } },
      { op: 'commit' },
    ]),
    check(reference, variant) {
      const [ours, theirs] = [errorOf(reference, 2)!, errorOf(variant, 2)!];
      expect([ours.code, theirs.code]).toEqual(['duplicate-name', 'duplicate-name']);
      expect(theirs.message).not.toBe(ours.message);
      for (const named of ['echo', 'tools/echo/index.ts', 'addTool:echo']) expect(theirs.message).toContain(named);
      expect(errorOf(reference, 4)?.message).toContain('maps/geo');
      expect(errorOf(variant, 4)?.message).toContain('maps__geo');
      expect(errorOf(variant, 4)?.message).not.toContain('maps/geo');
    },
  },
  'unresolvable-ref-refused-at-commit': {
    case: registryCase([
      { op: 'stage', tree: { name: 'p', files: { 'tools/t/index.ts': { tool: { description: 't', inputSchema: { type: 'object', properties: { a: { $ref: '#/$defs/missing' } } } } } } } },
      { op: 'commit' },
      { op: 'pin' },
      { op: 'call', pin: 'pin-1', tool: 't', input: { a: 1 } },
    ]),
    check(reference, variant) {
      expect(reference).toMatchObject({ results: [{}, { generation: 1 }, { pin: 'pin-1' }, { error: { code: 'invalid-input' } }] });
      expect(errorOf(variant, 1)?.code).toBe('invalid-definition');
      for (const named of ['tools/t/index.ts', 'inputSchema']) expect(errorOf(variant, 1)?.message).toContain(named);
    },
  },
};

async function load(path: string): Promise<InProcessHost> {
  return ((await import(path)) as { default: InProcessHost }).default;
}

describe('registry variant catalogue', () => {
  test('lists every variant module of the folder, each saying which choice it takes', () => {
    const helpers = new Set(['list.ts', 'lenient-steps.ts']);
    const dir = join(kitRoot, 'selftest', 'variants', 'registry');
    const modules = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !helpers.has(f));
    expect(registryVariants.map((v) => `${v.name}.ts`).sort()).toEqual(modules.sort());
    for (const v of registryVariants) {
      expect(v.areas).toEqual(['registry']);
      expect(v.departsFrom.every((id) => /^PROTOCOL-\d{3}$/.test(id)), `${v.name} may depart from protocol SHOULDs only`).toBe(true);
      expect(readFileSync(join(kitRoot, v.file), 'utf8').split('\n')[0]).toMatch(/^\/\/ Variant: /);
    }
  });

  test('every variant has a case here showing its choice', () => {
    expect(Object.keys(choices).sort()).toEqual(registryVariants.map((v) => v.name).sort());
  });
});

describe.each(registryVariants.map((v) => [v.name, v] as const))('variant %s', (name, variant) => {
  test('takes its other choice where the reference takes the first', async () => {
    const host = await load(variantModulePath(variant));
    const choice = choices[name]!;
    choice.check(await referenceHost.run(choice.case), await host.run(choice.case));
  });

  test('says hello like the reference', async () => {
    const host = await load(variantModulePath(variant));
    expect(await host.hello()).toEqual(await referenceHost.hello());
  });
});
