import { forwardEmail } from '../src/forwardEmail';
import { agent, callCompleted, harness, OWNER, workOrderChanged } from './harness';

const forward = (h: Awaited<ReturnType<typeof harness>>, e = workOrderChanged()) => h.db.tx((q) => h.notifications.workOrderChanged(q, e));

describe('notification: forwarding a work order by email', () => {
  test('the email: subject, note, work order, status, assignee and the link, in English and Spanish', () => {
    const url = 'https://app.landline.test/dashboard/calls/CA1';
    const en = forwardEmail(workOrderChanged(), 'en', url);
    expect(en.subject).toBe('Work order · Plumbing · 42 Oak Street 3B — Jordan Rivera');
    expect(en.text.split('\n')).toEqual(
      expect.arrayContaining([
        'Pat Lee forwarded you this work order.',
        'Note: Please go today, the tenant is home after 3.',
        'Status: Assigned',
        'Assigned to: Sam Ortiz',
        'Urgency: Emergency',
        'Category: Plumbing',
        'Tenant: Jordan Rivera',
        'Address: 42 Oak Street',
        'Unit: 3B',
        'Callback number: +12125550147',
        'Permission to enter: Yes',
        'Pets: a dog',
        'Access notes: —',
        'Summary: Jordan Rivera reported water pouring through the kitchen ceiling.',
        `Open the call: ${url}`,
      ]),
    );
    expect(en.html).toContain(`<a href="${url}">`);

    const es = forwardEmail(workOrderChanged({ language: 'es', note: '', assignee: '' }), 'es', url);
    expect(es.subject).toBe('Orden de trabajo · Plomería · 42 Oak Street 3B — Jordan Rivera');
    expect(es.text).toContain('Pat Lee le reenvió esta orden de trabajo.');
    expect(es.text).toContain('Estado: Asignada');
    expect(es.text).toContain('Asignada a: Nadie todavía');
    expect(es.text).not.toContain('Nota:');
  });

  test('the owner note is escaped in the HTML', () => {
    expect(forwardEmail(workOrderChanged({ note: '<img src=x onerror=alert(1)>' }), 'en', 'https://x.test/c').html).not.toContain('<img');
  });

  test('one email per address, listed for the call as forwards; a replay sends nothing, a second forward sends again', async () => {
    const h = await harness({ agent: agent({ emailSummary: false }) });
    try {
      const first = workOrderChanged({ forwardTo: ['plumber@example.com', 'super@example.com', 'plumber@example.com '] });
      expect(await forward(h, first)).toBe(2);
      expect(await forward(h, { ...first, meta: { ...first.meta!, eventId: 'w-replayed' } })).toBe(0);
      await h.send();
      expect(h.mail.sent.map((m) => m.to).sort()).toEqual(['plumber@example.com', 'super@example.com']);
      expect(h.mail.sent[0]?.subject).toBe('Work order · Plumbing · 42 Oak Street 3B — Jordan Rivera');

      expect(await forward(h, workOrderChanged({ changeId: 'change-2', forwardTo: ['plumber@example.com'], note: 'Reminder' }))).toBe(1);
      await h.send();
      expect(h.mail.sent.filter((m) => m.to === 'plumber@example.com')).toHaveLength(2);
      expect(h.mail.sent[2]?.text).toContain('Note: Reminder');

      const { notifications } = await h.notifications.list(OWNER, { callId: first.callId });
      expect(notifications).toHaveLength(3);
      expect(notifications.every((n) => n.kind === 'forward' && n.channel === 'email' && n.status === 'sent')).toBe(true);
    } finally {
      await h.close();
    }
  });

  test('a forward does not stand in for the call summary to the same address, nor the other way round', async () => {
    const h = await harness({ agent: agent({ emailSummary: true, emails: ['plumber@example.com'] }) });
    try {
      const e = workOrderChanged({ forwardTo: ['plumber@example.com'] });
      expect(await h.completed(callCompleted({ callId: e.callId }))).toBe(1);
      expect(await forward(h, e)).toBe(1);
      await h.send();
      expect(h.mail.sent.map((m) => m.subject).sort()).toEqual([
        'Emergency · Plumbing · 42 Oak Street 3B — Jordan Rivera',
        'Work order · Plumbing · 42 Oak Street 3B — Jordan Rivera',
      ]);
    } finally {
      await h.close();
    }
  });

  test('other changes send no email; a forward without an owner or change id is ignored', async () => {
    const h = await harness();
    try {
      expect(await forward(h, workOrderChanged({ change: 'status' }))).toBe(0);
      expect(await forward(h, workOrderChanged({ change: 'note' }))).toBe(0);
      expect(await forward(h, workOrderChanged({ owner: '' }))).toBe(0);
      expect(await forward(h, workOrderChanged({ changeId: '' }))).toBe(0);
    } finally {
      await h.close();
    }
  });
});
