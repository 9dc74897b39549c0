/**
 * /moderation follows the moderation machine: the graph's paths are replayed on the rendered ModerationScreen of a
 * signed-in Alice. The queue, the audit log and each action are msw's answers released step by step; the buttons are
 * clicks, the suspend form's fields changes. After every step the screen shows the loading note, the refusal, the
 * failure with Try Again, the queue with its targets, actions and suspend form, or the audit log, as the state says.
 */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { MESSAGES, NO_TARGET_CONTEXT, type AuditEntry, type QueueItem } from '../../src/contract';
import { moderationMachine, type ModerationContext, type ModerationSnapshot, type QueueOutcome, type ActionOutcome } from '../../src/machines/moderation';
import { ModerationScreen } from '../../src/ui/screens/moderation/ModerationScreen';
import { targetLabel } from '../../src/ui/screens/moderation/targetLabel';
import { apiUrl, server } from '../setup/msw';
import { invokeIds } from './harness';
import { moderationModel } from './moderation.model';
import { renderForAlice, useFakeClock } from './settings.walk';
import { answerQueue, changeTo, clickOn, expectAssertionPerLeaf, expectViewFollowsModel, refusal, screenWalk, submitForm } from './view';
import { standingAnswer } from './view/answers';
import { underFakeClock } from './view/clock';
import { MODERATION_SCREEN_TEXTS } from '../../src/contract/texts.moderationScreen';

vi.mock(import('../../src/ui/app/traceSetting'), async (original) => (await import('./view/inspect')).inspectedTrace(await original()));

const HIDE_WORDS: Record<string, string> = { post: 'Hide post', review: 'Hide review' };
const cardOf = (item: Pick<QueueItem, 'kind' | 'target_id' | 'context'>) => screen.getByRole('listitem', { name: targetLabel(item) });
const itemOf = (context: ModerationContext, target: Record<string, unknown>) =>
  context.items.find((item) => item.kind === target.kind && item.target_id === target.target_id);

function expectQueue({ context }: ModerationSnapshot, acting: boolean): void {
  const cards = context.items.length ? within(screen.getByRole('list', { name: 'Reported targets' })).getAllByRole('listitem', { name: /^(Post|User|Review|Message) / }) : [];
  expect(cards.map((card) => card.getAttribute('data-target'))).toEqual(context.items.map((item) => `${item.kind}:${item.target_id}`));
  if (!context.items.length) expect(screen.getByText(MODERATION_SCREEN_TEXTS.queueEmpty)).toBeInTheDocument();
  for (const item of context.items) {
    const card = cardOf(item);
    const failure = context.failure && itemOf({ ...context, items: [item] }, context.failure) ? context.failure.message : null;
    if (failure) expect(within(card).getByRole('alert')).toHaveTextContent(failure);
    else expect(within(card).queryByRole('alert')).toBeNull();
    const drafting = context.draft && context.draft.kind === item.kind && context.draft.target_id === item.target_id;
    if (drafting) continue;
    const dismiss = within(card).getByRole('button', { name: /^Dismiss/ });
    const busy = context.acting && context.acting.kind === item.kind && context.acting.target_id === item.target_id ? context.acting.action : null;
    expect(dismiss).toHaveTextContent(busy === 'dismiss' ? 'Dismissing...' : 'Dismiss');
    if (acting || context.draft) expect(dismiss).toBeDisabled();
    else expect(dismiss).toBeEnabled();
    const hide = within(card).queryByRole('button', { name: /^(Hide|Hiding)/ });
    if (item.kind === 'user') expect(hide).toBeNull();
    else expect(hide).toHaveTextContent(busy === 'hide' ? 'Hiding...' : (HIDE_WORDS[item.kind] ?? ''));
  }
}

function expectSuspendForm({ context }: ModerationSnapshot, sending: boolean): void {
  const draft = context.draft;
  if (!draft) throw new Error('a suspend form is open');
  const form = within(cardOf(itemOf(context, draft) ?? { ...draft, context: NO_TARGET_CONTEXT })).getByRole('form', { name: 'Suspend user' });
  expect(within(form).getByLabelText('Reason')).toHaveValue(draft.reason);
  expect(within(form).getByLabelText('Suspended until')).toHaveValue(draft.until);
  for (const message of Object.values(draft.errors)) expect(within(form).getByText(message)).toBeInTheDocument();
  if (!Object.keys(draft.errors).length) expect(form.querySelector('.moderation__field-error')).toBeNull();
  expect(within(form).getByRole('button', { name: /^Suspend/ })).toHaveTextContent(sending ? 'Suspending...' : 'Suspend');
}

