import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CHAT_COLOR, MESSAGES } from '../../src/contract';
import { renderApp } from './routes.render';
import { pictureFile, settingsServer, type UpdateAnswerer } from './settings.render';

async function openChatSettings(answer?: UpdateAnswerer, overrides = {}) {
  const fake = settingsServer(overrides, answer);
  const view = renderApp('/settings/chat');
  await screen.findByRole('form', { name: 'Chat Color Theme' });
  return { ...fake, ...view };
}

const colourField = () => screen.getByLabelText('Color code');
const updateColour = () => screen.getByRole('button', { name: 'Update Color' });
const updateWallpaper = () => screen.getByRole('button', { name: 'Update Wallpaper' });
const preview = () => document.querySelector('[data-part="chat-preview"]');
const chooseWallpaper = (file: File) => fireEvent.change(screen.getByLabelText('Choose wallpaper'), { target: { files: [file] } });

describe('/settings/chat', () => {
  it('shows a spinner, then the wallpaper, colour and preview cards; the helper text says 1MB', async () => {
    settingsServer();
    renderApp('/settings/chat');
    expect(screen.getByRole('status', { name: 'Loading your settings' })).toBeInTheDocument();
    await screen.findByRole('form', { name: 'Chat Color Theme' });
    expect(screen.getByRole('heading', { level: 1, name: 'Chats & Notifications' })).toBeInTheDocument();
    for (const name of ['Chat Wallpaper', 'Chat Color Theme', 'Preview']) expect(screen.getByRole('region', { name })).toBeInTheDocument();
    const wallpaper = within(screen.getByRole('region', { name: 'Chat Wallpaper' }));
    expect(wallpaper.getByText(/Maximum file size: 1MB/)).toHaveTextContent('Recommended size: 1080x1920 pixels');
    expect(wallpaper.queryByText(/5MB/)).not.toBeInTheDocument();
    expect(colourField()).toHaveAttribute('placeholder', DEFAULT_CHAT_COLOR);
    expect(preview()).toHaveAttribute('data-color', DEFAULT_CHAT_COLOR);
    expect(updateWallpaper()).toBeDisabled();
  });

  it('says Please select a color on Update without a colour', async () => {
    const { user, sent } = await openChatSettings();
    await user.click(updateColour());
    expect(await screen.findByText(MESSAGES.colorRequired)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('refuses a code that is not hex', async () => {
    const { user, sent } = await openChatSettings();
    await user.type(colourField(), 'green');
    await user.click(updateColour());
    expect(await screen.findByText(MESSAGES.colorInvalid)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('previews a typed colour, saves it (Updating... meanwhile) and keeps it after the reload', async () => {
    const { user, sent, loads } = await openChatSettings(async () => {
      await delay(100);
      return undefined;
    });
    await user.type(colourField(), '#1e88e5');
    expect(preview()).toHaveAttribute('data-color', '#1E88E5');
    await user.click(updateColour());
    expect(await screen.findByRole('button', { name: MESSAGES.updating })).toBeDisabled();
    expect(await screen.findByText(MESSAGES.chatColorUpdated)).toBeInTheDocument();
    expect(sent).toEqual([{ kind: 'json', body: { user_chat_setting: { background_color: '#1e88e5' } } }]);
    await waitFor(() => expect(loads()).toBe(2));
    expect(colourField()).toHaveValue('');
    expect(colourField()).toHaveAttribute('placeholder', '#1E88E5');
    expect(preview()).toHaveAttribute('data-color', '#1E88E5');
  });

  it('picks a preset colour in the picker, which closes after the colour is saved', async () => {
    const { user, sent } = await openChatSettings();
    await user.click(screen.getByRole('button', { name: 'Open color picker' }));
    const picker = within(screen.getByRole('group', { name: 'Color picker' }));
    await user.click(picker.getByRole('button', { name: '#4A90E2' }));
    expect(colourField()).toHaveValue('#4A90E2');
    await user.clear(picker.getByRole('textbox'));
    await user.type(picker.getByRole('textbox'), '#12');
    expect(colourField()).toHaveValue('#4A90E2');
    await user.click(updateColour());
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Color picker' })).not.toBeInTheDocument());
    expect(sent).toEqual([{ kind: 'json', body: { user_chat_setting: { background_color: '#4A90E2' } } }]);
  });

  it('says Failed to update chat color in the banner when the save fails, and the picker stays open', async () => {
    const { user } = await openChatSettings(() => HttpResponse.json({ message: 'down' }, { status: 500 }));
    await user.click(screen.getByRole('button', { name: 'Open color picker' }));
    await user.click(screen.getByRole('button', { name: '#000000' }));
    await user.click(updateColour());
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.chatColorFailed);
    expect(screen.getByRole('group', { name: 'Color picker' })).toBeInTheDocument();
  });

  it.each([
    ['a file that is not an image', pictureFile('notes.txt', 10, 'text/plain'), MESSAGES.notAnImage],
    ['an image over 1MB', pictureFile('big.jpg', 2 * 1024 * 1024, 'image/jpeg'), MESSAGES.imageOver1MB],
  ])('refuses %s as wallpaper', async (_, file, message) => {
    await openChatSettings();
    chooseWallpaper(file);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(updateWallpaper()).toBeDisabled();
  });

  it('keeps a chosen wallpaper until Update, then saves it', async () => {
    const { user, sent } = await openChatSettings();
    chooseWallpaper(pictureFile('wall.jpg', 1000, 'image/jpeg'));
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.wallpaperSelected);
    expect(screen.getByText('Selected: wall.jpg')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.click(updateWallpaper());
    expect(await screen.findByText(MESSAGES.wallpaperUpdated)).toBeInTheDocument();
    expect(sent).toEqual([{ kind: 'picture', field: 'wallpaper' }]);
    expect(updateWallpaper()).toBeDisabled();
    await waitFor(() => expect(document.querySelector('[data-part="preview-wallpaper"]')).toHaveAttribute('src', '/media/wallpaper/new-800.webp'));
  });

  it('falls back to the default background when the wallpaper image is broken', async () => {
    await openChatSettings(undefined, { wallpaper: '/media/wallpapers/gone.webp' });
    const image = document.querySelector('[data-part="preview-wallpaper"]');
    expect(image).toHaveAttribute('src', '/media/wallpapers/gone.webp');
    if (image) fireEvent.error(image);
    expect(image).toHaveAttribute('src', '/static/chat-wallpaper.svg');
  });
});
