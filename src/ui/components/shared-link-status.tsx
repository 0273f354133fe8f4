import {
  Body1,
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Title2,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { links } from '../../domain/routes';
import type { SharedLinkState } from '../hooks/use-shared-link';
import { translateKey } from '../i18n';
import { Page, PageLoading } from './page';
import { RouterLink } from './router-link';
import { errorText } from './server-errors';

/** The texts each share link's namespace names alike. */
export type SharedLinkText = 'unavailableTitle' | 'unavailableText' | 'goHome' | 'retry';

interface SharedLinkStatusProps {
  /** Any state but ready. */
  loaded: Exclude<SharedLinkState<unknown>, { status: 'ready' }>;
  retry(): void;
  /** The page's text for each key, from its namespace. */
  text(key: SharedLinkText): string;
}

/**
 * The screen of a share link that shows nothing shared: a spinner while loading, a clear unavailable screen
 * for a link that does not work, the error with a retry otherwise.
 */
export function SharedLinkStatus({ loaded, retry, text }: SharedLinkStatusProps) {
  const { t } = useTranslation();
  if (loaded.status === 'loading') return <PageLoading />;
  if (loaded.status === 'unavailable') {
    return (
      <Page centered>
        <Title2 as="h1">{text('unavailableTitle')}</Title2>
        <Body1>{text('unavailableText')}</Body1>
        <RouterLink href={links.home()}>{text('goHome')}</RouterLink>
      </Page>
    );
  }
  return (
    <Page narrow>
      <MessageBar intent="error">
        <MessageBarBody>{translateKey(t, errorText(loaded.error))}</MessageBarBody>
        <MessageBarActions>
          <Button size="small" onClick={retry}>
            {text('retry')}
          </Button>
        </MessageBarActions>
      </MessageBar>
    </Page>
  );
}
