/** Where the default chat background is served (public/static); a missing or broken wallpaper falls back to it. */
export const DEFAULT_CHAT_WALLPAPER = '/static/chat-wallpaper.svg';

/** Sketch-style preset colours: the brand green first, then a spread of hues. */
export const PRESET_COLOURS = [
  '#6E9F2E', '#4E7A1E', '#D0021B', '#F5A623', '#F8E71C', '#8B572A', '#7ED321', '#417505',
  '#BD10E0', '#9013FE', '#4A90E2', '#50E3C2', '#B8E986', '#000000', '#4A4A4A', '#9B9B9B',
] as const;
