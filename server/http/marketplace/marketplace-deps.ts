import type { MediaStore } from '../../media/storage';
import type { RouteDeps } from '../route-deps';

/** What the marketplace routes share beyond the app's deps: the media files. */
export type MarketplaceDeps = RouteDeps & { media: MediaStore };
