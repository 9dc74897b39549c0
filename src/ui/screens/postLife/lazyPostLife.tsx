import { Suspense } from 'react';
import { lazyPart } from '../../app/lazyPart';

/** Watch price and Renew in their own chunk: a post's popup, on the first render of a shared link, loads without them. */
const LazyWatchButton = lazyPart(() => import('./WatchButton'), (module) => module.WatchButton);
const LazyRenewButton = lazyPart(() => import('./RenewButton'), (module) => module.RenewButton);

export function WatchPriceButton(props: { postId: number }) {
  return (
    <Suspense fallback={null}>
      <LazyWatchButton.Component {...props} />
    </Suspense>
  );
}

export function RenewPostButton(props: { postId: number; onRenewed?: (renewedAt: string) => void }) {
  return (
    <Suspense fallback={null}>
      <LazyRenewButton.Component {...props} />
    </Suspense>
  );
}
