import { ShieldAlert as node } from 'lucide';
import { iconOf } from './iconOf';

export const ShieldAlert = /* @__PURE__ */ iconOf(() => node, 'shield-alert');
