import { act, fireEvent } from '@testing-library/react';

// DOM events for walks whose faked clock user-event would wait on: each fired inside act, so React and the
// actors have settled what it started before the walk checks the step.

export async function clickOn(element: Element): Promise<void> {
  await act(async () => {
    fireEvent.click(element);
  });
}

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
