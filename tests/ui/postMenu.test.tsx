import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../src/contract';
import { PostMenu } from '../../src/ui/screens/post/PostMenu';
import { samplePost } from '../fixtures/post';
import { apiUrl, server } from '../setup/msw';
import { renderWithApp, signIn } from './post.render';

// The menu's own chunk, which the page fetches beside the feed: in place before the first test renders a menu.
await import('../../src/ui/screens/post/PostMenuLive');

const toggle = () => screen.getByRole('button', { name: 'Post options' });
const items = () => within(screen.getByRole('menu', { name: 'Post options' })).getAllByRole('menuitem').map((item) => item.textContent);

function renderMenu() {
  const onHidden = vi.fn();
  const onDeleted = vi.fn();
  const rendered = renderWithApp(
    <div>
      <h1>Feed</h1>
      <PostMenu post={samplePost()} onHidden={onHidden} onDeleted={onDeleted} />
    </div>,
  );
  return { ...rendered, onHidden, onDeleted };
}

afterEach(() => {
  localStorage.clear();
});

describe('PostMenu', () => {
  it('toggles, and closes on an outside click and on Escape', async () => {
    signIn();
    const { user } = renderMenu();
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle());
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(toggle());
    await user.click(screen.getByRole('heading', { name: 'Feed' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(toggle());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it("offers hide, report and save on another user's post", async () => {
    signIn('alice');
    const { user } = renderMenu();
    await user.click(toggle());
    expect(items()).toEqual(['Hide post', 'Report post', 'Save post']);
  });

  it('offers save and delete on the own post', async () => {
    signIn('mama_ade');
    const { user } = renderMenu();
    await waitFor(() => expect(toggle()).toBeInTheDocument());
    await user.click(toggle());
    await waitFor(() => expect(items()).toEqual(['Save post', 'Delete post']));
  });

  it('deletes after the confirmation, shows Deleting... and tells the card', async () => {
    signIn('mama_ade');
    const bodies: unknown[] = [];
    let answer: () => void = () => undefined;
    server.use(
      http.delete(apiUrl(''), async ({ request }) => {
        bodies.push(await request.json());
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json({ success: true, message: 'deleted' });
      }),
    );
    const { user, onDeleted } = renderMenu();
    await user.click(toggle());
    await user.click(screen.getByRole('menuitem', { name: 'Delete post' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete post' });
    expect(confirm).toHaveTextContent(MESSAGES.deletePostConfirm);
    expect(bodies).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(within(confirm).getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    await waitFor(() => expect(bodies).toEqual([{ postid: 42 }]));
    answer();
    expect(await screen.findByText(MESSAGES.postDeleted)).toBeInTheDocument();
    expect(onDeleted).toHaveBeenCalledWith(42);
  });

  it('Cancel deletes nothing', async () => {
    signIn('mama_ade');
    const { user, onDeleted } = renderMenu();
    await user.click(toggle());
    await user.click(screen.getByRole('menuitem', { name: 'Delete post' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('a failed delete says Failed to delete post. Please try again. and keeps the post', async () => {
    signIn('mama_ade');
    server.use(http.delete(apiUrl(''), () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    const { user, onDeleted } = renderMenu();
    await user.click(toggle());
    await user.click(screen.getByRole('menuitem', { name: 'Delete post' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(MESSAGES.deletePostFailed)).toBeInTheDocument();
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it("hides a post for the signed-in account on the server, caches the server's list under that account, and tells the card", async () => {
    signIn('alice');
    const bodies: unknown[] = [];
    server.use(
      http.post(apiUrl('/hidden'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ post_ids: [42, 7] });
      }),
    );
    const { user, onHidden } = renderMenu();
    await user.click(toggle());
    await user.click(screen.getByRole('menuitem', { name: 'Hide post' }));
    expect(await screen.findByText(MESSAGES.postHidden)).toBeInTheDocument();
    expect(onHidden).toHaveBeenCalledWith(42);
    expect(JSON.parse(localStorage.getItem('hiddenPosts') ?? '{}')).toEqual({ username: 'alice', post_ids: [42, 7] });
    expect(bodies).toEqual([{ post_id: 42, action: true }]);
  });

  it('a hide the server refuses says so, keeps the post and caches nothing', async () => {
    signIn('alice');
    server.use(http.post(apiUrl('/hidden'), () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    const { user, onHidden } = renderMenu();
    await user.click(toggle());
    await user.click(screen.getByRole('menuitem', { name: 'Hide post' }));
    expect(await screen.findByText(MESSAGES.genericError)).toBeInTheDocument();
    expect(onHidden).not.toHaveBeenCalled();
    expect(localStorage.getItem('hiddenPosts')).toBeNull();
  });

  it('saves, then offers Unsave post', async () => {
    signIn('alice');
    server.use(http.post(apiUrl('/saved'), () => HttpResponse.json({ post_id: 42, saved: true, message: 'Saved' })));
    const { user } = renderMenu();
    await user.click(toggle());
    await user.click(screen.getByRole('menuitem', { name: 'Save post' }));
    expect(await screen.findByText(MESSAGES.postSaved)).toBeInTheDocument();
    await user.click(toggle());
    expect(screen.getByRole('menuitem', { name: 'Unsave post' })).toBeInTheDocument();
  });

  it('reports the post with a reason, shows the thanks and closes', async () => {
    signIn('alice');
    const sent: unknown[] = [];
    server.use(
      http.post(apiUrl('/reports'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ message: MESSAGES.reportSent, kind: 'post', reason: 'scam' }, { status: 201 });
      }),
    );
    const { user } = renderMenu();
    await user.click(toggle());
    await user.click(screen.getByRole('menuitem', { name: 'Report post' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    const form = screen.getByRole('dialog', { name: 'Report post' });
    expect(within(form).getByRole('button', { name: 'Send Report' })).toBeDisabled();
    await user.click(within(form).getByRole('radio', { name: 'Scam or fraud' }));
    await user.click(within(form).getByRole('button', { name: 'Send Report' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(MESSAGES.reportSent);
    expect(sent).toEqual([{ kind: 'post', post_id: samplePost().id, reason: 'scam' }]);
    await user.click(within(form).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says when the post was already reported', async () => {
    signIn('alice');
    server.use(http.post(apiUrl('/reports'), () => HttpResponse.json({ message: MESSAGES.alreadyReportedPost }, { status: 409 })));
    const { user } = renderMenu();
    await user.click(toggle());
    await user.click(screen.getByRole('menuitem', { name: 'Report post' }));
    await user.click(screen.getByRole('radio', { name: 'Other' }));
    expect(screen.getByRole('button', { name: 'Send Report' })).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Tell us what is wrong' }), 'Fake photos');
    await user.click(screen.getByRole('button', { name: 'Send Report' }));
    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.alreadyReportedPost);
  });

  it('asks a visitor to log in', async () => {
    const { user, onHidden } = renderMenu();
    await user.click(toggle());
    await user.click(screen.getByRole('menuitem', { name: 'Hide post' }));
    expect(await screen.findByText(MESSAGES.pleaseLogIn)).toBeInTheDocument();
    expect(onHidden).not.toHaveBeenCalled();
    expect(localStorage.getItem('hiddenPosts')).toBeNull();
  });
});
