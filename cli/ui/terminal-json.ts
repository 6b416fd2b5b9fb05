// JSON text for a terminal: JSON.stringify escapes C0 controls but leaves DEL and the C1 controls
// (U+007F–U+009F: a lone CSI is U+009B) raw. Escaping them as \u00XX keeps the same JSON value and
// keeps outside text from driving the terminal.
const RAW_CONTROL = /[\u007f-\u009f]/g;

export function terminalSafeJson(json: string): string {
  return json.replace(RAW_CONTROL, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
