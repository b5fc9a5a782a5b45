// Dangers and non-dangers told through someone else: a utility's alert, a sensor, the fire service that
// already came, a notice of work to come, a relative's phone. Phrasings of our own, in both languages.
import { Call, dialogConfig, heardContact, ownerConfig, scriptedWorkOrder, tierOf } from './dialog-helpers';

describe('what others said about the home', () => {
  it("a gas utility's alert of gas found, or its order to leave, is a gas leak before anyone smells it", () => {
    expect(tierOf('Xcel just texted me, they detected high gas levels on our block and want everyone to evacuate')).toBe('life_safety');
    expect(tierOf('La compañía de gas detectó niveles altos de gas en la cuadra y nos dijeron que desalojáramos')).toBe('life_safety');
    expect(tierOf('Nos llegó un aviso de la compañía de gas: evacuen el edificio, hay gas en la línea')).toBe('life_safety');
  });

  it('a leak sensor going off is about water, never a fire alarm', () => {
    expect(tierOf('my leak detector is beeping like crazy under the bathroom sink')).toBe('urgent');
    expect(tierOf('el sensor de agua está sonando debajo del calentador')).toBe('urgent');
  });

  it('what the fire service already came for and left is no fire', () => {
    expect(tierOf('the fire department came and left already', 'the hallway alarm went off and there was some smoke in the stairwell')).toBe('routine');
    expect(tierOf('Los bomberos ya se fueron, todo bien', 'hubo humo en el pasillo y sonó la alarma')).toBe('routine');
    expect(tierOf('somebody upstairs burned some popcorn and the hallway alarm went off')).toBeUndefined();
    // Burning again after they left is a fire again.
    expect(tierOf('the fire department came and left already', 'there is smoke coming out of the vent again')).toBe('life_safety');
  });

  it('a notice of water to be shut off for work is no outage', () => {
    expect(tierOf('la ciudad va a cortar el agua el martes en la mañana por unos arreglos')).toBeUndefined();
    expect(tierOf('me dejaron un aviso de que van a quitar el agua el viernes')).toBeUndefined();
  });

  it("whose phone the caller is on is not who is at home: a lockout on a son's phone stays urgent", () => {
    expect(tierOf("I locked myself out, I'm calling on my son's phone")).toBe('urgent');
    expect(tierOf('me quedé afuera sin llaves, le hablo del celular de mi hija')).toBe('urgent');
  });

  it('a door that shut itself with the keys inside, or a smart lock that will not open with the caller outside, is a lockout', () => {
    expect(tierOf('la puerta se cerró sola y es de las que se trancan solas')).toBe('urgent');
    expect(tierOf('las llaves se quedaron adentro con el celular')).toBe('urgent');
    expect(tierOf("the smart lock will not unlock and I'm standing outside my door")).toBe('urgent');
  });

  it('a sink or toilet that cannot be used at all is urgent; a lift that still works is not', () => {
    expect(tierOf('I shut the valve under it so now I can not use the kitchen sink at all')).toBe('urgent');
    expect(tierOf('cerré la llavecita y ya no puedo usar el fregadero')).toBe('urgent');
    expect(tierOf("the elevator's floor light is broken but it still works fine")).toBeUndefined();
  });

  it('cooling that works in the other rooms is no air conditioning outage', () => {
    expect(tierOf('the AC works fine in the kitchen, only the back bedroom vent barely blows')).toBeUndefined();
  });

  it('a tap that drips into a glass, or the cold-water tap, is no hot-water outage', () => {
    expect(tierOf('la llave del agua fría gotea toda la noche')).not.toBe('urgent');
    expect(tierOf('el agua sale fría fría desde ayer, ni en la ducha sale caliente')).toBe('urgent');
  });
});

describe('intake said in other forms', () => {
  it.each([
    ['Lena Ortiz, 221 Pine Street S, unit 5', '221 Pine Street S', '5'],
    ['Apartment PH3. 40 Bayside Drive.', '40 Bayside Drive', 'PH3'],
    ["Tom Reyes, 12 Oak Lane, it's one of the townhouses, number 4", '12 Oak Lane', '4'],
    ['Vivimos en el 500 Farm Road 3, la traila número 8', '500 Farm Road 3', '8'],
  ])('%s', (said, address, unit) => {
    const heard = heardContact(said, ['address']);
    expect(heard.address).toBe(address);
    expect(heard.unit).toBe(unit);
  });

  it('"it swings open on its own" names no one', () => {
    expect(heardContact('the hinge broke so it swings open on its own', ['name']).name).toBeUndefined();
  });
});

