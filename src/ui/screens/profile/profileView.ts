import type { ActorRefFrom } from 'xstate';
import { displayName, type CurrentUser } from '../../../contract';
import type { followMachine } from '../../../machines/follow';
import type { profileMachine } from '../../../machines/profile';

export type ProfileActor = ActorRefFrom<typeof profileMachine>;
export type FollowActor = ActorRefFrom<typeof followMachine>;

/** The profile's display name: market name, else full name, else username. */
export const displayNameOf = (profile: CurrentUser): string => displayName({ ...profile.user, marketname: profile.market_info?.marketname });

const VIDEO_EXTENSION = /\.(mp4|webm|ogg|mov|avi|mkv|flv|wmv|m4v)(\?.*)?$/i;

/** Profile posts carry bare URLs: a video is told by its extension. */
export const isVideoUrl = (url: string): boolean => VIDEO_EXTENSION.test(url);
