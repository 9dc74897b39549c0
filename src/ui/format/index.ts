export { formatNaira, formatWalletAmount, toDisplayNumber } from '../../contract/money';
export { commentTime } from './commentTime';
export { postTime } from './relativeTime';
export { avatarOrDefault, DEFAULT_AVATAR } from './avatar';
export { TEXT_CARD_GRADIENTS, textCardGradient } from './gradient';
export { ownBubbleColors, type BubbleColors } from './bubbleColors';
export { contrastRatio, parseHex, type Rgb } from './contrast';
export {
  categoryName,
  deliveryTimeLabel,
  FALLBACK_CATEGORIES,
  FALLBACK_DELIVERY_TIMES,
  FALLBACK_PRODUCT_CATEGORIES,
  FALLBACK_SERVICE_CATEGORIES,
  type CategoryOption,
  type DeliveryTimeOption,
} from './categories';
export { isTruncated, TRUNCATE_AT, truncateText } from './truncate';
