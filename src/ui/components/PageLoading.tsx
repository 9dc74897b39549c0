/** What stands where a page is not ready yet: its code still on the way, or its actor not started. */
export function PageLoading() {
  return <div className="page-loading" role="status" aria-label="Loading" />;
}
