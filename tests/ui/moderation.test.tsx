import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MESSAGES, NO_TARGET_CONTEXT, type ModerationActionPayload, type QueueItem } from '../../src/contract';
import { auditEntry, reportedPost, reportedReview, reportedUser } from '../model/moderation.model';
import { apiUrl, server } from '../setup/msw';
import { pathOf, renderApp } from './routes.render';
import { settingsServer } from './settings.render';
import { MODERATION_SCREEN_TEXTS } from '../../src/contract/texts.moderationScreen';

/** Alice signed in, as a moderator or not, with the queue's calls answered like the server; `sent` lists the actions. */
type ServerOptions = { moderator?: boolean; items?: QueueItem[]; actionAnswer?: (body: ModerationActionPayload) => Response | undefined };

function moderationServer({ moderator = true, items = [reportedPost, reportedUser], actionAnswer }: ServerOptions = {}) {
  settingsServer({ is_moderator: moderator });
  const sent: ModerationActionPayload[] = [];
  let queue = items;
  const refused = () => HttpResponse.json({ message: MESSAGES.moderatorsOnly }, { status: 403 });
  server.use(
    http.get(apiUrl('/moderation/reports'), () => (moderator ? HttpResponse.json({ results: queue }) : refused())),
    http.get(apiUrl('/moderation/audit'), () => (moderator ? HttpResponse.json({ results: [auditEntry] }) : refused())),
    http.post(apiUrl('/moderation/actions'), async ({ request }) => {
      const body = (await request.json()) as ModerationActionPayload;
      sent.push(body);
      const answered = actionAnswer?.(body);
      if (answered) return answered;
      queue = queue.filter((item) => item.kind !== body.kind || item.target_id !== body.target_id);
      return HttpResponse.json({ message: MESSAGES.moderationDone });
    }),
  );
  return { sent };
}

const card = (name: string) => screen.findByRole('listitem', { name });

