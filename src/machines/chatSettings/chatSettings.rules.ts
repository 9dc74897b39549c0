import { z } from 'zod/mini';
import { MESSAGES } from '../../contract/constants';
import { updateChatColorBodySchema } from '../../contract/settings';

const parseColour = (text: string) => z.safeParse(updateChatColorBodySchema, { user_chat_setting: { background_color: text } });

/** Why a colour code cannot be saved: none ('Please select a color'), or not a hex code such as #6E9F2E. */
export function colourProblem(text: string): string | undefined {
  if (!text.trim()) return MESSAGES.colorRequired;
  const parsed = parseColour(text);
  return parsed.success ? undefined : (parsed.error.issues[0]?.message ?? MESSAGES.colorInvalid);
}

/** The colour as it is saved (#AABBCC), or undefined when the text is not a colour. */
export function savedFormOf(text: string): string | undefined {
  const parsed = parseColour(text);
  return parsed.success ? parsed.data.user_chat_setting.background_color : undefined;
}
