import { UserRound as node } from 'lucide';
import { iconOf } from './iconOf';

export const UserRound = /* @__PURE__ */ iconOf(() => node, 'user-round');
