import { CalendarClock as node } from 'lucide';
import { iconOf } from './iconOf';

export const CalendarClock = /* @__PURE__ */ iconOf(() => node, 'calendar-clock');
