import { Body1, Link, Title2 } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'wouter';
import { links } from '../../domain/routes';
import { Page } from '../components/page';

/** Shown for routes whose screens belong to capabilities that are not built yet. */
export function NotAvailablePage() {
  const { t } = useTranslation();
  return (
    <Page centered>
      <Title2 as="h1">{t('errors.notAvailable.title')}</Title2>
      <Body1>{t('errors.notAvailable.text')}</Body1>
      <RouterLink href={links.home()} asChild>
        <Link>{t('errors.home')}</Link>
      </RouterLink>
    </Page>
  );
}
