// A Stryker ignorer: mutants that only change human-readable text the host protocol never carries.
// A permits `lint` step answers only {valid}, so a diagnostic's code, message and span are invisible to
// any conformance suite; so are the free-text `message` of an errored case, a skip's `reason` and a step
// error's message (suites match error codes, never wording). Such mutants are marked Ignored with this
// reason instead of counting as survivors; they stay listed in the report. Everything that decides an
// answer (which check runs, whether `report` is called at all, error codes) is still mutated.
import { PluginKind, declareValuePlugin } from '@stryker-mutator/api/plugin';

/**
 * Calls whose arguments from this index on are free text. One list per area of the reference, so the areas'
 * reviews add names without touching each other's lines; a name belongs here only if every argument from that
 * index on reaches nothing but text no protocol answer carries.
 */
const TEXT_ARGUMENTS_BY_AREA = {
  root: [
    ['error', 1], // step.ts: error(code, message), e.g. dispatch's unknown-op: the code is observable, the message is not
    ['badStep', 0], // step.ts: badStep(message): the code is always bad-step, the message is free text
  ],
  permits: [
    ['report', 0], // parse.ts: report(...diagnostics): which mistake and where, for capkit lint only (whether report is called decides)
    ['badSetup', 0], // permits/ops.ts, turns/step-reader.ts: badSetup(message): the code is always bad-setup, the message is free text
  ],
  access: [],
  registry: [
    ['wording', 0], // registry/plugin-tree.ts: wording(text) is a bad-step message about a malformed tree, free text (§6)
    ['setupProblem', 1], // registry/plugin-tree.ts: setupProblem(setup, where): where only names the position in the message
    ['checkTreeAt', 2], // registry/plugin-tree.ts: checkTreeAt(value, depth, where): where only names the position in the message
    ['named', 3], // registry/capability-builder.ts: named(ownerPath, name, source, what): what only words the invalid-name message
    ['registryError', 1], // registry/registry-error.ts: registryError(code, message): the code is observable, the message is not
    ['invalidDefinition', 1], // registry/registry-error.ts: invalidDefinition(source, field, message): field and message word it (capkit inspect)
    ['manifestFault', 0], // registry/agents.ts: manifestFault(field, reason) words an invalid-definition problem of agent.json
    ['invalidField', 2], // registry/definition.ts: invalidField(source, field, reason): source and field are named, the reason is free wording
    ['badProvider', 0], // registry/wire-provider.ts: badProvider(detail): the answer is a bad step, the detail words it
  ],
  catalog: [
    ['error', 1], // catalog/ops.ts: error(code, message), the same for a catalog step error
    ['turnError', 1], // catalog/catalog-host.ts: turnError(code, message) becomes a step error
  ],
  turns: [
    ['invalidSection', 0], // turns/section-definition.ts: invalidSection(field, reason) only words the invalid-definition message
  ],
};
const TEXT_ARGUMENTS = new Map(Object.values(TEXT_ARGUMENTS_BY_AREA).flat());

/** Helpers that only build message text, one list per area of the reference. */
const TEXT_FUNCTIONS_BY_AREA = {
  root: ['shown', 'typeName'],
  // permits/parse.ts: diagnostic() and the helpers that word and place a mistake the parser found (capkit lint shows them).
  permits: ['charName', 'quote', 'clip', 'schemaProblemText', 'fieldName', 'diagnostic', 'missingOpen', 'kindMistakes', 'nestedParenthesis', 'closeMistake'],
  access: [],
  // registry/input-schema.ts: the wording of a refused schema or input inside the invalid-definition and
  // invalid-input messages; registry/plugin-source.ts: how a message names a plugin; registry/seam.ts: a
  // duplicate registration's message; registry/definition.ts: a value as that message shows it, and the permit
  // lints (REGISTRY-006 diagnostics that only capkit inspect shows: no op carries them).
  registry: ['metaschemaText', 'pluginLabel', 'duplicateProviderText', 'notObjectRootText', 'uncompilableText', 'inputErrorText', 'shownValue', 'permitLintsOf', 'providerText', 'notStringNameText', 'notSegmentText', 'tooLongText', 'sourcedLints', 'notBehaviorText'],
  // catalog/ops.ts, catalog/config.ts: the wording of a setup that breaks the setup schema (PROTOCOL-006: any message).
  catalog: ['unknownFieldText', 'notAnObjectText'],
  // turns/section-definition.ts: the wording of a section value, an invalid section name and a duplicate section.
  turns: ['sectionValueText', 'sectionNameText', 'sectionFieldText', 'duplicateSectionText'],
};
const TEXT_FUNCTIONS = new Set(Object.values(TEXT_FUNCTIONS_BY_AREA).flat());

