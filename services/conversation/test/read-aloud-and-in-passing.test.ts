// Dangers read off a notice or a panel, said and taken back in one breath, asked about "just in case";
// small words and Spanglish numbers; names and units heard in passing. Phrasings of our own, both languages.
import { firstReply, heardContact, scriptedWorkOrder, tierOf } from './dialog-helpers';

describe('dangers the taxonomy had not met', () => {
  it('someone burned by tap water is hurt; water that comes out scalding is an emergency of its own', async () => {
    expect(await firstReply('en', 'my son got scalded in the bath, the water came out boiling')).toMatch(/911/);
    expect(await firstReply('es', 'a mi abuela le salieron ampollas en el brazo con el agua de la regadera')).toMatch(/911/);
    expect(tierOf('the kitchen tap water comes out scalding now, I measured it and it is way over 150')).toBe('emergency');
    expect(tierOf('el agua del lavabo sale hirviendo desde ayer')).toBe('emergency');
    expect(tierOf('I poured boiling water down the tub drain and it is still slow')).not.toBe('emergency');
  });

  it('elevator doors that open on an empty shaft are a fall waiting to happen', async () => {
    expect(await firstReply('en', 'the elevator doors on my floor are wide open and there is no car, just the empty shaft')).toMatch(/911/);
    expect(await firstReply('es', 'se abrieron las puertas del ascensor y no hay ascensor, se ve el hueco del ascensor')).toMatch(/911/);
  });

  it('a car into the gas meters is a gas emergency before anyone smells it', async () => {
    expect(await firstReply('en', 'a pickup just backed into the gas meters by the side door')).toMatch(/^Please leave the home right now/);
    expect(await firstReply('es', 'una camioneta se estrelló contra los medidores de gas del edificio')).toMatch(/^Por favor, salga de la vivienda ahora mismo/);
  });

  it('a door found forced on coming home may have someone behind it still', async () => {
    expect(await firstReply('en', 'I just got home and my door is kicked in, the frame is split')).toMatch(/911/);
    expect(await firstReply('es', 'acabamos de llegar del viaje y la puerta está forzada')).toMatch(/911/);
    expect(tierOf('I just got home and my door is kicked in, the police already came and nobody is inside')).not.toBe('life_safety');
  });

  it('a fire alarm panel in trouble, a missing smoke detector and flaking paint named lead wait a day, not a week', () => {
    expect(tierOf('the alarm panel in the lobby shows a trouble light and keeps beeping')).toBe('urgent');
    expect(tierOf('el panel de la alarma tiene una luz amarilla y pita cada rato')).toBe('urgent');
    expect(tierOf('the inspector wrote that smoke detectors missing in both bedrooms')).toBe('urgent');
    expect(tierOf('en el cuarto de los niños no hay detectores de humo')).toBe('urgent');
    expect(tierOf('the paint by the radiator is flaking in chips', 'the landlord gave us a lead paint notice when we moved in')).toBe('urgent');
    expect(tierOf('the paint by the radiator is flaking in chips')).not.toBe('urgent');
  });

  it('mold is urgent where someone with weak lungs or a baby sleeps', () => {
    expect(tierOf('there is black mold on the bedroom wall and my son has asthma')).toBe('urgent');
    expect(tierOf('hay moho en el clóset del cuarto de la bebé')).toBe('urgent');
    expect(tierOf('a bit of mildew in the shower grout')).not.toBe('urgent');
  });

  it('a tap that will not close is urgent; a leak already fixed whose mold is spreading is no flood', () => {
    expect(tierOf("the tub faucet won't shut off, it runs day and night down the drain")).toBe('urgent');
    expect(tierOf('la llave del lavabo ya no cierra, sale un chorrito todo el día')).toBe('urgent');
    expect(tierOf('the leak under the sink was fixed last month but the mold behind it keeps spreading')).not.toBe('emergency');
  });

  it('a drop a minute caught in a pot waits for the plumber; water reaching the next room does not', () => {
    expect(tierOf('there is a stain on the ceiling and it drips about a drop every minute, I put a bowl under it')).toBe('urgent');
    expect(tierOf('the water is coming out from under the wall and it already reached the living room')).toBe('emergency');
    expect(tierOf('el agua sale por debajo del clóset y ya llegó a la sala')).toBe('emergency');
  });

  it('a garage gate that will not open keeps the cars in: the day’s repair', () => {
    expect(tierOf('the garage gate will not open and none of us can get the cars out for work')).toBe('urgent');
    expect(tierOf('el portón del garaje no abre y no podemos sacar los carros')).toBe('urgent');
  });

  it('a Spanish diminutive names the same thing: techito, casita, agüita', () => {
    expect(tierOf('se cayó el techito del patio encima de mi primo')).toBe('life_safety');
    expect(tierOf('está saliendo humito del enchufe')).toBe('life_safety');
  });
});

