import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES, type Comment } from '../../src/contract';
import { CommentsSection } from '../../src/ui/screens/post/CommentsSection';
import { closedPost, sampleComment, samplePost, topLevelComments } from '../fixtures/post';
import { apiUrl, server } from '../setup/msw';
import { location, renderWithApp, signIn } from './post.render';

type Posted = { post: unknown; comment: unknown; parent: unknown };

function answerComments(comments: Comment[], onPost?: (body: Posted) => Response | Promise<Response>) {
  const posted: Posted[] = [];
  server.use(
    http.get(apiUrl('/comment'), () => HttpResponse.json({ comments })),
    http.post(apiUrl('/comment'), async ({ request }) => {
      const body = (await request.json()) as Posted;
      posted.push(body);
      if (onPost) return onPost(body);
      return postedAnswer(body, { id: 900 + posted.length, count: comments.length + 1 });
    }),
  );
  return posted;
}

/** The server's answer to a posted comment: saved as Alice's, under `id`, the post now counting `count`. */
function postedAnswer(body: Posted, { id, count }: { id: number; count: number }): Response {
  const saved = sampleComment(id, {
    user: { username: 'alice', display_name: 'Alice Okafor', profileimg: '' },
    comment: String(body.comment),
    parent: body.parent === null ? null : Number(body.parent),
    created_at: new Date().toISOString(),
  });
  return HttpResponse.json({ comment: saved, no_of_comments: count }, { status: 201 });
}

const list = () => screen.getByRole('list', { name: 'Comments' });
const shownTexts = () =>
  within(list())
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list())
    .map((item) => within(item).getAllByText(/^Comment number \d+$|^Is it/)[0]?.textContent);
const commentBox = () => screen.getByRole('textbox', { name: 'Write a comment' });

describe('CommentsSection: the list', () => {
  it('shows the count, the 2 newest collapsed, 3 expanded and 5 more per Load more', async () => {
    answerComments(topLevelComments(10));
    const { user } = renderWithApp(<CommentsSection post={samplePost({ no_of_comments: 10 })} />);
    expect(screen.getByRole('heading', { name: 'Comments' })).toBeInTheDocument();
    expect(screen.getByText('10 comments')).toBeInTheDocument();
    await screen.findByText('Comment number 10');
    expect(shownTexts()).toEqual(['Comment number 10', 'Comment number 9']);
    await user.click(screen.getByRole('button', { name: 'View all 10 comments' }));
    expect(shownTexts()).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Load more comments' }));
    expect(shownTexts()).toHaveLength(8);
    await user.click(screen.getByRole('button', { name: 'Load more comments' }));
    expect(shownTexts()).toHaveLength(10);
    expect(screen.queryByRole('button', { name: 'Load more comments' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show less' }));
    expect(shownTexts()).toHaveLength(2);
  });

  it('says 1 comment, links the author and shows the relative time', async () => {
    answerComments([sampleComment(1)]);
    renderWithApp(<CommentsSection post={samplePost({ no_of_comments: 1 })} />);
    expect(screen.getByText('1 comment')).toBeInTheDocument();
    const author = await screen.findByRole('link', { name: 'Chidi Eze' });
    expect(author).toHaveAttribute('href', '/profile/chidi');
    expect(within(list()).getByText(/ago$|\//)).toBeInTheDocument();
  });

  it('nests replies under their comment', async () => {
    answerComments([sampleComment(1), sampleComment(2, { parent: 1, comment: 'Is it fresh?' })]);
    renderWithApp(<CommentsSection post={samplePost()} />);
    const replies = await screen.findByRole('list', { name: 'Replies to chidi' });
    expect(within(replies).getByText('Is it fresh?')).toBeInTheDocument();
    expect(shownTexts()).toEqual(['Comment number 1']);
  });

  it('says Unable to load comments. and loads again on Try Again', async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl('/comment'), () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ message: 'down' }, { status: 500 }) : HttpResponse.json({ comments: [sampleComment(1)] });
      }),
    );
    const { user } = renderWithApp(<CommentsSection post={samplePost()} />);
    expect(await screen.findByText(MESSAGES.unableToLoadComments)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Comment number 1')).toBeInTheDocument();
  });
});

describe('CommentsSection: who may comment', () => {
  it('a visitor sees Please login to comment. and a disabled input', async () => {
    answerComments([sampleComment(1)]);
    renderWithApp(<CommentsSection post={samplePost()} />);
    expect(screen.getByText(MESSAGES.pleaseLoginToComment)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.pleaseLogInToComment)).toBeInTheDocument();
    expect(commentBox()).toBeDisabled();
    expect(commentBox()).toHaveAttribute('placeholder', MESSAGES.logInToCommentPlaceholder);
    expect(await screen.findByText('Comment number 1')).toBeInTheDocument();
  });

  it('a vendor who disabled comments: notice, placeholder, no Reply', async () => {
    signIn();
    answerComments([sampleComment(1)]);
    renderWithApp(<CommentsSection post={closedPost()} />);
    await screen.findByText('Comment number 1');
    expect(screen.getByText(MESSAGES.commentsDisabledNotice)).toBeInTheDocument();
    expect(commentBox()).toBeDisabled();
    expect(commentBox()).toHaveAttribute('placeholder', MESSAGES.commentsDisabledPlaceholder);
    expect(screen.queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
  });
});

