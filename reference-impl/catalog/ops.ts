// The step handlers of area "catalog" (spec/protocol.md §11). A case is one CatalogHost with an in-memory store and
// the turns started in it (handles turn-1, turn-2, …, and their errors: CATALOG-026). Total: a step that breaks its schema answers bad-step (PROTOCOL-004), an invalid
// setup invalid-config on every step, a contract failure its error code; nothing here throws for any input.
import type { Step, StepResult } from '../../host/protocol.js';
import type { CaseContext, StepHandler } from '../step.js';
import { providerSteps } from '../registry/provider-steps.js';
import { badStep, typeName } from '../step.js';
import { treesOfLoadStep } from '../load-step.js';
import type { SchemaChecker } from '../registry/input-schema.js';
import { createSchemaChecker } from '../registry/input-schema.js';
import type { Disposer } from '../registry/seam.js';
import type { CatalogHostOptions } from './catalog-host.js';
import { CatalogHost } from './catalog-host.js';
import { anthropicTools } from './channel/anthropic.js';
import { genericTools } from './channel/generic.js';
import { parseDeferredToolsConfig } from './config.js';
import type { CatalogTurn } from './controller.js';
import { mostRecentFirst } from './working-set.js';

interface CatalogState {
  readonly host: CatalogHost;
  readonly seam: CatalogHost['seam'];
  readonly disposers: Map<string, Disposer>;
  readonly turns: Map<string, CatalogTurn>;
}

type Prepared = CatalogState | { readonly problem: string; readonly code: string };

/** The fields of a catalog setup (catalog.setup.schema.json); any other breaks the setup schema. */
const SETUP_FIELDS: ReadonlySet<string> = new Set(['config', 'platformGrants']);

const has = (step: Step, field: string): boolean => Object.prototype.hasOwnProperty.call(step, field);
const shown = (v: unknown): string => (typeof v === 'string' ? JSON.stringify(v) : typeName(v));
const error = (code: string, message: string): StepResult => ({ error: { code, message } });
const CHANNELS = ['generic', 'anthropic'] as const;
const unknownFieldText = (field: string): string => `setup has an unknown field ${JSON.stringify(field)} (a catalog setup has config and platformGrants)`;

/** The host's own choices, and the catalog host itself (a host built on the reference passes its own). */
export interface CatalogOpsOptions extends Pick<CatalogHostOptions, 'frameworkTools' | 'rank'> {
  createHost?: (options: CatalogHostOptions) => CatalogHost;
  /** The hosts' inputSchema checker (REGISTRY-029 at load). */
  createSchemaChecker?: () => SchemaChecker;
}

