import fc from 'fast-check';

/**
 * A number as JSON text, for the numbers JSON.stringify cannot write (1e309 would become null) and
 * integers past 2^53 that a JavaScript number would round.
 */
export type RawNumber = { rawNumber: string };

/** What a generated JSON body holds: plain JSON values and raw number tokens anywhere. */
export type FuzzJson = null | boolean | number | string | RawNumber | FuzzJson[] | { [key: string]: FuzzJson };

const HUGE = 100_000;

/** Text that breaks naive code: NUL, lone surrogates, RTL overrides, emoji sequences, markup, 100 KB. */
export const ODD_TEXTS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFFx',
  '\u202Eevil\u202C',
  'مرحبا بالعالم',
  'שלום',
  '👩‍👩‍👧‍👦🇳🇬',
  '\u200B\u200D\uFEFF',
  'e\u0301\u0301\u0301',
  '\r\n\t\u000B\u000C',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '%00',
  '../../etc/passwd',
  '..\\..\\windows',
  '${jndi:ldap://x}',
  '{{7*7}}',
  '__proto__',
  'x'.repeat(HUGE),
  '😀'.repeat(HUGE / 4),
  '\u0000'.repeat(1000),
];

/** Numbers at and past every integer bound a database or JavaScript has. */
export const BOUND_NUMBERS: readonly number[] = [
  0, -0, -1, 1.5, 2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 32, 2 ** 53, 2 ** 53 + 2, -(2 ** 53), 1e21, 1e308, -1e308, Number.MIN_VALUE,
];

/** Number tokens JSON allows but JavaScript cannot keep: infinity, past 2^53, underflow, 400 digits. */
export const RAW_NUMBERS: readonly string[] = ['1e309', '-1e309', '9007199254740993', '1e-400', '123456789012345678901234567890', '9'.repeat(400), '-0.0e0'];

/** Numbers written as text, as a query string or a sloppy client sends them. */
export const NUMBER_TEXTS: readonly string[] = [
  'NaN', 'Infinity', '-Infinity', '1e309', '2147483648', '4294967296', '9007199254740993', '-1', '-2147483649', '0x10', '1_000',
  ' 1', '1 ', '١٢٣', '+1', '1.0', '1e3', '9'.repeat(400), '00000000000000000001',
];

export const oddText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...ODD_TEXTS) },
  { weight: 2, arbitrary: fc.constantFrom(...NUMBER_TEXTS) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1000, maxLength: 5000 }) },
);

export const oddNumber: fc.Arbitrary<number | RawNumber> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...BOUND_NUMBERS) },
  { weight: 2, arbitrary: fc.constantFrom(...RAW_NUMBERS).map((rawNumber): RawNumber => ({ rawNumber })) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
);

/** Any JSON value, odd ones often, nested a little: the wrong type for whatever a field expects. */
export const wrongValue: fc.Arbitrary<FuzzJson> = fc.letrec<{ value: FuzzJson }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    oddNumber,
    oddText,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.constantFrom('id', 'type', '__proto__', 'constructor', ''), fc.string({ maxLength: 8 })), tie('value'), { maxKeys: 4 }),
  ),
})).value;

function isRawNumber(value: FuzzJson): value is RawNumber {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && typeof value.rawNumber === 'string' && Object.keys(value).length === 1;
}

/** JSON text of a generated value, raw number tokens written as they are. */
export function jsonText(value: FuzzJson): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (isRawNumber(value)) return value.rawNumber;
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`;
  return `{${Object.entries(value).map(([key, inner]) => `${JSON.stringify(key)}:${jsonText(inner)}`).join(',')}}`;
}

/** Lone surrogates replaced (encodeURIComponent throws on them); the raw escapes below send them anyway. */
function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

/** Path segments that try to leave the route or the integer range: dot segments, NUL, huge and negative ids. */
export const ODD_SEGMENTS: readonly string[] = [
  '..', '%2e%2e', '%2E%2E%2F%2E%2E', '..%2f..%2fetc%2fpasswd', '..%5c..%5c', '%00', '1%00', 'a%00b', '%', '%zz', '%FF%FE', '%C0%AE%C0%AE',
  '2147483648', '2147483647', '4294967296', '9007199254740993', '-1', '0', '1e309', 'NaN', 'Infinity', '1.5', '0x1', '%20', '+', '~',
  'x'.repeat(2000), '%F0%9F%98%80', '%D8%B3%D9%84%D8%A7%D9%85',
];

/** A path segment: odd, or any text percent-encoded. */
export const oddSegment: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...ODD_SEGMENTS) },
  { weight: 2, arbitrary: oddText.map((text) => encodeURIComponent(wellFormed(text)).slice(0, 3000)) },
);

/** A query value as it goes on the wire: odd text percent-encoded, or raw broken escapes. */
export const oddQueryValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: oddText.map((text) => encodeURIComponent(wellFormed(text)).slice(0, 20_000)) },
  { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '%FF', '%00', '%uD800', '%ED%A0%80', '') },
);
