// Tap water by its look or a lab's letter, septic alarms and fuel running low, chemical fumes next door,
// repairs asked for again, and the words that only sound like a danger. Phrasings of our own, in both languages.
import { firstReply, tierOf } from './dialog-helpers';

describe('tap water told by its colour or a test', () => {
  it('brown or rusty water from the taps is the day’s call, never a flood', () => {
    expect(tierOf('since this morning the water comes out rusty from the bathroom tap')).toBe('urgent');
    expect(tierOf('el agua está saliendo color café de la regadera desde que arreglaron la calle')).toBe('urgent');
  });

  it('milky water that clears in the glass is air, and an old brown stain is paint work', () => {
    expect(tierOf('the kitchen water is coming out cloudy but it clears from the bottom after a minute')).toBeUndefined();
    expect(tierOf('hay una mancha de agua café en el techo, está seca, solo quiero que la pinten')).not.toBe('urgent');
  });

  it('lead found in the water is urgent, lead in old paint is not water', () => {
    expect(tierOf('the lead test came back at 22 parts per billion and the action level is 15')).toBe('urgent');
    expect(tierOf('nos llegó el análisis y el agua salió con plomo por encima del límite')).toBe('urgent');
  });
});

describe('systems of rural rentals', () => {
  it('a septic alarm is urgent plumbing, not a fire alarm', async () => {
    expect(tierOf('the septic alarm box by the driveway is beeping and the red light is on')).toBe('urgent');
    expect(await firstReply('es', 'está sonando la alarma del pozo séptico, la lucecita roja prendida')).not.toMatch(/911/);
  });

  it('propane or oil nearly gone before a freeze is urgent; the heat it would lose is a worry, not an outage', () => {
    expect(tierOf('the oil tank gauge is almost empty and we heat with it', 'if it runs out we have got no heat')).toBe('urgent');
    expect(tierOf('el tanque de propano ya marca como 5 por ciento y va a helar')).toBe('urgent');
  });
});

describe('fumes, intruders and water the caller cannot see', () => {
  it('a chemical smell from next door that stings the eyes is a danger to life', async () => {
    expect(await firstReply('en', 'there is a strong acetone smell coming from the unit below and my eyes sting in the hallway')).toMatch(/911/);
    expect(await firstReply('es', 'sube un olor químico como a thinner del apartamento de abajo y me arden los ojos')).toMatch(/911/);
  });

  it('someone heard moving inside a home whose door was forced is an intruder', async () => {
    expect(await firstReply('en', 'my back door was pried open and I can hear somebody moving around in the kitchen')).toMatch(/911/);
  });

  it('water heard trickling from the water heater closet and soaking the floor is an emergency', () => {
    expect(tierOf('my feet got soaked in the hall and I can hear water trickling behind the water heater door')).toBe('emergency');
  });

  it('standing water outside a basement window that does not come in waits', () => {
    expect(tierOf('the basement window well filled with rain water but nothing is coming in')).not.toBe('emergency');
  });
});

describe('repairs asked for again and the heating still out', () => {
  it('a leak fixed before and back again, caught in a pan, is urgent', () => {
    expect(tierOf('the pipe under the bathroom sink is leaking again, maintenance fixed this same pipe in June, I put a pan under it')).toBe('urgent');
    expect(tierOf('tengo una pérdida en el caño de la pileta, puse un balde')).toBe('urgent');
  });

  it('heat reported before and still not working is no heat', () => {
    expect(tierOf('I called last week about the heat and it is still not working', 'it is 58 outside and 63 in here')).toBe('urgent');
    expect(tierOf('la calefacción no funciona, fuera estamos a ocho grados y dentro a dieciséis')).toBe('urgent');
  });

  it('a missing smoke detector the roofers took down is urgent', () => {
    expect(tierOf('cuando arreglaron el techo sacaron el detector de humo y no lo volvieron a poner')).toBe('urgent');
  });

  it('a towel bar torn out of the drywall is no collapse', async () => {
    expect(await firstReply('en', 'my nephew yanked the towel bar and it ripped right out of the drywall')).not.toMatch(/911/);
  });

  it('a jammed disposal waits while the sink drains; a sink that no longer drains is the day’s repair', () => {
    expect(tierOf('the garbage disposal is jammed and just hums, the other side of the sink drains fine')).not.toBe('urgent');
    expect(tierOf('se trabó el triturador del fregadero', 'y ahora el agua no baja de ese lado')).toBe('urgent');
  });
});
