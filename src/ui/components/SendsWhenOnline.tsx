import { MESSAGES } from '../../contract/constants';
import '../styles/offline.css';

/** Beside something made offline (a like, a comment): it waits and is sent once the browser is online. */
export function SendsWhenOnline({ scope }: { scope: string }) {
  return (
    <span className="sends-when-online" role="status" data-scope={scope} data-part="sends-when-online">
      {MESSAGES.sendsWhenOnline}
    </span>
  );
}
