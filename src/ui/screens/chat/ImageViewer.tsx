import { useEffect } from 'react';

/** The picture at full size over the page; a click, a tap or Escape closes it, and so does a picture that fails. */
export function ImageViewer({ src, onClose }: { src: string; onClose: () => void }) {
  useEffect(() => {
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [onClose]);
  return (
    <div className="image-viewer" role="dialog" aria-modal="true" aria-label="Image" onClick={onClose} data-scope="chat" data-part="viewer">
      <img className="image-viewer__image" src={src} alt="Full size" onError={onClose} />
    </div>
  );
}
