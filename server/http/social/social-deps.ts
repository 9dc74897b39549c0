import type { RouteDeps } from '../route-deps';
import type { SocialLimiters } from './social-limits';

/** What the social routes (and the chat rooms) share beyond the app's deps: their per-user rate limits. */
export type SocialDeps = RouteDeps & { socialLimits: SocialLimiters };
