// Finds where JSON text first goes wrong, for V8 messages that carry no position
// ("Unexpected token ',', …"). A small syntax-only scan; it builds no values.

const WS = new Set([0x20, 0x09, 0x0a, 0x0d]);
const MAX_DEPTH = 10_000;

class Stop {
  constructor(readonly offset: number) {}
}

/** The offset of the first syntax error in `text`, or undefined when it is valid JSON. */
export function locateJsonError(text: string): number | undefined {
  let i = 0;
  const fail = (): never => {
    throw new Stop(i);
  };
  const ws = (): void => {
    while (i < text.length && WS.has(text.charCodeAt(i))) i++;
  };
  const literal = (word: string): void => {
    for (const ch of word) if (text[i++] !== ch) (i--, fail());
  };
  const string = (): void => {
    i++; // opening quote
    for (;;) {
      if (i >= text.length) fail();
      const c = text.charCodeAt(i);
      if (c === 0x22) return void i++;
      if (c < 0x20) fail();
      if (c === 0x5c) {
        i++;
        if (text[i] === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 1, i + 5))) fail();
          i += 5;
        } else if ('"\\/bfnrt'.includes(text[i] ?? 'x')) i++;
        else fail();
      } else i++;
    }
  };
  const number = (): void => {
    const m = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i, i + 400));
    if (!m || m[0] === '' || m[0] === '-') fail();
    i += m![0].length;
  };
  const value = (depth: number): void => {
    if (depth > MAX_DEPTH) fail();
    ws();
    const c = text[i];
    if (c === '{') return members(depth, '}', true);
    if (c === '[') return members(depth, ']', false);
    if (c === '"') return string();
    if (c === 't') return literal('true');
    if (c === 'f') return literal('false');
    if (c === 'n') return literal('null');
    if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) return number();
    fail();
  };
  const members = (depth: number, close: string, keyed: boolean): void => {
    i++;
    ws();
    if (text[i] === close) return void i++;
    for (;;) {
      if (keyed) {
        ws();
        if (text[i] !== '"') fail();
        string();
        ws();
        if (text[i] !== ':') fail();
        i++;
      }
      value(depth + 1);
      ws();
      if (text[i] === ',') i++;
      else if (text[i] === close) return void i++;
      else fail();
    }
  };
  try {
    value(0);
    ws();
    return i < text.length ? i : undefined;
  } catch (stop) {
    if (stop instanceof Stop) return stop.offset;
    throw stop;
  }
}
