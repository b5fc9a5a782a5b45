import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { fileStorage } from '../src/storage/files';
import { MESSAGES, MB } from '../src/recordings';
import { PlaybackTokens } from '../src/tokens';
import { audio, harness, parts, readAll, storageContract, tempDir } from './harness';
import { rejection, defined } from '@landline/platform/testing';

storageContract('file-system', () => fileStorage(tempDir('objects-')));

describe('playback tokens', () => {
  it('open one call until they expire; forged, foreign or malformed tokens open nothing', () => {
    let now = 1_700_000_000_000;
    const tokens = new PlaybackTokens('secret-a', () => now);
    const { token, expiresAt } = tokens.sign('web-demo-sarah-1', 60);
    expect(expiresAt.getTime()).toBe(now + 60_000);
    expect(tokens.verify('web-demo-sarah-1', token)).toBe('valid');
    expect(tokens.verify('web-demo-sarah-2', token)).toBe('invalid');
    expect(new PlaybackTokens('secret-b', () => now).verify('web-demo-sarah-1', token)).toBe('invalid');
    const [exp, mac] = token.split('.');
    if (exp === undefined || mac === undefined) throw new Error(`${token} is not <expiry>.<mac>`);
    expect(tokens.verify('web-demo-sarah-1', `${Number(exp) + 3600}.${mac}`)).toBe('invalid'); // a longer life is not for sale
    const flipped = mac.slice(0, 10) + (mac[10] === 'A' ? 'B' : 'A') + mac.slice(11);
    expect(tokens.verify('web-demo-sarah-1', `${exp}.${flipped}`)).toBe('invalid');
    for (const bad of ['', 'x', exp, `${exp}.`, `abc.${mac}`, `${exp}.${mac}.x`]) expect(tokens.verify('web-demo-sarah-1', bad)).toBe('invalid');
    now += 61_000;
    expect(tokens.verify('web-demo-sarah-1', token)).toBe('expired');
    expect(tokens.sign('x', 10 ** 9).expiresAt.getTime()).toBe(now + 86_400_000); // capped at a day
  });
});

