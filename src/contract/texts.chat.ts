import { POST_LIFE_NOTIFICATION_TEXTS } from './texts.postLife';
/** Texts of chat, the inbox and notifications (specification document 3), word for word. */

export const CHAT_MESSAGES = {
  // Chat (document 3, sections 2, 5 and 8)
  messageEmpty: 'Message cannot be empty',
  invalidChatRoom: 'Invalid chat room',
  chatNotFoundTitle: 'Chat not found',
  chatNotFound: "This conversation doesn't exist or you don't have access to it.",
  backToMessages: 'Back to Messages',
  noMessagesYet: 'No messages yet',
  startTheConversation: 'Send a message to start the conversation!',
  chatUnavailableBanner: 'Real-time chat unavailable. Messages may be delayed.',
  typeAMessage: 'Type a message...',
  imageToSend: 'Image to send:',
  fileTooLargeSend: 'File too large. Please choose a smaller file.',
  imageFileTooLarge: 'Image file is too large. Please choose a smaller image.',
  invalidImageFormatOrSize: 'Invalid image format or size. Please try again.',
  unsupportedImageFormat: 'Unsupported image format. Please use JPG, PNG, or GIF.',
  chatAccessDenied: 'Access denied.',
  failedToSendImage: 'Failed to send image',
  failedToSendMessage: 'Failed to send message',
  messageNotFound: 'Message not found.',
  /** The text of an image message sent without a caption; the conversation hides it. */
  imageMessageText: '[Image]',
  notYourMessage: 'You can only change your own messages.',

  // Inbox (document 3, sections 2 and 8)
  inboxTitle: 'Messages',
  searchConversations: 'Search conversations...',
  noMessagesInbox: "You don't have any messages yet",
  startAConversation: 'Start a conversation',
  noConversationsMatching: 'No conversations matching "{query}"',
  clearSearch: 'Clear search',
  noConversationsInFilter: 'No {filter} conversations',
  showAllConversations: 'Show all conversations',
  inboxSessionExpired: 'Session expired. Please log in again.',
  inboxAccessDenied: 'Access denied. Please check your permissions.',
  inboxNetworkError: 'Network error. Please check your connection.',
  inboxLoadFailed: 'Failed to load chat rooms. Please try again.',

  // Notifications (document 3, sections 2 and 8)
  notificationsLoadFailed: 'Failed to load notifications',
  allNotificationsRead: 'All notifications marked as read',
  noNotifications: 'No notifications to show',
  viewAllNotifications: 'View all notifications',
  notificationsBanner: 'Connection limited. You may not receive real-time notifications.',
  notificationNotFound: 'Notification not found.',
  searchFailed: 'Failed to search users. Please try again.',
} as const;

/**
 * Texts of the recorded notifications ({actor} is a username, {title} a post title). Like, comment and
 * follow are document 3's forms, which the client parses for the actor and the title.
 */
export const NOTIFICATION_KINDS = ['like', 'comment', 'reply', 'follow', 'share', 'message', 'saved_search', 'price_drop', 'post_expiring', 'post_expired'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_TEXTS = {
  like: '{actor} liked your post "{title}"',
  comment: '{actor} commented on your post "{title}"',
  reply: '{actor} replied to your comment',
  follow: '{actor} started following you',
  share: '{actor} shared your post "{title}"',
  message: '{actor} sent you a message',
  /** A saved search's alert (issue 16): its own text, savedSearchAlertText. */
  saved_search: "{count} new matches for '{name}'",
  /** Price watches and expiry (issue 16): texts the server writes whole, POST_LIFE_NOTIFICATION_TEXTS. */
  ...POST_LIFE_NOTIFICATION_TEXTS,
} as const;

/** The live notification toasts of document 3 section 8: '{actor} liked your post' and the like. */
export const LIVE_NOTIFICATION_TEXTS = {
  like: '{actor} liked your post',
  comment: '{actor} commented on your post',
  reply: '{actor} replied to your comment',
  follow: '{actor} started following you',
  share: '{actor} shared your post',
  message: '{actor} sent you a message',
  saved_search: 'New posts match your saved search',
  price_drop: 'A price you watch dropped',
  post_expiring: 'Your post expires soon',
  post_expired: 'Your post has expired',
} as const;
