import { describe, expect, it } from 'vitest';
import { POST_PHOTO_SIZES } from '../../../../src/contract/photoSizes';
import { BUILT_INDEX_HTML, BUILT_SCREEN_PRELOADS, builtApp } from '../../support/built-app';
import { newPost, newVendor } from '../../support/factories';
import { get, newUser, useTestApp } from '../../support/helpers';

const distDir = builtApp();
const SITE = 'https://market.example.com';

/** The content of each <meta property|name=key content=...> in the page. */
function metaTags(html: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const [, key = '', content = ''] of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g)) tags.set(key, content);
  return tags;
}

const titleOf = (html: string) => [...html.matchAll(/<title>([^<]*)<\/title>/g)].map(([, title]) => title);

/** A stored picture with the widths the media code writes (server/media/images.ts). */
function picture(name: string) {
  const variant = (width: number) => ({ width, url: `/media/posts/2026/03/${name}-${width}.webp` });
  return {
    kind: 'image' as const,
    url: `/media/posts/2026/03/${name}-1920.webp`,
    width: 1920,
    height: 1440,
    variants: JSON.stringify([400, 800, 1200, 1920].map(variant)),
  };
}

describe("a shared link's page", () => {
  const t = useTestApp({ env: { PUBLIC_URL: SITE }, configure: (config) => ({ ...config, distDir }) });

  it("previews a post with its title, price in naira, description, first picture at 1200 px and canonical address", async () => {
    const vendor = await newVendor(t().stores, { market: { marketname: 'Adaeze Beads' } });
    const postId = await newPost(t().stores, vendor, {
      title: 'Hand-beaded coral necklace',
      price: 45500,
      description: 'Coral and brass beads strung by hand in Enugu.\nPacked in a gift box.',
      media: [{ kind: 'video', url: '/media/posts/2026/03/clip.mp4', width: null, height: null, variants: '[]' }, picture('first'), picture('second')],
    });
    const response = await get(t().app, `/post/${postId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    expect(titleOf(html)).toEqual(['Hand-beaded coral necklace | Naija Market']);
    const tags = metaTags(html);
    expect(Object.fromEntries(tags)).toEqual({
      viewport: 'width=device-width, initial-scale=1',
      description: '₦45,500 · Coral and brass beads strung by hand in Enugu. Packed in a gift box.',
      'og:site_name': 'Naija Market',
      'og:type': 'product',
      'og:title': 'Hand-beaded coral necklace',
      'og:description': '₦45,500 · Coral and brass beads strung by hand in Enugu. Packed in a gift box.',
      'og:url': `${SITE}/post/${postId}`,
      'og:image': `${SITE}/media/posts/2026/03/first-1200.webp`,
      'og:image:width': '1200',
      'og:image:height': '900',
      'og:image:alt': 'Hand-beaded coral necklace',
      'product:price:amount': '45500',
      'product:price:currency': 'NGN',
      'twitter:card': 'summary_large_image',
    });
    expect(html).toContain(`<link rel="canonical" href="${SITE}/post/${postId}" />`);
    // The frame shows the post's first picture, title and price before any script; the app still starts and draws the post.
    const variants = [400, 800, 1200, 1920].map((width) => `/media/posts/2026/03/first-${width}.webp ${width}w`).join(', ');
    expect(html).toContain(
      '<div id="root"><div class="boot-feed"><!--boot-cards--><div class="boot-detail">' +
        `<img src="/media/posts/2026/03/first-1920.webp" srcset="${variants}" sizes="${POST_PHOTO_SIZES}" width="1920" height="1440" alt="" fetchpriority="high" decoding="async">` +
        '<p class="boot-detail__title">Hand-beaded coral necklace</p><p class="boot-detail__price">₦45,500</p></div><!--/boot-cards--></div></div>',
    );
    expect(html).toContain('<script type="module" crossorigin src="/assets/app-abc123.js"></script>');
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
  });

  it("fetches the code of the screen a page opens on at once: a post's on a post, a profile's on a profile, the marketplace's on /", async () => {
    const vendor = await newVendor(t().stores, { market: { marketname: 'Preload Beads' } });
    const postId = await newPost(t().stores, vendor, { title: 'Brass anklet' });
    const postPage = (await get(t().app, `/post/${postId}`)).body;
    expect(postPage).toContain(BUILT_SCREEN_PRELOADS.post);
    expect(postPage).not.toContain('MarketplaceScreen-m1.js');
    const profilePage = (await get(t().app, `/profile/${vendor.username}`)).body;
    expect(profilePage).toContain(BUILT_SCREEN_PRELOADS.profile);
    expect(profilePage).not.toContain('MarketplaceScreen-m1.js');
    expect((await get(t().app, '/')).body).toContain(BUILT_SCREEN_PRELOADS.marketplace);
    expect(postPage.indexOf('PostPage-p1.js')).toBeLessThan(postPage.indexOf('</head>'));
  });

  it('escapes every value it writes: a title with a script and quotes stays text', async () => {
    const vendor = await newVendor(t().stores);
    const title = `<script>alert("owned")</script> & 'quoted' "title"`;
    const postId = await newPost(t().stores, vendor, { title, description: '"><img src=x onerror=alert(1)>' });
    const html = (await get(t().app, `/post/${postId}`)).body;
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    const escaped = '&lt;script&gt;alert(&quot;owned&quot;)&lt;/script&gt; &amp; &#39;quoted&#39; &quot;title&quot;';
    expect(html).toContain(`<meta property="og:title" content="${escaped}" />`);
    expect(html).toContain(`<title>${escaped} | Naija Market</title>`);
    expect(html).toContain(`<p class="boot-detail__title">${escaped}</p>`);
    expect(metaTags(html).get('og:description')).toBe('₦15,000 · &quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
  });

  it('cuts a long description at a word, says FREE for a free post, and falls back to the small card without a picture', async () => {
    const vendor = await newVendor(t().stores, { market: { marketname: 'Tunde Tailoring' } });
    const words = Array.from({ length: 60 }, (_, index) => `word${index}`).join(' ');
    const longPost = await newPost(t().stores, vendor, { price: 0, description: words });
    const tags = metaTags((await get(t().app, `/post/${longPost}`)).body);
    const description = tags.get('og:description') ?? '';
    expect(description.startsWith('FREE · word0 word1')).toBe(true);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/ word\d+…$/);
    expect(tags.has('og:image')).toBe(false);
    expect(tags.get('twitter:card')).toBe('summary');

    const noDescription = await newPost(t().stores, vendor, { price: 2500.5, description: '  ' });
    expect(metaTags((await get(t().app, `/post/${noDescription}`)).body).get('og:description')).toBe('₦2,500.50 · Tunde Tailoring on Naija Market');
  });

  it('previews a vendor by market name, bio when shown, place and picture', async () => {
    const vendor = await newVendor(t().stores, { username: 'adaeze', market: { marketname: 'Adaeze <Beads>', city: 'Enugu', state: 'Enugu' } });
    await t().stores.accounts.updateProfile(vendor.id, { bio: 'Beads strung by hand since 2009.', display_bio: 1 });
    await t().db.kysely.updateTable('users').set({ profileimg: '/media/profiles/2026/03/adaeze-400.webp' }).where('id', '=', vendor.id).execute();
    const response = await get(t().app, '/profile/ADAEZE');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(titleOf(html)).toEqual(['Adaeze &lt;Beads&gt; | Naija Market']);
    const tags = metaTags(html);
    expect(tags.get('og:type')).toBe('profile');
    expect(tags.get('og:title')).toBe('Adaeze &lt;Beads&gt;');
    expect(tags.get('og:description')).toBe('Beads strung by hand since 2009. · Enugu, Enugu');
    expect(tags.get('og:image')).toBe(`${SITE}/media/profiles/2026/03/adaeze-400.webp`);
    expect(tags.get('og:url')).toBe(`${SITE}/profile/adaeze`);
    expect(tags.get('profile:username')).toBe('adaeze');
    expect(tags.get('twitter:card')).toBe('summary');
    expect(html).toContain(`<link rel="canonical" href="${SITE}/profile/adaeze" />`);
    // The frame shows the cover (here none: the brand's colours), the name and the username before any script.
    expect(html).toContain(
      '<!--boot-cards--><div class="boot-profile"><div class="boot-profile__cover"></div><p class="boot-detail__title">Adaeze &lt;Beads&gt;</p><p class="boot-profile__username">@adaeze</p></div><!--/boot-cards-->',
    );
    await t().db.kysely.updateTable('users').set({ coverimg: '/media/covers/2026/03/adaeze-1200.webp' }).where('id', '=', vendor.id).execute();
    expect((await get(t().app, '/profile/adaeze')).body).toContain(
      '<div class="boot-profile"><img class="boot-profile__cover" src="/media/covers/2026/03/adaeze-1200.webp" alt="" fetchpriority="high" decoding="async">',
    );
  });

  it('previews a buyer by full name, without a bio they keep hidden or a picture they do not have', async () => {
    const buyer = await newUser(t().stores, { username: 'chioma', firstName: 'Chioma', lastName: 'Obi', city: 'Lagos' });
    await t().stores.accounts.updateProfile(buyer.id, { bio: 'Private words', display_bio: 0 });
    const tags = metaTags((await get(t().app, '/profile/chioma')).body);
    expect(tags.get('og:title')).toBe('Chioma Obi');
    expect(tags.get('og:description')).toBe('Chioma Obi on Naija Market · Lagos');
    expect(tags.has('og:image')).toBe(false);
  });

  it("answers a post or profile that does not exist 404 with the plain app, so it shows its not-found screen", async () => {
    const vendor = await newVendor(t().stores, { username: 'known_vendor' });
    await newPost(t().stores, vendor);
    for (const url of ['/post/999999', '/post/0', '/post/abc', '/post/1e3', '/post/99999999999999999999', '/profile/nobody', '/profile/%00', `/profile/${'x'.repeat(300)}`]) {
      const response = await get(t().app, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.body, url).toBe(BUILT_INDEX_HTML);
    }
  });

  it('answers HEAD like GET, without the body', async () => {
    const postId = await newPost(t().stores, await newVendor(t().stores));
    const head = await t().app.inject({ method: 'HEAD', url: `/post/${postId}` });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toContain('text/html');
    expect(head.body).toBe('');
    expect((await t().app.inject({ method: 'HEAD', url: '/post/424242' })).statusCode).toBe(404);
  });
});

describe("the app's pages and every other URL", () => {
  const t = useTestApp({ configure: (config) => ({ ...config, distDir }) });

  it("answers the client's own pages 200 with the app, whatever the case or a trailing slash", async () => {
    for (const url of ['/login', '/LOGIN', '/register?ref=ABC', '/activate?username=x', '/auth/callback?error=x', '/search?user=ada', '/nearby/', '/settings', '/settings/profile/', '/settings/about', '/chats', '/chats/abc123', '/notification']) {
      const response = await get(t().app, url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(BUILT_INDEX_HTML);
    }
  });

  it('answers any other URL 404 with the app, which shows its not-found screen', async () => {
    for (const url of ['/nope', '/login/extra', '/post', '/post/1/comments', '/profile', '/settings/unknown', '/chats/abc/def', '/manifest.webmanifest', '/index.htm']) {
      const response = await get(t().app, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toBe(BUILT_INDEX_HTML);
    }
  });

  it('keeps the JSON 404 of the API, media, sockets and built assets', async () => {
    for (const url of ['/api/nope', '/media/missing.webp', '/ws/unknown/', '/assets/gone-123.js']) {
      const response = await get(t().app, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ message: expect.any(String) });
    }
  });
});
