/**
 * The product's fixed names and defaults: its name and colour, the chat's default colour and wallpaper size, and
 * the folder an upload goes to unless it names one (contact details and the contact page's choices: contact.ts).
 */

export const PRODUCT_NAME = 'Naija Market';
export const BRAND_COLOR = '#6E9F2E';

export const UPLOAD_DEFAULT_FOLDER = 'uploads';

/** The country a store form and the feed's filters start with. */
export const DEFAULT_COUNTRY = 'Nigeria';

export const DEFAULT_CHAT_COLOR = BRAND_COLOR;

/** The recommended chat wallpaper size, px (document 3, section 9). */
export const RECOMMENDED_WALLPAPER = { width: 1080, height: 1920 } as const;
