import { z } from 'zod';
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
 */
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
