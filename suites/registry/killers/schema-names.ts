// Edges found by mutation testing (`npm run mutation`) in inputSchema projection and validation, the
// segment rule and sub-agent manifests. Every expected value is worked out by hand from spec/registry.md
// (REGISTRY-004/005/008/012/013/023) and protocol §3, §6 and §9.
import { describe, expect } from 'vitest';
import type { StepResult } from '../../../host/protocol.js';
import { stepError, useHostUnderTest } from '../../support/host-under-test.js';
import { fails, ok } from '../compare.js';
import type { Want } from '../compare.js';
import type { RegistryStep } from '../model.js';
import { registryTest, runScenario, runSteps } from '../scenario.js';
import { agentFiles } from '../wire.js';
import type { FileContent, SeamProvider, ToolDefinition } from '../wire.js';

const host = useHostUnderTest();

const stageTool = (name: string, tool: ToolDefinition): RegistryStep => ({ op: 'stage', tree: { name: 'p', files: { [`tools/${name}/index.ts`]: { tool } } } });
const echo = (inputSchema: unknown): ToolDefinition => ({ description: 'Echoes its input', inputSchema, behavior: { echo: true } });
const call = (tool: string, input: unknown, pin = 'pin-1'): RegistryStep => ({ op: 'call', pin, tool, input });
const output = (value: unknown): Want => ok({ output: value });
/** Generation 0, still empty: a failed commit published nothing (REGISTRY-015). */
const unchanged: [RegistryStep, Want] = [{ op: 'index' }, ok({ generation: 0, tools: [], skills: [], agents: [] })];

/** Each value as the inputSchema of `tools/a/index.ts`: one stage and one failing commit per value. */
function eachRejected(values: readonly unknown[]): [RegistryStep, Want][] {
  return values.flatMap((value): [RegistryStep, Want][] => [
    [stageTool('a', echo(value)), ok()],
    [{ op: 'commit' }, fails('invalid-definition', 'tools/a/index.ts', 'inputSchema')],
  ]);
}

describe('inputSchema: what is an object-root JSON Schema (REGISTRY-004)', () => {
  registryTest(host, ['REGISTRY-004', 'REGISTRY-015'], 'null, a number, a boolean, an untyped object and a type list are not object-root schemas', () =>
    runScenario(host, [...eachRejected([null, 7, false, {}, { properties: {} }, { type: ['object'] }, { type: 'Object' }]), unchanged]),
  );

  registryTest(host, ['REGISTRY-004', 'REGISTRY-015'], 'a {"type": "object"} root that is not a JSON Schema (keywords of the wrong type) is not one', () =>
    runScenario(host, [
      ...eachRejected([
        { type: 'object', properties: 5 },
        { type: 'object', required: 'message' },
        { type: 'object', properties: { message: { type: 'text' } } },
      ]),
      unchanged,
    ]),
  );

  registryTest(host, ['REGISTRY-004', 'REGISTRY-005'], 'a JSON Schema with an unknown "_zod" keyword is still a JSON Schema: carried as given, and it validates', () => {
    const schema = { type: 'object', _zod: { def: { type: 'string' } }, properties: { n: { type: 'integer' } }, required: ['n'] };
    const entry = { qualifiedName: 'a', source: 'tools/a/index.ts', inputSchema: schema };
    return runScenario(host, [
      [stageTool('a', echo(schema)), ok()],
      [{ op: 'commit' }, ok({ generation: 1 })],
      [{ op: 'index' }, ok({ generation: 1, tools: [entry] })],
      [{ op: 'pin' }, ok({ pin: 'pin-1', generation: 1 })],
      [call('a', { n: 3 }), output({ n: 3 })],
      [call('a', { n: 'three' }), fails('invalid-input')],
    ]);
  });

  registryTest(host, ['REGISTRY-004', 'REGISTRY-005'], 'schemas tagged with a draft-07 or a 2020-12 "$schema" are accepted and validate input', () => {
    const tagged = (tag: string, field: string) => ({ $schema: tag, type: 'object', properties: { [field]: { type: 'string' } }, required: [field] });
    return runScenario(host, [
      [stageTool('seven', echo(tagged('http://json-schema.org/draft-07/schema#', 'm'))), ok()],
      [stageTool('twenty', echo(tagged('https://json-schema.org/draft/2020-12/schema', 'k'))), ok()],
      [{ op: 'commit' }, ok({ generation: 1 })],
      [{ op: 'pin' }, ok({ pin: 'pin-1', generation: 1 })],
      [call('seven', { m: 'x' }), output({ m: 'x' })],
      [call('seven', { m: 'y' }), output({ m: 'y' })],
      [call('seven', { k: 'x' }), fails('invalid-input')],
      [call('twenty', { k: 'x' }), output({ k: 'x' })],
      [call('twenty', { m: 'x' }), fails('invalid-input')],
    ]);
  });
});

