import { ChevronRight as node } from 'lucide';
import { iconOf } from './iconOf';

export const ChevronRight = /* @__PURE__ */ iconOf(() => node, 'chevron-right');
