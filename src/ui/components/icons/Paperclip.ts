import { Paperclip as node } from 'lucide';
import { iconOf } from './iconOf';

export const Paperclip = /* @__PURE__ */ iconOf(() => node, 'paperclip');
