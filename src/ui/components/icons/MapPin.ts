import { MapPin as node } from 'lucide';
import { iconOf } from './iconOf';

export const MapPin = /* @__PURE__ */ iconOf(() => node, 'map-pin');
