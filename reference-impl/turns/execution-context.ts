// The turn's part of a tool's execution context (TURN-034, TURN-035, TURN-037). The tool's own owner,
// generation, config and use(token) come from the registry's binding of the tool (TURN-033, TURN-036).
import type { TurnExecution } from '../registry/definition.js';
import type { ReplyMatcher } from './ask-user.js';
import { addressOf, askUser } from './ask-user.js';
import type { Turn } from './turn-state.js';

/**
 * What a turn hands every tool it runs: the sender's subject as principal and the message's adapter as
 * client (TURN-034), the turn's own question port, which an unattended turn does not have (TURN-035),
 * and the origin and policy the turn was started with (TURN-037).
 */
export function turnExecution(turn: Turn, matches: ReplyMatcher): TurnExecution {
  const port = turn.port;
  return {
    principal: turn.view?.senderId,
    client: turn.view?.adapter,
    question: port === undefined ? undefined : { ask: () => askUser(port, addressOf(turn), matches) },
    origin: turn.origin,
    policy: turn.policy,
  };
}
