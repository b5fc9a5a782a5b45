/** The rules every conversation keeps, the other employees, and numbers, hours and the system prompt. */
import { isOpen, parseBusinessHours } from '@landline/platform/hours';
import { defined } from '@landline/platform/testing';
import { findPhone, normalizePhone, readBack, wordsToDigits } from '../src/dialog/offline/numbers';
import { buildSystemPrompt } from '../src/dialog/prompt';
import { LINES } from '../src/dialog/types';
import { Call, CLOSED, dialogConfig, OPEN, ownerConfig } from './dialog-helpers';

const RESUME_EN = 'Sorry, let me continue - ';

describe('conversation rules', () => {
  it('ignores input of 2 characters or fewer: no reply, no history', async () => {
    const call = new Call(dialogConfig());
    await call.start();
    const before = call.conversation.history.length;
    for (const noise of ['ok', 'a', '  ', 'uh', 'sí', '']) {
      const r = await call.say(noise);
      expect(r).toMatchObject({ ignored: true, text: '', tokens: [], events: [] });
      expect(r.lastFlags).toEqual([]);
    }
    expect(call.conversation.history).toHaveLength(before);
    expect((await call.say('yes')).ignored).toBe(false);
  });

  it('an interrupted reply is cut to what was heard and the next one resumes with the prefix (English and Spanish)', async () => {
    const call = new Call(dialogConfig());
    await call.start();
    call.conversation.interrupt('Thank you for calling Maple Street Property Management');
    expect(call.conversation.history.at(-1)).toEqual({ role: 'assistant', content: 'Thank you for calling Maple Street Property Management' });
    let r = await call.say('Sorry, go ahead');
    expect(r.text.startsWith(RESUME_EN)).toBe(true);
    expect(r.tokens[0]).toBe(RESUME_EN);
    expect(r.text).toMatch(/How can I help you today\?$/);
    // Only the next reply.
    r = await call.say('My fridge is not cooling');
    expect(r.text.startsWith(RESUME_EN)).toBe(false);

    const es = new Call(dialogConfig({ language: 'es' }));
    await es.start();
    es.conversation.interrupt('');
    expect(es.conversation.history).toEqual([]);
    r = await es.say('Perdón, siga');
    expect(r.text.startsWith('Perdón, permítame continuar - ')).toBe(true);
  });

  it('streams a reply sentence by sentence and marks the end with an empty last token', async () => {
    const call = new Call(dialogConfig());
    const r = await call.start();
    expect(r.tokens.length).toBeGreaterThanOrEqual(3);
    expect(r.tokens.join('')).toBe(r.text);
    expect(r.lastFlags.at(-1)).toBe(true);
    expect(r.lastFlags.slice(0, -1).every((f) => !f)).toBe(true);
  });

  it('measures the offline turn latency (first token)', async () => {
    const lines = [
      'Hi, my bathroom sink is clogged',
      'Chris Evans',
      '5 Main Street',
      'apartment 6',
      '212 555 0101',
      'yes correct',
      'it can wait',
      'yes',
      'no pets',
      'none',
      'no thanks',
    ];
    const samples: number[] = [];
    for (let i = 0; i < 40; i++) {
      const call = new Call(dialogConfig());
      let first = 0;
      await call.conversation.turn('__START__', { token: () => (first ||= performance.now()), event: () => undefined }, new AbortController().signal);
      for (const line of lines) {
        const t0 = performance.now();
        let firstToken = 0;
        await call.conversation.turn(
          `${line} ${i}`.replace(/ \d+$/, i % 2 ? '' : ' '),
          { token: (text) => (firstToken ||= text ? performance.now() : 0), event: () => undefined },
          new AbortController().signal,
        );
        if (i >= 5) samples.push(firstToken - t0);
      }
    }
    samples.sort((a, b) => a - b);
    const p50 = defined(samples[Math.floor(samples.length * 0.5)], 'a median');
    const p99 = defined(samples[Math.floor(samples.length * 0.99)], 'a 99th percentile');
    process.stdout.write(`offline engine turn latency (caller turn in → first token out), ${samples.length} turns: p50 ${p50.toFixed(2)} ms, p99 ${p99.toFixed(2)} ms\n`);
    expect(p50).toBeLessThan(10);
  });
});

