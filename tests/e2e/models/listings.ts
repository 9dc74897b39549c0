import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Photo } from '../support/photos';
import type { Person } from './people';
import { authorization, sessionToken } from './vendors';

/** What a vendor lists, in the words of the Create Post form. */
export type Listing = {
  /** The form's post type ('Product' or 'Service') and the filter's category type ('Products' or 'Services'). */
  postType: 'Product' | 'Service';
  categoryType: 'product' | 'service';
  category: string;
  /** The category's id in the seeded catalogue (src/contract/catalogue.ts), for posts made through the API. */
  categoryId: number;
  title: string;
  price: number;
  /** The delivery option's label and value. */
  delivery: { label: string; value: string };
  description: string;
};

/** A new listing for each test (a unique title); specs sharing a server give theirs another category and price. */
export function newListing(overrides: Partial<Listing> = {}): Listing {
  const tag = randomBytes(3).toString('hex');
  return {
    postType: 'Product',
    categoryType: 'product',
    category: 'Jewelry & Accessories',
    categoryId: 10,
    title: `Hand-beaded coral necklace ${tag}`,
    price: 45_500,
    delivery: { label: '2-3 days', value: '2_3_days' },
    description: 'Coral and brass beads strung by hand in Enugu, with a matching bracelet. Packed in a gift box.',
    ...overrides,
  };
}

/** The price as the feed and the popup show it (₦45,500; the space after the sign depends on the locale data). */
export const shownPrice = (price: number): RegExp => new RegExp(`₦\\s?${price.toLocaleString('en-NG')}`);

/** Publishes a listing through POST /api/ (multipart, as the Create Post modal sends it); answers the post id. */
export async function publishedListing(request: APIRequestContext, token: string, listing: Listing, photos: readonly Photo[]): Promise<number> {
  const files = Object.fromEntries(
    photos.map((photo, index) => [
      `image_${index}_${photo.name}`,
      { name: photo.name, mimeType: photo.name.endsWith('.png') ? 'image/png' : 'image/jpeg', buffer: readFileSync(photo.path) },
    ]),
  );
  const answer = await request.post('/api/', {
    headers: authorization(token),
    multipart: {
      post: JSON.stringify({
        title: listing.title,
        description: listing.description,
        caption: '',
        category: listing.categoryId,
        category_type: listing.categoryType,
        price: listing.price,
        delivery_time: listing.delivery.value,
      }),
      ...files,
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  const { post } = (await answer.json()) as { post: { id: number } };
  return post.id;
}

/**
 * Removes a post through DELETE /api/ if it is still there (a spec that failed before its owner deleted it):
 * the e2e server is shared by every spec, and a post left behind shows on each later spec's feed.
 */
export async function removedListing(request: APIRequestContext, owner: Person, postId: number): Promise<void> {
  const answer = await request.delete('/api/', { headers: authorization(await sessionToken(request, owner)), data: { postid: postId } });
  expect([200, 404], await answer.text()).toContain(answer.status());
}

/** The posts a spec publishes, removed (removedListing) after each of its tests: call it inside test.describe. */
export function removesListingsAfterEach(): Array<{ owner: Person; postId: number }> {
  const published: Array<{ owner: Person; postId: number }> = [];
  test.afterEach(async ({ request }) => {
    for (const { owner, postId } of published.splice(0)) await removedListing(request, owner, postId);
  });
  return published;
}
