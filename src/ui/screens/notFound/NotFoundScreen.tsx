import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import {
  NOT_FOUND_TOTAL_SECONDS,
  notFoundMachine,
  selectDestination,
  selectSecondsLeft,
} from '../../../machines/notFound';
import { useScreenActor } from '../../app/useScreenActor';
import { usePageTitle } from '../../components';
import '../../styles/notFound.css';

/** 404: Go Home, Go Back, and a 10-second countdown with a progress bar, then home. */
export function NotFoundScreen() {
  usePageTitle('Page not found');
  const countdown = useScreenActor(notFoundMachine, {});
  const navigate = useNavigate();
  // The first page of the visit has the key 'default': there is nothing of ours to go back to.
  const hasHistory = useLocation().key !== 'default';
  const secondsLeft = useSelector(countdown, selectSecondsLeft);
  const destination = useSelector(countdown, selectDestination);

  useEffect(() => {
    if (destination === 'back') {
      if (hasHistory) navigate(-1);
      else navigate('/', { replace: true });
    }
  }, [destination, hasHistory, navigate]);

  if (destination === 'home') return <Navigate to="/" replace />;

  return (
    <section className="not-found" aria-labelledby="not-found-title" data-scope="not-found" data-part="root">
      <div className="not-found__card">
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <h1 id="not-found-title" className="not-found__title">
          Page not found
        </h1>
        <p className="not-found__text">
          The page you are looking for does not exist, has moved, or is not available yet.
        </p>
        <div className="not-found__actions">
          <button
            type="button"
            className="button button--primary"
            onClick={() => countdown.send({ type: 'user.goHome' })}
            data-scope="not-found"
            data-part="home"
          >
            Go Home
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => countdown.send({ type: 'user.goBack' })}
            data-scope="not-found"
            data-part="back"
          >
            Go Back
          </button>
        </div>
        <div className="not-found__countdown" data-scope="not-found" data-part="countdown">
          <p id="not-found-countdown">
            Redirecting to the home page in {secondsLeft} {secondsLeft === 1 ? 'second' : 'seconds'}
          </p>
          <progress
            className="not-found__progress"
            max={NOT_FOUND_TOTAL_SECONDS}
            value={NOT_FOUND_TOTAL_SECONDS - secondsLeft}
            aria-labelledby="not-found-countdown"
            data-scope="not-found"
            data-part="progress"
          />
        </div>
      </div>
    </section>
  );
}