describe('input validation (REGISTRY-005)', () => {
  const withId = (field: string) => ({ $id: 'https://example.test/schemas/input', type: 'object', properties: { [field]: { type: 'integer' } }, required: [field] });
  const byId = (tag?: string) => (field: string) => (tag === undefined ? withId(field) : { $schema: tag, ...withId(field) });

  registryTest(host, ['REGISTRY-005'], 'two tools whose different schemas share one "$id" each validate by their own schema, call after call', () =>
    runScenario(host, [
      [stageTool('left', echo(byId()('l'))), ok()],
      [stageTool('right', echo(byId('https://json-schema.org/draft/2020-12/schema')('r'))), ok()],
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
        [stageTool('t', echo(byId('http://json-schema.org/draft-07/schema#')(field))), ok()],
        [{ op: 'commit' }, ok({ generation: 1 })],
        [{ op: 'pin' }, ok({ pin: 'pin-1', generation: 1 })],
        [call('t', { [field]: 7 }), output({ [field]: 7 })],
        [call('t', { other: 7 }), fails('invalid-input')],
      ]);
    }
  });

  registryTest(host, ['REGISTRY-005', 'REGISTRY-004'], 'a schema whose "$ref" resolves nowhere never lets input through to execute', async () => {
    const schema = { type: 'object', properties: { a: { $ref: '#/$defs/missing' } } };
    const steps: RegistryStep[] = [stageTool('a', echo(schema)), { op: 'commit' }, { op: 'pin' }, call('a', { a: 1 }), call('a', {})];
    const results = await runSteps(host, steps);
    const commit = stepError(results[1]!);
    if (commit !== undefined) {
      // Refusing the schema up front is the other way to keep execute from running on unvalidated input.
      expect(commit.code, `commit answered ${JSON.stringify(results[1])}`).toBe('invalid-definition');
      return;
    }
    for (const i of [3, 4]) {
      expect(stepError(results[i]!)?.code, `step ${i} ${JSON.stringify(steps[i])} answered ${JSON.stringify(results[i])}: input that cannot be validated must not reach execute`).toBe('invalid-input');
    }
  });
});

describe('names that are not strings (REGISTRY-008, REGISTRY-023)', () => {
  /** A registration the host refuses as a bad step, or one whose commit fails with invalid-name. */
  async function refused(provider: unknown): Promise<void> {
    const steps = [{ op: 'registerProvider', scope: 'global', provider }, { op: 'commit' }, unchanged[0]] as unknown as RegistryStep[];
    const results = await runSteps(host, steps);
    const where = (i: number): string => `step ${i} ${JSON.stringify(steps[i])} answered ${JSON.stringify(results[i])}`;
    const registered = stepError(results[0]!);
    if (registered !== undefined) return; // a step the host cannot interpret answers a step error (protocol §6)
    expect(stepError(results[1]!)?.code, `${where(1)}: a name that is not a string matching the segment rule fails the candidate`).toBe('invalid-name');
    expect(results[2], where(2)).toMatchObject({ generation: 0, tools: [], skills: [], agents: [] });
  }

  registryTest(host, ['REGISTRY-008', 'REGISTRY-023'], 'a Seam tool named 5, null or true is not named by the segment rule', async () => {
    for (const name of [5, null, true]) await refused({ id: 'acme', kind: 'tool', tools: [{ name, description: 'd' }] });
  });

  registryTest(host, ['REGISTRY-008', 'REGISTRY-023'], 'a Seam skill named 5, null or false is not named by the segment rule', async () => {
    for (const name of [5, null, false]) await refused({ id: 'acme', kind: 'skill', skills: [{ name, description: 'd' }] });
  });

  registryTest(host, ['REGISTRY-008'], 'an empty addTool name and one holding "__" are invalid names', () =>
    runScenario(host, [
      [{ op: 'addTool', name: '', tool: { description: 'd' } }, ok()],
      [{ op: 'commit' }, fails('invalid-name', 'addTool:')],
      [{ op: 'addTool', name: 'a__b', tool: { description: 'd' } }, ok()],
      [{ op: 'commit' }, fails('invalid-name', 'addTool:a__b')],
      unchanged,
    ]),
  );
});

describe('sub-agent manifests the rulings do not shape (REGISTRY-012, REGISTRY-013)', () => {
  // The spec says what `{"auto": {"platform": …}}` means, not what a malformed agent.json does; whatever a
  // host decides, it answers (an errored or crashed case is an ERROR, protocol §3) and stays consistent:
  // a failed commit publishes nothing, a successful one lists the agent.
  const REGISTRY_CODES = ['invalid-name', 'invalid-definition', 'duplicate-name', 'missing-agent-file', 'routing-conflict', 'prepare-failed'];
  const manifests: FileContent[] = [
    { json: null },
    { json: 5 },
    { json: [] },
    { json: 'auto' },
    { json: { auto: null } },
    { json: { auto: 5 } },
    { json: { auto: [] } },
    { json: { auto: {} } },
    { json: { auto: { platform: null } } },
    { json: { auto: { platform: 5 } } },
    { json: { auto: { platform: '' } } },
    { text: '{"auto": {"platform": "qq"}}' },
    { module: true },
  ];

  registryTest(host, ['REGISTRY-012', 'REGISTRY-015'], 'a malformed agent.json is answered, never a crash, and a commit is all or nothing', async () => {
    const steps: RegistryStep[] = [];
    for (const manifest of manifests) {
      const files = { ...agentFiles('bot'), 'agents/bot/agent.json': manifest };
      steps.push({ op: 'stage', tree: { name: 'p', files } }, { op: 'commit' }, { op: 'index' });
    }
    const results: StepResult[] = await runSteps(host, steps);
    let generation = 0;
    manifests.forEach((manifest, k) => {
      const [commit, index] = [results[3 * k + 1]!, results[3 * k + 2]!];
      const what = `agent.json ${JSON.stringify(manifest)}: commit answered ${JSON.stringify(commit)}, index ${JSON.stringify(index)}`;
      if (stepError(commit) === undefined) {
        generation += 1;
        expect(commit, what).toEqual({ generation });
        expect(index, what).toMatchObject({ generation, agents: [{ name: 'bot', ownerPath: [], source: 'agents/bot/agent.json' }] });
      } else {
        // Still a step error of the area: a listed code and a message (protocol §6, §9).
        expect(commit, what).toEqual({ error: { code: expect.any(String), message: expect.any(String) } });
        expect(REGISTRY_CODES, what).toContain(stepError(commit)!.code);
        expect(index, what).toMatchObject({ generation });
      }
    });
  });

});
