// Whatever lint answers is PERMIT-020's (a SHOULD), unless the host's own evaluation shows its lint only
// repeats how it reads the grammar: a host that lints a malformed permit valid AND allows that permit on a
// message its items name reads the permit as well-formed, which is the grammar rule's failure (a malformed
// permit MUST deny), shown by its own permit answer. Its lint is then consistent with that misreading, and the
// failure is charged to the grammar rule the permit breaks (or to trimming, PERMIT-029, where a wider trim
// makes it well-formed), as the evaluation tests charge it: one parser bug, one red requirement. A host whose
// evaluation still denies the permit everywhere has a lint of its own that is wrong: PERMIT-020.
import { askPermits } from '../support/ask.js';
import type { HostUnderTest } from '../support/host-under-test.js';
import type { WireMessage } from './arbitraries.js';
import { isWellFormed, parsePermit } from './model.js';
import type { PlatformGrants } from './model.js';
import { FREEDOM_RULES, FREEDOMS, MISREADINGS, SPEC } from './readings.js';
import { CONVERSATION_KINDS } from './model-grammar.js';


/** The grammar rule a malformed permit breaks, or trimming's where a misread trim makes it well-formed. */
export function grammarRuleOf(permit: unknown): string | undefined {
  const parsed = parsePermit(permit);
  if (parsed.ok) return undefined;
  // JavaScript's trim() is a reading the spec allows (PERMIT-030, a SHOULD), not a misreading of PERMIT-029.
  const allowedTrim = FREEDOMS.find((r) => r.trim !== SPEC.trim && parsePermit(permit, (t) => r.trim(t)).ok);
  if (allowedTrim !== undefined) return allowedTrim.rule;
  // A permit the spec's own reading finds malformed by a rule it leaves free (an empty item, a "(" inside)
  // is that freedom's, even where a narrower trim would also make it well-formed.
  if (FREEDOM_RULES.has(parsed.rule)) return parsed.rule;
  const trimming = MISREADINGS.find((r) => r.rule === 'PERMIT-029' && parsePermit(permit, (t) => r.trim(t)).ok);
  return trimming?.rule ?? parsed.rule;
}

/** Messages and grants under which a well-formed reading of `permit`'s items would hold. */
function namedBy(permit: string): { grants: PlatformGrants; messages: WireMessage[] } {
  // With "|" read as a separator and as an ordinary character: either reading may be the host's.
  const named = [...new Set([...permit.split(/[(),]/), ...permit.split(/[(),|]/)].map((t) => t.trim()).filter((t) => t !== ''))].slice(0, 8);
  // A permit that names nothing (group(,), read as group()) is asked on some conversation all the same.
  const items = named.length > 0 ? named : ['x'];
  const grants: PlatformGrants = Object.fromEntries(items.map((a) => [a, { [a]: items }]));
  const messages = items.flatMap((v) => CONVERSATION_KINDS.map((type): WireMessage => ({ $adapter: v, $channel: { type, id: v }, $sender: { id: v, role: 'master' } }) as WireMessage));
  return { grants, messages };
}

/** The grammar rule and the evidence, when the host lints `permit` (malformed) valid and its evaluation allows it. */
export async function lintRepeatsEvaluation(host: HostUnderTest, permit: unknown): Promise<{ rule: string; evidence: string } | undefined> {
  if (typeof permit !== 'string' || isWellFormed(permit) || permit.length > 1000 || !host.claims('permits')) return undefined;
  const rule = grammarRuleOf(permit);
  const { grants, messages } = namedBy(permit);
  if (rule === undefined || messages.length === 0) return undefined;
  let allowed: boolean[];
  try {
    allowed = await askPermits(host, grants, messages.map((message) => ({ permits: [permit], message })));
  } catch {
    return undefined;
  }
  const at = allowed.findIndex((a) => a);
  if (at === -1) return undefined;
  return {
    rule,
    evidence: `its own evaluation allows ${JSON.stringify([permit])} on ${JSON.stringify(messages[at])}: it reads the permit as well-formed, and its lint only repeats that reading, which ${rule} decides`,
  };
}
