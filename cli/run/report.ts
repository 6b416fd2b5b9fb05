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
    /** sha256 over the kit's fixture files (paths and contents): which expectations this run checked. */
    fixtureSetHash?: string;
    requireAreas?: boolean;
    propertyRuns?: number;
    /** Set on one shard's report ("2/4"); a merged report lists the shards it combines. */
    shard?: string;
    mergedFrom?: string[];
  };
  requirements: RequirementResult[];
  summary: RunSummary;
  /** warnings: what the run noticed but does not judge (e.g. an area the host declares that the kit does not know). */
  problems: { moduleFailures: ModuleFailure[]; unhandled: string[]; warnings?: string[] };
  /** The expectations file applied to this run, if any (each requirement carries its matched entries). */
  expectations?: { file: string; entries: number; warnings: string[] };
  /** Present when the run was compared with an older report (`--compare`). */
  comparison?: { against: string; newFailures: string[]; fixed: string[] };
}