describe('dangers that are not there', () => {
  it('a question asked "just in case" or for homework raises nothing', () => {
    expect(tierOf('what should you do if you smell gas? it is for the welcome packet')).not.toBe('life_safety');
    expect(tierOf('if a pipe ever burst, where is the main shut-off? nothing is wrong')).toBeUndefined();
    expect(tierOf('mi hijo tiene que hacer un plan de escape en caso de incendio para la escuela')).not.toBe('life_safety');
  });

  it('a danger told and then, further on, said to be over is taken back in one breath', () => {
    expect(tierOf('last month we had a gas leak, the gas company fixed it and there is no smell anymore, but they left a hole in the drywall')).not.toBe('life_safety');
    expect(tierOf('el sótano del edificio de enfrente se inundó con la lluvia, aquí no pasó nada, todo seco')).not.toBe('emergency');
    expect(tierOf('they fixed the gas line last week but now I smell gas again in the kitchen')).toBe('life_safety');
  });

  it('figures of speech, plants and cars are not people in danger', () => {
    expect(tierOf('ya estoy que echo chispas con la gotera del fregadero')).not.toBe('emergency');
    expect(tierOf('el enchufe está echando chispas')).toBe('emergency');
    expect(tierOf('the hose bib drips so much my tomato plants are drowning lol')).not.toBe('life_safety');
    expect(tierOf('estamos atrapados en el estacionamiento, bueno, no nosotros, los carros, el portón no abre')).toBe('urgent');
    expect(tierOf('the gutter pulled away from the roof after the ice storm and hangs there')).not.toBe('life_safety');
  });
});

describe('numbers, names and units said in passing', () => {
  it('"veintiséis cientos" is 2600, as "forty-seven hundred" is 4700', () => {
    expect(heardContact('vivo en el veintiséis cientos de Harwin Drive', ['address'], 'es').address).toBe('2600 Harwin Drive');
    expect(heardContact('forty-seven hundred Ridgecrest Road', ['address']).address).toBe('4700 Ridgecrest Road');
  });

  it('a house number put right in pieces replaces the one said first', () => {
    expect(heardContact('Six forty Alder Street, sorry, six fourteen', ['address']).address).toBe('614 Alder Street');
  });

  it("someone else's name, a landlord's or a dog's, is not the caller's", () => {
    expect(heardContact("oh and the landlord's name is Mr. Brody", ['name']).name).toBeUndefined();
    expect(heardContact('mi perro se llama Canelo', ['name'], 'es').name).toBeUndefined();
    expect(heardContact('Best number is this one', ['name']).name).toBeUndefined();
    expect(heardContact('Jamal and Tia Brooks. Just put Tia Brooks.', ['name']).name).toBe('Tia Brooks');
  });

  it('the unit the caller lives in outranks a neighbour’s heard before it', async () => {
    const order = await scriptedWorkOrder(['no hay agua caliente en el edificio, el señor del 3C ya se quejó', 'Soy Delia Ruiz, vivo en el seis A, 410 Ocean Avenue'], 'es');
    expect(order).toMatchObject({ unit: '6A' });
  });
});
