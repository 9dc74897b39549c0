import { describe, expect, it } from 'vitest';
import { feedbackAnswerSchema, FEEDBACK_TYPES, MESSAGES, NEW_TICKET } from '../../../../src/contract';
import { json, newUser, post, signIn, useTestApp } from '../../support/helpers';

const feedback = {
  username: 'someone_else',
  email: 'spoof@example.com',
  phone: '000',
  user_id: 999,
  subject: 'Love the app',
  message: 'The nearby page is great.',
  feedback_type: FEEDBACK_TYPES.feedback,
  timestamp: '2026-03-01T09:00:00.000Z',
  platform: 'Naija Market Web',
};

const ticket = { ...feedback, subject: 'Cannot upload', message: 'My picture fails.', feedback_type: FEEDBACK_TYPES.ticket, ticket_number: NEW_TICKET, platform: 'Naija Market Support' };

describe('POST /api/feedback (feedback and support tickets)', () => {
  const t = useTestApp({ env: { SUPPORT_EMAIL: 'help@market.test' } });

  async function signedIn(username = 'ada') {
    const user = await newUser(t().stores, { username, email: `${username}@example.com`, phone: '+2348031112222' });
    return { user, token: await signIn(t().app, user) };
  }

  it('stores feedback as the signed-in sender, numbers it and mails support', async () => {
    const { user, token } = await signedIn();
    const response = await post(t().app, '/api/feedback', feedback, token);
    expect(response.statusCode).toBe(201);
    const answer = feedbackAnswerSchema.parse(response.json());
    expect(answer).toEqual({
      success: true,
      message: MESSAGES.feedbackSubmitted,
      feedback_type: FEEDBACK_TYPES.feedback,
      reference: expect.stringMatching(/^FB-\d{6}$/),
      ticket_number: null,
    });
    const rows = await t().db.kysely.selectFrom('feedback').selectAll().where('user_id', '=', user.id).execute();
    expect(rows).toEqual([
      expect.objectContaining({
        kind: 'feedback', ticket_id: null, username: 'ada', email: 'ada@example.com', phone: '+2348031112222',
        subject: 'Love the app', message: 'The nearby page is great.', platform: 'Naija Market Web', client_timestamp: '2026-03-01T09:00:00.000Z',
      }),
    ]);
    expect(answer.reference).toBe(`FB-${String(rows[0]?.id).padStart(6, '0')}`);
    const mail = t().outbox.lastTo('help@market.test');
    expect(mail?.subject).toContain(answer.reference);
    expect(mail?.text).toContain('From: ada');
    expect(mail?.text).toContain('The nearby page is great.');
    expect(t().outbox.lastTo('ada@example.com')).toBeUndefined();
  });

  it('opens numbered tickets, adds follow-ups to the caller’s own ticket, and mails a receipt', async () => {
    const { token } = await signedIn();
    const first = feedbackAnswerSchema.parse((await post(t().app, '/api/feedback', ticket, token)).json());
    expect(first).toMatchObject({ message: MESSAGES.ticketSubmitted, ticket_number: expect.stringMatching(/^TKT-\d{6}$/) });
    expect(first.reference).toBe(first.ticket_number);
    const second = feedbackAnswerSchema.parse((await post(t().app, '/api/feedback', { ...ticket, ticket_number: '' }, token)).json());
    expect(second.ticket_number).not.toBe(first.ticket_number);
    expect(Number(second.ticket_number?.slice(4))).toBeGreaterThan(Number(first.ticket_number?.slice(4)));

    const followUp = await post(t().app, '/api/feedback', { ...ticket, message: 'Still failing.', ticket_number: first.ticket_number?.toLowerCase() }, token);
    expect(followUp.statusCode).toBe(201);
    expect(feedbackAnswerSchema.parse(followUp.json()).ticket_number).toBe(first.ticket_number);
    const ticketId = Number(first.ticket_number?.slice(4));
    expect((await t().stores.feedback.ticketMessages(ticketId)).map((row) => row.message)).toEqual(['My picture fails.', 'Still failing.']);
    expect(t().outbox.lastTo('ada@example.com')?.subject).toContain(first.ticket_number ?? '?');
    expect(t().outbox.lastTo('help@market.test')?.subject).toContain('(follow-up)');

    const { token: otherToken } = await signedIn('bayo');
    const foreign = await post(t().app, '/api/feedback', { ...ticket, ticket_number: first.ticket_number }, otherToken);
    expect(foreign.statusCode).toBe(400);
    expect(json(foreign).message).toContain(`No ticket ${first.ticket_number} was found on your account`);
    const unknown = await post(t().app, '/api/feedback', { ...ticket, ticket_number: 'TKT-999999' }, token);
    expect(unknown.statusCode).toBe(400);
    const garbage = await post(t().app, '/api/feedback', { ...ticket, ticket_number: 'hello' }, token);
    expect(garbage.statusCode).toBe(400);
    expect(await t().stores.feedback.ticketMessages(ticketId)).toHaveLength(2);
  });

  it('refuses missing subject or message, unknown types and visitors', async () => {
    const { token } = await signedIn();
    const cases: [unknown, string][] = [
      [{ ...feedback, subject: '  ' }, MESSAGES.fillAllRequired],
      [{ ...feedback, message: '' }, MESSAGES.fillAllRequired],
      [{ ...feedback, message: undefined }, MESSAGES.fillAllRequired],
      [{ ...feedback, feedback_type: 'Complaint' }, MESSAGES.unknownFeedbackType],
      [{ ...feedback, message: 'x'.repeat(5001) }, 'This text must be at most 5000 characters.'],
    ];
    for (const [body, message] of cases) {
      const response = await post(t().app, '/api/feedback', body, token);
      expect(response.statusCode).toBe(400);
      expect(json(response).message).toBe(message);
    }
    expect((await post(t().app, '/api/feedback', feedback)).statusCode).toBe(401);
    const count = await t().db.kysely.selectFrom('feedback').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('keeps the submission when the mail cannot be sent', async () => {
    const { token } = await signedIn();
    t().outbox.send = async () => {
      throw new Error('smtp down');
    };
    const response = await post(t().app, '/api/feedback', ticket, token);
    expect(response.statusCode).toBe(201);
    const count = await t().db.kysely.selectFrom('support_tickets').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });
});
