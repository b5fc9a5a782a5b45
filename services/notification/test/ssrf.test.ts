import { checkWebhookUrl, isPublicAddress, parseWebhookUrl } from '../src/webhooks/ssrf';
import { harness, OWNER } from './harness';
import { receiver } from './receiver';

const production = (names: Record<string, string[]> = {}) => ({
  allowPrivate: false,
  resolve: async (host: string) => names[host] ?? [],
});

describe('webhooks: where a webhook may point', () => {
  test('public addresses only: loopback, private, unique-local, CGNAT, link-local, unspecified are not', () => {
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111']) expect([address, isPublicAddress(address)]).toEqual([address, true]);
    for (const address of [
      '127.0.0.1',
      '127.9.9.9',
      '10.0.0.8',
      '172.16.4.4',
      '192.168.1.10',
      '100.64.0.1',
      '169.254.169.254',
      '0.0.0.0',
      '::1',
      '::',
      'fd12:3456::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '224.0.0.1',
      'not-an-address',
    ]) {
      expect([address, isPublicAddress(address)]).toEqual([address, false]);
    }
  });

  test('the URL: https in production, http(s) only, no credentials', () => {
    expect(() => parseWebhookUrl('http://hooks.example.com/x', production())).toThrow('Webhook URL must start with https://');
    expect(() => parseWebhookUrl('ftp://hooks.example.com/x', production())).toThrow('Webhook URL must start with https://');
    expect(() => parseWebhookUrl('file:///etc/passwd', { allowPrivate: true })).toThrow('must start with https:// or http://');
    expect(() => parseWebhookUrl('https://user:pw@hooks.example.com/x', production())).toThrow('user name or password');
    expect(() => parseWebhookUrl('hooks.example.com', production())).toThrow('full web address');
    expect(() => parseWebhookUrl(`https://hooks.example.com/${'a'.repeat(2100)}`, production())).toThrow('at most 2048');
    expect(parseWebhookUrl('http://127.0.0.1:9000/x', { allowPrivate: true }).href).toBe('http://127.0.0.1:9000/x');
  });

  test('every address a name resolves to is checked; addresses written in the URL too', async () => {
    const names = { 'hooks.example.com': ['93.184.216.34'], 'sneaky.example.com': ['127.0.0.1'], 'mixed.example.com': ['93.184.216.34', '10.0.0.5'] };
    await expect(checkWebhookUrl('https://hooks.example.com/landline', production(names))).resolves.toBeInstanceOf(URL);
    await expect(checkWebhookUrl('https://sneaky.example.com/x', production(names))).rejects.toThrow('sneaky.example.com is a private or local address');
    await expect(checkWebhookUrl('https://mixed.example.com/x', production(names))).rejects.toThrow('private or local');
    await expect(checkWebhookUrl('https://nowhere.example.com/x', production(names))).rejects.toThrow('We could not find nowhere.example.com');
    for (const url of [
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/x',
      'https://[::ffff:127.0.0.1]/x',
      'https://[fd00::1]/x',
      'https://100.64.1.1/x',
      'https://0.0.0.0/x',
    ]) {
      await expect(checkWebhookUrl(url, production(names))).rejects.toThrow('private or local');
    }
    // The system resolver: localhost is 127.0.0.1.
    await expect(checkWebhookUrl('https://localhost/x', { allowPrivate: false })).rejects.toThrow('localhost is a private or local address');
    await expect(checkWebhookUrl('http://localhost:9/x', { allowPrivate: true })).resolves.toBeInstanceOf(URL);
  });

  test('refused when saved, with the reason', async () => {
    const h = await harness({ destinations: production({ 'sneaky.example.com': ['127.0.0.1'] }) });
    try {
      await expect(h.webhooks.save(OWNER, 'http://hooks.example.com/x', true)).rejects.toThrow('Webhook URL must start with https://');
      await expect(h.webhooks.save(OWNER, 'https://sneaky.example.com/x', true)).rejects.toThrow('private or local address');
      await expect(h.webhooks.save(OWNER, '   ', true)).rejects.toThrow('Webhook URL is required');
      expect(await h.webhooks.get(OWNER)).toBeUndefined();
    } finally {
      await h.close();
    }
  });

  test('a name that pointed at a public address when saved and at 127.0.0.1 when delivered: refused, nothing posted', async () => {
    const local = await receiver();
    const names: Record<string, string[]> = { 'hooks.example.com': ['93.184.216.34'] };
    const h = await harness({ destinations: production(names) });
    try {
      const port = new URL(local.url).port;
      await h.webhooks.save(OWNER, `https://hooks.example.com:${port}/x`, true);
      names['hooks.example.com'] = ['127.0.0.1'];
      await h.webhooks.test(OWNER);
      await h.deliver();
      expect(local.received).toEqual([]);
      const [d] = (await h.webhooks.listDeliveries(OWNER, {})).deliveries;
      expect(d).toMatchObject({ status: 'failed', attempts: 1, lastStatusCode: 0, error: 'hooks.example.com is a private or local address; webhooks go to public addresses only' });
    } finally {
      await h.close();
      await local.close();
    }
  });
});
