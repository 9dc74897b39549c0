import { LayoutGrid as node } from 'lucide';
import { iconOf } from './iconOf';

export const LayoutGrid = /* @__PURE__ */ iconOf(() => node, 'layout-grid');