describe('CommentsSection: writing', () => {
  it('Ctrl+Enter posts a comment that shows at once, labelled You, and counts it', async () => {
    signIn();
    const posted = answerComments(topLevelComments(2));
    const { user } = renderWithApp(<CommentsSection post={samplePost({ no_of_comments: 2 })} />);
    await screen.findByText('Comment number 2');
    await waitFor(() => expect(commentBox()).toBeEnabled());
    await user.type(commentBox(), 'Is it still available?');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await screen.findByText('Is it still available?')).toBeInTheDocument();
    expect(screen.getByText('3 comments')).toBeInTheDocument();
    await waitFor(() => expect(posted).toEqual([{ post: 42, comment: 'Is it still available?', parent: null }]));
    const mine = screen.getByText('Is it still available?').closest('li');
    expect(within(mine as HTMLElement).getByRole('link', { name: 'You' })).toHaveAttribute('href', '/profile/alice');
    await waitFor(() => expect(mine?.closest('[data-optimistic]')).toBeNull());
    expect(commentBox()).toHaveValue('');
  });

  it('says Comment cannot be empty for an empty comment', async () => {
    signIn();
    const posted = answerComments([]);
    const { user } = renderWithApp(<CommentsSection post={samplePost({ no_of_comments: 0 })} />);
    await waitFor(() => expect(commentBox()).toBeEnabled());
    await user.type(commentBox(), '   ');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(within(screen.getByRole('form', { name: 'Add a comment' })).getByRole('alert')).toHaveTextContent(MESSAGES.commentEmpty);
    expect(posted).toEqual([]);
  });

  it('a refused comment is removed, its text comes back and the toast says why', async () => {
    signIn();
    answerComments([], () => HttpResponse.json({ message: 'down' }, { status: 500 }));
    const { user } = renderWithApp(<CommentsSection post={samplePost({ no_of_comments: 0 })} />);
    await waitFor(() => expect(commentBox()).toBeEnabled());
    await user.type(commentBox(), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText(MESSAGES.commentPostFailed)).toBeInTheDocument();
    await waitFor(() => expect(commentBox()).toHaveValue('Hello'));
    expect(screen.getByText('0 comments')).toBeInTheDocument();
  });

  it("a comment made offline stays with Will send when you're back online, and is posted once the browser is online", async () => {
    signIn();
    let online = true;
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    try {
      const posted = answerComments([], (body) => (online ? postedAnswer(body, { id: 901, count: 1 }) : HttpResponse.error()));
      const { user } = renderWithApp(<CommentsSection post={samplePost({ no_of_comments: 0 })} />);
      await waitFor(() => expect(commentBox()).toBeEnabled());
      online = false;
      await user.type(commentBox(), 'Hello');
      await user.click(screen.getByRole('button', { name: 'Post' }));
      const mine = (await screen.findByText('Hello')).closest('li') as HTMLElement;
      expect(await within(mine).findByText(MESSAGES.sendsWhenOnline)).toBeInTheDocument();
      expect(screen.getByText('1 comment')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Post' })).toBeDisabled();
      expect(screen.queryByText(MESSAGES.commentPostFailed)).not.toBeInTheDocument();

      online = true;
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
      await waitFor(() => expect(screen.queryByText(MESSAGES.sendsWhenOnline)).not.toBeInTheDocument());
      expect(posted.at(-1)).toEqual({ post: 42, comment: 'Hello', parent: null });
      await waitFor(() => expect(screen.getByText('Hello').closest('[data-optimistic]')).toBeNull());
      expect(screen.getByText('1 comment')).toBeInTheDocument();
    } finally {
      onLine.mockRestore();
    }
  });

  it('the server closing comments says Comments are disabled for this post', async () => {
    signIn();
    answerComments([], () => HttpResponse.json({ message: MESSAGES.commentsDisabledToast }, { status: 403 }));
    const { user } = renderWithApp(<CommentsSection post={samplePost({ no_of_comments: 0 })} />);
    await waitFor(() => expect(commentBox()).toBeEnabled());
    await user.type(commentBox(), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText(MESSAGES.commentsDisabledToast)).toBeInTheDocument();
    expect(commentBox()).toBeDisabled();
  });
});

describe('CommentsSection: replies', () => {
  it('Reply opens a form, a reply lands under its comment and is not counted', async () => {
    signIn();
    const posted = answerComments([sampleComment(1)]);
    const { user } = renderWithApp(<CommentsSection post={samplePost({ no_of_comments: 1 })} />);
    const reply = await screen.findByRole('button', { name: 'Reply' });
    await user.click(reply);
    expect(reply).toHaveAttribute('aria-expanded', 'true');
    const form = screen.getByRole('form', { name: 'Reply to chidi' });
    await user.click(within(form).getByRole('button', { name: 'Reply' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(MESSAGES.replyEmpty);
    await user.type(within(form).getByRole('textbox', { name: 'Write a reply' }), 'Yes, still available');
    await user.click(within(form).getByRole('button', { name: 'Reply' }));
    const replies = await screen.findByRole('list', { name: 'Replies to chidi' });
    expect(within(replies).getByText('Yes, still available')).toBeInTheDocument();
    await waitFor(() => expect(posted).toEqual([{ post: 42, comment: 'Yes, still available', parent: 1 }]));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Reply to chidi' })).not.toBeInTheDocument());
    expect(screen.getByText('1 comment')).toBeInTheDocument();
  });

  it('Reply toggles its form closed again', async () => {
    signIn();
    answerComments([sampleComment(1)]);
    const { user } = renderWithApp(<CommentsSection post={samplePost()} />);
    const reply = await screen.findByRole('button', { name: 'Reply' });
    await user.click(reply);
    await user.click(reply);
    expect(screen.queryByRole('form', { name: 'Reply to chidi' })).not.toBeInTheDocument();
  });

  it('an author link goes to the profile', async () => {
    answerComments([sampleComment(1)]);
    const { user } = renderWithApp(<CommentsSection post={samplePost()} />);
    await user.click(await screen.findByRole('link', { name: 'Chidi Eze' }));
    expect(location()).toBe('/profile/chidi');
  });
});
