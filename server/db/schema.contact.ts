import type { Generated } from 'kysely';

/** The tables of the contact page: feedback and support tickets (specification document 3). */

export type SupportTicketsTable = {
  id: Generated<number>;
  user_id: number;
  subject: string;
  status: Generated<'open' | 'closed'>;
  created_at: string;
  updated_at: string;
};

/** A contact-page submission: feedback, or a message on a support ticket. */
export type FeedbackTable = {
  id: Generated<number>;
  kind: 'feedback' | 'ticket';
  user_id: number;
  ticket_id: number | null;
  subject: string;
  message: string;
  username: string;
  email: string;
  phone: string;
  platform: string;
  client_timestamp: string | null;
  created_at: string;
};

export type ContactTables = {
  support_tickets: SupportTicketsTable;
  feedback: FeedbackTable;
};
