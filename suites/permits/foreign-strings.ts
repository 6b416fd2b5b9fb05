// How other languages turn a JSON scalar into text, where that differs from ECMAScript String()
// (PERMIT-025). The model uses them only to tell that a verdict turned on String(): a host that
// stringifies like Python's str() or Rust's Display answers differently exactly there.
//
// Each function receives the value as the kit sends it: the JSON text a stdio host parses is
// JSON.stringify(value), so an integer-looking number arrives as an integer literal and any other as a
// float literal.

/** Digits and decimal exponent of a finite non-zero |x|: x = 0.d1d2… × 10^point. */
function decimal(x: number): { digits: string; point: number } {
  const [mantissa = '0', exponent = '0'] = Math.abs(x).toExponential().split('e');
  const digits = mantissa.replace('.', '');
  return { digits, point: Number(exponent) + 1 };
}

function isIntegerLiteral(value: number): boolean {
  return /^-?\d+$/.test(JSON.stringify(value));
}

/** Fixed notation of a float with at least one fraction digit (Python) or none needed (Rust). */
function fixed(x: number, pointZero: boolean): string {
  const { digits, point } = decimal(x);
  const sign = x < 0 ? '-' : '';
  let whole: string;
  let fraction: string;
  if (point <= 0) {
    whole = '0';
    fraction = '0'.repeat(-point) + digits;
  } else if (point >= digits.length) {
    whole = digits + '0'.repeat(point - digits.length);
    fraction = '';
  } else {
    whole = digits.slice(0, point);
    fraction = digits.slice(point);
  }
  if (fraction === '') return `${sign}${whole}${pointZero ? '.0' : ''}`;
  return `${sign}${whole}.${fraction}`;
}

/** Python's str() of the value json.loads gives: True/False, exact ints, repr() of floats. */
export function pythonStr(value: unknown): string {
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value !== 'number') return String(value);
  if (!Number.isFinite(value)) return String(value);
  if (isIntegerLiteral(value)) return JSON.stringify(value);
  if (value === 0) return Object.is(value, -0) ? '-0.0' : '0.0';
  const { digits, point } = decimal(value);
  const exponent = point - 1;
  if (exponent >= -4 && exponent < 16) return fixed(value, true);
  const sign = value < 0 ? '-' : '';
  const mantissa = digits.length === 1 ? digits : `${digits[0]}.${digits.slice(1)}`;
  const e = Math.abs(exponent).toString().padStart(2, '0');
  return `${sign}${mantissa}e${exponent < 0 ? '-' : '+'}${e}`;
}

/** Rust's Display of what serde_json parses: exact integers, floats never in exponent form. */
export function rustDisplay(value: unknown): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return String(value);
  if (isIntegerLiteral(value)) return JSON.stringify(value);
  if (value === 0) return Object.is(value, -0) ? '-0' : '0';
  return fixed(value, false);
}

/** No stringification at all: a number or boolean never equals an item (strict comparison). */
export function withoutString(value: unknown): string {
  return typeof value === 'string' ? value : '\u{10FFFF}not a string';
}
