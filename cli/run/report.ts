// The JSON report: one canonical record of a run (what `--report json:<file>` writes).
import type { HelloResponse } from '../../host/protocol.js';
import type { HostSpec } from '../../host/connection.js';
import type { RequirementResult, RunSummary } from './aggregate.js';
import type { ModuleFailure } from './collect-reporter.js';

export interface RunReport {
  kit: { name: 'capkit'; version: string };
  contract: { version: string };
  protocol: number;
  host: { spec: HostSpec; isolated?: boolean; implementation: HelloResponse['implementation']; areas: string[] };
  run: {
    areas: string[];
    notApplicable: string[];
    seed: number;
    grep?: string;
    timeoutMultiplier: number;
    validateProtocol: boolean;
    node: string;
    durationMs: number;
  };
  requirements: RequirementResult[];
  summary: RunSummary;
  problems: { moduleFailures: ModuleFailure[]; unhandled: string[] };
}
