import { SendError } from '@landline/platform/mail';
import { emailSummary, emergencyText, summarySubject } from '../src/messages';
import { agent, callCompleted, harness, OTHER_OWNER, OWNER } from './harness';

describe('notification: what the owner reads', () => {
  test('the subject says urgency, trade, place and tenant', () => {
    expect(summarySubject(callCompleted(), 'en')).toBe('Emergency · Plumbing · 42 Oak Street 3B — Jordan Rivera');
    expect(summarySubject(callCompleted({ urgency: 'routine' }), 'es')).toBe('Rutina · Plomería · 42 Oak Street 3B — Jordan Rivera');
    expect(summarySubject(callCompleted({ request: null, emergency: false }), 'en')).toBe('Call · Riley — +12125550147');
    expect(summarySubject(callCompleted({ request: null, emergency: true }), 'en')).toBe('Emergency — +12125550147');
  });

  test('the summary carries the work order, the transcript and the link, in the agent language', () => {
    const mail = emailSummary(callCompleted(), 'es', 'https://app.landline.test/dashboard/calls/CA1');
    expect(mail.text).toContain('Inquilino: Jordan Rivera');
    expect(mail.text).toContain('Permiso para entrar: Sí');
    expect(mail.text).toContain('Mascotas: a dog');
    expect(mail.text).toContain('Quien llamó: Water is pouring through my kitchen ceiling!');
    expect(mail.text).toContain('https://app.landline.test/dashboard/calls/CA1');
    expect(mail.html).toContain('<a href="https://app.landline.test/dashboard/calls/CA1">');
  });

  test('what a caller said is escaped in the HTML', () => {
    const call = callCompleted({ transcript: [{ role: 'user', text: '<script>alert(1)</script>' }] });
    expect(emailSummary(call, 'en', 'https://x.test/c').html).not.toContain('<script>');
  });

  test('the emergency text is short and says who, where, what and the callback', () => {
    const text = emergencyText(callCompleted({ urgency: 'life_safety' }), 'en', 'https://app.landline.test/dashboard/calls/CA1');
    expect(text.split('\n')).toEqual([
      'LIFE SAFETY (Riley)',
      'Jordan Rivera, 42 Oak Street 3B',
      'Water pouring through the kitchen ceiling',
      'Callback number: +12125550147',
      'https://app.landline.test/dashboard/calls/CA1',
    ]);
    expect(text.length).toBeLessThan(306);
  });
});

