// Problems noticed by pets and children, told formally or technically, found after a trip or during a
// renovation, and seen from a window. Phrasings of our own, in both languages.
import { firstReply, tierOf } from './dialog-helpers';

describe('dangers said another way', () => {
  it('a stranger asleep on the sofa of a home left open is an intruder', async () => {
    expect(await firstReply('es', 'llegué a casa y hay un tipo que no conozco durmiendo en mi sofá, la ventana está abierta')).toMatch(/911/);
    expect(await firstReply('en', 'I came home and a man I do not know is asleep on my couch')).toMatch(/911/);
  });

  it('people breaking car windows in the lot right now is a crime in progress', async () => {
    expect(await firstReply('es', 'desde mi ventana veo a unos tipos rompiendo los vidrios de los carros ahorita')).toMatch(/911/);
  });

  it('smoke coming from under a neighbour’s door is a fire, whatever it smells of', async () => {
    expect(await firstReply('en', 'smoke is coming out under my landlord’s door upstairs and it smells like burnt food, he does not answer')).toMatch(/911/);
  });

  it('an outside staircase that pulled away from the house is a collapse, said however politely', async () => {
    expect(await firstReply('en', 'I regret to report that the rear staircase appears to have pulled away from the wall and it moved alarmingly')).toMatch(/911/);
  });

  it('water running out of a wall and across the floor is a flood', () => {
    expect(tierOf('está saliendo agua de la pared a chorritos y el piso ya está lleno, se está pasando para la sala')).toBe('emergency');
  });

  it('a back door replaced by plastic sheeting leaves the home open', () => {
    expect(tierOf('the contractors took our back door out and stapled plastic sheeting over the opening, anyone could walk in')).toBe('emergency');
  });
});

describe('heat and cooling said formally', () => {
  it('an air conditioner that ceased functioning with a newborn in the heat is an emergency', () => {
    expect(tierOf('our air conditioning ceased functioning this morning, it is 90 degrees inside and we have a two week old baby')).toBe('emergency');
  });

  it('heating that has stopped working for an elderly mother in the cold is an emergency', () => {
    expect(tierOf('la calefacción ha dejado de funcionar, fuera hay dos grados y mi madre tiene noventa años')).toBe('emergency');
  });
});

describe('lookalikes', () => {
  it('a key broken in the lock or a lock that will not turn is a lockout, not an open door', () => {
    expect(tierOf('se me quebró la llave dentro de la chapa y no puedo entrar')).toBe('urgent');
    expect(tierOf('se trabó la chapa y la llave no da vuelta. No puedo entrar a mi casa.')).toBe('urgent');
  });

  it('a door closer that broke, a washer that does not spin, a tank that cracked: none is an emergency', () => {
    expect(tierOf('el cierrapuertas de la entrada ya no sirve y la puerta se azota')).not.toBe('emergency');
    expect(tierOf('la lavadora no centrifuga, lava bien y no bota agua ni nada')).not.toBe('emergency');
    expect(tierOf('our aquarium cracked and soaked the carpet, it is all cleaned up and nothing is leaking now')).not.toBe('emergency');
  });

  it('a microwave that still heats, and a circuit an electrician switched off in two rooms, are not the home out', () => {
    expect(tierOf('the microwave plate stopped turning and the light inside is out, it still heats')).not.toBe('emergency');
    expect(tierOf('el electricista bajó el breaker de las recámaras por un corto, son dos cuartos sin luz')).not.toBe('emergency');
  });
});
