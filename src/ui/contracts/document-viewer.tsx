import { useEffect, useMemo, useRef, useState } from 'react';
import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { API_BASE } from '../../domain/http';
import { errorText } from '../components/server-errors';
import { useObjectUrl } from '../hooks/use-object-url';
import { translateKey } from '../i18n';
import { DOCX_TYPE, renderDocx } from './docx-render';
import { useContractsT } from './i18n';
import { useDocumentBytes } from './use-document-bytes';

const useStyles = makeStyles({
  viewer: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  bar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  page: {
    maxHeight: '70vh',
    overflow: 'auto',
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    // docx-preview draws white pages with the document's own (dark) text on a grey wrapper.
    backgroundColor: tokens.colorNeutralBackground3,
    color: '#000000',
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  hidden: { display: 'none' },
});

type RenderState = 'idle' | 'rendering' | 'rendered' | 'failed';

export interface DocumentViewerProps {
  /** The document's .docx bytes under the API, e.g. `contract/file/{id}`. */
  path: string;
  /** The name the downloaded file gets (with .docx). */
  fileName: string;
  /** What the document is, for the preview's accessible name (e.g. its number). */
  title: string;
  /** Told the bytes once they came: what the user reads is what a signature names. */
  onBytes?(bytes: ArrayBuffer): void;
}

/**
 * A stored .docx shown in the page (docx-preview, loaded on first use), with a Download button. While the
 * bytes come and the preview is drawn a spinner shows; a failed load offers Try again; bytes the preview
 * cannot draw show "Error while rendering contract" and stay downloadable.
 */
export function DocumentViewer({ path, fileName, title, onBytes }: DocumentViewerProps) {
  const styles = useStyles();
  const t = useContractsT();
  const { t: common } = useTranslation();
  const source = useDocumentBytes(path);
  const body = useRef<HTMLDivElement>(null);
  const styleHost = useRef<HTMLDivElement>(null);
  const bytes = source.phase === 'loaded' ? source.bytes : null;
  const [render, setRender] = useState<{ bytes: ArrayBuffer | null; state: RenderState }>({
    bytes: null,
    state: 'idle',
  });

  useEffect(() => {
    if (bytes) onBytes?.(bytes);
  }, [bytes, onBytes]);

  useEffect(() => {
    if (!bytes || !body.current || !styleHost.current) return;
    let current = true;
    setRender({ bytes, state: 'rendering' });
    renderDocx(bytes, body.current, styleHost.current).then(
      () => current && setRender({ bytes, state: 'rendered' }),
      (error: unknown) => {
        if (!current) return;
        console.warn('The document could not be rendered', error);
        setRender({ bytes, state: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [bytes]);

  const file = useMemo(
    () => (bytes ? new File([bytes], fileName, { type: DOCX_TYPE }) : null),
    [bytes, fileName],
  );
  const fileUrl = useObjectUrl(file);
  const renderState: RenderState = render.bytes === bytes ? render.state : 'idle';
  const drawing = bytes !== null && renderState !== 'rendered' && renderState !== 'failed';

  return (
    <div className={styles.viewer} data-testid="document-viewer" data-render={renderState}>
      <div className={styles.bar}>
        <Button
          as="a"
          icon={<ArrowDownloadRegular />}
          // The bytes already here when they came; the server's file otherwise.
          href={fileUrl ?? `${API_BASE}/${path.replace(/^\/+/, '')}`}
          download={fileName}
        >
          {t('viewer.download')}
        </Button>
        {source.phase === 'loading' ? <Spinner size="tiny" label={t('viewer.loading')} /> : null}
        {drawing ? <Spinner size="tiny" label={t('viewer.rendering')} /> : null}
      </div>
      {source.phase === 'failed' ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>
            {t('viewer.loadError', { message: translateKey(common, errorText(source.error)) })}
          </MessageBarBody>
          <MessageBarActions>
            <Button size="small" onClick={source.retry}>
              {t('viewer.retry')}
            </Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}
      {renderState === 'failed' ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{t('viewer.renderError')}</MessageBarBody>
        </MessageBar>
      ) : null}
      <div ref={styleHost} className={styles.hidden} />
      <div
        ref={body}
        role="region"
        aria-label={t('viewer.label', { name: title })}
        aria-busy={drawing}
        // The pages scroll inside: the keyboard scrolls them once the region has the focus.
        tabIndex={0}
        className={renderState === 'rendered' ? styles.page : styles.hidden}
      />
    </div>
  );
}
