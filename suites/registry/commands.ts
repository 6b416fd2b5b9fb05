// fast-check commands over the registry model. A case is ONE round trip, so the "real" system only
// records: every command appends its wire step and the model's expected answer; the property then
// sends all steps as one case and compares every result.
import fc from 'fast-check';
import type { Step } from '../../host/protocol.js';
import { RegistryModel } from './model.js';
import type { Expected, RegistryStep } from './model.js';
import { addToolArb, INPUTS, INVALID_NAMES, rarely, OWNERS, pluginPathArb, providerArb, scopeArb, SEAM_NAMES, SKILL_NAMES, treeArb } from './arbitraries.js';

export class Recording {
  readonly steps: Step[] = [];
  readonly expected: Expected[] = [];
}

type RegistryCommand = fc.Command<RegistryModel, Recording>;

type Pick = (model: Readonly<RegistryModel>) => RegistryStep | RegistryStep[] | undefined;

/** A command that sends one or more steps; `pick` turns the generated choices into steps for this model. */
class StepCommand implements RegistryCommand {
  constructor(
    private readonly label: string,
    private readonly pick: Pick,
  ) {}
  check(model: Readonly<RegistryModel>): boolean {
    return this.pick(model) !== undefined;
  }
  run(model: RegistryModel, real: Recording): void {
    const picked = this.pick(model);
    if (picked === undefined) throw new Error(`registry commands: ${this.label} ran although check() refused it`);
    for (const step of Array.isArray(picked) ? picked : [picked]) {
      real.expected.push(model.apply(step));
      real.steps.push(step as Step);
    }
  }
  toString(): string {
    return this.label;
  }
}

const cmd = (label: string, pick: Pick): RegistryCommand => new StepCommand(label, pick);
const nth = <T>(list: readonly T[], k: number): T | undefined => (list.length === 0 ? undefined : list[k % list.length]);

const stage = treeArb.map((tree) => cmd(`stage(${JSON.stringify(tree)})`, () => ({ op: 'stage', tree })));

const addTool = fc.tuple(pluginPathArb, addToolArb).map(([plugin, { name, tool }]) =>
  cmd(`addTool(${JSON.stringify({ plugin, name, tool })})`, () => (plugin.length === 0 ? { op: 'addTool', name, tool } : { op: 'addTool', plugin, name, tool })),
);

// addSkill (REGISTRY-032): a skill name that may meet a SKILL.md or Seam skill, a bad name, or no description.
const addSkillArb = fc.record({
  name: fc.oneof({ arbitrary: fc.constantFrom(...SKILL_NAMES, ...SEAM_NAMES), weight: 4 }, { arbitrary: fc.constantFrom(...INVALID_NAMES), weight: 1 }),
  skill: fc.oneof({ arbitrary: fc.constant({ description: 'An added skill' }), weight: 4 }, { arbitrary: fc.constant({ description: '' }), weight: 1 }, { arbitrary: fc.constant({ description: 'd', instructions: 5 }), weight: 1 }),
});
const addSkill = fc.tuple(pluginPathArb, addSkillArb).map(([plugin, { name, skill }]) =>
  cmd(`addSkill(${JSON.stringify({ plugin, name, skill })})`, () => (plugin.length === 0 ? { op: 'addSkill', name, skill } : { op: 'addSkill', plugin, name, skill }) as RegistryStep),
);

const register = fc.tuple(scopeArb, providerArb).map(([scope, provider]) =>
  cmd(`registerProvider(${scope}, ${JSON.stringify(provider)})`, () => ({ op: 'registerProvider', scope, provider })),
);

// a handed-out disposer (maybe already disposed: dispose is idempotent), or one never handed out
const dispose = fc.tuple(fc.nat(), fc.boolean()).map(([k, known]) =>
  cmd(`dispose(${known ? `#${k}` : 'unknown'})`, (m) => {
    const disposer = known ? nth(m.disposers(), k) : 'disposer-99';
    return disposer === undefined ? undefined : { op: 'dispose', disposer };
  }),
);

// a plain commit, or one failing half-way at a staged tool's source; an empty candidate now and then
const commit = fc.tuple(rarely(fc.nat(), 4), fc.nat(5)).map(([k, empty]) =>
  cmd(`commit(${k === undefined ? '' : `failAt #${k}`})`, (m) => {
    if (m.stagedCount() === 0 && empty !== 0) return undefined;
    const failAt = k === undefined ? undefined : nth(m.stagedToolSources(), k);
    return failAt === undefined ? { op: 'commit' } : { op: 'commit', failAt };
  }),
);

const index = fc.option(fc.constantFrom(...OWNERS), { nil: undefined }).map((owner) =>
  cmd(`index(${owner ?? ''})`, () => (owner === undefined ? { op: 'index' } : { op: 'index', owner })),
);

const pin = fc.constant(cmd('pin', () => ({ op: 'pin' })));

const release = fc.nat().map((k) =>
  cmd(`release(#${k})`, (m) => {
    const held = nth(m.openPins(), k);
    return held === undefined ? undefined : { op: 'release', pin: held };
  }),
);

// through an open pin (a tool it knows, or an unknown name), a released pin, or a pin never handed out
const call = fc.tuple(fc.constantFrom('open', 'open', 'open', 'released', 'never'), fc.nat(), fc.nat(), fc.constantFrom(...INPUTS)).map(([which, k, t, input]) =>
  cmd(`call(${which} #${k}, tool #${t}, ${JSON.stringify(input)})`, (m) => {
    const held = which === 'open' ? nth(m.openPins(), k) : which === 'released' ? nth(m.releasedPins(), k) : 'pin-999';
    if (held === undefined) return undefined;
    const names = m.toolsOfPin(held).map((tool) => tool.qualifiedName);
    const name = t % 4 === 0 ? 'no-such-tool' : nth(names, t) ?? 'no-such-tool';
    return { op: 'call', pin: held, tool: name, input };
  }),
);

// listed twice: stage (so most commits publish something), index and call (where answers say most)
// a turn's worth of calls: every tool an open pin knows (a later commit must not change the answers)
const callEach = fc.tuple(fc.nat(), fc.constantFrom(...INPUTS)).map(([k, input]) =>
  cmd(`callEach(#${k}, ${JSON.stringify(input)})`, (m) => {
    const held = nth(m.openPins(), k);
    if (held === undefined) return undefined;
    return m.toolsOfPin(held).slice(0, 6).map((tool): RegistryStep => ({ op: 'call', pin: held, tool: tool.qualifiedName, input }));
  }),
);

export const registryCommands = [callEach, stage, stage, addTool, addSkill, register, dispose, commit, index, index, pin, release, call, call];

/** Runs the commands against a fresh model, recording the steps and the expected answers. */
export function record(commands: Iterable<RegistryCommand>): Recording {
  const real = new Recording();
  fc.modelRun(() => ({ model: new RegistryModel(), real }), commands);
  return real;
}
