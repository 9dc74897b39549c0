import { SlidersHorizontal as node } from 'lucide';
import { iconOf } from './iconOf';

export const SlidersHorizontal = /* @__PURE__ */ iconOf(() => node, 'sliders-horizontal');
