import { User as node } from 'lucide';
import { iconOf } from './iconOf';

export const User = /* @__PURE__ */ iconOf(() => node, 'user');
