import { Suspense } from 'react';
import { lazyComponent } from '../../app/lazyComponent';

/** Watch price and Renew in their own chunk: a post's popup, on the first render of a shared link, loads without them. */
const LazyWatchButton = lazyComponent(() => import('./WatchButton'), (module) => module.WatchButton);
const LazyRenewButton = lazyComponent(() => import('./RenewButton'), (module) => module.RenewButton);

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
