import { Link } from '../../components/links';
import { POST_LIFE_MESSAGES } from '../../../contract';

/** What a visitor is offered instead: signing in first. */
export function WatchSignIn() {
  return (
    <Link className="button button--secondary" to="/login" data-scope="watch" data-part="sign-in">
      {POST_LIFE_MESSAGES.watchSignIn}
    </Link>
  );
}
