// Schema-valid tools and messages named like Object.prototype members (ACCESS-011), each with its plain
// twin (see suites/permits/hostile.ts: renaming never changes what the rules decide).
import fc from 'fast-check';
import { HOSTILE_NAMES, hostileMessageArb, permitPartsArb, permitText, renamed, renamedMessage, renamedPermit } from '../permits/hostile.js';
import type { WireMessage } from '../permits/arbitraries.js';
import type { ToolAccess } from './model.js';

export interface Twins {
  hostile: { tool: ToolAccess; message: WireMessage | null };
  plain: { tool: ToolAccess; message: WireMessage | null };
}

const nameOrArb = (...plain: string[]) => fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...HOSTILE_NAMES) }, { weight: 1, arbitrary: fc.constantFrom(...plain) });

const partsArb = fc.record(
  {
    platforms: fc.array(nameOrArb('qq'), { maxLength: 2 }),
    scopes: fc.array(nameOrArb('group', 'private'), { maxLength: 2 }),
    permissions: fc.array(permitPartsArb, { maxLength: 2 }),
    hidden: fc.boolean(),
  },
  { requiredKeys: [] },
);

/** One access check whose tool and message carry hostile names, and its renamed twin. */
// Always with a message: what a host does without one is ACCESS-006's, and names only meet a message.
export const hostileTwinsArb: fc.Arbitrary<Twins> = fc.tuple(partsArb, hostileMessageArb).map(([parts, message]) => {
  const tool = (names: (s: string) => string, permit: typeof permitText): ToolAccess => ({
    ...(parts.platforms ? { platforms: parts.platforms.map(names) } : {}),
    ...(parts.scopes ? { scopes: parts.scopes.map(names) } : {}),
    ...(parts.permissions ? { permissions: parts.permissions.map(permit) } : {}),
    ...(parts.hidden !== undefined ? { hidden: parts.hidden } : {}),
  });
  return {
    hostile: { tool: tool((s) => s, permitText), message },
    plain: { tool: tool(renamed, renamedPermit), message: renamedMessage(message) },
  };
});
