import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CATEGORIES, DELIVERY_TIMES, MESSAGES, type CurrentUser, type Post } from '../../src/contract';
import { selectCurrentUser } from '../../src/machines/auth';
import { reloadPage } from '../../src/services/posts';
import { useAuthSelector } from '../../src/ui/app/AppActor';
import { CreatePostModal } from '../../src/ui/screens/createPost/CreatePostModal';
import { postOf } from '../fixtures/marketplace';
import { fileOf, MB } from '../fixtures/media';
import { marketInfoOf } from '../fixtures/profile';
import { apiUrl, server } from '../setup/msw';
import { answerProfiles, renderWithSession, signedInUser } from './marketplaceProfile.render';

vi.mock(import('../../src/services/posts'), async (original) => ({ ...(await original()), reloadPage: vi.fn() }));

type Sent = { kind: 'json'; body: unknown } | { kind: 'multipart'; post: unknown; files: string[] };
let sent: Sent[] = [];
let answer: () => Response | Promise<Response>;

const vendor = (allowMultiple = true): CurrentUser =>
  signedInUser('mama_nkechi', { market_info: marketInfoOf({ allow_multi_image: allowMultiple }) });

function useServer(currentUser: CurrentUser = vendor()) {
  answerProfiles({ mama_nkechi: currentUser });
  server.use(
    http.get(apiUrl('/categories-and-delivery'), () =>
      HttpResponse.json({
        product_categories: CATEGORIES.filter((category) => category.category_type === 'product'),
        service_categories: CATEGORIES.filter((category) => category.category_type === 'service'),
        delivery_times: DELIVERY_TIMES,
      }),
    ),
    http.post(apiUrl(''), async ({ request }) => {
      if ((request.headers.get('content-type') ?? '').includes('multipart')) {
        const form = await request.formData();
        const files = [...form.keys()].filter((key) => key !== 'post');
        sent.push({ kind: 'multipart', post: JSON.parse(String(form.get('post'))), files });
      } else {
        sent.push({ kind: 'json', body: await request.json() });
      }
      return answer();
    }),
  );
}

/** The modal as the feed mounts it: once the user's details are in (and kept, whatever the session does next). */
function Host({ onClose, onCreated }: { onClose: () => void; onCreated: (post: Post) => void }) {
  const loaded = useAuthSelector((snapshot) => selectCurrentUser(snapshot) !== null);
  const [shown, setShown] = useState(false);
  if (loaded && !shown) setShown(true);
  return shown || loaded ? <CreatePostModal onClose={onClose} onCreated={onCreated} /> : null;
}

async function openModal(currentUser?: CurrentUser) {
  useServer(currentUser);
  const onClose = vi.fn();
  const onCreated = vi.fn();
  const view = renderWithSession(<Host onClose={onClose} onCreated={onCreated} />, { path: '/', signedInAs: 'mama_nkechi' });
  const dialog = await screen.findByRole('dialog', { name: 'Create Post' });
  await waitFor(() => expect(within(dialog).queryByText('Loading categories...')).not.toBeInTheDocument());
  return { ...view, dialog, onClose, onCreated };
}

type User = Awaited<ReturnType<typeof openModal>>['user'];

const field = (label: string | RegExp) => screen.getByLabelText(label);
const createButton = () => screen.getByRole('button', { name: /Create Post|Creating\.\.\./ });

async function fillValid(user: User) {
  await user.selectOptions(field('Post type'), 'product');
  await user.selectOptions(field('Category'), '1');
  await user.type(field('Title'), 'Fresh tomatoes');
  await user.type(field('Caption (optional)'), 'From the farm');
  await user.type(field('Price (₦)'), '2500');
  await user.selectOptions(field('Delivery time'), 'same_day');
  await user.type(field('Description'), 'A basket of ripe tomatoes.');
}

const created = postOf(41, { title: 'Fresh tomatoes' });

beforeEach(() => {
  sent = [];
  answer = () => HttpResponse.json({ success: true, message: MESSAGES.postCreated, post: created }, { status: 201 });
  vi.mocked(reloadPage).mockClear();
});

