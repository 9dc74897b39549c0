import { MessageCircle as node } from 'lucide';
import { iconOf } from './iconOf';

export const MessageCircle = /* @__PURE__ */ iconOf(() => node, 'message-circle');
