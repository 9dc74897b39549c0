import { Info as node } from 'lucide';
import { iconOf } from './iconOf';

export const Info = /* @__PURE__ */ iconOf(() => node, 'info');
