import { ArrowLeft as node } from 'lucide';
import { iconOf } from './iconOf';

export const ArrowLeft = /* @__PURE__ */ iconOf(() => node, 'arrow-left');
