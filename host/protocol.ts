// Types of the host protocol, version 1 (see spec/protocol.md and spec/schemas/).
// These are the only shapes the kit and a host exchange; both plug-in styles carry the same cases.

export const PROTOCOL_VERSION = 1;

/** Areas of the contract. A host declares the ones it implements in `hello`. */
export const AREAS = ['permits', 'access', 'registry', 'turns', 'catalog'] as const;
export type AreaName = (typeof AREAS)[number];

/** The message shape of spec/permits.md (the normalised message view); `null` is "no message" (an unattended turn). */
export interface Message {
  $adapter: string;
  $channel?: { type: string; id: string };
  $sender?: { id: string; role?: 'master' | 'trusted' | 'user' | string };
}

export interface HelloRequest {
  cmd: 'hello';
  protocol: number;
}

export interface Implementation {
  name: string;
  version: string;
  language: string;
}

export interface HelloResponse {
  protocol: number;
  implementation: Implementation;
  areas: string[];
}

/** One step of a case, as sent to a host (expectations stripped). */
export interface Step {
  op: string;
  [field: string]: unknown;
}

/** A case as sent to a host: self-contained, started from a fresh state. */
export interface Case {
  id: string;
  area: string;
  setup: Record<string, unknown>;
  steps: Step[];
}

/** A step result: op-specific fields, or an error whose contract outcome is an error. */
export type StepResult = Record<string, unknown>;
export interface StepError {
  error: { code: string; message: string };
}

export interface RunRequest {
  cmd: 'run';
  seq: unknown;
  case: Case;
}

export interface ByeRequest {
  cmd: 'bye';
}

/** What a host answers to one `run` (stdio adds the echoed `seq`). */
export type RunAnswer =
  | { results: StepResult[] }
  | { errored: true; message: string }
  | { skipped: true; reason: string };

export type RunResponse = RunAnswer & { seq: unknown };

/**
 * An in-process host: a JS/TS module whose default export has these two methods.
 * `run` answers exactly as a stdio host would, without `seq`.
 */
export interface InProcessHost {
  hello(): HelloResponse | Promise<HelloResponse>;
  run(testCase: Case): RunAnswer | Promise<RunAnswer>;
}
