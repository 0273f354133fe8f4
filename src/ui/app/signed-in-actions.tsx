import { Suspense, useState } from 'react';
import { BotRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '../components/lazy-part';
import { TooltipButton } from './tooltip-button';
import { AvatarMenu } from './avatar-menu';

// The bell reads the local database, so it and RxDB load after sign-in, not with the first page.
const NotificationBell = lazyPart(() =>
  import('../notifications/notification-bell').then((module) => ({ default: module.NotificationBell })),
);
// The dialogs (the feedback form's fields among them) load the first time they are opened.
const BotLinkDialog = lazyPart(() =>
  import('../bot/bot-link-dialog').then((module) => ({ default: module.BotLinkDialog })),
);
const FeedbackDialog = lazyPart(() =>
  import('../feedback/feedback-dialog').then((module) => ({ default: module.FeedbackDialog })),
);

type DialogName = 'bot' | 'feedback';

/** The signed-in header's actions: the bot link (not for admins), the bell, the avatar menu and their dialogs. */
export function SignedInActions({ admin }: { admin: boolean }) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<DialogName | null>(null);
  // A dialog once opened stays mounted, so that it closes with its animation and opens again at once.
  const [opened, setOpened] = useState<ReadonlySet<DialogName>>(new Set());
  const open = (name: DialogName) => {
    setOpened((before) => new Set(before).add(name));
    setDialog(name);
  };
  const close = () => setDialog(null);
  return (
    <>
      {admin ? null : (
        <TooltipButton
          label={t('header.botLink')}
          appearance="subtle"
          icon={<BotRegular />}
          onClick={() => open('bot')}
        />
      )}
      <Suspense fallback={null}>
        <NotificationBell />
      </Suspense>
      <AvatarMenu admin={admin} onFeedback={() => open('feedback')} />
      <Suspense fallback={null}>
        {opened.has('bot') ? <BotLinkDialog open={dialog === 'bot'} onClose={close} /> : null}
        {opened.has('feedback') ? <FeedbackDialog open={dialog === 'feedback'} onClose={close} /> : null}
      </Suspense>
    </>
  );
}
