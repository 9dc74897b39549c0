import { Share2 as node } from 'lucide';
import { iconOf } from './iconOf';

export const Share2 = /* @__PURE__ */ iconOf(() => node, 'share-2');
