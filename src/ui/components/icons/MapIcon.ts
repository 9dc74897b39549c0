import { Map as node } from 'lucide';
import { iconOf } from './iconOf';

export const MapIcon = /* @__PURE__ */ iconOf(() => node, 'map');
