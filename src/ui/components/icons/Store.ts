import { Store as node } from 'lucide';
import { iconOf } from './iconOf';

export const Store = /* @__PURE__ */ iconOf(() => node, 'store');
