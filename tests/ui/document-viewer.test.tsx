import { resolveObjectURL } from 'node:buffer';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ServicesContext } from '../../src/ui/hooks/services';
import { DocumentViewer } from '../../src/ui/contracts/document-viewer';
import { docxBytes } from './support/docx-fixture';
import { renderUi } from './support/render';
import { signedInServices, testUser } from './support/signed-in';

const wait = { timeout: 10_000 };
const filePath = 'contract/file/doc-1';

/** The server at the network edge: `user/info` for the session, `answer` for everything else (counted). */
function fakeServer(answer: (attempt: number) => Promise<Response> | Response) {
  const requests: string[] = [];
  const respond = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    if (request.url.endsWith('/user/info')) return Response.json(testUser);
    requests.push(request.url);
    return answer(requests.length);
  }) as typeof fetch;
  return { requests, fetch: respond };
}

async function openViewer(server: ReturnType<typeof fakeServer>, language: 'en' | 'ru' = 'en') {
  const services = await signedInServices(server.fetch);
  return renderUi(<DocumentViewer path={filePath} fileName="Contract 7.docx" title="No. 7" />, {
    language,
    wrapper: (children) => <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>,
  });
}

const docx = (bytes: ArrayBuffer | Uint8Array<ArrayBuffer>) =>
  new Response(bytes, {
    headers: {
      'content-type': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    },
  });

describe('the document viewer (LICENSING.md §6: shown in the browser with docx-preview)', () => {
  it('shows that the document loads, and offers the server’s file for download meanwhile', async () => {
    const server = fakeServer(() => new Promise<Response>(() => undefined));
    await openViewer(server);
    expect(await screen.findByText('Loading the document…', {}, wait)).toBeTruthy();
    const download = screen.getByRole('link', { name: 'Download .docx' });
    expect(download.getAttribute('href')).toBe('/api/contract/file/doc-1');
    expect(download.getAttribute('download')).toBe('Contract 7.docx');
    expect(server.requests).toEqual(['http://cueline.test/api/contract/file/doc-1']);
  });

  it('draws a .docx in the page and hands over the same bytes for download', async () => {
    const bytes = await docxBytes(['Licence contract No. 7', 'Track: Crème Storm']);
    await openViewer(fakeServer(() => docx(bytes)));
    const region = await screen.findByRole('region', { name: 'Document No. 7' }, wait);
    await expect.poll(() => region.textContent, wait).toContain('Licence contract No. 7');
    expect(within(region).getByText('Track: Crème Storm')).toBeTruthy();
    expect(screen.getByTestId('document-viewer').dataset.render).toBe('rendered');
    expect(screen.queryByRole('alert')).toBeNull();
    const download = screen.getByRole('link', { name: 'Download .docx' });
    const href = download.getAttribute('href') ?? '';
    expect(href).toMatch(/^blob:/);
    // The object URL's blob, as the browser would save it.
    const blob = resolveObjectURL(href);
    expect(blob?.type).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(new Uint8Array(await blob!.arrayBuffer())).toEqual(new Uint8Array(bytes));
  });

  it('says "Error while rendering contract" for bytes that are no .docx, and keeps them downloadable', async () => {
    await openViewer(fakeServer(() => docx(new TextEncoder().encode('not a zip archive'))));
    const alert = await screen.findByRole('alert', {}, wait);
    expect(alert.textContent).toContain('Error while rendering contract');
    expect(screen.queryByRole('region', { name: 'Document No. 7' })).toBeNull();
    const href = screen.getByRole('link', { name: 'Download .docx' }).getAttribute('href') ?? '';
    expect(href).toMatch(/^blob:/);
  });

  it('says so in Russian', async () => {
    await openViewer(
      fakeServer(() => docx(new TextEncoder().encode('garbage'))),
      'ru',
    );
    const alert = await screen.findByRole('alert', {}, wait);
    expect(alert.textContent).toContain('Ошибка при отображении договора');
    expect(screen.getByRole('link', { name: 'Скачать .docx' })).toBeTruthy();
  });

  it('reports a failed load with the server’s message, and Try again fetches once more', async () => {
    const bytes = await docxBytes(['Second time lucky']);
    const server = fakeServer((attempt) =>
      attempt === 1
        ? Response.json(
            { statusCode: 404, code: 'NOT_FOUND', message: 'Document not found' },
            { status: 404 },
          )
        : docx(bytes),
    );
    const { user } = await openViewer(server);
    const alert = await screen.findByRole('alert', {}, wait);
    expect(alert.textContent).toContain('The document could not be loaded: Document not found');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    const region = await screen.findByRole('region', { name: 'Document No. 7' }, wait);
    await expect.poll(() => region.textContent, wait).toContain('Second time lucky');
    expect(server.requests).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
