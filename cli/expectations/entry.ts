// An expectations file (capkit-expectations.json): what a host's maintainers already know about it.
// Schema: spec/schemas/expectations.schema.json.

/** `fail`: known to fail (XFAIL while it fails, XPASS once it passes); `flaky`: either outcome is accepted. */
export type ExpectationStatus = 'fail' | 'flaky';

export interface ExpectationConditions {
  /** Only for requirements (or tests) of this area. */
  area?: string;
  /** Only when the host announces this version: exact (`1.2.0`) or one comparison (`>=1.2`, `<2`). */
  hostVersion?: string;
}

export interface ExpectationEntry {
  /** A requirement ID (`PERMIT-005`), or a case/test id (`permits/group-kind`, or a test's full name). */
  id: string;
  status: ExpectationStatus;
  reason: string;
  link?: string;
  when?: ExpectationConditions;
}

export interface ExpectationsFile {
  entries: ExpectationEntry[];
}

/** A validated file and where it came from (named in every message about its entries). */
export interface LoadedExpectations {
  file: string;
  entries: ExpectationEntry[];
}

/** The default file name, looked up in the current directory by `capkit run`. */
export const DEFAULT_EXPECTATIONS_FILE = 'capkit-expectations.json';

const REQUIREMENT_ID = /^[A-Z]+-\d{3}$/;

/** Whether an entry names a requirement (rather than a case or test). */
export function isRequirementId(id: string): boolean {
  return REQUIREMENT_ID.test(id);
}

/** The expectations of one host as a run applies them (cli/expectations/apply.ts). */
export interface ExpectationContext {
  expectations: LoadedExpectations;
  /** The version the host announced in hello (for `when.hostVersion`). */
  hostVersion: string;
}
