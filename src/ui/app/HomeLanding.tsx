import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../contract';
import { selectFirstName, selectIsSignedIn } from '../../machines/auth';
import { usePageTitle } from '../components';
import '../styles/home.css';
import { useAuthSelector } from './AppActor';

const FEATURES = [
  { title: 'Shop local', text: 'Browse products and services from vendors near you, priced in naira.' },
  { title: 'Sell as a vendor', text: 'Create a store, publish posts with photos, and reach customers in your city.' },
  { title: 'Chat directly', text: 'Talk one-to-one with vendors and customers in real time, with photos.' },
  { title: 'Stay in the loop', text: 'Follow vendors, like and comment on posts, and get live notifications.' },
];

/** The home page until the marketplace feed arrives: what the product is, and how to join. */
export function HomeLanding() {
  usePageTitle();
  const signedIn = useAuthSelector(selectIsSignedIn);
  const firstName = useAuthSelector(selectFirstName);

  return (
    <div className="home" data-scope="home" data-part="root">
      <section className="home__hero" aria-labelledby="home-title">
        <p className="home__eyebrow">{PRODUCT_NAME}</p>
        <h1 id="home-title" className="home__title">
          {signedIn ? `Welcome, ${firstName}` : 'The marketplace for your local vendors'}
        </h1>
        <p className="home__lead">
          {PRODUCT_NAME} connects local vendors with customers: vendors post their products and services, customers
          browse, follow, and chat with them directly.
        </p>
        {signedIn ? null : (
          <div className="home__actions" data-scope="home" data-part="actions">
            <Link to="/register" className="button button--primary">
              Sign Up
            </Link>
            <Link to="/login" className="button button--secondary">
              Sign In
            </Link>
          </div>
        )}
      </section>
      <section className="home__features" aria-labelledby="home-features-title">
        <h2 id="home-features-title" className="visually-hidden">
          What you can do
        </h2>
        <ul className="home__feature-list">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="home__feature">
              <h3 className="home__feature-title">{feature.title}</h3>
              <p className="home__feature-text">{feature.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
