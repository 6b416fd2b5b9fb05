// One bug, one red requirement: a failing check names the requirement whose rule decided the expected
// answer, and the run charges the failure to that requirement alone. The other requirements a test
// cites are "also exercised": they never change status because of it.
//
// The name travels in the error text (the only part of a failure that survives vitest's workers and the
// JSON report), as a prefix of the first line: `decided by PERMIT-013: …`.

const REQUIREMENT_ID = /^[A-Z]+-\d{3}$/;
const PREFIX = /^decided by ([A-Z]+-\d{3}): /;

/** An error charged to `requirement`: the rule that says what the host should have answered. */
export function ruleFailure(requirement: string, message: string): Error {
  if (!REQUIREMENT_ID.test(requirement)) throw new Error(`ruleFailure: "${requirement}" is not a requirement ID`);
  return new Error(`decided by ${requirement}: ${message.replace(PREFIX, '')}`);
}

/** The requirement a failure text is charged to, if it names one. */
export function decidingRequirementOf(message: string): string | undefined {
  return PREFIX.exec(message)?.[1];
}

/** The text without its `decided by …: ` prefix. */
export function withoutDecidingPrefix(message: string): string {
  return message.replace(PREFIX, '');
}

/** Re-throws `error` charged to `requirement` unless it already names its own deciding rule. */
export function chargeTo(requirement: string, error: unknown): Error {
  const message = error instanceof Error ? error.message : String(error);
  if (decidingRequirementOf(message) !== undefined || /^\[(TIMEOUT|CRASH|ERROR|SKIPPED)\] /.test(message)) {
    return error instanceof Error ? error : new Error(message);
  }
  return ruleFailure(requirement, message);
}