describe('recordings (file storage, own database)', () => {
  let h: Awaited<ReturnType<typeof harness>>;
  let objects: string;
  let n = 0;
  const id = (kind = 'test') => `web-${kind}-sarah-${1_700_000_000_000 + ++n}`;
  const alice = { userId: 'alice' };
  const bob = { userId: 'bob' };
  const upload = (callId: string, data: Buffer, over: Partial<{ contentType: string; userId: string; callType: string }> = {}) =>
    h.recordings.upload(parts({ callId, contentType: 'audio/webm;codecs=opus', userId: 'alice', callType: 'test', ...over }, data));

  beforeAll(async () => {
    objects = tempDir('objects-');
    h = await harness(fileStorage(objects), { maxUploadBytes: 2 * MB, maxImportBytes: 1 * MB });
  });
  afterAll(() => h.close());

  it('stores a browser recording at recordings/<callId>.webm with userId and callType metadata', async () => {
    const callId = id();
    const bytes = audio(250_000);
    const ref = await upload(callId, bytes);
    expect(ref).toEqual({
      callId,
      key: `recordings/${callId}.webm`,
      contentType: 'audio/webm',
      size: bytes.length,
      token: expect.stringMatching(/^\d+\.[\w-]{43}$/),
      tokenExpiresAt: expect.any(Date),
    });
    expect(fs.readFileSync(path.join(objects, ref.key)).equals(bytes)).toBe(true);
    expect(await h.storage.stat(ref.key)).toEqual({ size: bytes.length, contentType: 'audio/webm', metadata: { userid: 'alice', calltype: 'test' } });
    expect(await h.store.find(h.db, callId)).toMatchObject({ owner_id: 'alice', call_type: 'test', status: 'stored', size: expect.anything() });

    const mp4 = await upload(id(), audio(10, 7, 'mp4'), { contentType: 'audio/mp4' });
    expect(mp4.key).toMatch(/\.mp4$/);
  });

  it('accepts only audio/webm and audio/mp4, non-empty, within the size limit, with a valid call id', async () => {
    expect((await rejection(upload(id(), audio(10), { contentType: 'audio/ogg' }))).message).toBe(MESSAGES.badType);
    expect((await rejection(upload(id(), audio(10), { contentType: 'text/html' }))).code).toBe('invalid_argument');
    expect((await rejection(upload(id(), Buffer.alloc(0)))).message).toBe(MESSAGES.empty);
    expect((await rejection(upload('../../etc/passwd', audio(10)))).message).toBe(MESSAGES.badCallId);
    expect((await rejection(upload(id(), audio(10), { callType: 'other' }))).message).toBe(MESSAGES.badCallType);
    expect((await rejection(upload(id(), audio(10), { userId: '' }))).message).toBe(MESSAGES.badOwner);

    const big = id();
    const err = await rejection(upload(big, audio(2 * MB + 1)));
    expect(err).toMatchObject({ code: 'resource_exhausted', message: 'The recording is too large (the limit is 2 MB)' });
    expect(await h.store.find(h.db, big)).toBeUndefined(); // the claim is released
    expect(fs.existsSync(path.join(objects, `recordings/${big}.webm`))).toBe(false);
    expect(fs.readdirSync(path.dirname(path.join(objects, 'recordings/x'))).filter((f) => f.includes(big))).toEqual([]);
    // Exactly at the limit is fine.
    expect((await upload(big, audio(2 * MB))).size).toBe(2 * MB);
  });

  it('stores only what really is WebM, MP4, MP3 or WAV audio, as the declared type says', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>'.repeat(20));
    for (const [bytes, contentType] of [
      [html, 'audio/webm'],
      [Buffer.from('%PDF-1.7 '.repeat(50)), 'audio/mp4'],
      [audio(500, 7, 'mp4'), 'audio/webm'],
      [audio(500, 7, 'wav'), 'audio/webm'],
    ] as const) {
      const callId = id();
      expect(await rejection(upload(callId, bytes, { contentType }))).toMatchObject({ code: 'invalid_argument', message: MESSAGES.notAudio });
      expect(await h.store.find(h.db, callId)).toBeUndefined();
    }
    expect((await upload(id(), audio(500, 7, 'mp4'), { contentType: 'audio/mp4' })).contentType).toBe('audio/mp4');
  });

  it('deletes demo recordings past retention, object and row, and keeps owners’ recordings', async () => {
    const demo = id('demo');
    const owned = id();
    const demoRef = await upload(demo, audio(500), { userId: '', callType: 'demo' });
    const ownedRef = await upload(owned, audio(500));
    expect(await h.recordings.sweepDemo(new Date(Date.now() - 60_000))).toBe(0); // not old enough yet
    expect(await h.recordings.sweepDemo(new Date(Date.now() + 1000))).toBeGreaterThanOrEqual(1);
    expect(await h.store.find(h.db, demo)).toBeUndefined();
    expect(await h.storage.stat(demoRef.key)).toBeUndefined();
    expect(await h.store.find(h.db, owned)).toMatchObject({ status: 'stored' });
    expect(await h.storage.stat(ownedRef.key)).toMatchObject({ size: ownedRef.size });
  });

  it("lets only the owner, or a valid token, reach a recording; everyone else gets 'Recording not found'", async () => {
    const callId = id();
    const ref = await upload(callId, audio(1000));
    expect(await h.recordings.access(alice, callId, '')).toMatchObject({ callId, owned: true, size: 1000, contentType: 'audio/webm', callType: 'test' });
    expect(await h.recordings.access(bob, callId, ref.token)).toMatchObject({ owned: false }); // the link works for whoever holds it
    expect(await h.recordings.access(undefined, callId, ref.token)).toMatchObject({ owned: false });
    for (const [actor, token] of [
      [bob, ''],
      [undefined, ''],
      [bob, 'garbage'],
      [undefined, h.tokens.sign('web-test-other-1').token],
      [bob, `${ref.token.slice(0, -2)}xx`],
    ] as const) {
      expect(await rejection(h.recordings.access(actor, callId, token))).toMatchObject({ code: 'not_found', message: MESSAGES.notFound });
    }
    expect(await rejection(h.recordings.access(alice, 'web-test-nobody-1', ''))).toMatchObject({ code: 'not_found' });
    expect(await rejection(h.recordings.access({ userId: 'demo' }, callId, ''))).toMatchObject({ code: 'not_found' });

    const real = h.clock.now;
    h.clock.now = () => real() + 2 * 3600_000;
    try {
      expect(await rejection(h.recordings.access(bob, callId, ref.token))).toMatchObject({ code: 'permission_denied', message: MESSAGES.expired });
      expect(await h.recordings.access(alice, callId, ref.token)).toMatchObject({ owned: true }); // the owner needs no token
    } finally {
      h.clock.now = real;
    }
  });

  it('reads whole recordings and byte windows', async () => {
    const callId = id();
    const bytes = audio(70_000, 3);
    await upload(callId, bytes);
    const whole = await h.recordings.open(alice, callId, '');
    expect((await readAll(whole.stream)).equals(bytes)).toBe(true);
    const window = await h.recordings.open(alice, callId, '', 1000, 500);
    expect((await readAll(window.stream)).equals(bytes.subarray(1000, 1500))).toBe(true);
    const tail = await h.recordings.open(alice, callId, '', 69_990, 0);
    expect((await readAll(tail.stream)).equals(bytes.subarray(69_990))).toBe(true);
    const clamped = await h.recordings.open(alice, callId, '', 69_000, 5000);
    expect((await readAll(clamped.stream)).length).toBe(1000);
    expect((await rejection(h.recordings.open(alice, callId, '', 70_000, 1))).message).toBe(MESSAGES.badRange);
    expect((await rejection(h.recordings.open(alice, callId, '', -1, 1))).message).toBe(MESSAGES.badRange);
    await expect(h.recordings.open(bob, callId, '', 0, 10)).rejects.toMatchObject({ code: 'not_found' });
  });

  it("keeps each call's recording with its owner: another owner cannot overwrite it; the owner can replace it", async () => {
    const callId = id();
    await upload(callId, audio(100));
    expect(await rejection(upload(callId, audio(200), { userId: 'bob' }))).toMatchObject({ code: 'already_exists', message: MESSAGES.exists });
    expect((await h.recordings.access(alice, callId, '')).size).toBe(100);

    const replaced = await upload(callId, audio(300, 7, 'mp4'), { contentType: 'audio/mp4' });
    expect(replaced).toMatchObject({ key: `recordings/${callId}.mp4`, size: 300 });
    expect(await h.storage.stat(`recordings/${callId}.webm`)).toBeUndefined(); // the replaced object is gone
    expect((await h.recordings.access(alice, callId, '')).key).toBe(`recordings/${callId}.mp4`);
  });

  it("stores anonymous demo recordings for the owner 'demo', written once, reachable only by token", async () => {
    const callId = id('demo');
    const ref = await upload(callId, audio(500), { userId: '', callType: 'demo' });
    expect(await h.storage.stat(ref.key)).toMatchObject({ metadata: { userid: 'demo', calltype: 'demo' } });
    expect(await rejection(upload(callId, audio(600), { userId: '', callType: 'demo' }))).toMatchObject({ code: 'already_exists' });
    expect(await h.recordings.access(undefined, callId, ref.token)).toMatchObject({ size: 500, callType: 'demo' });
    await expect(h.recordings.access(undefined, callId, '')).rejects.toMatchObject({ code: 'not_found' });
    await expect(h.recordings.access({ userId: 'demo' }, callId, '')).rejects.toMatchObject({ code: 'not_found' });
    expect(await h.recordings.sign({ userId: 'demo' }, [callId])).toEqual([]);
    // A signed-in user cannot claim 'demo' as an owner of a test call.
    expect((await rejection(upload(id(), audio(10), { userId: 'demo', callType: 'test' }))).message).toBe(MESSAGES.badOwner);
  });

  it('signs playback tokens only for the actor’s own stored recordings', async () => {
    const mine = id();
    const theirs = id();
    await upload(mine, audio(10));
    await upload(theirs, audio(10), { userId: 'bob' });
    const signed = await h.recordings.sign(alice, [mine, theirs, 'web-test-missing-1', '../bad']);
    expect(signed.map((s) => s.callId)).toEqual([mine]);
    expect(h.tokens.verify(mine, defined(signed[0], 'a signed link').token)).toBe('valid');
    expect(await h.recordings.sign(undefined, [mine])).toEqual([]);
  });

  it('keeps one playback secret per database: every replica signs alike', async () => {
    const again = await h.store.signingSecret(h.db, 'playback', 'another-candidate');
    const first = h.tokens.sign('web-test-a-1');
    expect(new PlaybackTokens(again).verify('web-test-a-1', first.token)).toBe('valid');
  });

  describe('import from a carrier-hosted URL', () => {
    let server: http.Server;
    let base: string;
    const hits: { path: string; auth?: string }[] = [];
    const mp3 = audio(40_000, 5, 'mp3');

    beforeAll(async () => {
      server = http.createServer((req, res) => {
        hits.push({ path: req.url!, auth: req.headers.authorization });
        const expected = `Basic ${Buffer.from('ACsid:token').toString('base64')}`;
        if (req.url!.startsWith('/private') && req.headers.authorization !== expected) return void res.writeHead(401).end('no');
        if (req.url!.endsWith('.mp3')) return void res.writeHead(200, { 'content-type': 'audio/mpeg', 'content-length': mp3.length }).end(mp3);
        if (req.url === '/huge.wav') return void res.writeHead(200, { 'content-type': 'audio/x-wav', 'content-length': 2 * MB }).end(Buffer.alloc(2 * MB));
        if (req.url === '/chunked-huge.wav') {
          res.writeHead(200, { 'content-type': 'audio/wav' });
          for (let i = 0; i < 20; i++) res.write(Buffer.alloc(100_000));
          return void res.end();
        }
        if (req.url === '/page.html') return void res.writeHead(200, { 'content-type': 'text/html' }).end('<html>');
        if (req.url === '/untyped') return void res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(mp3);
        res.writeHead(404).end();
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('fetches with basic auth into recordings/<callId>.mp3, once per call', async () => {
      const callId = 'CA0123456789abcdef0123456789abcdef';
      const input = { callId, userId: 'alice', sourceUrl: `${base}/private/RE1.mp3`, basicAuth: { user: 'ACsid', password: 'token' } };
      const ref = await h.recordings.import(input);
      expect(ref).toMatchObject({ key: `recordings/${callId}.mp3`, contentType: 'audio/mpeg', size: mp3.length });
      expect(await h.storage.stat(ref.key)).toMatchObject({ contentType: 'audio/mpeg', metadata: { userid: 'alice', calltype: 'phone' } });
      expect((await readAll((await h.recordings.open(alice, callId, '')).stream)).equals(mp3)).toBe(true);
      const before = hits.length;
      expect(await h.recordings.import(input)).toMatchObject({ key: ref.key, size: mp3.length }); // Twilio retried the callback
      expect(hits.length).toBe(before);
    });

    it('reports refused, missing, oversized and non-audio sources, storing nothing', async () => {
      const imp = (path: string, over: Record<string, unknown> = {}) =>
        h.recordings.import({ callId: `CA${String(++n).padStart(32, '0')}`, userId: 'alice', sourceUrl: `${base}${path}`, ...over });
      expect(await rejection(imp('/private/RE2.mp3', { basicAuth: { user: 'ACsid', password: 'wrong' } }))).toMatchObject({
        code: 'unavailable',
        message: MESSAGES.fetchFailed(401),
      });
      expect(await rejection(imp('/missing.mp3x'))).toMatchObject({ code: 'not_found', message: MESSAGES.fetchFailed(404) });
      expect(await rejection(imp('/huge.wav'))).toMatchObject({ code: 'resource_exhausted' });
      expect(await rejection(imp('/chunked-huge.wav'))).toMatchObject({ code: 'resource_exhausted' });
      expect(await rejection(imp('/page.html'))).toMatchObject({ code: 'invalid_argument', message: MESSAGES.badImportType });
      expect(await rejection(imp('/x.mp3', { sourceUrl: 'file:///etc/passwd' }))).toMatchObject({ message: MESSAGES.badUrl });
      const { rows } = await h.db.query<{ n: number }>(`select count(*)::int as n from recordings where status = 'uploading'`);
      expect(rows[0]?.n).toBe(0);
    });

    it('takes the content type from the caller when the source does not name it', async () => {
      const ref = await h.recordings.import({ callId: 'CAffffffffffffffffffffffffffffffff', userId: 'alice', sourceUrl: `${base}/untyped`, contentType: 'audio/mpeg' });
      expect(ref).toMatchObject({ contentType: 'audio/mpeg', key: 'recordings/CAffffffffffffffffffffffffffffffff.mp3' });
    });
  });
});
