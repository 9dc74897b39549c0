import type { AreaDocs } from '../operation';
import { accountsDocs } from './accounts.docs';
import { marketplaceDocs } from './marketplace.docs';
import { sessionsDocs } from './sessions.docs';

/** Every area of the API, in the order the document lists them. */
export const API_AREAS: readonly AreaDocs[] = [accountsDocs, sessionsDocs, marketplaceDocs];
