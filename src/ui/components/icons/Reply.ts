import { Reply as node } from 'lucide';
import { iconOf } from './iconOf';

export const Reply = /* @__PURE__ */ iconOf(() => node, 'reply');
