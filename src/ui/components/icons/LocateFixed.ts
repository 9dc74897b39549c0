import { LocateFixed as node } from 'lucide';
import { iconOf } from './iconOf';

export const LocateFixed = /* @__PURE__ */ iconOf(() => node, 'locate-fixed');
