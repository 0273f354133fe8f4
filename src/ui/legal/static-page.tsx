import { Body1, Title2 } from '@fluentui/react-components';
import { Page } from '../components/page';
import { useLegalT, type LegalKey } from './i18n';

function StaticPage({ title, paragraphs }: { title: LegalKey; paragraphs: readonly LegalKey[] }) {
  const t = useLegalT();
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
  return (
    <StaticPage
      title="reference.title"
      paragraphs={['reference.p1', 'reference.p2', 'reference.p3', 'reference.p4']}
    />
  );
}
