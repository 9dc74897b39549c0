import type { RawData } from 'ws';
import { clientSocketMessageSchema, MESSAGES, type ClientSocketMessage } from '../../src/contract';
import { holdsNulCharacter } from '../http/validation';

/** A text frame's characters; a binary frame has none the contract reads. */
export function textOf(data: RawData, isBinary: boolean): string | undefined {
  if (isBinary) return undefined;
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.from(data).toString('utf8');
}

const CATALOGUE: ReadonlySet<string> = new Set(Object.values(MESSAGES));

/** The frame, or what is wrong with it: the spec's words when the contract has them ('Message cannot be empty'). */
export function parseFrame(text: string | undefined): { frame: ClientSocketMessage } | { refusal: string } {
  if (text === undefined) return { refusal: MESSAGES.invalidSocketMessage };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { refusal: MESSAGES.invalidSocketMessage };
  }
  if (holdsNulCharacter(json)) return { refusal: MESSAGES.invalidSocketMessage };
  const parsed = clientSocketMessageSchema.safeParse(json);
  if (parsed.success) return { frame: parsed.data };
  const said = parsed.error.issues.map((issue) => issue.message).find((message) => CATALOGUE.has(message));
  return { refusal: said ?? MESSAGES.invalidSocketMessage };
}