describe('the call goes on', () => {
  it('"nothing else caught" in the first sentence is no goodbye', async () => {
    const call = new Call(dialogConfig());
    await call.start();
    const said = await call.say('a candle fell over on the sill, it went out right away and nothing else caught, but it scorched the paint');
    expect(said.events.some((e) => e.type === 'end')).toBe(false);
  });

  it('a caller who tells more instead of answering hears that it was taken, not that they were unheard', async () => {
    const call = new Call(dialogConfig());
    await call.start();
    await call.say('the hot water is out since yesterday');
    const said = await call.say('I have been boiling pots on the stove so the kids can wash up');
    expect(said.text).not.toMatch(/didn't quite catch/);
  });
});

describe('problems told by comparison, or by what is fine', () => {
  it('a simile is no danger: "cold as a cave", a dishwasher that "no lava bien"', () => {
    expect(tierOf("the dryer spins but it's cold as a cave inside")).not.toBe('life_safety');
    expect(tierOf('el lavaplatos no lava bien, los vasos salen con manchas')).not.toBe('urgent');
  });

  it('water that did not come in, heat that works, smoke from the hills and a fridge light are no outage, no fire, no wiring', () => {
    expect(tierOf('the storm knocked some shingles loose but no water came in')).not.toBe('emergency');
    expect(tierOf('there is no hot water, the cold works and the heat is fine')).toBe('urgent');
    expect(tierOf('everything is fine here, the smoke is from the hills')).toBeUndefined();
    expect(tierOf('el detector de humo sonó por el humo que se mete de los incendios forestales')).toBeUndefined();
    expect(tierOf('the freezer is dripping and the food is thawing, the fridge light still comes on')).toBe('urgent');
  });

  it('an appliance named in one turn and failing in the next is out, but a burner that will not light is the igniter', () => {
    expect(tierOf('my washing machine is acting up', "now it won't drain, there's water sitting in it")).toBe('urgent');
    expect(tierOf('la lavadora hace un ruido raro', 'ya no centrifuga ni desagota')).toBe('urgent');
    expect(tierOf('una hornilla de la estufa no hace chispa', 'no huele a gas, nomás no prende')).not.toBe('urgent');
  });

  it('cooling that stopped, with a baby at home in the heat, is an emergency without naming the AC', () => {
    expect(tierOf('dejó de enfriar desde la mañana, tengo un bebé de dos meses y afuera estamos a 92 grados')).toBe('emergency');
  });

  it('water shooting from a pipe a nail went through, and a tree through the roof, are dangers', () => {
    expect(tierOf('the plumber drilled through a pipe in the wall and water is shooting up everywhere')).toBe('emergency');
    expect(tierOf('a big oak came through our roof into the bedroom during the storm')).toBe('life_safety');
  });

  it('heat stroke in a neighbour is a medical emergency', () => {
    expect(tierOf('my neighbor is 90, her AC is out and she is confused, her skin is red and dry and she is not sweating')).toBe('life_safety');
    expect(tierOf('creo que a mi abuelo le dio un golpe de calor, no se despierta bien')).toBe('life_safety');
  });

  it('pests that come out at night from under the sink are no leak', () => {
    expect(tierOf('little bugs under the sink, they come out at night and keep coming back')).not.toBe('emergency');
  });

  it('"pass me to your boss" asks for a person', async () => {
    const call = new Call(ownerConfig({ transfer: { enabled: true, number: '+14155550199' } }));
    await call.start();
    const said = await call.say('can you just pass me to your boss');
    expect(said.events.some((e) => e.type === 'transfer')).toBe(true);
  });
});

describe('names that are places', () => {
  it.each([
    ['Summit Ridge, 400 Hill Road, unit 2. Ana Pike.', 'Ana Pike'],
    ['Residencial Los Pinos, 90 Oak Street, unidad 4, Rosa Gil', 'Rosa Gil'],
  ])('%s', (said, name) => {
    expect(heardContact(said, ['name']).name).toBe(name);
  });

  it('"St. Paul" is a city', () => {
    expect(heardContact('1209 Payne Avenue, apartment 3, St. Paul', ['name']).name).toBeUndefined();
  });
});

describe('taken back, typed fast, or buzzed in', () => {
  it('a gas smell the caller takes back in the same breath is no gas leak', () => {
    expect(tierOf("I think I smell gas, no wait, it's not gas, we don't have gas here, it's the fridge that went bad")).not.toBe('life_safety');
    expect(tierOf('huele como a gas, no, perdón, no es gas, aquí no hay gas, es la basura')).not.toBe('life_safety');
  });

  it('a misspelt smell of gas is still gas', () => {
    expect(tierOf('gas smel in the stairwell')).toBe('life_safety');
  });

  it('a leak whose puddle spreads, and water that comes out all over, are floods', () => {
    expect(tierOf('the water heater is leaking from the bottom and the puddle is into the hallway now')).toBe('emergency');
    expect(tierOf('se salió el agua del calentador x todos lados')).toBe('emergency');
  });

  it('an intercom that does not let people in is no one inside', () => {
    expect(tierOf("the intercom in my apartment doesn't work when people buzz from the lobby")).not.toBe('life_safety');
  });
});

describe('a name said more fully', () => {
  it.each([
    ['Soy Lalo, perdón, Eduardo Ríos. 20 Elm Street', 'Eduardo Ríos'],
    ['I go by Bo, sorry, Robert Kline. 40 Pine Street', 'Robert Kline'],
  ])('%s', (said, name) => {
    expect(heardContact(said, ['name']).name).toBe(name);
  });

  it('a nickname first and the full name later in the call: the full name is kept', async () => {
    const order = await scriptedWorkOrder(['hi this is Bill, the dishwasher died', 'William Hargrove, 14 Quarry Road, apartment 6']);
    expect(order.name).toBe('William Hargrove');
    const corrected = await scriptedWorkOrder(['my fridge stopped cooling', 'Dre Williams, 71 Vine Street, apt 2', 'My name is Andre Williams']);
    expect(corrected.name).toBe('Andre Williams');
  });
});
