import type { FastifyBaseLogger } from 'fastify';
import { fillTemplate, formatNaira, POST_LIFE_NOTIFICATION_TEXTS } from '../../src/contract';
import { pushMessages } from '../push/push-messages';
import type { PushSender } from '../push/push-sender';
import { publishLive } from '../realtime/notify';
import { userChannel, type Hub } from '../realtime/hub';
import { createSerialWork } from '../jobs/periodic';
import type { Stores } from '../store';
import { postNoticeFrame } from './post-notice-frame';

export type PriceDropAlertsDeps = { stores: Stores; hub: Hub; push: PushSender; log: Pick<FastifyBaseLogger, 'warn' | 'error'> };

/** A post's price as its owner's edit changed it. */
export type PriceChange = { postId: number; owner: { id: number; username: string }; title: string; was: number; now: number };

export type PriceDropAlerts = {
  /** An owner's edit stored a new price: a lower one is told to the post's watchers, later, in this process. */
  priceChanged(change: PriceChange): void;
  /** Resolves once the work queued so far is done (tests, shutdown). */
  idle(): Promise<void>;
};

/**
 * Price-drop alerts (issue 16): when an owner lowers a post's price, every watcher (not the owner, nobody a block
 * stands between either way) is told, in the notification centre and live: "Price drop: <title> is now ₦12,000
 * (was ₦15,000)", and by web push. A raised or unchanged price tells nobody. The watchers are found and told after the edit's
 * answer, one change at a time, so a post with many watchers never slows its owner's edit.
 */
export function createPriceDropAlerts({ stores, hub, push, log }: PriceDropAlertsDeps): PriceDropAlerts {
  const work = createSerialWork(log);

  async function tell(change: PriceChange): Promise<void> {
    const text = fillTemplate(POST_LIFE_NOTIFICATION_TEXTS.price_drop, { title: change.title, price: formatNaira(change.now), was: formatNaira(change.was) });
    const told = await stores.transaction((tx) => tx.watches.recordPriceDrop(change.postId, change.owner.id, text));
    const post = { id: change.postId, title: change.title, owner: change.owner.username };
    for (const { watcherId, notice } of told) {
      await publishLive({ hub, log }, userChannel(watcherId), postNoticeFrame('price_drop', notice, text, post));
      push.push(watcherId, 'price_drop', pushMessages.priceDrop(text, change.postId));
    }
  }

  return {
    priceChanged(change) {
      if (change.now >= change.was) return;
      void work.enqueue(() => tell(change), 'price-drop alerts failed', { postid: change.postId });
    },
    idle: work.idle,
  };
}
