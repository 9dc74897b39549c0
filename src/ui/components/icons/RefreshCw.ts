import { RefreshCw as node } from 'lucide';
import { iconOf } from './iconOf';

export const RefreshCw = /* @__PURE__ */ iconOf(() => node, 'refresh-cw');
