import type { SocketActorRef } from '../../machines/socket/socket.selectors';
import { useSocketRefusal } from './useSocketRefusal';

type ConnectionBannerProps = {
  socket: SocketActorRef | null | undefined;
  /** What it says while the connection is down for any other reason. */
  fallback: string;
  /** The screen's own look for it. */
  className: string;
};

/** What a screen shows while its live connection is down: the server's refusal in the spec's words (4001, 4003), else `fallback`. */
export function ConnectionBanner({ socket, fallback, className }: ConnectionBannerProps) {
  const refusal = useSocketRefusal(socket);
  return (
    <p className={className} role="status" data-part="banner">
      {refusal ?? fallback}
    </p>
  );
}
