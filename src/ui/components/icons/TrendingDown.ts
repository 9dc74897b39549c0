import { TrendingDown as node } from 'lucide';
import { iconOf } from './iconOf';

export const TrendingDown = /* @__PURE__ */ iconOf(() => node, 'trending-down');
