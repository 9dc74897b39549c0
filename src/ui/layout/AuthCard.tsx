import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '../../contract';
import '../styles/auth.css';

export type AuthCardProps = {
  /** The card's heading (the page's h1). */
  title: string;
  /** A line under the title. */
  subtitle?: ReactNode;
  /** The card body: usually the form. */
  children: ReactNode;
  /** Below the body, under a divider: links such as 'Back to Login' or 'Sign up'. */
  footer?: ReactNode;
  /** A wider card on desktop, for long forms (register). */
  wide?: boolean;
};

/** The card layout of the accounts screens: full width on phones, a centred card on desktops. */
export function AuthCard({ title, subtitle, children, footer, wide = false }: AuthCardProps) {
  return (
    <section className="auth-page" data-scope="auth-card" data-part="root">
      <div className={wide ? 'auth-card auth-card--wide' : 'auth-card'}>
        <header className="auth-card__header">
          <p className="auth-card__brand" aria-hidden="true">
            {PRODUCT_NAME}
          </p>
          <h1 className="auth-card__title" data-scope="auth-card" data-part="title">
            {title}
          </h1>
          {subtitle ? <p className="auth-card__subtitle">{subtitle}</p> : null}
        </header>
        <div className="auth-card__body" data-scope="auth-card" data-part="body">
          {children}
        </div>
        {footer ? (
          <footer className="auth-card__footer" data-scope="auth-card" data-part="footer">
            {footer}
          </footer>
        ) : null}
      </div>
    </section>
  );
}
