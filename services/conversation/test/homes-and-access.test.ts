// Senior living and accessibility, manufactured homes, storms new to the receptionist (hail, dust, wind),
// vehicles, crews and pets that cause the trouble. Phrasings of our own, in both languages.
import { Call, firstReply, heardContact, ownerConfig, tierOf } from './dialog-helpers';

describe('a tenant down, hurt or taken ill', () => {
  it('a fall the tenant cannot get up from is a danger to life', async () => {
    expect(await firstReply('en', 'I slipped getting out of the tub and went down on my knee, now I can’t get myself up')).toMatch(/911/);
    expect(await firstReply('es', 'me caí en la cocina y no me puedo levantar, estoy sola')).toMatch(/911/);
    expect(tierOf("I'm lying on the floor by the bed. I keep trying but I can't get up")).toBe('life_safety');
  });

  it('someone who cannot get up a ladder or onto a stool has no injury', () => {
    expect(tierOf('the hallway bulb is out and at my age I can’t get up on the step stool')).not.toBe('life_safety');
  });

  it('chest pain or a stroke is a call for 911 whatever else the tenant asks', async () => {
    expect(await firstReply('en', 'my husband has chest pain going down his arm and he is in a cold sweat')).toMatch(/911/);
    expect(await firstReply('es', 'a mi papá le está dando un dolor de pecho muy fuerte y está sudando frío')).toMatch(/911/);
  });

  it('water that spills over a gutter is no stroke, whatever the Spanish verb', () => {
    expect(tierOf('la canaleta se derrama cuando llueve y moja la entrada, adentro no entra nada')).not.toBe('life_safety');
  });
});

describe('what keeps a tenant in, out or safe when it breaks', () => {
  it('a ramp, a door opener or a grab bar out of order is the day’s repair', () => {
    expect(tierOf('the ramp at the side entrance has a board that rotted through and I use a walker')).toBe('urgent');
    expect(tierOf('the automatic door opener at the lobby does nothing when I press the button, I am in a wheelchair')).toBe('urgent');
    expect(tierOf('la barra de apoyo de la regadera se salió de la pared')).toBe('urgent');
  });

  it('the cord of a blind is not an emergency cord', () => {
    expect(tierOf('se reventó el cordón de la persiana y quedó atorada')).not.toBe('urgent');
  });

  it('a garage gate that will not come down leaves the garage open to the street', () => {
    expect(tierOf('the parking gate is stuck up since a truck bumped it, anyone can drive in')).toBe('urgent');
    expect(tierOf('el portón del estacionamiento se quedó abierto y no baja')).toBe('urgent');
  });
});

describe('manufactured homes', () => {
  it('a tie-down come loose is urgent; skirting blown off matters before a freeze', () => {
    expect(tierOf('one of the tie-downs on my mobile home snapped in the wind and the anchor is pulled out')).toBe('urgent');
    expect(tierOf('some skirting came off the trailer, and with the hard freeze on Friday I worry about the pipes')).toBe('urgent');
    expect(tierOf('a skirting panel came loose on the back and I think a cat gets under there')).toBe('routine');
  });
});

describe('storms, dust and the animals in the walls', () => {
  it('roofing broken by hail is urgent, an emergency once rain comes through', () => {
    expect(tierOf('the hail cracked a bunch of shingles on my roof')).toBe('urgent');
    expect(tierOf('the storm ripped shingles off the roof and now water is dripping through the bedroom ceiling')).toBe('emergency');
  });

  it('an orange sky or a dust storm is no fire in the building', async () => {
    expect(tierOf('the sky went orange and dark, it looks like smoke, is there a fire near us?')).toBeUndefined();
    expect(await firstReply('es', 'hay una tolvanera y el cielo se puso anaranjado, ¿hay un incendio por aquí cerca?')).not.toMatch(/911/);
  });

  it('an alarm bell rung by a burst sprinkler, with no fire or smoke, is a flood, not a fire', () => {
    expect(tierOf('a sprinkler pipe burst in the hall and water is pouring down, the alarm bell is ringing, no fire, no smoke')).toBe('emergency');
  });

  it('bees or wasps nesting inside a wall are the day’s pest call, not the wiring humming', () => {
    expect(tierOf('there is a swarm of bees inside the bedroom wall, you can hear the buzzing and some come out of the outlet')).toBe('urgent');
    expect(tierOf('hay avispas metidas en la pared del baño, se oye el zumbido')).toBe('urgent');
  });

  it('a deaf tenant asking for a strobe smoke alarm reports no fire', () => {
    expect(tierOf('I am hard of hearing, can you put in a smoke alarm with a flashing light?')).toBeUndefined();
  });
});

