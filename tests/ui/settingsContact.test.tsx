import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { COMMUNITY_LINKS, FEEDBACK_PLATFORMS, FEEDBACK_TYPES, MESSAGES, NEW_TICKET, SUPPORT_CONTACT } from '../../src/contract';
import { server } from '../setup/msw';
import { renderApp } from './routes.render';
import { settingsServer } from './settings.render';

type Answer = (body: Record<string, unknown>) => Response | Promise<Response>;

const created = (body: Record<string, unknown>) => {
  const ticket = body.feedback_type === FEEDBACK_TYPES.ticket;
  return HttpResponse.json(
    {
      success: true,
      message: ticket ? MESSAGES.ticketSubmitted : MESSAGES.feedbackSubmitted,
      feedback_type: body.feedback_type,
      reference: ticket ? 'TKT-000042' : 'FB-000007',
      ticket_number: ticket ? 'TKT-000042' : null,
    },
    { status: 201 },
  );
};

async function openContact(answer: Answer = created) {
  settingsServer();
  const sent: Array<Record<string, unknown>> = [];
  server.use(
    http.post('/api/feedback', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push(body);
      return answer(body);
    }),
  );
  const view = renderApp('/settings/contact');
  await screen.findByRole('form', { name: 'Send Feedback' });
  return { ...view, sent };
}

const feedbackForm = () => within(screen.getByRole('form', { name: 'Send Feedback' }));
const ticketForm = () => within(screen.getByRole('form', { name: 'Support Ticket' }));

describe('/settings/contact', () => {
  it('prefills the sender read-only, and lists the community links and contact facts', async () => {
    await openContact();
    for (const form of [feedbackForm(), ticketForm()]) {
      expect(form.getByLabelText('Username')).toHaveValue('alice');
      expect(form.getByLabelText('Username')).toHaveAttribute('readonly');
      expect(form.getByLabelText('Email')).toHaveValue('alice@example.com');
      expect(form.getByLabelText('Phone')).toHaveValue('+2348012345678');
    }
    expect(feedbackForm().getByLabelText('Your feedback *')).toHaveAttribute('rows', '5');
    expect(ticketForm().getByLabelText('Ticket number (optional)')).toHaveAccessibleDescription('Leave blank for new tickets');
    const community = within(screen.getByRole('region', { name: 'Join our Community' }));
    expect(community.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(COMMUNITY_LINKS.map((link) => link.url));
    const info = within(screen.getByRole('region', { name: 'Additional Contact Information' }));
    expect(info.getByRole('link', { name: SUPPORT_CONTACT.email })).toHaveAttribute('href', `mailto:${SUPPORT_CONTACT.email}`);
    expect(info.getByText(SUPPORT_CONTACT.businessHours)).toBeInTheDocument();
    expect(info.getByText(/24-48 business hours/)).toBeInTheDocument();
  });

  it('needs a subject and a description: Please fill in all required fields', async () => {
    const { user, sent } = await openContact();
    await user.type(feedbackForm().getByLabelText('Subject *'), 'Hello');
    await user.click(feedbackForm().getByRole('button', { name: 'Submit Feedback' }));
    expect(await screen.findByText(MESSAGES.fillAllRequired)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('sends feedback (Submitting... meanwhile), says so and clears the form', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const { user, sent } = await openContact(async (body) => {
      await answered;
      return created(body);
    });
    await user.type(feedbackForm().getByLabelText('Subject *'), 'Love it');
    await user.type(feedbackForm().getByLabelText('Your feedback *'), 'The nearby filter is great');
    await user.click(feedbackForm().getByRole('button', { name: 'Submit Feedback' }));
    expect(await feedbackForm().findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    answer();
    expect(await screen.findByText(MESSAGES.feedbackSubmitted)).toBeInTheDocument();
    expect(sent[0]).toMatchObject({
      username: 'alice',
      email: 'alice@example.com',
      phone: '+2348012345678',
      user_id: 1,
      subject: 'Love it',
      message: 'The nearby filter is great',
      feedback_type: FEEDBACK_TYPES.feedback,
      platform: FEEDBACK_PLATFORMS.feedback,
    });
    expect(Number.isNaN(Date.parse(String(sent[0]?.timestamp)))).toBe(false);
    expect(feedbackForm().getByLabelText('Subject *')).toHaveValue('');
    expect(feedbackForm().getByLabelText('Your feedback *')).toHaveValue('');
  });

  it('opens a support ticket, shows its number and clears the form', async () => {
    const { user, sent } = await openContact();
    await user.type(ticketForm().getByLabelText('Subject *'), 'Order missing');
    await user.type(ticketForm().getByLabelText('Describe the problem *'), 'My order never arrived');
    await user.click(ticketForm().getByRole('button', { name: 'Submit Ticket' }));
    expect(await screen.findByText(MESSAGES.ticketSubmitted)).toBeInTheDocument();
    expect(ticketForm().getByRole('status')).toHaveTextContent('Your ticket number is TKT-000042');
    expect(sent[0]).toMatchObject({ feedback_type: FEEDBACK_TYPES.ticket, ticket_number: NEW_TICKET, platform: FEEDBACK_PLATFORMS.ticket });
    await waitFor(() => expect(ticketForm().getByLabelText('Subject *')).toHaveValue(''));
  });

  it("explains a ticket number that is not the user's, and keeps what was typed", async () => {
    const notFound = 'No ticket TKT-999999 was found on your account. Leave the ticket number blank to open a new ticket.';
    const { user } = await openContact(() => HttpResponse.json({ message: notFound, errors: { ticket_number: [notFound] } }, { status: 400 }));
    await user.type(ticketForm().getByLabelText('Ticket number (optional)'), 'TKT-999999');
    await user.type(ticketForm().getByLabelText('Subject *'), 'Still missing');
    await user.type(ticketForm().getByLabelText('Describe the problem *'), 'Any news?');
    await user.click(ticketForm().getByRole('button', { name: 'Submit Ticket' }));
    expect(await screen.findByText(notFound)).toBeInTheDocument();
    expect(ticketForm().getByLabelText('Ticket number (optional)')).toHaveValue('TKT-999999');
  });

  it.each([
    ['a network failure', () => HttpResponse.error(), MESSAGES.networkErrorRegister],
    ['refused input', () => HttpResponse.json({ message: 'bad' }, { status: 400 }), MESSAGES.validationFailed],
    ['a server failure', () => HttpResponse.json({ message: 'down' }, { status: 500 }), MESSAGES.feedbackFailed],
  ])('says why feedback failed after %s', async (_, answer, message) => {
    const { user } = await openContact(answer);
    await user.type(feedbackForm().getByLabelText('Subject *'), 'Love it');
    await user.type(feedbackForm().getByLabelText('Your feedback *'), 'Great');
    await user.click(feedbackForm().getByRole('button', { name: 'Submit Feedback' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(feedbackForm().getByLabelText('Subject *')).toHaveValue('Love it');
  });
});
