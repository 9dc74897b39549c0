import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, type Post } from '../../src/contract';
import { PostPage } from '../../src/ui/screens/post/PostPage';
import { PostPopup } from '../../src/ui/screens/post/PostPopup';
import { samplePost } from '../fixtures/post';
import { apiUrl, server } from '../setup/msw';
import { location, renderWithApp, signIn } from './post.render';

function answerPost(post: Post = samplePost()) {
  server.use(
    http.get(apiUrl(`/post/${post.id}`), () => HttpResponse.json({ post })),
    http.get(apiUrl('/comment'), () => HttpResponse.json({ comments: [] })),
  );
}

const dialog = () => screen.getByRole('dialog');

/** The popup opened from a button, as the feed opens it, so closing and focus can be seen. */
function Opener({ postId }: { postId: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open post
      </button>
      {open ? <PostPopup postId={postId} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('PostPopup: loading', () => {
  it('shows Loading post... then the post in a modal dialog', async () => {
    answerPost();
    renderWithApp(<PostPopup postId={42} onClose={() => undefined} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading post...');
    expect(await within(dialog()).findByRole('heading', { name: 'Fresh Ofada rice, 50kg bag' })).toBeInTheDocument();
    expect(dialog()).toHaveAttribute('aria-modal', 'true');
    expect(dialog()).toHaveAccessibleName('Fresh Ofada rice, 50kg bag');
  });

  it('says Post Not Found for an unknown post', async () => {
    server.use(http.get(apiUrl('/post/7'), () => HttpResponse.json({ message: MESSAGES.postNotFound }, { status: 404 })));
    renderWithApp(<PostPopup postId={7} onClose={() => undefined} />);
    expect(await screen.findByRole('heading', { name: MESSAGES.postNotFoundTitle })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.postNotFound)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
  });

  it('says Failed to Load Post with the error, and Try Again loads it', async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl('/post/42'), () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ message: 'Database is resting' }, { status: 500 }) : HttpResponse.json({ post: samplePost() });
      }),
      http.get(apiUrl('/comment'), () => HttpResponse.json({ comments: [] })),
    );
    const { user } = renderWithApp(<PostPopup postId={42} onClose={() => undefined} />);
    expect(await screen.findByRole('heading', { name: MESSAGES.failedToLoadPost })).toBeInTheDocument();
    expect(screen.getByText('Database is resting')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Fresh Ofada rice, 50kg bag' })).toBeInTheDocument();
  });

  it('says Invalid response format when the answer has no post', async () => {
    server.use(http.get(apiUrl('/post/42'), () => HttpResponse.json({})));
    renderWithApp(<PostPopup postId={42} onClose={() => undefined} />);
    expect(await screen.findByText(MESSAGES.invalidResponseFormat)).toBeInTheDocument();
  });

  it('says No Post Data without an id or a post', () => {
    renderWithApp(<PostPopup onClose={() => undefined} />);
    expect(screen.getByRole('heading', { name: MESSAGES.noPostData })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.noPostIdOrContent)).toBeInTheDocument();
  });
});

