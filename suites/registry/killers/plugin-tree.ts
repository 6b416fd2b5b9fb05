// Edges of the PluginTree value found by mutation testing (`npm run mutation`): a `stage` step whose tree
// breaks the PluginTree shape of protocol §9 (spec/schemas/areas/registry.steps.schema.json, $defs
// pluginTree, fileContent, setupScript, behavior) is a step the host cannot interpret, so it answers a step
// error (protocol §6) and stages nothing (REGISTRY-014); a tree that fits the shape is staged, however deep.
// Expected values are worked out by hand from the spec; the step-error code is not checked (§6 leaves it open).
import { describe } from 'vitest';
import { stepError, useHostUnderTest } from '../../support/host-under-test.js';
import { check, fails, ok } from '../compare.js';
import type { Want } from '../compare.js';
import type { RegistryStep } from '../model.js';
import { registryTest, runScenario, runSteps } from '../scenario.js';

const host = useHostUnderTest();

const valid = { description: 'A valid tool' };
/** A valid tool file: if a malformed tree were staged after all, commit would publish `leak` (or fail on a duplicate). */
const leak = { 'tools/leak/index.ts': { tool: valid } };
const tree = (fields: Record<string, unknown>): Record<string, unknown> => ({ name: 'bad', files: leak, ...fields });

/** Each is a `tree` value that breaks the PluginTree shape in one place. */
const MALFORMED: ReadonlyArray<readonly [string, unknown]> = [
  // The tree itself, its name and its files map.
  ['tree is a number', 5],
  ['tree is null', null],
  ['tree is an array', [tree({})]],
  ['name is a number', tree({ name: 5 })],
  ['files is missing', { name: 'bad' }],
  ['files is an empty string', tree({ files: '' })],
  ['files is a number', tree({ files: 5 })],
  ['files is null', tree({ files: null })],
  ['files is an array', tree({ files: [] })],
  // Paths: relative to the plugin root and inside it.
  ['an empty path', tree({ files: { ...leak, '': { text: 'x' } } })],
  ['an absolute path', tree({ files: { ...leak, '/outside.md': { text: 'x' } } })],
  ['a path leaving the plugin root', tree({ files: { ...leak, '../outside.md': { text: 'x' } } })],
  ['a path leaving the plugin root half-way', tree({ files: { ...leak, 'docs/../../outside.md': { text: 'x' } } })],
  ['a path with a NUL character', tree({ files: { ...leak, 'docs/a\u0000b.md': { text: 'x' } } })],
  // The paths together name a file system: no path is a file and also the folder of another file.
  ['a file that is also a folder, file first', tree({ files: { ...leak, 'docs/guide': { text: 'x' }, 'docs/guide/intro.md': { text: 'y' } } })],
  ['a file that is also a folder, folder first', tree({ files: { ...leak, 'docs/guide/intro.md': { text: 'y' }, 'docs/guide': { text: 'x' } } })],
  ['a top-level file that is also a folder', tree({ files: { ...leak, tools: { text: 'x' } } })],
  // FileContent: an object with exactly one of tool, module, text, json.
  ['file content is a string', tree({ files: { ...leak, 'README.md': 'x' } })],
  ['file content is null', tree({ files: { ...leak, 'README.md': null } })],
  ['file content is an array', tree({ files: { ...leak, 'README.md': [{ text: 'x' }] } })],
  ['file content has no key', tree({ files: { ...leak, 'README.md': {} } })],
  ['file content has two keys', tree({ files: { ...leak, 'README.md': { text: 'x', json: 1 } } })],
  ['file content has an unknown key', tree({ files: { ...leak, 'README.md': { markdown: 'x' } } })],
  ['"module" is not true', tree({ files: { ...leak, 'tools/leak/client.ts': { module: false } } })],
  ['"text" is not a string', tree({ files: { ...leak, 'README.md': { text: 5 } } })],
  ['"tool" is a string', tree({ files: { ...leak, 'tools/other/index.ts': { tool: 'A tool' } } })],
  ['"tool" is null', tree({ files: { ...leak, 'tools/other/index.ts': { tool: null } } })],
  ['"tool" is an array', tree({ files: { ...leak, 'tools/other/index.ts': { tool: [valid] } } })],
  ['a behavior with two keys', tree({ files: { ...leak, 'tools/other/index.ts': { tool: { ...valid, behavior: { returns: 1, throws: 'x' } } } } })],
  ['a behavior "echo": false', tree({ files: { ...leak, 'tools/other/index.ts': { tool: { ...valid, behavior: { echo: false } } } } })],
  // SetupScript: {"addTools"?: [{"name": string, "tool": ToolDefinition}…], "throws"?: string}.
  ['setup is a number', tree({ setup: 5 })],
  ['setup is null', tree({ setup: null })],
  ['setup is an array', tree({ setup: [] })],
  ['setup.throws is a number', tree({ setup: { throws: 5 } })],
  ['setup.addTools is a string', tree({ setup: { addTools: 'sync' } })],
  ['setup.addTools is an object', tree({ setup: { addTools: {} } })],
  ['an addTools entry is null', tree({ setup: { addTools: [null] } })],
  ['an addTools entry is an array', tree({ setup: { addTools: [['sync', valid]] } })],
  ['an addTools entry has a number name', tree({ setup: { addTools: [{ name: 5, tool: valid }] } })],
  ['an addTools entry has no name', tree({ setup: { addTools: [{ tool: valid }] } })],
  ['an addTools tool is a number', tree({ setup: { addTools: [{ name: 'sync', tool: 5 }] } })],
  ['an addTools tool has a malformed behavior', tree({ setup: { addTools: [{ name: 'sync', tool: { ...valid, behavior: { sing: 1 } } }] } })],
  // Children: an array of PluginTree, each checked like the root.
  ['children is a number', tree({ children: 5 })],
  ['children is an object', tree({ children: { name: 'c', files: leak } })],
  ['a child is a string', tree({ children: ['c'] })],
  ['a child has a number name', tree({ children: [{ name: 5, files: leak }] })],
  ['a grandchild has an absolute path', tree({ children: [{ name: 'c', files: {}, children: [{ name: 'g', files: { ...leak, '/x.md': { text: 'x' } } }] }] })],
];

