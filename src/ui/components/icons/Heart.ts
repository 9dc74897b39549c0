import { Heart as node } from 'lucide';
import { iconOf } from './iconOf';

export const Heart = /* @__PURE__ */ iconOf(() => node, 'heart');
