import { Menu as node } from 'lucide';
import { iconOf } from './iconOf';

export const Menu = /* @__PURE__ */ iconOf(() => node, 'menu');
