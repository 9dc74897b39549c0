import { afterEach, describe, expect, test } from 'vitest';
import { CLOSE_CODES, socketPath } from '../../src/contract';
import { socketSystemId, isSocketSystemId } from '../../src/machines/socket';
import { openSocket, socketUrl } from '../../src/services/socket';
import { ROOM_CODE as UNIQUECODE } from '../fixtures/chat';
import { chatTarget, stopSockets } from './socket.fake';

afterEach(stopSockets);

describe('socket transport (services/socket)', () => {
  test('builds /ws URLs on the page host with the token in the query string', () => {
    expect(socketPath({ channel: 'chat', uniquecode: 'a b' })).toBe('/chat/a%20b/');
    expect(socketPath({ channel: 'notifications' })).toBe('/notifications/');
    expect(socketPath({ channel: 'social', postId: 12 })).toBe('/social/post/12/');
    expect(socketUrl({ channel: 'notifications' }, 'a+b', { protocol: 'http:', host: 'localhost:5173' })).toBe(
      'ws://localhost:5173/ws/notifications/?token=a%2Bb',
    );
    expect(socketUrl(chatTarget, 't', { protocol: 'https:', host: 'naija.market' })).toBe(`wss://naija.market/ws/chat/${UNIQUECODE}/?token=t`);
  });

  test('reports open, JSON frames and close; sends JSON only when open; closing stops the reports', () => {
    class FakeSocket extends EventTarget {
      readyState = 0;
      frames: string[] = [];
      closedWith: number | undefined;
      send(frame: string) {
        this.frames.push(frame);
      }
      close(code?: number) {
        this.closedWith = code;
      }
    }
    const fake = new FakeSocket();
    const seen: unknown[] = [];
    const connection = openSocket(
      'ws://x/ws/notifications/?token=t',
      { opened: () => seen.push('opened'), received: (data) => seen.push(data), closed: (code) => seen.push(code) },
      () => fake as unknown as WebSocket,
    );
    expect(connection.send({ type: 'ping' })).toBe(false);
    fake.readyState = 1;
    fake.dispatchEvent(new Event('open'));
    expect(connection.send({ type: 'ping' })).toBe(true);
    expect(fake.frames).toEqual(['{"type":"ping"}']);
    fake.dispatchEvent(new MessageEvent('message', { data: '{"type":"pong","timestamp":"now"}' }));
    fake.dispatchEvent(new MessageEvent('message', { data: 'not json' }));
    fake.dispatchEvent(new CloseEvent('close', { code: 1006 }));
    connection.close(CLOSE_CODES.normal);
    fake.dispatchEvent(new CloseEvent('close', { code: 1000 }));
    expect(seen).toEqual(['opened', { type: 'pong', timestamp: 'now' }, undefined, 1006]);
    expect(fake.closedWith).toBe(1000);
  });
});

describe('socket system ids', () => {
  test('presence finds every socket by its systemId', () => {
    expect(socketSystemId({ channel: 'notifications' })).toBe('notifications');
    expect(socketSystemId(chatTarget)).toBe(`chat:${UNIQUECODE}`);
    expect(socketSystemId({ channel: 'social', postId: 4 })).toBe('social:4');
    expect(['notifications', 'chat:x', 'social:1'].every(isSocketSystemId)).toBe(true);
    expect(['auth', 'presence'].some(isSocketSystemId)).toBe(false);
  });
});
