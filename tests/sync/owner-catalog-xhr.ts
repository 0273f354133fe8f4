import http from 'node:http';

type Handler = ((event: ProgressEvent) => void) | null;

interface Progress {
  loaded: number;
  total: number;
}

const progressEvent = ({ loaded, total }: Progress) =>
  ({ lengthComputable: true, loaded, total }) as ProgressEvent;

/**
 * The browser's XMLHttpRequest at the network edge, over node:http: the request the upload code builds
 * goes to the real server in chunks, reporting upload progress as each chunk is written. `jar` plays the
 * browser's cookie jar (sent because `withCredentials` is on).
 */
export class NodeXhr {
  status = 0;
  responseText = '';
  withCredentials = false;
  onload: Handler = null;
  onerror: Handler = null;
  onabort: Handler = null;
  readonly upload: { onprogress: Handler } = { onprogress: null };
  readonly sentHeaders: Record<string, string> = {};
  private method = 'GET';
  private url = '';
  private request: http.ClientRequest | null = null;
  private aborted = false;

  constructor(
    private readonly jar: { cookie: string },
    private readonly chunkBytes = 64 * 1024,
  ) {}

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.sentHeaders[name.toLowerCase()] = value;
  }

  abort() {
    this.aborted = true;
    this.request?.destroy();
    this.onabort?.(progressEvent({ loaded: 0, total: 0 }));
  }

  send(body: FormData) {
    void this.run(body);
  }

  private async run(body: FormData) {
    const encoded = new Request(this.url, { method: 'POST', body });
    const bytes = Buffer.from(await encoded.arrayBuffer());
    const headers: Record<string, string> = {
      ...this.sentHeaders,
      'content-type': encoded.headers.get('content-type') ?? '',
      'content-length': String(bytes.length),
    };
    if (this.withCredentials && this.jar.cookie) headers.cookie = this.jar.cookie;
    // Same origin as the page: the server's origin guard sees what a browser would send.
    headers.origin = new URL(this.url).origin;
    const request = http.request(this.url, { method: this.method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        if (this.aborted) return;
        this.status = response.statusCode ?? 0;
        this.responseText = Buffer.concat(chunks).toString('utf8');
        this.onload?.(progressEvent({ loaded: bytes.length, total: bytes.length }));
      });
    });
    this.request = request;
    request.on('error', () => {
      if (!this.aborted) this.onerror?.(progressEvent({ loaded: 0, total: 0 }));
    });
    for (let offset = 0; offset < bytes.length && !this.aborted; offset += this.chunkBytes) {
      const chunk = bytes.subarray(offset, offset + this.chunkBytes);
      await new Promise<void>((resolve) => request.write(chunk, () => resolve()));
      if (!this.aborted)
        this.upload.onprogress?.(
          progressEvent({ loaded: Math.min(offset + chunk.length, bytes.length), total: bytes.length }),
        );
    }
    if (!this.aborted) request.end();
  }
}
