import { ArrowRight as node } from 'lucide';
import { iconOf } from './iconOf';

export const ArrowRight = /* @__PURE__ */ iconOf(() => node, 'arrow-right');