describe('registry: PluginTree edges found by mutation testing', () => {
  registryTest(host, ['REGISTRY-014'], 'a stage step whose tree breaks the PluginTree shape answers a step error and stages nothing', async () => {
    const steps: RegistryStep[] = [
      { op: 'stage', tree: { name: 'good', files: { 'tools/kept/index.ts': { tool: valid } } } },
      ...MALFORMED.map(([, bad]) => ({ op: 'stage', tree: bad }) as unknown as RegistryStep),
      { op: 'commit' },
      { op: 'index' },
    ];
    const results = await runSteps(host, steps);
    const refused = MALFORMED.flatMap(([what], j) => (stepError(results[1 + j] ?? {}) === undefined ? [`${what}: answered ${JSON.stringify(results[1 + j])}`] : []));
    if (refused.length > 0) throw new Error(`FAIL: a stage step whose tree breaks the PluginTree shape must answer a step error (protocol §6):\n  ${refused.join('\n  ')}`);
    const n = 1 + MALFORMED.length;
    const tail: [RegistryStep, Want][] = [
      [steps[n]!, ok({ generation: 1 })],
      [steps[n + 1]!, ok({ generation: 1, tools: [{ qualifiedName: 'kept' }], skills: [], agents: [] })],
    ];
    // Only the well-formed tree is in the candidate: nothing of a refused step was staged.
    tail.forEach(([step, want], k) => check(n + k, step, results[n + k], want));
  });

  registryTest(host, ['REGISTRY-001', 'REGISTRY-014'], 'every FileContent kind and a full SetupScript are accepted', () =>
    runScenario(host, [
      [
        {
          op: 'stage',
          tree: {
            name: 'good',
            files: {
              'tools/a/index.ts': { tool: { ...valid, behavior: { echo: true } } },
              'tools/a/client.ts': { module: true },
              'tools/a/data.json': { json: [1, 'two', null] },
              'tools/a/notes.md': { text: '' },
              'skills/s/SKILL.md': { text: 'Use a.' },
            },
            setup: { addTools: [{ name: 'sync', tool: { ...valid, behavior: { returns: 7 } } }] },
            children: [{ name: 'maps', files: {}, setup: {} }],
          },
        },
        ok(),
      ],
      [{ op: 'commit' }, ok({ generation: 1 })],
      [{ op: 'index' }, ok({ generation: 1, tools: [{ qualifiedName: 'a' }, { qualifiedName: 'sync' }], skills: [{ qualifiedName: 's' }], agents: [] })],
    ]),
  );

  registryTest(host, ['REGISTRY-014'], 'a tree nested 64 levels below the root fits the PluginTree shape and is staged', async () => {
    let deep: Record<string, unknown> = { name: 'c', files: { 'README.md': { text: 'bottom' } } };
    for (let level = 1; level < 64; level++) deep = { name: 'c', files: {}, children: [deep] };
    await runScenario(host, [
      [{ op: 'stage', tree: { name: 'root', files: {}, children: [deep] } } as unknown as RegistryStep, ok()],
      [{ op: 'commit' }, ok({ generation: 1 })],
      [{ op: 'index' }, ok({ generation: 1, tools: [], skills: [], agents: [] })],
    ]);
  });

  registryTest(host, ['REGISTRY-015'], 'a grandchild plugin whose setup() throws is named by its plugin path', async () => {
    const steps: RegistryStep[] = [
      { op: 'stage', tree: { name: 'root', files: {}, children: [{ name: 'maps', files: {}, children: [{ name: 'geo', files: {}, setup: { throws: 'database down' } }] }] } },
      { op: 'commit' },
    ];
    const results = await runScenario(host, [
      [steps[0]!, ok()],
      [steps[1]!, fails('prepare-failed')],
    ]);
    const message = stepError(results[1]!)?.message ?? '';
    if (!message.includes('maps/geo') && !message.includes('maps__geo')) {
      throw new Error(`FAIL: step 1 ${JSON.stringify(steps[1])}: the prepare-failed message "${message}" must name the plugin maps → geo by its path (REGISTRY-015)`);
    }
  });
});