describe('PostPopup: the post', () => {
  it('shows the seller, price, chips, time, description with Read More, caption and contact', async () => {
    answerPost();
    const { user } = renderWithApp(<PostPopup postId={42} onClose={() => undefined} />);
    const popup = within(await screen.findByRole('dialog'));
    await popup.findByText('Mama Ade Foods');
    expect(popup.getByText('Ikeja, Lagos')).toBeInTheDocument();
    expect(popup.getByText('₦85,000')).toBeInTheDocument();
    const chips = popup.getByRole('list', { name: 'Details' });
    expect(within(chips).getAllByRole('listitem').map((chip) => chip.textContent)).toEqual(['Food & Groceries', 'Next day', 'Delivers within 15 km']);
    expect(popup.getByText(/^Posted /)).toBeInTheDocument();
    const description = popup.getByRole('region', { name: 'Description' });
    expect(within(description).getByText(/…$/)).toBeInTheDocument();
    await user.click(within(description).getByRole('button', { name: 'Read More' }));
    expect(within(description).getByText(samplePost().description)).toBeInTheDocument();
    await user.click(within(description).getByRole('button', { name: 'Show Less' }));
    expect(within(description).getByRole('button', { name: 'Read More' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(popup.getByRole('region', { name: 'Additional Information' })).getByText(samplePost().caption)).toBeInTheDocument();
    expect(within(popup.getByRole('region', { name: 'Contact Information' })).getByRole('link', { name: '+2348011112222' })).toHaveAttribute(
      'href',
      'tel:+2348011112222',
    );
    expect(popup.getByRole('img', { name: 'Fresh Ofada rice, 50kg bag' })).toBeInTheDocument();
  });

  it('shows FREE at 0, No image available, and hides a phone the vendor does not display', async () => {
    const post = samplePost({ price: 0, images: [] });
    const hidden = { ...post, user: { ...post.user, vendor: post.user.vendor && { ...post.user.vendor, display_phone: false } } };
    answerPost(hidden);
    renderWithApp(<PostPopup postId={42} onClose={() => undefined} />);
    expect(await screen.findByText('FREE')).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.noImageAvailable)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Contact Information' })).not.toBeInTheDocument();
  });

  it('a visitor sees View Seller Profile, not Message Seller', async () => {
    answerPost();
    const { user } = renderWithApp(<PostPopup postId={42} onClose={() => undefined} />);
    const profile = await screen.findByRole('link', { name: 'View Seller Profile' });
    expect(screen.queryByRole('button', { name: 'Message Seller' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Call Seller' })).not.toBeInTheDocument();
    await user.click(profile);
    expect(location()).toBe('/profile/mama_ade');
  });

  it('the owner sees View Seller Profile', async () => {
    signIn('mama_ade');
    answerPost();
    renderWithApp(<PostPopup postId={42} onClose={() => undefined} />);
    expect(await screen.findByRole('link', { name: 'View Seller Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Message Seller' })).not.toBeInTheDocument();
  });
});

describe('PostPopup: Message Seller', () => {
  it('creates one room and goes to it', async () => {
    signIn('alice');
    answerPost();
    const receivers: unknown[] = [];
    let answer: () => void = () => undefined;
    server.use(
      http.post(apiUrl('/v2/chats/'), async ({ request }) => {
        receivers.push(((await request.json()) as { receiver: unknown }).receiver);
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json({ uniquecode: 'room-77', created: true });
      }),
    );
    const { user } = renderWithApp(<PostPopup postId={42} onClose={() => undefined} />);
    const message = await screen.findByRole('button', { name: 'Message Seller' });
    expect(screen.getByRole('link', { name: 'Call Seller' })).toHaveAttribute('href', 'tel:+2348011112222');
    expect(screen.queryByRole('link', { name: 'View Seller Profile' })).not.toBeInTheDocument();
    await user.dblClick(message);
    expect(screen.getByRole('button', { name: 'Starting chat...' })).toBeDisabled();
    await waitFor(() => expect(receivers).toEqual(['mama_ade']));
    answer();
    await waitFor(() => expect(location()).toBe('/chats/room-77'));
    expect(receivers).toEqual(['mama_ade']);
  });

  it('says Failed to start chat when the room cannot be made', async () => {
    signIn('alice');
    answerPost();
    server.use(http.post(apiUrl('/v2/chats/'), () => HttpResponse.json({ message: 'nope' }, { status: 500 })));
    const { user } = renderWithApp(<PostPopup postId={42} onClose={() => undefined} />);
    await user.click(await screen.findByRole('button', { name: 'Message Seller' }));
    expect(await screen.findByText(MESSAGES.failedToStartChat)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Message Seller' })).toBeEnabled();
  });
});

describe('PostPopup: sharing', () => {
  it('offers the seven share targets with the post link', async () => {
    answerPost();
    renderWithApp(<PostPopup postId={42} onClose={() => undefined} />);
    const share = within(await screen.findByRole('region', { name: 'Share this post' }));
    const labels = share.getAllByRole('link').map((link) => link.textContent);
    expect(labels).toEqual(['WhatsApp', 'Facebook', 'Reddit', 'X', 'Email', 'LinkedIn', 'Telegram']);
    const link = encodeURIComponent(`${window.location.origin}/post/42`);
    const title = encodeURIComponent('Fresh Ofada rice, 50kg bag');
    const href = (name: string) => share.getByRole('link', { name }).getAttribute('href');
    // Each network's own share address, with the post's link where it reads it (Instagram has none: it is not offered).
    expect(href('WhatsApp')).toBe(`https://wa.me/?text=${title}%20${link}`);
    expect(href('Facebook')).toBe(`https://www.facebook.com/sharer/sharer.php?u=${link}`);
    expect(href('Reddit')).toBe(`https://www.reddit.com/submit?url=${link}&title=${title}`);
    expect(href('X')).toBe(`https://twitter.com/intent/tweet?url=${link}&text=${title}`);
    expect(href('Email')).toBe(`mailto:?subject=${title}&body=${title}%20${link}`);
    expect(href('LinkedIn')).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${link}`);
    expect(href('Telegram')).toBe(`https://t.me/share/url?url=${link}&text=${title}`);
    expect(share.queryByRole('link', { name: 'Instagram' })).toBeNull();
  });

  it('an opened share is recorded and says Post shared successfully', async () => {
    answerPost();
    const targets: unknown[] = [];
    server.use(
      http.post(apiUrl('/post/42/share'), async ({ request }) => {
        targets.push(((await request.json()) as { target: unknown }).target);
        return HttpResponse.json({ success: true, message: 'shared' });
      }),
    );
    renderWithApp(<PostPopup postId={42} onClose={() => undefined} />);
    const telegram = await screen.findByRole('link', { name: 'Telegram' });
    telegram.addEventListener('click', (event) => event.preventDefault());
    await act(async () => telegram.click());
    expect(await screen.findByText(MESSAGES.postShared)).toBeInTheDocument();
    await waitFor(() => expect(targets).toEqual(['telegram']));
  });

  it('Copy link copies, says so and shows Link copied!', async () => {
    answerPost();
    const { user } = renderWithApp(<PostPopup postId={42} onClose={() => undefined} />);
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText(MESSAGES.linkCopied)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Link copied!' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/post/42`);
  });

  it('says Failed to copy link when the clipboard refuses', async () => {
    answerPost();
    const { user } = renderWithApp(<PostPopup postId={42} onClose={() => undefined} />);
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText(MESSAGES.failedToCopyLink)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });
});

describe('PostPopup: the dialog', () => {
  it('takes the focus, keeps Tab inside, closes on Escape and gives the focus back', async () => {
    answerPost();
    const { user } = renderWithApp(<Opener postId={42} />);
    const opener = screen.getByRole('button', { name: 'Open post' });
    await user.click(opener);
    await screen.findByRole('heading', { name: 'Fresh Ofada rice, 50kg bag' });
    expect(dialog()).toHaveFocus();
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(dialog().contains(document.activeElement)).toBe(true);
    await user.tab();
    expect(dialog().contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes from its Close button', async () => {
    answerPost();
    const { user } = renderWithApp(<Opener postId={42} />);
    await user.click(screen.getByRole('button', { name: 'Open post' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('PostPage', () => {
  it('opens a shared link for a visitor and goes home on close', async () => {
    answerPost();
    const { user } = renderWithApp(<PostPage />, { path: '/post/:id', entry: '/post/42' });
    expect(await screen.findByRole('heading', { name: 'Fresh Ofada rice, 50kg bag' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(location()).toBe('/');
  });

  it('says No Post Data for an id that is not a number', () => {
    renderWithApp(<PostPage />, { path: '/post/:id', entry: '/post/abc' });
    expect(screen.getByRole('heading', { name: MESSAGES.noPostData })).toBeInTheDocument();
  });
});
