/** What only a signed-in user's pages draw, in one chunk: a visitor's first render of / does not carry it. */
export { SignedInMenu } from './SignedInMenu';
export { TabBar } from './TabBar';