describe('the other employees', () => {
  it('leasing (Emma): availability from the knowledge base, then the prospect details and a showing', async () => {
    const call = new Call(dialogConfig({ employee: 'emma', agentName: 'Emma', templateType: 'leasing' }));
    await call.start();
    let r = await call.say('Hi! Do you have any two-bedroom apartments available?');
    expect(r.text).toContain('A two-bedroom at 310 Cedar Lane is available June 1 for $1,895 a month.');
    expect(r.text).toMatch(/full name/);
    r = await call.say("I'm Rosa Diaz, you can call me at 201 555 0190");
    expect(r.text).toContain('I have 2 0 1, 5 5 5, 0 1 9 0. Is that correct?');
    r = await call.say('yes that is right');
    expect(r.text).toContain('When are you hoping to move in?');
    r = await call.say('We want to move in next month');
    expect(r.text).toContain('Do you have any pets?');
    r = await call.say('No pets');
    expect(r.text).toContain('Would you like to schedule a showing?');
    r = await call.say('Yes, Saturday morning works');
    expect(r.text).toBe(
      "Thanks, Rosa. I've noted that you're looking for a 2-bedroom home, moving in next month. You'd like a showing Saturday morning; the leasing team will confirm the appointment. Your callback number is 2 0 1, 5 5 5, 0 1 9 0. Is there anything else I can help you with?",
    );
    r = await call.say('Is it a good neighborhood for families?');
    expect(r.text).toContain('I can share facts about the property itself');
  });

  it('collections (James): never discusses an account with a third party, offers the ways to pay', async () => {
    const third = new Call(dialogConfig({ employee: 'james', agentName: 'James', templateType: 'collections' }));
    await third.start();
    let r = await third.say("Hi, I'm calling about my son's rent balance");
    expect(r.text).toContain("I'm sorry, I can only discuss an account with the tenant on the lease.");
    expect(r.text).not.toMatch(/evict|legal|credit/i);

    const tenant = new Call(dialogConfig({ employee: 'james', agentName: 'James', templateType: 'collections' }));
    await tenant.start();
    r = await tenant.say('I lost my job and I cannot pay the full rent this month');
    expect(r.text).toContain('First, to protect your account, I need to confirm who I am speaking with.');
    await tenant.say('Mark Hill');
    await tenant.say('12 Oak Street');
    await tenant.say('unit 9');
    await tenant.say('718 555 0160');
    r = await tenant.say('yes');
    expect(r.text).toContain('How much could you pay, and by when?');
    r = await tenant.say('I can pay $600 on the 15th');
    expect(r.text).toContain('Would you like me to go over the ways you can pay?');
    r = await tenant.say('yes please');
    expect(r.text).toContain('resident portal');
    expect(r.text).toContain('The property manager decides on payment arrangements');
    expect(r.text).not.toMatch(/evict|legal action|credit report/i);
  });

  it('contractor dispatch (Diego): a technician running late', async () => {
    const call = new Call(dialogConfig({ employee: 'diego', agentName: 'Diego', templateType: 'dispatch' }));
    await call.start();
    let r = await call.say("Hi, this is Mike from Rapid Plumbing, I'm running late for the job at 310 Cedar Lane");
    expect(r.text).toMatch(/callback phone number/);
    await call.say('Call me at 551 555 0109');
    r = await call.say('yes');
    expect(r.text).toContain('work order number');
    r = await call.say("I don't have it");
    expect(r.text).toMatch(/unit or apartment/);
    r = await call.say('unit 2B');
    expect(r.text).toContain("What's your arrival time");
    r = await call.say("I'll be there around 3 pm");
    expect(r.text).toMatch(/^Thanks, Mike\. I've noted: Rapid Plumbing, running late, 310 Cedar Lane, Unit 2B, around 3 pm\. Your callback number is 5 5 1, 5 5 5, 0 1 0 9\./);
    expect(r.text).toContain('Dispatch will update the tenant and follow up with you.');
  });
});

describe('numbers, hours and the system prompt', () => {
  it('reads phone numbers said in words and digits, in English and Spanish, as E.164', () => {
    expect(findPhone('call me at (212) 555-0134 please')?.e164).toBe('+12125550134');
    expect(findPhone('two one two five five five oh one three four')?.e164).toBe('+12125550134');
    expect(findPhone('tres cero cinco, cinco cinco cinco, cero uno nueve nueve')?.e164).toBe('+13055550199');
    expect(findPhone('trescientos cinco, cincuenta y cinco, cinco, cero uno, noventa y nueve')?.e164).toBe('+13055550199');
    expect(findPhone('+52 55 1234 5678')?.e164).toBe('+525512345678');
    expect(findPhone('555 0134')).toMatchObject({ digits: '5550134' });
    expect(findPhone('555 0134')?.e164).toBeUndefined();
    expect(normalizePhone('1 (917) 555-0112')).toBe('+19175550112');
    expect(readBack('+12125550134')).toBe('2 1 2, 5 5 5, 0 1 3 4');
    expect(wordsToDigits('I have one dog at twelve Oak Street')).toBe('I have one dog at 12 Oak Street');
  });

  it('reads business hours and tells open from closed in the agent time zone', () => {
    const demo = parseBusinessHours('Monday-Friday 9:00 AM - 5:00 PM');
    expect(demo.spans).toEqual([{ days: [1, 2, 3, 4, 5], open: 540, close: 1020 }]);
    expect(isOpen(demo, OPEN, 'America/New_York')).toBe(true);
    expect(isOpen(demo, CLOSED, 'America/New_York')).toBe(false);
    // 10:00 in New York is 7:00 in Los Angeles.
    expect(isOpen(demo, OPEN, 'America/Los_Angeles')).toBe(false);
    expect(isOpen(parseBusinessHours('Saturday 10am-2pm'), new Date('2025-03-08T16:00:00Z'), 'America/New_York')).toBe(true);
    expect(parseBusinessHours('9:00 AM - 5:00 PM').spans[0]?.days).toEqual([1, 2, 3, 4, 5]);
    expect(parseBusinessHours('lunes a viernes de 9:00 a 17:00').spans).toEqual([{ days: [1, 2, 3, 4, 5], open: 540, close: 1020 }]);
    expect(parseBusinessHours('Mon-Fri 8-6; Sat 10-2').spans).toEqual([
      { days: [1, 2, 3, 4, 5], open: 480, close: 1080 },
      { days: [6], open: 600, close: 840 },
    ]);
    expect(parseBusinessHours('24/7').always).toBe(true);
  });

  it('builds the system prompt from the template and the customisations', () => {
    const prompt = buildSystemPrompt(
      ownerConfig({
        templatePrompt: 'You are {agentName}, at {companyName}. Thank you for calling {companyName}.',
        knowledgeBase: 'Rent is due on the 1st.',
        transfer: { enabled: true, number: '+12125551234' },
        afterHours: 'voicemail',
        businessHours: 'Mon-Fri 9-5',
      }),
      CLOSED,
    );
    expect(prompt).toMatch(/^You are Max, at Acme Property Management\. Thank you for calling Acme Property Management\./);
    expect(prompt).not.toContain('{agentName}');
    expect(prompt).toContain('Business hours: Mon-Fri 9-5 (Eastern time).');
    expect(prompt).toContain('the office is CLOSED');
    expect(prompt).toContain('Outside business hours you take messages');
    expect(prompt).toContain('Rent is due on the 1st.');
    expect(prompt).toContain(`On an emergency say exactly: "${LINES.emergencyTransfer.en}"`);
    expect(prompt).toContain('Calls are recorded.');
    const es = buildSystemPrompt(ownerConfig({ language: 'es', templatePrompt: 'Usted es {agentName}.' }), OPEN);
    expect(es).toMatch(/^Usted es Max\./);
    expect(es).toContain('Transferencia de llamadas: desactivada.');
  });
});
