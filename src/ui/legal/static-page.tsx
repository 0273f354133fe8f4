import { Body1, Title2 } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { UiKey } from '../i18n';
import { Page } from '../components/page';

function StaticPage({ title, paragraphs }: { title: UiKey; paragraphs: readonly UiKey[] }) {
  const { t } = useTranslation();
  return (
    <Page narrow>
      <Title2 as="h1">{t(title)}</Title2>
      {paragraphs.map((key) => (
        <Body1 as="p" key={key}>
          {t(key)}
        </Body1>
      ))}
    </Page>
  );
}

export function TermsPage() {
  return <StaticPage title="terms.title" paragraphs={['terms.p1', 'terms.p2', 'terms.p3', 'terms.p4']} />;
}

export function ReferencePage() {
  return <StaticPage title="reference.title" paragraphs={['reference.p1', 'reference.p2', 'reference.p3', 'reference.p4']} />;
}
