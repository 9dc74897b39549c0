/** An image's stored widths (a post's media variants, 400 to 1920 px), for the browser to pick from. */
export type CarouselImageVariant = { width: number; url: string };

export type CarouselMediaItem = { url: string; kind: 'image' | 'video'; variants?: readonly CarouselImageVariant[] };
