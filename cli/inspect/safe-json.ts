// --json output that is safe on a terminal too. JSON.stringify escapes the C0 controls inside strings but
// passes DEL and the C1 controls (U+007F–U+009F; a lone U+009B is a CSI) through raw; those can only
// occur inside strings, where a \u escape is the same JSON value.
const RAW_CONTROL = /[\u007f-\u009f]/g;

export function safeJson(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(RAW_CONTROL, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
