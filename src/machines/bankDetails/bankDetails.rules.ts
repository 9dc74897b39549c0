import { updateBankBodySchema, type UpdateBankBody } from '../../contract/settings';
import type { BankField, BankMessages, BankValues } from './bankDetails.types';

export const emptyBankValues = (): BankValues => ({ bank_name: '', account_name: '', account_number: '' });

export const toBankBody = (values: BankValues): UpdateBankBody => ({ bankDetails: { ...values, is_active: true } });

/** 'All bank details are required' under each missing field; 'Account number should be 10 digits'. */
export function validateBank(values: BankValues): BankMessages {
  const parsed = updateBankBodySchema.safeParse(toBankBody(values));
  if (parsed.success) return {};
  const messages: BankMessages = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[issue.path.length - 1]) as BankField;
    if (field in values && !messages[field]) messages[field] = issue.message;
  }
  return messages;
}

export const firstBankMessage = (messages: BankMessages): string | undefined =>
  messages.bank_name ?? messages.account_name ?? messages.account_number;
