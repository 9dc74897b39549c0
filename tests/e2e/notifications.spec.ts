import { type APIRequestContext, type Browser } from '@playwright/test';
import { expect, test } from './support/traced';
import { activatedAccount } from './models/accounts';
import { newListing, publishedListing, removesListingsAfterEach } from './models/listings';
import { Mailbox } from './models/Mailbox';
import { NotificationsPage } from './models/NotificationsPage';
import type { Person } from './models/people';
import { TabBar } from './models/TabBar';
import { authorization, sessionToken, signInContext, vendorAccount } from './models/vendors';
import { listingPhotos } from './support/photos';

/** A person signed in at a browser of their own (a phone when asked). */
async function browserFor(browser: Browser, baseURL: string, person: Person, phone = false) {
  const context = await browser.newContext({ baseURL, ...(phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {}) });
  await signInContext(context, baseURL, person);
  return context.newPage();
}

/** What another user does, through the API as their browser would. */
async function act(request: APIRequestContext, token: string, path: string, data: Record<string, unknown>) {
  const answer = await request.post(path, { headers: authorization(token), data });
  expect(answer.ok(), await answer.text()).toBe(true);
  return answer;
}

test.describe('notifications', () => {
  const published = removesListingsAfterEach();

  test('live toasts reach the owner on any page; read state is kept on the server across reloads and devices', async ({ browser, request, baseURL }, testInfo) => {
    test.slow();
    if (!baseURL) throw new Error('the config sets baseURL');
    const mailbox = new Mailbox();
    const owner = await vendorAccount(request, mailbox);
    const fan = await activatedAccount(request, mailbox);
    const ownerToken = await sessionToken(request, owner);
    const postId = await publishedListing(request, ownerToken, newListing(), await listingPhotos(testInfo.outputPath('photos')));
    published.push({ owner, postId });
    const fanToken = await sessionToken(request, fan);

    // The owner is on another page while the fan likes, comments and follows.
    const ownerPage = await browserFor(browser, baseURL, owner);
    const notifications = new NotificationsPage(ownerPage);
    const live = await notifications.liveConnection();
    await ownerPage.goto('/settings');
    await expect(ownerPage.getByRole('heading', { level: 1 })).toBeVisible();
    await live.listening;
    // The list is read again once the socket is up: a like it already lists shows no toast, so act after it.
    await ownerPage.waitForLoadState('networkidle', { timeout: 30_000 });
    await act(request, fanToken, '/api/like', { post_id: postId, action: true });
    await expect(notifications.liveToast(`${fan.username} liked your post`)).toBeVisible();
    await act(request, fanToken, '/api/comment', { post: postId, comment: 'Is it still available?' });
    await expect(notifications.liveToast(`${fan.username} commented on your post`)).toBeVisible();
    await act(request, fanToken, '/api/follow', { user: owner.username, action: true });
    await expect(notifications.liveToast(`${fan.username} started following you`)).toBeVisible();
    await expect(notifications.badge).toHaveText('3');

    // One read, then the page reloaded: it stays read.
    await notifications.open();
    await expect(notifications.unreadChip(3)).toBeVisible();
    await notifications.openItem(`${fan.username} started following you`);
    await expect(ownerPage).toHaveURL(new RegExp(`/profile/${fan.username}$`));
    await notifications.open();
    await ownerPage.reload();
    await expect(notifications.unreadChip(2)).toBeVisible();
    await expect(notifications.badge).toHaveText('2');

    // Mark all as read says so, and holds after a reload and on another device.
    await notifications.markAllRead();
    await expect(notifications.toast('All notifications marked as read')).toBeVisible();
    await expect(notifications.unreadChip(0)).toBeVisible();
    await ownerPage.reload();
    await expect(notifications.unreadChip(0)).toBeVisible();
    await expect(notifications.list.getByRole('listitem')).toHaveCount(3);
    await expect(notifications.badge).toHaveCount(0);
    const otherDevice = new NotificationsPage(await browserFor(browser, baseURL, owner));
    await otherDevice.open();
    await expect(otherDevice.list.getByRole('listitem')).toHaveCount(3);
    await expect(otherDevice.unreadChip(0)).toBeVisible();
  });

  test('on a phone the tab bar shows the unread counts; reading the chat clears its message notification', async ({ browser, request, baseURL }) => {
    test.slow();
    if (!baseURL) throw new Error('the config sets baseURL');
    const mailbox = new Mailbox();
    const owner = await activatedAccount(request, mailbox);
    const fan = await activatedAccount(request, mailbox);
    const fanToken = await sessionToken(request, fan);
    const ownerPage = await browserFor(browser, baseURL, owner, true);
    const notifications = new NotificationsPage(ownerPage);
    const tabs = new TabBar(ownerPage);
    await ownerPage.goto('/');
    await expect(tabs.tab('Chats')).toBeVisible();

    const room = await act(request, fanToken, '/api/v2/chats/', { receiver: owner.username });
    const { uniquecode } = (await room.json()) as { uniquecode: string };
    await act(request, fanToken, `/api/v2/chats/${uniquecode}/messages/`, { message: 'Do you deliver to Enugu?', message_type: 'text' });
    await act(request, fanToken, '/api/follow', { user: owner.username, action: true });
    // One unread message and two notifications (the message and the follow), in sight without opening a menu.
    await expect(tabs.badge('Chats')).toHaveText('1');
    await expect(tabs.badge('Notifications')).toHaveText('2');
    await expect(tabs.badge('Chats')).toBeInViewport();
    await expect(tabs.tab('Notifications')).toHaveAccessibleName(/^Notifications ?, 2 unread notifications$/);

    await ownerPage.goto(`/chats/${uniquecode}`);
    await expect(ownerPage.getByText('Do you deliver to Enugu?')).toBeVisible();
    await notifications.open();
    await expect(notifications.unreadChip(1)).toBeVisible();
    await expect(notifications.item(`${fan.username} sent you a message`).locator('[data-part="unread-dot"]')).toHaveCount(0);
    await expect(tabs.badge('Notifications')).toHaveText('1');
    await expect(tabs.badge('Chats')).toHaveCount(0);
  });
});

test.describe('toasts', () => {
  test('a failed then a successful submit: the success shows at once and the error is gone', async ({ browser, request, baseURL }) => {
    if (!baseURL) throw new Error('the config sets baseURL');
    const person = await activatedAccount(request, new Mailbox());
    const page = await browserFor(browser, baseURL, person);
    const toasts = new NotificationsPage(page);
    await page.goto('/settings/profile');
    const form = page.getByRole('form', { name: 'Change Password' });
    await form.getByLabel('Current password', { exact: true }).fill(person.password);
    await form.getByLabel('New password', { exact: true }).fill('a-new-secret-1');
    await form.getByLabel('Verify new password', { exact: true }).fill('a-new-secret-X');
    await form.getByRole('button', { name: 'Update Password' }).click();
    await expect(toasts.toast('Passwords do not match')).toBeVisible();
    await form.getByLabel('Verify new password', { exact: true }).fill('a-new-secret-1');
    await form.getByRole('button', { name: 'Update Password' }).click();
    // The error would stay 8 s; the success shows well before.
    await expect(toasts.toast('Password updated successfully')).toBeVisible({ timeout: 3000 });
    await expect(toasts.toast('Passwords do not match')).toHaveCount(0);
  });
});
