import { useEffect, useState } from 'react';
import { Combobox, Option } from '@fluentui/react-components';
import type { AdminUser } from '../../domain/admin';
import { adminApi } from '../../sync/admin-api';
import { useApi } from '../hooks/use-api';
import { useDebounced } from '../hooks/use-debounced';
import { useAdminT } from './i18n';

const SUGGESTIONS = 8;
const SEARCH_DEBOUNCE_MS = 150;

/** How a user reads in the picker: the name the users table shows, then the e-mail. */
export const userLabel = (user: AdminUser) =>
  `${`${user.firstName} ${user.lastName}`.trim() || user.email} — ${user.email}`;

/**
 * One user chosen by name or e-mail, as the users table lists them (`GET /api/admin/users?search=`):
 * typing asks the server once it pauses; picking a suggestion gives its id, typing again clears it.
 */
export function UserPicker({
  id,
  invalid,
  onChange,
}: {
  id?: string;
  invalid: boolean;
  onChange(userId: string): void;
}) {
  const t = useAdminT();
  const api = useApi();
  const [text, setText] = useState('');
  const [users, setUsers] = useState<AdminUser[]>([]);
  const query = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    const controller = new AbortController();
    adminApi(api)
      .users({ page: 1, limit: SUGGESTIONS, search: query || undefined }, { signal: controller.signal })
      .then((page) => setUsers(page.data))
      .catch(() => setUsers([]));
    return () => controller.abort();
  }, [api, query]);
  return (
    <Combobox
      id={id}
      freeform
      aria-invalid={invalid || undefined}
      placeholder={t('admin.notify.userSearch')}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange('');
      }}
      onOptionSelect={(_, data) => {
        setText(data.optionText ?? '');
        onChange(data.optionValue ?? '');
      }}
    >
      {users.map((user) => (
        <Option key={user._id} value={user._id}>
          {userLabel(user)}
        </Option>
      ))}
    </Combobox>
  );
}
