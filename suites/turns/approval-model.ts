// A small model of the approval table (contract-notes §6, TURN-004..011), written from the rulings:
// which calls get a question, and which calls run. Access is left out on purpose (every modelled tool
// is admitted); the dedicated policy is in, because it decides before approval is even considered.

export type ApprovalMode = 'never' | 'always' | 'once' | 'on-risk';

export interface ModelTool {
  name: string;
  /** undefined = the default, on-risk (TURN-009). */
  mode: ApprovalMode | undefined;
  /** A dedicated-policy tool accepts exactly these concrete inputs; undefined = a plain plugin tool. */
  allow: readonly string[] | undefined;
}

export type ModelAnswer = 'approve' | 'deny' | 'reply';

export interface ModelTurn {
  session: string;
  /** A question port is present: interactive profile and a port given. */
  attended: boolean;
  answers: readonly ModelAnswer[];
  calls: readonly { tool: string; input: string }[];
}

export interface ModelCallOutcome {
  asked: boolean;
  ran: boolean;
}

/** Does this call need a question, given what the session already approved? */
function needsQuestion(tool: ModelTool, session: string, input: string, approved: ReadonlySet<string>): boolean {
  switch (tool.mode ?? 'on-risk') {
    case 'never':
      return false;
    case 'always':
      return true;
    case 'once':
      return !approved.has(`${session}\u0000${tool.name}`);
    case 'on-risk':
      // plain plugin tools ask every call; policy tools once per (session, tool, canonical input)
      return tool.allow === undefined || !approved.has(`${session}\u0000${tool.name}\u0000${input}`);
  }
}

/** The remembered key of an approval, or undefined when the mode remembers nothing. */
function rememberedKey(tool: ModelTool, session: string, input: string): string | undefined {
  const mode = tool.mode ?? 'on-risk';
  if (mode === 'once') return `${session}\u0000${tool.name}`;
  if (mode === 'on-risk' && tool.allow !== undefined) return `${session}\u0000${tool.name}\u0000${input}`;
  return undefined;
}

/** Outcomes per turn, per call. Approvals are remembered per session across the turns of one case. */
export function approvalModel(tools: readonly ModelTool[], turns: readonly ModelTurn[]): ModelCallOutcome[][] {
  const approved = new Set<string>();
  return turns.map((turn) => {
    const queue = [...turn.answers];
    return turn.calls.map(({ tool: name, input }) => {
      const tool = tools.find((t) => t.name === name);
      if (tool === undefined) throw new Error(`approvalModel: no tool ${name}`);
      if (tool.allow !== undefined && !tool.allow.includes(input)) return { asked: false, ran: false }; // permission stage
      if (!needsQuestion(tool, turn.session, input, approved)) return { asked: false, ran: true };
      if (!turn.attended) return { asked: false, ran: false };
      // the first queued approve/deny answers; replies are skipped over and stay queued
      const at = queue.findIndex((a) => a !== 'reply');
      if (at < 0) return { asked: true, ran: false };
      const [answer] = queue.splice(at, 1);
      if (answer !== 'approve') return { asked: true, ran: false };
      const key = rememberedKey(tool, turn.session, input);
      if (key !== undefined) approved.add(key);
      return { asked: true, ran: true };
    });
  });
}