describe('notification: queued once, sent with retries', () => {
  test('email summaries go to each recipient, texts only for emergencies', async () => {
    const h = await harness({ agent: agent({ emailSummary: true, sms: true, emails: ['a@example.com', 'b@example.com'], phones: ['+12125550199'] }) });
    try {
      expect(await h.completed(callCompleted())).toBe(3);
      await h.send();
      expect(h.mail.sent.map((m) => m.to).sort()).toEqual(['a@example.com', 'b@example.com']);
      expect(h.mail.sent[0]?.subject).toBe('Emergency · Plumbing · 42 Oak Street 3B — Jordan Rivera');
      expect(h.texts.sent).toEqual([expect.objectContaining({ to: '+12125550199', from: '+13125550100' })]);

      expect(await h.completed(callCompleted({ callId: 'CA' + '2'.repeat(32), urgency: 'urgent' }))).toBe(2);
      await h.send();
      expect(h.texts.sent).toHaveLength(1);
      const { notifications } = await h.notifications.list(OWNER, {});
      expect(notifications).toHaveLength(5);
      expect(notifications.filter((n) => n.channel === 'sms').map((n) => n.status)).toEqual(['delivered']);
      expect(notifications.filter((n) => n.channel === 'email').every((n) => n.status === 'sent' && n.sentAt)).toBe(true);
    } finally {
      await h.close();
    }
  });

  test('without recipients: the owner account email, and the transfer number for texts', async () => {
    const h = await harness({ agent: agent({ emailSummary: true, sms: true, transferNumber: '+13125550111' }) });
    try {
      await h.completed(callCompleted());
      await h.send();
      expect(h.mail.sent.map((m) => m.to)).toEqual(['owner@example.com']);
      expect(h.texts.sent.map((t) => t.to)).toEqual(['+13125550111']);
    } finally {
      await h.close();
    }
  });

  test('a replayed event sends nothing twice', async () => {
    const h = await harness();
    try {
      expect(await h.completed(callCompleted())).toBe(1);
      await h.send();
      expect(await h.completed(callCompleted({ meta: { eventId: 'e-2', type: 'CallCompleted', occurredAt: '', tenantId: OWNER } }))).toBe(0);
      await h.send();
      expect(h.mail.sent).toHaveLength(1);
    } finally {
      await h.close();
    }
  });

  test('switched off, or a demo call: nothing is sent', async () => {
    const h = await harness({ agent: agent({ emailSummary: false, sms: false, transferNumber: '+13125550111' }) });
    try {
      expect(await h.completed(callCompleted())).toBe(0);
      h.directory.current = agent({ emailSummary: true, sms: true });
      expect(await h.completed(callCompleted({ owner: '' }))).toBe(0);
      expect(await h.completed(callCompleted({ agentId: 'gone' }))).toBe(0);
    } finally {
      await h.close();
    }
  });

  test('a failed send is retried, then ends failed with the provider reason', async () => {
    const h = await harness();
    try {
      await h.completed(callCompleted());
      h.mail.failures.push(new SendError('421 Service not available', false), new SendError('421 Try later', false), new SendError('421 Still down', false));
      await h.send();
      const [n] = (await h.notifications.list(OWNER, {})).notifications;
      expect(n).toMatchObject({ status: 'failed', error: '421 Still down', attempts: 3 });
      expect(h.mail.sent).toHaveLength(0);
    } finally {
      await h.close();
    }
  });

  test('a retry waits its backoff; a refused address fails at once', async () => {
    const h = await harness({ dispatcher: { retrySeconds: 60 } });
    try {
      await h.completed(callCompleted());
      await h.completed(callCompleted({ callId: 'CA' + '3'.repeat(32) }));
      h.mail.failures.push(new SendError('450 Mailbox busy', false), new SendError('550 No such user', true));
      await h.send();
      const statuses = (await h.notifications.list(OWNER, {})).notifications.map((n) => [n.status, n.error, n.attempts]);
      expect(statuses.sort()).toEqual([
        ['failed', '550 No such user', 1],
        ['queued', '450 Mailbox busy', 1],
      ]);
    } finally {
      await h.close();
    }
  });

  test('a sender that died mid-send: sent once more and marked; twice: failed, not sent again', async () => {
    const h = await harness();
    try {
      await h.completed(callCompleted());
      const [claimed] = await h.store.claimDue(10, 0);
      expect(claimed).toBeDefined();
      await new Promise((r) => setTimeout(r, 20));
      await h.send();
      expect(h.mail.sent).toHaveLength(1);
      const [n] = (await h.notifications.list(OWNER, {})).notifications;
      expect(n).toMatchObject({ status: 'sent', attempts: 2 });
      expect(n?.error).toMatch(/may have it twice/);

      await h.completed(callCompleted({ callId: 'CA' + '4'.repeat(32) }));
      await h.store.claimDue(10, 0);
      await new Promise((r) => setTimeout(r, 20));
      await h.store.claimDue(10, 0);
      await new Promise((r) => setTimeout(r, 20));
      await h.send();
      expect(h.mail.sent).toHaveLength(1);
      const second = (await h.notifications.list(OWNER, { callId: 'CA' + '4'.repeat(32) })).notifications[0];
      expect(second).toMatchObject({ status: 'failed' });
    } finally {
      await h.close();
    }
  });

  test('the on-call ladder: each attempt recorded with its outcome; nobody took it, so every contact is texted once', async () => {
    const h = await harness({ agent: agent({ emailSummary: false, sms: false }) });
    try {
      const callId = 'CA' + '5'.repeat(32);
      const meta = { eventId: 'e', type: 'OnCallAttempt', occurredAt: '', tenantId: OWNER };
      const attempt = (index: number, phone: string, outcome: string, name = '') =>
        h.db.tx((q) =>
          h.notifications.onCallAttempt(q, { meta, callId, agentId: 'agent-1', index, name, phone, outcome, startedAt: new Date(Date.now() + index).toISOString(), endedAt: '' }),
        );
      await attempt(0, '+12125551234', 'declined');
      await attempt(1, '+13125550111', 'no_answer', 'Ana Ruiz');
      await attempt(2, '+13125550122', 'busy', 'Ben Ode');
      await attempt(2, '+13125550122', 'busy', 'Ben Ode');
      const unanswered = {
        meta: { ...meta, type: 'OnCallUnanswered' },
        callId,
        agentId: 'agent-1',
        agentName: 'Riley',
        language: 'en',
        phones: ['+12125551234', '+13125550111', '+13125550122', '+13125550122'],
        details: { clientName: 'Lena Park', address: '42 Oak Street, Unit 3B', phone: '+13105550123', issueSummary: 'Smoke from an outlet' },
        caller: '+13105550123',
        agentNumber: '+13125550100',
      };
      expect(await h.db.tx((q) => h.notifications.onCallUnanswered(q, unanswered))).toBe(3);
      expect(await h.db.tx((q) => h.notifications.onCallUnanswered(q, unanswered))).toBe(0);
      await h.send();
      const { notifications } = await h.notifications.list(OWNER, { callId });
      const calls = notifications.filter((n) => n.channel === 'call');
      expect(Object.fromEntries(calls.map((n) => [n.to, n.status]))).toEqual({ '+12125551234': 'declined', '+13125550111': 'no_answer', '+13125550122': 'no_answer' });
      expect(calls.find((n) => n.to === '+13125550122')!.error).toBe('The line was busy');
      expect(h.texts.sent.map((t) => t.to).sort()).toEqual(['+12125551234', '+13125550111', '+13125550122']);
      expect(h.texts.sent[0]).toMatchObject({
        from: '+13125550100',
        body: expect.stringContaining(
          'UNANSWERED EMERGENCY (Riley): nobody on call took it.\nLena Park, 42 Oak Street, Unit 3B\nSmoke from an outlet\nCallback number: +13105550123',
        ),
      });
    } finally {
      await h.close();
    }
  });

  test('an emergency transfer texts at once; the call, when it ends, sends no second text to the same phone', async () => {
    const h = await harness({ agent: agent({ emailSummary: false, sms: true, transferNumber: '+13125550111' }) });
    try {
      const callId = 'CA' + '6'.repeat(32);
      const transfer = {
        meta: { eventId: 't', type: 'TransferRequested', occurredAt: '', tenantId: OWNER },
        callId,
        agentId: 'agent-1',
        from: '+13125550100',
        to: '+13125550111',
        reason: 'emergency',
        details: { clientName: 'Jordan Rivera', address: '42 Oak Street, Unit 3B', phone: '+12125550147', issueSummary: 'Water pouring through the ceiling' },
      };
      expect(await h.midCall(transfer, (q, e, found) => h.notifications.transferRequested(q, e, found))).toBe(1);
      expect(await h.midCall({ ...transfer, reason: 'human' }, (q, e, found) => h.notifications.transferRequested(q, e, found))).toBe(0);
      await h.send();
      expect(h.texts.sent).toEqual([
        expect.objectContaining({ to: '+13125550111', from: '+13125550100', body: expect.stringContaining('EMERGENCY (Riley)\nJordan Rivera, 42 Oak Street, Unit 3B') }),
      ]);
      expect(await h.completed(callCompleted({ callId }))).toBe(0);
      await h.send();
      expect(h.texts.sent).toHaveLength(1);
    } finally {
      await h.close();
    }
  });

  test('an emergency raised mid-call on an agent without a transfer number texts its phones at once, once', async () => {
    const h = await harness({ agent: agent({ emailSummary: false, sms: true, phones: ['+12125550199', '+12125550188'] }) });
    try {
      const callId = 'CA' + '9'.repeat(32);
      const raised = {
        meta: { eventId: 'e', type: 'EmergencyRaised', occurredAt: '', tenantId: OWNER },
        callId,
        agentId: 'agent-1',
        tier: 'life_safety',
        hazard: 'gas',
        details: { clientName: '', address: '', phone: '+12125550147', issueSummary: 'Gas smell in the kitchen' },
        source: 'phone',
        agentNumber: '+13125550100',
      };
      expect(await h.midCall(raised, (q, e, found) => h.notifications.emergencyRaised(q, e, found))).toBe(2);
      expect(await h.midCall({ ...raised, meta: { ...raised.meta, eventId: 'e2' } }, (q, e, found) => h.notifications.emergencyRaised(q, e, found))).toBe(0);
      await h.send();
      expect(h.texts.sent.map((t) => t.to).sort()).toEqual(['+12125550188', '+12125550199']);
      expect(h.texts.sent[0]).toMatchObject({ from: '+13125550100', body: expect.stringContaining('LIFE SAFETY (Riley)') });
      expect(h.texts.sent[0]?.body).toContain('Gas smell in the kitchen');
      expect(await h.completed(callCompleted({ callId }))).toBe(0);
      await h.send();
      expect(h.texts.sent).toHaveLength(2);
    } finally {
      await h.close();
    }
  });

  test('an emergency raised mid-call sends nothing when the agent does not send texts', async () => {
    const h = await harness({ agent: agent({ emailSummary: false, sms: false, phones: ['+12125550199'] }) });
    try {
      const raised = {
        meta: { eventId: 'e', type: 'EmergencyRaised', occurredAt: '', tenantId: OWNER },
        callId: 'CA' + 'a'.repeat(32),
        agentId: 'agent-1',
        tier: 'emergency',
        hazard: 'flood',
        details: null,
        source: 'web',
        agentNumber: '',
      };
      expect(await h.midCall(raised, (q, e, found) => h.notifications.emergencyRaised(q, e, found))).toBe(0);
    } finally {
      await h.close();
    }
  });

  test('a recipient who texted STOP gets no texts from that number, and gets them again after START', async () => {
    const h = await harness({ agent: agent({ emailSummary: false, sms: true, phones: ['+12125550199'] }) });
    try {
      await h.db.tx((q) => h.notifications.consentChanged(q, '+12125550199', '+13125550100', true));
      await h.completed(callCompleted({ callId: 'CA' + '7'.repeat(32) }));
      await h.send();
      expect(h.texts.sent).toEqual([]);
      const [stopped] = (await h.notifications.list(OWNER, { callId: 'CA' + '7'.repeat(32) })).notifications;
      expect(stopped).toMatchObject({ channel: 'sms', status: 'failed', error: 'The recipient replied STOP to texts from this number', attempts: 1 });
      await h.db.tx((q) => h.notifications.consentChanged(q, '+12125550199', '+13125550100', false));
      await h.completed(callCompleted({ callId: 'CA' + '8'.repeat(32) }));
      await h.send();
      expect(h.texts.sent.map((t) => t.to)).toEqual(['+12125550199']);
    } finally {
      await h.close();
    }
  });

  test('an owner reads their own notifications only, a page at a time', async () => {
    const h = await harness({ agent: agent({ emailSummary: true, emails: ['a@example.com', 'b@example.com', 'c@example.com'] }) });
    try {
      await h.completed(callCompleted());
      const first = await h.notifications.list(OWNER, { limit: 2 });
      expect(first.notifications).toHaveLength(2);
      expect(first.nextCursor).not.toBe('');
      const second = await h.notifications.list(OWNER, { limit: 2, cursor: first.nextCursor });
      expect(second.notifications).toHaveLength(1);
      expect(second.nextCursor).toBe('');
      expect(new Set([...first.notifications, ...second.notifications].map((n) => n.to)).size).toBe(3);
      expect((await h.notifications.list(OTHER_OWNER, {})).notifications).toEqual([]);
      expect((await h.notifications.list(OTHER_OWNER, { callId: 'CA' + '1'.repeat(32) })).notifications).toEqual([]);
      await expect(h.notifications.list(OWNER, { cursor: 'nonsense' })).rejects.toThrow('cursor');
      await expect(h.notifications.list(OWNER, { limit: 101 })).rejects.toThrow('limit');
    } finally {
      await h.close();
    }
  });
});
