// Huge and deeply nested permits (PERMIT-019): each must be answered within the connection's per-case
// budget (a slow host shows up as TIMEOUT, charged to PERMIT-019), with a value (a step error is a failed
// evaluation, PERMIT-018) and with the verdict the rules give, charged to the rule that decides it.
import { describe, test } from 'vitest';
import { useHostUnderTest } from '../support/host-under-test.js';
import { ruleFailure } from '../support/decided-by.js';
import { req } from '../support/title.js';
import { cut, isWellShaped } from './protocol-checks.js';

const MB = 1 << 20;
const host = useHostUnderTest();
const message = { $adapter: 'qq', $channel: { type: 'group', id: 'g-target' }, $sender: { id: 'u1' } };

/** "x0,x1,…" until about `size` characters, then `last`. */
function longList(size: number, last: string): string {
  const items: string[] = [];
  let length = 0;
  for (let i = 0; length < size; i++) {
    const item = `x${i}`;
    items.push(item);
    length += item.length + 1;
  }
  items.push(last);
  return items.join(',');
}

interface Pathology {
  name: string;
  permit: () => string;
  /** The ruled verdicts on `message`: whether it allows, whether it is well-formed. */
  allowed: boolean;
  valid: boolean;
  /** The rule that decides its verdict first, then any other it exercises. */
  ids: string[];
}

const PATHOLOGIES: Pathology[] = [
  { name: '1 MB of "("', permit: () => '('.repeat(MB), allowed: false, valid: false, ids: ['PERMIT-002'] },
  { name: '1 MB of ","', permit: () => ','.repeat(MB), allowed: false, valid: false, ids: ['PERMIT-002'] },
  { name: '1 MB of "a"', permit: () => 'a'.repeat(MB), allowed: false, valid: false, ids: ['PERMIT-001'] },
  { name: '1M spaces', permit: () => ' '.repeat(1_000_000), allowed: false, valid: false, ids: ['PERMIT-002'] },
  {
    name: '100k nested parentheses inside group(…)',
    permit: () => `group(${'('.repeat(100_000)}g-target${')'.repeat(100_000)})`,
    allowed: false,
    valid: false,
    ids: ['PERMIT-004'],
  },
  { name: '100k unbalanced "(" inside group(…)', permit: () => `group(${'('.repeat(100_000)}g-target)`, allowed: false, valid: false, ids: ['PERMIT-004'] },
  { name: 'a 1 MB group(…) item list ending in the conversation id', permit: () => `group(${longList(MB, 'g-target')})`, allowed: true, valid: true, ids: ['PERMIT-005', 'PERMIT-008'] },
  { name: 'a 1 MB group(…) item list without the conversation id', permit: () => `group(${longList(MB, 'g-targe')})`, allowed: false, valid: true, ids: ['PERMIT-011', 'PERMIT-008'] },
  { name: 'group(…) of 1M commas', permit: () => `group(${','.repeat(1_000_000)})`, allowed: false, valid: false, ids: ['PERMIT-010'] },
  {
    name: 'adapter(…) with 500k ASCII spaces around the item',
    permit: () => `adapter(${' \t'.repeat(250_000)}qq${' \n'.repeat(250_000)})`,
    allowed: true,
    valid: true,
    ids: ['PERMIT-003'],
  },
  {
    name: 'adapter(…) with 500k U+00A0 before the item',
    permit: () => `adapter(${'\u00a0'.repeat(500_000)}qq)`,
    allowed: false,
    valid: true,
    ids: ['PERMIT-003'],
  },
  { name: 'role(…) of 200k "user|"', permit: () => `role(${'user|'.repeat(200_000)}user)`, allowed: false, valid: false, ids: ['PERMIT-012'] },
  { name: '1 MB of "a" then (…)', permit: () => `${'a'.repeat(MB)}(qq)`, allowed: false, valid: false, ids: ['PERMIT-001'] },
  { name: 'adapter(qq) then 1 MB of ")"', permit: () => `adapter(qq${')'.repeat(MB)}`, allowed: false, valid: false, ids: ['PERMIT-004'] },
];

/** The answer of a single-step case: a value where one is due, else a failure charged to `noAnswer`. */
async function answer(step: Record<string, unknown> & { op: string }, shown: unknown, key: 'allowed' | 'valid', noAnswer: string): Promise<boolean> {
  const [result] = await host.results(host.checks('permits', {}, [step]));
  if (!isWellShaped('permits', step.op, result) || 'error' in (result as object)) throw ruleFailure(noAnswer, `step 0 ${cut(shown)}: expected {"${key}": …}, host answered ${cut(result)}`);
  return (result as Record<string, boolean>)[key] as boolean;
}

describe('permits: pathological inputs answer promptly', () => {
  for (const p of PATHOLOGIES) {
    test(req(['PERMIT-019', 'PERMIT-018', ...p.ids], `permit of ${p.name} is answered ${p.allowed ? 'allowed' : 'denied'}`), async (ctx) => {
      if (!host.claims('permits')) ctx.skip('host does not implement area permits');
      const shown = { op: 'permit', permits: [`<${p.name}>`], message };
      const allowed = await answer({ op: 'permit', permits: [p.permit()], message }, shown, 'allowed', 'PERMIT-018');
      if (allowed !== p.allowed) throw ruleFailure(p.ids[0] as string, `step 0 ${cut(shown)}: expected {"allowed":${p.allowed}}, host answered {"allowed":${allowed}}`);
    });
    test(req(['PERMIT-019', 'PERMIT-020'], `lint of ${p.name} says ${p.valid ? 'valid' : 'invalid'}`), async (ctx) => {
      if (!host.claims('permits')) ctx.skip('host does not implement area permits');
      const shown = { op: 'lint', permit: `<${p.name}>` };
      const valid = await answer({ op: 'lint', permit: p.permit() }, shown, 'valid', 'PERMIT-020');
      if (valid !== p.valid) throw ruleFailure('PERMIT-020', `step 0 ${cut(shown)}: expected {"valid":${p.valid}}, host answered {"valid":${valid}}`);
    });
  }
});
