import type { MediaStore } from '../../media/storage';
import type { RouteDeps } from '../route-deps';
import type { FeedCounts } from './feed-counts';
import type { VisitorPages } from './visitor-pages';

/** What the marketplace routes share beyond the app's deps: the media files, the feed totals and visitors' pages. */
export type MarketplaceDeps = RouteDeps & { media: MediaStore; feedCounts: FeedCounts; visitorPages: VisitorPages };
