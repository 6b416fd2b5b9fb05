// The JSON record of a matrix run (`capkit run` with several hosts): every host's own run report, the
// requirement × host matrix built from them, and the fixture steps where the hosts answered differently.
// spec/schemas/matrix-report.schema.json describes it; `capkit report render` reads it.
import type { HostSpec } from '../../host/connection.js';
import type { Implementation } from '../../host/protocol.js';
import type { RequirementStatus } from '../run/aggregate.js';
import type { RunReport } from '../run/report.js';

export const MATRIX_KIND = 'capkit-matrix';

/** pass/fail/none: the host's own run verdict; did-not-start: its run never reached the suites. */
export type HostVerdict = 'pass' | 'fail' | 'none' | 'did-not-start';

export interface MatrixHost {
  /** Short, unique name of the host in this matrix (column heading). */
  label: string;
  spec: HostSpec;
  implementation?: Implementation;
  verdict: HostVerdict;
  /** The exit code its run alone would have had. */
  exitCode: number;
  /** Why it has no report, or what went wrong outside the suites (first line). */
  error?: string;
  /** Its full run report (absent when the run wrote none). */
  report?: RunReport;
}

export interface MatrixCell {
  status: RequirementStatus;
  reason?: string;
}

export interface MatrixRow {
  id: string;
  level: 'MUST' | 'SHOULD' | 'MAY';
  area: string;
  title: string;
  /** One per host, in the order of `hosts`. */
  cells: MatrixCell[];
}

export interface HostAnswer {
  host: string;
  /** What the host answered: the step's result, or for a whole case the outcome (`crash: …`). */
  answer: unknown;
  /** Whether the answer is the one the fixture expects (on the fields the contract fixes). */
  asExpected: boolean;
  /** Not the expected answer: where it first departs from it (on the fields the contract fixes). */
  difference?: string;
}

/** One fixture step (or a whole case, `step` absent) where the hosts' answers were not all the same. */
export interface Disagreement {
  case: string;
  file: string;
  area: string;
  requirements: string[];
  /** The step's index; absent when some host answered the case with no results at all. */
  step?: number;
  /** The step as sent (expectation stripped). */
  sent?: unknown;
  /** The fixture's expected answer. */
  expected?: unknown;
  answers: HostAnswer[];
}

export interface MatrixReport {
  kind: typeof MATRIX_KIND;
  kit: { name: 'capkit'; version: string };
  contract: { version: string };
  protocol: number;
  run: {
    seed: number;
    areas: string[];
    jobs: number;
    timeoutMultiplier: number;
    validateProtocol: boolean;
    grep?: string;
    propertyRuns?: number;
    node: string;
    durationMs: number;
    fixtureSetHash: string;
  };
  hosts: MatrixHost[];
  requirements: MatrixRow[];
  /** The fixture cases of the areas run through every host that claims them, compared step by step. */
  comparison: { cases: number; steps: number; disagreements: Disagreement[]; problems: string[] };
  summary: { ok: boolean; exitCode: number; passing: string[]; failing: string[]; withoutVerdict: string[] };
}
