// inputSchema from definition to call (spec/registry.md REGISTRY-004, 005, 029, 030): what an object-root
// JSON Schema is, which schemas are refused when the candidate is prepared, and how input is validated
// before execute runs. Every expected value is worked out by hand from the spec.
import { describe, expect } from 'vitest';
import { stepError, useHostUnderTest } from '../support/host-under-test.js';
import { ruleFailure } from '../support/decided-by.js';
import { decidedBy, fails, ok } from './compare.js';
import type { Want } from './compare.js';
import type { RegistryStep } from './model.js';
import { registryTest, runScenario, runSteps } from './scenario.js';
import type { SeamToolSchema, ToolDefinition } from './wire.js';

const host = useHostUnderTest();

const stageTool = (name: string, tool: ToolDefinition): RegistryStep => ({ op: 'stage', tree: { name: 'p', files: { [`tools/${name}/index.ts`]: { tool } } } });
const echo = (inputSchema: unknown): ToolDefinition => ({ description: 'Echoes its input', inputSchema, behavior: { echo: true } });
const call = (tool: string, input: unknown, pin = 'pin-1'): RegistryStep => ({ op: 'call', pin, tool, input });
const output = (value: unknown): Want => ok({ output: value });
const DRAFT_07 = 'http://json-schema.org/draft-07/schema#';
const DRAFT_2020 = 'https://json-schema.org/draft/2020-12/schema';

/** Each value as the inputSchema of `tools/a/index.ts`: one stage and one failing commit per value; then generation 0 is still empty. */
function eachRejected(rule: string, values: readonly unknown[]): [RegistryStep, Want][] {
  return [
    ...values.flatMap((value): [RegistryStep, Want][] => [
      [stageTool('a', echo(value)), ok()],
      [{ op: 'commit' }, decidedBy(rule, fails('invalid-definition', 'tools/a/index.ts', 'inputSchema'))],
    ]),
    [{ op: 'index' }, ok({ generation: 0, tools: [], skills: [], agents: [] }, 'REGISTRY-015')],
  ];
}

