import { useSelector } from '@xstate/react';
import { selectRefusal, type SocketActorRef } from '../../machines/socket/socket.selectors';

/** What a connection banner says when the server refused the socket (4001, 4003), else null; no socket is null. */
export function useSocketRefusal(socket: SocketActorRef | null | undefined): string | null {
  return useSelector(socket ?? undefined, selectRefusal);
}
