export { chatRoomMachine } from './chatRoom.machine';
export { catchUp, chatRoomActors, loadOlder, loadRoom, markRead, readChatRoomInput, sendImage, sendText } from './chatRoom.actors';
export { imageProblem, isDuplicateMessage, matchingPending, ownIdOf, sendFailureText } from './chatRoom.rules';
export * from './chatRoom.selectors';
export type * from './chatRoom.types';
