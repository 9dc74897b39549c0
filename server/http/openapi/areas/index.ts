import type { AreaDocs } from '../operation';
import { accountsDocs } from './accounts.docs';
import { chatsDocs } from './chats.docs';
import { geoDocs } from './geo.docs';
import { healthDocs } from './health.docs';
import { listingsDocs } from './listings.docs';
import { marketplaceDocs } from './marketplace.docs';
import { moderationDocs } from './moderation.docs';
import { notificationsDocs } from './notifications.docs';
import { postLifeDocs } from './post-life.docs';
import { presenceDocs } from './presence.docs';
import { pushDocs } from './push.docs';
import { realtimeDocs } from './realtime.docs';
import { savedSearchesDocs } from './savedSearches.docs';
import { searchDocs } from './search.docs';
import { sessionsDocs } from './sessions.docs';
import { settingsDocs } from './settings.docs';
import { socialDocs } from './social.docs';

/** Every area of the API, in the order the document lists them. */
export const API_AREAS: readonly AreaDocs[] = [
  accountsDocs,
  sessionsDocs,
  settingsDocs,
  presenceDocs,
  marketplaceDocs,
  listingsDocs,
  savedSearchesDocs,
  postLifeDocs,
  socialDocs,
  chatsDocs,
  notificationsDocs,
  pushDocs,
  geoDocs,
  searchDocs,
  moderationDocs,
  realtimeDocs,
  healthDocs,
];
