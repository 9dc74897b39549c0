import { Star as node } from 'lucide';
import { iconOf } from './iconOf';

export const Star = /* @__PURE__ */ iconOf(() => node, 'star');
