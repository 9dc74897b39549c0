import type { CurrentUser } from '../../../../contract/profile';
import { selectCurrentUser } from '../../../../machines/auth';
import type { FeedbackSender } from '../../../../machines/contactForm';
import { useAuthSelector } from '../../../app/AppActor';
import { CommunityCard, ContactInfoCard } from './CommunityCard';
import { ContactForm } from './ContactForm';
import { CurrentUserPending } from '../currentUser';
import { SettingsLayout } from '../SettingsLayout';

const senderOf = (currentUser: CurrentUser): FeedbackSender => ({
  username: currentUser.user.username,
  email: currentUser.user.email,
  phone: currentUser.phone,
  user_id: currentUser.user.id,
});

/** /settings/contact (Contact Us): the forms once the current user is loaded; the community and contact facts always. */
export function ContactScreen() {
  const currentUser = useAuthSelector(selectCurrentUser);
  const sender = currentUser ? senderOf(currentUser) : null;
  return (
    <SettingsLayout heading="Contact Us">
      {sender ? <ContactForm kind="feedback" sender={sender} /> : <CurrentUserPending />}
      <CommunityCard />
      {sender ? <ContactForm kind="ticket" sender={sender} /> : null}
      <ContactInfoCard />
    </SettingsLayout>
  );
}