/** permits/parse.ts: locals computed only to be interpolated into a diagnostic message. */
const TEXT_VARIABLES = new Set(['what', 'where']);

/** permits/lint.ts: the caret display of diagnostics, used by `capkit lint`, never by the host protocol. */
const DISPLAY_FUNCTIONS = new Set(['formatDiagnostics', 'formatOne', 'printable']);

/** Object literals that are a host's errored/skipped answer: their text fields are free-form. */
const FREE_TEXT_KEYS = new Set(['message', 'reason']);

function keyName(property) {
  const key = property?.key;
  if (!key) return undefined;
  return key.type === 'Identifier' ? key.name : key.type === 'StringLiteral' ? key.value : undefined;
}

/** A step error `{code, message}`: its code is observable, its message is free text. */
function isStepErrorLiteral(objectNode) {
  return objectNode.properties.some((p) => p.type === 'ObjectProperty' && keyName(p) === 'code');
}

function isAnswerLiteral(objectNode) {
  return objectNode.properties.some(
    (p) => p.type === 'ObjectProperty' && (keyName(p) === 'errored' || keyName(p) === 'skipped') && p.value.type === 'BooleanLiteral' && p.value.value === true,
  );
}

function functionName(path) {
  const node = path.node;
  if (node.type === 'FunctionDeclaration') return node.id?.name;
  // const quote = (…) => …
  if ((node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression') && path.parentPath?.node.type === 'VariableDeclarator') {
    const id = path.parentPath.node.id;
    return id.type === 'Identifier' ? id.name : undefined;
  }
  return undefined;
}

export const messageTextIgnorer = {
  shouldIgnore(path) {
    const parent = path.parentPath;
    if (parent?.node.type === 'CallExpression' && path.listKey === 'arguments' && parent.node.callee.type === 'Identifier') {
      const from = TEXT_ARGUMENTS.get(parent.node.callee.name);
      if (from !== undefined && typeof path.key === 'number' && path.key >= from) {
        return `Diagnostic text: argument of ${parent.node.callee.name}() is not carried by the host protocol`;
      }
    }
    if (parent?.node.type === 'ObjectProperty' && path.key === 'value' && FREE_TEXT_KEYS.has(keyName(parent.node))) {
      const object = parent.parentPath?.node;
      if (object?.type === 'ObjectExpression' && isAnswerLiteral(object)) return `Free text: "${keyName(parent.node)}" of an errored/skipped answer`;
      if (object?.type === 'ObjectExpression' && keyName(parent.node) === 'message' && isStepErrorLiteral(object)) return 'Free text: the message of a step error';
    }
    if (parent?.node.type === 'VariableDeclarator' && path.key === 'init' && parent.node.id.type === 'Identifier' && TEXT_VARIABLES.has(parent.node.id.name)) {
      return `Diagnostic text: "${parent.node.id.name}" only feeds a diagnostic message`;
    }
    const name = functionName(path);
    if (name !== undefined && TEXT_FUNCTIONS.has(name)) return `Diagnostic text: ${name}() only builds message text`;
    if (name !== undefined && DISPLAY_FUNCTIONS.has(name)) return `Display only: ${name}() renders diagnostics for capkit lint, not for the host protocol`;
    return undefined;
  },
};

export const strykerPlugins = [declareValuePlugin(PluginKind.Ignore, 'message-text', messageTextIgnorer)];
