// The turn lifecycle (TURN-028, TURN-030): a turn holds its session, message view, profile, question port,
// pinned generation, prompt and journal. Turns are numbered by successful start; status only moves
// forward: open → aborted → ended, or open → ended; an ended turn stays ended.
import type { MessageView } from '../access/message-view.js';
import type { Journal } from './journal.js';
import type { PromptView } from './prompt-sections.js';
import type { QuestionPort } from './question-port.js';
import type { Profile } from './section-definition.js';

export type TurnStatus = 'open' | 'aborted' | 'ended';

export interface Turn {
  readonly id: string;
  readonly session: string;
  readonly view: MessageView | null;
  readonly profile: Profile;
  /** Undefined for an unattended turn (scheduled profile, or no port given). */
  readonly port: QuestionPort | undefined;
  /** The origin and policy the turn was started with (execution-context.ts); undefined when none was given. */
  readonly origin?: unknown;
  readonly policy?: unknown;
  /** The registry pin that holds the generation current at start. */
  readonly pin: string;
  readonly generation: number;
  readonly prompt: PromptView;
  readonly journal: Journal;
  status: TurnStatus;
}

export type NewTurn = Omit<Turn, 'id' | 'status'>;

/** The turns of one case, numbered turn-1, turn-2, … in order of successful start (TURN-030); any other id names no turn. */
export class TurnTable {
  private readonly turns = new Map<string, Turn>();
  private serial = 0;

  start(turn: NewTurn): Turn {
    const id = `turn-${++this.serial}`;
    const started: Turn = { ...turn, id, status: 'open' };
    this.turns.set(id, started);
    return started;
  }

  get(id: string): Turn | undefined {
    return this.turns.get(id);
  }

  /** Cancels an open turn; an ended turn stays ended (its scope is over). */
  abort(turn: Turn): void {
    if (turn.status === 'open') turn.status = 'aborted';
  }

  /** Ends a turn, also an aborted one (again is a no-op): ending wins over aborting (TURN-028). */
  end(turn: Turn, statusAfterEnd: (before: TurnStatus) => TurnStatus): void {
    turn.status = statusAfterEnd(turn.status);
  }
}
