import { DEFAULT_VOICES, defaultVoiceFor, describeVoice, genderOfFirstName, knownVoice, phoneVoice, phoneVoiceFor, speechModelProblem } from '../src/voices';

describe('the voices and speech models table', () => {
  it('knows the phone voices (Google Chirp 3 HD in en-US and es-US) with their genders', () => {
    expect(DEFAULT_VOICES).toEqual({ en: 'en-US-Chirp3-HD-Achird', es: 'es-US-Chirp3-HD-Achird' });
    expect(phoneVoice('en-US-Chirp3-HD-Achird')).toEqual({ locale: 'en-US', persona: 'Achird', gender: 'MALE' });
    expect(phoneVoice('es-US-Chirp3-HD-Kore')).toMatchObject({ locale: 'es-US', gender: 'FEMALE' });
    // An object's own keys only: 'constructor' and 'toString' are no personas.
    for (const unknown of [
      'en-US-Chirp3-HD-Bogus',
      'en-US-Chirp3-HD-constructor',
      'es-US-Chirp3-HD-toString',
      'en-GB-Chirp3-HD-Kore',
      'en-US-Neural2-F',
      'en-US-Offline-Michael',
      'Google.en-US-Chirp3-HD-Kore',
      '',
    ]) {
      expect(phoneVoice(unknown)).toBeUndefined();
    }
    expect(phoneVoiceFor('es-US', 'FEMALE')).toBe('es-US-Chirp3-HD-Kore');
    expect(phoneVoiceFor('en-US', undefined)).toBe('en-US-Chirp3-HD-Achird');
  });

  it('knows the offline voices, which are not phone voices', () => {
    expect(knownVoice('en-US-Offline-Olivia')).toEqual({ locale: 'en-US', gender: 'FEMALE', phone: false });
    expect(knownVoice('es-US-Chirp3-HD-Puck')).toEqual({ locale: 'es-US', gender: 'MALE', phone: true });
    expect(knownVoice('en-US-Offline-Nobody')).toBeUndefined();
  });

  it('refuses speech models a provider does not list, or lists for another language', () => {
    expect(speechModelProblem('Deepgram', 'nova-3-general', 'es')).toBeUndefined();
    expect(speechModelProblem('Deepgram', 'flux', 'en')).toBeUndefined();
    expect(speechModelProblem('Deepgram', 'flux', 'es')).toBe("Deepgram's flux does not transcribe es-US");
    expect(speechModelProblem('Google', 'telephony', 'es')).toBeUndefined();
    expect(speechModelProblem('Google', 'nova-3-general', 'en')).toMatch(/^Google has no speech model "nova-3-general"/);
    expect(speechModelProblem('Deepgram', 'toString', 'en')).toMatch(/no speech model/);
  });
});

describe('how owners read about voices', () => {
  it('describes a voice by name, gender and accent, never by engine or model', () => {
    expect(describeVoice({ name: 'en-US-Offline-Olivia' })).toBe('Olivia · female · American English');
    expect(describeVoice({ name: 'es-US-Offline-Lucia' })).toBe('Lucía · female · Latin American Spanish');
    expect(describeVoice({ name: 'en-US-Chirp3-HD-Achird', naturalGender: 'MALE' })).toBe('Achird · male · American English');
    expect(describeVoice({ name: 'en-US-Neural2-F', languageCode: 'en-US', naturalGender: 'FEMALE' })).toBe('F · female · American English');
    for (const name of ['en-US-Offline-Michael', 'es-US-Chirp3-HD-Kore']) expect(describeVoice({ name })).not.toMatch(/offline|chirp|google|espeak|hd/i);
  });

  it('starts an agent with the voice of the gender its name is usually given to', () => {
    expect(genderOfFirstName('Sarah')).toBe('FEMALE');
    expect(genderOfFirstName('  lucía María')).toBe('FEMALE');
    expect(genderOfFirstName('Marcus')).toBe('MALE');
    expect(genderOfFirstName('Zorblax')).toBeUndefined();
    expect(genderOfFirstName('')).toBeUndefined();
    expect(defaultVoiceFor('en', genderOfFirstName('Sarah'))).toBe('en-US-Chirp3-HD-Kore');
    expect(defaultVoiceFor('es', undefined)).toBe(DEFAULT_VOICES.es);
  });
});