/** Each assertion reads the running actor: the graph keeps one snapshot per serialized state, whatever was typed on the way. */
const leafAssertions: Record<string, (snapshot: ModerationSnapshot, running: ModerationSnapshot) => void> = {
  'moderation.loading': () => expect(screen.getByRole('status')).toHaveTextContent('Loading reports...'),
  'moderation.failed': () => {
    expect(screen.getByText(MODERATION_SCREEN_TEXTS.queueLoadFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
  'moderation.notAllowed': () => {
    expect(screen.getByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.moderatorsOnly);
    expect(screen.queryByRole('list', { name: 'Reported targets' })).toBeNull();
  },
  'moderation.ready.browsing': (_, running) => expectQueue(running, false),
  'moderation.ready.suspending': (_, running) => {
    expectQueue(running, false);
    expectSuspendForm(running, false);
  },
  'moderation.ready.acting': (_, running) => {
    expectQueue(running, true);
    if (running.context.acting?.action === 'suspend') expectSuspendForm(running, true);
  },
  'moderation.audit.loading': () => expect(screen.getByRole('status')).toHaveTextContent('Loading the audit log...'),
  'moderation.audit.shown': (_, { context }) => {
    const entries = within(screen.getByRole('list', { name: 'Audit log' })).getAllByRole('listitem');
    expect(entries.map((entry) => entry.querySelector('p')?.textContent)).toEqual(context.audit.map((entry) => `@${entry.moderator} ${auditVerb(entry)} ${entry.kind} #${entry.target_id}`));
  },
  'moderation.audit.failed': () => {
    expect(screen.getByText(MODERATION_SCREEN_TEXTS.auditLoadFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

const auditVerb = (entry: AuditEntry) => ({ dismiss: 'dismissed the reports of', hide: 'hid', suspend: 'suspended the user of' })[entry.action];

/** The queue may be asked twice as the screen first mounts: the released answer stands for both. */
const queue = standingAnswer();
const answers = answerQueue(['audit', 'action'] as const);
const queueIds = invokeIds(moderationMachine, 'loadQueue');
const auditIds = invokeIds(moderationMachine, 'loadAudit');
const endpointOf = (actorId: unknown) => (queueIds.includes(String(actorId)) ? 'queue' : auditIds.includes(String(actorId)) ? 'audit' : 'action');

function answerOf(endpoint: 'queue' | 'audit' | 'action', output: unknown) {
  if (endpoint === 'audit') return () => HttpResponse.json({ results: output as AuditEntry[] });
  if (endpoint === 'queue') {
    const outcome = output as QueueOutcome;
    return outcome.ok ? () => HttpResponse.json({ results: outcome.items }) : refusal({ status: outcome.status, message: outcome.message });
  }
  const outcome = output as ActionOutcome;
  return outcome.ok ? () => HttpResponse.json({ message: outcome.message }) : refusal({ status: 404, message: outcome.message });
}

/** The card of the event's target, as the screen marks it. */
function cardFor(event: AnyEventObject): HTMLElement {
  const card = document.querySelector<HTMLElement>(`[data-target="${String(event.kind)}:${String(event.target_id)}"]`);
  if (!card) throw new Error(`no card for ${JSON.stringify(event)}`);
  return card;
}

function release(endpoint: 'queue' | 'audit' | 'action', answer: () => Response): void {
  if (endpoint === 'queue') queue.release(answer);
  else answers.release(endpoint, answer);
}

async function perform(user: UserEvent, event: AnyEventObject): Promise<void> {
  if (event.type.startsWith('xstate.done.actor.')) return release(endpointOf(event.actorId), answerOf(endpointOf(event.actorId), event.output));
  if (event.type.startsWith('xstate.error.actor.')) {
    const endpoint = endpointOf(event.actorId);
    return release(endpoint, refusal(endpoint === 'audit' ? { status: 500, message: MESSAGES.serverError } : { status: 0, message: MESSAGES.networkError }));
  }
  queue.hold();
  const click = (name: string | RegExp, within_: HTMLElement = document.body) => clickOn(user, within(within_).getByRole('button', { name }));
  const form = () => screen.getByRole('form', { name: 'Suspend user' });
  switch (event.type) {
    case 'queue.retryClicked':
    case 'audit.retryClicked':
      return click('Try Again');
    case 'queue.refreshClicked':
      return click('Refresh');
    case 'audit.opened':
      return click('Audit log');
    case 'audit.closed':
      return click('Reports');
    case 'target.dismissClicked':
      return click('Dismiss', cardFor(event));
    case 'target.hideClicked':
      return click(HIDE_WORDS[String(event.kind)] ?? '', cardFor(event));
    case 'target.suspendClicked':
      return click('Suspend user', cardFor(event));
    case 'suspension.reasonChanged':
      return changeTo(within(form()).getByLabelText('Reason'), String(event.value));
    case 'suspension.untilChanged':
      return changeTo(within(form()).getByLabelText('Suspended until'), String(event.value));
    case 'suspension.submitted':
      return underFakeClock(submitForm(form()));
    case 'suspension.cancelled':
      return click('Cancel', form());
    default:
      throw new Error(`the walk cannot perform ${event.type}`);
  }
}

const { walkPath } = screenWalk<ModerationSnapshot>({
  machine: moderationMachine,
  leafAssertions,
  perform,
  reset: () => {
    queue.reset();
    answers.reset();
  },
  render: () => renderForAlice(<ModerationScreen />, { is_moderator: true }),
});

/** A person clicks only what the screen shows: actions on listed targets (Hide on posts and reviews), the tabs while the queue shows. */
const shownModel = {
  ...moderationModel,
  filterEvents: (snapshot: AnyMachineSnapshot, event: AnyEventObject) => {
    const context = snapshot.context as ModerationContext;
    if (event.type === 'target.dismissClicked' || event.type === 'target.suspendClicked') return Boolean(itemOf(context, event));
    if (event.type === 'target.hideClicked') return (event.kind === 'post' || event.kind === 'review') && Boolean(itemOf(context, event));
    if (event.type.startsWith('audit.') && !event.type.endsWith('retryClicked')) return !snapshot.matches('notAllowed');
    return true;
  },
};

describe('/moderation follows the moderation machine', () => {
  useFakeClock();

  beforeEach(() => {
    queue.reset();
    answers.reset();
    server.use(
      http.get(apiUrl('/moderation/reports'), () => queue.next()),
      http.get(apiUrl('/moderation/audit'), () => answers.next('audit')),
      http.post(apiUrl('/moderation/actions'), () => answers.next('action')),
    );
  });

  it('has a view assertion for every leaf state', () => {
    expectAssertionPerLeaf(moderationMachine, leafAssertions);
  });

  it('shows every step of the generated paths, failures included', async () => {
    await expectViewFollowsModel(shownModel, walkPath, { reachable: () => true });
  }, 120_000);
});
