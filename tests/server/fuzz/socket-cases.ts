import fc from 'fast-check';
import { z } from 'zod/mini';
import { clientSocketMessageSchema, LIMITS } from '../../../src/contract';
import { arbitraryOf, type JsonSchema } from './json-schema-arbitrary';
import type { KnownValues } from './live-server';
import { jsonText, oddNumber, oddSegment, oddText, wrongValue, type FuzzJson } from './odd-values';

export type SocketKind = 'chat' | 'notifications' | 'social';

/** One frame as sent, and a short name for the report. */
export type FrameCase = { label: string; data: string | Buffer; binary: boolean };

/** Frames to one open socket of a kind. */
export type SocketCase = { kind: SocketKind; frames: FrameCase[] };

const CLIENT_FRAMES = z.toJSONSchema(clientSocketMessageSchema, { io: 'input', unrepresentable: 'any' }) as Exclude<JsonSchema, boolean>;

type FrameObject = { [key: string]: FuzzJson };

function isFrameObject(value: FuzzJson): value is FrameObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

const json = (label: string) => (value: FuzzJson): FrameCase => ({ label, data: jsonText(value), binary: false });

/** Valid frames of every client message type, aimed at the socket's own room and the real post now and then. */
function validFrame(known: KnownValues): fc.Arbitrary<FrameObject> {
  return fc.tuple(arbitraryOf(CLIENT_FRAMES), fc.boolean(), fc.constantFrom(...known.uniquecodes), fc.constantFrom(...known.ids)).map(([frame, aimed, uniquecode, id]) => {
    if (!isFrameObject(frame) || !aimed) return isFrameObject(frame) ? frame : {};
    return {
      ...frame,
      ...('uniquecode' in frame ? { uniquecode } : {}),
      ...('post_id' in frame ? { post_id: id } : {}),
      ...('message_ids' in frame ? { message_ids: [id] } : {}),
    };
  });
}

/** A valid frame with one member's value of any wrong type, or an id or sequence number past every bound. */
function oneMemberWrong(known: KnownValues): fc.Arbitrary<FuzzJson> {
  return validFrame(known).chain((frame) => {
    const names = Object.keys(frame).filter((name) => name !== 'type');
    if (names.length === 0) return fc.constant<FuzzJson>(frame);
    return fc.tuple(fc.constantFrom(...names), fc.oneof(wrongValue, oddNumber, oddText, fc.array(oddNumber, { maxLength: 3 }))).map(([name, wrong]) => ({ ...frame, [name]: wrong }));
  });
}

/** A valid frame with a NUL character put into one of its texts (the API refuses one; so must the sockets). */
function withNul(known: KnownValues): fc.Arbitrary<FuzzJson> {
  return validFrame(known).chain((frame) => {
    const texts = Object.keys(frame).filter((name) => name !== 'type' && typeof frame[name] === 'string');
    if (texts.length === 0) return fc.constant<FuzzJson>(frame);
    return fc.tuple(fc.constantFrom(...texts), fc.nat()).map(([name, at]) => {
      const text = String(frame[name]);
      const cut = at % (text.length + 1);
      return { ...frame, [name]: `${text.slice(0, cut)}\u0000${text.slice(cut)}` };
    });
  });
}

const MALFORMED: readonly string[] = ['', '{', 'null', '[]', '"ping"', '{"type":}', '{"type":"ping"', `{"type":"ping","timestamp":"${'9'.repeat(1000)}"}`, '{"type":"__proto__"}', '\u0000'];

function frameCase(known: KnownValues): fc.Arbitrary<FrameCase> {
  return fc.oneof(
    { weight: 4, arbitrary: validFrame(known).map(json('valid frame')) },
    { weight: 4, arbitrary: oneMemberWrong(known).map(json('frame with one member wrong')) },
    { weight: 1, arbitrary: withNul(known).map(json('frame with a NUL in a text')) },
    { weight: 1, arbitrary: wrongValue.map(json('any JSON')) },
    { weight: 1, arbitrary: fc.constantFrom(...MALFORMED).map((data): FrameCase => ({ label: 'malformed JSON', data, binary: false })) },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 256 }).map((bytes): FrameCase => ({ label: 'binary frame', data: Buffer.from(bytes), binary: true })) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(LIMITS.socketMessageMaxBytes + 1, LIMITS.socketMessageMaxBytes * 4).map((size): FrameCase => ({
        label: 'frame over the size limit',
        data: jsonText({ type: 'ping', timestamp: 'x'.repeat(size) }),
        binary: false,
      })),
    },
  );
}

export function socketCase(known: KnownValues): fc.Arbitrary<SocketCase> {
  return fc.record({
    kind: fc.constantFrom<SocketKind>('chat', 'notifications', 'social'),
    frames: fc.array(frameCase(known), { minLength: 1, maxLength: 4 }),
  });
}

/** Where a socket of the kind opens for the signed-in caller: their room, the real post. */
export function socketPath(kind: SocketKind, known: KnownValues, token: string): string {
  const key = `?token=${encodeURIComponent(token)}`;
  if (kind === 'chat') return `/ws/chat/${known.uniquecodes[0] ?? ''}/${key}`;
  if (kind === 'social') return `/ws/social/post/${known.ids[0] ?? 0}/${key}`;
  return `/ws/notifications/${key}`;
}

/** Sockets opened with odd paths and keys: each must be refused with a close code or a 4xx, never opened to a 5xx. */
export function oddUpgrade(known: KnownValues): fc.Arbitrary<string> {
  const token = fc.oneof(fc.constant(''), oddSegment, fc.constantFrom('%00', 'a'.repeat(5000), 'Token%20x'));
  return fc.oneof(
    fc.tuple(oddSegment, token).map(([code, key]) => `/ws/chat/${code}/?token=${key}`),
    fc.tuple(oddSegment, token).map(([id, key]) => `/ws/social/post/${id}/?token=${key}`),
    token.map((key) => `/ws/notifications/?token=${key}`),
    fc.constantFrom(...known.uniquecodes).map((code) => `/ws/chat/${code}/`),
  );
}