describe('/moderation', () => {
  it('shows each reported target in context with its count and reasons', async () => {
    moderationServer();
    renderApp('/moderation');
    const post = await card('Post "Fake designer bag"');
    expect(within(post).getByRole('img', { name: 'Photo of Fake designer bag' })).toHaveAttribute('src', '/media/bag.webp');
    expect(post).toHaveTextContent('₦48,000');
    expect(post).toHaveTextContent('3 reports · Hidden pending review');
    expect(within(post).getByRole('link', { name: '@ada_fabrics' })).toHaveAttribute('href', '/profile/ada_fabrics');
    const reasons = within(post).getByRole('list', { name: 'Reports of Post "Fake designer bag"' });
    expect(within(reasons).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Scam or fraud by @bola_b, 2026-11-26 09:00 UTC',
      'Other — Same photos as another seller by @chidi, 2026-11-26 08:00 UTC',
    ]);
    const user = await card('User @spammy');
    expect(within(user).queryByRole('button', { name: 'Hide post' })).toBeNull();
    expect(document.title).toMatch(/^Moderation/);
  });

  it('dismisses a target: it leaves the queue once the server has done it', async () => {
    const { sent } = moderationServer();
    const { user } = renderApp('/moderation');
    await user.click(within(await card('User @spammy')).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'User @spammy' })).toBeNull());
    expect(sent).toEqual([{ kind: 'user', target_id: 3, action: 'dismiss' }]);
    expect(await screen.findByText(MESSAGES.moderationDone)).toBeInTheDocument();
  });

  it('a refused hide keeps the post and shows the server’s words; an unreachable server says so', async () => {
    let refuse = true;
    moderationServer({ actionAnswer: () => (refuse ? HttpResponse.json({ message: MESSAGES.nothingToModerate }, { status: 404 }) : HttpResponse.error()) });
    const { user } = renderApp('/moderation');
    const post = await card('Post "Fake designer bag"');
    await user.click(within(post).getByRole('button', { name: 'Hide post' }));
    expect(await within(post).findByRole('alert')).toHaveTextContent(MESSAGES.nothingToModerate);
    refuse = false;
    await user.click(within(post).getByRole('button', { name: 'Hide post' }));
    await waitFor(() => expect(within(post).getByRole('alert')).toHaveTextContent(MODERATION_SCREEN_TEXTS.actionFailed));
    expect(screen.getByRole('listitem', { name: 'Post "Fake designer bag"' })).toBeInTheDocument();
  });

  it('suspends the post’s owner only with a reason and a future end day', async () => {
    const { sent } = moderationServer();
    const { user } = renderApp('/moderation');
    const post = await card('Post "Fake designer bag"');
    await user.click(within(post).getByRole('button', { name: 'Suspend user' }));
    const form = within(post).getByRole('form', { name: 'Suspend user' });
    await user.click(within(form).getByRole('button', { name: 'Suspend' }));
    expect(within(form).getByText(MESSAGES.suspensionReasonRequired)).toBeInTheDocument();
    expect(within(form).getByText(MESSAGES.suspensionEndRequired)).toBeInTheDocument();
    expect(within(form).getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');
    await user.type(within(form).getByLabelText('Reason'), 'Sells fakes');
    await user.type(within(form).getByLabelText('Suspended until'), '2099-01-01');
    await user.click(within(form).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Post "Fake designer bag"' })).toBeNull());
    expect(sent).toEqual([{ kind: 'post', target_id: 7, action: 'suspend', reason: 'Sells fakes', until: '2099-01-01T00:00:00.000Z' }]);
  });

  it('a message the spam rule held is delivered with Deliver or kept back with Keep hidden', async () => {
    const held = (id: number): QueueItem => ({
      kind: 'held_message',
      target_id: id,
      reports: 0,
      reasons: [{ reason: 'spam', details: MESSAGES.heldMessageReason, reporter: '', created_at: '2026-11-26T11:00:00.000Z' }],
      context: { ...NO_TARGET_CONTEXT, username: `spammer${id}`, text: 'Cheap iPhones, pay first' },
      held: true,
    });
    const { sent } = moderationServer({ items: [held(1), held(2)] });
    const { user } = renderApp('/moderation');
    const first = await card('Held message from @spammer1');
    expect(first).toHaveTextContent('Cheap iPhones, pay first');
    expect(first).toHaveTextContent(`Held by the spam rule`);
    expect(first).toHaveTextContent(`Spam — ${MESSAGES.heldMessageReason} 2026-11-26 11:00 UTC`);
    await user.click(within(first).getByRole('button', { name: 'Deliver' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Held message from @spammer1' })).toBeNull());
    await user.click(within(await card('Held message from @spammer2')).getByRole('button', { name: 'Keep hidden' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Held message from @spammer2' })).toBeNull());
    expect(sent).toEqual([
      { kind: 'held_message', target_id: 1, action: 'dismiss' },
      { kind: 'held_message', target_id: 2, action: 'hide' },
    ]);
  });

  it('a reported review shows its stars, words, author and the vendor it is about, and is dismissed, hidden or its author suspended', async () => {
    const review = reportedReview;
    const kemi = { ...review, target_id: 13, context: { ...review.context, username: 'kemi', rating: 2 } };
    const femi = { ...review, target_id: 14, held: true, context: { ...review.context, username: 'femi' } };
    const { sent } = moderationServer({ items: [review, kemi, femi] });
    const { user } = renderApp('/moderation');
    const shown = await card('Review by @tunde_b');
    expect(within(shown).getByRole('img', { name: '1 out of 5 stars' })).toBeInTheDocument();
    expect(within(shown).getByText('Rubbish seller')).toBeInTheDocument();
    expect(shown).toHaveTextContent('Review of @ada_fabrics');
    expect(within(shown).getByRole('link', { name: '@ada_fabrics' })).toHaveAttribute('href', '/profile/ada_fabrics');
    expect(shown).toHaveTextContent('Written by @tunde_b');
    expect(within(shown).getByRole('link', { name: '@tunde_b' })).toHaveAttribute('href', '/profile/tunde_b');
    expect(within(shown).queryByRole('button', { name: 'Hide post' })).toBeNull();
    await user.click(within(shown).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Review by @tunde_b' })).toBeNull());

    const other = await card('Review by @kemi');
    expect(within(other).getByRole('img', { name: '2 out of 5 stars' })).toBeInTheDocument();
    await user.click(within(other).getByRole('button', { name: 'Suspend user' }));
    const form = within(other).getByRole('form', { name: 'Suspend user' });
    await user.type(within(form).getByLabelText('Reason'), 'Abusive reviews');
    await user.type(within(form).getByLabelText('Suspended until'), '2099-01-01');
    await user.click(within(form).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Review by @kemi' })).toBeNull());

    // Reported by 3 users, it is already off the profile; Hide review keeps it off.
    const held = await card('Review by @femi');
    expect(held).toHaveTextContent('Hidden pending review');
    await user.click(within(held).getByRole('button', { name: 'Hide review' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Review by @femi' })).toBeNull());
    expect(sent).toEqual([
      { kind: 'review', target_id: 12, action: 'dismiss' },
      { kind: 'review', target_id: 13, action: 'suspend', reason: 'Abusive reviews', until: '2099-01-01T00:00:00.000Z' },
      { kind: 'review', target_id: 14, action: 'hide' },
    ]);
  });

  it('shows the audit log: who did what when', async () => {
    moderationServer();
    const { user } = renderApp('/moderation');
    await card('User @spammy');
    await user.click(screen.getByRole('button', { name: 'Audit log' }));
    const log = await screen.findByRole('list', { name: 'Audit log' });
    expect(log).toHaveTextContent('@mod_mary suspended the user of user #3');
    expect(log).toHaveTextContent('2026-11-26 10:00 UTC · Reason: Spams buyers · Until 2099-01-01');
    await user.click(screen.getByRole('button', { name: 'Reports' }));
    expect(await card('User @spammy')).toBeInTheDocument();
  });

  it('tells anyone but a moderator they are not allowed, and Settings offers Moderation only to moderators', async () => {
    moderationServer({ moderator: false });
    const { router, user } = renderApp('/moderation');
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.moderatorsOnly);
    expect(screen.queryByRole('list', { name: 'Reported targets' })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Go Home' }));
    expect(pathOf(router)).toBe('/');
    await router.navigate('/settings');
    await screen.findByRole('navigation', { name: 'Settings' });
    expect(screen.queryByRole('link', { name: /Moderation/ })).toBeNull();
  });

  it('Settings lists Moderation for a moderator', async () => {
    moderationServer();
    renderApp('/settings');
    expect(await screen.findByRole('link', { name: /Moderation/ })).toHaveAttribute('href', '/moderation');
  });
});
