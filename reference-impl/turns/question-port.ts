// The scripted QuestionPort of a turn: a queue of answers shared by approval questions and ask_user.
// An approval question takes the first approve/deny answer (replies wait their turn); ask_user takes
// replies in order, discarding those not from the turn's own session and authenticated subject.

export type Answer = { approve: true } | { deny: true } | { reply: string; subject: string; session: string };
export type Reply = Extract<Answer, { reply: string }>;

/** Who may answer ask_user: the turn's session and its message's sender (undefined without a message). */
export interface ReplyAddress {
  readonly session: string;
  readonly subject: string | undefined;
}

export type ReplyMatcher = (reply: Reply, address: ReplyAddress) => boolean;

/** TURN-018/019: same canonical session AND same authenticated subject; no subject, no match. */
export const matchesAddress: ReplyMatcher = (reply, address) =>
  // A reply's subject is always a string, so an undefined subject (no message) never matches.
  reply.subject === address.subject && reply.session === address.session;


/** Whether `value` is an Answer of the step schema. */
export function isAnswer(value: unknown): value is Answer {
  // Object(…) turns null into {} and boxes primitives: neither they nor an array has the keys of an answer.
  const v = Object(value) as Record<string, unknown>;
  const keys = Object.keys(v).sort().join(',');
  if (keys === 'approve') return v.approve === true;
  if (keys === 'deny') return v.deny === true;
  return keys === 'reply,session,subject' && typeof v.reply === 'string' && typeof v.subject === 'string' && typeof v.session === 'string';
}

export class QuestionPort {
  private readonly queue: Answer[];

  constructor(answers: readonly Answer[]) {
    this.queue = answers.map((a) => ({ ...a }));
  }

  /** Consumes the first approve/deny answer: true when it approves; none queued, the question goes unanswered. */
  askApproval(): boolean {
    const at = this.queue.findIndex((a) => 'approve' in a || 'deny' in a);
    if (at < 0) return false;
    const [answer] = this.queue.splice(at, 1) as [Answer];
    return 'approve' in answer;
  }

  /** Consumes replies in order until one matches; the others are discarded (they never answer). */
  askUser(address: ReplyAddress, matches: ReplyMatcher = matchesAddress): string | undefined {
    for (;;) {
      const at = this.queue.findIndex((a) => 'reply' in a);
      if (at < 0) return undefined;
      const [reply] = this.queue.splice(at, 1) as [Reply];
      if (matches(reply, address)) return reply.reply;
    }
  }
}
