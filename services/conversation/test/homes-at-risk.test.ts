// Tenants who fear someone, home businesses and studios, windows, pools and ice over doorways, and the words
// that only sound like a fire. Phrasings of our own, in both languages.
import { firstReply, tierOf } from './dialog-helpers';

describe('someone the tenant fears', () => {
  it('an ex at the door or trying a key is a danger to life', async () => {
    expect(await firstReply('en', 'my ex-boyfriend is pounding on my door right now and I have a restraining order')).toMatch(/911/);
    expect(await firstReply('es', 'mi exesposo está afuera de mi puerta tratando de meter la llave, tengo orden de restricción')).toMatch(/911/);
  });

  it('a lock change asked for under a protective order is urgent; a note for the file is no repair', () => {
    expect(tierOf('I have a protective order against my ex and he still has a key, please change the locks')).toBe('urgent');
    expect(tierOf('tengo una orden de alejamiento contra mi ex, solo quiero que en la oficina no le den información')).toBeUndefined();
  });
});

describe('fires, and fire words that are not fires', () => {
  it('something that caught fire is a fire, even for a candle maker', async () => {
    expect(await firstReply('en', 'I make soap and the wax pot caught fire on the stove, the cabinet is on fire')).toMatch(/911/);
    expect(await firstReply('es', 'hago velas y la olla de cera agarró fuego en la estufa')).toMatch(/911/);
  });

  it('a kiln’s firing, a fire department on its way and a radiator that is burning hot are no new fire', () => {
    expect(tierOf('the vent fan in my studio stopped, it only matters during a firing')).not.toBe('life_safety');
    expect(tierOf('the radiator in the bedroom is burning hot and the knob is stuck')).not.toBe('life_safety');
  });

  it('a fire exit blocked by a neighbour’s boxes is urgent', () => {
    expect(tierOf('boxes are piled against the fire exit door on our floor and it will not open')).toBe('urgent');
    expect(tierOf('el vecino tiene la salida de emergencia bloqueada con bolsas de basura')).toBe('urgent');
  });

  it('a breaker that keeps tripping under one machine is urgent; two heaters at once are an overload', () => {
    expect(tierOf('the breaker for my sewing room keeps tripping after an hour of work')).toBe('urgent');
    expect(tierOf('the breaker trips when I run the space heater and the hair dryer at the same time')).not.toBe('urgent');
  });
});

describe('windows, pools and ice', () => {
  it('a window stuck open with a toddler at home is an emergency', () => {
    expect(tierOf('the bedroom window is stuck wide open on the fifth floor and my daughter is two')).toBe('emergency');
  });

  it('a pool gate that does not latch is urgent, not a home left open', () => {
    expect(tierOf('the pool gate latch is broken and the gate swings open, kids play near it')).toBe('urgent');
    expect(tierOf('la reja de la alberca no tiene pestillo y se abre sola')).toBe('urgent');
  });

  it('icicles over an entrance are urgent, not a building coming down', () => {
    expect(tierOf('big icicles hang over the lobby door and one shattered on the steps')).toBe('urgent');
    expect(tierOf('hay carámbanos colgando sobre la entrada, uno se hizo pedazos en la banqueta')).toBe('urgent');
  });

  it('a gutter hanging loose with no water inside waits; roofing torn off with water coming through does not', () => {
    expect(tierOf('the gutter pulled away from the roof in the ice storm, nothing is leaking inside')).not.toBe('urgent');
    expect(tierOf('the wind blew the shingles off and now water is dripping through the kitchen ceiling')).toBe('emergency');
  });
});

describe('what a visit, a question or a thank-you says', () => {
  it('a technician who came out is a visit, not a heater gone out', () => {
    expect(tierOf('just a thank-you: the repairman came out Tuesday for my furnace and it works great')).toBeUndefined();
  });

  it('asking about a generator if the power goes out is a question, not an outage', () => {
    expect(tierOf('can I run a generator on the balcony if the power goes out this weekend?')).not.toBe('emergency');
  });
});
