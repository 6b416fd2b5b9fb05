// TURN-036 and TURN-037 at the edges the fixtures do not reach: a reload that changes only a plugin's config
// or services (its files unchanged) still leaves a running turn on what its generation was prepared with; a
// sub-agent of the same tree keeps its own services; any JSON value given as a turn's origin and policy
// comes back equal, and one turn's values never reach another's calls.
import { describe, expect, test } from 'vitest';
import { useHostUnderTest } from '../support/host-under-test.js';
import { req } from '../support/title.js';

const host = useHostUnderTest();
const context = { description: 'shows its context', requiresApproval: 'never', behavior: { context: true } };
const uses = (token: string) => ({ description: 'uses a service', requiresApproval: 'never', behavior: { use: token } });
const message = { $adapter: 'qq', $sender: { id: 'u1' } };
const start = (extra: Record<string, unknown> = {}) => ({ op: 'startTurn', session: 's1', message, profile: 'interactive', port: { answers: [] }, ...extra });
const call = (turn: string, tool: string) => ({ op: 'call', turn, tool, input: {} });
const output = (result: unknown): unknown => (result as { output?: unknown }).output;

describe('turns: config, use(token), origin and policy in the execution context', () => {
  test(req(['TURN-036'], 'a reload that changes only config and services (same files) leaves the running turn on its generation\'s'), async (ctx) => {
    if (!host.claims('turns')) ctx.skip('host does not implement area turns');
    const tree = (config: unknown, db: unknown) => ({ name: 'p', config, services: { db }, files: { 'tools/c/index.ts': { tool: context }, 'tools/d/index.ts': { tool: uses('db') } } });
    const results = await host.results(host.checks('turns', {}, [
      { op: 'load', trees: [tree({ level: 1, tags: ['a'] }, { url: 'db://one' })] },
      start(),
      { op: 'load', trees: [tree({ level: 2, tags: [] }, { url: 'db://two' })] },
      call('turn-1', 'c'),
      call('turn-1', 'd'),
      start(),
      call('turn-2', 'c'),
      call('turn-2', 'd'),
    ]));
    expect(results[2], 'the reload commits generation 2').toEqual({ generation: 2 });
    expect(output(results[3]), 'TURN-036: turn-1 sees generation 1\'s config').toMatchObject({ generation: 1, config: { level: 1, tags: ['a'] } });
    expect(output(results[4]), 'TURN-036: turn-1\'s use("db") answers generation 1\'s service').toEqual({ value: { url: 'db://one' } });
    expect(output(results[6]), 'TURN-036: turn-2 sees generation 2\'s config').toMatchObject({ generation: 2, config: { level: 2, tags: [] } });
    expect(output(results[7]), 'TURN-036: turn-2\'s use("db") answers generation 2\'s service').toEqual({ value: { url: 'db://two' } });
  });

  test(req(['TURN-036'], 'plugins of one tree keep their own services under one token; a tool never sees its caller\'s plugin'), async (ctx) => {
    if (!host.claims('turns')) ctx.skip('host does not implement area turns');
    const tree = {
      name: 'p', services: { db: 'root-db' }, files: { 'tools/d/index.ts': { tool: uses('db') } },
      children: [{ name: 'maps', services: { db: 'maps-db' }, files: { 'tools/d/index.ts': { tool: uses('db') } }, children: [{ name: 'geo', services: { db: 'geo-db' }, files: {}, setup: { addTools: [{ name: 'd', tool: uses('db') }] } }] }],
    };
    const results = await host.results(host.checks('turns', {}, [{ op: 'load', trees: [tree] }, start(), call('turn-1', 'maps__geo__d'), call('turn-1', 'd'), call('turn-1', 'maps__d')]));
    expect(results.slice(2).map(output)).toEqual([{ value: 'geo-db' }, { value: 'root-db' }, { value: 'maps-db' }]);
  });

  test(req(['TURN-037'], 'any JSON origin and policy come back equal, each turn its own'), async (ctx) => {
    if (!host.claims('turns')) ctx.skip('host does not implement area turns');
    const origins: unknown[] = [{ kind: 'im', nested: { ids: [1, 2.5, -0.5], ok: true, none: null } }, 'schedule:nightly', 42, ['a', { b: 'ü😀' }], false];
    const policies: unknown[] = [{ network: ['https://example.org'], file: { read: ['/tmp'] } }, null, 'strict', [], 0];
    const steps: Record<string, unknown>[] = [{ op: 'load', trees: [{ name: 'p', files: { 'tools/c/index.ts': { tool: context } } }] }];
    origins.forEach((origin, i) => steps.push(start({ origin, policy: policies[i] })));
    // Called in reverse start order: a host keeping one current origin answers the last one for all.
    for (let i = origins.length; i >= 1; i--) steps.push(call(`turn-${i}`, 'c'));
    const results = await host.results(host.checks('turns', {}, steps as never));
    const reports = results.slice(1 + origins.length).map(output).reverse() as Array<{ origin?: unknown; policy?: unknown }>;
    reports.forEach((report, i) => {
      expect(report?.origin, `TURN-037: turn-${i + 1}'s tool carries its turn's origin`).toEqual(origins[i]);
      expect(report?.policy, `TURN-037: turn-${i + 1}'s tool carries its turn's policy`).toEqual(policies[i]);
    });
  });
});
