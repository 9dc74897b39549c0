// The browser side of web push in jsdom (which has none): a service worker whose readiness, the permission prompt
// and the push subscription are the test's to decide, step by step.

type Permission = 'default' | 'granted' | 'denied';

type Deferred<T> = { promise: Promise<T>; resolve: (value: T) => void; reject: (error: unknown) => void };

function deferred<T>(): Deferred<T> {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** A push subscription as a browser holds one (its endpoint at a push service, its keys). */
export function fakeSubscription(endpoint = 'https://push.example.test/send/alice-phone') {
  const subscription = {
    endpoint,
    options: { applicationServerKey: null as ArrayBuffer | null, userVisibleOnly: true },
    unsubscribed: false,
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: 'BPhonePublicKey_base64url', auth: 'PhoneAuthSecret' } }),
    unsubscribe: async () => {
      subscription.unsubscribed = true;
      device.subscription = null;
      return true;
    },
  };
  return subscription;
}

type FakeSubscription = ReturnType<typeof fakeSubscription>;

const device = {
  permission: 'default' as Permission,
  subscription: null as FakeSubscription | null,
  ready: deferred<unknown>(),
  prompt: null as Deferred<Permission> | null,
  /** How many times the page asked the user (the prompt shown). */
  prompts: 0,
  /** The options of the last pushManager.subscribe. */
  subscribedWith: null as PushSubscriptionOptionsInit | null,
};

const pushManager = {
  getSubscription: async () => device.subscription,
  subscribe: async (options: PushSubscriptionOptionsInit) => {
    device.subscribedWith = options;
    const subscription = fakeSubscription();
    const key = options.applicationServerKey;
    subscription.options.applicationServerKey = key instanceof Uint8Array ? new Uint8Array(key).buffer : null;
    device.subscription = subscription;
    return subscription;
  },
};

class FakeNotification {
  static get permission(): Permission {
    return device.permission;
  }

  static requestPermission(): Promise<Permission> {
    device.prompts += 1;
    device.prompt = deferred<Permission>();
    return device.prompt.promise.then((answer) => {
      device.permission = answer;
      return answer;
    });
  }
}

/** Installs the browser's push parts: a service worker not yet ready, no permission asked, no subscription. */
export function installPushDevice(): void {
  resetPushDevice();
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, get: () => ({ ready: device.ready.promise }) });
  Object.defineProperty(window, 'Notification', { configurable: true, writable: true, value: FakeNotification });
}

export function removePushDevice(): void {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(window, 'Notification');
}

export function resetPushDevice(): void {
  device.permission = 'default';
  device.subscription = null;
  device.ready = deferred<unknown>();
  device.prompt = null;
  device.prompts = 0;
  device.subscribedWith = null;
}

export const pushDevice = {
  /** The service worker gets ready: with push (and the permission and subscription given), or without push at all. */
  ready(state: { push: boolean; permission?: Permission; subscribed?: boolean }): void {
    device.permission = state.permission ?? 'default';
    device.subscription = state.subscribed ? fakeSubscription() : null;
    device.ready.resolve(state.push ? { pushManager } : {});
  },
  /** The service worker never gets ready (the page gives up). */
  failed(): void {
    device.ready.reject(new Error('the service worker is not ready'));
  },
  /** The user answers the permission prompt. */
  answerPrompt(answer: Permission): void {
    if (!device.prompt) throw new Error('no permission prompt is shown');
    device.prompt.resolve(answer);
  },
  /** A worker not yet ready again (a page that asks again after Try Again waits for it anew). */
  notReadyYet(): void {
    device.ready = deferred<unknown>();
  },
  get prompts(): number {
    return device.prompts;
  },
  get subscription(): FakeSubscription | null {
    return device.subscription;
  },
  get subscribedWith(): PushSubscriptionOptionsInit | null {
    return device.subscribedWith;
  },
};
