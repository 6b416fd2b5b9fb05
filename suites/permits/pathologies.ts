// The pathological permits of PERMIT-019: megabyte-sized and deeply nested strings, with the verdicts the
// rules give them. Each string is built once per worker and shared by every host the worker tests (the
// catalogue tests a hundred hosts with one module graph): strings are immutable, so no host can change one.
const MB = 1 << 20;

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

export interface Pathology {
  name: string;
  permit: () => string;
  /** The ruled verdicts on the suite's message (adapter qq, group g-target, sender u1): allows? well-formed? */
  allowed: boolean;
  valid: boolean;
  /** The rule that decides its verdict first, then any other it exercises. */
  ids: string[];
}

export const PATHOLOGIES: readonly Pathology[] = [
  { name: '1 MB of "("', permit: () => '('.repeat(MB), allowed: false, valid: false, ids: ['PERMIT-002'] },
  { name: '1 MB of ","', permit: () => ','.repeat(MB), allowed: false, valid: false, ids: ['PERMIT-002'] },
  { name: '1 MB of "a"', permit: () => 'a'.repeat(MB), allowed: false, valid: false, ids: ['PERMIT-001'] },
  { name: '1M spaces', permit: () => ' '.repeat(1_000_000), allowed: false, valid: false, ids: ['PERMIT-002'] },
  {
    name: '100k nested parentheses inside group(…)',
    permit: () => `group(${'('.repeat(100_000)}g-target${')'.repeat(100_000)})`,
    allowed: false,
    valid: false,
    ids: ['PERMIT-031'],
  },
  // One ")" more than the last: malformed however a "(" inside is read (PERMIT-031; PERMIT-032 is a SHOULD).
  { name: '100k unbalanced "(" inside group(…)', permit: () => `group(${'('.repeat(100_000)}g-target))`, allowed: false, valid: false, ids: ['PERMIT-031'] },
  { name: 'a 1 MB group(…) item list ending in the conversation id', permit: () => `group(${longList(MB, 'g-target')})`, allowed: true, valid: true, ids: ['PERMIT-005', 'PERMIT-008'] },
  { name: 'a 1 MB group(…) item list without the conversation id', permit: () => `group(${longList(MB, 'g-targe')})`, allowed: false, valid: true, ids: ['PERMIT-011', 'PERMIT-008'] },
  // user(…), not group(…): dropping the empty items (PERMIT-028's other answer) leaves user(), still malformed.
  { name: 'user(…) of 1M commas', permit: () => `user(${','.repeat(1_000_000)})`, allowed: false, valid: false, ids: ['PERMIT-017'] },
  {
    name: 'adapter(…) with 500k ASCII spaces around the item',
    permit: () => `adapter(${' \t'.repeat(250_000)}qq${' \n'.repeat(250_000)})`,
    allowed: true,
    valid: true,
    ids: ['PERMIT-029'],
  },
  {
    // U+001F, not U+00A0: no reading of trimming removes it (PERMIT-029), so the answer is the same under
    // PERMIT-030's two readings and a slow Unicode trim still shows.
    name: 'adapter(…) with 500k U+001F before the item',
    permit: () => `adapter(${'\u001f'.repeat(500_000)}qq)`,
    allowed: false,
    valid: true,
    ids: ['PERMIT-029'],
  },
  { name: 'role(…) of 200k "user|"', permit: () => `role(${'user|'.repeat(200_000)}user)`, allowed: false, valid: false, ids: ['PERMIT-012'] },
  { name: '1 MB of "a" then (…)', permit: () => `${'a'.repeat(MB)}(qq)`, allowed: false, valid: false, ids: ['PERMIT-001'] },
  { name: 'adapter(qq) then 1 MB of ")"', permit: () => `adapter(qq${')'.repeat(MB)}`, allowed: false, valid: false, ids: ['PERMIT-031'] },
];

const built = new Map<Pathology, string>();

/** The permit text of `p`, built on first use. */
export function permitOf(p: Pathology): string {
  let text = built.get(p);
  if (text === undefined) built.set(p, (text = p.permit()));
  return text;
}
