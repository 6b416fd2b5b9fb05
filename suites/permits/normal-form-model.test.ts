// An oracle self-test of the permits model's explicit spellings (never reaches a host; left out of runs and
// of the package): each rewrite keeps the spec's verdict and names the rule of the spelling it removes.
import { describe, expect, test } from 'vitest';
import { explicitForm, normalRewrites } from './normal-form.js';
import { decidePermitList } from './model.js';

describe('explicit spellings of a check', () => {
  test('items without the whitespace around them are PERMIT-029; an OR list keeps its verdict', () => {
    const check = { permits: ['group( a , b )'], message: { $adapter: 'qq', $channel: { type: 'group', id: 'b' }, $sender: { id: 'u1', role: 'master' } } };
    const rewrites = normalRewrites(check, {});
    expect(rewrites.map((r) => r.rule)).toEqual(['PERMIT-029']);
    expect(rewrites[0]!.check.permits).toEqual(['group(a,b)']);
    expect(decidePermitList(rewrites[0]!.check.permits, check.message).holds).toBe(true);
  });

  test('each message field as its view, one at a time, with its rule', () => {
    const check = { permits: ['user(42)'], message: { $adapter: 7, $channel: { id: null }, $sender: { id: 42 } } };
    const byRule = normalRewrites(check as never, {}).map((r) => [r.rule, r.what]);
    expect(byRule).toEqual([
      ['PERMIT-025', '$adapter written as its String()'],
      ['PERMIT-021', 'the private default written as $channel.type'],
      ['PERMIT-021', 'a null $channel.id left out'],
      ['PERMIT-025', '$sender.id written as its String()'],
      ['PERMIT-022', 'the sender role written as its view (user)'],
    ]);
    const form = explicitForm(check as never, {})!;
    expect(form.message).toEqual({ $adapter: '7', $channel: { type: 'private' }, $sender: { id: '42', role: 'user' } });
    expect(decidePermitList(form.permits, form.message).holds).toBe(true);
  });

  test('an explicit message, a malformed permit and no message have nothing to rewrite', () => {
    const message = { $adapter: 'qq', $channel: { type: 'group', id: 'g' }, $sender: { id: 'u1', role: 'user' } };
    expect(normalRewrites({ permits: ['group(g)'], message }, {})).toEqual([]);
    expect(normalRewrites({ permits: ['group( a,,b )'], message }, {})).toEqual([]);
    expect(normalRewrites({ permits: ['group( g )'], message: null }, {}).map((r) => r.rule)).toEqual(['PERMIT-029']);
    expect(explicitForm({ permits: ['group(g)'], message }, {})).toBeUndefined();
  });
});
