import { X as node } from 'lucide';
import { iconOf } from './iconOf';

export const X = /* @__PURE__ */ iconOf(() => node, 'x');
