// The scripted QuestionPort of a turn: the queue of answers a startTurn step gave it, shared by approval
// questions (approval.ts) and ask_user (ask-user.ts). It only holds the answers; each asker takes the kind it reads.

export type Answer = { approve: true } | { deny: true } | { reply: string; subject: string; session: string };
export type Reply = Extract<Answer, { reply: string }>;

export class QuestionPort {
  private readonly queue: Answer[];

  constructor(answers: readonly Answer[]) {
    this.queue = answers.map((a) => ({ ...a }));
  }

  /** Removes and answers the first queued answer of the kind `wanted` accepts; the others stay queued in order. */
  take<A extends Answer>(wanted: (answer: Answer) => answer is A): A | undefined {
    const at = this.queue.findIndex(wanted);
    if (at < 0) return undefined;
    return this.queue.splice(at, 1)[0] as A;
  }
}
