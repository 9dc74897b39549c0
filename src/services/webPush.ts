import {
  pushKeyAnswerSchema,
  pushPreferencesSchema,
  pushSubscriptionAnswerSchema,
  type PushPreferences,
  type PushPreferencesChange,
} from '../contract/push';
import { ApiError, call } from './api';

/** What this browser can do about push: nothing, blocked by the user, subscribed, or not yet. */
export type PushDeviceState = 'unsupported' | 'denied' | 'subscribed' | 'unsubscribed';

/** How long the service worker may take to be ready before this page gives up asking. */
const WORKER_READY_MS = 10_000;

function supported(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window && 'serviceWorker' in navigator;
}

async function workerRegistration(): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('the service worker is not ready')), WORKER_READY_MS);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The base64url VAPID key as the bytes pushManager.subscribe wants. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const text = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let index = 0; index < text.length; index += 1) bytes[index] = text.charCodeAt(index);
  return bytes;
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const current = subscription.options.applicationServerKey;
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((byte, index) => byte === key[index]);
}

/**
 * Whether this browser can be pushed to, and whether it is subscribed. Asks the user nothing. Some browsers have
 * service workers without push (older iOS Safari): the worker's registration says.
 */
export async function readPushDevice(): Promise<PushDeviceState> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return 'unsupported';
  const registration = await workerRegistration();
  if (!('pushManager' in registration) || !('Notification' in window)) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const subscription = await registration.pushManager.getSubscription();
  return subscription && Notification.permission === 'granted' ? 'subscribed' : 'unsubscribed';
}

/**
 * Opts this browser in, at the user's click only: asks the permission, subscribes with the server's key (again
 * when it was subscribed with another) and sends the subscription to the server. 'denied' when the user said no.
 */
export async function subscribePushDevice(signal?: AbortSignal): Promise<'subscribed' | 'denied'> {
  if (!supported()) throw new Error('push is not supported here');
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  const { public_key: publicKey } = await call('/push/key', pushKeyAnswerSchema, { quiet: true, signal });
  const key = keyBytes(publicKey);
  const { pushManager } = await workerRegistration();
  let subscription = await pushManager.getSubscription();
  if (subscription && !sameKey(subscription, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  const body = subscription.toJSON() as Record<string, unknown>;
  await call('/push/subscriptions', pushSubscriptionAnswerSchema, { method: 'POST', body, auth: true, quiet: true, signal });
  return 'subscribed';
}

/** Opts this browser out: the server forgets it (already forgotten is fine), then the browser drops it. */
export async function unsubscribePushDevice(signal?: AbortSignal): Promise<void> {
  if (!supported()) return;
  const { pushManager } = await workerRegistration();
  const subscription = await pushManager.getSubscription();
  if (!subscription) return;
  try {
    await call('/push/subscriptions', pushSubscriptionAnswerSchema, { method: 'DELETE', body: { endpoint: subscription.endpoint }, auth: true, quiet: true, signal });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
  await subscription.unsubscribe();
}

/** GET /push/preferences: which kinds the signed-in user is pushed. */
export function fetchPushPreferences(signal?: AbortSignal): Promise<PushPreferences> {
  return call('/push/preferences', pushPreferencesSchema, { auth: true, quiet: true, signal });
}

/** PATCH /push/preferences: turns kinds on or off; answers every kind as it is now. */
export function changePushPreferences(change: PushPreferencesChange, signal?: AbortSignal): Promise<PushPreferences> {
  return call('/push/preferences', pushPreferencesSchema, { method: 'PATCH', body: change, auth: true, quiet: true, signal });
}
