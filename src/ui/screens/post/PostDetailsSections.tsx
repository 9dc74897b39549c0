import { useId, useState, type ReactNode } from 'react';
import { LIMITS } from '../../../contract/limits';
import type { Post } from '../../../contract/posts';
import { isTruncated, truncateText } from '../../format';
import { sellerOf } from './postSeller';

export function PostChips({ post }: { post: Post }) {
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

export function DetailsSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="post-details__section" aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      {children}
    </section>
  );
}

export function Description({ text }: { text: string }) {
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

export function ContactSection({ post }: { post: Post }) {
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
