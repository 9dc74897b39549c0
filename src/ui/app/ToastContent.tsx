import type { ToastContent as Content } from 'react-toastify';
import type { ToastAction, ToastRequest } from './toast';
import '../styles/toast.css';

/** What a toast shows: its message, and its button when it has one. */
export function toastContent({ message, action }: ToastRequest): Content {
  if (!action) return message;
  return ({ closeToast }) => <MessageWithAction message={message} action={action} close={closeToast} />;
}

function MessageWithAction({ message, action, close }: { message: string; action: ToastAction; close: () => void }) {
  return (
    <div className="toast-message" data-scope="toast" data-part="message">
      <span>{message}</span>
      <button
        type="button"
        className="button button--primary toast-message__action"
        onClick={() => {
          action.onPress();
          close();
        }}
        data-scope="toast"
        data-part="action"
      >
        {action.label}
      </button>
    </div>
  );
}
