// Edge cases found by mutation testing (`npm run mutation`): places where the suites did not yet pin
// the rulings down. Each expected value comes from spec/permits.md and contract-notes §1–§2.
import { describe, expect, test } from 'vitest';
import { askLint, askPermits } from '../support/ask.js';
import type { PermitCheck } from '../support/ask.js';
import type { PlatformGrants } from './model.js';
import { useHostUnderTest } from '../support/host-under-test.js';
import { req } from '../support/title.js';
// More edges, one concept per module in ./killers/ (kept in this file: each suite file costs a module load per run).
import './killers/protocol.js';

const host = useHostUnderTest();
const inGroup = (adapter: string) => ({ $adapter: adapter, $channel: { type: 'group', id: 'g1' }, $sender: { id: 'u1' } });

/** One case; every check's verdict must equal its `want`. */
async function expectVerdicts(grants: PlatformGrants | Record<string, unknown>, checks: (PermitCheck & { want: boolean })[]): Promise<void> {
  const got = await askPermits(host, grants as PlatformGrants, checks);
  expect(got).toEqual(checks.map((c) => c.want));
}

describe('permits: edges found by mutation testing', () => {
  test(req(['PERMIT-003', 'PERMIT-011'], 'control characters U+0000–U+0008 are not ASCII whitespace: they stay part of the item'), async (ctx) => {
    if (!host.claims('permits')) ctx.skip('host does not implement area permits');
    const checks = ['\u0000', '\u0001', '\u0008', '\u000e', '\u001f'].flatMap((c) => [
      { permits: [`adapter(${c}qq)`], message: inGroup('qq'), want: false },
      { permits: [`adapter(qq${c})`], message: inGroup('qq'), want: false },
      { permits: [`adapter(${c}qq)`], message: inGroup(`${c}qq`), want: true },
    ]);
    await expectVerdicts({}, checks);
    // The six ASCII whitespace characters, by contrast, are trimmed.
    await expectVerdicts({}, ['\t', '\n', '\u000b', '\u000c', '\r', ' '].map((c) => ({ permits: [`adapter(${c}qq${c})`], message: inGroup('qq'), want: true })));
  });

  test(req(['PERMIT-002', 'PERMIT-004'], 'a kind followed by "," or ")" instead of "(" is malformed'), async (ctx) => {
    if (!host.claims('permits')) ctx.skip('host does not implement area permits');
    const malformed = ['adapter,qq)', 'adapter)qq)', 'group))', 'group,)', 'private)', 'group)(g1)', 'user,u1)'];
    expect(await askLint(host, malformed)).toEqual(malformed.map(() => false));
    const message = { $adapter: 'qq', $sender: { id: 'u1' } };
    await expectVerdicts({}, malformed.map((permit) => ({ permits: [permit], message, want: false })));
  });

  test(req(['PERMIT-014', 'PERMIT-022'], 'platform(a,p) is false without a sender, even when grants have an entry named "undefined" or "null"'), async (ctx) => {
    if (!host.claims('permits')) ctx.skip('host does not implement area permits');
    const grants = { qq: { undefined: ['admin'], null: ['admin'], '': ['admin'] } };
    await expectVerdicts(grants, [
      { permits: ['platform(qq,admin)'], message: { $adapter: 'qq' }, want: false },
      { permits: ['platform(qq,admin)'], message: { $adapter: 'qq', $channel: { type: 'group', id: 'g1' } }, want: false },
      // the same grants do answer for a sender whose id really is "undefined" (String($sender.id))
      { permits: ['platform(qq,admin)'], message: { $adapter: 'qq', $sender: { id: 'undefined' } }, want: true },
    ]);
  });

  test(req(['PERMIT-014', 'PERMIT-018'], 'grants that are not lists of permissions grant nothing: a string is not its characters, an array is not an object of senders'), async (ctx) => {
    if (!host.claims('permits')) ctx.skip('host does not implement area permits');
    const message = (id: string) => ({ $adapter: 'qq', $sender: { id } });
    await expectVerdicts({ qq: { u1: 'admin' } }, [
      { permits: ['platform(qq,a)'], message: message('u1'), want: false },
      { permits: ['platform(qq,admin)'], message: message('u1'), want: false },
    ]);
    await expectVerdicts({ qq: [['admin']] }, [
      { permits: ['platform(qq,admin)'], message: message('0'), want: false },
      { permits: ['platform(qq,length)'], message: message('length'), want: false },
    ]);
    await expectVerdicts({ qq: 'admin' }, [{ permits: ['platform(qq,a)'], message: message('0'), want: false }]);
  });
});
