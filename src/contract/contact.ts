import { PRODUCT_NAME } from './product';

/**
 * The contact page's choices and the product's contact details: a module apart from product.ts, whose name and
 * colour the first render reads, so that these come with the settings screens that show them.
 */

/** The contact page's feedback_type values (document 3, section 3). */
export const FEEDBACK_TYPES = { feedback: 'User Feedback', ticket: 'Support Ticket' } as const;
/** The ticket number a new ticket is sent with (the field's default); blank means new too. */
export const NEW_TICKET = 'New Ticket';

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
