/** What the conversation must show in each leaf state of the chat room machine, for the walk in chatRoom.view.test.tsx. */
import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { MESSAGES } from '../../src/contract';
import { selectTimeline, type ChatRoomSnapshot, type TimelineEntry } from '../../src/machines/chatRoom';
import type { ChatServer } from './chatRoom.server';

/** Read from the running actor: the graph keeps one snapshot per state it tells apart, and the temp_ids are the browser's. */
type LeafAssertion = (step: ChatRoomSnapshot, running: ChatRoomSnapshot) => void;

export const banner = () => document.querySelector('[data-part="banner"]');
const bubbles = () => [...document.querySelectorAll<HTMLElement>('[data-part="message"]')];
export const sendButton = () => screen.getByRole('button', { name: 'Send' });
export const messageBox = () => screen.getByRole('textbox', { name: 'Message' });

/** A line of the conversation as Alice reads it: its text, then how it stands (Sending, Not sent, Held, Sent or Read). */
function lineOf(bubble: HTMLElement): string {
  const text = bubble.querySelector('.bubble__text')?.textContent ?? '';
  const shown = within(bubble);
  if (shown.queryByRole('status', { name: 'Sending' })) return `${text} / Sending`;
  const failed = bubble.querySelector('[data-part="failed"]');
  if (failed) return `${text} / ${failed.firstChild?.textContent?.trim()}, ${within(failed as HTMLElement).getByRole('button').textContent}`;
  const held = bubble.querySelector('[data-part="held"]');
  if (held) return `${text} / ${held.textContent}`;
  return `${text} / ${shown.queryByRole('img', { name: /^(Sent|Read)$/ })?.getAttribute('aria-label') ?? ''}`;
}

/** The line the machine's timeline says Alice should read. */
function expectedLine(entry: TimelineEntry): string {
  const message = entry.kind === 'message' ? entry.message : entry.pending.confirmed;
  const raw = message?.message ?? (entry.kind === 'pending' ? entry.pending.message : '');
  const text = raw === '[Image]' ? '' : raw;
  const status = entry.kind === 'pending' ? entry.pending.status : 'stored';
  if (status === 'pending') return `${text} / Sending`;
  if (status === 'failed') return `${text} / Not sent, Retry`;
  if (status === 'held') return `${text} / Held for review`;
  return `${text} / ${entry.own ? (message?.is_read ? 'Read' : 'Sent') : ''}`;
}

/** The conversation: the partner's name and status in the header, every message and how it stands. */
function expectConversation(running: ChatRoomSnapshot): void {
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bola Ade');
  const timeline = selectTimeline(running);
  expect(bubbles().map(lineOf)).toEqual(timeline.map(expectedLine));
  if (timeline.length === 0) expect(screen.getByText(MESSAGES.noMessagesYet)).toBeInTheDocument();
}

