import type { Control, FieldValues, Path, Resolver } from 'react-hook-form';
import { TextField } from './form-field';
import { withMatchingFields } from './matching-fields';

/** A form with a new password typed twice: the second time in `confirmPassword`. */
type WithConfirmation = FieldValues & { confirmPassword: string };

/** `resolver`, and "passwords do not match" on `confirmPassword` when it differs from `password`. */
export function withConfirmedPassword<TValues extends WithConfirmation, TContext, TOutput>(
  resolver: Resolver<TValues, TContext, TOutput>,
  password: Path<TValues>,
): Resolver<TValues, TContext, TOutput> {
  return withMatchingFields(
    resolver,
    password,
    'confirmPassword' as Path<TValues>,
    'validation.passwordsMismatch',
  );
}

/** A new password and its confirmation, both required and offered to password managers as new. */
export function NewPasswordFields<T extends WithConfirmation>({
  control,
  name,
  label,
  confirmLabel,
}: {
  control: Control<T>;
  /** The new password's field. */
  name: Path<T>;
  label: string;
  confirmLabel: string;
}) {
  return (
    <>
      <TextField
        control={control}
        name={name}
        label={label}
        type="password"
        autoComplete="new-password"
        required
      />
      <TextField
        control={control}
        name={'confirmPassword' as Path<T>}
        label={confirmLabel}
        type="password"
        autoComplete="new-password"
        required
      />
    </>
  );
}
