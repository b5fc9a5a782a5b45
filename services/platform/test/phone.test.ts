import { E164, formatPhone, isE164, isPremiumRate, normalisePhone, parsePhone, phoneProblem, toE164 } from '../src/phone';

describe('phone numbers as people type them', () => {
  it('reads the ways a US number is typed as E.164, against the US by default', () => {
    for (const typed of [
      '(415) 555-0199',
      '415.555.0199',
      '415-555-0199',
      '4155550199',
      '(415)555-0199',
      '  415 555 0199  ',
      '1 415 555 0199',
      '1-415-555-0199',
      '+1 415 555 0199',
      '+1 (415) 555-0199',
      '+14155550199',
      '001 415 555 0199',
      '00 1 415 555 0199',
      '011 1 415 555 0199',
    ]) {
      expect([typed, parsePhone(typed)]).toEqual([typed, { ok: true, e164: '+14155550199' }]);
    }
  });

  it('reads numbers of other countries given with their calling code', () => {
    expect(toE164('+52 55 1234 5678')).toBe('+525512345678');
    expect(toE164('011 52 55 1234 5678')).toBe('+525512345678');
    expect(toE164('0052 55 1234 5678')).toBe('+525512345678');
    expect(toE164('+44 20 7946 0958')).toBe('+442079460958');
    expect(toE164('+1 416 555 0199')).toBe('+14165550199');
  });

  it('reads national numbers against the country it is given', () => {
    expect(toE164('55 1234 5678', 'MX')).toBe('+525512345678');
    expect(toE164('001 415 555 0199', 'MX')).toBe('+14155550199');
    expect(toE164('020 7946 0958', 'GB')).toBe('+442079460958');
    expect(toE164('020 7946 0958', 'US')).toBeUndefined();
    expect(toE164('(415) 555-0199', 'GB')).toBeUndefined();
  });

  it('refuses what is not a whole, dialable number', () => {
    expect(parsePhone('')).toEqual({ ok: false, reason: 'empty' });
    expect(parsePhone('   ')).toEqual({ ok: false, reason: 'empty' });
    for (const garbage of [
      '12',
      '+12',
      '+1',
      '+',
      'abc',
      '555-0199',
      '415 555 019',
      '+1 415 555 01999',
      '+1 555 555 0100',
      '+0 415 555 0199',
      '+1234567890123456',
      '1-800-FLOWERS',
      'call 415 555 0199 now',
      '415 555 0199 ext 12',
      '415 555 0199;ext=3',
      '00',
    ]) {
      expect([garbage, parsePhone(garbage)]).toEqual([garbage, { ok: false, reason: 'invalid' }]);
    }
  });

  it('normalises to E.164 when it can, else keeps the text trimmed for the check that follows', () => {
    expect(normalisePhone(' 415.555.0199 ')).toBe('+14155550199');
    expect(normalisePhone(' 12 ')).toBe('12');
    expect(normalisePhone('')).toBe('');
  });

  it('shows numbers of the country nationally and others internationally', () => {
    expect(formatPhone('+14155550199')).toBe('(415) 555-0199');
    expect(formatPhone('415.555.0199')).toBe('(415) 555-0199');
    expect(formatPhone('+14165550199')).toBe('(416) 555-0199');
    expect(formatPhone('+525512345678')).toBe('+52 55 1234 5678');
    expect(formatPhone('+442079460958')).toBe('+44 20 7946 0958');
    expect(formatPhone('+525512345678', 'MX')).toBe('55 1234 5678');
    expect(formatPhone('+14155550199', 'MX')).toBe('+1 415 555 0199');
    // a stored sandbox number no numbering plan knows is still shown by its shape
    expect(formatPhone('+15555550100')).toBe('(555) 555-0100');
    expect(formatPhone(' 12 ')).toBe('12');
    expect(formatPhone('')).toBe('');
  });

  it('has one E.164 shape and the premium-rate area codes after country code 1', () => {
    for (const ok of ['+12125551234', '+12', '+123456789012345']) expect(isE164(ok)).toBe(true);
    for (const bad of ['12125551234', '+02125551234', '+1', '+1234567890123456', '+1 212 555 1234']) expect(E164.test(bad)).toBe(false);
    expect(isPremiumRate('+19005550100')).toBe(true);
    expect(isPremiumRate('+18765551234')).toBe(true);
    expect(isPremiumRate('+14155550199')).toBe(false);
    expect(isPremiumRate('+449005550100')).toBe(false);
    expect(isPremiumRate('(976) 555-1234')).toBe(true);
    expect(isPremiumRate('+1 809 555 1234')).toBe(true);
    expect(isPremiumRate('+1900')).toBe(true);
    expect(isPremiumRate('900 555 0100', 'MX')).toBe(false);
  });

  it('says why a number may not be dialled or texted for an owner', () => {
    expect(phoneProblem('(415) 555-0199')).toBeUndefined();
    expect(phoneProblem('+52 55 1234 5678')).toBeUndefined();
    expect(phoneProblem('12')).toBe('format');
    expect(phoneProblem('')).toBe('format');
    expect(phoneProblem('(900) 555-0100')).toBe('premium');
    // 976 is no area code any more, and is still refused as premium rather than as unreadable
    expect(phoneProblem('+19765551234')).toBe('premium');
  });
});
