import type { Migration } from 'kysely';
import type { DialectName } from '../database';
import { accountsMigration } from './2026-11-21T2300-accounts';
import { marketplaceMigration } from './2026-11-22T0200-marketplace';
import { settingsGeoMigration } from './2026-11-22T0300-settings-geo';
import { oidcIdentitiesMigration } from './2026-11-23T0100-oidc-identities';
import { chatMigration } from './2026-11-23T0200-chat';
import { presenceProcessesMigration } from './2026-11-23T0300-presence-processes';
import { sessionsMigration } from './2026-11-25T0100-sessions';
import { marketNamesMigration } from './2026-11-25T0400-market-names';
import { chatRoomOpenerMigration } from './2026-11-25T0500-chat-room-opener';
import { feedCoveringIndexesMigration } from './2026-11-26T0100-feed-covering-indexes';
import { feedPriceIndexesMigration } from './2026-11-26T0200-feed-price-indexes';
import { postSoldMigration } from './2026-11-26T0300-post-sold';
import { feedIndexesHoldSoldMigration } from './2026-11-26T0400-feed-indexes-hold-sold';
import { reviewsMigration } from './2026-11-26T0500-reviews';
import { reviewIdsMigration } from './2026-11-26T1000-review-ids';
import { listingSearchMigration } from './2026-11-26T0600-listing-search';
import { reportsMigration } from './2026-11-26T0900-reports';
import { blocksMigration } from './2026-11-26T0910-blocks';
import { moderatorsMigration } from './2026-11-26T0920-moderators';
import { savedSearchesMigration } from './2026-11-27T0100-saved-searches';
import { heldMessagesMigration } from './2026-11-27T0200-held-messages';
import { postWatchesMigration } from './2026-11-27T0300-post-watches';
import { postRenewalMigration } from './2026-11-27T0310-post-renewal';
import { postNoticeKindsMigration } from './2026-11-27T0320-post-notice-kinds';
import { pushSubscriptionsMigration } from './2026-11-27T0430-push-subscriptions';
import { postsLikesIndexMigration } from './2026-11-27T0600-posts-likes-index';
import { writeKeysMigration } from './2026-11-27T1040-retries-write-keys';
import { savedSearchKeysMigration } from './2026-11-27T1041-retries-saved-search-keys';
import { heldReviewsMigration } from './2026-11-27T1042-retries-held-reviews';
import { postGeoDimensionsMigration } from './2026-11-27T1100-post-geo-dimensions';
import { feedPairIndexesMigration } from './2026-11-27T1710-h74-feed-pair-indexes';
import { feedIndexHoldsPositionMigration } from './2026-11-28T0100-feed-index-holds-position';
import { likesIndexesHoldFiltersMigration } from './2026-11-28T0500-likes-indexes-hold-filters';

/** Every migration in order; names are timestamps so later issues append after these. */
export function migrations(dialect: DialectName): Record<string, Migration> {
  return {
    '2026-11-21T2300-accounts': accountsMigration(dialect),
    '2026-11-22T0200-marketplace': marketplaceMigration(dialect),
    '2026-11-22T0300-settings-geo': settingsGeoMigration(dialect),
    '2026-11-23T0100-oidc-identities': oidcIdentitiesMigration(dialect),
    '2026-11-23T0200-chat': chatMigration(dialect),
    '2026-11-23T0300-presence-processes': presenceProcessesMigration(),
    '2026-11-25T0100-sessions': sessionsMigration(),
    '2026-11-25T0400-market-names': marketNamesMigration(dialect),
    '2026-11-25T0500-chat-room-opener': chatRoomOpenerMigration(),
    '2026-11-26T0100-feed-covering-indexes': feedCoveringIndexesMigration(),
    '2026-11-26T0200-feed-price-indexes': feedPriceIndexesMigration(),
    '2026-11-26T0300-post-sold': postSoldMigration(),
    '2026-11-26T0400-feed-indexes-hold-sold': feedIndexesHoldSoldMigration(),
    '2026-11-26T0500-reviews': reviewsMigration(),
    '2026-11-26T1000-review-ids': reviewIdsMigration(dialect),
    '2026-11-26T0600-listing-search': listingSearchMigration(dialect),
    '2026-11-26T0900-reports': reportsMigration(dialect),
    '2026-11-26T0910-blocks': blocksMigration(),
    '2026-11-26T0920-moderators': moderatorsMigration(dialect),
    '2026-11-27T0100-saved-searches': savedSearchesMigration(dialect),
    '2026-11-27T0200-held-messages': heldMessagesMigration(dialect),
    '2026-11-27T0300-post-watches': postWatchesMigration(),
    '2026-11-27T0310-post-renewal': postRenewalMigration(),
    '2026-11-27T0320-post-notice-kinds': postNoticeKindsMigration(dialect),
    '2026-11-27T0430-push-subscriptions': pushSubscriptionsMigration(dialect),
    '2026-11-27T0600-posts-likes-index': postsLikesIndexMigration(),
    '2026-11-27T1040-retries-write-keys': writeKeysMigration(),
    '2026-11-27T1041-retries-saved-search-keys': savedSearchKeysMigration(),
    '2026-11-27T1042-retries-held-reviews': heldReviewsMigration(),
    '2026-11-27T1100-post-geo-dimensions': postGeoDimensionsMigration(dialect),
    '2026-11-27T1710-h74-feed-pair-indexes': feedPairIndexesMigration(),
    '2026-11-28T0100-feed-index-holds-position': feedIndexHoldsPositionMigration(),
    '2026-11-28T0500-likes-indexes-hold-filters': likesIndexesHoldFiltersMigration(),
  };
}
