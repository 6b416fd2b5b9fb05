// One bug, one red requirement: a failing check names the requirement whose rule decided the expected
// answer, and the run charges the failure to that requirement alone. The other requirements a test
// cites are "also exercised": they never change status because of it.
//
// The name travels in the error text (the only part of a failure that survives vitest's workers and the
// JSON report), as a prefix of the first line: `decided by PERMIT-013: …`. A host-level status comes
// first when there is one (`[ERROR] decided by PROTOCOL-002: …`): the status says what kind of failure it
// is, the name says which rule it breaks.

const REQUIREMENT_ID = /^[A-Z]+-\d{3}$/;
const STATUS = /^\[(TIMEOUT|CRASH|ERROR|SKIPPED)\] /;
const DECIDED = /^decided by ([A-Z]+-\d{3}): /;

export interface FailurePrefixes {
  /** The host-level status, when the failure is one (`[ERROR] …`). */
  status?: 'TIMEOUT' | 'CRASH' | 'ERROR' | 'SKIPPED';
  /** The requirement the failure is charged to, when the text names one. */
  decidedBy?: string;
  /** The text after both prefixes. */
  text: string;
}

/** Splits `[STATUS] decided by ID: text` (either prefix optional, in that order) into its parts. */
export function failurePrefixes(message: string): FailurePrefixes {
  let rest = message;
  const status = STATUS.exec(rest);
  if (status) rest = rest.slice(status[0].length);
  const decided = DECIDED.exec(rest);
  if (decided) rest = rest.slice(decided[0].length);
  return {
    ...(status ? { status: status[1] as FailurePrefixes['status'] & string } : {}),
    ...(decided ? { decidedBy: decided[1]! } : {}),
    text: rest,
  };
}

/** The text with the prefixes put back, status first. */
export function withFailurePrefixes(prefixes: FailurePrefixes): string {
  return `${prefixes.status ? `[${prefixes.status}] ` : ''}${prefixes.decidedBy ? `decided by ${prefixes.decidedBy}: ` : ''}${prefixes.text}`;
}

/** An error charged to `requirement`: the rule that says what the host should have answered. */
export function ruleFailure(requirement: string, message: string): Error {
  if (!REQUIREMENT_ID.test(requirement)) throw new Error(`ruleFailure: "${requirement}" is not a requirement ID`);
  const { status, text } = failurePrefixes(message);
  return new Error(withFailurePrefixes({ ...(status ? { status } : {}), decidedBy: requirement, text }));
}

/** The requirement a failure text is charged to, if it names one (after a host-level status, if any). */
export function decidingRequirementOf(message: string): string | undefined {
  return failurePrefixes(message).decidedBy;
}

/** The text without its `decided by …: ` prefix (a host-level status in front of it is kept). */
export function withoutDecidingPrefix(message: string): string {
  const { decidedBy: _dropped, ...rest } = failurePrefixes(message);
  return withFailurePrefixes(rest);
}

/**
 * Re-throws `error` charged to `requirement` unless it already names its own deciding rule, or is a
 * host-level failure (a timeout, crash or protocol error is no answer the check could judge).
 */
export function chargeTo(requirement: string, error: unknown): Error {
  const message = error instanceof Error ? error.message : String(error);
  const prefixes = failurePrefixes(message);
  if (prefixes.decidedBy !== undefined || prefixes.status !== undefined) {
    return error instanceof Error ? error : new Error(message);
  }
  return ruleFailure(requirement, message);
}

// A failed test whose other steps all ran: the requirements those steps decide are decided by them (a lint
// SHOULD failing in a case does not leave the MUST its evaluation steps decide open). Said on the last line
// of the failure text, so it survives the workers and the JSON report as the prefix does.
const COMPLETE_LINE = /\n\(the steps of ([A-Z]+-\d{3}(?:, [A-Z]+-\d{3})*) all ran to their end and agreed: this failure leaves them decided\)(?=\n|$)/;

/** `error` saying that every step deciding each of `requirements` ran and agreed (none: unchanged). */
export function completeFor(error: Error, requirements: readonly string[]): Error {
  if (requirements.length === 0) return error;
  for (const id of requirements) if (!REQUIREMENT_ID.test(id)) throw new Error(`completeFor: "${id}" is not a requirement ID`);
  return new Error(`${error.message.replace(COMPLETE_LINE, '')}\n(the steps of ${requirements.join(', ')} all ran to their end and agreed: this failure leaves them decided)`);
}

/** The requirements a failure text says its test decided completely (its steps of them all agreed). */
export function completedRequirementsOf(message: string | undefined): string[] {
  const m = message === undefined ? null : COMPLETE_LINE.exec(message);
  return m ? m[1]!.split(', ') : [];
}
