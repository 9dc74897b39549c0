import { ChevronLeft as node } from 'lucide';
import { iconOf } from './iconOf';

export const ChevronLeft = /* @__PURE__ */ iconOf(() => node, 'chevron-left');