describe('inputSchema: what is an object-root JSON Schema', () => {
  registryTest(host, ['REGISTRY-004', 'REGISTRY-015'], 'null, a number, a boolean, an untyped object and a type list are not object-root schemas', () =>
    runScenario(host, eachRejected('REGISTRY-004', [null, 7, false, {}, { properties: {} }, { type: ['object'] }, { type: 'Object' }])),
  );

  registryTest(host, ['REGISTRY-029', 'REGISTRY-015'], 'a {"type": "object"} root that the metaschema refuses (keywords of the wrong type) is not a JSON Schema', () =>
    runScenario(
      host,
      eachRejected('REGISTRY-029', [
        { type: 'object', properties: 5 },
        { type: 'object', required: 'message' },
        { type: 'object', properties: { message: { type: 'text' } } },
        { $schema: DRAFT_07, type: 'object', properties: { n: { minimum: 'one' } } },
      ]),
    ),
  );

  // `prefixItems` is a 2020-12 keyword (a list of schemas); draft-07's metaschema does not know it. So a
  // schema that gives it a number is refused in 2020-12, the dialect of an untagged or 2020-12-tagged schema.
  registryTest(host, ['REGISTRY-029', 'REGISTRY-015'], 'an untagged or 2020-12-tagged schema is checked against the 2020-12 metaschema', () =>
    runScenario(
      host,
      eachRejected('REGISTRY-029', [
        { type: 'object', properties: { pair: { type: 'array', prefixItems: 5 } } },
        { $schema: DRAFT_2020, type: 'object', properties: { pair: { type: 'array', prefixItems: 5 } } },
      ]),
    ),
  );

  registryTest(host, ['REGISTRY-029', 'REGISTRY-005'], 'a JSON Schema with keywords the metaschema does not know is one: carried as given, and it validates', () => {
    const schema = { type: 'object', _zod: { def: { type: 'string' } }, 'x-label': 'N', properties: { n: { type: 'integer' } }, required: ['n'] };
    return runScenario(host, [
      [stageTool('a', echo(schema)), ok()],
      [{ op: 'commit' }, ok({ generation: 1 })],
      [{ op: 'index' }, ok({ generation: 1, tools: [{ qualifiedName: 'a', source: 'tools/a/index.ts', inputSchema: schema }] }, 'REGISTRY-004')],
      [{ op: 'pin' }, ok({ pin: 'pin-1', generation: 1 })],
      [call('a', { n: 3 }), decidedBy('REGISTRY-005', output({ n: 3 }))],
      [call('a', { n: 'three' }), decidedBy('REGISTRY-005', fails('invalid-input'))],
    ]);
  });

  registryTest(host, ['REGISTRY-029', 'REGISTRY-005'], 'schemas tagged draft-07 and 2020-12 are read in their own dialect and validate input', () => {
    const tagged = (tag: string, field: string) => ({ $schema: tag, type: 'object', properties: { [field]: { type: 'string' } }, required: [field] });
    // `items` as a list is draft-07's tuple form; 2020-12 calls it prefixItems.
    const pair = { $schema: DRAFT_07, type: 'object', properties: { pair: { type: 'array', items: [{ type: 'string' }, { type: 'integer' }] } }, required: ['pair'] };
    const byValidation = (want: Want): Want => decidedBy('REGISTRY-005', want);
    return runScenario(host, [
      [stageTool('seven', echo(tagged(DRAFT_07, 'm'))), ok()],
      [stageTool('twenty', echo(tagged(DRAFT_2020, 'k'))), ok()],
      [stageTool('pair', echo(pair)), ok()],
      [{ op: 'commit' }, ok({ generation: 1 })],
      [{ op: 'pin' }, ok({ pin: 'pin-1', generation: 1 })],
      [call('seven', { m: 'x' }), byValidation(output({ m: 'x' }))],
      [call('seven', { k: 'x' }), byValidation(fails('invalid-input'))],
      [call('twenty', { k: 'x' }), byValidation(output({ k: 'x' }))],
      [call('twenty', { m: 'x' }), byValidation(fails('invalid-input'))],
      [call('pair', { pair: ['a', 1] }), byValidation(output({ pair: ['a', 1] }))],
      [call('pair', { pair: [1, 'a'] }), byValidation(fails('invalid-input'))],
    ]);
  });
});

