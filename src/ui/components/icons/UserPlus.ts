import { UserPlus as node } from 'lucide';
import { iconOf } from './iconOf';

export const UserPlus = /* @__PURE__ */ iconOf(() => node, 'user-plus');
