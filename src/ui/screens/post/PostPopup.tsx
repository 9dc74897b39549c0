import { useSelector } from '@xstate/react';
import { X } from 'lucide-react';
import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Actor } from 'xstate';
import { DURATIONS, LIMITS, MESSAGES, type Post } from '../../../contract';
import {
  postViewMachine,
  readPostViewInput,
  selectCanRetry,
  selectError,
  selectIsStartingChat,
  selectLinkCopied,
  selectPost,
  selectStatus,
} from '../../../machines/postView';
import { useTracedActorRef } from '../../app/useTracedActorRef';
import { Carousel } from '../../components';
import { avatarOrDefault, displayName, formatNaira, isTruncated, postTime, truncateText } from '../../format';
import { useActorToasts } from '../accounts/useActorToasts';
import { CommentsSection } from './CommentsSection';
import { LikeButton } from './LikeButton';
import { PostMenu } from './PostMenu';
import { PostShadowScope, usePostShadow } from './PostShadow';
import { postLink, shareLinks } from './share';
import { useDialog } from './useDialog';
import { useViewer } from './useViewer';
import '../../styles/post.css';

type ViewActor = Actor<typeof postViewMachine>;

export type PostPopupProps = {
  /** Loads the post by id (share links, the feed's ?postId=). */
  postId?: number | null;
  /** Or shows a post the caller already has. */
  post?: Post | null;
  onClose: () => void;
  /** The post was hidden or deleted from its menu; the popup closes when these are not given. */
  onHidden?: (postId: number) => void;
  onDeleted?: (postId: number) => void;
};

/** The post popup: a modal dialog with the post, its seller, actions, shares, likes and comments. */
export function PostPopup(props: PostPopupProps) {
  // Another post is another loader.
  return (
    <PostShadowScope>
      <PostDialog key={props.postId ?? props.post?.id ?? 'none'} {...props} />
    </PostShadowScope>
  );
}

function PostDialog({ postId, post, onClose, onHidden, onDeleted }: PostPopupProps) {
  const [input] = useState(() => readPostViewInput({ postId, post }));
  const view = useTracedActorRef(postViewMachine, { input });
  useActorToasts(view);
  useNavigation(view);
  useHeardActivity(view);
  const dialog = useRef<HTMLDivElement>(null);
  const onKeyDown = useDialog(dialog, onClose);
  const titleId = useId();

  return (
    <div className="post-popup__backdrop" onMouseDown={(event) => event.target === event.currentTarget && onClose()} data-scope="post-popup" data-part="backdrop">
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="post-popup"
        onKeyDown={onKeyDown}
        data-scope="post-popup"
        data-part="dialog"
      >
        <button type="button" className="post-popup__close" aria-label="Close" onClick={onClose}>
          <X />
        </button>
        <PopupBody view={view} titleId={titleId} onHidden={onHidden ?? onClose} onDeleted={onDeleted ?? onClose} />
      </div>
    </div>
  );
}

/** Message Seller ends in the room it created. */
function useNavigation(view: ViewActor) {
  const navigate = useNavigate();
  const go = useRef(navigate);
  useLayoutEffect(() => {
    go.current = navigate;
  });
  useLayoutEffect(() => {
    const subscription = view.on('navigate', (event) => void go.current(event.to));
    return () => subscription.unsubscribe();
  }, [view]);
}

/** Likes and comments heard on the post's live socket reach every view of it through the post shadow. */
function useHeardActivity(view: ViewActor) {
  const shadow = usePostShadow();
  useLayoutEffect(() => {
    const subscription = view.on('post.heard', (event) => shadow.send(event));
    return () => subscription.unsubscribe();
  }, [view, shadow]);
}

type BodyProps = { view: ViewActor; titleId: string; onHidden: (id: number) => void; onDeleted: (id: number) => void };

function PopupBody({ view, titleId, onHidden, onDeleted }: BodyProps) {
  const status = useSelector(view, selectStatus);
  const post = useSelector(view, selectPost);
  const error = useSelector(view, selectError);
  const canRetry = useSelector(view, selectCanRetry);
  if (status === 'loaded' && post) return <PostDetails post={post} view={view} titleId={titleId} onHidden={onHidden} onDeleted={onDeleted} />;
  if (status === 'loading') {
    return (
      <div className="post-popup__state" role="status" data-scope="post-popup" data-part="loading">
        <h2 id={titleId}>Loading post...</h2>
        <span className="spinner" aria-hidden="true" />
      </div>
    );
  }
  const [title, text] = {
    notFound: [MESSAGES.postNotFoundTitle, MESSAGES.postNotFound],
    failed: [MESSAGES.failedToLoadPost, error ?? MESSAGES.unableToFetchPost],
    noData: [MESSAGES.noPostData, MESSAGES.noPostIdOrContent],
    loaded: [MESSAGES.noPostData, MESSAGES.noPostIdOrContent],
  }[status];
  return (
    <div className="post-popup__state" role="alert" data-scope="post-popup" data-part={status}>
      <h2 id={titleId}>{title}</h2>
      <p>{text}</p>
      {status === 'failed' && canRetry ? (
        <button type="button" className="button button--primary" onClick={() => view.send({ type: 'post.retry' })}>
          Try Again
        </button>
      ) : null}
    </div>
  );
}

