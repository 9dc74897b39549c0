import { Ellipsis as node } from 'lucide';
import { iconOf } from './iconOf';

export const Ellipsis = /* @__PURE__ */ iconOf(() => node, 'ellipsis');
