import { Check as node } from 'lucide';
import { iconOf } from './iconOf';

export const Check = /* @__PURE__ */ iconOf(() => node, 'check');
