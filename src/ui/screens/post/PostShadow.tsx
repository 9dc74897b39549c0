import { useSelector } from '@xstate/react';
import { createContext, useContext, useLayoutEffect, type ComponentType, type ReactNode } from 'react';
import { postShadowMachine, selectCommentCountOf, type PostFacts, type PostShadowRef } from '../../../machines/postShadow';
import { useScreenActor } from '../../app/useScreenActor';

const PostShadowContext = createContext<PostShadowRef | null>(null);

/** Every view of a post below reads one post shadow: the screen's (the marketplace's), or one of its own. */
export function PostShadowScope({ children }: { children: ReactNode }) {
  return useContext(PostShadowContext) ? children : <OwnPostShadow>{children}</OwnPostShadow>;
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
  const shadow = useScreenActor(postShadowMachine, {});
  return <PostShadowContext.Provider value={shadow}>{children}</PostShadowContext.Provider>;
}

export function usePostShadow(): PostShadowRef {
  const shadow = useContext(PostShadowContext);
  if (!shadow) throw new Error('No post shadow: render inside <PostShadowScope>.');
  return shadow;
}

/** Tells the shadow the server's numbers for a post as this view got them (again whenever they change). */
export function useSeenPost({ id, liked, no_of_likes, no_of_comments }: PostFacts): PostShadowRef {
  const shadow = usePostShadow();
  useLayoutEffect(() => {
    shadow.send({ type: 'post.seen', post: { id, liked, no_of_likes, no_of_comments } });
  }, [shadow, id, liked, no_of_likes, no_of_comments]);
  return shadow;
}

/** The post's comment count as every view shows it. */
export function useCommentCount(post: Pick<PostFacts, 'id' | 'no_of_comments'>): number {
  return useSelector(usePostShadow(), selectCommentCountOf(post.id)) ?? post.no_of_comments;
}
