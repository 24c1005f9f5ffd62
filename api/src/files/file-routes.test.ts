import { describe, expect, it } from 'vitest';
import { fileRoutes } from './file-routes.ts';
import { createFilesService } from './files-service.ts';
import { DOCUMENT_KINDS } from './file-kinds.ts';
import { samplePdf, samplePng } from './sample-files.ts';

function setup() {
  let clock = new Date('2026-05-01T10:00:00Z');
  const files = createFilesService({ urlMinutes: 15 }, () => clock);
  return { files, app: fileRoutes({ files }), advance: (minutes: number) => (clock = new Date(clock.getTime() + minutes * 60_000)) };
}

describe('signed file links', () => {
  it('serve the file to whoever holds the link until it expires', async () => {
    const { files, app, advance } = setup();
    const saved = await files.save(new File([Buffer.from(await samplePng())], 'me.png'), { ownerId: 'u1', purpose: 'photo' }, { kinds: DOCUMENT_KINDS, maxBytes: 1_000_000 });
    const link = files.urlOf(saved.key);
    expect(link).toMatch(/^\/files\/u1\/photo\/[0-9a-f-]{36}\.png\?expires=\d+&signature=[0-9a-f]{64}$/);
    const served = await app.request(link);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toBe('inline');
    advance(16);
    expect((await app.request(link)).status).toBe(403);
  });

  it('serve a PDF as a download (attachment), never shown inline on our origin', async () => {
    const { files, app } = setup();
    const saved = await files.save(new Blob([Buffer.from(samplePdf())]), { ownerId: 'u1', purpose: 'kyc' }, { kinds: DOCUMENT_KINDS, maxBytes: 1_000_000 });
    const served = await app.request(files.urlOf(saved.key));
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toBe(`attachment; filename="${saved.key.split('/').at(-1)}"`);
  });

  it('answer 404 to a changed key or signature', async () => {
    const { files, app } = setup();
    const saved = await files.save(new Blob([Buffer.from(await samplePng())]), { ownerId: 'u1', purpose: 'photo' }, { kinds: DOCUMENT_KINDS, maxBytes: 1_000_000 });
    const link = files.urlOf(saved.key);
    expect((await app.request(link.replace('/u1/', '/u2/'))).status).toBe(404);
    // Another first digit, whatever the signature's is (a fixed '0' left one signature in 16 unchanged).
    const tampered = link.replace(/signature=(.)/, (_, digit: string) => `signature=${digit === '0' ? '1' : '0'}`);
    expect(tampered).not.toBe(link);
    expect((await app.request(tampered)).status).toBe(404);
    expect((await app.request(`/files/${saved.key}`)).status).toBe(404);
  });
});
