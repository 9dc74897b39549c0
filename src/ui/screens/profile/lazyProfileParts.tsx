import { Suspense, type ComponentType } from 'react';
import type { LazyComponent } from '../../app/lazyComponent';
import { lazyPart } from '../../app/lazyPart';

/** The part once its code has come, nothing in its place before. */
function whenLoaded<P extends object>(part: LazyComponent<P>): ComponentType<P> {
  return function LoadedPart(props: P) {
    return (
      <Suspense fallback={null}>
        <part.Component {...props} />
      </Suspense>
    );
  };
}

/*
 * What a profile's first look does without, each in its own chunk so the first post shows before them: a post
 * opened, the owner's tools, a signed-in visitor's Report and Block, and the review forms.
 */
export const PostDetailModal = whenLoaded(lazyPart(() => import('./PostDetailModal'), (module) => module.PostDetailModal));
export const OwnerActions = whenLoaded(lazyPart(() => import('./OwnerActions'), (module) => module.OwnerActions));
export const ReferralPanel = whenLoaded(lazyPart(() => import('./ReferralPanel'), (module) => module.ReferralPanel));
export const ReportButton = whenLoaded(lazyPart(() => import('../report/ReportButton'), (module) => module.ReportButton));
export const BlockButton = whenLoaded(lazyPart(() => import('../block/BlockButton'), (module) => module.BlockButton));
export const ReviewForm = whenLoaded(lazyPart(() => import('./reviews/ReviewForm'), (module) => module.ReviewForm));
export const ReplyForm = whenLoaded(lazyPart(() => import('./reviews/ReviewForm'), (module) => module.ReplyForm));
