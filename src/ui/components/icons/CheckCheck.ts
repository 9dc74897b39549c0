import { CheckCheck as node } from 'lucide';
import { iconOf } from './iconOf';

export const CheckCheck = /* @__PURE__ */ iconOf(() => node, 'check-check');
