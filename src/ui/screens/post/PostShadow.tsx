import { useSelector } from '@xstate/react';
import { createContext, useContext, useLayoutEffect, useState, type ComponentType, type ReactNode } from 'react';
import { selectCommentCountOf, type PostFacts, type PostShadowRef, type PostShadowSnapshot } from '../../../machines/postShadow';
import { afterPageLoad } from '../../app/afterPageLoad';
import { lazyModule, useLazyModule } from '../../app/lazyModule';

/**
 * The post shadow's and the like's machines with the live heart: not needed to draw a post (its numbers are the
 * server's until then), so fetched once the page has loaded, or by an earlier tap on a heart.
 */
export const postShadowLive = lazyModule(() => import('./PostShadowLive'));
afterPageLoad(() => void postShadowLive.load().catch(() => undefined));

/** A scope's post shadow, null while its code is on its way; undefined outside any scope. */
const PostShadowContext = createContext<PostShadowRef | null | undefined>(undefined);

/** Every view of a post below reads one post shadow: the screen's (the marketplace's), or one of its own. */
export function PostShadowScope({ children }: { children: ReactNode }) {
  return useContext(PostShadowContext) === undefined ? <OwnPostShadow>{children}</OwnPostShadow> : children;
}

/** The view inside a post shadow: the screen's, or one of its own when it is shown alone. */
export function withPostShadow<TProps extends object>(View: ComponentType<TProps>): ComponentType<TProps> {
  return function InPostShadow(props: TProps) {
    return (
      <PostShadowScope>
        <View {...props} />
      </PostShadowScope>
    );
  };
}

function OwnPostShadow({ children }: { children: ReactNode }) {
  const live = useLazyModule(postShadowLive);
  const [shadow, setShadow] = useState<PostShadowRef | null>(null);
  return (
    <PostShadowContext.Provider value={shadow}>
      {live ? <live.StartPostShadow onStarted={setShadow} /> : null}
      {children}
    </PostShadowContext.Provider>
  );
}

/** The scope's post shadow, or null until its code has arrived. */
export function usePostShadow(): PostShadowRef | null {
  const shadow = useContext(PostShadowContext);
  if (shadow === undefined) throw new Error('No post shadow: render inside <PostShadowScope>.');
  return shadow;
}

/** Tells the shadow the server's numbers for a post as this view got them (again whenever they change). */
export function useSeenPost({ id, liked, no_of_likes, no_of_comments }: PostFacts): PostShadowRef | null {
  const shadow = usePostShadow();
  useLayoutEffect(() => {
    shadow?.send({ type: 'post.seen', post: { id, liked, no_of_likes, no_of_comments } });
  }, [shadow, id, liked, no_of_likes, no_of_comments]);
  return shadow;
}

/** The post's comment count as every view shows it. */
export function useCommentCount(post: Pick<PostFacts, 'id' | 'no_of_comments'>): number {
  const shown = useSelector(usePostShadow() ?? undefined, (snapshot?: PostShadowSnapshot) => snapshot && selectCommentCountOf(post.id)(snapshot));
  return shown ?? post.no_of_comments;
}
