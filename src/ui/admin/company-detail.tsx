import { useMemo, useState } from 'react';
import {
  Body1,
  Button,
  Caption1,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { AdminCompanyDetail } from '../../domain/admin/companies';
import { adminApi } from '../../sync/admin-api';
import { errorText } from '../components/server-errors';
import { useSnackbar } from '../components/snackbar';
import { translateKey } from '../i18n';
import { useApi } from '../hooks/use-api';
import { useTask } from '../hooks/use-task';
import { ConfirmDialog, VerifiedBadge } from './admin-parts';
import { useAdminT } from './i18n';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  facts: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** One legal entity: its details, everyone in it (join requests too) and the verify/unverify toggle. */
export function CompanyDetail({ id, onBack }: { id: string; onBack(): void }) {
  const t = useAdminT();
  const { t: common } = useTranslation();
  const styles = useStyles();
  const api = useApi();
  const snackbar = useSnackbar();
  const [attempt, setAttempt] = useState(0);
  const [changed, setChanged] = useState<AdminCompanyDetail | null>(null);
  const [confirming, setConfirming] = useState(false);
  // A new attempt is a new task, so Retry asks again.
  const load = useMemo(() => {
    void attempt;
    return (signal: AbortSignal) => adminApi(api).company(id, { signal });
  }, [api, id, attempt]);
  const state = useTask(load);

  const back = (
    <Button icon={<ArrowLeftRegular />} onClick={onBack}>
      {t('admin.companies.back')}
    </Button>
  );
  if (state.status === 'failed')
    return (
      <section className={styles.section}>
        {back}
        <MessageBar intent="error" role="alert">
          <MessageBarBody>
            {t('admin.loadFailed', { message: translateKey(common, errorText(state.error)) })}
          </MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => setAttempt(attempt + 1)}>{t('admin.retry')}</Button>
          </MessageBarActions>
        </MessageBar>
      </section>
    );
  if (state.status !== 'done') return <Spinner size="small" label={t('admin.loading')} />;
  const company = changed?._id === id ? changed : state.value;
  const verify = !company.verified;

  return (
    <section className={styles.section} aria-label={company.name}>
      {back}
      <div className={styles.head}>
        <Subtitle2>{company.name}</Subtitle2>
        <VerifiedBadge verified={company.verified} />
        <Button appearance={verify ? 'primary' : 'secondary'} onClick={() => setConfirming(true)}>
          {t(verify ? 'admin.companies.verify' : 'admin.companies.unverify')}
        </Button>
      </div>
      <div className={styles.facts}>
        <Caption1>
          {t('admin.companies.tin')}: {company.tin}
        </Caption1>
        <Caption1>
          {t('admin.companies.address')}: {company.address}
        </Caption1>
        <Caption1>
          {t('admin.companies.signatory')}: {company.signatoryPosition}, {company.signatoryName}
        </Caption1>
      </div>
      {company.memberList.length === 0 ? (
        <Body1 className={styles.muted}>{t('admin.companies.noMembers')}</Body1>
      ) : (
        <Table aria-label={t('admin.companies.open', { name: company.name })} size="small">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('admin.companies.memberName')}</TableHeaderCell>
              <TableHeaderCell>{t('admin.companies.memberEmail')}</TableHeaderCell>
              <TableHeaderCell>{t('admin.companies.memberRole')}</TableHeaderCell>
              <TableHeaderCell>{t('admin.companies.memberRights')}</TableHeaderCell>
              <TableHeaderCell>{t('admin.companies.memberStatus')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {company.memberList.map((member) => (
              <TableRow key={member.userId}>
                <TableCell>{member.name || member.email}</TableCell>
                <TableCell>{member.email}</TableCell>
                <TableCell>{t(`admin.companyRole.${member.role}`)}</TableCell>
                <TableCell>{member.rights.join(', ')}</TableCell>
                <TableCell>
                  {t(
                    member.status === 'active'
                      ? 'admin.companies.memberActive'
                      : 'admin.companies.memberPending',
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {confirming ? (
        <ConfirmDialog
          title={t(verify ? 'admin.companies.verifyTitle' : 'admin.companies.unverifyTitle', {
            name: company.name,
          })}
          text={t(verify ? 'admin.companies.verifyText' : 'admin.companies.unverifyText')}
          confirmLabel={t(verify ? 'admin.companies.verify' : 'admin.companies.unverify')}
          onClose={() => setConfirming(false)}
          onConfirm={async () => {
            setChanged(await adminApi(api).verifyCompany(company._id, verify));
            snackbar.show({
              title: t(verify ? 'admin.companies.verifiedDone' : 'admin.companies.unverifiedDone', {
                name: company.name,
              }),
              type: 'positive',
            });
          }}
        />
      ) : null}
    </section>
  );
}
