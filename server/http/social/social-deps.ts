import type { RouteDeps } from '../route-deps';

/** What the social routes (and the chat rooms) are given: the app's deps, rate limits included. */
export type SocialDeps = RouteDeps;
