// Read-only companions of a catalog case's steps, sent with it to tell which rule a mismatch breaks (they
// are never compared with an expectation): after every `tools` step the other channel of the same turn
// (its twin: does one channel alone disagree?), after every `discover`, `loadTool` and `loadSkill` the
// Anthropic channel of the same turn (its probe: does the host's own catalog hold the name it wrongly
// answered?). `tools` changes nothing (spec/catalog.md), so neither changes what the case tests.

interface CaseStep {
  readonly op: unknown;
  readonly turn?: unknown;
  readonly channel?: unknown;
}

/** Ops whose answer is read from the turn's catalog. */
const PROBED = new Set(['discover', 'loadTool', 'loadSkill']);

export interface WithCompanions<S> {
  /** The steps to send: each original step, then its companion if it has one. */
  readonly steps: S[];
  /** `originalAt[j]`: where the original step j is in `steps`. */
  readonly originalAt: number[];
  /** Original step j → where its companion is in `steps` (a twin for a `tools` step, else a probe). */
  readonly companionOf: Map<number, number>;
}

export function withCompanions<S extends CaseStep>(steps: readonly S[]): WithCompanions<S> {
  const out: S[] = [];
  const originalAt: number[] = [];
  const companionOf = new Map<number, number>();
  steps.forEach((step, j) => {
    originalAt.push(out.length);
    out.push(step);
    if (step.op === 'tools' && (step.channel === 'generic' || step.channel === 'anthropic')) {
      companionOf.set(j, out.length);
      out.push({ ...step, channel: step.channel === 'generic' ? 'anthropic' : 'generic' });
    } else if (typeof step.op === 'string' && PROBED.has(step.op) && typeof step.turn === 'string') {
      companionOf.set(j, out.length);
      out.push({ op: 'tools', turn: step.turn, channel: 'anthropic' } as unknown as S);
    }
  });
  return { steps: out, originalAt, companionOf };
}
