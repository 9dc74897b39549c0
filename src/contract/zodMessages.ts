import { z } from 'zod/mini';
import { fillTemplate, MESSAGES } from './constants';

const TYPE_MESSAGES: Readonly<Record<string, string>> = {
  string: MESSAGES.mustBeText,
  boolean: MESSAGES.mustBeTrueOrFalse,
  number: MESSAGES.mustBeNumber,
  int: MESSAGES.mustBeNumber,
};

/**
 * Plain words for the problems a schema does not name itself, so no answer or form shows zod's
 * own wording ('Invalid input: expected object, received array'). Client and server share it.
 * zod/mini loads no locale of its own: English words the problems this map leaves to zod
 * (numbers out of range, unknown options), as classic zod always did.
 */
z.config(z.locales.en());
z.config({
  customError: (issue) => {
    switch (issue.code) {
      case 'invalid_type':
        return (issue.path?.length ? TYPE_MESSAGES[issue.expected] : undefined) ?? MESSAGES.validationFailed;
      case 'too_big':
        return issue.origin === 'string' ? fillTemplate(MESSAGES.textTooLong, { count: Number(issue.maximum) }) : undefined;
      case 'too_small':
        return issue.origin === 'string' ? fillTemplate(MESSAGES.textTooShort, { count: Number(issue.minimum) }) : undefined;
      case 'unrecognized_keys':
        return `${MESSAGES.unknownFields} ${issue.keys.join(', ')}`;
      default:
        return undefined;
    }
  },
});
