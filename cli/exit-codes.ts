// The exit codes of every capkit command, one meaning each (the README's table lists them).
export const EXIT = {
  /** Every applicable MUST requirement passed (or the command did what was asked). */
  pass: 0,
  /** A conformance failure: some applicable MUST requirement is not met (or a check the command makes failed). */
  fail: 1,
  /** A usage error: bad options or input files, said in one line. */
  usage: 2,
  /** A defect of the kit itself. */
  internal: 3,
  /** The host did not start (command not found, no hello, wrong protocol…). */
  hostDidNotStart: 4,
  /** No verdict: the run tested nothing, or only part of some requirement (a --grep or --shard subset). */
  noVerdict: 5,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];
