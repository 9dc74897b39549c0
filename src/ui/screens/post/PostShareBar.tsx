import { useSelector } from '@xstate/react';
import type { Post } from '../../../contract/posts';
import { selectLinkCopied } from '../../../machines/postView';
import type { PostViewActor } from './postViewActor';
import { postLink, shareLinks } from './share';

/** Share links for the post and a copy-link button. */
export function PostShareBar({ post, view }: { post: Post; view: PostViewActor }) {
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
