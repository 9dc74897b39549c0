export type LoadFailedProps = {
  /** The failure in the spec's words. */
  message: string;
  onRetry: () => void;
  /** The screen's own look for it. */
  className: string;
  scope?: string;
  part?: string;
};

/** What stands where a list or a page's details failed to load: the failure's words and Try Again, as an alert. */
export function LoadFailed({ message, onRetry, className, scope, part }: LoadFailedProps) {
  return (
    <div className={className} role="alert" data-scope={scope} data-part={part}>
      <p>{message}</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        Try Again
      </button>
    </div>
  );
}
