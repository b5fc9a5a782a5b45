import { createHmac, timingSafeEqual } from 'node:crypto';
import { defined } from '@landline/platform/testing';
import { signatureHeader } from '../src/webhooks/signature';
import { callCompleted, harness, OTHER_OWNER, OWNER, workOrderChanged } from './harness';
import { receiver, type Received } from './receiver';

/** What a receiver does, written from the documentation alone: split the header, HMAC "<t>.<body>", compare. */
function verify(secret: string, got: Received): boolean {
  const header = String(got.headers['landline-signature'] ?? '');
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=') as [string, string]));
  if (!parts.t || !parts.v1) return false;
  const expected = createHmac('sha256', secret).update(`${parts.t}.${got.body}`, 'utf8').digest();
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

describe('webhooks: signing', () => {
  test('the signature is HMAC-SHA256 of "<t>.<body>" with the secret, as hex', () => {
    const at = new Date('2025-03-04T05:06:07Z');
    const body = '{"id":"evt_1","type":"ping"}';
    const header = signatureHeader('whsec_test', body, at);
    const t = Math.floor(at.getTime() / 1000);
    expect(header).toBe(`t=${t},v1=${createHmac('sha256', 'whsec_test').update(`${t}.${body}`).digest('hex')}`);
    expect(verify('whsec_test', { path: '/', headers: { 'landline-signature': header }, body })).toBe(true);
    expect(verify('whsec_other', { path: '/', headers: { 'landline-signature': header }, body })).toBe(false);
    expect(verify('whsec_test', { path: '/', headers: { 'landline-signature': header }, body: body.replace('ping', 'pong') })).toBe(false);
  });
});

describe('webhooks: an owner sets one up and it is delivered', () => {
  test('save creates a secret, a test posts a signed ping, and the log says delivered', async () => {
    const endpoint = await receiver();
    const h = await harness();
    try {
      const saved = await h.webhooks.save(OWNER, `${endpoint.url}/hooks/landline`, true);
      expect(saved).toMatchObject({ url: `${endpoint.url}/hooks/landline`, enabled: true });
      expect(saved.secret).toMatch(/^whsec_[0-9a-f]{64}$/);
      expect((await h.webhooks.save(OWNER, `${endpoint.url}/other`, false)).secret).toBe(saved.secret);
      await h.webhooks.save(OWNER, `${endpoint.url}/hooks/landline`, true);

      const queued = await h.webhooks.test(OWNER);
      expect(queued).toMatchObject({ type: 'ping', status: 'pending', attempts: 0 });
      await h.deliver();

      expect(endpoint.received).toHaveLength(1);
      const ping = defined(endpoint.received[0], 'the ping');
      expect(ping.path).toBe('/hooks/landline');
      expect(ping.headers).toMatchObject({ 'content-type': 'application/json', 'landline-event': 'ping', 'landline-delivery': queued.id });
      expect(ping.headers['user-agent']).toMatch(/^Landline-Webhooks\//);
      expect(verify(saved.secret, ping)).toBe(true);
      const t = Number(/t=(\d+)/.exec(String(ping.headers['landline-signature']))![1]);
      expect(Math.abs(t - Date.now() / 1000)).toBeLessThan(60);
      const event = JSON.parse(ping.body);
      expect(event).toMatchObject({ type: 'ping', id: expect.stringMatching(/^evt_/), createdAt: expect.any(String), data: expect.any(Object) });

      const { deliveries } = await h.webhooks.listDeliveries(OWNER, {});
      expect(deliveries).toEqual([
        expect.objectContaining({ id: queued.id, type: 'ping', status: 'delivered', attempts: 1, lastStatusCode: 200, error: '', url: `${endpoint.url}/hooks/landline` }),
      ]);
      expect(defined(deliveries[0], 'the delivery').deliveredAt).not.toBe('');

      const rotated = await h.webhooks.rotateSecret(OWNER);
      expect(rotated.secret).not.toBe(saved.secret);
      await h.webhooks.test(OWNER);
      await h.deliver();
      const second = defined(endpoint.received[1], 'the second ping');
      expect(verify(rotated.secret, second)).toBe(true);
      expect(verify(saved.secret, second)).toBe(false);
    } finally {
      await h.close();
      await endpoint.close();
    }
  });

  test('a finished call and a work order change: call.completed and work_order.updated, once each however often replayed', async () => {
    const endpoint = await receiver();
    const h = await harness();
    try {
      await h.webhooks.save(OWNER, endpoint.url, true);
      const call = callCompleted();
      const queue = () => h.db.tx((q) => h.webhooks.callCompleted(q, call));
      expect(await queue()).toBe(true);
      expect(await h.db.tx((q) => h.webhooks.callCompleted(q, { ...call, meta: { ...call.meta!, eventId: 'e-replayed' } }))).toBe(false);
      const change = workOrderChanged({ change: 'status', status: 'in_progress', previousStatus: 'assigned', forwardTo: [] });
      expect(await h.db.tx((q) => h.webhooks.workOrderChanged(q, change))).toBe(true);
      expect(await h.db.tx((q) => h.webhooks.workOrderChanged(q, change))).toBe(false);
      await h.deliver();
      await h.deliver();

      expect(endpoint.received.map((r) => r.headers['landline-event'])).toEqual(expect.arrayContaining(['call.completed', 'work_order.updated']));
      expect(endpoint.received).toHaveLength(2);
      const completed = JSON.parse(endpoint.received.find((r) => r.headers['landline-event'] === 'call.completed')!.body);
      expect(completed.data).toMatchObject({
        callId: call.callId,
        agentId: 'agent-1',
        agentName: 'Riley',
        callType: 'phone',
        source: 'phone_call',
        durationSeconds: 95,
        emergency: true,
        from: '+12125550147',
        to: '+13125550100',
        workOrder: { tenantName: 'Jordan Rivera', propertyAddress: '42 Oak Street', unit: '3B', category: 'plumbing', urgency: 'emergency', permissionToEnter: true },
        transcript: [
          { speaker: 'agent', text: 'Thanks for calling, this is Riley.' },
          { speaker: 'caller', text: 'Water is pouring through my kitchen ceiling!' },
        ],
        callUrl: `https://app.landline.test/dashboard/calls/${call.callId}`,
      });
      const updated = JSON.parse(endpoint.received.find((r) => r.headers['landline-event'] === 'work_order.updated')!.body);
      expect(updated.data).toMatchObject({
        callId: call.callId,
        change: 'status',
        status: 'in_progress',
        previousStatus: 'assigned',
        assignee: 'Sam Ortiz',
        actor: 'Pat Lee',
        workOrder: { unit: '3B' },
      });
    } finally {
      await h.close();
      await endpoint.close();
    }
  });

  test('switched off: nothing is queued; switched off while pending: it ends failed and says why', async () => {
    const endpoint = await receiver();
    const h = await harness();
    try {
      await h.webhooks.save(OWNER, endpoint.url, false);
      expect(await h.db.tx((q) => h.webhooks.callCompleted(q, callCompleted()))).toBe(false);
      await h.webhooks.save(OWNER, endpoint.url, true);
      expect(await h.db.tx((q) => h.webhooks.callCompleted(q, callCompleted()))).toBe(true);
      await h.webhooks.save(OWNER, endpoint.url, false);
      await h.deliver();
      expect(endpoint.received).toEqual([]);
      const [d] = (await h.webhooks.listDeliveries(OWNER, {})).deliveries;
      expect(d).toMatchObject({ type: 'call.completed', status: 'failed', error: 'The webhook was switched off before this was delivered' });
    } finally {
      await h.close();
      await endpoint.close();
    }
  });
});

describe('webhooks: failures are retried, then end failed with the reason', () => {
  test('a 500 each time: tried maxAttempts times, every attempt kept', async () => {
    const endpoint = await receiver(() => ({ status: 500, body: 'database is down' }));
    const h = await harness();
    try {
      await h.webhooks.save(OWNER, endpoint.url, true);
      const { id } = await h.webhooks.test(OWNER);
      await h.deliver();
      expect(endpoint.received).toHaveLength(3);
      const [d] = (await h.webhooks.listDeliveries(OWNER, {})).deliveries;
      expect(d).toMatchObject({ id, status: 'failed', attempts: 3, lastStatusCode: 500, error: 'The endpoint answered HTTP 500: database is down', deliveredAt: '' });
      expect((await h.hooks.attempts(id)).map((a) => [a.attempt, a.status_code])).toEqual([
        [1, 500],
        [2, 500],
        [3, 500],
      ]);
    } finally {
      await h.close();
      await endpoint.close();
    }
  });

  test('a failure then a 204: delivered on the second attempt', async () => {
    const endpoint = await receiver((_r, n) => ({ status: n === 1 ? 503 : 204 }));
    const h = await harness();
    try {
      await h.webhooks.save(OWNER, endpoint.url, true);
      await h.webhooks.test(OWNER);
      await h.deliver();
      expect((await h.webhooks.listDeliveries(OWNER, {})).deliveries[0]).toMatchObject({ status: 'delivered', attempts: 2, lastStatusCode: 204, error: '' });
    } finally {
      await h.close();
      await endpoint.close();
    }
  });

  test('a retry waits its backoff', async () => {
    const endpoint = await receiver(() => ({ status: 502 }));
    const h = await harness({ deliverer: { retrySeconds: 60 } });
    try {
      await h.webhooks.save(OWNER, endpoint.url, true);
      await h.webhooks.test(OWNER);
      await h.deliver();
      await h.deliver();
      expect(endpoint.received).toHaveLength(1);
      expect((await h.webhooks.listDeliveries(OWNER, {})).deliveries[0]).toMatchObject({
        status: 'pending',
        attempts: 1,
        lastStatusCode: 502,
        error: 'The endpoint answered HTTP 502',
      });
    } finally {
      await h.close();
      await endpoint.close();
    }
  });

  test('a redirect is not followed, a silent endpoint times out, a closed port is refused', async () => {
    const elsewhere = await receiver();
    const endpoint = await receiver((r) => (r.path === '/slow' ? 'hang' : { status: 302, headers: { location: `${elsewhere.url}/stolen` } }));
    const h = await harness({ deliverer: { maxAttempts: 1, timeoutMs: 300 } });
    try {
      await h.webhooks.save(OWNER, endpoint.url, true);
      await h.webhooks.test(OWNER);
      await h.deliver();
      expect(elsewhere.received).toEqual([]);
      expect((await h.webhooks.listDeliveries(OWNER, {})).deliveries[0]).toMatchObject({
        status: 'failed',
        lastStatusCode: 302,
        error: expect.stringContaining('redirects are not followed'),
      });

      await h.webhooks.save(OWNER, `${endpoint.url}/slow`, true);
      await h.webhooks.test(OWNER);
      await h.deliver();
      expect((await h.webhooks.listDeliveries(OWNER, {})).deliveries[0]).toMatchObject({ status: 'failed', lastStatusCode: 0, error: 'No answer within 0.3 s' });

      const closed = await receiver();
      await closed.close();
      await h.webhooks.save(OWNER, closed.url, true);
      await h.webhooks.test(OWNER);
      await h.deliver();
      expect((await h.webhooks.listDeliveries(OWNER, {})).deliveries[0]).toMatchObject({ status: 'failed', error: expect.stringContaining('refused the connection') });
    } finally {
      await h.close();
      await endpoint.close();
      await elsewhere.close();
    }
  });
});

describe('webhooks: each owner sees and changes only their own', () => {
  test('another owner has no webhook, no deliveries, and nothing to rotate or test', async () => {
    const endpoint = await receiver();
    const h = await harness();
    try {
      await h.webhooks.save(OWNER, endpoint.url, true);
      await h.webhooks.test(OWNER);
      expect(await h.webhooks.get(OTHER_OWNER)).toBeUndefined();
      expect((await h.webhooks.listDeliveries(OTHER_OWNER, {})).deliveries).toEqual([]);
      await expect(h.webhooks.rotateSecret(OTHER_OWNER)).rejects.toThrow('save a webhook URL first');
      await expect(h.webhooks.test(OTHER_OWNER)).rejects.toThrow('save a webhook URL first');
      await h.webhooks.remove(OTHER_OWNER);
      expect(await h.webhooks.get(OWNER)).toBeDefined();
      expect(await h.db.tx((q) => h.webhooks.callCompleted(q, callCompleted({ owner: OTHER_OWNER })))).toBe(false);

      await h.webhooks.remove(OWNER);
      expect(await h.webhooks.get(OWNER)).toBeUndefined();
      expect((await h.webhooks.listDeliveries(OWNER, {})).deliveries).toEqual([]);
      await expect(h.webhooks.listDeliveries(OWNER, { cursor: 'nonsense' })).rejects.toThrow('cursor');
      await expect(h.webhooks.listDeliveries(OWNER, { limit: 101 })).rejects.toThrow('limit');
    } finally {
      await h.close();
      await endpoint.close();
    }
  });
});
