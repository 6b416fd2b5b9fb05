// A small scenario shared by the simulator's own tests (not a golden fixture).
import type { Scenario } from './scenario.js';

export function sampleScenario(): Scenario {
  return {
    name: 'sample',
    description: 'two turns, the first cannot start',
    requirements: ['TURN-005'],
    setup: { config: { systemPromptMaxChars: 100 } },
    plugins: [{ name: 'p', files: { 'tools/echo/index.ts': { tool: { description: 'Echo', requiresApproval: 'always', behavior: { echo: true } } } } }],
    turns: [
      { session: 's1', message: null, profile: 'scheduled', port: null, moves: [], expectStartError: 'prompt-budget-exceeded' },
      {
        session: 's1',
        message: { $adapter: 'qq', $sender: { id: 'u1' } },
        profile: 'interactive',
        port: { answers: [{ approve: true }] },
        moves: [
          { call: 'echo', input: { x: 1 }, expect: { outcome: 'result', asked: true } },
          { reload: [], expect: { generation: 2 } },
          { abort: true },
        ],
        expectPrompt: [],
        expectJournal: [
          { type: 'tool_call', tool: 'echo' },
          { type: 'tool_result', tool: 'echo' },
        ],
      },
    ],
  };
}
