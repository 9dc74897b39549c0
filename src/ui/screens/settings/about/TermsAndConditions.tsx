import { PRODUCT_NAME, SUPPORT_CONTACT } from '../../../../contract/constants';

/** The Terms and Conditions: their section carries the id terms (the anchor #terms). */
export function TermsAndConditions() {
  return (
    <section id="terms" className="settings-card legal" aria-labelledby="terms-title" data-scope="settings" data-part="terms">
      <h2 id="terms-title" className="settings-card__title">
        Terms and Conditions
      </h2>
      <p>These terms govern your use of {PRODUCT_NAME}. By creating an account or using the service you accept them.</p>
      <h3>Accounts</h3>
      <ul>
        <li>You must give true details, keep your password secret and are responsible for what happens under your account.</li>
        <li>One person, one account. We may suspend accounts that break these terms.</li>
      </ul>
      <h3>Vendor accounts</h3>
      <ul>
        <li>A user becomes a vendor by creating a store. Vendors must describe their products and services honestly, price them in naira and deliver what they sell.</li>
        <li>Vendors are responsible for their listings, their business registration where the law requires one, and the bank details they give for payouts.</li>
        <li>The verification badge, when offered, confirms checks we made at that time; it is not a guarantee of a vendor&apos;s conduct.</li>
      </ul>
      <h3>Buying and selling</h3>
      <p>
        {PRODUCT_NAME} connects buyers and vendors; the sale is between them. We are not a party to it and do not hold goods or money. The wallet
        shown in the app is a demonstration and moves no money.
      </p>
      <h3>Content and conduct</h3>
      <ul>
        <li>Do not post anything illegal, misleading, hateful or that infringes another&apos;s rights, and do not spam or harass other users.</li>
        <li>You keep the rights to what you post and give us a licence to show it within the service.</li>
        <li>We may remove content or accounts that break these terms.</li>
      </ul>
      <h3>Liability</h3>
      <p>
        The service is provided as it is. To the extent the law allows, we are not liable for losses arising from dealings between users or from
        interruptions of the service.
      </p>
      <h3>Governing law</h3>
      <p>
        These terms are governed by the laws of the United States and of the Federal Republic of Nigeria. Disputes are settled by the competent
        courts of either country, according to where the user resides.
      </p>
      <h3>Changes and contact</h3>
      <p>
        We may update these terms and will say so in the app. Questions: <a href={`mailto:${SUPPORT_CONTACT.email}`}>{SUPPORT_CONTACT.email}</a>.
      </p>
    </section>
  );
}
