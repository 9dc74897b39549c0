import { ChevronDown as node } from 'lucide';
import { iconOf } from './iconOf';

export const ChevronDown = /* @__PURE__ */ iconOf(() => node, 'chevron-down');
