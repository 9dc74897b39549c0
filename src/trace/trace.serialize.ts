import type { TraceValue } from './trace.types';

const MAX_DEPTH = 12;
const MAX_STRING = 2000;
const MAX_ITEMS = 100;

const SECRET_KEYS = /^(password|password_?confirm|new_?password|old_?password|current_?password|confirm_?password|verify_?password)$/i;
const TOKEN_KEYS = /^(token|loginToken|key|authorization)$/i;

/**
 * A password keeps its length and the class of each character (A, a, 0, #), so
 * replayed validation (length, upper, lower, digit) takes the recorded branch
 * while the secret itself never reaches a trace file.
 */
export function maskPassword(value: string): string {
  return value.replace(/[A-Z]/g, 'A').replace(/[a-z]/g, 'a').replace(/\d/g, '0').replace(/[^Aa0]/g, '#');
}

function isActorRef(value: object): boolean {
  return 'sessionId' in value && 'send' in value && typeof (value as { send: unknown }).send === 'function';
}

/** A state machine (its logic, not a running actor): a loader's output can carry one to spawn. */
function isMachineLogic(value: object): value is { id: unknown } {
  return 'root' in value && 'implementations' in value && 'config' in value;
}

/** Turns anything an event, output or error may hold into plain JSON, masking secrets. */
export function toTraceValue(value: unknown, depth = 0, key = ''): TraceValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') {
    if (SECRET_KEYS.test(key)) return maskPassword(value);
    if (TOKEN_KEYS.test(key)) return '[token]';
    return value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}…` : value;
  }
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'function' || typeof value === 'symbol') return null;
  if (depth >= MAX_DEPTH) return '[deep]';
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.slice(0, MAX_ITEMS).map((item) => toTraceValue(item, depth + 1));
  if (value instanceof Error) {
    const plain: { [key: string]: TraceValue } = { name: value.name, message: value.message };
    for (const [field, inner] of Object.entries(value)) plain[field] = toTraceValue(inner, depth + 1, field);
    return plain;
  }
  if (typeof Blob !== 'undefined' && value instanceof Blob) return { blob: value.type, size: value.size };
  if (typeof FormData !== 'undefined' && value instanceof FormData) return '[form data]';
  if (typeof Event !== 'undefined' && value instanceof Event) return { domEvent: value.type };
  if (isActorRef(value)) return { actorRef: String((value as { id?: unknown }).id ?? '') };
  if (isMachineLogic(value)) return { machineLogic: String(value.id) };
  // A form event names its field apart from the text (`{ field: 'password', value }`): the text is the secret.
  const named: unknown = (value as { field?: unknown }).field;
  const secretField = typeof named === 'string' && SECRET_KEYS.test(named) ? named : undefined;
  const plain: { [key: string]: TraceValue } = {};
  for (const [field, inner] of Object.entries(value).slice(0, MAX_ITEMS)) {
    if (inner === undefined || typeof inner === 'function') continue;
    plain[field] = toTraceValue(inner, depth + 1, secretField && field === 'value' ? secretField : field);
  }
  return plain;
}
