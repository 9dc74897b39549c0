import type { CurrentUser } from '../../../../contract/profile';
import { CurrentUserGate } from '../currentUser';
import { GeneralSettings } from './GeneralSettings';
import { PasswordForm } from './PasswordForm';
import { PersonalInfoForm } from './PersonalInfoForm';
import { PictureSection } from './PictureSection';
import { SessionsSection } from './SessionsSection';
import { SettingsLayout } from '../SettingsLayout';

/** /settings/profile: photos, personal information, password, general settings and the user's sessions. */
export function ProfileSettingsScreen() {
  return (
    <SettingsLayout heading="Profile">
      <CurrentUserGate>{(currentUser) => <ProfileSettings currentUser={currentUser} />}</CurrentUserGate>
    </SettingsLayout>
  );
}

function ProfileSettings({ currentUser }: { currentUser: CurrentUser }) {
  return (
    <>
      <PictureSection field="coverimg" saved={currentUser.coverimg} />
      <PictureSection field="profileimg" saved={currentUser.profileimg || currentUser.profile.profileimg} />
      <PersonalInfoForm currentUser={currentUser} />
      <PasswordForm />
      <GeneralSettings currentUser={currentUser} />
      <SessionsSection />
    </>
  );
}
