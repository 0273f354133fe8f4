/**
 * Draws a .docx into the page with docx-preview. The library is imported here, on first use, so it
 * travels in its own chunk: only a screen that shows a document loads it.
 */
export async function renderDocx(bytes: ArrayBuffer, body: HTMLElement, styles: HTMLElement): Promise<void> {
  const { renderAsync } = await import('docx-preview');
  body.replaceChildren();
  styles.replaceChildren();
  await renderAsync(bytes, body, styles, {
    className: 'docx',
    inWrapper: true,
    breakPages: true,
    ignoreLastRenderedPageBreak: true,
    // Images as data URLs: nothing to revoke when the preview goes.
    useBase64URL: true,
    renderComments: false,
  });
}

/** The media type of a .docx, for the file the download button hands over. */
export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
