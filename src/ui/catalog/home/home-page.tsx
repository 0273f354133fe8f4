import type { ReactNode } from 'react';
import { Body1, Caption1, makeStyles, Subtitle2, Title2, tokens } from '@fluentui/react-components';
import { navigationFor } from '../../../domain/navigation';
import { isProfileRole } from '../../../domain/roles';
import { media } from '../../components/breakpoints';
import { Page } from '../../components/page';
import { RouterLink } from '../../components/router-link';
import { useSession } from '../../hooks/use-session';
import { translateKey } from '../../i18n';
import { HomeRows } from './home-rows';
import { useHomeT } from './i18n';

const useStyles = makeStyles({
  intro: { margin: 0 },
  grid: {
    listStyleType: 'none',
    margin: `${tokens.spacingVerticalM} 0 0`,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    gridTemplateColumns: '1fr',
    [media.smUp]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [media.lgUp]: { gridTemplateColumns: 'repeat(3, 1fr)' },
    [media.xlUp]: { gridTemplateColumns: 'repeat(4, 1fr)' },
  },
  // Fluent Card's medium, filled appearance with a CardHeader's two lines, drawn without the component: its
  // selectable and clickable machinery is not used here and weighs ~8 KB gzipped on the first load.
  card: {
    height: '100%',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    boxSizing: 'border-box',
    padding: tokens.spacingHorizontalM,
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    borderRadius: tokens.borderRadiusMedium,
  },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'contents' },
});

const bareKey = (key: string) => key.replace(/^nav\./, '');

/**
 * The signed-in start screen: a welcome, the recently played row (the library's, passed in by the app shell),
 * the catalogue rows and a card per section of the current role.
 */
export function HomePage({ recentlyPlayed }: { recentlyPlayed: ReactNode }) {
  const t = useHomeT();
  const styles = useStyles();
  const { state } = useSession();
  const role = isProfileRole(state.currentRole) ? state.currentRole : 'customer';
  const items = navigationFor(role);

  return (
    <Page>
      <Title2 as="h1" block>
        {t('home.welcome', { name: state.user?.firstName ?? '' })}
      </Title2>
      <Body1 as="p" block className={styles.intro}>
        {t('home.intro')}
      </Body1>
      {recentlyPlayed}
      <HomeRows />
      <section aria-labelledby="home-sections">
        <Subtitle2 as="h2" id="home-sections">
          {t('home.sections')}
        </Subtitle2>
        <ul className={styles.grid}>
          {items.map((item) => (
            <li key={item.key} className={styles.list}>
              <div role="group" className={styles.card}>
                <div>
                  <RouterLink href={item.href}>
                    <Subtitle2>{translateKey(t, `nav.${bareKey(item.key)}`)}</Subtitle2>
                  </RouterLink>
                </div>
                <Caption1>{translateKey(t, `home.desc.${bareKey(item.key)}`, {})}</Caption1>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </Page>
  );
}
