import { Outlet } from 'react-router';
import { OfflineBanner } from '../app/OfflineBanner';
import { ScrollToTop } from '../app/ScrollToTop';
import { Navbar } from './Navbar';

/** Every page: skip link, navbar, the offline line, the routed screen in <main>. */
export function RootLayout() {
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <ScrollToTop />
      <Navbar />
      <OfflineBanner />
      <main id="main" className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
