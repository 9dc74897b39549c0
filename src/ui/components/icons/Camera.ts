import { Camera as node } from 'lucide';
import { iconOf } from './iconOf';

export const Camera = /* @__PURE__ */ iconOf(() => node, 'camera');