describe('cooling, heating, power and water, said another way', () => {
  it('an AC that barely cools or shuts itself off is urgent below the heat thresholds', () => {
    expect(tierOf('the AC runs but the air coming out is not really cold, 86 inside and 90 out')).toBe('urgent');
    expect(tierOf('el minisplit hace un ruido raro y a los cinco minutos se apaga solo, afuera hay 90')).toBe('urgent');
  });

  it('a heater that broke down in a hard frost is an emergency', () => {
    expect(tierOf('se nos ha estropeado la calefacción y fuera estamos a menos diez grados')).toBe('emergency');
  });

  it('outlets dead in one room are a circuit, not the home’s power', () => {
    expect(tierOf('se quedaron sin corriente los enchufes de la cocina, las luces sí prenden')).not.toBe('emergency');
  });

  it('no water at all after a crew closed the valve at the street is an emergency', () => {
    expect(tierOf('the landscapers hit the water line and shut off the water at the street, now there is not a drop of water in the house')).toBe('emergency');
  });

  it('a dripping tap with a rag under it is routine', () => {
    expect(tierOf('el grifo del baño gotea toda la noche, le puse un trapo para no oírlo')).toBeUndefined();
  });
});

describe('break-ins and cars', () => {
  it('someone trying codes or breaking glass at the door now is an intruder; glass broken earlier is not', async () => {
    expect(await firstReply('en', 'somebody keeps punching codes into our door keypad and shaking the handle, we are in the bedroom with the door locked')).toMatch(/911/);
    expect(await firstReply('es', 'hay alguien rompiendo el vidrio de la puerta de atrás, me encerré en el baño')).toMatch(/911/);
    expect(tierOf('alguien rompió la ventana de la sala anoche con una piedra, ya no hay nadie')).not.toBe('life_safety');
  });

  it('a car driven into the building is a danger to life', async () => {
    expect(await firstReply('en', 'a pickup just drove into the side of our building and the wall is cracked')).toMatch(/911/);
    expect(await firstReply('es', 'un carro se metió a la casa por la sala, la pared está toda rajada')).toMatch(/911/);
  });
});

describe('asking for the manager by asking whether she is in', () => {
  it('“is the manager there? I need someone to help me” is put through', async () => {
    const call = new Call(ownerConfig({ language: 'es', transfer: { enabled: true, number: '+14155550100' } }));
    await call.start();
    const reply = await call.say('¿Bueno? ¿Está el encargado? Necesito que alguien me ayude.');
    expect(reply.events.some((e) => e.type === 'transfer')).toBe(true);
  });
});

describe('units and names', () => {
  it('a numbered casita, a unit before the next sentence, a name with bin', () => {
    expect(heardContact('Paula Ríos, 40 Mesa Road, casita 7.', [], 'es').unit).toBe('Casita 7');
    expect(heardContact('Soy Tomás Vera, 800 Elm Avenue, apartamento 12. Por favor, llámenme.', [], 'es').unit).toBe('12');
    expect(heardContact('apartamento 4 por 6 metros', [], 'es').unit).toBeUndefined();
    expect(heardContact('Khalid bin Rashid, 55 Pine Street, unit 9', ['name']).name).toBe('Khalid bin Rashid');
  });
});