export function createCatalogOps(options: CatalogOpsOptions = {}): Readonly<Record<string, StepHandler>> {
  const { createHost = (hostOptions: CatalogHostOptions) => new CatalogHost(hostOptions), createSchemaChecker: checker = createSchemaChecker, ...choices } = options;
  // One checker for the cases: it keeps the metaschemas it loaded and nothing a case hands it.
  const schemas = checker();
  const states = new WeakMap<CaseContext, Prepared>();
  const prepared = (context: CaseContext): Prepared => {
    let state = states.get(context);
    if (state === undefined) {
      // A case's setup is an object (case.schema.json): the kit sends no other.
      const unknown = Object.keys(context.setup as object).find((k) => !SETUP_FIELDS.has(k));
      const config = parseDeferredToolsConfig(context.setup);
      // A setup the host cannot read answers every step (PROTOCOL-006), with a code of its own.
      if (unknown !== undefined) state = { problem: unknownFieldText(unknown), code: 'bad-setup' };
      else if ('problem' in config) state = { problem: config.problem, code: 'invalid-config' };
      else {
        const host = createHost({ config, grants: context.grants, semantics: context.semantics, schemas, ...choices });
        state = { host, seam: host.seam, disposers: new Map(), turns: new Map() };
      }
      states.set(context, state);
    }
    return state;
  };
  // Only reached through `guarded`, which answers invalid-config before a handler runs.
  const stateOf = (context: CaseContext): CatalogState => prepared(context) as CatalogState;

  /** Every step of a case with an invalid configuration answers invalid-config (CATALOG-016). */
  const guarded = (handler: StepHandler): StepHandler => (step, context) => {
    const state = prepared(context);
    if ('problem' in state) return error(state.code, state.problem);
    return handler(step, context);
  };

  /** What `then` answers for the step's string field `field`; a field of another type breaks the schema (PROTOCOL-004). */
  const withString = (step: Step, field: string, then: (value: string) => StepResult): StepResult => {
    const value = step[field];
    return typeof value === 'string' ? then(value) : badStep(`step "${step.op}": field "${field}" must be a string, got ${typeName(value)}`);
  };

  /** The turn a step names in `field`: started in this case and not ended. */
  const withOpenTurn = (step: Step, context: CaseContext, then: (turn: CatalogTurn) => StepResult, field = 'turn'): StepResult =>
    withString(step, field, (id) => {
      const turn = stateOf(context).turns.get(id);
      if (turn === undefined) return error('unknown-turn', `step "${step.op}": no turn "${id}" was started in this case`);
      if (turn.ended) return error('turn-ended', `step "${step.op}": turn "${id}" has ended`);
      return then(turn);
    });

  const load: StepHandler = (step, context) => {
    const trees = treesOfLoadStep(step.trees);
    if (!Array.isArray(trees)) return trees;
    const result = stateOf(context).host.load(trees);
    return result.ok ? { generation: result.generation } : error(result.problem.code, result.problem.message);
  };

  const startSubAgent = (step: Step, context: CaseContext): StepResult => {
    for (const field of ['session', 'message', 'attended']) {
      if (has(step, field)) return badStep(`step "startTurn": a sub-agent turn (with "parent") takes only "parent" and "agent", not "${field}"`);
    }
    const agent = step.agent;
    if (typeof agent !== 'string') return badStep(`step "startTurn": a sub-agent turn needs field "agent" (a string), got ${typeName(agent)}`);
    return withOpenTurn(step, context, (parent) => started(stateOf(context).host.startSubAgent(parent, agent), context), 'parent');
  };

  const started = (turn: CatalogTurn | { error: { code: string; message: string } }, context: CaseContext): StepResult => {
    if ('error' in turn) return { error: { ...turn.error } };
    stateOf(context).turns.set(turn.id, turn);
    return { turn: turn.id, generation: turn.generation, agent: turn.agent };
  };

  const startTurn: StepHandler = (step, context) => {
    if (has(step, 'parent')) return startSubAgent(step, context);
    if (typeof step.session !== 'string' || step.session === '') return badStep(`step "startTurn": field "session" must be a non-empty string, got ${shown(step.session)}`);
    // An object or null (typeof null is 'object').
    if (!has(step, 'message') || typeof step.message !== 'object' || Array.isArray(step.message)) return badStep(`step "startTurn": field "message" must be an object or null, got ${has(step, 'message') ? typeName(step.message) : 'nothing'}`);
    const agent = step.agent;
    // Absent (automatic selection), null (no agent) or an agent id.
    if (!(agent === undefined || agent === null || typeof agent === 'string')) return badStep(`step "startTurn": field "agent" must be a string or null, got ${typeName(agent)}`);
    if (!(step.attended === undefined || typeof step.attended === 'boolean')) return badStep(`step "startTurn": field "attended" must be a boolean, got ${typeName(step.attended)}`);
    const request = { session: step.session, message: step.message, agent, attended: step.attended as boolean | undefined };
    return started(stateOf(context).host.startTurn(request), context);
  };

  const tools: StepHandler = (step, context) => withOpenTurn(step, context, (turn) => {
    if (!(CHANNELS as readonly unknown[]).includes(step.channel)) return badStep(`step "tools": field "channel" must be "generic" or "anthropic", got ${shown(step.channel)}`);
    const form = step.form;
    if (!(form === undefined || form === 'full' || form === 'digest')) return badStep(`step "tools": field "form" must be "full" or "digest", got ${shown(form)}`);
    const channel = step.channel as (typeof CHANNELS)[number];
    const catalog = turn.catalog();
    // The digest form answers for exactly the list the full form sends (spec/protocol.md §11).
    if (form === 'digest') return { ...stateOf(context).host.digestOf(channel, catalog, () => channelList(channel, catalog)) };
    // Copies: the wire must never hand out the index's shared schema objects.
    return { tools: channelList(channel, catalog).map((t) => ({ ...t, input_schema: structuredClone(t.input_schema) })) };
  });

  /** A channel's entries: anthropic (CATALOG-019) or generic (CATALOG-020). */
  type Entry = { name: string; description?: string; input_schema: unknown; defer_loading?: boolean };
  const channelList = (channel: 'generic' | 'anthropic', catalog: ReturnType<CatalogTurn['catalog']>): Entry[] =>
    channel === 'anthropic' ? anthropicTools(catalog) : genericTools(catalog);

  const discover: StepHandler = (step, context) =>
    withOpenTurn(step, context, (turn) =>
      withString(step, 'query', (query) => {
        const server = step.mcpServer;
        if (!(server === undefined || typeof server === 'string')) return badStep(`step "discover": field "mcpServer" must be a string, got ${typeName(server)}`);
        return { results: turn.discover(query, server).map((r) => ({ kind: r.kind, name: r.name })) };
      }),
    );

  const loadTool: StepHandler = (step, context) =>
    withOpenTurn(step, context, (turn) =>
      withString(step, 'name', (name) => {
        const result = turn.loadTool(name);
        return 'notFound' in result ? error('not-found', result.notFound) : { loaded: result.loaded, evicted: [...result.evicted] };
      }),
    );

  const loadSkill: StepHandler = (step, context) =>
    withOpenTurn(step, context, (turn) =>
      withString(step, 'name', (name) => {
        const result = turn.loadSkill(name);
        return 'notFound' in result ? error('not-found', result.notFound) : { skill: result.skill, instructions: result.instructions, unlocked: [...result.unlocked] };
      }),
    );

  const use: StepHandler = (step, context) => withOpenTurn(step, context, (turn) => withString(step, 'tool', (tool) => ({ exposed: turn.use(tool) })));

  /** An ended turn may end again (nothing changes); only an unknown one is refused. */
  const endTurn: StepHandler = (step, context) =>
    withString(step, 'turn', (id) => {
      const state = stateOf(context);
      const turn = state.turns.get(id);
      if (turn === undefined) return error('unknown-turn', `step "endTurn": no turn "${id}" was started in this case`);
      state.host.endTurn(turn);
      return {};
    });

  const session: StepHandler = (step, context) =>
    withString(step, 'session', (id) => {
      const snapshot = stateOf(context).host.snapshot(id);
      // Most recently loaded-or-used first (CATALOG-024); a snapshot's skills are sorted (snapshotOf).
      return { loaded: mostRecentFirst(snapshot), skills: [...snapshot.skills] };
    });

  const { registerProvider, dispose } = providerSteps(stateOf);
  const surface: StepHandler = (step, context) => withOpenTurn(step, context, (turn) => turn.surface());

  const handlers: Record<string, StepHandler> = { load, registerProvider, dispose, startTurn, tools, discover, loadTool, loadSkill, use, endTurn, session, surface };
  return Object.fromEntries(Object.entries(handlers).map(([op, handler]) => [op, guarded(handler)]));
}
