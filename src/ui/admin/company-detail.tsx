import { useMemo, useState } from 'react';
import { Button, Caption1, makeStyles, Spinner, Subtitle2, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import type { AdminCompanyDetail } from '../../domain/admin/companies';
import { adminApi } from '../../sync/admin-api';
import { ColumnsTable } from '../components/columns-table';
import { useSnackbar } from '../components/snackbar';
import { useApi } from '../hooks/use-api';
import { useTask } from '../hooks/use-task';
import { ConfirmDialog, ListEmpty, LoadFailed, VerifiedBadge } from './admin-parts';
import { useAdminT } from './i18n';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  facts: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
});

/** One legal entity: its details, everyone in it (join requests too) and the verify/unverify toggle. */
export function CompanyDetail({ id, onBack }: { id: string; onBack(): void }) {
  const t = useAdminT();
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
        <LoadFailed error={state.error} onRetry={() => setAttempt(attempt + 1)} />
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
        <ListEmpty text={t('admin.companies.noMembers')} />
      ) : (
        <ColumnsTable
          label={t('admin.companies.open', { name: company.name })}
          rows={company.memberList}
          rowKey={(member) => member.userId}
          columns={[
            { header: t('admin.companies.memberName'), cell: (member) => member.name || member.email },
            { header: t('admin.companies.memberEmail'), cell: (member) => member.email },
            {
              header: t('admin.companies.memberRole'),
              cell: (member) => t(`admin.companyRole.${member.role}`),
            },
            { header: t('admin.companies.memberRights'), cell: (member) => member.rights.join(', ') },
            {
              header: t('admin.companies.memberStatus'),
              cell: (member) =>
                t(
                  member.status === 'active'
                    ? 'admin.companies.memberActive'
                    : 'admin.companies.memberPending',
                ),
            },
          ]}
        />
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
