/** The tables under a machine's diagram: states, events, guards, delays, invoked and provided actors, actions. */
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { actionList, allNodes, describeDelay, describeGuard, eventLabel, guardNames, ownTransitions, statePath, targetsOf } from '../../src/statecharts/chart';
import { byText, code, sortRows, table, unique, type Row } from '../../src/statecharts/markdown';

/** The event column of the tables: the real descriptor, shortened where XState generated it. */
function eventCell(machine: AnyStateMachine, transition: AnyTransitionDefinition): string {
  const type = String(transition.eventType);
  if (/^xstate\.(done|error)\.actor\./.test(type) || type.startsWith('xstate.snapshot.')) {
    const [, kind] = type.split('.');
    return `xstate.${kind}.actor (${eventLabel(machine, transition).split(' ')[1] ?? ''})`;
  }
  if (type.startsWith('xstate.done.state.')) return `xstate.done.state (${type.slice('xstate.done.state.'.length)})`;
  if (type.startsWith('xstate.after.')) return eventLabel(machine, transition);
  return type;
}

function targetText(transition: AnyTransitionDefinition): string {
  const targets = targetsOf(transition);
  return targets.length ? targets.map((target) => code(statePath(target))).join(', ') : '(stays)';
}

function stateTable(root: AnyStateNode, nodes: AnyStateNode[]): string[] {
  const stateRows: Row[] = nodes
    .filter((node) => node !== root)
    .map((node) => [
      code(statePath(node)),
      node.type,
      node.parent?.initial?.target.includes(node) ? 'yes' : '',
      [...node.tags].sort(byText).join(', '),
      // The config's own actions: `node.entry` also holds the timers XState adds for `after`.
      actionList(node.config.entry),
      actionList(node.config.exit),
      node.invoke.map((invoke) => code(/^\d+\./.test(invoke.id) && typeof invoke.src === 'string' ? invoke.src : invoke.id)).join(', '),
    ]);
  return ['## States', '', ...table(['state', 'type', 'initial', 'tags', 'entry', 'exit', 'invokes'], sortRows(stateRows))];
}

/** Events, guards and delays: one walk over every transition, as a guard's uses and a delay's row come from it. */
function transitionTables(machine: AnyStateMachine, nodes: AnyStateNode[]): string[] {
  const lines: string[] = [];
  const eventRows: Row[] = [];
  const guardUses = new Map<string, string[]>();
  const delayRows: Row[] = [];
  for (const node of nodes) {
    for (const { transition, always } of ownTransitions(node)) {
      const type = always ? '(always)' : eventCell(machine, transition);
      const guard = describeGuard(transition.guard);
      const where = `${type} in ${statePath(node)}`;
      for (const guardName of guardNames(transition.guard)) guardUses.set(guardName, [...(guardUses.get(guardName) ?? []), where]);
      if (guard && !guardNames(transition.guard).length) guardUses.set(guard, [...(guardUses.get(guard) ?? []), where]);
      if (String(transition.eventType).startsWith('xstate.after.') && !always) {
        const delay = describeDelay(machine, (transition as { delay?: unknown }).delay);
        delayRows.push([code(delay.name), delay.value, code(statePath(node)), targetText(transition)]);
        continue;
      }
      const reenter = transition.reenter && targetsOf(transition).includes(node) ? ' (re-enter)' : '';
      eventRows.push([code(type), code(statePath(node)), `${targetText(transition)}${reenter}`, code(guard), actionList(transition.actions)]);
    }
  }
  lines.push('## Events', '', 'Each row is one transition; rows for the same event and state are tried in the order of the machine.', '');
  lines.push(...table(['event', 'in state', 'goes to', 'guard', 'actions'], eventRows.sort((a, b) => byText(`${a[0]}${a[1]}`, `${b[0]}${b[1]}`))));

  const implementedGuards = Object.keys(machine.implementations.guards);
  const guardRows: Row[] = unique([...guardUses.keys(), ...implementedGuards]).map((guard) => [
    code(guard),
    implementedGuards.includes(guard) ? 'yes' : guard === 'inline' || guard.includes('(') ? 'inline' : 'no',
    unique(guardUses.get(guard) ?? []).sort(byText).join('; ') || '(unused)',
  ]);
  lines.push('## Guards', '', ...table(['guard', 'implemented', 'used by'], sortRows(guardRows)));

  lines.push('## Delays', '', ...table(['delay', 'value', 'in state', 'goes to'], sortRows(delayRows)));
  return lines;
}

function actorTables(machine: AnyStateMachine, nodes: AnyStateNode[]): string[] {
  const invokeRows: Row[] = nodes.flatMap((node) =>
    node.invoke.map((invoke) => {
      const doneTargets = node.transitions.get(`xstate.done.actor.${invoke.id}`) ?? [];
      const errorTargets = node.transitions.get(`xstate.error.actor.${invoke.id}`) ?? [];
      const src = typeof invoke.src === 'string' ? invoke.src : (invoke.src as { id?: string }).id ?? 'inline';
      return [
        /^\d+\./.test(invoke.id) ? '(generated)' : code(invoke.id),
        code(src),
        code(invoke.systemId ?? ''),
        code(statePath(node)),
        doneTargets.map(targetText).join(' / '),
        errorTargets.map(targetText).join(' / '),
      ];
    }),
  );
  const actorRows: Row[] = Object.entries(machine.implementations.actors).map(([actorName, logic]) => {
    const child = logic as { root?: unknown; id?: unknown };
    return [code(actorName), child.root ? `machine ${code(String(child.id))}` : 'actor logic'];
  });
  const actionRows: Row[] = Object.keys(machine.implementations.actions).map((action) => [code(action)]);
  return [
    ...['## Invoked actors', '', ...table(['id', 'src', 'systemId', 'in state', 'on done', 'on error'], sortRows(invokeRows))],
    ...['## Actors provided in setup', '', ...table(['name', 'kind'], sortRows(actorRows))],
    ...['## Actions provided in setup', '', ...table(['name'], sortRows(actionRows))],
  ];
}

/** Every table of one machine's document, in the document's order. */
export function renderTables(machine: AnyStateMachine): string[] {
  const nodes = allNodes(machine.root);
  return [...stateTable(machine.root, nodes), ...transitionTables(machine, nodes), ...actorTables(machine, nodes)];
}
