import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES, type Post } from '../../src/contract';
import { feedPage } from '../fixtures/marketplace';
import { savedStore } from '../fixtures/store';
import { apiUrl, server } from '../setup/msw';
import { renderApp } from './routes.render';
import { clearToasts, findToast, storeServer } from './store.render';

/** GET /hidden/posts and POST /hidden as the server keeps them: alice's own list, unhiding one removes it. */
function hiddenServer(posts: Post[], unhide: (postId: number) => Response | undefined = () => undefined) {
  let hidden = [...posts];
  const unhidden: unknown[] = [];
  server.use(
    http.get(apiUrl('/hidden/posts'), () => HttpResponse.json({ results: hidden })),
    http.post(apiUrl('/hidden'), async ({ request }) => {
      const body = (await request.json()) as { post_id: number; action: boolean };
      unhidden.push(body);
      const refused = unhide(body.post_id);
      if (refused) return refused;
      hidden = hidden.filter((post) => post.id !== body.post_id);
      return HttpResponse.json({ post_ids: hidden.map((post) => post.id) });
    }),
  );
  return { unhidden };
}

const section = () => screen.getByRole('region', { name: 'Hidden Posts' });
const titles = () => within(section()).queryAllByRole('link').map((link) => link.textContent);

afterEach(async () => {
  localStorage.clear();
  await clearToasts();
});

describe('/settings/marketplace: Hidden Posts', () => {
  it("lists the account's hidden posts; Unhide unhides one on the server and refreshes this browser's cached list", async () => {
    const [rice, yam] = feedPage([7, 3]).results;
    if (!rice || !yam) throw new Error('two posts');
    storeServer({ market_info: savedStore() });
    const { unhidden } = hiddenServer([{ ...rice, title: 'Ofada rice' }, { ...yam, title: 'Abuja yam' }]);
    localStorage.setItem('hiddenPosts', JSON.stringify({ username: 'alice', post_ids: [7, 3] }));
    const { user } = renderApp('/settings/marketplace');
    await waitFor(() => expect(titles()).toEqual(['Ofada rice', 'Abuja yam']));
    expect(within(section()).getByRole('link', { name: 'Ofada rice' })).toHaveAttribute('href', '/post/7');
    await user.click(within(section()).getByRole('button', { name: 'Unhide Ofada rice' }));
    expect(await findToast(MESSAGES.postUnhidden)).toBeInTheDocument();
    expect(titles()).toEqual(['Abuja yam']);
    expect(unhidden).toEqual([{ post_id: 7, action: false }]);
    expect(JSON.parse(localStorage.getItem('hiddenPosts') ?? '{}')).toEqual({ username: 'alice', post_ids: [3] });
  });

  it('is there without a store too, and says when nothing is hidden', async () => {
    storeServer();
    hiddenServer([]);
    renderApp('/settings/marketplace');
    await screen.findByRole('heading', { name: 'SETUP A STORE' });
    expect(await within(section()).findByText(MESSAGES.noHiddenPosts)).toBeInTheDocument();
  });

  it('a refused Unhide keeps the post listed and says so', async () => {
    const [rice] = feedPage([7]).results;
    if (!rice) throw new Error('a post');
    storeServer({ market_info: savedStore() });
    hiddenServer([{ ...rice, title: 'Ofada rice' }], () => HttpResponse.json({ message: 'down' }, { status: 500 }));
    const { user } = renderApp('/settings/marketplace');
    await user.click(await within(await screen.findByRole('region', { name: 'Hidden Posts' })).findByRole('button', { name: 'Unhide Ofada rice' }));
    expect(await findToast(MESSAGES.unhidePostFailed)).toBeInTheDocument();
    expect(titles()).toEqual(['Ofada rice']);
    expect(within(section()).getByRole('button', { name: 'Unhide Ofada rice' })).toBeEnabled();
  });

  it('a failed load says so, and Try Again lists them', async () => {
    const [rice] = feedPage([7]).results;
    if (!rice) throw new Error('a post');
    storeServer({ market_info: savedStore() });
    let fail = true;
    server.use(
      http.get(apiUrl('/hidden/posts'), () => (fail ? HttpResponse.json({ message: 'down' }, { status: 500 }) : HttpResponse.json({ results: [{ ...rice, title: 'Ofada rice' }] }))),
    );
    const { user } = renderApp('/settings/marketplace');
    expect(await within(await screen.findByRole('region', { name: 'Hidden Posts' })).findByText(MESSAGES.hiddenPostsLoadFailed)).toBeInTheDocument();
    fail = false;
    await user.click(within(section()).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(titles()).toEqual(['Ofada rice']));
  });
});
