/**
 * The product's fixed names and defaults: its name and colour, contact details, the contact page's choices,
 * the chat's default colour and wallpaper size, and the folder an upload goes to unless it names one.
 */

export const PRODUCT_NAME = 'Naija Market';
export const BRAND_COLOR = '#6E9F2E';

export const UPLOAD_DEFAULT_FOLDER = 'uploads';

/** The country a store form and the feed's filters start with. */
export const DEFAULT_COUNTRY = 'Nigeria';

/** The contact page's feedback_type values (document 3, section 3). */
export const FEEDBACK_TYPES = { feedback: 'User Feedback', ticket: 'Support Ticket' } as const;
/** The ticket number a new ticket is sent with (the field's default); blank means new too. */
export const NEW_TICKET = 'New Ticket';
export const DEFAULT_CHAT_COLOR = BRAND_COLOR;

/** The contact page's platform labels: support tells feedback and tickets apart by them (document 3, section 3). */
export const FEEDBACK_PLATFORMS = { feedback: `${PRODUCT_NAME} Web Feedback`, ticket: `${PRODUCT_NAME} Web Support` } as const;

/** Contact Us and the legal texts (document 3, section 2). The server's SUPPORT_EMAIL default is the same address. */
export const SUPPORT_CONTACT = {
  email: 'support@naija-market.local',
  businessHours: 'Monday to Friday, 9:00 AM to 5:00 PM WAT',
  responseTime: '24-48 business hours',
} as const;

/** Join our Community: a group chat, a channel on a messaging app and a microblog account. */
export const COMMUNITY_LINKS = [
  { name: 'WhatsApp Community', description: 'Chat with buyers and vendors', url: 'https://chat.whatsapp.com/naijamarket' },
  { name: 'Telegram Channel', description: 'News and updates', url: 'https://t.me/naijamarket' },
  { name: 'X (Twitter)', description: 'Follow @naijamarket', url: 'https://x.com/naijamarket' },
] as const;

/** The recommended chat wallpaper size, px (document 3, section 9). */
export const RECOMMENDED_WALLPAPER = { width: 1080, height: 1920 } as const;
