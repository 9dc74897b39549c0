import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MESSAGES, type Post } from '../../src/contract';
import { PostPopup } from '../../src/ui/screens/post/PostPopup';
import { samplePost } from '../fixtures/post';
import { apiUrl, server } from '../setup/msw';
import { renderWithApp, signIn } from './post.render';

// The owner's actions are their own chunk, fetched when the owner's post renders: in place before the tests.
await import('../../src/ui/screens/post/OwnerListingActions');
// Likewise the like button's machines, which come after the first render.
await import('../../src/ui/screens/post/PostShadowLive');

/** Answers the post and its comments, and records what the owner's changes send. */
function answerPost(post: Post = samplePost()) {
  const sent: { edits: unknown[]; marks: unknown[] } = { edits: [], marks: [] };
  server.use(
    http.get(apiUrl(`/post/${post.id}`), () => HttpResponse.json({ post })),
    http.get(apiUrl('/comment'), () => HttpResponse.json({ comments: [] })),
    http.patch(apiUrl(`/post/${post.id}`), async ({ request }) => {
      const body = (await request.json()) as Partial<Post> & { photos: unknown[] };
      sent.edits.push(body);
      const edited = { ...post, title: String(body.title), images: [] };
      return HttpResponse.json({ success: true, message: MESSAGES.postUpdated, post: edited });
    }),
    http.patch(apiUrl(`/post/${post.id}/sold`), async ({ request }) => {
      const { sold } = (await request.json()) as { sold: boolean };
      sent.marks.push(sold);
      return HttpResponse.json({ success: true, message: sold ? MESSAGES.postMarkedSold : MESSAGES.postMarkedAvailable, post: { ...post, sold } });
    }),
  );
  return sent;
}

const popup = () => screen.getByRole('dialog', { name: /Ofada|Ankara/ });
/** The popup once its post has loaded. */
const loadedPopup = async () => {
  await screen.findByRole('heading', { name: /Ofada|Ankara/ });
  return popup();
};

describe('the seller’s listing life in the post popup', () => {
  it('lets the owner edit the post with Create Post’s fields and messages, and shows the saved post', async () => {
    signIn('mama_ade');
    const sent = answerPost();
    const { user } = renderWithApp(<PostPopup postId={42} onClose={() => undefined} />);
    await user.click(await screen.findByRole('button', { name: 'Edit post' }));

    const form = await screen.findByRole('form', { name: 'Edit Post' });
    const title = within(form).getByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('Fresh Ofada rice, 50kg bag');
    expect(within(form).getByRole('combobox', { name: 'Post type' })).toHaveValue('product');
    expect(within(form).getByRole('textbox', { name: 'Price (₦)' })).toHaveValue('85000');
    expect(within(form).getByRole('img', { name: 'Photo 1' })).toHaveAttribute('src', '/media/rice.jpg');

    await user.clear(title);
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(await within(form).findByText(MESSAGES.titleRequired)).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.fillAllRequired)).toBeInTheDocument();
    expect(sent.edits).toEqual([]);

    await user.type(title, 'Ankara, 6 yards');
    await user.click(within(form).getByRole('button', { name: 'Remove Photo 1' }));
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit Post' })).not.toBeInTheDocument());
    expect(sent.edits).toEqual([expect.objectContaining({ title: 'Ankara, 6 yards', price: 85000, photos: [] })]);
    expect(await within(await loadedPopup()).findByRole('heading', { name: 'Ankara, 6 yards' })).toBeInTheDocument();
  });

  it('asks before throwing away changes, and closes an untouched form at once', async () => {
    signIn('mama_ade');
    answerPost();
    const { user } = renderWithApp(<PostPopup postId={42} onClose={() => undefined} />);
    await user.click(await screen.findByRole('button', { name: 'Edit post' }));
    const form = await screen.findByRole('form', { name: 'Edit Post' });
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Edit Post' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit post' }));
    const again = await screen.findByRole('form', { name: 'Edit Post' });
    await user.type(within(again).getByRole('textbox', { name: 'Title' }), '!');
    await user.click(within(again).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(MESSAGES.discardEditConfirm)).toBeInTheDocument();
  });

  it('marks the post sold with a Sold ribbon, and available again', async () => {
    signIn('mama_ade');
    const sent = answerPost();
    const { user } = renderWithApp(<PostPopup postId={42} onClose={() => undefined} />);
    expect(within(await loadedPopup()).queryByText('Sold')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mark as sold' }));
    expect(await within(popup()).findByText('Sold')).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.postMarkedSold)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark as available' }));
    await waitFor(() => expect(within(popup()).queryByText('Sold')).not.toBeInTheDocument());
    expect(sent.marks).toEqual([true, false]);
  });

  it('shows a buyer the Sold ribbon and a disabled Message Seller that says why', async () => {
    signIn('chidi');
    answerPost(samplePost({ sold: true }));
    renderWithApp(<PostPopup postId={42} onClose={() => undefined} />);
    expect(within(await loadedPopup()).getByText('Sold')).toBeInTheDocument();
    const message = screen.getByRole('button', { name: 'Message Seller' });
    expect(message).toBeDisabled();
    expect(message).toHaveAccessibleDescription(MESSAGES.postSoldNoChat);
    expect(screen.queryByRole('button', { name: 'Edit post' })).not.toBeInTheDocument();
  });
});
