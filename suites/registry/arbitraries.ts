// fast-check arbitraries for registry values. Names come from small pools so that generated
// capabilities actually meet (duplicates, sort order `a-b` < `a_b` < `ab`), with a few invalid
// names, over-long names and invalid definitions mixed in.
import fc from 'fast-check';
import { agentFiles, MESSAGE_SCHEMA } from './wire.js';
import type { Behavior, FileContent, PluginTree, SeamProvider, SeamToolSchema, ToolDefinition } from './wire.js';

export const TOOL_NAMES = ['echo', 'search', 'a-b', 'a_b', 'ab', 'x1'] as const;
export const INVALID_NAMES = ['Echo', 'a__b', '-a', 'a_', 'a b'] as const;
/** 60 characters: valid at the root, over 64 once a child segment is added. */
export const LONG_NAME = 'w'.repeat(60);
export const CHILD_NAMES = ['maps', 'geo'] as const;
export const AGENT_NAMES = ['reviewer', 'scout'] as const;
// skill names never meet tool names (REGISTRY-019 keeps both; messages.test.ts covers that pair)
export const SKILL_NAMES = ['research', 'links'] as const;
export const PLATFORMS = ['qq', 'kook'] as const;
export const PROVIDER_IDS = ['acme', 'zeta:remote'] as const;
export const OWNERS = ['alice', 'bob'] as const;
/** Seam names: mostly a provider's own, sometimes one that meets a regular tool or another provider. */
export const SEAM_NAMES = ['lookup', 'search'] as const;
export const INPUTS: readonly unknown[] = [{ message: 'hi' }, { message: 'hi' }, { message: 'hi' }, {}, { message: 3 }];

/** Permits of the pool that are malformed (PERMIT-017): they must not fail a definition (REGISTRY-006). */
export const MALFORMED_PERMITS = ['adapter()', ' role(master)', 'group(a,,b)'] as const;
const permits = ['adapter(qq)', 'group()', 'role(master)', ...MALFORMED_PERMITS];

/** `arb` once in `1 + odds` draws, otherwise undefined. */
export function rarely<T>(arb: fc.Arbitrary<T>, odds: number): fc.Arbitrary<T | undefined> {
  return fc.oneof({ weight: odds, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: arb });
}

export const behaviorArb: fc.Arbitrary<Behavior> = fc.oneof(
  fc.constantFrom<unknown>(null, 1, 'ok', [true], { n: 2 }).map((returns) => ({ returns })),
  fc.constant({ throws: 'execute failed' }),
  fc.constant({ echo: true as const }),
);

/** A definition every rule accepts (malformed permits included: they do not fail it, REGISTRY-006). */
export const validDefinitionArb: fc.Arbitrary<ToolDefinition> = fc.record(
  {
    description: fc.constantFrom('Does a thing', 'x'),
    inputSchema: fc.constant(MESSAGE_SCHEMA),
    requiresApproval: fc.constantFrom('never', 'on-risk', 'once', 'always'),
    platforms: fc.subarray(['qq', 'kook']),
    scopes: fc.subarray(['private', 'group', 'channel']),
    permissions: fc.subarray(permits, { maxLength: 2 }),
    hidden: fc.boolean(),
    behavior: behaviorArb,
  },
  { requiredKeys: ['description'] },
);

/** One field broken, as REGISTRY-003/004 list them. */
const breakages: readonly ((d: ToolDefinition) => ToolDefinition)[] = [
  ({ description: _d, ...rest }) => rest,
  (d) => ({ ...d, description: '' }),
  (d) => ({ ...d, requiresApproval: 'sometimes' }),
  (d) => ({ ...d, scopes: ['guild'] }),
  (d) => ({ ...d, platforms: 'qq' }),
  (d) => ({ ...d, hidden: 'yes' }),
  (d) => ({ ...d, inputSchema: { type: 'string' } }),
];

/** Mostly valid, sometimes with one field broken. */
export const definitionArb: fc.Arbitrary<ToolDefinition> = fc.oneof(
  { weight: 19, arbitrary: validDefinitionArb },
  { weight: 1, arbitrary: fc.tuple(validDefinitionArb, fc.constantFrom(...breakages)).map(([d, breakIt]) => breakIt(d)) },
);

