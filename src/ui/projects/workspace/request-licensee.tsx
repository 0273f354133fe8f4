import {
  Button,
  Field,
  Link,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Select,
  Text,
} from '@fluentui/react-components';
import { Link as WouterLink } from 'wouter';
import { links } from '../../../domain/routes';
import { canRequestFor } from '../../../domain/legal-entities';
import type { ApiError } from '../../../sync/api-error';
import type { MyCompany } from './use-my-company';
import { useWorkspaceT } from './i18n';

/** A company a request may name as the customer party of its contracts (docs/licensing.md §3 "Order"). */
export interface Licensee {
  id: string;
  name: string;
  tin: string;
}

/**
 * The companies the user may request for, from `GET /api/legal-entity/info`: their entity when they hold
 * the right to prepare documents in it (docs/decisions/0034); the entity they may not request for, apart.
 */
export function licenseesOf(info: MyCompany | undefined): {
  licensees: Licensee[];
  withoutRight: string | null;
} {
  const entity = info?.entity;
  if (!entity) return { licensees: [], withoutRight: null };
  return canRequestFor(entity)
    ? { licensees: [entity], withoutRight: null }
    : { licensees: [], withoutRight: entity.name };
}

const useStyles = makeStyles({ settings: { whiteSpace: 'nowrap' } });

interface RequestLicenseeProps {
  licensees: readonly Licensee[];
  /** The name of the user's company when they may not request for it. */
  withoutRight: string | null;
  value: string | null;
  onChange(id: string | null): void;
  /** Why the companies could not be read, with nothing kept to show. */
  error?: ApiError;
  loading: boolean;
  onRetry(): void;
  /** Sending was tried with several companies and none chosen. */
  missing?: boolean;
}

/**
 * The customer company of a request: a picker when the user may request for several, the one company
 * named when there is one; none, a note that asks to add it in Settings, linked (the dialog then sends
 * nothing).
 */
export function RequestLicensee(props: RequestLicenseeProps) {
  const t = useWorkspaceT();
  const styles = useStyles();
  const { licensees, value } = props;
  const option = (licensee: Licensee) =>
    t('requestLicenseeOption', { name: licensee.name, tin: licensee.tin });
  if (props.loading) return <Text>{t('requestLicenseeLoading')}</Text>;
  if (props.error)
    return (
      <MessageBar intent="error" role="alert">
        <MessageBarBody>{t('requestLicenseeError', { message: props.error.text })}</MessageBarBody>
        <MessageBarActions>
          <Button onClick={props.onRetry}>{t('requestLicenseeRetry')}</Button>
        </MessageBarActions>
      </MessageBar>
    );
  if (licensees.length === 0)
    return (
      <MessageBar intent="warning">
        <MessageBarBody>
          {props.withoutRight
            ? t('requestLicenseeNoRight', { name: props.withoutRight })
            : t('requestLicenseeNone')}{' '}
          <WouterLink href={links.settings('legal-entity')} asChild>
            <Link className={styles.settings}>{t('requestLicenseeSettings')}</Link>
          </WouterLink>
        </MessageBarBody>
      </MessageBar>
    );
  if (licensees.length === 1)
    return (
      <Field label={t('requestLicensee')}>
        <Text>{option(licensees[0]!)}</Text>
      </Field>
    );
  return (
    <Field
      label={t('requestLicensee')}
      required
      validationState={props.missing ? 'error' : 'none'}
      validationMessage={props.missing ? t('requestLicenseeRequired') : undefined}
    >
      <Select
        value={value ?? ''}
        onChange={(_, data) => props.onChange(data.value === '' ? null : data.value)}
      >
        <option value="">{t('requestLicenseeChoose')}</option>
        {licensees.map((licensee) => (
          <option key={licensee.id} value={licensee.id}>
            {option(licensee)}
          </option>
        ))}
      </Select>
    </Field>
  );
}
