import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { CheckmarkRegular } from '@fluentui/react-icons';
import { languages, type Language } from '../../domain/roles';
import { useLanguage } from '../hooks/use-language';
import { useLanguageT } from './i18n';

const useStyles = makeStyles({
  choices: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  choice: { justifyContent: 'flex-start' },
});

/** "Choose a language": English or Russian; closing with a choice stores it. */
export function LanguageDialog() {
  const t = useLanguageT();
  const styles = useStyles();
  const { language, modalOpen, store } = useLanguage();
  const choose = (choice: Language) => store.close(choice);

  return (
    <Dialog open={modalOpen} onOpenChange={(_, data) => !data.open && store.close()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('language.title')}</DialogTitle>
          <DialogContent className={styles.choices}>
            {languages.map((choice) => (
              <Button
                key={choice}
                className={styles.choice}
                lang={choice}
                appearance={choice === language ? 'primary' : 'secondary'}
                aria-pressed={choice === language}
                icon={choice === language ? <CheckmarkRegular /> : undefined}
                onClick={() => choose(choice)}
              >
                {t(`language.${choice}`)}
              </Button>
            ))}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => store.close()}>{t('common.close')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
