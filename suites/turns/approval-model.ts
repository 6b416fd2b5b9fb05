// A small model of the approval table (spec/turns.md TURN-004…011), written from the rules: which calls
// get a question, and which calls run — and, for each of the two, the requirement whose rule decides it,
// so that a host's first wrong answer is charged to that rule alone. Access is left out on purpose
// (every modelled tool is admitted); the dedicated policy is in, because it decides before approval is
// even considered.

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
  /** The requirement deciding whether the call is asked. */
  askedBy: string;
  /** The requirement deciding whether it runs, once the question (or its absence) is right. */
  ranBy: string;
}

/** What the model expects of one call, before the answer queue is consulted. */
interface Need {
  question: boolean;
  /** The rule that decides whether a question is needed for this tool, input and session. */
  rule: string;
}

const key = (...parts: string[]): string => parts.join('\u0000');

/** Does this call need a question, given what the session already approved — and which rule says so? */
function need(tool: ModelTool, session: string, input: string, approved: ReadonlySet<string>): Need {
  const byDefault = tool.mode === undefined;
  switch (tool.mode ?? 'on-risk') {
    case 'never':
      return { question: false, rule: 'TURN-004' };
    case 'always':
      return { question: true, rule: 'TURN-005' };
    case 'once':
      return { question: !approved.has(key(session, tool.name)), rule: 'TURN-006' };
    case 'on-risk':
      // Plain plugin tools ask every call; policy tools once per (session, tool, canonical input).
      if (tool.allow === undefined) return { question: true, rule: byDefault ? 'TURN-009' : 'TURN-007' };
      return { question: !approved.has(key(session, tool.name, input)), rule: byDefault ? 'TURN-009' : 'TURN-008' };
  }
}

/** The remembered key of an approval, or undefined when the mode remembers nothing (TURN-027). */
function rememberedKey(tool: ModelTool, session: string, input: string): string | undefined {
  const mode = tool.mode ?? 'on-risk';
  if (mode === 'once') return key(session, tool.name);
  if (mode === 'on-risk' && tool.allow !== undefined) return key(session, tool.name, input);
  return undefined;
}

/** Outcomes per turn, per call. Approvals are remembered per session across the turns of one case. */
export function approvalModel(tools: readonly ModelTool[], turns: readonly ModelTurn[]): ModelCallOutcome[][] {
  const approved = new Set<string>();
  return turns.map((turn) => {
    const queue = [...turn.answers];
    return turn.calls.map(({ tool: name, input }): ModelCallOutcome => {
      const tool = tools.find((t) => t.name === name);
      if (tool === undefined) throw new Error(`approvalModel: no tool ${name}`);
      // Permission stage: a rejected input is denied before approval is considered. A question put to the
      // port for it breaks the pipeline order; running it means the policy did not reject it.
      if (tool.allow !== undefined && !tool.allow.includes(input)) return { asked: false, ran: false, askedBy: 'TURN-001', ranBy: 'TURN-003' };
      const { question, rule } = need(tool, turn.session, input, approved);
      // No question needed: the call runs (in an unattended turn too, on a remembered approval).
      if (!question) return { asked: false, ran: true, askedBy: rule, ranBy: turn.attended || rule === 'TURN-004' ? rule : 'TURN-010' };
      if (!turn.attended) return { asked: false, ran: false, askedBy: 'TURN-010', ranBy: 'TURN-010' };
      // The first queued approve/deny answers; replies are skipped over and stay queued.
      const at = queue.findIndex((a) => a !== 'reply');
      if (at < 0) return { asked: true, ran: false, askedBy: rule, ranBy: 'TURN-011' };
      const [answer] = queue.splice(at, 1);
      if (answer !== 'approve') return { asked: true, ran: false, askedBy: rule, ranBy: 'TURN-011' };
      const remembered = rememberedKey(tool, turn.session, input);
      if (remembered !== undefined) approved.add(remembered);
      return { asked: true, ran: true, askedBy: rule, ranBy: rule };
    });
  });
}

/** The requirement a host's answer breaks, or undefined when it matches: a wrong question first. */
export function brokenRule(want: ModelCallOutcome, got: { asked: unknown; ran: boolean }): string | undefined {
  if (got.asked !== want.asked) return want.askedBy;
  if (got.ran !== want.ran) return want.ranBy;
  return undefined;
}