/** Send waits while a send is under way (the spec: disabled while sending or uploading), and so do Attach and Retry. */
function expectComposer(running: ChatRoomSnapshot, sending: boolean): void {
  const { image } = running.context;
  const retries = screen.queryAllByRole('button', { name: 'Retry' });
  if (sending) {
    expect(sendButton()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Attach image' })).toBeDisabled();
    retries.forEach((retry) => expect(retry).toBeDisabled());
  } else {
    expect(screen.getByRole('button', { name: 'Attach image' })).toBeEnabled();
    retries.forEach((retry) => expect(retry).toBeEnabled());
    if ((messageBox() as HTMLTextAreaElement).value.trim() || image) expect(sendButton()).toBeEnabled();
    else expect(sendButton()).toBeDisabled();
  }
  if (image) expect(screen.getByText(MESSAGES.imageToSend).closest('[data-part="image-preview"]')).toHaveTextContent(image.name);
  else expect(screen.queryByText(MESSAGES.imageToSend)).toBeNull();
}

/** The message on its way, as the server got it: over the socket, by request, or as a picture. */
function expectSending(chat: ChatServer, running: ChatRoomSnapshot, path: 'socket' | 'text' | 'image'): void {
  expectComposer(running, true);
  const sending = running.context.pending.find((item) => item.temp_id === running.context.sending);
  // Its message_sent came while it went by request: it already reads as the server's message.
  if (!sending) return;
  expect(sending.status).toBe('pending');
  if (path === 'socket') expect(chat.lastFrame('message')).toMatchObject({ message: sending.message, temp_id: sending.temp_id });
  else expect(chat.lastPost()).toEqual({ kind: path, message: sending.message });
}

const theirTyping = () => screen.queryByRole('status', { name: 'typing' });

/** What Alice sees in each leaf state; `chat` is the walk's server, which tells what Bola's side was sent. */
export const chatRoomLeafAssertions = (chat: ChatServer): Record<string, LeafAssertion> => ({
  'chatRoom.loading': () => expect(screen.getByRole('status', { name: 'Loading conversation' })).toBeInTheDocument(),
  'chatRoom.notFound': () => {
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(MESSAGES.chatNotFoundTitle);
    expect(screen.getByText(MESSAGES.chatNotFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: MESSAGES.backToMessages })).toHaveAttribute('href', '/chats');
  },
  'chatRoom.loaded.frames.listening': (_step, running) => expectConversation(running),
  // The first connection is under way: no banner yet.
  'chatRoom.loaded.connection.starting': () => expect(banner()).toBeNull(),
  'chatRoom.loaded.connection.up': () => expect(banner()).toBeNull(),
  // The server's refusal in the spec's words (4003), else the yellow banner.
  'chatRoom.loaded.connection.down': (_step, running) =>
    expect(banner()).toHaveTextContent(running.context.connection === 'error' ? MESSAGES.realtimeForbidden : MESSAGES.chatUnavailableBanner),
  // The catch-up is quiet: what it fetches joins the conversation in order, and a failed one waits unseen.
  'chatRoom.loaded.catchUp.idle': (_step, running) => expectConversation(running),
  'chatRoom.loaded.catchUp.fetching': (_step, running) => expectConversation(running),
  'chatRoom.loaded.catchUp.stalled': (_step, running) => expectConversation(running),
  'chatRoom.loaded.history.idle': (_step, running) => {
    expect(screen.queryByRole('status', { name: 'Loading older messages' })).toBeNull();
    const older = screen.queryByRole('button', { name: 'Load older messages' });
    if (running.context.hasOlder) expect(older).toBeEnabled();
    else expect(older).toBeNull();
  },
  'chatRoom.loaded.history.loadingOlder': () => {
    expect(screen.getByRole('status', { name: 'Loading older messages' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load older messages' })).toBeNull();
  },
  'chatRoom.loaded.composer.idle': (_step, running) => expectComposer(running, false),
  'chatRoom.loaded.composer.sendingOverSocket': (_step, running) => expectSending(chat, running, 'socket'),
  'chatRoom.loaded.composer.sendingByRequest': (_step, running) => expectSending(chat, running, 'text'),
  'chatRoom.loaded.composer.sendingImage': (_step, running) => expectSending(chat, running, 'image'),
  // A message the request path answered shows as sent at once; 2 s later it is the server's own, which reads the same.
  'chatRoom.loaded.settle.idle': (_step, running) => expectConversation(running),
  'chatRoom.loaded.settle.waiting': (_step, running) => {
    const sent = running.context.pending.filter((item) => item.status === 'sent');
    expect(sent).not.toHaveLength(0);
    expect(bubbles().map(lineOf)).toEqual(expect.arrayContaining(sent.map((item) => `${item.confirmed?.message ?? ''} / Sent`)));
  },
  // Alice's own typing shows on Bola's side: the server was told it started, and that it stopped.
  'chatRoom.loaded.typing.quiet': () => expect(chat.lastFrame('typing')?.is_typing ?? false).toBe(false),
  'chatRoom.loaded.typing.typing': () => {
    expect(chat.lastFrame('typing')?.is_typing).toBe(true);
    expect((messageBox() as HTMLTextAreaElement).value.trim()).not.toBe('');
  },
  'chatRoom.loaded.otherTyping.quiet': (_step, running) => {
    expect(theirTyping()).toBeNull();
    expect(document.querySelector('[data-part="header"] [data-part="status"]')).toHaveTextContent(running.context.otherStatus === 'online' ? 'Online' : 'Offline');
  },
  'chatRoom.loaded.otherTyping.typing': () => {
    expect(theirTyping()).toBeInTheDocument();
    expect(document.querySelector('[data-part="header"] [data-part="status"]')).toHaveTextContent('typing...');
  },
});

