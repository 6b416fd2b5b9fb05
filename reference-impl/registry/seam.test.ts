import { describe, test, expect } from 'vitest';
import type { Registration, SkillService, ToolService } from './seam.js';
import { DuplicateProviderError, SeamIntegration, visibleRegistrations } from './seam.js';
import { projectRegistration } from './seam-projection.js';

const tools = (id: string, ...names: string[]): ToolService => ({
  id,
  schema: () => names.map((name) => ({ name, description: name })),
  execute: (_scope, toolName, input) => ({ success: true, output: { toolName, input } }),
});
const skills = (id: string): SkillService => ({ id, catalog: () => [{ name: 'research', description: 'r' }], describe: () => '# r' });
const ids = (rs: readonly Registration[]) => rs.map((r) => `${r.scope}:${r.service.id}`);

describe('SeamIntegration', () => {
  test('has no execute or invoke path of its own (REGISTRY-024)', () => {
    const seam = new SeamIntegration() as unknown as Record<string, unknown>;
    for (const name of ['execute', 'executeTool', 'invoke', 'invokeSkill', 'call']) expect(seam[name]).toBeUndefined();
  });
  test('duplicate ids in one scope fail at registration; other scopes are fine (REGISTRY-020)', () => {
    const seam = new SeamIntegration();
    seam.registerToolService('global', tools('acme'));
    expect(() => seam.registerToolService('global', tools('acme'))).toThrow(DuplicateProviderError);
    expect(() => seam.registerSkillService('global', skills('acme'))).toThrow(/already registered in scope "global"/);
    seam.registerToolService('reviewer', tools('acme'));
    expect(ids(seam.registrations())).toEqual(['global:acme', 'reviewer:acme']);
  });
  test('disposers are idempotent and free the id (REGISTRY-022)', () => {
    const seam = new SeamIntegration();
    const disposeA = seam.registerToolService('global', tools('a'));
    seam.registerToolService('global', tools('b'));
    disposeA();
    disposeA();
    expect(ids(seam.registrations())).toEqual(['global:b']);
    seam.registerToolService('global', tools('a'));
    expect(ids(seam.registrations())).toEqual(['global:b', 'global:a']);
  });
});

describe('visibleRegistrations (REGISTRY-021)', () => {
  const seam = new SeamIntegration();
  seam.registerToolService('global', tools('acme'));
  seam.registerToolService('global', tools('other'));
  seam.registerToolService('reviewer', tools('acme'));
  seam.registerToolService('writer', tools('extra'));
  const all = seam.registrations();
  test('without an owner: global providers only', () => {
    expect(ids(visibleRegistrations(all))).toEqual(['global:acme', 'global:other']);
  });
  test("with an owner: its scoped provider replaces the global one with the same id", () => {
    expect(ids(visibleRegistrations(all, 'reviewer'))).toEqual(['global:other', 'reviewer:acme']);
    expect(ids(visibleRegistrations(all, 'writer'))).toEqual(['global:acme', 'global:other', 'writer:extra']);
  });
});

describe('projection (REGISTRY-023)', () => {
  test('tool schemas become definitions with source seam:<id>, parameters as inputSchema', () => {
    const service: ToolService = {
      id: 'acme:search',
      schema: () => [{ name: 'acme_search', description: 'd', parameters: { type: 'object' }, requiresApproval: 'never', source: 'remote:acme' }],
      execute: () => ({ success: false, error: 'remote down' }),
    };
    const { tools: drafts } = projectRegistration({ scope: 'global', kind: 'tool', service });
    expect(drafts).toHaveLength(1);
    expect(drafts[0]).toMatchObject({ name: 'acme_search', source: 'seam:acme:search', definition: { description: 'd', inputSchema: { type: 'object' }, requiresApproval: 'never' } });
    expect(drafts[0]!.definition).not.toHaveProperty('source');
    const run = drafts[0]!.definition.execute as (i: unknown, c: unknown) => unknown;
    expect(() => run({}, {})).toThrow('remote down');
  });
  test('skills come from the catalog', () => {
    expect(projectRegistration({ scope: 'global', kind: 'skill', service: skills('k') }).skills).toEqual([{ name: 'research', description: 'r', source: 'seam:k' }]);
  });
});
