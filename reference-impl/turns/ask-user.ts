// ask_user (TURN-017…019): a framework-provided tool that exists only in a turn with a question port. It
// never needs approval, and it takes replies in order, discarding those not from the turn's own session
// and authenticated subject; there is no other queue to fall back to.
import type { JsonSchema } from '../registry/input-schema.js';
import type { CallableTool } from './pipeline.js';
import type { Answer, QuestionPort, Reply } from './question-port.js';
import type { Turn } from './turn-state.js';

export const ASK_USER = 'ask_user';

/** Who may answer ask_user: the turn's session and its message's sender (undefined without a message). */
export interface ReplyAddress {
  readonly session: string;
  readonly subject: string | undefined;
}

/** A turn's address: its session and its message's authenticated sender. */
export const addressOf = (turn: Turn): ReplyAddress => ({ session: turn.session, subject: turn.view?.senderId });

export type ReplyMatcher = (reply: Reply, address: ReplyAddress) => boolean;

/** Same canonical session AND same authenticated subject; no subject, no match. (TURN-018) */
export const matchesAddress: ReplyMatcher = (reply, address) =>
  // A reply's subject is always a string, so an undefined subject (no message) never matches.
  reply.subject === address.subject && reply.session === address.session;

const isReply = (a: Answer): a is Reply => 'reply' in a;

/** Takes replies in order until one matches; the others are discarded and never answer (TURN-018, TURN-019). */
export function askUser(port: QuestionPort, address: ReplyAddress, matches: ReplyMatcher = matchesAddress): string | undefined {
  for (;;) {
    const reply = port.take(isReply);
    if (reply === undefined) return undefined;
    if (matches(reply, address)) return reply.reply;
  }
}

const INPUT_SCHEMA: JsonSchema = { type: 'object', properties: { question: { type: 'string' } }, required: ['question'] };

/** ask_user, which exists only with a question port (TURN-017) and takes replies of the turn's own session and subject (TURN-018). */
export function askUserTool(port: QuestionPort, address: ReplyAddress, matches: ReplyMatcher): CallableTool {
  return {
    qualifiedName: ASK_USER,
    requiresApproval: 'never',
    policy: undefined,
    platforms: [],
    scopes: [],
    permissions: [],
    inputSchema: INPUT_SCHEMA,
    run: () => {
      const reply = askUser(port, address, matches);
      // No fallback to any other queue: without a matching reply the question has no answer (TURN-019).
      if (reply === undefined) throw new Error('no answer');
      return { reply };
    },
  };
}

/** The ask_user of a turn: only a turn with a question port has one (TURN-017). */
export function askUserOfTurn(turn: Turn, matches: ReplyMatcher): CallableTool | undefined {
  return turn.port === undefined ? undefined : askUserTool(turn.port, addressOf(turn), matches);
}
