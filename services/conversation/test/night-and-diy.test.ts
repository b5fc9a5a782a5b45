// Callers woken at night, in the middle of a DIY job or a move, in shared spaces, and sounds compared to a person.
// Phrasings of our own, in both languages.
import { tierOf } from './dialog-helpers';

describe('the cold told by what the home shows', () => {
  it('frost inside, a frozen water bowl or the oven open for heat is no heat', () => {
    expect(tierOf('there is ice on the inside of the windows this morning and the furnace is not making any noise')).toBe('emergency');
    expect(tierOf('we have the oven door open just to get some heat, the kids are in coats')).toBe('urgent');
    expect(tierOf('hay escarcha por dentro de las ventanas y tengo el horno abierto para calentar')).toBe('emergency');
  });
});

describe('someone at the door at night', () => {
  it('a stranger turning the door handle at 3 a.m. is a danger to life', () => {
    expect(tierOf('somebody is out on the balcony turning my door handle, I do not know who it is')).toBe('life_safety');
    expect(tierOf('alguien está girando la manija de la puerta de atrás y no sé quién es')).toBe('life_safety');
  });

  it('pipes that knock "as if someone wanted out" and the neighbours across the hall are no intruder', () => {
    expect(tierOf('the radiator pipes bang at night as if someone were knocking to get out')).not.toBe('life_safety');
    expect(tierOf('los tubos suenan como si alguien estuviera golpeando adentro')).not.toBe('life_safety');
    expect(tierOf('our power is out in my apartment but the people across the hall have lights')).not.toBe('life_safety');
    expect(tierOf('se fueron cuando prendí la luz del pasillo')).not.toBe('life_safety');
  });
});

describe('moving furniture and building faces', () => {
  it('a dresser that fell on a child is a danger to life', () => {
    expect(tierOf('the dresser tipped over onto my daughter while we were moving it')).toBe('life_safety');
    expect(tierOf('el ropero se le vino encima a mi hijo cuando lo estábamos moviendo')).toBe('life_safety');
  });

  it('bricks falling off the top of the building keep everyone away', () => {
    expect(tierOf('pieces of brick keep falling off the roof edge onto the sidewalk by the entrance')).toBe('life_safety');
    expect(tierOf('se desprendió un pedazo de ladrillo de la fachada del edificio y cayó en la banqueta')).toBe('life_safety');
  });

  it('a worry that someone will get hurt is no injury', () => {
    expect(tierOf('the hallway carpet is ripped at the top of the stairs, somebody is gonna get hurt')).not.toBe('life_safety');
    expect(tierOf('la alfombra de la escalera está suelta, alguien se va a lastimar')).not.toBe('life_safety');
  });
});

describe('water that stays where it is, and water that does not', () => {
  it('a washer full of water that will not drain is no flood', () => {
    expect(tierOf('the washing machine will not drain and the clothes are sitting in a foot of water')).not.toBe('emergency');
  });

  it('a water heater whose pan is full and spilling into the carpet is a flood', () => {
    expect(tierOf('the water heater is leaking from the bottom, the pan is full and it is soaking the carpet')).toBe('emergency');
  });

  it('a fridge with a puddle under its door is the fridge, not wiring', () => {
    expect(tierOf('the fridge is warm inside and there is a puddle under the freezer door, the light still comes on')).toBe('urgent');
  });

  it('an air conditioner dripping from its top into a bucket is a contained leak', () => {
    expect(tierOf('el minisplit gotea por la parte de arriba, puse una cubeta y se llena cada tres horas')).toBe('urgent');
  });
});

describe('shared spaces and openings nobody can reach', () => {
  it('a garage gate stuck shut is no lockout, and a broken mailbox lock is no open door', () => {
    expect(tierOf('the garage gate is stuck shut, it will not open with the fob')).not.toBe('emergency');
    expect(tierOf('la chapa del buzón está dañada y el buzón queda abierto')).not.toBe('emergency');
  });

  it('a window stuck open where nobody can get in is no home left open', () => {
    expect(tierOf('the bedroom window is stuck open a few inches', 'we are on the fourth floor, nobody can get in, it is just cold')).not.toBe('emergency');
  });
});
