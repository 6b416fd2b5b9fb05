// The turn journal (TURN-012): every journaled call attempt is one tool_call entry followed by exactly
// one terminal entry. A Journal hands out one Attempt per call, which runCall ends exactly once.

export type TerminalType = 'tool_result' | 'tool_failed' | 'tool_denied' | 'tool_cancelled';
export type DeniedStage = 'generation' | 'permission' | 'approval' | 'unknown';

export type JournalEntry =
  | { type: 'tool_call'; tool: string }
  | { type: Exclude<TerminalType, 'tool_denied'>; tool: string }
  | { type: 'tool_denied'; tool: string; stage: DeniedStage };

export type Terminal = { type: Exclude<TerminalType, 'tool_denied'> } | { type: 'tool_denied'; stage: DeniedStage };

export interface Attempt {
  /** Appends the terminal entry (runCall ends each attempt exactly once). */
  end(terminal: Terminal): void;
}

export class Journal {
  private readonly list: JournalEntry[] = [];

  /** Appends tool_call now: the attempt has started. */
  begin(tool: string): Attempt {
    this.list.push({ type: 'tool_call', tool });
    return {
      end: (terminal) => {
        this.list.push(terminal.type === 'tool_denied' ? { type: 'tool_denied', tool, stage: terminal.stage } : { type: terminal.type, tool });
      },
    };
  }

  entries(): JournalEntry[] {
    return this.list.map((e) => ({ ...e }));
  }
}
