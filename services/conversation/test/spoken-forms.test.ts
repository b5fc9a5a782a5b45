/**
 * Speech written as it sounds and homes named by where they are: dropped letters of Caribbean Spanish and
 * Southern English, tens and units run together, a floor or the side of a house for a unit, a caller
 * checking the line, and dangers over by the time a later turn is said.
 */
import { Call, dialogConfig, heardContact, ownerConfig, tierOf } from './dialog-helpers';
import { assess, screen } from '../src/dialog/safety/screen';

describe('words written as they are said', () => {
  it('dropped final s and d of Caribbean Spanish, and fused tens, are understood', () => {
    expect(tierOf("la nevera 'tá dañá y el freezer no congela na'")).toBe('urgent');
    expect(tierOf("el inodoro 'ta tapao y e' el único que hay")).toBe('emergency');
    // 38 degrees outside with no air, said as one run-together number with its s dropped.
    expect(tierOf("el aire no enfría na' y afuera 'tamo a treintiocho grado'")).toBe('emergency');
  });

  it('a dropped final g in English is the word: "leakin\'", "sparkin\'"', () => {
    expect(tierOf("the plug by the bed keeps sparkin' when I touch it")).toBe('emergency');
    expect(tierOf("water's been gushin' out under the sink all mornin'")).toBe('emergency');
  });

  it('"liquear" is Spanglish for leaking', () => {
    expect(tierOf('el water heater está liqueando por todo el piso y no para')).toBe('emergency');
  });
});

describe('things that sound dangerous and are not', () => {
  it('a sink trap is no one trapped; a tap washer is no washing machine; a mailbox lock is no door', () => {
    expect(tierOf('the P-trap under the bathroom sink drips a little') ?? 'routine').not.toBe('life_safety');
    expect(tierOf('the faucet drips into the basin all night, I think the washer is worn out') ?? 'routine').toBe('routine');
    expect(tierOf('my mailbox lock is broken, the key just turns and turns') ?? 'routine').toBe('routine');
    expect(tierOf('la cerradura del buzón no sirve, no puedo sacar el correo') ?? 'routine').toBe('routine');
  });

  it('telling children to use inside voices is no intruder; "hot as blazes" is no fire', () => {
    expect(tierOf('sorry, KIDS, INSIDE VOICES PLEASE, anyway the dishwasher leaks a bit') ?? 'routine').not.toBe('life_safety');
    expect(tierOf("the AC quit and it's hotter than blue blazes in here, 80 on the thermostat")).not.toBe('life_safety');
  });

  it('an outlet that sparks is an emergency even with a toaster plugged into it', () => {
    expect(tierOf('the outlet the toaster is plugged into throws sparks every time')).toBe('emergency');
  });

  it('half of the home dark, with a breaker that trips, is a circuit, not an outage', () => {
    expect(tierOf('half of my apartment has no power and the breaker keeps tripping')).toBe('urgent');
    expect(tierOf('la mitad de la casa se quedó sin luz, el breaker se bota')).toBe('urgent');
  });

  it('a room reading in the teens or twenties without a scale is Celsius', () => {
    const call = assess([screen('la calefacción no prende'), screen('afuera hace 14 grados y el termostato marca 20')], { coldSeason: true });
    expect(call.tier).toBe('urgent');
  });
});

describe('what changes the tier over the call', () => {
  it('water back on after a shut-off takes "no water" back', () => {
    expect(tierOf('we had no water this morning, the city was working on the main', 'it came back on around noon, now the shower is just weak')).not.toBe('emergency');
  });

  it("the gas company's visit, the tag and no smell take the gas leak back; the stove left without gas is urgent", () => {
    expect(
      tierOf(
        'last night it smelled like gas by the stove and we called the gas company',
        'they found a loose fitting, red tagged the stove and said there is no smell at all now',
        'so now we have no stove',
      ),
    ).toBe('urgent');
  });

  it('a home left without its smoke detector after a fire is urgent', () => {
    expect(tierOf('the fire department took the smoke detector down after the kitchen fire and we do not have a smoke detector now')).toBe('urgent');
    expect(tierOf('quitaron el detector de humo cuando pintaron y ahora no hay detector')).toBe('urgent');
  });

  it('two people ill at once, "me too", with a heater on is carbon monoxide', () => {
    expect(tierOf('my husband is dizzy and nauseous and me too, the space heater has been on all night')).toBe('life_safety');
    expect(tierOf('mi mamá amaneció con náuseas y a mí también me duele la cabeza, el calentador está prendido')).toBe('life_safety');
  });
});

