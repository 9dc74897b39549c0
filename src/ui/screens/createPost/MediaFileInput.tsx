import type { Ref } from 'react';

export type MediaFileInputProps = {
  id: string;
  multiple: boolean;
  disabled: boolean;
  /** The screen that owns the input (data-scope). */
  scope: string;
  onPicked: (files: File[]) => void;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * The file input of Create Post and Edit Post: images or videos, described by the hint below it (`{id}-hint`).
 * It is emptied after each pick, so choosing the same file again picks it again.
 */
export function MediaFileInput({ id, multiple, disabled, scope, onPicked, inputRef }: MediaFileInputProps) {
  return (
    <input
      ref={inputRef}
      id={id}
      type="file"
      className="create-post__file"
      accept="image/*,video/*"
      multiple={multiple}
      disabled={disabled}
      aria-describedby={`${id}-hint`}
      onChange={(event) => {
        const files = Array.from(event.target.files ?? []);
        if (files.length) onPicked(files);
        event.target.value = '';
      }}
      data-scope={scope}
      data-part="file-input"
    />
  );
}