function PostDetails({ post, view, titleId, onHidden, onDeleted }: BodyProps & { post: Post }) {
  const media = post.images.map(({ url, kind }) => ({ url, kind }));
  return (
    <article className="post-details" data-scope="post-popup" data-part="post">
      <header className="post-details__header">
        <SellerHeader post={post} />
        <PostMenu post={post} onHidden={onHidden} onDeleted={onDeleted} />
      </header>
      <Carousel media={media} alt={post.title} autoplayMs={DURATIONS.popupAutoplay} height={360} globalKeys />
      <div className="post-details__content">
        {post.category ? <span className="post-details__badge">{post.category.name}</span> : null}
        <h2 id={titleId} className="post-details__title">
          {post.title}
        </h2>
        <p className="post-details__price" data-scope="post-popup" data-part="price">
          {formatNaira(post.price)}
        </p>
        <PostChips post={post} />
        <p className="post-details__time">Posted {postTime(post.created_at, Date.now())}</p>
        <Description text={post.description} />
        {post.caption ? <DetailsSection title="Additional Information">{post.caption}</DetailsSection> : null}
        <ContactSection post={post} />
        <SellerActions post={post} view={view} />
        <ShareBar post={post} view={view} />
        <div className="post-details__reactions">
          <LikeButton post={post} />
        </div>
        <CommentsSection post={post} />
      </div>
    </article>
  );
}

function sellerOf(post: Post) {
  const { user } = post;
  const marketname = user.vendor?.marketname || user.profile.marketname;
  const city = user.vendor?.city || user.profile.city;
  const state = user.vendor?.state || user.profile.state;
  return {
    name: displayName({ username: user.username, first_name: user.first_name, last_name: user.last_name, marketname }),
    place: [city, state].filter(Boolean).join(', '),
    phone: user.vendor?.display_phone && user.vendor.phone ? user.vendor.phone : null,
  };
}

function SellerHeader({ post }: { post: Post }) {
  const seller = sellerOf(post);
  return (
    <div className="post-details__seller" data-scope="post-popup" data-part="seller">
      <img className="post-details__avatar" src={avatarOrDefault(post.user.profile.profileimg)} alt="" width={44} height={44} />
      <div>
        <p className="post-details__seller-name">{seller.name}</p>
        {seller.place ? <p className="post-details__seller-place">{seller.place}</p> : null}
      </div>
    </div>
  );
}

function PostChips({ post }: { post: Post }) {
  const chips = [post.category?.name, post.delivery_time?.label, post.delivery_radius ? `Delivers within ${post.delivery_radius} km` : undefined];
  return (
    <ul className="post-details__chips" aria-label="Details">
      {chips.filter(Boolean).map((chip) => (
        <li key={chip} className="post-details__chip">
          {chip}
        </li>
      ))}
    </ul>
  );
}

function DetailsSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="post-details__section" aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      {children}
    </section>
  );
}

function Description({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const long = isTruncated(text, LIMITS.readMoreChars);
  return (
    <DetailsSection title="Description">
      <p className="post-details__description" data-scope="post-popup" data-part="description">
        {open || !long ? text : truncateText(text, LIMITS.readMoreChars)}
      </p>
      {long ? (
        <button type="button" className="post-details__more" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? 'Show Less' : 'Read More'}
        </button>
      ) : null}
    </DetailsSection>
  );
}

function ContactSection({ post }: { post: Post }) {
  const { phone } = sellerOf(post);
  if (!phone) return null;
  return (
    <DetailsSection title="Contact Information">
      <p>
        Phone: <a href={`tel:${phone}`}>{phone}</a>
      </p>
    </DetailsSection>
  );
}

function SellerActions({ post, view }: { post: Post; view: ViewActor }) {
  const viewer = useViewer();
  const startingChat = useSelector(view, selectIsStartingChat);
  const { phone } = sellerOf(post);
  if (!viewer || viewer.username === post.user.username) {
    return (
      <div className="post-details__actions">
        <Link className="button button--secondary" to={`/profile/${post.user.username}`}>
          View Seller Profile
        </Link>
      </div>
    );
  }
  return (
    <div className="post-details__actions">
      <button
        type="button"
        className="button button--primary"
        disabled={startingChat}
        aria-busy={startingChat || undefined}
        onClick={() => view.send({ type: 'chat.requested', viewer: viewer.username })}
      >
        {startingChat ? 'Starting chat...' : 'Message Seller'}
      </button>
      {phone ? (
        <a className="button button--secondary" href={`tel:${phone}`}>
          Call Seller
        </a>
      ) : null}
    </div>
  );
}

function ShareBar({ post, view }: { post: Post; view: ViewActor }) {
  const copied = useSelector(view, selectLinkCopied);
  const url = postLink(post.id);
  return (
    <section className="post-details__share" aria-label="Share this post">
      <ul className="share-list">
        {shareLinks(url, post.title).map((link) => (
          <li key={link.target}>
            <a
              className="share-list__link"
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              data-target={link.target}
              onClick={() => view.send({ type: 'share.opened', target: link.target })}
            >
              {link.label}
            </a>
          </li>
        ))}
        <li>
          <button type="button" className="share-list__link" onClick={() => view.send({ type: 'link.copyRequested', url })}>
            {copied ? 'Link copied!' : 'Copy link'}
          </button>
        </li>
      </ul>
    </section>
  );
}
