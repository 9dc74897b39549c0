import { Mail as node } from 'lucide';
import { iconOf } from './iconOf';

export const Mail = /* @__PURE__ */ iconOf(() => node, 'mail');
