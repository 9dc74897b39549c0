import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/contract';
import { selectIsUploadingPicture, selectPictureFile, selectPictureStatus, type PictureUploadSnapshot } from '../../src/machines/pictureUpload';
import { expectFullCoverage, replayJourney, systemEvent } from './harness';
import { pictureUploadEventFixtures as fixtures, pictureUploadModel, pictureUploadSystemEvents, pictureUploadVariant } from './pictureUpload.model';

const saved = systemEvent(pictureUploadSystemEvents, 'xstate.done.actor.', 0);
const [photo, pdf] = fixtures['file.selected'];
const update = fixtures['upload.requested'][0];
const shown = (snapshot: PictureUploadSnapshot) => ({
  file: selectPictureFile(snapshot)?.name ?? null,
  uploading: selectIsUploadingPicture(snapshot),
  status: selectPictureStatus(snapshot)?.message ?? null,
});

describe('picture upload machine, model-based', () => {
  it('replays a path to every state and through every transition', async () => {
    await expectFullCoverage(pictureUploadModel);
  });

  const journeys = [
    { name: 'a chosen photo waits for Update', events: [photo], shown: { file: 'me.jpg', uploading: false, status: MESSAGES.imageSelected } },
    { name: 'a file that is not an image is dropped', events: [photo, pdf, update], shown: { file: null, uploading: false, status: null } },
    { name: 'a saved photo clears the selection', events: [photo, update, saved], shown: { file: null, uploading: false, status: MESSAGES.pictureUpdated } },
  ];
  for (const journey of journeys) {
    it(journey.name, async () => {
      const path = await replayJourney(pictureUploadModel, pictureUploadVariant, journey.events);
      expect(shown(path.state as PictureUploadSnapshot)).toEqual(journey.shown);
    });
  }
});
