// The finer shape of a disagreement's input, inside its class: the message form of a permit check or a
// tool's access, the op and fields of a stateful step. Two
// examples of one class with different shapes may be two causes (a host that fails without `$channel`
// fills every class with that shape and hides another cause behind it), so a class keeps one shrunk
// example per shape, up to a few. Shapes never name concrete values.
import type { Step } from '../../host/protocol.js';

const CONVERSATIONS = new Set(['group', 'private', 'channel']);

/**
 * The message's form: no message, or whether it has a `$channel` (of a conversation type, or another)
 * and a `$sender`. Coarse on purpose: a class keeps few examples, and each should be a likely cause.
 */
export function messageForm(message: unknown): string {
  if (message === null || typeof message !== 'object') return 'no message';
  const m = message as { $channel?: { type?: unknown }; $sender?: unknown };
  const type = m.$channel?.type;
  const channel = m.$channel === undefined ? 'no $channel' : typeof type === 'string' && CONVERSATIONS.has(type) ? '$channel' : '$channel of another type';
  return `${channel}, ${m.$sender === undefined ? 'no $sender' : '$sender'}`;
}

/** A stateful step: its op and the fields it carries. */
export function stepFields(step: Step | undefined): string {
  if (step === undefined) return '?';
  return `${step.op}(${Object.keys(step).filter((k) => k !== 'op').sort().join(',')})`;
}
