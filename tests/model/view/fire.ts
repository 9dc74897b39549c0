import { act, fireEvent } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { vi } from 'vitest';
import { underFakeClock } from './clock';

/** A click as a person makes it (user-event refuses a disabled or covered element), on a faked clock or a real one. */
export async function clickOn(user: UserEvent, element: Element): Promise<void> {
  const click = user.click(element);
  await (vi.isFakeTimers() ? underFakeClock(click) : click);
}

// A value set at once and a form submitted as the walk's event says, each fired inside act so React and the
// actors have settled what it started before the walk checks the step.

export async function changeTo(element: Element, value: string): Promise<void> {
  await act(async () => {
    fireEvent.change(element, { target: { value } });
  });
}

export async function submitForm(form: Element): Promise<void> {
  await act(async () => {
    fireEvent.submit(form);
  });
}
