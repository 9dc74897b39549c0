import type { MediaStore } from '../../media/storage';
import type { RouteDeps } from '../route-deps';
import type { VisitorPages } from './visitor-pages';

/** What the marketplace routes share beyond the app's deps: the media files and visitors' pages. */
export type MarketplaceDeps = RouteDeps & { media: MediaStore; visitorPages: VisitorPages };
