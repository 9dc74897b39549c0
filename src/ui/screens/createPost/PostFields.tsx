import { useSelector } from '@xstate/react';
import { useId, type ReactNode } from 'react';
import { LIMITS } from '../../../contract';
import {
  selectCategoryChoices,
  selectDeliveryChoices,
  selectDescriptionCount,
  selectIsEditable,
  selectPostFieldMessage,
  selectPostValue,
  type PostField,
  type PostFormActor,
} from '../../../machines/createPost';

type FieldProps = { actor: PostFormActor; field: PostField; label: string };

/** Value, message and change/blur wiring of one post field. */
function useField(actor: PostFormActor, field: PostField) {
  const value = useSelector(actor, (snapshot) => selectPostValue(snapshot, field));
  const error = useSelector(actor, (snapshot) => selectPostFieldMessage(snapshot, field));
  const disabled = !useSelector(actor, selectIsEditable);
  return {
    value,
    error,
    disabled,
    onChange: (next: string) => actor.send({ type: 'field.changed', field, value: next }),
    onBlur: () => actor.send({ type: 'field.blurred', field }),
  };
}

function FieldShell({ id, label, error, hint, children }: { id: string; label: string; error?: string; hint?: ReactNode; children: ReactNode }) {
  return (
    <div className="field" data-scope="field" data-part="root" data-invalid={error ? '' : undefined}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">{children}</div>
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error" data-scope="field" data-part="error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const describedBy = (id: string, error: string | undefined, hint: boolean) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

type Choice = { value: string; label: string };

function SelectField({ actor, field, label, placeholder, choices }: FieldProps & { placeholder: string; choices: readonly Choice[] }) {
  const id = useId();
  const { value, error, disabled, onChange, onBlur } = useField(actor, field);
  return (
    <FieldShell id={id} label={label} error={error}>
      <select
        id={id}
        name={field}
        className="field__input"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, false)}
      >
        <option value="">{placeholder}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

function InputField({ actor, field, label, maxLength, inputMode, placeholder }: FieldProps & { maxLength?: number; inputMode?: 'decimal'; placeholder?: string }) {
  const id = useId();
  const { value, error, disabled, onChange, onBlur } = useField(actor, field);
  return (
    <FieldShell id={id} label={label} error={error}>
      <input
        id={id}
        name={field}
        className="field__input"
        value={value}
        disabled={disabled}
        maxLength={maxLength}
        inputMode={inputMode}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, false)}
      />
    </FieldShell>
  );
}

const POST_TYPES: readonly Choice[] = [
  { value: 'product', label: 'Product' },
  { value: 'service', label: 'Service' },
];

/** Post type, category, title, caption, price, delivery time and description, each with its message (Create Post and Edit Post). */
export function PostFields({ actor }: { actor: PostFormActor }) {
  const categories = useSelector(actor, selectCategoryChoices);
  const deliveryTimes = useSelector(actor, selectDeliveryChoices);
  const typeChosen = categories.length > 0;
  return (
    <>
      <div className="form__row form__row--two">
        <SelectField actor={actor} field="category_type" label="Post type" placeholder="Select post type" choices={POST_TYPES} />
        {typeChosen ? (
          <SelectField
            actor={actor}
            field="category"
            label="Category"
            placeholder="Select category"
            choices={categories.map((category) => ({ value: String(category.id), label: category.description || category.name }))}
          />
        ) : (
          <CategoryPlaceholder actor={actor} />
        )}
      </div>
      <InputField actor={actor} field="title" label="Title" maxLength={LIMITS.titleMax} />
      <InputField actor={actor} field="caption" label="Caption (optional)" maxLength={LIMITS.captionMax} />
      <div className="form__row form__row--two">
        <InputField actor={actor} field="price" label="Price (₦)" inputMode="decimal" placeholder="0 for free" />
        <SelectField
          actor={actor}
          field="delivery_time"
          label="Delivery time"
          placeholder="Select delivery time"
          choices={deliveryTimes.map((option) => ({ value: option.value, label: option.label }))}
        />
      </div>
      <DescriptionField actor={actor} />
    </>
  );
}

/** The category select before a type is chosen: disabled, still showing its message after a submit. */
function CategoryPlaceholder({ actor }: { actor: PostFormActor }) {
  const id = useId();
  const error = useSelector(actor, (snapshot) => selectPostFieldMessage(snapshot, 'category'));
  return (
    <FieldShell id={id} label="Category" error={error}>
      <select id={id} name="category" className="field__input" disabled value="" aria-describedby={describedBy(id, error, false)}>
        <option value="">Choose a post type first</option>
      </select>
    </FieldShell>
  );
}

function DescriptionField({ actor }: { actor: PostFormActor }) {
  const id = useId();
  const { value, error, disabled, onChange, onBlur } = useField(actor, 'description');
  const count = useSelector(actor, selectDescriptionCount);
  return (
    <FieldShell id={id} label="Description" error={error} hint={<span data-scope="create-post" data-part="counter">{count}</span>}>
      <textarea
        id={id}
        name="description"
        className="field__input create-post__description"
        rows={5}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, true)}
      />
    </FieldShell>
  );
}
