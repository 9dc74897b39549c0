/**
 * /settings/chat follows the chatSettings machine: the graph's paths are
 * replayed on the rendered ChatSettingsScreen of a signed-in Alice. A wallpaper
 * is chosen in its picker (a text file included) and saved with Update
 * Wallpaper; a colour is typed into Color code or picked from the open picker's
 * presets and saved with Update Color; the saves' outcomes are the answers msw
 * gives to POST /updatedata, released step by step. After every step the page
 * shows the chosen wallpaper, the typed colour and the preview's colour, the
 * picker, the banner and which controls take a press, as the step's state says.
 * The view offers Update Wallpaper only with a wallpaper chosen, and its picker
 * hands over only valid codes, so the paths do neither otherwise.
 */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { MESSAGES } from '../../src/contract';
import {
  chatSettingsMachine,
  savedFormOf,
  selectPreviewColor,
  type ChatSettingsContext,
  type ChatSettingsEvent,
  type ChatSettingsSnapshot,
  type ColorOutcome,
} from '../../src/machines/chatSettings';
import type { PictureUploadOutcome } from '../../src/machines/pictureUpload';
import { ChatSettingsScreen } from '../../src/ui/screens/settings/chat/ChatSettingsScreen';
import { apiUrl, server } from '../setup/msw';
import { chatSettingsModel } from './chatSettings.model';
import { chooseFile, expectBanner, renderForAlice, updateAnswer, useFakeClock } from './settings.walk';
import { answerQueue, expectAssertionPerLeaf, expectViewFollowsModel, refusal, screenWalk, typeInto, type Answer } from './view';
import { underFakeClock } from './view/clock';

vi.mock(import('../../src/ui/app/traceSetting'), async (original) => (await import('./view/inspect')).inspectedTrace(await original()));

const wallpaperCard = () => screen.getByRole('region', { name: 'Chat Wallpaper' });
const wallpaperPicker = () => within(wallpaperCard()).getByLabelText('Choose wallpaper');
const updateWallpaper = () => within(wallpaperCard()).getByRole('button', { name: /Update Wallpaper|Updating/ });
const colorForm = () => screen.getByRole('form', { name: 'Chat Color Theme' });
const colorCode = () => within(colorForm()).getByLabelText('Color code');
const pickerToggle = () => within(colorForm()).getByRole('button', { name: /color picker$/ });
const updateColor = () => within(colorForm()).getByRole('button', { name: /Update Color|Updating/ });
const preview = () => screen.getByRole('region', { name: 'Preview' }).querySelector('[data-part="chat-preview"]');

function expectPage(snapshot: ChatSettingsSnapshot): void {
  const { context } = snapshot;
  const busy = snapshot.hasTag('busy');
  if (context.wallpaper) expect(within(wallpaperCard()).getByText(`Selected: ${context.wallpaper.name}`)).toBeInTheDocument();
  else expect(within(wallpaperCard()).queryByText(/^Selected:/)).toBeNull();
  if (busy) expect(wallpaperPicker()).toBeDisabled();
  else expect(wallpaperPicker()).toBeEnabled();
  expect(colorCode()).toHaveValue(context.colorText);
  expect(colorCode()).toHaveAttribute('placeholder', context.savedColor);
  expect(pickerToggle()).toHaveAttribute('aria-expanded', String(context.pickerOpen));
  if (context.pickerOpen) expect(within(colorForm()).getByRole('group', { name: 'Color picker' })).toBeInTheDocument();
  else expect(within(colorForm()).queryByRole('group', { name: 'Color picker' })).toBeNull();
  expect(preview()).toHaveAttribute('data-color', selectPreviewColor(snapshot));
  expectBanner(screen.getByRole('heading', { level: 1 }).closest('[data-part="root"]') as HTMLElement, context.status);
}

function expectButton(button: HTMLElement, label: string, state: 'ready' | 'closed' | 'busy'): void {
  expect(button).toHaveTextContent(state === 'busy' ? MESSAGES.updating : label);
  if (state === 'ready') expect(button).toBeEnabled();
  else expect(button).toBeDisabled();
}

const leafAssertions: Record<string, (snapshot: ChatSettingsSnapshot) => void> = {
  'chatSettings.idle': (snapshot) => {
    expectPage(snapshot);
    expectButton(updateWallpaper(), 'Update Wallpaper', snapshot.context.wallpaper ? 'ready' : 'closed');
    expectButton(updateColor(), 'Update Color', 'ready');
  },
  'chatSettings.savingWallpaper': (snapshot) => {
    expectPage(snapshot);
    expectButton(updateWallpaper(), 'Update Wallpaper', 'busy');
    expectButton(updateColor(), 'Update Color', 'closed');
  },
  'chatSettings.savingColor': (snapshot) => {
    expectPage(snapshot);
    expectButton(updateWallpaper(), 'Update Wallpaper', 'closed');
    expectButton(updateColor(), 'Update Color', 'busy');
  },
};

const answers = answerQueue(['save'] as const);

function colorAnswer(outcome: ColorOutcome): Answer {
  if (outcome.ok) return () => HttpResponse.json({ response: 'successful', ...outcome.answer });
  return refusal({ status: 500, message: MESSAGES.serverError });
}

async function perform(user: UserEvent, event: AnyEventObject): Promise<void> {
  if (event.type.startsWith('xstate.done.actor.')) {
    const output = event.output as ColorOutcome | PictureUploadOutcome;
    // The button that says Updating... is the save in flight.
    const savingColor = within(colorForm()).queryByRole('button', { name: 'Update Color' }) === null;
    return answers.release('save', savingColor ? colorAnswer(output as ColorOutcome) : updateAnswer(output));
  }
  const settingsEvent = event as ChatSettingsEvent;
  switch (settingsEvent.type) {
    case 'wallpaper.selected':
      return chooseFile(wallpaperPicker(), settingsEvent.file);
    case 'wallpaper.submitted':
      return underFakeClock(user.click(updateWallpaper()));
    case 'color.typed':
      return underFakeClock(typeInto(user, colorCode(), settingsEvent.value));
    case 'color.picked':
      return underFakeClock(user.click(within(colorForm()).getByRole('button', { name: settingsEvent.value })));
    case 'picker.toggled':
      return underFakeClock(user.click(pickerToggle()));
    case 'color.submitted':
      return underFakeClock(user.click(updateColor()));
  }
}

const { walkPath } = screenWalk<ChatSettingsSnapshot>({
  machine: chatSettingsMachine,
  leafAssertions,
  perform,
  reset: () => answers.reset(),
  render: (variant) => renderForAlice(<ChatSettingsScreen />, { background_color: (variant.input as { savedColor: string }).savedColor }),
});

/** What the page lets a person do: Update Wallpaper with a wallpaper chosen, a preset picked from the open picker. */
function offeredByThePage(snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean {
  const context = snapshot.context as ChatSettingsContext;
  if (event.type === 'wallpaper.submitted') return context.wallpaper !== null;
  if (event.type === 'color.picked') return context.pickerOpen && savedFormOf(String(event.value)) !== undefined;
  return true;
}

describe('/settings/chat follows the chatSettings machine', () => {
  useFakeClock();

  beforeEach(() => {
    answers.reset();
    server.use(http.post(apiUrl('/updatedata'), () => answers.next('save')));
  });

  it('has a view assertion for every leaf state', () => {
    expectAssertionPerLeaf(chatSettingsMachine, leafAssertions);
  });

  it('shows every step of the generated paths, refusals included', async () => {
    await expectViewFollowsModel({ ...chatSettingsModel, filterEvents: offeredByThePage }, walkPath);
  }, 60_000);
});