describe('units named by where the home is', () => {
  it.each([
    ['Dana Price, 14 Hill Road, the upstairs unit', 'Upstairs'],
    ['It is 14 Hill Road. Downstairs.', 'Downstairs'],
    ['Dana Price, 14 Hill Road, third floor', 'third floor'],
    ['Dana Price, 14 Hill Road, the basement', 'Basement'],
    ["it's the shared house at 14 Hill Road, I'm in room 6", 'Room 6'],
    ['14 Hill Road, the upstairs unit, 2B', '2B'],
    ['lot 17 at Pine Acres, 900 Route 5', '17'],
    ['loft 3C, 200 Mill Street', '3C'],
  ])('%s', (said, unit) => {
    expect(heardContact(said, ['address']).unit).toBe(unit);
  });

  it.each([
    ['Soy Irma Soto, 14 Hill Road, el de arriba', 'Arriba'],
    ['vivimos en 14 Hill Road, somos el piso de abajo', 'Abajo'],
    ['Irma Soto, 14 Hill Road, segundo piso', 'segundo piso'],
    ['estoy en el 4º C, 14 Hill Road', '4C'],
    ['14 Hill Road, yo estoy en el cuarto 3', 'Cuarto 3'],
  ])('%s', (said, unit) => {
    expect(heardContact(said, ['address'], 'es').unit).toBe(unit);
  });

  it('a floor or side said of a room or a fixture, or of a neighbour, is no unit', () => {
    expect(heardContact('the upstairs bathroom sink is clogged').unit).toBeUndefined();
    expect(heardContact('el baño de arriba está tapado, el de abajo funciona', [], 'es').unit).toBeUndefined();
    expect(heardContact("I'm on the second floor and the window won't lock").unit).toBeUndefined();
  });
});

describe('addresses and names said in pieces', () => {
  it('a highway named by its number, with a direction after it', () => {
    expect(heardContact('the park is at 4500 Highway 59 North, space 9', ['address']).address).toBe('4500 Highway 59 North');
    expect(heardContact('4500 Old Highway 12, lot 3', ['address']).address).toBe('4500 Old Highway 12');
  });

  it('a house number put right with "perdoná"', () => {
    expect(heardContact('es 2210 Ocean Drive... no, perdoná, es 2120', ['address'], 'es').address).toBe('2120 Ocean Drive');
  });

  it("the caller's own name over one said of someone else, and a family name joined to a given one", () => {
    expect(heardContact("She's Dolores Vance, I'm Martin Vance, 8 Elm Court").name).toBe('Martin Vance');
    expect(heardContact('Somos la familia Ortega, yo soy Camila, 8 Elm Court', [], 'es').name).toBe('Camila Ortega');
  });
});

describe('a caller checking the line', () => {
  it('is told the employee is there, and then asked what was pending', async () => {
    const call = new Call(ownerConfig());
    await call.start();
    const said = await call.say('hello? are you there?');
    expect(said.text).toMatch(/^Yes, I'm here/);
    const es = new Call(dialogConfig({ language: 'es', agentName: 'Sofia', employee: 'sofia' }));
    await es.start();
    expect((await es.say('¿Aló? ¿Me escucha?')).text).toMatch(/^Sí, aquí estoy/);
  });

  it('a danger over before anything was promised is not called an emergency at the end', async () => {
    const call = new Call(ownerConfig({ callerNumber: '+14155550100' }));
    await call.start();
    await call.say('Yesterday we smelled gas near the stove and called the gas company');
    await call.say('They came, found a loose fitting, red tagged it and said it is safe, no smell at all now');
    await call.say('Nina Ruiz, 12 Oak Street, apartment 4');
    const last = await call.say('this number is fine');
    expect(last.text).not.toMatch(/emergency/i);
  });
});
