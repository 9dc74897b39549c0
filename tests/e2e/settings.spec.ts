import { expect, test } from './support/traced';
import { activatedAccount } from './models/accounts';
import { ChatPage } from './models/ChatPage';
import { ChatSettingsPage, ProfileSettingsPage } from './models/SettingsPages';
import { authorization, sessionToken, signInContext } from './models/vendors';
import { listingPhotos } from './support/photos';

test('a signed-in user changes personal data, the chat colour and wallpaper, finds them saved after a reload, and sees the colour in a chat', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  if (!baseURL) throw new Error('the config sets baseURL');
  const person = await activatedAccount(request);
  await signInContext(page.context(), baseURL, person);

  const profile = new ProfileSettingsPage(page);
  await profile.open();
  await expect(profile.field('First name *')).toHaveValue(person.firstName);
  await profile.fill({ 'Last name *': 'Okonkwo', City: 'Nsukka', Bio: 'Palm wine and fresh fish every Saturday' });
  await profile.save();
  await page.reload();
  await expect(profile.field('Last name *')).toHaveValue('Okonkwo');
  await expect(profile.field('City')).toHaveValue('Nsukka');
  await expect(profile.field('Bio')).toHaveValue('Palm wine and fresh fish every Saturday');

  const chat = new ChatSettingsPage(page);
  await chat.open();
  await expect(chat.preview).toHaveAttribute('data-color', '#6E9F2E');
  await chat.saveColour('#1e88e5');
  const [wallpaper] = await listingPhotos(testInfo.outputPath('photos'));
  await chat.saveWallpaper(wallpaper.path);
  await page.reload();
  await expect(chat.colourField).toHaveAttribute('placeholder', '#1E88E5');
  await expect(chat.preview).toHaveAttribute('data-color', '#1E88E5');
  await expect(page.locator('[data-part="preview-wallpaper"]')).toHaveAttribute('src', /^\/media\/wallpapers\//);

  // The chosen colour is the colour of the user's own messages in a chat, darkened as far as its white text
  // needs to read at 4.5:1 (#1e88e5 gives 3.7:1; #1b79cc 4.5:1).
  const friend = await activatedAccount(request);
  const room = await request.post('/api/v2/chats/', { headers: authorization(await sessionToken(request, friend)), data: { receiver: person.username } });
  expect(room.ok(), await room.text()).toBe(true);
  const { uniquecode } = (await room.json()) as { uniquecode: string };
  const conversation = new ChatPage(page);
  await conversation.open(uniquecode);
  await conversation.send('Is the fish fresh today?');
  await expect(conversation.message('Is the fish fresh today?')).toHaveCSS('background-color', 'rgb(27, 121, 204)');
  await expect(conversation.message('Is the fish fresh today?')).toHaveCSS('color', 'rgb(255, 255, 255)');
});
