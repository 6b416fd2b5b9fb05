// A host that allows a list holding a permit it cannot read either misreads the grammar (it reads the
// permit as some well-formed one) or reads it as malformed and fails open. Its own answers tell the two
// apart: a host whose lint calls every such permit malformed, and which also allows a permit no reading
// of the grammar accepts, breaks "malformed or unrecognised means deny" (PERMIT-017), not the grammar
// rule the permit trips. Lint or a probe that fails tells nothing: the charge stays where the model puts it.
import { askLint, askPermits } from '../support/ask.js';
import type { WireMessage } from './arbitraries.js';
import type { PlatformGrants } from './model.js';
import type { HostUnderTest } from '../support/host-under-test.js';
import { isWellFormed } from './model.js';

export const FAILS_OPEN_RULE = 'PERMIT-017';

/**
 * PERMIT-017 with the evidence, when the host allowed `permits` (the model denies) and its own lint calls
 * every malformed permit among them malformed; undefined otherwise.
 */
/** A permit no reading of the grammar takes for a known kind: only a host that fails open allows it. */
const UNREADABLE = 'capkit-no-such-kind(x)';

export async function failsOpen(
  host: HostUnderTest,
  check: { permits: readonly unknown[]; message: WireMessage | null; grants: PlatformGrants },
  allowed: boolean,
  want: boolean,
): Promise<string | undefined> {
  if (!allowed || want) return undefined;
  const malformed = check.permits.filter((p) => !isWellFormed(p));
  if (malformed.length === 0) return undefined;
  try {
    const lint = await askLint(host, malformed);
    if (lint.some((valid) => valid)) return undefined;
    const [probe] = await askPermits(host, check.grants, [{ permits: [UNREADABLE], message: check.message }]);
    if (probe !== true) return undefined;
  } catch {
    return undefined;
  }
  return `the host's own lint answers valid: false for ${JSON.stringify(malformed).slice(0, 200)} and it allows ${JSON.stringify([UNREADABLE])} too: it fails open on what it cannot read`;
}
