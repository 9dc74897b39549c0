import fc from 'fast-check';
import { REQUEST_FIELDS } from './contract-fields';
import { ODD_TEXTS, oddText } from './odd-values';

/** A body with the content type it is sent under, and a short name for the report. */
export type BodyCase = { label: string; contentType?: string; bytes: Buffer };

/** The file fields the routes read (chat image, pictures, the post form's image_{n}_{filename}), and some they do not. */
const FILE_FIELDS = ['image_file', 'profileimg', 'coverimg', 'wallpaper', 'image_0_a.jpg', 'image_1_clip.mp4', 'file', 'images', ''];

/** First bytes of real and fake media: a picture cut after its header, a video box, markup in a picture's name. */
const FILE_BYTES: readonly Buffer[] = [
  Buffer.alloc(0),
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]),
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x7f, 0xff, 0xff, 0xff, 0x7f, 0xff, 0xff, 0xff]),
  Buffer.from([0x00, 0x00, 0x00, 0x18, 0x66, 0x74, 0x79, 0x70, 0x6d, 0x70, 0x34, 0x32]),
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  Buffer.from('GIF89a\u0001\u0000\u0001\u0000'),
];

/** A text field, or a file when it has a filename. */
export type Part = { name: string; filename?: string; type?: string; bytes: Buffer };

const partName = fc.oneof(fc.constantFrom(...REQUEST_FIELDS.keys(), 'post', 'message_type'), fc.constantFrom(...FILE_FIELDS), oddText.map((text) => text.slice(0, 200)));

const textPart: fc.Arbitrary<Part> = fc.record({ name: partName, bytes: oddText.map((text) => Buffer.from(text)) });

const filePart: fc.Arbitrary<Part> = fc.record({
  name: fc.constantFrom(...FILE_FIELDS),
  filename: fc.oneof(fc.constantFrom('a.jpg', 'clip.mp4', '../../etc/passwd', 'a\u0000.jpg', '', '.jpg', 'x'.repeat(300) + '.png'), oddText.map((text) => text.slice(0, 200))),
  type: fc.constantFrom('image/jpeg', 'image/png', 'video/mp4', 'image/svg+xml', 'application/octet-stream', '', 'text/html'),
  bytes: fc.oneof(fc.constantFrom(...FILE_BYTES), fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.from(bytes))),
});

/** Quotes and CR/LF in a name break the part's header line, as a hostile client would. */
function partBytes(boundary: string, part: Part): Buffer {
  const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
  const type = part.type ? `\r\nContent-Type: ${part.type}` : '';
  return Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`), part.bytes, Buffer.from('\r\n')]);
}

export function formBytes(boundary: string, parts: readonly Part[]): Buffer {
  return Buffer.concat([...parts.map((part) => partBytes(boundary, part)), Buffer.from(`--${boundary}--\r\n`)]);
}

export const FORM_BOUNDARY = 'fuzzBoundary7MA4YWxkTrZu0gW';
const parts = fc.array(fc.oneof(textPart, filePart), { minLength: 1, maxLength: 6 });

/** Multipart bodies that a parser must refuse or read: no boundary, cut short, another boundary, odd boundaries and parts. */
export const multipartCase: fc.Arbitrary<BodyCase> = fc.oneof(
  parts.map((list) => ({ label: 'multipart without a boundary', contentType: 'multipart/form-data', bytes: formBytes(FORM_BOUNDARY, list) })),
  fc.tuple(parts, fc.double({ min: 0, max: 1, noNaN: true })).map(([list, cut]) => {
    const whole = formBytes(FORM_BOUNDARY, list);
    return { label: 'multipart cut short', contentType: `multipart/form-data; boundary=${FORM_BOUNDARY}`, bytes: whole.subarray(0, Math.floor(whole.length * cut)) };
  }),
  parts.map((list) => ({ label: 'multipart with another boundary', contentType: 'multipart/form-data; boundary=somethingElse', bytes: formBytes(FORM_BOUNDARY, list) })),
  fc.tuple(fc.constantFrom('', '"', '""', 'a'.repeat(200), '--', ' ', 'b;c', '\u00e9'), parts).map(([boundary, list]) => ({
    label: 'multipart with an odd boundary',
    contentType: `multipart/form-data; boundary=${boundary}`,
    bytes: formBytes(boundary, list),
  })),
  parts.map((list) => ({ label: 'multipart', contentType: `multipart/form-data; boundary=${FORM_BOUNDARY}`, bytes: formBytes(FORM_BOUNDARY, list) })),
  fc.integer({ min: 21, max: 120 }).map((count) => ({
    label: 'multipart with many fields',
    contentType: `multipart/form-data; boundary=${FORM_BOUNDARY}`,
    bytes: formBytes(FORM_BOUNDARY, Array.from({ length: count }, (_, index) => ({ name: `f${index}`, bytes: Buffer.from(ODD_TEXTS[index % ODD_TEXTS.length]?.slice(0, 50) ?? '') }))),
  })),
  fc.constantFrom(
    { label: 'multipart, empty', contentType: `multipart/form-data; boundary=${FORM_BOUNDARY}`, bytes: Buffer.alloc(0) },
    { label: 'multipart, only the end', contentType: `multipart/form-data; boundary=${FORM_BOUNDARY}`, bytes: Buffer.from(`--${FORM_BOUNDARY}--\r\n`) },
    { label: 'multipart, part without headers', contentType: `multipart/form-data; boundary=${FORM_BOUNDARY}`, bytes: Buffer.from(`--${FORM_BOUNDARY}\r\n\r\nvalue\r\n--${FORM_BOUNDARY}--\r\n`) },
    { label: 'multipart, endless header', contentType: `multipart/form-data; boundary=${FORM_BOUNDARY}`, bytes: Buffer.from(`--${FORM_BOUNDARY}\r\nX: ${'y'.repeat(100_000)}\r\n\r\nv\r\n--${FORM_BOUNDARY}--\r\n`) },
  ),
);
