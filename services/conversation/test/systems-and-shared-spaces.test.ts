// Old buildings' systems and new home tech, shared spaces, storms that are over and callers who play a
// danger down or ask to escalate. Phrasings of our own, in both languages.
import { Call, firstReply, heardContact, ownerConfig, tierOf } from './dialog-helpers';

const transfersOn = async (language: 'en' | 'es', ...lines: string[]) => {
  const call = new Call(ownerConfig({ language, transfer: { enabled: true, number: '+14155550100' } }));
  await call.start();
  const replies = [];
  for (const line of lines) replies.push(await call.say(line));
  return replies.map((r) => r.events.some((e) => e.type === 'transfer'));
};

describe('dangers told without the usual words', () => {
  it('a cloud from pool chemicals that smells of bleach is a gas to get away from', async () => {
    expect(await firstReply('en', 'the maintenance guy mixed pool chemicals and a greenish cloud that smells like bleach is drifting over the deck')).toMatch(/911/);
    expect(await firstReply('es', 'salió una nube amarilla del cuarto de la alberca y huele muy fuerte a cloro')).toMatch(/911/);
  });

  it('steam or water that leaves skin red and blistering is an injury', async () => {
    expect(await firstReply('en', 'the radiator valve blew and my husband’s hand is red and blistering')).toMatch(/911/);
    expect(tierOf('le pusieron la pintura nueva al techo y le salieron ampollitas por el vapor')).not.toBe('life_safety');
  });

  it('rising water that keeps an elderly tenant from opening her door is a danger to life', async () => {
    expect(await firstReply('es', 'se metió el agua de la calle, no puedo abrir la puerta y ya me llega a las rodillas')).toMatch(/911/);
    expect(await firstReply('en', "the basement is flooding, I can't open the door and it's up to my knees")).toMatch(/911/);
  });

  it('small flames and smoke from a charging scooter are a fire, whatever its battery', async () => {
    expect(await firstReply('es', 'la bici eléctrica estaba cargando y salen llamitas y humo de la batería')).toMatch(/911/);
  });
});

describe('heat and water, told as a reading or a machine’s word', () => {
  it('radiators gone ice cold or a heat pump locked out is no heat, an emergency in the cold', () => {
    expect(tierOf('all the radiators in my apartment have gone ice cold', "it's 12 degrees outside")).toBe('emergency');
    expect(tierOf('the thermostat says heat pump lockout and it is 50 inside', 'it is 5 degrees out and I have a toddler')).toBe('emergency');
    expect(tierOf("there's no hot water but the heat's on, every tap runs cold")).not.toBe('emergency');
  });

  it('the place said in another clause does not move a temperature: outside 55, inside 62 is no emergency', () => {
    expect(tierOf('la calefacción no arranca, afuera hay como 55, adentro 62')).toBe('urgent');
  });

  it('a leaking radiator is a leak caught in a pan, not a heater out', () => {
    expect(tierOf('the steam radiator valve leaks a steady drip, I put a pan under it')).toBe('urgent');
  });

  it('water pouring in faster than its bucket fills, or soaking the carpet from a window well, is a flood', () => {
    expect(tierOf('rain is pouring in around the skylight, the bucket under it is already half full')).toBe('emergency');
    expect(tierOf('water is coming in around the basement window and the carpet squishes across the room')).toBe('emergency');
    expect(tierOf('the gutter overflows and floods the walkway, nothing gets inside')).not.toBe('emergency');
  });
});

describe('what is over, dismissed or only a manner of speaking', () => {
  it('a line the utility already fixed, or an outage told in the past, raises nothing now', () => {
    expect(tierOf('a power line came down in the storm last night but the utility fixed it this morning')).toBeUndefined();
    expect(tierOf('se fue la luz anoche, estuvimos como diez horas sin luz, quería preguntar por un crédito')).not.toBe('emergency');
  });

  it('white smoke from a heat pump that turns out to be steam is taken back', () => {
    expect(tierOf('the heat pump outside is smoking!', 'never mind, I looked, it was just steam and it stopped')).toBeUndefined();
    expect(tierOf('la bomba de calor está echando humo', 'ya la vi bien, parece vapor y ya se quitó')).toBeUndefined();
  });

  it('"no es nada de emergencia" is how serious it is, not taking it back', () => {
    expect(tierOf('gotea el tubo del lavamanos, puse un envase', 'no es nada de emergencia pero el mueble se está hinchando')).toBe('urgent');
  });

  it('"no smell of gas, none" denies it; "not locked or anything" is no broken lock', () => {
    expect(tierOf('el calentador da error, olor a gas ninguno')).not.toBe('life_safety');
    expect(tierOf("the bedroom door sticks in the humidity, it's not locked or anything")).not.toBe('emergency');
  });

  it('a hypothetical question about a flood while away raises nothing', () => {
    expect(tierOf('hypothetical question: if the sump pump died while we are away and the basement flooded, who pays?')).toBeUndefined();
  });
});

describe('asking for a person without the usual words', () => {
  it('"do you guys have an actual human" and "escalate this to someone with authority" are put through', async () => {
    expect(await transfersOn('en', 'my fridge died. do you guys have an actual human I can talk to?')).toEqual([true]);
    expect(await transfersOn('en', 'I want this escalated to someone with authority, please')).toEqual([true]);
    expect(await transfersOn('es', 'quiero que esto se escale a alguien con autoridad')).toEqual([true]);
  });
});

describe('names and units', () => {
  it('a nickname in quotes is not part of the name; a decade is not a unit', () => {
    expect(heardContact('Rosalind "Roz" Achterberg, 40 Vine Street, apartment 3', ['name']).name).toBe('Rosalind Achterberg');
    expect(heardContact('it is an old 1950s house on the corner', ['unit']).unit).not.toBe('1950S');
  });
});
