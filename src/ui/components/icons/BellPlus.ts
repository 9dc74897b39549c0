import { BellPlus as node } from 'lucide';
import { iconOf } from './iconOf';

export const BellPlus = /* @__PURE__ */ iconOf(() => node, 'bell-plus');
