import { expect, test } from './support/traced';
import { activatedAccount } from './models/accounts';
import { BlockControl } from './models/BlockControl';
import { ChatPage } from './models/ChatPage';
import { Mailbox } from './models/Mailbox';
import { ProfilePage } from './models/ProfilePage';
import { openedRoom, sentMessage } from './models/rooms';
import { sessionToken, signInContext, vendorAccount } from './models/vendors';

test.describe('blocks', () => {
  test('a block stops a chat: neither side can send, and Message says why', async ({ page, browser, request, baseURL, viewport }) => {
    test.slow();
    if (!baseURL) throw new Error('the config sets baseURL');
    const mailbox = new Mailbox();
    const vendor = await vendorAccount(request, mailbox);
    const buyer = await activatedAccount(request, mailbox);
    const buyerToken = await sessionToken(request, buyer);
    const code = await openedRoom(request, buyerToken, vendor.username);
    await sentMessage(request, buyerToken, code, 'Is the ankara still available?');

    await test.step('the vendor blocks the buyer from the chat room', async () => {
      await signInContext(page.context(), baseURL, vendor);
      const chat = new ChatPage(page);
      await chat.open(code);
      await expect(chat.message('Is the ankara still available?')).toBeVisible();
      await new BlockControl(page).block(buyer.username);
    });

    await test.step('the buyer’s next message is refused with the reason', async () => {
      const context = await browser.newContext({ baseURL, viewport });
      const buyerPage = await context.newPage();
      await signInContext(context, baseURL, buyer);
      const chat = new ChatPage(buyerPage);
      await chat.open(code);
      await chat.composer.pressSequentially('Hello? Are you there?');
      await chat.composer.press('Enter');
      await expect(buyerPage.getByText('You cannot message this user.').first()).toBeVisible();

      const profile = new ProfilePage(buyerPage);
      await profile.open(vendor.username);
      await buyerPage.getByRole('button', { name: 'Message', exact: true }).click();
      await expect(buyerPage.getByText('You cannot message this user.').first()).toBeVisible();
      await expect(buyerPage).toHaveURL(new RegExp(`/profile/${vendor.username}$`));
      await context.close();
    });

    await test.step('the vendor cannot send either until they unblock', async () => {
      const chat = new ChatPage(page);
      await chat.composer.pressSequentially('Sorry');
      await chat.composer.press('Enter');
      await expect(page.getByText('You blocked this user. Unblock them to send messages.').first()).toBeVisible();
      await new BlockControl(page).toggle.click();
      await expect(page.getByText('User unblocked.')).toBeVisible();
      await chat.open(code);
      await chat.send('Yes, it is available');
    });
  });
});
