import { useState } from 'react';
import { Body1 } from '@fluentui/react-components';
import { links } from '../../domain/routes';
import { RouterLink } from '../components/router-link';
import { AuthCard } from './auth-card';
import { SignupForm } from './signup-form';
import { useAuthStyles } from './auth.styles';
import { useAuthT } from './i18n';

/** Signup, then a "check your mail" state once the confirmation mail is on its way. */
export function SignupPage() {
  const t = useAuthT();
  const styles = useAuthStyles();
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (sentTo) {
    return (
      <AuthCard title={t('auth.checkMail.title')}>
        <Body1 role="status">{t('auth.checkMail.text', { email: sentTo })}</Body1>
        <RouterLink href={links.login()}>{t('auth.backToLogin')}</RouterLink>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('auth.signup.title')} wide>
      <SignupForm onDone={setSentTo} />
      <div className={styles.links}>
        <Body1>{t('auth.signup.haveAccount')}</Body1>
        <RouterLink href={links.login()}>{t('auth.signup.toLogin')}</RouterLink>
      </div>
    </AuthCard>
  );
}
