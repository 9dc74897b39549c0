import type { ChatPartner } from '../../../contract/chats';
import { displayName } from '../../../contract/displayName';

/** The display-name rule for a chat partner: market name, else first and last name, else username. */
export const partnerName = (partner: ChatPartner): string =>
  displayName({ username: partner.username, first_name: partner.first_name, last_name: partner.last_name, marketname: partner.profile.marketname });
