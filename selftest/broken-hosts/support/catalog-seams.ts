// The seams a broken catalog host is built at, each wrapping the reference and touching none of its code:
// the catalog ops (a step in, a result out), the catalog host (its turns, its sessions) and the turn
// controller (a subclass that replaces one rule's method).
import { createReferenceHost, referenceDispatch } from '../../../reference-impl/host.js';
import type { CatalogOpsOptions } from '../../../reference-impl/catalog/ops.js';
import { createCatalogOps } from '../../../reference-impl/catalog/ops.js';
import type { CatalogHostOptions } from '../../../reference-impl/catalog/catalog-host.js';
import { CatalogHost } from '../../../reference-impl/catalog/catalog-host.js';
import type { TurnSetup } from '../../../reference-impl/catalog/controller.js';
import { CatalogTurn } from '../../../reference-impl/catalog/controller.js';
import type { WorkingSet } from '../../../reference-impl/catalog/working-set.js';
import { toolsDigestOf } from '../../../reference-impl/catalog/channel/tools-digest.js';
import type { CaseContext, StepHandler } from '../../../reference-impl/step.js';

export type CatalogOps = Readonly<Record<string, StepHandler>>;
export type TurnClass = new (setup: TurnSetup) => CatalogTurn;
/** One entry of a channel's tool list as the `tools` step answers it. */
export type ToolEntry = { name: string; description?: string; input_schema: unknown; defer_loading?: boolean };

/** The reference host whose catalog steps are answered by `ops`. */
export const withCatalogOps = (ops: CatalogOps) => createReferenceHost({ dispatch: { ...referenceDispatch, catalog: ops } });

/** The reference catalog ops over catalog hosts made by `createHost`. */
export const opsWithHost = (createHost: NonNullable<CatalogOpsOptions['createHost']>): CatalogOps => createCatalogOps({ createHost });

/** A catalog host whose turns are `Turn`s. */
export class HostOfTurns extends CatalogHost {
  constructor(options: CatalogHostOptions, private readonly Turn: TurnClass) {
    super(options);
  }

  protected override createTurn(setup: TurnSetup): CatalogTurn {
    return new this.Turn(setup);
  }
}

/** A catalog host whose open top-level turns of one session share one working set (sub-agents keep their own). */
export class SharedSessionsHost extends HostOfTurns {
  private readonly shared = new Map<string, { working: WorkingSet; open: number }>();

  protected override createTurn(setup: TurnSetup): CatalogTurn {
    if (setup.parent !== undefined) return super.createTurn(setup);
    let entry = this.shared.get(setup.session);
    if (entry === undefined) this.shared.set(setup.session, (entry = { working: setup.working, open: 0 }));
    entry.open += 1;
    return super.createTurn({ ...setup, working: entry.working });
  }

  override endTurn(turn: CatalogTurn): void {
    if (!turn.ended && turn.parent === undefined) {
      const entry = this.shared.get(turn.session);
      if (entry !== undefined && entry.working === turn.working && --entry.open === 0) this.shared.delete(turn.session);
    }
    super.endTurn(turn);
  }
}

/** The reference host whose turns are `Turn`s. */
export const withTurns = (Turn: TurnClass) => withCatalogOps(opsWithHost((options) => new HostOfTurns(options, Turn)));

/** The reference catalog ops with the handler of step `op` wrapped. */
export function wrapStep(op: string, wrap: (inner: StepHandler) => StepHandler, ops: CatalogOps = createCatalogOps()): CatalogOps {
  return { ...ops, [op]: wrap(ops[op]!) };
}

/** Every handler sees the case's setup through `mapSetup` (one mapped context per case: the ops keep their state by it). */
export function mapSetup(mapSetupOf: (setup: unknown) => unknown, ops: CatalogOps = createCatalogOps()): CatalogOps {
  const mapped = new WeakMap<CaseContext, CaseContext>();
  const contextOf = (context: CaseContext): CaseContext => {
    let own = mapped.get(context);
    if (own === undefined) mapped.set(context, (own = { ...context, setup: mapSetupOf(context.setup) }));
    return own;
  };
  return Object.fromEntries(Object.entries(ops).map(([op, handler]) => [op, (step, context) => handler(step, contextOf(context))]));
}

/**
 * The list a `tools` step sends, rewritten (the full form, and the digest form as the digest of the
 * rewritten list). `all` is the turn's whole catalog as the anthropic channel lists it.
 */
export function rewriteToolsList(rewrite: (channel: string, list: ToolEntry[], all: ToolEntry[]) => ToolEntry[]): CatalogOps {
  return wrapStep('tools', (inner) => (step, context) => {
    if (!(step.form === undefined || step.form === 'full' || step.form === 'digest')) return inner(step, context);
    const full = inner({ ...step, form: 'full' }, context);
    if (!Array.isArray(full.tools)) return full;
    const all = inner({ ...step, channel: 'anthropic', form: 'full' }, context).tools as ToolEntry[];
    const list = rewrite(step.channel as string, full.tools as ToolEntry[], all);
    return step.form === 'digest' ? { ...toolsDigestOf(list) } : { tools: list };
  });
}
