// The kit side of a host: one interface over in-process modules and stdio programs.
import type { Case, HelloResponse, StepResult } from './protocol.js';

/** Per-case statuses of the report (spec/protocol.md, "Case outcomes"). */
export type CaseStatus = 'PASS' | 'FAIL' | 'ERROR' | 'TIMEOUT' | 'CRASH' | 'NOT_APPLICABLE';

/**
 * What became of one `run`. Only `ok` carries results; every other kind names why there are none.
 * - errored: the host caught its own failure (`{"errored":true}`) → reported as ERROR
 * - skipped: the host said it does not implement the case's area
 * - protocol: invalid JSON, wrong seq, wrong number of results, schema violation → ERROR
 * - timeout: no answer within the per-case budget; the host was killed (and restarted) → TIMEOUT
 * - crash: the host died, or could not be (re)started → CRASH
 */
export type CaseOutcome =
  | { kind: 'ok'; results: StepResult[] }
  | { kind: 'errored'; message: string }
  | { kind: 'skipped'; reason: string }
  /** `requirement`: the protocol rule the answer broke (default PROTOCOL-002, e.g. PROTOCOL-001 for a changed hello). */
  | { kind: 'protocol'; message: string; requirement?: string }
  | { kind: 'timeout'; message: string }
  | { kind: 'crash'; message: string };

export interface HostConnection {
  /** The host's answer to `hello` (validated: protocol 1, implementation, areas), or the run's fixed hello. */
  readonly hello: HelloResponse;
  /** Runs one case. Never throws and never hangs: every failure is a CaseOutcome. */
  run(testCase: Case): Promise<CaseOutcome>;
  /** Captured stderr (stdio hosts), most recent last; empty for in-process hosts. */
  log(): string;
  /** Says bye and releases the host. Idempotent. */
  close(): Promise<void>;
}

/** How to reach a host. */
export type HostSpec =
  | { kind: 'module'; path: string }
  | { kind: 'command'; command: string; cwd?: string };

export interface ConnectOptions {
  /** Per-case timeout in ms before --timeout-multiplier (default 5000). */
  timeoutMs?: number;
  /** Multiplies every timeout (case and hello). */
  timeoutMultiplier?: number;
  /** How many times a dead or hung stdio host is restarted before remaining cases are CRASH (default 3). */
  restartBudget?: number;
  /** Validate every host message against spec/schemas with ajv (`--validate-protocol`). */
  validateProtocol?: boolean;
  /**
   * The run's first hello (`CAPKIT_HELLO`), which fixes the host's identity and areas for the whole run.
   * The connection reports it as its `hello`; a hello of its own that differs is a protocol outcome
   * (PROTOCOL-001) of the next case. Absent: the connection's own first hello fixes them.
   */
  expectedHello?: HelloResponse;
  /**
   * Stdio hosts: take over the healthy host process an earlier connection of the same command in this
   * process left, and leave this one's the same way on close (the suites, one connection per test file).
   */
  shareProcess?: boolean;
}
