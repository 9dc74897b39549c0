import { cleanup, render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { expect } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { InApp } from '../../ui/inApp';
import { emptyCoverage, type ModelVariant, type Path } from '../harness';
import { watchScreenActor } from './inspect';
import { activeLeaves, expectLeaves } from './leaves';
import { walkSteps, type WalkPath } from './walk';

/** A page the walked screen may send the user to: its marker, and where it was reached (path and query). */
function Elsewhere({ marker }: { marker: string }) {
  const location = useLocation();
  return (
    <>
      <p>{marker}</p>
      <p>{`at ${location.pathname}${location.search}`}</p>
    </>
  );
}

/** Renders one screen at `entry` in a memory router, with a marker page for every route it may send the user to. */
export function renderScreen(screen: { path: string; element: ReactElement; entry: string; elsewhere: Record<string, string> }): void {
  render(
    <InApp>
      <MemoryRouter initialEntries={[screen.entry]}>
        <Routes>
          <Route path={screen.path} element={screen.element} />
          {Object.entries(screen.elsewhere).map(([path, marker]) => (
            <Route key={path} path={path} element={<Elsewhere marker={marker} />} />
          ))}
        </Routes>
      </MemoryRouter>
    </InApp>,
  );
}

// ---------------------------------------------------------------------------
// A screen with its own actor, walked as a person uses it.

/** Types into a field as a person does, replacing what it held; typing nothing empties it. */
export async function typeInto(user: UserEvent, field: HTMLElement, value: string): Promise<void> {
  if ((field as HTMLInputElement).value) await user.clear(field);
  if (value) await user.type(field, value);
}

/** Leaves a field as a person does: clicks into it, then on the page's heading around it. */
export async function leaveField(user: UserEvent, field: HTMLElement): Promise<void> {
  await user.click(field);
  await user.click(screen.getByRole('heading', { level: 1 }));
}

export type ScreenWalk<TSnapshot extends AnyMachineSnapshot> = {
  /** The machine of the screen's own actor. */
  machine: AnyStateMachine;
  /**
   * What the screen shows in each leaf state, read from the step's snapshot, or from the running actor's
   * (`running`) for context the model's serialization does not tell apart (the graph keeps one snapshot per
   * serialized state, whichever way it came).
   */
  leafAssertions: Readonly<Record<string, (snapshot: TSnapshot, running: TSnapshot) => void>>;
  /** Renders the screen where the variant starts. */
  render: (variant: ModelVariant) => void;
  /** Does what a person (or the server, or the clock) does for a step's event. */
  perform: (user: UserEvent, event: AnyEventObject) => Promise<void>;
  /** Forgets what the last walk left behind (answers not taken). */
  reset: () => void;
};

/**
 * The walk of a screen whose actor the screen creates itself: after every step
 * that actor must be in the step's state value (its context may differ only by
 * fields a person left on the way, which the leaf assertions see when it shows)
 * and the screen must show the step, leaf state by leaf state.
 */
export function screenWalk<TSnapshot extends AnyMachineSnapshot>(walked: ScreenWalk<TSnapshot>) {
  /** Renders the screen and walks the path; the screen stays rendered for what the test does next. */
  async function walk(
    variant: ModelVariant,
    path: Path,
    { coverage = emptyCoverage(), seenLeaves = new Set<string>(), user = userEvent.setup({ delay: null }) } = {},
  ): Promise<UserEvent> {
    const watch = watchScreenActor(walked.machine, coverage);
    walked.render(variant);
    await walkSteps(path, {
      label: `${variant.name}, `,
      perform: (event) => walked.perform(user, event),
      expectStep: (step) => {
        const running = watch.actor().getSnapshot() as TSnapshot;
        expect(running.value).toEqual(step.state.value);
        expectLeaves(walked.machine, walked.leafAssertions, step.state, (assertion) => assertion(step.state as TSnapshot, running));
      },
      shown: (step) => activeLeaves(walked.machine, step.state).forEach((leaf) => seenLeaves.add(leaf)),
    });
    return user;
  }

  /** For `expectViewFollowsModel`: walks the path, then takes the screen away. */
  const walkPath: WalkPath = async (variant, path, coverage, seenLeaves) => {
    try {
      await walk(variant, path, { coverage, seenLeaves });
    } finally {
      cleanup();
      walked.reset();
    }
  };

  return { walk, walkPath };
}
