import { DEFAULT_VOICES, FALLBACK, INDUSTRIES, listTemplates, TEMPLATE_TYPES, TEMPLATES, templateOf } from '../src/templates';

describe('agent: the template catalogue', () => {
  it('holds the eight types for both onboarding industries plus the residential fallback', () => {
    expect(TEMPLATE_TYPES).toEqual(['maintenance', 'dispatch', 'collections', 'emergency', 'contractor', 'leasing', 'cleaning', 'security']);
    expect(TEMPLATES).toHaveLength(16 + 1);
    for (const industry of INDUSTRIES) {
      expect(
        TEMPLATES.filter((t) => t.industry === industry)
          .map((t) => t.type)
          .sort(),
      ).toEqual([...TEMPLATE_TYPES].sort());
    }
    expect(TEMPLATES.filter((t) => t.industry === 'realestate').map((t) => t.type)).toEqual(['maintenance']);
    expect(FALLBACK).toEqual({ industry: 'realestate', type: 'maintenance' });
    const keys = TEMPLATES.map((t) => `${t.industry}/${t.type}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(TEMPLATES.map((t) => [`${t.industry}/${t.type}`, t] as const))('%s is complete', (_key, t) => {
    expect(t.name).toBe(t.type);
    expect(t.name).toMatch(/^[a-z]+$/);
    expect(t.title.length).toBeGreaterThan(5);
    expect(t.description.length).toBeGreaterThan(60);
    expect(t.features.length).toBeGreaterThanOrEqual(4);
    expect(t.avatarUrl).toBe(`/avatars/${t.type}.svg`);
    expect(t.voiceId).toBe('en-US-Chirp3-HD-Achird');
    expect(t.voiceIds).toEqual(DEFAULT_VOICES);
    expect(DEFAULT_VOICES.es).toMatch(/^es-US-/);

    const { en, es } = t.systemPrompts;
    for (const prompt of [en, es]) {
      expect(prompt.length).toBeGreaterThan(4000);
      expect(prompt.startsWith('You are {agentName}') || prompt.startsWith('Usted es {agentName}')).toBe(true);
      expect(prompt).toContain('{companyName}');
      expect(prompt).toContain('911');
      // only the two placeholders the conversation service fills; no template leftovers
      expect(prompt.match(/\{[a-zA-Z]+\}/g)!.every((p) => p === '{agentName}' || p === '{companyName}')).toBe(true);
      expect(prompt).not.toMatch(/<[a-z]+>|undefined|\$\{/);
    }
    // what to collect, the emergencies, and how to close, in each language
    for (const words of [
      'name',
      'address',
      'unit',
      'callback number',
      'read it back',
      'gas',
      'carbon monoxide',
      'flooding',
      'sewage',
      'no heat',
      'sparking',
      'no power',
      'lockout',
      'security breach',
      "I'm transferring you to our emergency team now.",
      'say goodbye',
    ]) {
      expect(en).toContain(words);
    }
    for (const words of [
      'nombre',
      'dirección',
      'unidad',
      'devolver la llamada',
      'repítalo',
      'gas',
      'monóxido de carbono',
      'inundación',
      'aguas negras',
      'calefacción',
      'chispas',
      'sin electricidad',
      'se quedó afuera',
      'falla de seguridad',
      'Le voy a transferir con nuestro equipo de emergencias ahora.',
      'despídase',
    ]) {
      expect(es).toContain(words);
    }
    expect(es).not.toContain('You are');
    expect(es).not.toContain(' a el ');
  });

  it('tailors each type', () => {
    const pm = (type: string) => templateOf('property_management', type).systemPrompts;
    expect(pm('maintenance').en).toMatch(/Permission to enter.*\n.*Pets.*\n.*Access notes/);
    expect(pm('dispatch').en).toContain('work order number');
    expect(pm('collections').en).toContain('never threaten');
    expect(pm('collections').en).toContain('Never take card or bank account numbers over the phone');
    expect(pm('leasing').en).toContain('Fair housing');
    expect(pm('leasing').es).toContain('Vivienda justa');
    expect(pm('contractor').en).toContain('W-9');
    expect(pm('cleaning').en).toContain('move-out');
    expect(pm('security').en).toContain('Never tell a caller to confront');
    expect(pm('emergency').en).toContain('Triage first');
    // the industry shapes who the company is and who decides
    expect(templateOf('landlord', 'collections').systemPrompts.en).toContain('pass the request to the landlord');
    expect(templateOf('landlord', 'collections').systemPrompts.es).toContain('pasará la solicitud al arrendador');
    expect(pm('collections').es).toContain('pasará la solicitud al administrador de la propiedad');
  });

  it('serves the landing page demo employees for context=demo', () => {
    expect(listTemplates('demo').map((t) => [t.industry, t.type])).toEqual([
      ['property_management', 'maintenance'],
      ['property_management', 'emergency'],
      ['property_management', 'contractor'],
      ['property_management', 'leasing'],
      ['property_management', 'collections'],
    ]);
    expect(listTemplates('all')).toHaveLength(17);
    expect(listTemplates('all', 'property_management')).toHaveLength(8);
  });

  it('falls back to the residential template for a template that left the catalogue', () => {
    expect(templateOf('retail', 'gardening')).toMatchObject({ industry: 'realestate', type: 'maintenance', title: 'Residential Maintenance Assistant' });
  });
});