/** A segment: mostly from the pool, sometimes invalid or long. */
export const nameArb: fc.Arbitrary<string> = fc.oneof(
  { weight: 24, arbitrary: fc.constantFrom(...TOOL_NAMES) },
  { weight: 1, arbitrary: fc.constantFrom(...INVALID_NAMES) },
  { weight: 1, arbitrary: fc.constant(LONG_NAME) },
);

/** The file path of a tool entry at one of the four locations (REGISTRY-001). */
// Some names are JavaScript entries: index.js counts as index.ts (REGISTRY-001). A name never has both, since
// an index.ts beside an index.js would be a duplicate that two rules decide together (index-shape.test.ts
// checks that pair with its own control).
const JS_NAMES: ReadonlySet<string> = new Set(['a-b', 'x1']);
const toolPathArb: fc.Arbitrary<string> = fc
  .tuple(fc.nat(3), fc.constantFrom(...AGENT_NAMES), fc.constantFrom(...SKILL_NAMES), nameArb)
  .map(([kind, agent, skill, name]) =>
    [[], ['agents', agent], ['skills', skill], ['agents', agent, 'skills', skill]][kind]!.concat(['tools', name, JS_NAMES.has(name) ? 'index.js' : 'index.ts']).join('/'),
  );

/** A file that is NOT a tool entry, whatever it holds. */
const otherFileArb: fc.Arbitrary<[string, FileContent]> = fc.oneof(
  fc.tuple(
    fc.constantFrom('tools/echo/client.ts', 'tools/echo/lib/index.ts', 'hooks/audit/index.ts', 'skills/research/hooks/audit/index.ts', 'workflows/w/index.ts'),
    fc.constantFrom<FileContent>({ module: true }, { tool: { description: 'not a tool' } }),
  ),
  fc.constant<[string, FileContent]>(['AGENTS.md', { text: '# main agent' }]),
);

const fileArb: fc.Arbitrary<[string, FileContent]> = fc.oneof(
  { weight: 8, arbitrary: fc.tuple(toolPathArb, fc.oneof({ weight: 30, arbitrary: definitionArb.map((tool) => ({ tool })) }, { weight: 1, arbitrary: fc.constant({ module: true as const }) })) },
  { weight: 2, arbitrary: fc.tuple(fc.constantFrom(...SKILL_NAMES), fc.option(fc.constantFrom(...AGENT_NAMES), { nil: undefined })).map(([s, a]): [string, FileContent] => [`${a ? `agents/${a}/` : ''}skills/${s}/SKILL.md`, { text: `# ${s}` }]) },
  { weight: 1, arbitrary: otherFileArb },
);

/** Files, plus the four agent files of every agent they mention (rarely one left out), auto sometimes. */
const filesArb: fc.Arbitrary<Record<string, FileContent>> = fc
  .tuple(fc.array(fileArb, { maxLength: 5 }), fc.array(rarely(fc.constantFrom(...PLATFORMS), 2), { minLength: 2, maxLength: 2 }), fc.nat(20))
  .map(([entries, autos, drop]) => {
    const files: Record<string, FileContent> = Object.fromEntries(entries);
    AGENT_NAMES.forEach((agent, i) => {
      if (!Object.keys(files).some((p) => p.startsWith(`agents/${agent}/`))) return;
      const own = agentFiles(agent, autos[i]);
      if (drop === i) delete own[`agents/${agent}/boundaries.md`]; // REGISTRY-012, now and then
      Object.assign(files, own);
    });
    return files;
  });

export const addToolArb = fc.record({ name: nameArb, tool: definitionArb });

const setupArb = rarely(
  fc.record({ addTools: fc.array(addToolArb, { minLength: 1, maxLength: 2 }), throws: rarely(fc.constant('setup failed'), 3) }).map(({ addTools, throws }) =>
    throws === undefined ? { addTools } : { addTools, throws },
  ),
  4,
);

function withOptional(tree: PluginTree, children: PluginTree[], setup: PluginTree['setup']): PluginTree {
  const out: PluginTree = { ...tree };
  if (children.length > 0) out.children = children;
  if (setup !== undefined) out.setup = setup;
  return out;
}

