import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { PRODUCT_NAME } from '../../../../contract/constants';
import { PrivacyPolicy } from './PrivacyPolicy';
import { TermsAndConditions } from './TermsAndConditions';
import { SettingsCard, SettingsLayout } from '../SettingsLayout';

/** /settings/about (About Us): who we are, the Privacy Policy (#privacy-policy) and the Terms and Conditions (#terms). */
export function AboutScreen() {
  useScrollToHash();
  return (
    <SettingsLayout heading="About Us">
      <SettingsCard title={`About ${PRODUCT_NAME}`} part="about">
        <p>
          {PRODUCT_NAME} is a marketplace and chat for local vendors and buyers in Nigeria. Vendors open a store, list products and services with
          prices in naira and reach buyers nearby; buyers follow them, chat one to one and find what they need close to home.
        </p>
      </SettingsCard>
      <PrivacyPolicy />
      <TermsAndConditions />
    </SettingsLayout>
  );
}

/** The route's anchor (#terms, #privacy-policy) is brought into view once the page is there. */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    target?.scrollIntoView?.({ block: 'start' });
  }, [hash]);
}
