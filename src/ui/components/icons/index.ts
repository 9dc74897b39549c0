/**
 * One module per icon, as in lucide-react: each lands in the chunk of the screens that draw it. In one module together,
 * all of them came with the first render (in the shell's chunk, with the navbar's).
 */
export type { IconComponent, IconProps } from './iconOf';
export { ArrowLeft } from './ArrowLeft';
export { ArrowRight } from './ArrowRight';
export { Bell } from './Bell';
export { BellPlus } from './BellPlus';
export { CalendarClock } from './CalendarClock';
export { Camera } from './Camera';
export { Check } from './Check';
export { CheckCheck } from './CheckCheck';
export { ChevronDown } from './ChevronDown';
export { ChevronLeft } from './ChevronLeft';
export { ChevronRight } from './ChevronRight';
export { Ellipsis } from './Ellipsis';
export { Heart } from './Heart';
export { Info } from './Info';
export { LayoutGrid } from './LayoutGrid';
export { LocateFixed } from './LocateFixed';
export { Mail } from './Mail';
export { MapIcon } from './MapIcon';
export { MapPin } from './MapPin';
export { Menu } from './Menu';
export { MessageCircle } from './MessageCircle';
export { Paperclip } from './Paperclip';
export { RefreshCw } from './RefreshCw';
export { Reply } from './Reply';
export { Search } from './Search';
export { Share2 } from './Share2';
export { ShieldAlert } from './ShieldAlert';
export { SlidersHorizontal } from './SlidersHorizontal';
export { Star } from './Star';
export { Store } from './Store';
export { TrendingDown } from './TrendingDown';
export { User } from './User';
export { UserPlus } from './UserPlus';
export { UserRound } from './UserRound';
export { X } from './X';
