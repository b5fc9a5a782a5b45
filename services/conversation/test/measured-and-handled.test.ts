// Callers who measure what they see, smells and sounds that name a fault without its word, dangers someone
// already handled, businesses, and names said around a role or a slip. Phrasings of our own, in both languages.
import { heardContact as heard, scriptedWorkOrder as workOrder, tierOf } from './dialog-helpers';

describe('dangers already handled, and ones still going on', () => {
  it('a leak the gas company shut off is over; the cold it leaves is the emergency', () => {
    expect(tierOf('the utility guy found a leak at the meter and shut the gas off to our whole building until a plumber fixes it')).not.toBe('life_safety');
    expect(tierOf('the gas company came, found the leak, shut the gas off to the building', 'no heat now and it is 48 inside and 5 outside')).toBe('emergency');
    expect(tierOf('vino la compañía, encontraron la fuga y cortaron el gas del edificio')).not.toBe('life_safety');
  });

  it('a carbon monoxide alarm someone mistook for a low battery is still carbon monoxide', () => {
    expect(tierOf('my dad says his carbon monoxide alarm keeps going off', 'he figured it was the battery at first, I told him to go outside')).toBe('life_safety');
  });

  it('firefighters who came for a kitchen fire leave a smoke detector to replace', () => {
    expect(tierOf('the firemen ripped down the hallway smoke detector when they came for the pan fire, so now there is none')).toBe('urgent');
    expect(tierOf('vinieron los bomberos por el humo de la cocina y el detector de humo lo arrancaron del techo')).toBe('urgent');
    expect(tierOf('the flyer about the fire alarm test got torn off the board, what day is the test?')).toBeUndefined();
  });

  it('a door the fire department broke in weeks ago is a repair, not a break-in', () => {
    expect(tierOf('two weeks ago the fire department had to break the door in for a rescue, the frame is still split')).not.toBe('life_safety');
  });

  it('a prowler back after the police left, with the caller shut in a room, is a danger to life', () => {
    expect(tierOf("he came back, he's yanking the door to the patio right now and I'm locked in the bathroom")).toBe('life_safety');
    expect(tierOf('ya volvió ese hombre, está forzando la puerta de atrás y estoy encerrada en el baño con los niños')).toBe('life_safety');
  });
});

describe('electrical faults told by what they do', () => {
  it('metal that hums and makes a pet jump carries current', () => {
    expect(tierOf('the iron gate by the mailboxes hums and my cat jumped back when she rubbed on it')).toBe('life_safety');
    expect(tierOf('la baranda de metal del balcón está zumbando y el perro pegó un brinco al tocarla')).toBe('life_safety');
  });

  it('an outlet that smells of fish is overheating', () => {
    expect(tierOf('there is a fishy smell and it is coming from the outlet behind the couch')).toBe('life_safety');
    expect(tierOf('huele a pescado y viene del enchufe de la cocina')).toBe('life_safety');
  });

  it('lights that flare brighter when the dryer starts are an emergency, new bulbs are not', () => {
    expect(tierOf('whenever the dryer kicks on, every light in the place gets brighter and two bulbs have blown this week')).toBe('emergency');
    expect(tierOf('cuando prendo la lavadora las luces se ponen más brillantes y se me han quemado tres focos')).toBe('emergency');
    expect(tierOf('I put in new bulbs and the lights are brighter now, thank you')).toBeUndefined();
  });

  it('a switch that buzzes is urgent, one that crackles with smoke is not', () => {
    expect(tierOf('the hallway light switch buzzes like a fly whenever the light is on')).toBe('urgent');
    expect(tierOf('el apagador del baño está zumbando y la tapa se siente tibia')).not.toBe('routine');
    expect(tierOf('the breaker panel is buzzing loud and smoke is coming out around the cover')).toBe('life_safety');
  });

  it('one dead outlet, or lights that dip as the AC starts, is routine electrical work', () => {
    expect(tierOf('just one outlet in the office does not work, everything else is fine')).toBe('routine');
    expect(tierOf('las luces del comedor bajan un segundito cuando arranca el aire')).toBe('routine');
  });
});

