import { Slide, ToastContainer } from 'react-toastify';
import 'react-toastify/ReactToastify.css';
import { DURATIONS } from '../../contract/constants';

/** The toast area: top right, one at a time. Loaded lazily with react-toastify. */
export default function ToastArea() {
  return (
    <ToastContainer position="top-right" autoClose={DURATIONS.toastDefault} limit={1} newestOnTop transition={Slide} theme="light" />
  );
}
