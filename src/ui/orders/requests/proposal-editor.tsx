import { useState } from 'react';
import {
  Body1,
  Caption1,
  Field,
  Input,
  makeStyles,
  mergeClasses,
  Switch,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { DEFAULT_VAT_PERCENT, priceWithVat } from '../../../domain/orders';
import type { ProposalTerms } from '../../../domain/orders';
import { rublesToKopecks } from '../../../domain/projects';
import {
  checkProposalFields,
  formatMoney,
  proposalFieldsOf,
  type ProposalCheck,
  type ProposalFieldError,
  type ProposalFields,
  type RequestLine,
} from '../../../domain/orders/queue';
import { FormDialog } from '../../components/form-dialog';
import { translateKey } from '../../i18n';
import { useRequestsT } from './i18n';
import { useAnswerSubmit } from './use-answer-submit';

const useStyles = makeStyles({
  fieldset: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 160px)',
    alignItems: 'start',
    gap: tokens.spacingVerticalS,
    columnGap: tokens.spacingHorizontalM,
    margin: 0,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  plain: { border: 'none', padding: 0 },
  wide: { gridColumn: '1 / -1' },
  input: { minWidth: 0, width: '100%' },
  lines: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    maxHeight: '50vh',
    overflowY: 'auto',
  },
  totals: { display: 'flex', flexDirection: 'column', fontVariantNumeric: 'tabular-nums' },
});

interface TermsFieldsProps {
  legend?: string;
  fields: ProposalFields;
  check: ProposalCheck;
  showErrors: boolean;
  vatRate: number;
  language: string;
  onChange(next: ProposalFields): void;
}

/** Price without VAT (the amount with VAT shown as it is typed), "no VAT", share and comment. */
function TermsFields({ legend, fields, check, showErrors, vatRate, language, onChange }: TermsFieldsProps) {
  const styles = useStyles();
  const t = useRequestsT();
  const { t: common } = useTranslation();
  // The price's own words for text that is no amount; every other message is the server's (its catalogue).
  const message = (error: ProposalFieldError | undefined) =>
    showErrors && error
      ? error.key === 'priceRequired' || error.key === 'priceFormat'
        ? t(error.key)
        : translateKey(common, error.key, error.params)
      : undefined;
  const set = (patch: Partial<ProposalFields>) => onChange({ ...fields, ...patch });
  const price = rublesToKopecks(fields.price);
  const hint =
    price === null
      ? undefined
      : fields.noVat
        ? t('priceNoVat')
        : t('priceWithVat', { rate: vatRate, amount: formatMoney(priceWithVat(price, vatRate), language) });
  const priceError = message(check.errors.price);
  const shareError = message(check.errors.share);
  const commentError = message(check.errors.comment);
  const body = (
    <>
      <Field
        label={t('price')}
        required
        hint={hint ? <span aria-live="polite">{hint}</span> : undefined}
        validationMessage={priceError}
      >
        <Input
          className={styles.input}
          inputMode="decimal"
          value={fields.price}
          onChange={(_, data) => set({ price: data.value })}
        />
      </Field>
      <Field label={t('shareLabel')} required validationMessage={shareError}>
        <Input
          className={styles.input}
          inputMode="numeric"
          value={fields.share}
          onChange={(_, data) => set({ share: data.value })}
        />
      </Field>
      <Switch
        className={styles.wide}
        label={t('noVat')}
        checked={fields.noVat}
        onChange={(_, data) => set({ noVat: data.checked })}
      />
      {check.terms && check.terms.share < 100 ? (
        <Caption1 className={styles.wide}>{t('shareHint')}</Caption1>
      ) : null}
      <Field className={styles.wide} label={t('comment')} validationMessage={commentError}>
        <Textarea
          value={fields.comment}
          resize="vertical"
          onChange={(_, data) => set({ comment: data.value })}
        />
      </Field>
    </>
  );
  if (!legend) return <div className={mergeClasses(styles.fieldset, styles.plain)}>{body}</div>;
  return (
    <fieldset className={styles.fieldset}>
      <legend>{legend}</legend>
      {body}
    </fieldset>
  );
}

export interface ProposalEditorProps {
  lines: readonly RequestLine[];
  /** The VAT rate of the configuration, whole percent. */
  vatRate?: number;
  language: string;
  /** The terms for each line, in the order of `lines`; the editor closes when it resolves. */
  onSubmit(terms: ProposalTerms[]): void | Promise<void>;
  onClose(): void;
}

/**
 * The owner's proposal for one or several lines (docs/licensing.md §3 "Proposal"): one price and terms for
 * all of them, or each its own. Prices are typed in roubles without VAT; the amount with VAT follows live.
 */
export function ProposalEditor({
  lines,
  vatRate = DEFAULT_VAT_PERCENT,
  language,
  onSubmit,
  onClose,
}: ProposalEditorProps) {
  const styles = useStyles();
  const t = useRequestsT();
  const first = lines[0];
  const [same, setSame] = useState(lines.length > 1);
  const [shared, setShared] = useState<ProposalFields>(() =>
    proposalFieldsOf(first ?? { price: null, noVat: false, share: null }),
  );
  const [each, setEach] = useState<ProposalFields[]>(() => lines.map(proposalFieldsOf));
  const { showErrors, busy, failed, onSubmit: submit } = useAnswerSubmit(onClose);
  const perLine = same ? lines.map(() => shared) : each;
  const checks = perLine.map(checkProposalFields);
  const terms = checks.map((check) => check.terms);
  const valid = terms.every((item): item is ProposalTerms => item !== null);

  const net = valid ? terms.reduce((sum, item) => sum + item.price, 0) : 0;
  const gross = valid
    ? terms.reduce((sum, item) => sum + priceWithVat(item.price, vatRate, item.noVat), 0)
    : 0;
  const title =
    lines.length === 1 && first
      ? t('proposalTitle', { count: 1, title: first.trackTitle })
      : t('proposalTitle', { count: lines.length });
  return (
    <FormDialog
      title={title}
      busy={busy}
      error={failed ? t('actionFailed') : null}
      submitLabel={t('send')}
      cancelLabel={t('cancel')}
      onClose={onClose}
      onSubmit={submit(valid ? () => onSubmit(terms) : null)}
    >
      {lines.length > 1 ? (
        <Switch label={t('sameTerms')} checked={same} onChange={(_, data) => setSame(data.checked)} />
      ) : null}
      {same || lines.length === 1 ? (
        <TermsFields
          fields={same ? shared : (each[0] ?? shared)}
          check={checks[0] ?? checkProposalFields(shared)}
          showErrors={showErrors}
          vatRate={vatRate}
          language={language}
          onChange={(next) => (same ? setShared(next) : setEach([next]))}
        />
      ) : (
        <div className={styles.lines}>
          {lines.map((line, index) => (
            <TermsFields
              key={line.id}
              legend={t('lineTerms', { title: line.trackTitle, project: line.projectName })}
              fields={each[index] ?? shared}
              check={checks[index] ?? checkProposalFields(shared)}
              showErrors={showErrors}
              vatRate={vatRate}
              language={language}
              onChange={(next) =>
                setEach((current) => current.map((item, at) => (at === index ? next : item)))
              }
            />
          ))}
        </div>
      )}
      {valid && lines.length > 1 ? (
        <div className={styles.totals} aria-live="polite">
          <Body1>{t('totalWithoutVat', { amount: formatMoney(net, language) })}</Body1>
          <Body1>{t('totalWithVat', { amount: formatMoney(gross, language) })}</Body1>
        </div>
      ) : null}
    </FormDialog>
  );
}
