import type { FastifyBaseLogger } from 'fastify';
import { fillTemplate, POST_LIFE, POST_LIFE_NOTIFICATION_TEXTS } from '../../src/contract';
import { publishLive } from '../realtime/notify';
import { userChannel, type Hub } from '../realtime/hub';
import { createSerialWork, startPeriodic } from '../jobs/periodic';
import type { Stores } from '../store';
import type { ExpiryNoticeKind } from '../store/expiry.store';
import { postNoticeFrame } from './post-notice-frame';

export type ExpirySweepDeps = {
  stores: Stores;
  hub: Hub;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** How often the sweep runs; POST_LIFE.sweepEvery unless a test says. */
  sweepMs?: number;
};

export type ExpirySweep = {
  /** Tells every owner due a notice now (each process sweeps every sweepMs). */
  sweep(): Promise<void>;
  close(): Promise<void>;
};

/**
 * Post expiry notices (issue 16): an owner is told a week before their post expires ("Your post '<title>' expires
 * in 7 days") and when it has ("... has expired"), once each per renewal. Each process sweeps; a notice is claimed
 * by one conditional update with its notification in one transaction, so however many processes sweep, each is
 * sent once. A sweep claims batches until nothing is due.
 */
export function createExpirySweep({ stores, hub, log, sweepMs = POST_LIFE.sweepEvery }: ExpirySweepDeps): ExpirySweep {
  async function tellAll(kind: ExpiryNoticeKind): Promise<void> {
    const textOf = (title: string) => fillTemplate(POST_LIFE_NOTIFICATION_TEXTS[kind], { title });
    for (;;) {
      const notices = await stores.transaction((tx) => tx.expiry.claimNotices(kind, textOf));
      if (notices.length === 0) return;
      for (const { notice, postId, ownerId, title } of notices) {
        // The owner is the one told: the frame names them as whose post it is.
        const owner = (await stores.accounts.findById(ownerId))?.username ?? '';
        await publishLive({ hub, log }, userChannel(ownerId), postNoticeFrame(kind, notice, textOf(title), { id: postId, title, owner }));
      }
    }
  }

  async function sweepOnce(): Promise<void> {
    await tellAll('post_expired');
    await tellAll('post_expiring');
  }

  const periodic = startPeriodic(createSerialWork(log), sweepMs, sweepOnce, 'expiry sweep failed');
  return { sweep: periodic.run, close: periodic.close };
}
