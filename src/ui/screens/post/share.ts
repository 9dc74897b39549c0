import type { ShareTarget } from '../../../machines/postView';

/** A share button: its label and the page it opens for a post's link. */
export type ShareLink = { target: Exclude<ShareTarget, 'copy'>; label: string; href: string };

/** The address a post is shared under: the popup over the marketplace. */
export function postLink(postId: number, origin = window.location.origin): string {
  return `${origin}/post/${postId}`;
}

/**
 * The seven targets of the spec: a messaging app, two social networks, a microblog, e-mail, a professional
 * network, a chat app. Each opens its network's documented share address with the link filled in; the
 * second social network is Reddit, as Instagram has no web address that shares a link.
 */
export function shareLinks(url: string, title: string): ShareLink[] {
  const link = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  return [
    { target: 'whatsapp', label: 'WhatsApp', href: `https://wa.me/?text=${text}%20${link}` },
    { target: 'facebook', label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${link}` },
    { target: 'reddit', label: 'Reddit', href: `https://www.reddit.com/submit?url=${link}&title=${text}` },
    { target: 'twitter', label: 'X', href: `https://twitter.com/intent/tweet?url=${link}&text=${text}` },
    { target: 'email', label: 'Email', href: `mailto:?subject=${text}&body=${text}%20${link}` },
    { target: 'linkedin', label: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${link}` },
    { target: 'telegram', label: 'Telegram', href: `https://t.me/share/url?url=${link}&text=${text}` },
  ];
}
