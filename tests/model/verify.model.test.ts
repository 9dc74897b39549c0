import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { MESSAGES } from '../../src/contract';
import { COOLDOWN_SECONDS, type VerifyContext } from '../../src/machines/verify';
import { expectFullCoverage, replayJourney, systemEvent } from './harness';
import { GOOD_CODE, verifyEventFixtures, verifyModel, verifySystemEvents, withUsername } from './verify.model';

const byType = (prefix: string, index = 0): AnyEventObject => systemEvent(verifySystemEvents, prefix, index);
const tick = () => byType('xstate.after.');
const paste = verifyEventFixtures['code.pasted'][0];
const submit = verifyEventFixtures['code.submitted'][0];
/** The server's cooldown on entry: all 60 s (just registered), or none (a later visit). */
const fullCooldown = byType('xstate.done.actor.loadResendCooldown', 0);
const noCooldown = byType('xstate.done.actor.loadResendCooldown', 1);

describe('verify machine, model-based', () => {
  it('replays a shortest path to every state the graph tells apart', async () => {
    await expectFullCoverage(verifyModel);
  }, 60_000);

  describe('pinned journeys', () => {
    const journeys: Array<{ name: string; events: AnyEventObject[]; value: unknown; context: Partial<VerifyContext> }> = [
      {
        name: 'paste the mailed code and verify',
        events: [fullCooldown, paste, submit, byType('xstate.done.actor.', 0)],
        value: 'verified',
        context: { verifiedMessage: MESSAGES.verifySuccess },
      },
      {
        name: 'a wrong code keeps the boxes and says why',
        events: [fullCooldown, paste, submit, byType('xstate.done.actor.', 2)],
        value: { active: { code: 'idle', resend: 'coolingDown' } },
        context: { error: MESSAGES.invalidVerificationCode, digits: GOOD_CODE.split('') },
      },
      {
        name: 'an incomplete code is not sent',
        events: [fullCooldown, verifyEventFixtures['box.typed'][0], submit],
        value: { active: { code: 'idle', resend: 'coolingDown' } },
        context: { error: MESSAGES.enterAllDigits },
      },
      {
        name: 'after 60 s a resend clears the boxes and restarts the countdown',
        events: [fullCooldown, paste, ...Array.from({ length: COOLDOWN_SECONDS }, tick), verifyEventFixtures['resend.requested'][0], byType('xstate.done.actor.', 3)],
        value: { active: { code: 'idle', resend: 'coolingDown' } },
        context: { digits: ['', '', '', '', '', ''], secondsLeft: COOLDOWN_SECONDS, notice: MESSAGES.resendSuccess },
      },
      {
        name: 'resend is not offered before the countdown ends',
        events: [fullCooldown, ...Array.from({ length: COOLDOWN_SECONDS - 1 }, tick), verifyEventFixtures['resend.requested'][0]],
        value: { active: { code: 'idle', resend: 'coolingDown' } },
        context: { secondsLeft: 1 },
      },
      {
        name: 'a later visit, with the server ready to resend, offers it at once',
        events: [noCooldown, verifyEventFixtures['resend.requested'][0]],
        value: { active: { code: 'idle', resend: 'sending' } },
        context: {},
      },
    ];

    for (const pinned of journeys) {
      it(pinned.name, async () => {
        const path = await replayJourney(verifyModel, withUsername, pinned.events);
        expect(path.state.value).toEqual(pinned.value);
        expect(path.state.context).toMatchObject(pinned.context);
      });
    }
  });
});
