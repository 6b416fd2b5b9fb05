// Behavior: what a tool described on the wire does when it runs (a declarative stand-in for execute),
// so every host language can build the same tool. `context`, `use` and `ask` read the execution context
// execute receives (TURN-033…037): a tool that shows what it runs with, one that shows what use(token)
// gives it, and one that asks a question.
import type { ToolExecutionContext } from './definition.js';

export type Behavior = { returns: unknown } | { throws: string } | { echo: true } | { context: true } | { ask: string } | { use: string };

export const DEFAULT_BEHAVIOR: Behavior = { returns: null };

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const SHAPES = '{"returns": …}, {"throws": "…"}, {"echo": true}, {"context": true}, {"ask": "…"} or {"use": "<token>"}';

/** Whether `value` is a Behavior: an object with exactly one of the six keys, holding a value of its kind. */
function isBehavior(value: unknown): boolean {
  if (!isPlainObject(value) || Object.keys(value).length !== 1) return false;
  if ('returns' in value) return true;
  if ('throws' in value) return typeof value.throws === 'string';
  if ('ask' in value) return typeof value.ask === 'string';
  if ('use' in value) return typeof value.use === 'string';
  return value.echo === true || value.context === true;
}

/** The wording of a value that is no Behavior: it only ever reaches a bad-step message (protocol §6). */
const notBehaviorText = (value: unknown): string => `must be ${SHAPES}, got ${JSON.stringify(value)}`;

/** Why `value` is not a Behavior, or undefined when it is one. */
export function behaviorProblem(value: unknown): string | undefined {
  return isBehavior(value) ? undefined : notBehaviorText(value);
}

/**
 * What a `context` tool answers: the execution context it ran with, as the protocol shows it (TURN-034,
 * TURN-036, TURN-037). Without a turn (area registry's call) there is no principal, client, question port,
 * origin or policy.
 */
export function contextReport(context: ToolExecutionContext): Record<string, unknown> {
  return {
    owner: [...context.ownerPath],
    generation: context.generation,
    principal: context.principal ?? null,
    client: context.client ?? null,
    question: context.question !== undefined,
    config: context.config ?? null,
    origin: context.origin ?? null,
    policy: context.policy ?? null,
  };
}

/** A `use` tool (TURN-036): what its context's use(token) gives it. A failing use fails the call. */
function using(token: string) {
  return (_input: unknown, context: ToolExecutionContext): unknown => {
    if (context.use === undefined) throw new Error(`no use(token) in this context`);
    return { value: context.use(token) };
  };
}

/** An `ask` tool (TURN-035): it asks through the context's question port and handles an absent one. */
function asking(question: string) {
  return (_input: unknown, context: ToolExecutionContext): unknown => {
    // No port (an unattended turn): the tool answers without a reply and looks nowhere else.
    if (context.question === undefined) return { reply: null };
    const reply = context.question.ask(question);
    if (reply === undefined) throw new Error('no answer');
    return { reply };
  };
}

/** The execute function a Behavior stands for. A throwing behavior throws an Error with its message. */
export function executeOf(behavior: Behavior = DEFAULT_BEHAVIOR): (input: unknown, context: ToolExecutionContext) => unknown {
  if ('throws' in behavior) {
    const message = behavior.throws;
    return () => {
      throw new Error(message);
    };
  }
  if ('echo' in behavior) return (input) => input;
  if ('context' in behavior) return (_input, context) => contextReport(context);
  if ('ask' in behavior) return asking(behavior.ask);
  if ('use' in behavior) return using(behavior.use);
  const value = behavior.returns;
  // A fresh copy per call: a caller mutating one output cannot change the next.
  return () => structuredClone(value);
}
