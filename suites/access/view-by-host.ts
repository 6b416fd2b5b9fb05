// A wrong access verdict the message view decided (ACCESS-010: String() of a number, the private default),
// told by the host's own answers: the same tool asked with the message written as its view reads it (each
// value as its String(), the private default written out, ../permits/normal-form.ts) is answered right. The
// field whose check went wrong read the message's spelling, not the field: ACCESS-010, not ACCESS-002/003.
import { askAccess } from '../support/ask.js';
import type { AccessCheck } from '../support/ask.js';
import type { HostUnderTest } from '../support/host-under-test.js';
import { explicitMessage } from '../permits/normal-form.js';
import type { PlatformGrants } from '../permits/model.js';
import { decideCallable } from './model.js';

export const VIEW_RULE = 'ACCESS-010';

/** The evidence, when the host answers `check` wrong and the same tool on the explicit message right. */
export async function viewDecided(host: HostUnderTest, check: AccessCheck, grants: PlatformGrants, callableGot: unknown, want: boolean): Promise<string | undefined> {
  if (typeof callableGot !== 'boolean' || callableGot === want) return undefined;
  const message = explicitMessage(check.message);
  if (message === check.message || decideCallable(check.tool, message, grants)?.callable !== want) return undefined;
  try {
    const [answer] = await askAccess(host, grants, [{ tool: check.tool, message }]);
    if (answer?.callable !== want) return undefined;
  } catch {
    return undefined;
  }
  return `the host answers callable: ${want} for the same tool once the message is written as its view reads it (${JSON.stringify(message).slice(0, 200)}): the message view decided its wrong answer`;
}