describe('water measured and water that is not a leak', () => {
  it('inches of water coming in is a flood, and over the outlets a danger to life', () => {
    expect(tierOf('water is seeping into the basement bedroom, it is four inches deep already')).toBe('emergency');
    expect(tierOf('the water in the basement is over the bottom outlets now')).toBe('life_safety');
  });

  it('no cold water is urgent, not a home without water', () => {
    expect(tierOf('only hot water comes out of the bathroom tap since the plumber was here')).toBe('urgent');
    expect(tierOf('en el lavamanos no sale agua fría, solo caliente')).toBe('urgent');
  });

  it('a tap that drips by the second, sweating windows and water in a drip pan are no flood', () => {
    expect(tierOf('the upstairs bathroom faucet drips, about one drop per second, even shut tight')).not.toBe('emergency');
    expect(tierOf('las ventanas amanecen chorreando por dentro de la condensación')).not.toBe('emergency');
    expect(tierOf('the heater is fine, not urgent for today, tomorrow is good')).toBeUndefined();
  });

  it('a street named for a lake is no lake in the home', () => {
    expect(tierOf('no hot water since last night, I am at 900 Lake Shore Drive, apartment 4')).toBe('urgent');
  });
});

describe('businesses, smells of cooking and creatures', () => {
  it('a walk-in cooler reading warm is urgent', () => {
    expect(tierOf('our walk-in cooler at the restaurant reads 51 degrees and it should hold 38')).toBe('urgent');
    expect(tierOf('la cámara fría del restaurante está en cincuenta grados')).toBe('urgent');
  });

  it('smoke from a neighbour roasting peppers is cooking, and a roach up an arm is no drain backing up', () => {
    expect(tierOf('la vecina asa chiles y el humito entra por la puerta, es su comida nada más')).toBeUndefined();
    expect(tierOf('había cucarachas en el lavabo y una se me subió por la mano')).not.toBe('emergency');
  });

  it('a bathroom fan that stopped pulling air is ventilation, not the cooling', () => {
    expect(tierOf('the bathroom fan stopped pulling air, the mirror stays fogged')).not.toBe('urgent');
  });

  it('a heating failure read in Celsius below zero counts as the cold it is', () => {
    expect(tierOf('se rompió la calefacción, adentro estamos a cincuenta y afuera a tres bajo cero, centígrados, y mi abuela tiene 88 años')).toBe('emergency');
  });
});

describe('names around a business, a role or a slip', () => {
  it('a business is not the caller; their own name comes later', () => {
    expect(heard('Hi, this is Sunny Days Daycare on Birch Road, our sink backed up').name).toBeUndefined();
    expect(heard('le habla la taquería El Sol, se tapó la trampa de grasa', [], 'es').name).toBeUndefined();
  });

  it('a role between "I am" and the name', () => {
    expect(heard('Soy la encargada, Rocío Benavides.', [], 'es').name).toBe('Rocío Benavides');
    expect(heard("I'm the owner, Dale Whitcomb.").name).toBe('Dale Whitcomb');
  });

  it('a nickname then the full name, and a name taken back for another', () => {
    expect(heard('Me llamo Chayo, Rosario Benítez.', [], 'es').name).toBe('Rosario Benítez');
    expect(heard('Me llamo Teresa, no, perdón, ese es el nombre de mi suegra. Yo soy Lidia Campos.', [], 'es').name).toBe('Lidia Campos');
    expect(heard('Tom, no, Thomas Greer. 14 Pine Street.', ['name']).name).toBe('Thomas Greer');
  });

  it('a neighbour "del 5" is no address, and a first name is completed by the full name later', async () => {
    expect(heard('la señora del 4 fuma en el pasillo todas las noches', [], 'es').address).toBeUndefined();
    const order = await workOrder(["Hey, it's Dario from the bakery at 40 Mill Street, the back door lock is broken.", 'Dario Ferreira. This phone is fine.']);
    expect(order).toMatchObject({ name: 'Dario Ferreira' });
  });
});