describe('input is validated before execute runs', () => {
  const withId = (field: string) => ({ $id: 'https://example.test/schemas/input', type: 'object', properties: { [field]: { type: 'integer' } }, required: [field] });
  const byId = (tag?: string) => (field: string) => (tag === undefined ? withId(field) : { $schema: tag, ...withId(field) });

  registryTest(host, ['REGISTRY-005'], 'two tools whose different schemas share one "$id" each validate by their own schema, call after call', () =>
    runScenario(host, [
      [stageTool('left', echo(byId()('l'))), ok()],
      [stageTool('right', echo(byId(DRAFT_2020)('r'))), ok()],
      [{ op: 'commit' }, ok({ generation: 1 })],
      [{ op: 'pin' }, ok({ pin: 'pin-1', generation: 1 })],
      [call('left', { l: 1 }), output({ l: 1 })],
      [call('right', { r: 2 }), output({ r: 2 })],
      [call('right', { r: 3 }), output({ r: 3 })],
      [call('left', { r: 1 }), fails('invalid-input')],
      [call('right', { l: 2 }), fails('invalid-input')],
      [call('left', { l: 4 }), output({ l: 4 })],
    ]),
  );

  registryTest(host, ['REGISTRY-005'], 'a case starts fresh: a schema with the "$id" an earlier case used validates by its own text', async () => {
    for (const field of ['first', 'second', 'third']) {
      await runScenario(host, [
        [stageTool('t', echo(byId(DRAFT_07)(field))), ok()],
        [{ op: 'commit' }, ok({ generation: 1 })],
        [{ op: 'pin' }, ok({ pin: 'pin-1', generation: 1 })],
        [call('t', { [field]: 7 }), output({ [field]: 7 })],
        [call('t', { other: 7 }), fails('invalid-input')],
      ]);
    }
  });

  registryTest(host, ['REGISTRY-030'], 'input that needs a "$ref" resolving nowhere never reaches execute', async () => {
    const schema = { type: 'object', properties: { a: { $ref: '#/$defs/missing' } } };
    const steps: RegistryStep[] = [stageTool('a', echo(schema)), { op: 'commit' }, { op: 'pin' }, call('a', { a: 1 }), call('a', { a: 'x' })];
    // A host that validates no input at all breaks REGISTRY-005, not this rule: checked first, with a schema that applies.
    await runScenario(host, [
      [stageTool('b', echo({ type: 'object', required: ['b'] })), ok()],
      [{ op: 'commit' }, ok({ generation: 1 })],
      [{ op: 'pin' }, ok({ pin: 'pin-1', generation: 1 })],
      [call('b', {}), decidedBy('REGISTRY-005', fails('invalid-input'))],
    ]);
    const results = await runSteps(host, steps);
    const commit = stepError(results[1]!);
    if (commit !== undefined) {
      // Refusing the schema when the candidate is prepared is one of the two ways the rule allows.
      expect(commit.code, `step 1 commit answered ${JSON.stringify(results[1])}: a schema refused at commit is invalid-definition`).toBe('invalid-definition');
      for (const name of ['tools/a/index.ts', 'inputSchema']) {
        if (!commit.message.includes(name)) throw ruleFailure('REGISTRY-030', `FAIL: the invalid-definition message ${JSON.stringify(commit.message)} does not name ${JSON.stringify(name)}`);
      }
      return;
    }
    for (const i of [3, 4]) {
      const code = stepError(results[i]!)?.code;
      if (code !== 'invalid-input') {
        throw ruleFailure('REGISTRY-030', `FAIL: step ${i} ${JSON.stringify(steps[i])} answered ${JSON.stringify(results[i])}: input that needs an unresolvable "$ref" must answer invalid-input`);
      }
    }
  });
});

describe('what execute does, for file, addTool and Seam tools alike', () => {
  registryTest(host, ['REGISTRY-005', 'REGISTRY-023'], 'returns, throws and echo run as the wire says; execute throwing answers tool-failed', () => {
    const behaviors = (prefix: string): SeamToolSchema[] => [
      { name: `${prefix}-echo`, description: 'e', behavior: { echo: true } },
      { name: `${prefix}-returns`, description: 'r', behavior: { returns: { ok: [1, 'two', null] } } },
      { name: `${prefix}-throws`, description: 't', behavior: { throws: 'down' } },
      { name: `${prefix}-plain`, description: 'p' },
    ];
    const input = { message: 'hi', list: [1, { a: null }] };
    const calls = (prefix: string): [RegistryStep, Want][] => [
      [call(`${prefix}-echo`, input), output(input)],
      [call(`${prefix}-returns`, input), output({ ok: [1, 'two', null] })],
      [call(`${prefix}-throws`, input), fails('tool-failed')],
      [call(`${prefix}-plain`, input), output(null)],
    ];
    return runScenario(host, [
      ...behaviors('local').map(({ name, ...tool }): [RegistryStep, Want] => [{ op: 'addTool', name, tool }, ok()]),
      [{ op: 'registerProvider', scope: 'global', provider: { id: 'remote', kind: 'tool', tools: behaviors('seam') } }, ok({ disposer: 'disposer-1' })],
      [{ op: 'commit' }, ok({ generation: 1 })],
      [{ op: 'pin' }, ok({ pin: 'pin-1', generation: 1 })],
      ...calls('local'),
      ...calls('seam'),
      [call('seam-missing', input), fails('unknown-tool')],
    ]);
  });
});