const childArb: fc.Arbitrary<PluginTree> = fc
  .tuple(fc.oneof({ weight: 20, arbitrary: fc.constantFrom<string>(...CHILD_NAMES) }, { weight: 1, arbitrary: fc.constant('Maps') }), filesArb, setupArb)
  .map(([name, files, setup]) => withOptional({ name, files }, [], setup));

/** A root plugin with up to two children (the root's own name is not an owner segment). */
export const dirtyTreeArb: fc.Arbitrary<PluginTree> = fc
  .tuple(fc.constantFrom('my-plugin', 'Root Plugin'), filesArb, fc.array(childArb, { maxLength: 2 }), setupArb)
  .map(([name, files, children, setup]) => withOptional({ name, files }, children, setup));

/** The plugin path of an addTool step. */
export const pluginPathArb: fc.Arbitrary<string[]> = fc.oneof(fc.constant<string[]>([]), fc.constantFrom(...CHILD_NAMES).map((c): string[] => [c]));

/** Names a provider's capabilities: mostly its own (`acme-find`), sometimes a shared one that collides. */
const seamNameArb = (id: string, kind: 'tool' | 'skill'): fc.Arbitrary<string> => {
  const slug = id.split(':')[0]!;
  const shared = kind === 'tool' ? SEAM_NAMES : SKILL_NAMES;
  return fc.oneof(
    { weight: 12, arbitrary: fc.constantFrom(...(kind === 'tool' ? ['find', 'get-page'] : ['guide'])).map((n) => `${slug}-${n}`) },
    { weight: 2, arbitrary: fc.constantFrom<string>(...shared) },
    { weight: 1, arbitrary: fc.constant(kind === 'tool' ? 'Search' : 'Guide') },
  );
};

const seamToolArb = (id: string): fc.Arbitrary<SeamToolSchema> =>
  fc
    .tuple(seamNameArb(id, 'tool'), fc.oneof({ weight: 6, arbitrary: validDefinitionArb }, { weight: 1, arbitrary: definitionArb }))
    .map(([name, { inputSchema, ...def }]) => (inputSchema === undefined ? { name, ...def } : { name, ...def, parameters: inputSchema }));

export const providerArb: fc.Arbitrary<SeamProvider> = fc.constantFrom(...PROVIDER_IDS).chain((id) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.array(seamToolArb(id), { minLength: 1, maxLength: 2 }).map((tools): SeamProvider => ({ id, kind: 'tool', tools })) },
    {
      weight: 1,
      arbitrary: fc
        .array(seamNameArb(id, 'skill').map((name) => ({ name, description: 'a skill' })), { minLength: 1, maxLength: 2 })
        .map((skills): SeamProvider => ({ id, kind: 'skill', skills })),
    },
  ),
);

export const scopeArb: fc.Arbitrary<string> = fc.oneof({ weight: 2, arbitrary: fc.constant('global') }, { weight: 1, arbitrary: fc.constantFrom(...OWNERS) });

/** A tree with one to three valid tools and nothing else: most commits of these succeed. */
export const cleanTreeArb: fc.Arbitrary<PluginTree> = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...TOOL_NAMES), fc.nat(24).map((n) => `tool-${n}`)), fc.option(fc.constantFrom(...CHILD_NAMES), { nil: undefined }), validDefinitionArb), { minLength: 1, maxLength: 3 })
  .map((tools) => {
    const files: Record<string, FileContent> = {};
    const children = new Map<string, PluginTree>();
    for (const [name, child, tool] of tools) {
      if (child === undefined) files[`tools/${name}/index.ts`] = { tool };
      else (children.get(child) ?? children.set(child, { name: child, files: {} }).get(child)!).files[`tools/${name}/index.ts`] = { tool };
    }
    return withOptional({ name: 'clean', files }, [...children.values()], undefined);
  });

/** Mostly clean trees, sometimes one with every kind of file and mistake. */
export const treeArb: fc.Arbitrary<PluginTree> = fc.oneof({ weight: 3, arbitrary: cleanTreeArb }, { weight: 1, arbitrary: dirtyTreeArb });
