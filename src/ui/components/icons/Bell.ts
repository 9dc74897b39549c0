import { Bell as node } from 'lucide';
import { iconOf } from './iconOf';

export const Bell = /* @__PURE__ */ iconOf(() => node, 'bell');
