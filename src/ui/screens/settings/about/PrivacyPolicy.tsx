import { PRODUCT_NAME, SUPPORT_CONTACT } from '../../../../contract/constants';

/** The Privacy Policy: its section carries the id privacy, its heading the anchor #privacy-policy. */
export function PrivacyPolicy() {
  return (
    <section id="privacy" className="settings-card legal" aria-labelledby="privacy-policy" data-scope="settings" data-part="privacy">
      <h2 id="privacy-policy" className="settings-card__title">
        Privacy Policy
      </h2>
      <p>
        This policy explains what {PRODUCT_NAME} collects when you use the marketplace and chat, why, and the choices you have. By using{' '}
        {PRODUCT_NAME} you agree to it.
      </p>
      <h3>What we collect</h3>
      <ul>
        <li>Account details you give us: name, username, e-mail address, phone number, date of birth, city, state, nationality and bio.</li>
        <li>Vendor account details: market name, registration number, business phone and address, service radius and bank details for payouts.</li>
        <li>What you post and send: listings, photos, comments, ratings and reviews (with sellers’ replies), chat messages and images, feedback and support tickets.</li>
        <li>Location: your store&apos;s coordinates and, when you allow it, your device&apos;s position, used to show nearby vendors and products.</li>
        <li>Usage: the pages you open and the actions you take, your online status and the device you sign in from.</li>
      </ul>
      <h3>How we use it</h3>
      <ul>
        <li>To run your account, show your profile and store, deliver your messages and notifications, and keep you signed in.</li>
        <li>To show listings near you and let buyers find vendors by name, market and place.</li>
        <li>To answer your feedback and support tickets, and to e-mail you activation codes, password resets and ticket receipts.</li>
        <li>To keep the service safe: to prevent abuse, fraud and spam, and to enforce our Terms and Conditions.</li>
      </ul>
      <h3>What others see</h3>
      <p>
        Your username, name, profile and cover photos, listings and, if you choose, your bio are public. A vendor account&apos;s market name, city
        and state are public, and its business phone when the vendor turns on Display phone. Chat messages are seen only by the two people in the
        conversation. We never sell your personal data.
      </p>
      <h3>Sharing</h3>
      <p>
        We share data only with service providers that help us run {PRODUCT_NAME} (hosting, e-mail, maps), under agreements that protect it, and
        when the law requires it.
      </p>
      <h3>Keeping and deleting data</h3>
      <p>
        We keep your data while your account is open. Notifications older than 24 hours are removed automatically. You may ask us to correct or delete
        your data, or for a copy of it, by writing to support.
      </p>
      <h3>Security</h3>
      <p>Passwords are stored only as strong one-way hashes, sessions use random tokens, and uploaded photos are re-encoded without their metadata.</p>
      <h3>Contact</h3>
      <p>
        Questions about this policy: <a href={`mailto:${SUPPORT_CONTACT.email}`}>{SUPPORT_CONTACT.email}</a>.
      </p>
    </section>
  );
}
