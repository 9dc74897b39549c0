/**
 * What the "view follows the machine" walks share: the leaf-state assertions
 * (a leaf state without one fails), the covering paths a view can follow, the
 * step loop with its error report, the walk over every variant with its
 * coverage line, the coverage of the running actor from its inspection events,
 * the msw answers released step by step as a path says, the app's sockets
 * played by the walk, and, for a screen that
 * creates its own actor (register, reset password, verify), rendering it in a
 * router and walking it as a person uses it.
 */
export { answerQueue, refusal, type Answer } from './answers';
export { changeTo, clickOn, submitForm } from './fire';
export { actorWatcher, inspectedTrace } from './inspect';
export { activeLeaves, expectAssertionPerLeaf, expectLeaves, leafIds, transient } from './leaves';
export { playedSocket } from './playedSocket';
export { leaveField, renderScreen, screenWalk, typeInto, type ScreenWalk } from './screen';
export { expectViewFollowsModel, reachableOverHttp, walkSteps, type WalkPath } from './walk';
