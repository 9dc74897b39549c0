import { Search as node } from 'lucide';
import { iconOf } from './iconOf';

export const Search = /* @__PURE__ */ iconOf(() => node, 'search');
