import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { CLOSE_CODES, MESSAGES } from '../../src/contract';
import { ALICE, BOLA, chatMessageOf, messagesAnswerOf, ROOM_CODE } from '../fixtures/chat';
import { answerMessages, playLiveServer } from './chat.render';
import { pathOf, renderApp, signInAsAlice } from './routes.render';

const CHAT = new RegExp(`/ws/chat/${ROOM_CODE}/`);
const todayAt = (hour: number) => {
  const date = new Date();
  date.setHours(hour, 5, 0, 0);
  return date.toISOString();
};
const history = [
  chatMessageOf(1, { message: 'Is the jollof still available?', created_at: '2025-12-24T09:00:00.000Z' }),
  chatMessageOf(2, { sender: ALICE.id, message: 'Yes, two plates left', created_at: todayAt(9) }),
  chatMessageOf(3, { message: '[Image]', message_type: 'image', image: '/media/chat/plate.webp', created_at: todayAt(10) }),
];

/** Alice opens the room with Bola over its history; the test plays the server's sockets. */
async function openRoomWithHistory() {
  signInAsAlice();
  const live = playLiveServer();
  answerMessages(ROOM_CODE, messagesAnswerOf(history));
  renderApp(`/chats/${ROOM_CODE}`);
  await screen.findByText('Bola Ade');
  return live;
}

const messages = () => screen.getAllByRole('listitem').filter((item) => item.getAttribute('data-part') === 'message');

