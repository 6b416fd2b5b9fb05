// A prepared tool's lists and owner path are copies the plugin cannot change afterwards; equal ones are one
// frozen object shared by the tools that have them (what a commit of many tools keeps small).
import { describe, expect, test } from 'vitest';
import { capabilityBuilder } from './capability-builder.js';
import type { PluginTree } from './plugin-tree.js';
import { pluginSourcesOf } from './plugin-tree.js';
import { prepare } from './prepare.js';
import { referencePrepareRules } from './prepare-rules.js';
import { validateDefinition } from './definition.js';
import { createSchemaChecker } from './input-schema.js';

const tool = (extra: Record<string, unknown> = {}) => ({ tool: { description: 'd', ...extra } });
const prepared = (tree: PluginTree) => prepare({ plugins: pluginSourcesOf(tree), addTools: [], registrations: [], generation: 1 });
const byName = (tree: PluginTree) => new Map(prepared(tree).tools.map((t) => [t.qualifiedName, t]));

const AGENT = ['agent.json', 'system.md', 'boundaries.md', 'conventions.md'];
const agentDirs = (...dirs: string[]) => Object.fromEntries(dirs.flatMap((d) => AGENT.map((f) => [`${d}/${f}`, f.endsWith('json') ? { json: {} } : { text: '' }])));

describe('tools of one location share one frozen owner path and scope', () => {
  // Sorted tool entries of p: agents/g, agents/h ×2, agents/x/skills/k, agents/x/skills/n, skills/h, tools ×2;
  // q puts agents/h and skills/h side by side (one owner name, two kinds).
  const tools = byName({
    name: 'root',
    files: {},
    children: [
      {
        name: 'p',
        files: {
          'tools/a/index.ts': tool(), 'tools/b/index.ts': tool(), 'agents/g/tools/x/index.ts': tool(),
          'agents/h/tools/c/index.ts': tool(), 'agents/h/tools/d/index.ts': tool(), 'skills/h/tools/e/index.ts': tool(),
          'agents/x/skills/k/tools/m/index.ts': tool(), 'agents/x/skills/n/tools/o/index.ts': tool(),
          ...agentDirs('agents/g', 'agents/h', 'agents/x'),
        },
      },
      { name: 'q', files: { 'agents/h/tools/c/index.ts': tool(), 'skills/h/tools/e/index.ts': tool(), ...agentDirs('agents/h') } },
    ],
  });
  const get = (name: string) => tools.get(name)!;
  test('one location: one frozen path, also the context of every binding', () => {
    expect(get('p__a').ownerPath).toBe(get('p__b').ownerPath);
    expect(get('p__h__c').ownerPath).toBe(get('p__h__d').ownerPath);
    expect(Object.isFrozen(get('p__h__c').ownerPath)).toBe(true);
    expect(get('p__h__c').context.ownerPath).toBe(get('p__h__c').ownerPath);
  });
  test('neighbouring locations keep their own owner and scope', () => {
    const at = (name: string) => [get(name).ownerPath, get(name).agent, get(name).skill];
    expect(['p__a', 'p__g__x', 'p__h__c', 'p__h__e', 'p__x__k__m', 'p__x__n__o', 'q__h__c', 'q__h__e'].map(at)).toEqual([
      [['p'], undefined, undefined],
      [['p', 'g'], 'p__g', undefined],
      [['p', 'h'], 'p__h', undefined],
      [['p', 'h'], undefined, 'p__h'],
      [['p', 'x', 'k'], 'p__x', 'p__x__k'],
      [['p', 'x', 'n'], 'p__x', 'p__x__n'],
      [['q', 'h'], 'q__h', undefined],
      [['q', 'h'], undefined, 'q__h'],
    ]);
  });
});

describe('a caller-owned owner path is copied', () => {
  test('changing the caller array later changes neither the tool nor its context', () => {
    const build = capabilityBuilder({ problems: [], lints: [] }, referencePrepareRules, createSchemaChecker(), undefined);
    const path = ['a', 'b'];
    const t = build.prepareTool(path, 't', { description: 'd', execute: () => 1 }, 'addTool:a/b/t')!;
    path.push('c');
    expect(t.ownerPath).toEqual(['a', 'b']);
    expect(Object.isFrozen(t.ownerPath)).toBe(true);
  });
  test('a frozen path is taken as it is', () => {
    const build = capabilityBuilder({ problems: [], lints: [] }, referencePrepareRules, createSchemaChecker(), undefined);
    const path = Object.freeze(['a']);
    expect(build.prepareTool(path, 't', { description: 'd', execute: () => 1 }, 'addTool:a/t')!.ownerPath).toBe(path);
  });
});

describe('validated lists are frozen copies, equal ones shared', () => {
  const check = (d: Record<string, unknown>) => {
    const r = validateDefinition({ description: 'd', execute: () => 1, ...d }, 's', createSchemaChecker());
    if (!r.ok) throw new Error(r.problem.message);
    return r.definition;
  };
  test('every list, and the default schema and lint list, are frozen; the given arrays stay the plugin\'s', () => {
    const platforms = ['qq'];
    const d = check({ platforms, scopes: ['group'], permissions: ['role(master)'], allow: ['ls'] });
    for (const list of [d.platforms, d.scopes, d.permissions, d.allow, d.permitLints, d.inputSchema]) expect(Object.isFrozen(list)).toBe(true);
    platforms.push('discord');
    expect(d.platforms).toEqual(['qq']);
    expect([d.scopes, d.permissions, d.allow, d.inputSchema]).toEqual([['group'], ['role(master)'], ['ls'], { type: 'object' }]);
  });
  test('each definition holds its own frozen lists; a malformed permit gets its lint', () => {
    const a = check({ platforms: ['qq', 'discord'], permissions: ['role(master)'] });
    const b = check({ platforms: ['qq', 'discord'], permissions: ['role('] });
    expect(b.platforms).toEqual(a.platforms);
    expect(Object.isFrozen(b.platforms)).toBe(true);
    expect(a.permitLints).toEqual([]);
    expect(b.permitLints.map((l) => [l.index, l.permit])).toEqual([[0, 'role(']]);
  });
});
