import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import type { Actor } from 'xstate';
import { LIMITS } from '../../../../contract/constants';
import {
  contactFormMachine,
  selectIsSubmitting,
  selectMessage,
  selectSender,
  selectSubject,
  selectTicketNumber,
  selectTicketReference,
  type ContactKind,
  type FeedbackSender,
} from '../../../../machines/contactForm';
import { useScreenActor } from '../../../app/useScreenActor';
import { SubmitButton, TextField, useActorText } from '../../../components';
import { useActorToasts } from '../../../app/useActorToasts';
import { SettingsCard } from '../SettingsLayout';
import { TextAreaField } from '../TextAreaField';

type ContactActor = Actor<typeof contactFormMachine>;

const COPY = {
  feedback: {
    title: 'Send Feedback',
    description: 'Tell us what works, what does not and what you would like to see.',
    subjectName: 'subject',
    messageName: 'feedback_description',
    messageLabel: 'Your feedback *',
    submit: 'Submit Feedback',
  },
  ticket: {
    title: 'Support Ticket',
    description: 'Need help with an order, your account or your store? Open a ticket and we will respond within 24-48 hours.',
    subjectName: 'ticket_subject',
    messageName: 'ticket_description',
    messageLabel: 'Describe the problem *',
    submit: 'Submit Ticket',
  },
} as const;

/** Send Feedback or Support Ticket: the sender read-only, subject and description required. */
export function ContactForm({ kind, sender }: { kind: ContactKind; sender: FeedbackSender }) {
  const actor = useScreenActor(contactFormMachine, { input: { kind, sender } });
  useActorToasts(actor);
  const busy = useSelector(actor, selectIsSubmitting);
  const copy = COPY[kind];
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'form.submitted' });
  };
  return (
    <SettingsCard title={copy.title} part={kind} description={copy.description}>
      <form className="form" noValidate onSubmit={submit} aria-label={copy.title} data-scope="settings" data-part={`${kind}-form`}>
        <SenderFields actor={actor} />
        {kind === 'ticket' ? <TicketNumberInput actor={actor} disabled={busy} /> : null}
        <SubjectInput actor={actor} name={copy.subjectName} disabled={busy} />
        <MessageInput actor={actor} name={copy.messageName} label={copy.messageLabel} disabled={busy} />
        <SubmitButton busy={busy} busyLabel="Submitting...">
          {copy.submit}
        </SubmitButton>
        {kind === 'ticket' ? <TicketReference actor={actor} /> : null}
      </form>
    </SettingsCard>
  );
}

function SenderFields({ actor }: { actor: ContactActor }) {
  const sender = useSelector(actor, selectSender);
  const noop = () => undefined;
  return (
    <div className="form__row form__row--two">
      <TextField label="Username" name="username" value={sender.username} readOnly onValueChange={noop} />
      <TextField label="Email" name="email" type="email" value={sender.email} readOnly onValueChange={noop} />
      <TextField label="Phone" name="phone" type="tel" value={sender.phone} readOnly onValueChange={noop} />
    </div>
  );
}

function TicketNumberInput({ actor, disabled }: { actor: ContactActor; disabled: boolean }) {
  const text = useActorText(actor, selectTicketNumber, 'ticketNumber.changed');
  return (
    <TextField
      label="Ticket number (optional)"
      name="ticket_number"
      {...text}
      placeholder="TKT-000123"
      hint="Leave blank for new tickets"
      disabled={disabled}
      autoComplete="off"
    />
  );
}

function SubjectInput({ actor, name, disabled }: { actor: ContactActor; name: string; disabled: boolean }) {
  const text = useActorText(actor, selectSubject, 'subject.changed');
  return <TextField label="Subject *" name={name} {...text} required maxLength={LIMITS.feedbackSubjectMax} disabled={disabled} />;
}

function MessageInput({ actor, name, label, disabled }: { actor: ContactActor; name: string; label: string; disabled: boolean }) {
  const text = useActorText(actor, selectMessage, 'message.changed');
  return <TextAreaField label={label} name={name} rows={5} {...text} required maxLength={LIMITS.feedbackMessageMax} disabled={disabled} />;
}

function TicketReference({ actor }: { actor: ContactActor }) {
  const reference = useSelector(actor, selectTicketReference);
  if (!reference) return null;
  return (
    <p className="settings-banner settings-banner--success" role="status" data-scope="settings" data-part="ticket-reference">
      Your ticket number is <strong>{reference}</strong>. Quote it to add to this ticket.
    </p>
  );
}
