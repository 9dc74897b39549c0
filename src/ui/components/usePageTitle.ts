import { useEffect } from 'react';
import { PRODUCT_NAME } from '../../contract/constants';

/** Sets the tab title to '{title} | {PRODUCT_NAME}' (the product name alone without a title). */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
