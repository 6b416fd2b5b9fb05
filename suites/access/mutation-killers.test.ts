// Edge cases found by mutation testing (`npm run mutation`): places where the suites did not yet pin
// the rulings down. Each expected value comes from spec/access.md and contract-notes §3.
import { describe, expect, test } from 'vitest';
import { askAccess } from '../support/ask.js';
import type { AccessCheck } from '../support/ask.js';
import { useHostUnderTest } from '../support/host-under-test.js';
import { req } from '../support/title.js';
// More edges, one concept per module in ./killers/ (kept in this file: each suite file costs a module load per run).
import './killers/access.js';

const host = useHostUnderTest();
const DENIED = { listed: false, callable: false };

describe('access: edges found by mutation testing', () => {
  // Adapter and conversation names chosen to look like what a host might use internally as markers.
  const names = ['junk', 'j', 'un', 'absent', 'a', 'list', 'object', 'string', 'undefined', 'null', '[object Object]', 'q', 'qq'];

  test(req(['ACCESS-002', 'ACCESS-011'], 'platforms that is not a list of strings denies every adapter, whatever its name'), async (ctx) => {
    if (!host.claims('access')) ctx.skip('host does not implement area access');
    const fields: unknown[] = ['qq', 'junk', 7, true, { qq: true }, ['qq', 7], [['qq']]];
    const checks: AccessCheck[] = fields.flatMap((platforms) =>
      names.map((adapter) => ({ tool: { platforms } as AccessCheck['tool'], message: { $adapter: adapter, $sender: { id: 'u1' } } })),
    );
    expect(await askAccess(host, {}, checks)).toEqual(checks.map(() => DENIED));
  });

  test(req(['ACCESS-003', 'ACCESS-004', 'ACCESS-011'], 'scopes that is not a list of known scopes denies every conversation type, whatever its name'), async (ctx) => {
    if (!host.claims('access')) ctx.skip('host does not implement area access');
    const fields: unknown[] = ['group', 'junk', 'private', 3, { group: true }, ['group', 1], ['group', 'junk']];
    const types = [...names, 'group', 'private', 'channel'];
    const checks: AccessCheck[] = fields.flatMap((scopes) =>
      types.map((type) => ({ tool: { scopes } as AccessCheck['tool'], message: { $adapter: 'qq', $channel: { type, id: 'c1' } } })),
    );
    expect(await askAccess(host, {}, checks)).toEqual(checks.map(() => DENIED));
  });

  test(req(['ACCESS-005', 'ACCESS-011'], 'permissions that is not a list of strings denies, even when it is a permit string'), async (ctx) => {
    if (!host.claims('access')) ctx.skip('host does not implement area access');
    const message = { $adapter: 'qq', $channel: { type: 'group', id: 'g1' }, $sender: { id: 'u1', role: 'master' } };
    const fields: unknown[] = ['adapter(qq)', 'group()', 'role(user)', 5, { 0: 'adapter(qq)' }, ['adapter(qq)', 1]];
    const checks: AccessCheck[] = fields.map((permissions) => ({ tool: { permissions } as AccessCheck['tool'], message }));
    expect(await askAccess(host, {}, checks)).toEqual(checks.map(() => DENIED));
  });
});