describe('CreatePostModal', () => {
  it('is a modal dialog with every field, the counter and a media picker for images and videos', async () => {
    const { dialog } = await openModal();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    for (const label of ['Post type', 'Category', 'Title', 'Caption (optional)', 'Price (₦)', 'Delivery time', 'Description']) {
      expect(within(dialog).getByLabelText(label)).toBeInTheDocument();
    }
    expect(within(dialog).getByText('0/500')).toBeInTheDocument();
    const picker = within(dialog).getByLabelText('Photos or video');
    expect(picker).toHaveAttribute('accept', 'image/*,video/*');
    expect(picker).toHaveAttribute('multiple');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(createButton()).toHaveTextContent('Create Post');
  });

  it('picks one file only without allow_multi_image', async () => {
    await openModal(vendor(false));
    expect(field('Photos or video')).not.toHaveAttribute('multiple');
  });

  it('shows a field message once the field is left', async () => {
    const { user } = await openModal();
    await user.click(field('Title'));
    await user.tab();
    expect(await screen.findByText(MESSAGES.titleRequired)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.descriptionRequired)).not.toBeInTheDocument();
  });

  it('on an empty submit shows every required message and the summary toast, and sends nothing', async () => {
    const { user } = await openModal();
    await user.click(createButton());
    for (const message of [
      MESSAGES.titleRequired,
      MESSAGES.descriptionRequired,
      MESSAGES.categoryTypeRequired,
      MESSAGES.categoryRequired,
      MESSAGES.priceRequired,
      MESSAGES.deliveryTimeRequired,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(await screen.findByText(MESSAGES.fillAllRequired)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('offers the categories of the chosen type and clears the category when the type changes', async () => {
    const { user } = await openModal();
    await user.selectOptions(field('Post type'), 'service');
    expect(within(field('Category')).getByRole('option', { name: 'Web Development' })).toBeInTheDocument();
    await user.selectOptions(field('Category'), '15');
    await user.selectOptions(field('Post type'), 'product');
    expect(field('Category')).toHaveValue('');
    expect(within(field('Category')).queryByRole('option', { name: 'Web Development' })).not.toBeInTheDocument();
  });

  it('takes only numeric text as the price and stops the description at 500 characters', async () => {
    const { user } = await openModal();
    await user.type(field('Price (₦)'), '12a.5');
    expect(field('Price (₦)')).toHaveValue('12.5');
    await user.click(field('Description'));
    await user.paste('a'.repeat(510));
    expect((field('Description') as HTMLTextAreaElement).value).toHaveLength(500);
    expect(screen.getByText('500/500')).toBeInTheDocument();
  });

  it('keeps good files with previews and remove buttons, and refuses the others', async () => {
    const { user } = await openModal();
    await user.upload(field('Photos or video'), [
      fileOf('tomatoes.png', 'image/png'),
      fileOf('notes.pdf', 'application/pdf'),
      fileOf('huge.jpg', 'image/jpeg', 11 * MB),
      fileOf('film.mp4', 'video/mp4', 51 * MB),
    ]);
    const previews = screen.getByRole('list', { name: 'Selected media' });
    expect(within(previews).getAllByRole('listitem')).toHaveLength(1);
    const errors = within(screen.getByRole('dialog')).getByRole('alert');
    expect(errors).toHaveTextContent('notes.pdf is not a valid image or video file');
    expect(errors).toHaveTextContent('huge.jpg exceeds 10MB limit');
    expect(errors).toHaveTextContent('film.mp4 exceeds 50MB limit');
    await user.click(screen.getByRole('button', { name: 'Remove tomatoes.png' }));
    expect(screen.queryByRole('list', { name: 'Selected media' })).not.toBeInTheDocument();
  });

  it('refuses more than 5 files', async () => {
    const { user } = await openModal();
    await user.upload(field('Photos or video'), [1, 2, 3, 4, 5, 6].map((n) => fileOf(`${n}.jpg`, 'image/jpeg')));
    expect(within(screen.getByRole('dialog')).getByRole('alert')).toHaveTextContent(MESSAGES.maxFiles);
    expect(screen.queryByRole('list', { name: 'Selected media' })).not.toBeInTheDocument();
  });

  it('sends a multipart form with the post as JSON and image_{n}_{filename} files; Creating... meanwhile', async () => {
    answer = async () => {
      await delay(150);
      return HttpResponse.json({ success: true, message: MESSAGES.postCreated, post: created }, { status: 201 });
    };
    const { user, onCreated, onClose } = await openModal();
    await fillValid(user);
    await user.upload(field('Photos or video'), [fileOf('a.png', 'image/png'), fileOf('b.mp4', 'video/mp4')]);
    await user.click(createButton());
    expect(await screen.findByRole('button', { name: 'Creating...' })).toBeDisabled();
    expect(await screen.findByText(MESSAGES.postCreated)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        kind: 'multipart',
        post: {
          title: 'Fresh tomatoes',
          description: 'A basket of ripe tomatoes.',
          caption: 'From the farm',
          category: 1,
          category_type: 'product',
          price: 2500,
          delivery_time: 'same_day',
          user: 'mama_nkechi',
        },
        files: ['image_0_a.png', 'image_1_b.mp4'],
      },
    ]);
    expect(onCreated).toHaveBeenCalledWith(created);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends JSON when the post has no files, and reloads the page 1 s after success', async () => {
    const { user } = await openModal();
    await fillValid(user);
    await user.click(createButton());
    await screen.findByText(MESSAGES.postCreated);
    const shownAt = Date.now();
    expect(sent[0]).toMatchObject({ kind: 'json', body: { title: 'Fresh tomatoes', category: 1, price: 2500 } });
    expect(reloadPage).not.toHaveBeenCalled();
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1), { timeout: 3000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(900);
  });

  const refusals: Array<[string, () => Response, string]> = [
    [
      'joins the listed errors',
      () => HttpResponse.json({ message: MESSAGES.invalidPostData, errors: { title: ['Title must be at most 100 characters'] } }, { status: 400 }),
      'Title must be at most 100 characters',
    ],
    ['says a bare 400 is invalid data', () => HttpResponse.json({ message: 'Bad request' }, { status: 400 }), MESSAGES.invalidPostData],
    ['asks to log in again on 401', () => HttpResponse.json({ message: 'Invalid token' }, { status: 401 }), MESSAGES.logInAgainToPost],
    ['blames the server on 500', () => HttpResponse.json({ message: 'boom' }, { status: 500 }), MESSAGES.serverErrorLater],
    ['names a network failure', () => HttpResponse.error(), MESSAGES.networkError],
    ['shows the message of another refusal', () => HttpResponse.json({ message: 'Only vendors can post.' }, { status: 403 }), 'Only vendors can post.'],
  ];
  for (const [name, reply, message] of refusals) {
    it(`${name}: "${message}"`, async () => {
      answer = reply;
      const { user } = await openModal();
      await fillValid(user);
      await user.click(createButton());
      const alert = await within(screen.getByRole('dialog')).findByRole('alert');
      expect(alert).toHaveTextContent(message);
      expect(createButton()).toHaveTextContent('Create Post');
      expect(reloadPage).not.toHaveBeenCalled();
    });
  }

  it('Cancel closes at once when nothing was entered', async () => {
    const { user, onClose } = await openModal();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('Cancel and Escape ask in the app before discarding what was entered', async () => {
    const { user, onClose } = await openModal();
    await user.type(field('Title'), 'Tomatoes');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const confirm = screen.getByRole('alertdialog');
    expect(confirm).toHaveTextContent(MESSAGES.discardPostConfirm);
    await user.click(within(confirm).getByRole('button', { name: 'Keep editing' }));
    expect(field('Title')).toHaveValue('Tomatoes');
    await user.keyboard('{Escape}');
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
