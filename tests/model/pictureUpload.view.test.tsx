/**
 * The profile photo picker follows its machine: the graph's paths are replayed
 * on the rendered PictureSection of a signed-in Alice. A file is chosen in the
 * picker (a PDF and a 2 MB image included), Update Profile Photo is pressed;
 * the upload's outcome is the answer msw gives to the multipart POST
 * /updatedata, released step by step. After every step the section shows the
 * chosen file and its preview, the banner and the busy controls the step's
 * state says.
 */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { MESSAGES } from '../../src/contract';
import { pictureUploadMachine, type PictureUploadEvent, type PictureUploadOutcome, type PictureUploadSnapshot } from '../../src/machines/pictureUpload';
import { PictureSection } from '../../src/ui/screens/settings/profile/PictureSection';
import { apiUrl, server } from '../setup/msw';
import { pictureUploadModel } from './pictureUpload.model';
import { chooseFile, expectBanner, renderForAlice, updateAnswer, useFakeClock } from './settings.walk';
import { answerQueue, expectAssertionPerLeaf, expectViewFollowsModel, screenWalk } from './view';
import { underFakeClock } from './view/clock';

vi.mock(import('../../src/ui/app/traceSetting'), async (original) => (await import('./view/inspect')).inspectedTrace(await original()));

const SAVED_PHOTO = '/media/profile/alice-400.webp';

const section = () => screen.getByRole('region', { name: 'Profile Photo' });
const picker = () => within(section()).getByLabelText('Choose profile photo');
const updateButton = () => within(section()).getByRole('button', { name: /Update Profile Photo|Updating/ });

function expectSection({ context }: PictureUploadSnapshot, busy: boolean): void {
  const photo = within(section()).getByRole('img', { name: 'Profile Photo' });
  if (context.file) {
    expect(within(section()).getByText(`Selected: ${context.file.name}`)).toBeInTheDocument();
    expect(photo.getAttribute('src')).toMatch(/^blob:/);
  } else {
    expect(within(section()).queryByText(/^Selected:/)).toBeNull();
    expect(photo).toHaveAttribute('src', SAVED_PHOTO);
  }
  if (busy) expect(picker()).toBeDisabled();
  else expect(picker()).toBeEnabled();
  expectBanner(section(), context.status);
}

const leafAssertions: Record<string, (snapshot: PictureUploadSnapshot) => void> = {
  'pictureUpload.idle': (snapshot) => {
    expectSection(snapshot, false);
    expect(updateButton()).toHaveTextContent('Update Profile Photo');
    expect(updateButton()).toBeEnabled();
  },
  'pictureUpload.uploading': (snapshot) => {
    expectSection(snapshot, true);
    expect(updateButton()).toHaveTextContent(MESSAGES.updating);
    expect(updateButton()).toBeDisabled();
    expect(updateButton()).toHaveAttribute('aria-busy', 'true');
  },
};

const answers = answerQueue(['upload'] as const);

async function perform(user: UserEvent, event: AnyEventObject): Promise<void> {
  if (event.type.startsWith('xstate.done.actor.')) return answers.release('upload', updateAnswer(event.output as PictureUploadOutcome));
  const pictureEvent = event as PictureUploadEvent;
  switch (pictureEvent.type) {
    case 'file.selected':
      return chooseFile(picker(), pictureEvent.file);
    case 'upload.requested':
      return underFakeClock(user.click(updateButton()));
  }
}

const { walkPath } = screenWalk<PictureUploadSnapshot>({
  machine: pictureUploadMachine,
  leafAssertions,
  perform,
  reset: () => answers.reset(),
  render: () => renderForAlice(<PictureSection field="profileimg" saved={SAVED_PHOTO} />),
});

describe('the profile photo picker follows the pictureUpload machine', () => {
  useFakeClock();

  beforeEach(() => {
    answers.reset();
    server.use(http.post(apiUrl('/updatedata'), () => answers.next('upload')));
  });

  it('has a view assertion for every leaf state', () => {
    expectAssertionPerLeaf(pictureUploadMachine, leafAssertions);
  });

  it('shows every step of the generated paths, refusals included', async () => {
    await expectViewFollowsModel(pictureUploadModel, walkPath);
  }, 60_000);
});