describe('chat conversation', () => {
  test('header, day headings, own messages on the right, pictures without [Image], and the viewer', async () => {
    signInAsAlice();
    playLiveServer();
    answerMessages(ROOM_CODE, messagesAnswerOf(history, { other_user_online: true }));
    const { user, router } = renderApp(`/chats/${ROOM_CODE}`);
    expect(await screen.findByText('Bola Ade')).toBeInTheDocument();
    expect(screen.getByText('Online')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'December 24, 2025' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Today' })).toBeInTheDocument();
    const [theirs, mine, picture] = messages();
    expect(theirs).not.toHaveAttribute('data-own');
    expect(mine).toHaveAttribute('data-own');
    // The chat colour (the brand green #6E9F2E) darkened as far as its white text needs for 4.5:1.
    expect(mine).toHaveStyle({ backgroundColor: '#5a8226', color: '#ffffff' });
    expect(mine).toHaveTextContent('9:05 AM');
    expect(picture).not.toHaveTextContent('[Image]');
    await user.click(within(picture as HTMLElement).getByRole('button', { name: 'Open image' }));
    expect(screen.getByRole('dialog', { name: 'Image' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to chats' }));
    expect(pathOf(router)).toBe('/chats');
  });

  test('Enter sends over the socket; the message shows pending, then as sent', async () => {
    signInAsAlice();
    const live = playLiveServer();
    answerMessages(ROOM_CODE, messagesAnswerOf(history));
    const { user } = renderApp(`/chats/${ROOM_CODE}`);
    const input = await screen.findByPlaceholderText(MESSAGES.typeAMessage);
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await waitFor(() => expect(live.received).toContainEqual({ type: 'resume', after_seq: 3 }));
    await user.type(input, 'See you at 5{Shift>}{Enter}{/Shift}ok');
    expect(input).toHaveValue('See you at 5\nok');
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('');
    const sent = live.received.find((frame) => frame.type === 'message');
    expect(sent).toMatchObject({ type: 'message', message: 'See you at 5\nok', uniquecode: ROOM_CODE, sender: ALICE.username });
    expect(messages().at(-1)).toHaveAttribute('data-pending');
    live.send(CHAT, {
      type: 'message_sent',
      temp_id: sent?.type === 'message' ? sent.temp_id : '',
      message: chatMessageOf(4, { sender: ALICE.id, message: 'See you at 5\nok', created_at: todayAt(11) }),
    });
    await waitFor(() => expect(messages().at(-1)).not.toHaveAttribute('data-pending'));
    expect(live.received).toContainEqual({ type: 'typing', is_typing: true });
  });

  test('a message the server holds for review shows as held, with its words, and not as sent', async () => {
    signInAsAlice();
    const live = playLiveServer();
    answerMessages(ROOM_CODE, messagesAnswerOf(history));
    const { user } = renderApp(`/chats/${ROOM_CODE}`);
    const input = await screen.findByPlaceholderText(MESSAGES.typeAMessage);
    await waitFor(() => expect(live.received).toContainEqual({ type: 'resume', after_seq: 3 }));
    await user.type(input, 'Cheap iPhones, DM me{Enter}');
    const sent = live.received.find((frame) => frame.type === 'message');
    live.send(CHAT, { type: 'message_held', temp_id: sent?.type === 'message' ? sent.temp_id : '', detail: MESSAGES.messageHeldForReview });
    await waitFor(() => expect(messages().at(-1)).toHaveAttribute('data-held'));
    expect(messages().at(-1)).toHaveTextContent('Held for review');
    expect(messages().at(-1)).not.toHaveAttribute('data-pending');
    expect(within(messages().at(-1) as HTMLElement).queryByRole('img', { name: 'Sent' })).not.toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.messageHeldForReview)).toBeInTheDocument();
  });

  test("the room's heading is the partner's name, which opens their profile", async () => {
    await openRoomWithHistory();
    const heading = screen.getByRole('heading', { level: 1, name: 'Bola Ade' });
    expect(within(heading).getByRole('link', { name: 'Bola Ade' })).toHaveAttribute('href', `/profile/${BOLA.username}`);
  });

  test("the other side's typing, their messages, read receipts, and the banner when the socket is refused (4001: the spec's words)", async () => {
    const live = await openRoomWithHistory();
    await waitFor(() => expect(live.received.length).toBeGreaterThan(0));
    live.send(CHAT, { type: 'typing', username: BOLA.username, is_typing: true });
    expect(await screen.findByText('typing...')).toBeInTheDocument();
    live.send(CHAT, { type: 'chat', message: chatMessageOf(4, { message: 'Coming now', created_at: todayAt(11) }) });
    expect(await screen.findByText('Coming now')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('typing...')).not.toBeInTheDocument());
    await waitFor(() => expect(live.received).toContainEqual({ type: 'message_read', message_ids: [104] }));
    live.send(CHAT, { type: 'message_read', username: BOLA.username, message_ids: [102] });
    expect(await screen.findByLabelText('Read')).toBeInTheDocument();
    live.close(CHAT, CLOSE_CODES.authenticationFailed);
    expect(await screen.findByText(MESSAGES.realtimeAuthFailed)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.chatUnavailableBanner)).not.toBeInTheDocument();
  });

  test("a lost socket shows the general banner; a 4003 says the room is not the user's", async () => {
    const live = await openRoomWithHistory();
    await waitFor(() => expect(screen.queryByText(MESSAGES.chatUnavailableBanner)).not.toBeInTheDocument());
    live.close(CHAT, CLOSE_CODES.internalError);
    expect(await screen.findByText(MESSAGES.chatUnavailableBanner)).toBeInTheDocument();
    // It reconnects by itself after the backoff; the server now refuses the room.
    await waitFor(() => expect(screen.queryByText(MESSAGES.chatUnavailableBanner)).not.toBeInTheDocument(), { timeout: 4000 });
    live.close(CHAT, CLOSE_CODES.forbidden);
    expect(await screen.findByText(MESSAGES.realtimeForbidden)).toBeInTheDocument();
  });

  test('a chosen picture shows its preview; a room that does not exist is not found', async () => {
    signInAsAlice();
    playLiveServer();
    answerMessages(ROOM_CODE, messagesAnswerOf([]));
    const { user } = renderApp(`/chats/${ROOM_CODE}`);
    expect(await screen.findByText(MESSAGES.noMessagesYet)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.startTheConversation)).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Image file'), new File([new Uint8Array(10)], 'plate.png', { type: 'image/png' }));
    expect(screen.getByText(MESSAGES.imageToSend)).toBeInTheDocument();
    expect(screen.getByText('plate.png')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(screen.queryByText(MESSAGES.imageToSend)).not.toBeInTheDocument();
  });

  test('no access reads Chat not found, with Back to Messages', async () => {
    signInAsAlice();
    answerMessages('other-room', () => HttpResponse.json({ message: 'Access denied' }, { status: 403 }));
    renderApp('/chats/other-room');
    expect(await screen.findByRole('heading', { name: MESSAGES.chatNotFoundTitle })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.chatNotFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: MESSAGES.backToMessages })).toHaveAttribute('href', '/chats');
  });
});
