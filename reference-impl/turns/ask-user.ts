// ask_user (TURN-017..019): a framework-provided tool that exists only in a turn with a question port.
// It never needs approval and answers only with a reply from the turn's own session and sender.
import type { JsonSchema } from '../registry/input-schema.js';
import type { CallableTool } from './pipeline.js';
import type { QuestionPort, ReplyAddress, ReplyMatcher } from './question-port.js';

export const ASK_USER = 'ask_user';

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
      const reply = port.askUser(address, matches);
      // No fallback to any other queue: without a matching reply the question has no answer.
      if (reply === undefined) throw new Error('no answer');
      return { reply };
    },
  };
}
